package org.specializer.core.modules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.specializer.api.Abstract;
import org.specializer.api.Builtin;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyDescriptor;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyList;
import org.specializer.api.PyMethodDescr;
import org.specializer.api.PyObject;
import org.specializer.api.PyStaticMethod;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;
import org.specializer.core.interp.Interp;

/**
 * {@code collections.namedtuple}: builds a real class, a subclass of {@code tuple} with
 * {@code __slots__ = ()}, whose instances are {@link PyTuple.Derived}. The class has what
 * {@code collections/__init__.py} gives it: {@code __new__} binding fields by position or keyword
 * (with the messages of a Python function), field accessors ({@code _tuplegetter}),
 * {@code _fields}, {@code _field_defaults}, {@code _make}, {@code _replace}, {@code _asdict},
 * {@code __repr__}, {@code __getnewargs__} and {@code __match_args__}. Python code may subclass it.
 */
final class NamedTuples {
    private NamedTuples() {}

    private static final Params PARAMS = new Params("namedtuple",
            new String[] {"typename", "field_names", "rename", "defaults", "module"}, 0, 2, 2);

    private static final Set<String> KEYWORDS = Set.of("False", "None", "True", "and", "as",
            "assert", "async", "await", "break", "class", "continue", "def", "del", "elif",
            "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is",
            "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with",
            "yield");

    /** {@code str.isidentifier()}. */
    static boolean isIdentifier(String s) {
        if (s.isEmpty()) {
            return false;
        }
        int first = s.codePointAt(0);
        if (first != '_' && !Character.isUnicodeIdentifierStart(first)) {
            return false;
        }
        for (int i = Character.charCount(first); i < s.length(); ) {
            int c = s.codePointAt(i);
            if (c != '_' && (!Character.isUnicodeIdentifierPart(c)
                    || Character.isIdentifierIgnorable(c))) {
                return false;
            }
            i += Character.charCount(c);
        }
        return true;
    }

