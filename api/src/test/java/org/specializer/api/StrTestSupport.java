package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Helpers for the table-driven str/bytes tests: build Python values tersely, call a method
 * through the object model (attribute lookup, binding, argument checking, as a program
 * would), and render the result, or the exception, as CPython's test generator printed it.
 *
 * <p>Results are rendered by {@link #show}, a small repr of its own for the value types these
 * tests produce (so that the tests do not depend on other types' reprs); exceptions as
 * {@code !!Type: message}.
 */
final class StrTestSupport {
    private StrTestSupport() {}

    static final PyObject NONE = Py.None;
    static final PyObject T = Py.True;
    static final PyObject F = Py.False;

    static PyStr s(String v) {
        return new PyStr(v);
    }

    static PyObject i(long v) {
        return PyInt.of(v);
    }

    static PyObject big(String digits) {
        return PyBigInt.normalize(new BigInteger(digits));
    }

    static PyObject f(double v) {
        return new PyFloat(v);
    }

    static PyTuple tup(PyObject... items) {
        return PyTuple.of(items);
    }

    static PyList list(PyObject... items) {
        PyList l = new PyList();
        for (PyObject o : items) {
            l.append(o);
        }
        return l;
    }

    static PyDict dict(PyObject... kv) {
        PyDict d = new PyDict();
        for (int k = 0; k < kv.length; k += 2) {
            d.setItem(kv[k], kv[k + 1]);
        }
        return d;
    }

    /** Bytes from a string of chars 0-255. */
    static PyBytes b(String latin1) {
        byte[] v = new byte[latin1.length()];
        for (int k = 0; k < v.length; k++) {
            v[k] = (byte) latin1.charAt(k);
        }
        return new PyBytes(v);
    }

    /** A bytearray from a string of chars 0-255. */
    static PyByteArray ba(String latin1) {
        return PyByteArray.of(b(latin1).value);
    }

    /** {@code memoryview(obj)}. */
    static PyMemoryView mv(PyObject obj) {
        return PyMemoryView.fromObject(obj);
    }

    /** A keyword argument. */
    record Kw(String name, PyObject value) {}

    static Kw kw(String name, PyObject value) {
        return new Kw(name, value);
    }

    /** {@code self.method(*args)} (Kw entries become keywords); the result shown, or the error. */
    static String call(PyObject self, String method, Object... args) {
        List<PyObject> pos = new ArrayList<>();
        List<PyObject> kwv = new ArrayList<>();
        List<PyStr> kwn = new ArrayList<>();
        for (Object a : args) {
            if (a instanceof Kw k) {
                kwn.add(PyStr.intern(k.name()));
                kwv.add(k.value());
            } else {
                pos.add((PyObject) a);
            }
        }
        pos.addAll(kwv);
        try {
            PyObject f = self.getAttr(PyStr.intern(method));
            return show(f.call(pos.toArray(new PyObject[0]), kwn.toArray(new PyStr[0])));
        } catch (PyException e) {
            return "!!" + e.value.type.getName() + ": " + Abstract.str(e.value).value;
        }
    }

    /** Evaluate {@code body} and show its result or its Python exception. */
    static String eval(java.util.function.Supplier<PyObject> body) {
        try {
            return show(body.get());
        } catch (PyException e) {
            return "!!" + e.value.type.getName() + ": " + Abstract.str(e.value).value;
        }
    }

    static void check(String expected, PyObject self, String method, Object... args) {
        assertEquals(expected, call(self, method, args), () -> method + " on " + show(self));
    }

    static PySlice slice(PyObject start, PyObject stop, PyObject step) {
        return new PySlice(start, stop, step);
    }

    /** Split mixed arguments into positional values followed by keyword values. */
    private static PyObject[] argArray(Object[] args, List<PyStr> kwn) {
        List<PyObject> pos = new ArrayList<>();
        List<PyObject> kwv = new ArrayList<>();
        for (Object a : args) {
            if (a instanceof Kw k) {
                kwn.add(PyStr.intern(k.name()));
                kwv.add(k.value());
            } else {
                pos.add((PyObject) a);
            }
        }
        pos.addAll(kwv);
        return pos.toArray(new PyObject[0]);
    }

    /** {@code type(*args)}. */
    static String construct(PyType type, Object... args) {
        List<PyStr> kwn = new ArrayList<>();
        PyObject[] a = argArray(args, kwn);
        return eval(() -> type.call(a, kwn.toArray(new PyStr[0])));
    }

    /** {@code a <op> b} through Abstract.binaryOp. */
    static String binop(PyObject a, String op, PyObject b) {
        int nb;
        switch (op) {
            case "__add__": nb = Abstract.NB_ADD; break;
            case "__mul__": nb = Abstract.NB_MULTIPLY; break;
            default: nb = Abstract.NB_REMAINDER; break;
        }
        return eval(() -> Abstract.binaryOp(a, b, nb));
    }

    /** {@code a <cmp> b} through Abstract.richCompare. */
    static String compare(PyObject a, String op, PyObject b) {
        int c;
        switch (op) {
            case "__eq__": c = Abstract.EQ; break;
            case "__ne__": c = Abstract.NE; break;
            case "__lt__": c = Abstract.LT; break;
            case "__le__": c = Abstract.LE; break;
            case "__gt__": c = Abstract.GT; break;
            default: c = Abstract.GE; break;
        }
        return eval(() -> Abstract.richCompare(a, b, c));
    }

    static String contains(PyObject container, PyObject item) {
        return eval(() -> Py.newBool(Abstract.contains(container, item)));
    }

    static String getitem(PyObject obj, PyObject key) {
        return eval(() -> Abstract.getItem(obj, key));
    }

    /** The builtins the cases use: repr, ascii, format, hash, len, list. */
    static String builtin(String name, Object... args) {
        PyObject[] a = argArray(args, new ArrayList<>());
        return eval(() -> {
            switch (name) {
                case "repr": return Abstract.repr(a[0]);
                case "ascii": return StrMethods.ascii(a[0]);
                case "format": return Abstract.format(a[0], a.length > 1 ? (PyStr) a[1]
                        : PyStr.EMPTY);
                case "len": return PyInt.of(Abstract.len(a[0]));
                case "hash": return PyInt.of(Abstract.hash(a[0]));
                case "list": return list(Abstract.toArray(a[0]));
                default: throw new IllegalArgumentException(name);
            }
        });
    }

    static void expect(String expected, String actual) {
        assertEquals(expected, actual);
    }

    /** A repr for the types these tests meet. */
    static String show(PyObject o) {
        if (o instanceof PyStr s) {
            return StrMethods.repr(s).value;
        }
        if (o instanceof PyBool) {
            return o == Py.True ? "True" : "False";
        }
        if (o instanceof PyInt i) {
            return Long.toString(i.value);
        }
        if (o instanceof PyBigInt b) {
            return b.value.toString();
        }
        if (o == Py.None) {
            return "None";
        }
        if (o == Py.NotImplemented) {
            return "NotImplemented";
        }
        if (o instanceof PyBytes b) {
            return BytesMethods.repr(b).value;
        }
        if (o instanceof PyFloat) {
            return Abstract.repr(o).value;
        }
        if (o instanceof PyByteArray ba) {
            return ByteArrayMethods.repr(ba).value;
        }
        if (o instanceof PyMemoryView m) {
            return "<memory " + ((PyStr) Abstract.getAttr(m, "format")).value + " "
                    + show(Abstract.getAttr(m, "shape")) + " "
                    + show(Abstract.callMethod(m, PyStr.intern("tolist"))) + ">";
        }
        if (o instanceof PyTuple t) {
            StringBuilder sb = new StringBuilder("(");
            for (int k = 0; k < t.items.length; k++) {
                sb.append(k == 0 ? "" : ", ").append(show(t.items[k]));
            }
            return sb.append(t.items.length == 1 ? ",)" : ")").toString();
        }
        if (o instanceof PyList l) {
            StringBuilder sb = new StringBuilder("[");
            for (int k = 0; k < l.size; k++) {
                sb.append(k == 0 ? "" : ", ").append(show(l.items[k]));
            }
            return sb.append("]").toString();
        }
        if (o instanceof PyDict d) {
            StringBuilder sb = new StringBuilder("{");
            boolean first = true;
            for (int k = d.nextEntry(0); k >= 0; k = d.nextEntry(k + 1)) {
                sb.append(first ? "" : ", ").append(show(d.keyAt(k))).append(": ")
                        .append(show(d.valueAt(k)));
                first = false;
            }
            return sb.append("}").toString();
        }
        return "<" + o.type.getName() + ">";
    }
}
