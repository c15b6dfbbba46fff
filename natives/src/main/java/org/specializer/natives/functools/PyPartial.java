package org.specializer.natives.functools;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDescriptor;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.ReprGuard;
import org.specializer.core.interp.WarningsModule;

/**
 * {@code functools.partial(func, /, *args, **keywords)}: a callable with some arguments fixed.
 * A partial of a partial whose instance dictionary was never made is flattened, as in CPython.
 * Stored in a class it does not bind {@code self}: as CPython 3.13, {@code __get__} warns that
 * it will, and returns the partial itself. Pickled by {@code __reduce__} and
 * {@code __setstate__}.
 */
final class PyPartial extends PyObject implements PyDescriptor {
    static final PyType TYPE = PyType.builtin("partial", PyPartial.class, PyType.OBJECT,
            PyType.BASETYPE, PyPartial::define).withModule("functools").withDottedTpName()
            .withWeakrefs();

    PyObject func;
    /** The fixed positional arguments (never changed in place). */
    PyObject[] args;
    /** {@code args} as the tuple the attribute gives, made once (or the state's own). */
    private PyTuple argsTuple;
    /** The fixed keyword arguments: the dict {@code keywords} shows. */
    PyDict keywords;
    private PyDict dict;
    /** Whether {@code __dict__} was ever asked for or set (CPython's {@code pto->dict != NULL}). */
    private boolean dictExposed;

    PyPartial(PyType type, PyObject func, PyObject[] args, PyDict keywords) {
        super(type);
        this.func = func;
        this.args = args;
        this.keywords = keywords;
    }

    /** The fixed positional arguments as one tuple, the same each time (CPython's pto->args). */
    PyTuple argsTuple() {
        if (argsTuple == null) {
            argsTuple = new PyTuple(args);
        }
        return argsTuple;
    }

    private static PyPartial p(PyObject o) {
        return (PyPartial) o;
    }

    private static void define(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        t.constructor(PyPartial::construct);
        t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
        t.getset("func", self -> p(self).func, PyPartial::readonly);
        t.getset("args", self -> p(self).argsTuple(), PyPartial::readonly);
        t.getset("keywords", self -> p(self).keywords, PyPartial::readonly);
        t.getset("__dict__", self -> {
            p(self).dictExposed = true;
            return self.getDict();
        }, (self, v) -> {
            if (!(v instanceof PyDict d)) {
                throw Py.typeError("__dict__ must be set to a dictionary, not a '"
                        + v.type.getName() + "'");
            }
            p(self).dictExposed = true;
            self.setDict(d);
        });
        t.method0("__repr__", PyPartial::repr);
        t.method0("__reduce__", PyPartial::reduce);
        t.method1("__setstate__", PyPartial::setstate);
        t.methodN("__get__", 1, 2, (self, a) -> p(self).descrGet(a[0] == Py.None ? null : a[0],
                null));
    }

    /** The setter of a read-only member. */
    private static void readonly(PyObject self, PyObject value) {
        throw Py.error(PyExc.AttributeError, "readonly attribute");
    }

