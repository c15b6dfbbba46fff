package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * Struct sequences ({@code sys.version_info}, {@code sys.float_info}, ...): tuples whose items
 * are also attributes with names, and whose repr names them. A subclass of tuple, so that they
 * compare, index, slice and unpack as tuples ({@code sys.version_info >= (3, 8)}), with the
 * field names as {@code __match_args__} for class patterns.
 */
final class StructSeq {
    private StructSeq() {}

    /** A struct sequence type {@code module.name} with the given field names. */
    static PyType type(String module, String name, String... fields) {
        String qualified = module + "." + name;
        return PyType.builtin(name, PyTuple.Derived.class, PyTuple.TYPE, 0, t -> {
            for (int i = 0; i < fields.length; i++) {
                int index = i;
                t.getset(fields[i], self -> ((PyTuple) self).items[index], null);
            }
            t.method0("__repr__", self -> {
                PyObject[] items = ((PyTuple) self).items;
                StringBuilder sb = new StringBuilder(qualified).append('(');
                for (int i = 0; i < fields.length; i++) {
                    if (i > 0) {
                        sb.append(", ");
                    }
                    sb.append(fields[i]).append('=').append(Abstract.repr(items[i]).value);
                }
                return PyStr.of(sb.append(')').toString());
            });
            t.define("n_fields", PyInt.of(fields.length));
            t.define("n_sequence_fields", PyInt.of(fields.length));
            t.define("n_unnamed_fields", PyInt.ZERO);
            PyObject[] names = new PyObject[fields.length];
            for (int i = 0; i < fields.length; i++) {
                names[i] = PyStr.intern(fields[i]);
            }
            t.define("__match_args__", new PyTuple(names));
        }).withModule(module);
    }

    /** An instance of struct sequence type {@code t}. */
    static PyTuple make(PyType t, PyObject... values) {
        return new PyTuple.Derived(t, values);
    }
}
