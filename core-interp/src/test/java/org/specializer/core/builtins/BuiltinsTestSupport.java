package org.specializer.core.builtins;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/** Calling builtins from Java tests, with Python-like arguments. */
final class BuiltinsTestSupport {
    private BuiltinsTestSupport() {}

    static final PyModule BUILTINS = Builtins.create();

    /**
     * A minimal iterable over fixed items, independent of the list and tuple methods (which
     * other parts of the project provide): {@code iter()} of it is itself, once.
     */
    static final class Items extends PyObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("test_items", Items.class, PyType.OBJECT, 0,
                IteratorSupport::defineIterator);
        private final PyObject[] items;
        private int next;

        Items(PyObject... items) {
            super(TYPE);
            this.items = items;
        }

        @Override
        public PyObject nextOrNull() {
            return next < items.length ? items[next++] : null;
        }
    }

    static Items items(Object... values) {
        PyObject[] p = new PyObject[values.length];
        for (int i = 0; i < p.length; i++) {
            p[i] = py(values[i]);
        }
        return new Items(p);
    }

    static PyObject py(Object o) {
        if (o instanceof PyObject p) {
            return p;
        }
        if (o instanceof Integer i) {
            return PyInt.of(i);
        }
        if (o instanceof Long l) {
            return PyInt.of(l);
        }
        if (o instanceof BigInteger b) {
            return Py.newInt(b);
        }
        if (o instanceof Double d) {
            return new PyFloat(d);
        }
        if (o instanceof Boolean b) {
            return Py.newBool(b);
        }
        if (o instanceof String s) {
            return PyStr.of(s);
        }
        if (o == null) {
            return Py.None;
        }
        throw new IllegalArgumentException(o.toString());
    }

    /** Call builtin {@code name}; a String argument ending in "=" names the next as keyword. */
    static PyObject call(String name, Object... args) {
        return call(BUILTINS.dict.getItem(name), args);
    }

    static PyObject call(PyObject f, Object... args) {
        List<PyObject> pos = new ArrayList<>();
        List<PyObject> kwValues = new ArrayList<>();
        List<PyStr> kwNames = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof String s && s.endsWith("=") && s.length() > 1) {
                kwNames.add(PyStr.intern(s.substring(0, s.length() - 1)));
                kwValues.add(py(args[++i]));
            } else {
                pos.add(py(args[i]));
            }
        }
        pos.addAll(kwValues);
        return f.call(pos.toArray(new PyObject[0]), kwNames.toArray(new PyStr[0]));
    }

    /** "TypeName: message" of the Python exception {@code r} raises. */
    static String error(Runnable r) {
        PyException e = assertThrows(PyException.class, r::run);
        return e.pyType().getName() + ": " + Abstract.str(e.value).value;
    }

    static long longOf(PyObject o) {
        return ((PyInt) o).value;
    }

    static String str(PyObject o) {
        return ((PyStr) o).value;
    }

    /** Skip until another part of the project provides {@code t.method}. */
    static void requires(PyType t, String method) {
        PyType owner = t.lookupOwner(PyStr.intern(method));
        Assumptions.assumeTrue(owner != null && owner != PyType.OBJECT,
                t.getName() + "." + method + " is not implemented yet");
    }

    /** Drain an iterator into a Java list. */
    static List<PyObject> drain(PyObject it) {
        List<PyObject> out = new ArrayList<>();
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            out.add(x);
        }
        return out;
    }
}