    /** Compare CPython _functoolsmodule.c: partial_new. */
    static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        if (npos < 1) {
            throw Py.typeError("type 'partial' takes at least one argument");
        }
        PyObject func = args[0];
        if (!Abstract.isCallable(func)) {
            throw Py.typeError("the first argument must be callable");
        }
        PyObject[] before = new PyObject[0];
        PyDict kw = new PyDict();
        if (func instanceof PyPartial inner && !inner.hasDict()) {
            before = inner.args;
            kw.update(inner.keywords);
            func = inner.func;
        }
        PyObject[] all = new PyObject[before.length + npos - 1];
        System.arraycopy(before, 0, all, 0, before.length);
        System.arraycopy(args, 1, all, before.length, npos - 1);
        for (int k = 0; k < kwnames.length; k++) {
            kw.setItem(kwnames[k], args[npos + k]);
        }
        return new PyPartial((PyType) cls, func, all, kw);
    }

    private boolean hasDict() {
        return dictExposed || (dict != null && dict.size() != 0);
    }

    /** {@code func(*self.args, *args, **{**self.keywords, **kw})}. */
    @Override
    public PyObject call(PyObject[] callArgs, PyStr[] kwnames) {
        int npos = callArgs.length - kwnames.length;
        PyDict fixed = keywords;
        if (fixed.size() == 0) {
            if (args.length == 0) {
                return func.call(callArgs, kwnames);
            }
            PyObject[] all = new PyObject[args.length + callArgs.length];
            System.arraycopy(args, 0, all, 0, args.length);
            System.arraycopy(callArgs, 0, all, args.length, callArgs.length);
            return func.call(all, kwnames);
        }
        PyDict merged = fixed.copy();
        for (int k = 0; k < kwnames.length; k++) {
            merged.setItem(kwnames[k], callArgs[npos + k]);
        }
        int nkw = merged.size();
        PyObject[] all = new PyObject[args.length + npos + nkw];
        PyStr[] names = new PyStr[nkw];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(callArgs, 0, all, args.length, npos);
        int j = 0;
        for (int i = merged.nextEntry(0); i >= 0; i = merged.nextEntry(i + 1)) {
            PyObject k = merged.keyAt(i);
            if (!(k instanceof PyStr ks)) {
                throw Py.typeError("keywords must be strings");
            }
            names[j] = ks;
            all[args.length + npos + j] = merged.valueAt(i);
            j++;
        }
        return func.call(all, names);
    }

    /** Compare CPython 3.13 _functoolsmodule.c: partial_descr_get. */
    @Override
    public PyObject descrGet(PyObject obj, PyType type) {
        if (obj != null) {
            WarningsModule.warn(PyExc.FutureWarning, "functools.partial will be a method "
                    + "descriptor in future Python versions; wrap it in staticmethod() if you "
                    + "want to preserve the old behavior", 1);
        }
        return this;
    }

    /** {@code module.qualname(func, *args, key=value...)}. Compare CPython partial_repr. */
    private static PyObject repr(PyObject self) {
        PyPartial pt = p(self);
        PyType t = self.type;
        if (ReprGuard.enter(self)) {
            return PyStr.of("...");
        }
        try {
            StringBuilder sb = new StringBuilder();
            for (PyObject a : pt.args) {
                sb.append(", ").append(Abstract.repr(a).value);
            }
            PyDict kw = pt.keywords;
            for (int i = kw.nextEntry(0); i >= 0; i = kw.nextEntry(i + 1)) {
                // the value is taken before the key's __str__ runs, which may replace it
                PyObject key = kw.keyAt(i);
                PyObject value = kw.valueAt(i);
                sb.append(", ").append(Abstract.str(key).value).append('=')
                        .append(Abstract.repr(value).value);
            }
            return PyStr.of(t.getModuleName() + "." + t.getQualname() + "("
                    + Abstract.repr(pt.func).value + sb + ")");
        } finally {
            ReprGuard.leave(self);
        }
    }

    /** {@code (type, (func,), (func, args, keywords, __dict__ or None))}. */
    private static PyObject reduce(PyObject self) {
        PyPartial pt = p(self);
        PyObject d = pt.hasDict() ? pt.getDict() : Py.None;
        return PyTuple.of(self.type, PyTuple.of(pt.func), PyTuple.of(pt.func,
                pt.argsTuple(), pt.keywords, d));
    }

    /** Compare CPython _functoolsmodule.c: partial_setstate. */
    private static PyObject setstate(PyObject self, PyObject state) {
        if (!(state instanceof PyTuple t)) {
            throw Py.typeError("invalid partial state");
        }
        PyObject[] s = t.items;
        if (s.length != 4 || !Abstract.isCallable(s[0]) || !(s[1] instanceof PyTuple)
                || (s[2] != Py.None && !(s[2] instanceof PyDict))) {
            throw Py.typeError("invalid partial state");
        }
        PyPartial pt = p(self);
        pt.func = s[0];
        if (s[1].type == PyTuple.TYPE) {
            pt.argsTuple = (PyTuple) s[1];  // kept, as CPython keeps an exact tuple
            pt.args = pt.argsTuple.items;
        } else {
            pt.argsTuple = null;
            pt.args = Abstract.toArray(s[1]);
        }
        if (s[2] == Py.None) {
            pt.keywords = new PyDict();
        } else if (s[2].type != PyDict.TYPE) {
            pt.keywords = ((PyDict) s[2]).copy();
        } else {
            pt.keywords = (PyDict) s[2];
        }
        if (s[3] instanceof PyDict d) {
            pt.dict = d;
            pt.dictExposed = true;
        } else {
            pt.dict = null;
            pt.dictExposed = false;
        }
        return Py.None;
    }

    @Override
    public PyDict getDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        dict = d;
        return true;
    }
}
