package org.specializer.natives.operator;

import org.specializer.api.Abstract;
import org.specializer.api.Buffers;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * The {@code _operator} module (CPython Modules/_operator.c): Python's operators as functions,
 * each a thin call into {@link Abstract}, the callable types {@code itemgetter},
 * {@code attrgetter} and {@code methodcaller} ({@link OperatorGetters}), and
 * {@code _compare_digest}. Lib's {@code operator.py} imports all of it over its own Python
 * definitions and adds the dunder aliases ({@code __add__ = add}).
 */
public final class OperatorModule {
    private OperatorModule() {}

    private static final String[] BINARY = {"add", "and_", "floordiv", "lshift", "matmul", "mul",
        "mod", "or_", "pow", "rshift", "sub", "truediv", "xor"};
    private static final int[] BINARY_NB = {Abstract.NB_ADD, Abstract.NB_AND,
        Abstract.NB_FLOOR_DIVIDE, Abstract.NB_LSHIFT, Abstract.NB_MATRIX_MULTIPLY,
        Abstract.NB_MULTIPLY, Abstract.NB_REMAINDER, Abstract.NB_OR, Abstract.NB_POWER,
        Abstract.NB_RSHIFT, Abstract.NB_SUBTRACT, Abstract.NB_TRUE_DIVIDE, Abstract.NB_XOR};
    private static final String[] COMPARE = {"lt", "le", "eq", "ne", "gt", "ge"};

    public static PyModule create() {
        PyModule m = new PyModule("_operator");
        for (int op = 0; op < COMPARE.length; op++) {
            int o = op;
            m.def2(COMPARE[op], (self, a, b) -> Abstract.richCompare(a, b, o));
        }
        for (int k = 0; k < BINARY.length; k++) {
            int nb = BINARY_NB[k];
            String name = BINARY[k];
            m.def2(name, (self, a, b) -> Abstract.binaryOp(a, b, nb));
            String iname = "i" + (name.endsWith("_") ? name.substring(0, name.length() - 1)
                    : name);
            m.def2(iname, (self, a, b) -> Abstract.inplaceOp(a, b, nb));
        }
        m.def1("not_", (self, a) -> Abstract.not(a));
        m.def1("truth", (self, a) -> Py.newBool(Abstract.isTrue(a)));
        m.def2("is_", (self, a, b) -> Py.newBool(a == b));
        m.def2("is_not", (self, a, b) -> Py.newBool(a != b));
        m.def1("abs", (self, a) -> Abstract.abs(a));
        m.def1("neg", (self, a) -> Abstract.neg(a));
        m.def1("pos", (self, a) -> Abstract.pos(a));
        m.def1("invert", (self, a) -> Abstract.invert(a));
        m.def1("inv", (self, a) -> Abstract.invert(a));
        m.def1("index", (self, a) -> Abstract.index(a));
        m.def2("concat", (self, a, b) -> {
            checkConcat(a);
            return Abstract.add(a, b);
        });
        m.def2("iconcat", (self, a, b) -> {
            checkConcat(a);
            return Abstract.inplaceOp(a, b, Abstract.NB_ADD);
        });
        m.def2("contains", (self, a, b) -> Py.newBool(Abstract.contains(a, b)));
        m.def2("countOf", (self, a, b) -> {
            PyObject it = iterSearch(a);
            long n = 0;
            for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
                if (x == b || Abstract.richCompareBool(x, b, Abstract.EQ)) {
                    n++;
                }
            }
            return PyInt.of(n);
        });
        m.def2("indexOf", (self, a, b) -> {
            PyObject it = iterSearch(a);
            long n = 0;
            for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
                if (x == b || Abstract.richCompareBool(x, b, Abstract.EQ)) {
                    return PyInt.of(n);
                }
                n++;
            }
            throw Py.valueError("sequence.index(x): x not in sequence");
        });
        m.def2("getitem", (self, a, b) -> Abstract.getItem(a, b));
        m.def3("setitem", (self, a, b, c) -> {
            Abstract.setItem(a, b, c);
            return Py.None;
        });
        m.def2("delitem", (self, a, b) -> {
            Abstract.delItem(a, b);
            return Py.None;
        });
        m.defN("length_hint", 1, 2, (self, a) -> lengthHint(a[0], a.length > 1 ? a[1]
                : PyInt.ZERO));
        m.defK("call", (self, args, kw) -> {
            int npos = args.length - kw.length;
            if (npos < 1) {
                throw Py.typeError("call expected at least 1 argument, got " + npos);
            }
            PyObject[] rest = new PyObject[args.length - 1];
            System.arraycopy(args, 1, rest, 0, rest.length);
            return args[0].call(rest, kw);
        });
        m.def2("_compare_digest", (self, a, b) -> Py.newBool(compareDigest(a, b)));
        m.put("itemgetter", OperatorGetters.ItemGetter.TYPE);
        m.put("attrgetter", OperatorGetters.AttrGetter.TYPE);
        m.put("methodcaller", OperatorGetters.MethodCaller.TYPE);
        return m;
    }

    /** {@code PySequence_Check}: has {@code __getitem__} and is not a dict. */
    private static void checkConcat(PyObject a) {
        if (a instanceof PyDict || a.type.lookup(Names.__getitem__) == null) {
            throw Py.typeError("'" + a.type.getName() + "' object can't be concatenated");
        }
    }

    /** The iterator of {@code _PySequence_IterSearch}, with its message. */
    private static PyObject iterSearch(PyObject seq) {
        try {
            return Abstract.iter(seq);
        } catch (PyException e) {
            if (e.matches(PyExc.TypeError)) {
                throw Py.typeError("argument of type '" + seq.type.getName()
                        + "' is not iterable");
            }
            throw e;
        }
    }

    /** {@code length_hint(obj, default=0)}. Compare CPython abstract.c: PyObject_LengthHint. */
    static PyObject lengthHint(PyObject obj, PyObject dflt) {
        if (!(dflt instanceof PyInt) && !(dflt instanceof PyBigInt)) {
            throw Py.typeError("'" + dflt.type.getName()
                    + "' object cannot be interpreted as an integer");
        }
        if (dflt instanceof PyBigInt) {
            throw Py.overflowError("Python int too large to convert to C ssize_t");
        }
        return PyInt.of(Abstract.lengthHint(obj, ((PyInt) dflt).value));
    }

    /**
     * {@code _compare_digest(a, b)}: equality of two ASCII strings or two bytes-like objects in
     * a time that depends on the length of {@code b} only. Compare CPython _operator.c:
     * _operator__compare_digest_impl and _tscmp.
     */
    static boolean compareDigest(PyObject a, PyObject b) {
        byte[] x;
        byte[] y;
        if (a instanceof PyStr sa && b instanceof PyStr sb) {
            if (!sa.isAscii() || !sb.isAscii()) {
                throw Py.typeError("comparing strings with non-ASCII characters is not "
                        + "supported");
            }
            x = sa.value.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
            y = sb.value.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        } else {
            if (!Buffers.check(a) && !Buffers.check(b)) {
                throw Py.typeError("unsupported operand types(s) or combination of types: '"
                        + a.type.getName() + "' and '" + b.type.getName() + "'");
            }
            x = Buffers.toBytes(a);
            y = Buffers.toBytes(b);
        }
        // loop over the length of the right operand, as _tscmp does
        byte[] left = x.length == y.length ? x : y;
        int result = x.length == y.length ? 0 : 1;
        for (int i = 0; i < y.length; i++) {
            result |= left[i] ^ y[i];
        }
        return result == 0;
    }
}
