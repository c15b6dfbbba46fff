package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * The {@code operator} module: Python's operators as functions, each a thin call into
 * {@link Abstract}, plus the callable types {@code itemgetter}, {@code attrgetter} and
 * {@code methodcaller} ({@link OperatorGetters}).
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
        PyModule m = new PyModule("operator");
        for (int op = 0; op < COMPARE.length; op++) {
            int o = op;
            both(m, COMPARE[op], (self, a, b) -> Abstract.richCompare(a, b, o));
        }
        for (int k = 0; k < BINARY.length; k++) {
            int nb = BINARY_NB[k];
            String name = BINARY[k];
            both(m, name, (self, a, b) -> Abstract.binaryOp(a, b, nb));
            String iname = "i" + (name.endsWith("_") ? name.substring(0, name.length() - 1)
                    : name);
            both(m, iname, (self, a, b) -> Abstract.inplaceOp(a, b, nb));
        }
        one(m, "not_", (self, a) -> Abstract.not(a));
        m.def1("truth", (self, a) -> Py.newBool(Abstract.isTrue(a)));
        m.def2("is_", (self, a, b) -> Py.newBool(a == b));
        m.def2("is_not", (self, a, b) -> Py.newBool(a != b));
        one(m, "abs", (self, a) -> Abstract.abs(a));
        one(m, "neg", (self, a) -> Abstract.neg(a));
        one(m, "pos", (self, a) -> Abstract.pos(a));
        one(m, "invert", (self, a) -> Abstract.invert(a));
        one(m, "inv", (self, a) -> Abstract.invert(a));
        one(m, "index", (self, a) -> Abstract.index(a));
        both(m, "concat", (self, a, b) -> {
            checkSequence(a, "concatenated");
            return Abstract.add(a, b);
        });
        both(m, "iconcat", (self, a, b) -> {
            checkSequence(a, "concatenated");
            return Abstract.inplaceOp(a, b, Abstract.NB_ADD);
        });
        both(m, "contains", (self, a, b) -> Py.newBool(Abstract.contains(a, b)));
        m.def2("countOf", (self, a, b) -> {
            PyObject it = Abstract.iter(a);
            long n = 0;
            for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
                if (x == b || Abstract.richCompareBool(x, b, Abstract.EQ)) {
                    n++;
                }
            }
            return PyInt.of(n);
        });
        m.def2("indexOf", (self, a, b) -> {
            PyObject it = Abstract.iter(a);
            long n = 0;
            for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
                if (x == b || Abstract.richCompareBool(x, b, Abstract.EQ)) {
                    return PyInt.of(n);
                }
                n++;
            }
            throw Py.valueError("sequence.index(x): x not in sequence");
        });
        both(m, "getitem", (self, a, b) -> Abstract.getItem(a, b));
        m.def3("setitem", (self, a, b, c) -> {
            Abstract.setItem(a, b, c);
            return Py.None;
        });
        m.put("__setitem__", m.dict.getItem("setitem"));
        m.def2("delitem", (self, a, b) -> {
            Abstract.delItem(a, b);
            return Py.None;
        });
        m.put("__delitem__", m.dict.getItem("delitem"));
        m.defN("length_hint", 1, 2, (self, a) -> lengthHint(a[0], a.length > 1 ? a[1]
                : PyInt.ZERO));
        m.defK("call", (self, args, kw) -> {
            if (args.length - kw.length < 1) {
                throw Py.typeError("call() missing 1 required positional argument: 'obj'");
            }
            PyObject[] rest = new PyObject[args.length - 1];
            System.arraycopy(args, 1, rest, 0, rest.length);
            return args[0].call(rest, kw);
        });
        m.put("itemgetter", OperatorGetters.ItemGetter.TYPE);
        m.put("attrgetter", OperatorGetters.AttrGetter.TYPE);
        m.put("methodcaller", OperatorGetters.MethodCaller.TYPE);
        return m;
    }

    /** Define {@code name} and its dunder alias ({@code add} and {@code __add__}). */
    private static void both(PyModule m, String name, org.specializer.api.Builtin.F2 f) {
        m.def2(name, f);
        m.put(dunder(name), m.dict.getItem(name));
    }

    private static void one(PyModule m, String name, org.specializer.api.Builtin.F1 f) {
        m.def1(name, f);
        m.put(dunder(name), m.dict.getItem(name));
    }

    private static String dunder(String name) {
        String base = name.endsWith("_") ? name.substring(0, name.length() - 1) : name;
        return "__" + base + "__";
    }

    /** {@code PySequence_Check}: has {@code __getitem__} and is not a dict. */
    private static void checkSequence(PyObject a, String what) {
        if (a instanceof PyDict || a.type.lookup(Names.__getitem__) == null) {
            throw Py.typeError("'" + a.type.getName() + "' object can't be " + what);
        }
    }

    private static final PyStr LENGTH_HINT = PyStr.intern("__length_hint__");

    /** {@code operator.length_hint(obj, default=0)}. */
    static PyObject lengthHint(PyObject obj, PyObject dflt) {
        PyObject d = Abstract.index(dflt);
        if (obj.type.lookup(Names.__len__) != null) {
            return PyInt.of(Abstract.len(obj));
        }
        PyObject hint = obj.type.lookup(LENGTH_HINT);
        if (hint == null) {
            return d;
        }
        PyObject r = Abstract.callMethodDescriptor(hint, obj, Py.NO_ARGS, Py.NO_KWNAMES);
        if (r == Py.NotImplemented) {
            return d;
        }
        if (!(r instanceof PyInt) && !(r instanceof PyBigInt)) {
            throw Py.typeError("__length_hint__ must be an integer, not " + r.type.getName());
        }
        if (r instanceof PyBigInt b) {
            if (b.value.signum() < 0) {
                throw Py.valueError("__length_hint__() should return >= 0");
            }
            throw Py.error(PyExc.OverflowError, "cannot fit 'int' into an index-sized integer");
        }
        if (((PyInt) r).value < 0) {
            throw Py.valueError("__length_hint__() should return >= 0");
        }
        return r;
    }
}
