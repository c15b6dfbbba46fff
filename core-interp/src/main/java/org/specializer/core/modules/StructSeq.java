package org.specializer.core.modules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * Struct sequences ({@code sys.version_info}, {@code os.stat_result}, {@code time.struct_time},
 * ...): tuples whose items are also attributes with names, and whose repr names them. A
 * subclass of tuple, so that they compare, index, slice and unpack as tuples
 * ({@code sys.version_info >= (3, 8)}).
 *
 * <p>As CPython's {@code structseq.c}, a type may have more fields than its tuple shows: the
 * first {@code n_sequence_fields} are the tuple's items, the rest only attributes
 * ({@code st_atime_ns}, {@code tm_zone}). A field named null is unnamed: it is a tuple item
 * with no attribute ({@code stat_result}'s integer times).
 */
public final class StructSeq {
    private StructSeq() {}

    /** An instance: the tuple's items, and the fields beyond them. */
    static final class Value extends PyTuple.Derived {
        final PyObject[] extra;

        Value(PyType type, PyObject[] items, PyObject[] extra) {
            super(type, items);
            this.extra = extra;
        }
    }

    /**
     * A struct sequence type {@code module.name} with the given field names, all in the tuple
     * ({@code module} null: a type of builtins, whose repr shows the bare name).
     */
    public static PyType type(String module, String name, String... fields) {
        return type(module, name, fields.length, fields);
    }

    /**
     * A struct sequence type {@code module.name} whose first {@code nSequence} fields are the
     * tuple's items; null names an unnamed field.
     */
    public static PyType type(String module, String name, int nSequence, String... fields) {
        return build(module, name, nSequence, true, fields);
    }

    /**
     * A struct sequence type without a constructor, as CPython makes {@code sys.flags}' and
     * {@code sys.version_info}'s: calling it raises "cannot create ... instances".
     */
    public static PyType uncreatableType(String module, String name, String... fields) {
        return build(module, name, fields.length, false, fields);
    }

    /** {@link #uncreatableType} whose first {@code nSequence} fields are the tuple's items. */
    public static PyType uncreatableType(String module, String name, int nSequence,
            String... fields) {
        return build(module, name, nSequence, false, fields);
    }

    private static PyType build(String module, String name, int nSequence, boolean creatable,
            String... fields) {
        String qualified = module == null ? name : module + "." + name;
        int nFields = fields.length;
        int nUnnamed = 0;
        List<String> named = new ArrayList<>();
        for (String f : fields) {
            if (f == null) {
                nUnnamed++;
            } else {
                named.add(f);
            }
        }
        int unnamed = nUnnamed;
        PyType type = PyType.builtin(name, PyTuple.Derived.class, PyTuple.TYPE, 0, t -> {
            for (int i = 0; i < nFields; i++) {
                if (fields[i] == null) {
                    continue;
                }
                int index = i;
                t.readonlyMember(fields[i], self -> field(self, index, nSequence));
            }
            t.method0("__repr__", self -> {
                // Compare CPython structseq.c: structseq_repr (the i-th named field's name for
                // the i-th item, as CPython's member table skips unnamed fields)
                PyObject[] items = ((PyTuple) self).items;
                StringBuilder sb = new StringBuilder(qualified).append('(');
                for (int i = 0; i < nSequence && i < named.size(); i++) {
                    if (i > 0) {
                        sb.append(", ");
                    }
                    sb.append(named.get(i)).append('=').append(Abstract.repr(items[i]).value);
                }
                return PyStr.of(sb.append(')').toString());
            });
            t.method0("__reduce__", self -> {
                PyDict d = new PyDict();
                for (int i = nSequence; i < nFields; i++) {
                    if (fields[i] != null) {
                        d.setItem(PyStr.of(fields[i]), field(self, i, nSequence));
                    }
                }
                return PyTuple.of(self.type, PyTuple.of(PyTuple.of(((PyTuple) self).items), d));
            });
            t.methodK("__replace__", (self, args, kw) -> replace(self, qualified, fields,
                    nSequence, args, kw));
            t.constructor((cls, args, kw) -> {
                if (!creatable) {
                    throw Py.typeError("cannot create '" + qualified + "' instances");
                }
                return construct((PyType) cls, qualified, fields, nSequence, args, kw);
            });
            t.define("n_fields", PyInt.of(nFields));
            t.define("n_sequence_fields", PyInt.of(nSequence));
            t.define("n_unnamed_fields", PyInt.of(unnamed));
            List<PyObject> matchArgs = new ArrayList<>();
            for (int i = 0; i < nSequence; i++) {
                if (fields[i] != null) {
                    matchArgs.add(PyStr.of(fields[i]));
                }
            }
            t.define("__match_args__", new PyTuple(matchArgs.toArray(new PyObject[0])));
        });
        if (module == null) {
            return type;
        }
        type.withModule(module);
        // CPython's sys makes its struct sequences static types (named sys.flags in errors);
        // other modules make theirs from a spec: heap types whose attributes may change
        return module.equals("sys") ? type.withDottedTpName() : type.mutableFromSpec();
    }

    private static PyObject field(PyObject self, int index, int nSequence) {
        if (index < nSequence) {
            return ((PyTuple) self).items[index];
        }
        PyObject[] extra = self instanceof Value v ? v.extra : null;
        PyObject x = extra == null || index - nSequence >= extra.length ? null
                : extra[index - nSequence];
        return x == null ? Py.None : x;
    }

    private static final Params NEW = new Params("structseq", new String[] {"sequence", "dict"},
            0, 2, 1);

    /**
     * {@code copy.replace(value, **changes)}: a copy with the named fields changed. Compare
     * CPython structseq.c: structseq_replace (types with unnamed fields refuse it).
     */
    private static PyObject replace(PyObject self, String qualified, String[] fields,
            int nSequence, PyObject[] args, PyStr[] kwnames) {
        if (args.length > kwnames.length) {
            throw Py.typeError("__replace__() takes no positional arguments");
        }
        for (String f : fields) {
            if (f == null) {
                throw Py.typeError("__replace__() is not supported for " + qualified
                        + " because it has unnamed field(s)");
            }
        }
        PyObject[] values = new PyObject[fields.length];
        for (int i = 0; i < fields.length; i++) {
            values[i] = field(self, i, nSequence);
        }
        List<PyObject> unexpected = new ArrayList<>();
        int npos = args.length - kwnames.length;
        for (int k = 0; k < kwnames.length; k++) {
            int i = Arrays.asList(fields).indexOf(kwnames[k].value);
            if (i < 0) {
                unexpected.add(kwnames[k]);
            } else {
                values[i] = args[npos + k];
            }
        }
        if (!unexpected.isEmpty()) {
            throw Py.typeError("Got unexpected field name(s): "
                    + Abstract.repr(new PyList(unexpected.toArray(new PyObject[0]))).value);
        }
        return new Value(self.type, Arrays.copyOf(values, nSequence),
                Arrays.copyOfRange(values, nSequence, fields.length));
    }

    /** {@code T(sequence, dict=None)}. Compare CPython structseq.c: structseq_new_impl. */
    private static PyObject construct(PyType cls, String qualified, String[] fields,
            int nSequence, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = NEW.parse(args, kwnames);
        PyObject source = a[0];
        if (!(source instanceof PyTuple) && !(source instanceof PyList)) {
            try {
                source = Abstract.iter(source);
            } catch (PyException e) {
                // Compare CPython abstract.c: PySequence_Fast
                if (!e.matches(PyExc.TypeError)) {
                    throw e;
                }
                throw Py.typeError("constructor requires a sequence");
            }
        }
        PyObject[] items = Abstract.toArray(source);
        if (a[1] != null && !(a[1] instanceof PyDict)) {
            throw Py.typeError(qualified + "() takes a dict as second arg, if any");
        }
        PyDict dict = (PyDict) a[1];
        int n = items.length;
        int nFields = fields.length;
        if (n < nSequence) {
            throw Py.typeError(qualified + "() takes " + (nSequence == nFields ? "a "
                    : "an at least ") + nSequence + "-sequence (" + n + "-sequence given)");
        }
        if (n > nFields) {
            throw Py.typeError(qualified + "() takes " + (nSequence == nFields ? "a "
                    : "an at most ") + nFields + "-sequence (" + n + "-sequence given)");
        }
        PyObject[] extra = new PyObject[nFields - nSequence];
        int found = 0;
        for (int i = nSequence; i < nFields; i++) {
            PyObject v = null;
            if (i < n) {
                v = items[i];
            } else if (dict != null && fields[i] != null) {
                v = dict.getItem(PyStr.of(fields[i]));
                if (v != null) {
                    found++;
                }
            }
            extra[i - nSequence] = v == null ? Py.None : v;
        }
        if (dict != null && dict.size() > found) {
            // a field the sequence gave already, or none of this type's
            throw Py.typeError(qualified + "() got duplicate or unexpected field name(s)");
        }
        return new Value(cls, Arrays.copyOf(items, nSequence), extra);
    }

    /** An instance of struct sequence type {@code t}: its tuple items. */
    public static PyTuple make(PyType t, PyObject... values) {
        return new PyTuple.Derived(t, values);
    }

    /**
     * An instance of a struct sequence type with fields beyond its tuple: {@code items} are the
     * tuple's, {@code extra} the rest, in field order.
     */
    public static PyTuple make(PyType t, PyObject[] items, PyObject[] extra) {
        return new Value(t, items, extra);
    }
}