    /** {@code namedtuple(typename, field_names, *, rename=False, defaults=None, module=None)}. */
    static PyObject namedtuple(PyObject module, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = PARAMS.parse(args, kwnames);
        List<String> fields = new ArrayList<>();
        if (a[1] instanceof PyStr s) {
            for (String f : s.value.replace(',', ' ').trim().split("\\s+")) {
                if (!f.isEmpty()) {
                    fields.add(f);
                }
            }
        } else {
            for (PyObject f : Abstract.toArray(a[1])) {
                fields.add(Abstract.str(f).value);
            }
        }
        String typename = Abstract.str(a[0]).value;
        boolean rename = a[2] != null && Abstract.isTrue(a[2]);
        if (rename) {
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < fields.size(); i++) {
                String name = fields.get(i);
                if (!isIdentifier(name) || KEYWORDS.contains(name) || name.startsWith("_")
                        || seen.contains(name)) {
                    fields.set(i, "_" + i);
                }
                seen.add(name);
            }
        }
        List<String> all = new ArrayList<>();
        all.add(typename);
        all.addAll(fields);
        for (String name : all) {
            if (!isIdentifier(name)) {
                throw Py.valueError("Type names and field names must be valid identifiers: "
                        + Abstract.repr(PyStr.of(name)).value);
            }
            if (KEYWORDS.contains(name)) {
                throw Py.valueError("Type names and field names cannot be a keyword: "
                        + Abstract.repr(PyStr.of(name)).value);
            }
        }
        Set<String> seen = new HashSet<>();
        for (String name : fields) {
            if (name.startsWith("_") && !rename) {
                throw Py.valueError("Field names cannot start with an underscore: "
                        + Abstract.repr(PyStr.of(name)).value);
            }
            if (!seen.add(name)) {
                throw Py.valueError("Encountered duplicate field name: "
                        + Abstract.repr(PyStr.of(name)).value);
            }
        }
        PyObject[] defaults = null;
        if (a[3] != null && a[3] != Py.None) {
            defaults = Abstract.toArray(a[3]);
            if (defaults.length > fields.size()) {
                throw Py.typeError("Got more default values than field names");
            }
        }
        String moduleName;
        if (a[4] != null && a[4] != Py.None) {
            moduleName = null;
        } else {
            moduleName = callerModule();
        }
        PyType t = make(typename, fields.toArray(new String[0]), defaults);
        if (moduleName != null) {
            t.setAttr(Names.__module__, PyStr.of(moduleName));
        } else {
            t.setAttr(Names.__module__, a[4]);
        }
        return t;
    }

    /** The {@code __name__} of the calling Python module, as {@code sys._getframemodulename(1)}. */
    private static String callerModule() {
        try {
            PyDict g = Interp.currentGlobals();
            PyObject n = g == null ? null : g.getItem(Names.__name__);
            return n instanceof PyStr s ? s.value : "__main__";
        } catch (RuntimeException e) {
            return "__main__";
        }
    }

    /** Build the class. {@code defaults} apply to the rightmost fields (may be null). */
    static PyType make(String typename, String[] fields, PyObject[] defaults) {
        int n = fields.length;
        PyStr[] names = new PyStr[n];
        PyObject[] nameObjs = new PyObject[n];
        for (int i = 0; i < n; i++) {
            names[i] = PyStr.intern(fields[i]);
            nameObjs[i] = names[i];
        }
        PyObject[] dflt = defaults == null ? new PyObject[0] : defaults;
        PyDict fieldDefaults = new PyDict();
        for (int i = 0; i < dflt.length; i++) {
            fieldDefaults.setItem(names[n - dflt.length + i], dflt[i]);
        }
        String argList = String.join(", ", fields);
        PyDict ns = new PyDict();
        ns.setItem(Names.__doc__, PyStr.of(typename + "(" + argList + ")"));
        ns.setItem(Names.__slots__, PyTuple.EMPTY);
        ns.setItem("_fields", new PyTuple(nameObjs.clone()));
        ns.setItem("_field_defaults", fieldDefaults);
        ns.setItem("__match_args__", new PyTuple(nameObjs.clone()));
        ns.setItem(Names.__qualname__, PyStr.of(typename));
        ns.setItem(Names.__module__, PyStr.of("collections"));
        for (int i = 0; i < n; i++) {
            ns.setItem(names[i], new TupleGetter(i, "Alias for field number " + i));
        }
        Binder binder = new Binder(typename + ".__new__", names, dflt);
        Builtin.Impl newImpl = Builtin.Impl.ofK("__new__", typename + ".__new__",
                (self, args, kw) -> binder.construct(args, kw));
        newImpl.doc = "Create new instance of " + typename + "(" + argList + ")";
        ns.setItem(Names.__new__, new PyStaticMethod(new PyBuiltinFunction(newImpl, null)));

        PyType t = TypeFactory.newType(PyType.TYPE, typename, new PyObject[] {PyTuple.TYPE}, ns,
                Py.NO_KWNAMES, Py.NO_ARGS);

        Builtin.Impl makeImpl = Builtin.Impl.of1("_make", typename + "._make",
                (cls, iterable) -> {
                    PyObject[] items = Abstract.toArray(iterable);
                    if (items.length != n) {
                        throw Py.typeError("Expected " + n + " arguments, got " + items.length);
                    }
                    return new PyTuple.Derived((PyType) cls, items);
                });
        makeImpl.doc = "Make a new " + typename + " object from a sequence or iterable";
        t.setAttr(PyStr.intern("_make"), new PyMethodDescr(t, makeImpl, true));
        method(t, Builtin.Impl.ofK("_replace", typename + "._replace",
                (self, args, kw) -> replace(self, names, args, kw)),
                "Return a new " + typename + " object replacing specified fields with new "
                + "values");
        method(t, Builtin.Impl.of0("__repr__", typename + ".__repr__",
                self -> repr(self, names)), "Return a nicely formatted representation string");
        method(t, Builtin.Impl.of0("_asdict", typename + "._asdict", self -> {
            PyObject[] items = ((PyTuple) self).items;
            PyDict d = new PyDict();
            for (int i = 0; i < n && i < items.length; i++) {
                d.setItem(names[i], items[i]);
            }
            return d;
        }), "Return a new dict which maps field names to their values.");
        method(t, Builtin.Impl.of0("__getnewargs__", typename + ".__getnewargs__",
                self -> new PyTuple(((PyTuple) self).items.clone())),
                "Return self as a plain tuple.  Used by copy and pickle.");
        return t;
    }

    private static void method(PyType t, Builtin.Impl impl, String doc) {
        impl.doc = doc;
        t.setAttr(PyStr.intern(impl.name), new PyMethodDescr(t, impl, false));
    }

    private static PyObject repr(PyObject self, PyStr[] names) {
        PyObject[] items = ((PyTuple) self).items;
        if (items.length < names.length) {
            throw Py.typeError("not enough arguments for format string");
        }
        if (items.length > names.length) {
            throw Py.typeError("not all arguments converted during string formatting");
        }
        StringBuilder sb = new StringBuilder(self.type.getName()).append('(');
        for (int i = 0; i < names.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(names[i].value).append('=').append(Abstract.repr(items[i]).value);
        }
        return PyStr.of(sb.append(')').toString());
    }

    private static final PyStr MAKE = PyStr.intern("_make");

    private static PyObject replace(PyObject self, PyStr[] names, PyObject[] args,
            PyStr[] kw) {
        int npos = args.length - kw.length;
        if (npos != 0) {
            throw Py.typeError(self.type.getName() + "._replace() takes 1 positional argument "
                    + "but " + (npos + 1) + " were given");
        }
        PyObject[] items = ((PyTuple) self).items;
        PyObject[] values = new PyObject[names.length];
        boolean[] used = new boolean[kw.length];
        for (int i = 0; i < names.length; i++) {
            values[i] = i < items.length ? items[i] : null;
            for (int k = 0; k < kw.length; k++) {
                if (kw[k].value.equals(names[i].value)) {
                    values[i] = args[k];
                    used[k] = true;
                }
            }
        }
        List<PyObject> extra = new ArrayList<>();
        for (int k = 0; k < kw.length; k++) {
            if (!used[k]) {
                extra.add(kw[k]);
            }
        }
        PyObject r = Abstract.callMethod(self, MAKE, new PyList(values));
        if (!extra.isEmpty()) {
            throw Py.typeError("Got unexpected field names: "
                    + Abstract.repr(new PyList(extra.toArray(new PyObject[0]))).value);
        }
        return r;
    }

    /** Binds {@code __new__}'s arguments to fields with a Python function's messages. */
    private static final class Binder {
        private final String qualname;
        private final PyStr[] names;
        private final PyObject[] defaults;

        Binder(String qualname, PyStr[] names, PyObject[] defaults) {
            this.qualname = qualname;
            this.names = names;
            this.defaults = defaults;
        }

        PyObject construct(PyObject[] args, PyStr[] kw) {
            int n = names.length;
            int npos = args.length - kw.length - 1;
            PyType cls = (PyType) args[0];
            if (kw.length == 0 && npos == n) {
                PyObject[] values = new PyObject[n];
                System.arraycopy(args, 1, values, 0, n);
                return new PyTuple.Derived(cls, values);
            }
            if (npos > n) {
                int min = n - defaults.length;
                String takes = min == n ? (n + 1) + " positional argument" + (n == 0 ? "" : "s")
                        : "from " + (min + 1) + " to " + (n + 1) + " positional arguments";
                throw Py.typeError(qualname + "() takes " + takes + " but " + (npos + 1)
                        + (npos + 1 == 1 ? " was" : " were") + " given");
            }
            PyObject[] values = new PyObject[n];
            System.arraycopy(args, 1, values, 0, npos);
            for (int k = 0; k < kw.length; k++) {
                int i = indexOf(kw[k]);
                if (i < 0) {
                    throw Py.typeError(qualname + "() got an unexpected keyword argument '"
                            + kw[k].value + "'");
                }
                if (values[i] != null) {
                    throw Py.typeError(qualname + "() got multiple values for argument '"
                            + kw[k].value + "'");
                }
                values[i] = args[1 + npos + k];
            }
            List<String> missing = new ArrayList<>();
            int firstDefault = n - defaults.length;
            for (int i = 0; i < n; i++) {
                if (values[i] == null) {
                    if (i >= firstDefault) {
                        values[i] = defaults[i - firstDefault];
                    } else {
                        missing.add("'" + names[i].value + "'");
                    }
                }
            }
            if (!missing.isEmpty()) {
                throw Py.typeError(qualname + "() missing " + missing.size() + " required "
                        + "positional argument" + (missing.size() == 1 ? "" : "s") + ": "
                        + joinNames(missing));
            }
            return new PyTuple.Derived(cls, values);
        }

        private int indexOf(PyStr kw) {
            for (int i = 0; i < names.length; i++) {
                if (names[i] == kw || names[i].value.equals(kw.value)) {
                    return i;
                }
            }
            return -1;
        }
    }

    /** CPython's list of names in argument errors: 'a', 'a' and 'b', 'a', 'b', and 'c'. */
    static String joinNames(List<String> names) {
        int k = names.size();
        if (k == 1) {
            return names.get(0);
        }
        if (k == 2) {
            return names.get(0) + " and " + names.get(1);
        }
        return String.join(", ", names.subList(0, k - 1)) + ", and " + names.get(k - 1);
    }

    /** {@code collections._tuplegetter}: the descriptor for one field of a named tuple. */
    static final class TupleGetter extends PyObject implements PyDescriptor {
        static final PyType TYPE = PyType.builtin("_tuplegetter", TupleGetter.class,
                PyType.OBJECT, 0, t -> {
                    // writable, as CPython's member: namedtuple users (dis) document fields
                    t.getset("__doc__", self -> ((TupleGetter) self).doc,
                            (self, v) -> ((TupleGetter) self).doc = v);
                    t.method0("__repr__", self -> PyStr.of("_tuplegetter(" + ((TupleGetter) self)
                            .index + ", " + Abstract.repr(((TupleGetter) self).doc).value + ")"));
                }).withModule("collections");

        private final int index;
        private PyObject doc;

        TupleGetter(int index, String doc) {
            super(TYPE);
            this.index = index;
            this.doc = PyStr.of(doc);
        }

        @Override
        public PyObject descrGet(PyObject obj, PyType type) {
            if (obj == null) {
                return this;
            }
            if (!(obj instanceof PyTuple t)) {
                throw Py.typeError("descriptor for index '" + index + "' for tuple subclasses "
                        + "doesn't apply to '" + obj.type.getName() + "' object");
            }
            if (index >= t.items.length) {
                throw Py.indexError("tuple index out of range");
            }
            return t.items[index];
        }

        @Override
        public boolean isDataDescriptor() {
            return true;
        }

        @Override
        public void descrSet(PyObject obj, PyObject value) {
            throw Py.error(PyExc.AttributeError, "can't set attribute");
        }

        @Override
        public void descrDelete(PyObject obj) {
            throw Py.error(PyExc.AttributeError, "can't delete attribute");
        }
    }
}
