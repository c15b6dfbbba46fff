package org.specializer.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.function.Executable;
import org.specializer.api.Abstract;
import org.specializer.api.Builtin;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBool;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyNone;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * Test helpers: build Python values from Java, call module attributes, and show results in
 * Python syntax. {@link #show} formats the core value types itself, so that these tests do not
 * depend on the reprs other parts of the runtime provide; anything else goes through
 * {@link Abstract#repr}.
 */
public final class T {
    private T() {}

    public static PyInt i(long v) {
        return PyInt.of(v);
    }

    public static PyStr s(String v) {
        return PyStr.of(v);
    }

    public static PyFloat f(double v) {
        return new PyFloat(v);
    }

    public static PyList list(Object... items) {
        return new PyList(objs(items));
    }

    public static PyTuple tuple(Object... items) {
        return new PyTuple(objs(items));
    }

    public static PyObject[] objs(Object... items) {
        PyObject[] out = new PyObject[items.length];
        for (int k = 0; k < items.length; k++) {
            out[k] = obj(items[k]);
        }
        return out;
    }

    public static PyObject obj(Object o) {
        if (o == null) {
            return Py.None;
        }
        if (o instanceof PyObject p) {
            return p;
        }
        if (o instanceof Integer n) {
            return PyInt.of(n);
        }
        if (o instanceof Long n) {
            return PyInt.of(n);
        }
        if (o instanceof Double d) {
            return new PyFloat(d);
        }
        if (o instanceof Boolean b) {
            return Py.newBool(b);
        }
        if (o instanceof String str) {
            return PyStr.of(str);
        }
        throw new IllegalArgumentException(String.valueOf(o));
    }

    /** Integers from {@code a} (inclusive) to {@code b} (exclusive) as a list. */
    public static PyList range(int a, int b) {
        PyList l = new PyList();
        for (int k = a; k < b; k++) {
            l.append(PyInt.of(k));
        }
        return l;
    }

    /** A builtin function from a Java lambda. */
    public static PyObject fn(String name, Builtin.FN body) {
        return new PyBuiltinFunction(Builtin.Impl.ofN(name, name, 0, 16, body), null);
    }

    public static PyObject attr(PyObject o, String name) {
        return o.getAttr(PyStr.intern(name));
    }

    /** {@code obj(*args)}. */
    public static PyObject call(PyObject f, Object... args) {
        return f.call(objs(args), Py.NO_KWNAMES);
    }

    /** {@code obj(*pos, **kw)}: {@code kw} alternates names and values. */
    public static PyObject callKw(PyObject f, Object[] pos, Object... kw) {
        PyObject[] all = new PyObject[pos.length + kw.length / 2];
        PyStr[] names = new PyStr[kw.length / 2];
        System.arraycopy(objs(pos), 0, all, 0, pos.length);
        for (int k = 0; k < names.length; k++) {
            names[k] = PyStr.intern((String) kw[2 * k]);
            all[pos.length + k] = obj(kw[2 * k + 1]);
        }
        return f.call(all, names);
    }

    /** {@code module.name(*args)}. */
    public static PyObject mcall(PyModule m, String name, Object... args) {
        return call(attr(m, name), args);
    }

    /** Drain an iterator (or iterable) into a Java list. */
    public static List<PyObject> drain(PyObject iterable) {
        PyObject it = Abstract.iter(iterable);
        List<PyObject> out = new ArrayList<>();
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            out.add(x);
        }
        return out;
    }

    /** Drain and show as a Python list. */
    public static String showAll(PyObject iterable) {
        return show(new PyList(drain(iterable).toArray(new PyObject[0])));
    }

    /** The next {@code n} items, shown as a Python list. */
    public static String take(PyObject it, int n) {
        PyList l = new PyList();
        for (int k = 0; k < n; k++) {
            PyObject x = Abstract.next(it);
            if (x == null) {
                break;
            }
            l.append(x);
        }
        return show(l);
    }

    /** Python-syntax text of a value. */
    public static String show(PyObject o) {
        StringBuilder sb = new StringBuilder();
        show(o, sb);
        return sb.toString();
    }

    private static void show(PyObject o, StringBuilder sb) {
        Class<?> c = o.getClass();
        if (o instanceof PyBool) {
            sb.append(o == Py.True ? "True" : "False");
        } else if (o instanceof PyNone) {
            sb.append("None");
        } else if (c == PyInt.class) {
            sb.append(((PyInt) o).value);
        } else if (c == PyBigInt.class) {
            sb.append(((PyBigInt) o).value);
        } else if (c == PyFloat.class) {
            double d = ((PyFloat) o).value;
            sb.append(d == Math.rint(d) && Math.abs(d) < 1e16 ? String.valueOf(d)
                    : Double.toString(d));
        } else if (c == PyStr.class) {
            sb.append('\'').append(((PyStr) o).value).append('\'');
        } else if (c == PyTuple.class) {
            PyObject[] items = ((PyTuple) o).items;
            sb.append('(');
            for (int k = 0; k < items.length; k++) {
                if (k > 0) {
                    sb.append(", ");
                }
                show(items[k], sb);
            }
            sb.append(items.length == 1 ? ",)" : ")");
        } else if (c == PyList.class) {
            PyList l = (PyList) o;
            sb.append('[');
            for (int k = 0; k < l.size; k++) {
                if (k > 0) {
                    sb.append(", ");
                }
                show(l.items[k], sb);
            }
            sb.append(']');
        } else if (c == PyDict.class) {
            PyDict d = (PyDict) o;
            sb.append('{');
            boolean first = true;
            for (int k = d.nextEntry(0); k >= 0; k = d.nextEntry(k + 1)) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                show(d.keyAt(k), sb);
                sb.append(": ");
                show(d.valueAt(k), sb);
            }
            sb.append('}');
        } else {
            sb.append(Abstract.repr(o).value);
        }
    }

    /** Assert that running {@code body} raises {@code type} with exactly {@code message}. */
    public static void raises(PyType type, String message, Executable body) {
        PyException e = assertThrows(PyException.class, body);
        assertTrue(e.matches(type), () -> "expected " + type.getName() + " but got "
                + e.getMessage());
        if (message != null) {
            assertEquals(type.getName() + ": " + message, e.getMessage());
        }
    }
}
