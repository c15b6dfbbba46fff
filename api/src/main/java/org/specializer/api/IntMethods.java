package org.specializer.api;

import java.math.BigInteger;

/**
 * Python-visible methods of {@code int} and {@code bool}.
 *
 * <p>Every binary method returns {@code NotImplemented} for an operand that is not an int (a
 * float among them: {@code int.__add__(1, 1.5)} is NotImplemented and float's reflected method
 * does the work). Results are exact ints, normalized to {@link PyInt} when they fit in a long;
 * the arithmetic itself is in {@link IntOps}, the text in {@link IntFormat}.
 */
public final class IntMethods {
    private IntMethods() {}

    @FunctionalInterface
    private interface Op {
        PyObject apply(PyObject a, PyObject b);
    }

    /** {@code name} and its reflected form {@code rname} for an int-only operator. */
    private static void binary(PyType t, String name, String rname, Op op) {
        t.method1(name, (self, o) -> IntOps.isInt(o) ? op.apply(self, o) : Py.NotImplemented);
        t.method1(rname, (self, o) -> IntOps.isInt(o) ? op.apply(o, self) : Py.NotImplemented);
    }

    private static void compare(PyType t, String name, int op) {
        t.method1(name, (self, o) -> IntOps.isInt(o)
                ? Py.newBool(Abstract.compareLongs(IntOps.compare(self, o), 0, op))
                : Py.NotImplemented);
    }

    static void define(PyType t) {
        t.constructor(IntMethods::intNew);
        t.construct1 = IntMethods::toInt;
        binary(t, "__add__", "__radd__", IntOps::add);
        binary(t, "__sub__", "__rsub__", IntOps::sub);
        binary(t, "__mul__", "__rmul__", IntOps::mul);
        binary(t, "__floordiv__", "__rfloordiv__", IntOps::floorDiv);
        binary(t, "__mod__", "__rmod__", IntOps::mod);
        binary(t, "__divmod__", "__rdivmod__", IntOps::divmod);
        binary(t, "__truediv__", "__rtruediv__", (a, b) -> new PyFloat(IntOps.trueDiv(a, b)));
        binary(t, "__lshift__", "__rlshift__", IntOps::lshift);
        binary(t, "__rshift__", "__rrshift__", IntOps::rshift);
        binary(t, "__and__", "__rand__", IntOps::and);
        binary(t, "__or__", "__ror__", IntOps::or);
        binary(t, "__xor__", "__rxor__", IntOps::xor);
        t.methodN("__pow__", 1, 2, (self, args) -> power(self, args[0],
                args.length > 1 ? args[1] : Py.None));
        t.methodN("__rpow__", 1, 2, (self, args) -> power(args[0], self,
                args.length > 1 ? args[1] : Py.None));
        compare(t, "__lt__", Abstract.LT);
        compare(t, "__le__", Abstract.LE);
        compare(t, "__eq__", Abstract.EQ);
        compare(t, "__ne__", Abstract.NE);
        compare(t, "__gt__", Abstract.GT);
        compare(t, "__ge__", Abstract.GE);

        t.method0("__neg__", IntOps::neg);
        t.method0("__pos__", IntOps::exact);
        t.method0("__abs__", IntOps::abs);
        t.method0("__invert__", IntOps::invert);
        t.method0("__bool__", self -> Py.newBool(IntOps.signum(self) != 0));
        t.method0("__hash__", self -> PyInt.of(IntOps.hash(self)));
        t.method0("__index__", IntOps::exact);
        t.method0("__int__", IntOps::exact);
        t.method0("__float__", self -> new PyFloat(IntOps.toDouble(self)));
        t.method0("__trunc__", IntOps::exact);
        t.method0("__floor__", IntOps::exact);
        t.method0("__ceil__", IntOps::exact);
        t.methodN("__round__", 0, 1, (self, args) -> args.length == 0 || args[0] == Py.None
                ? IntOps.exact(self) : IntOps.round(self, Abstract.index(args[0])));
        t.method0("__repr__", self -> new PyStr(IntFormat.str(self)));
        t.method1("__format__", (self, spec) -> new PyStr(IntFormat.format(self,
                formatSpecArg(spec))));
        t.method0("__sizeof__", self -> PyInt.of(24 + 4 * Math.max(1,
                (IntOps.bitLength(self) + 29) / 30)));
        t.method0("__getnewargs__", self -> PyTuple.of(IntOps.exact(self)));

        t.method0("bit_length", self -> PyInt.of(IntOps.bitLength(self)));
        t.method0("bit_count", self -> PyInt.of(IntOps.bitCount(self)));
        t.method0("as_integer_ratio", self -> PyTuple.of(IntOps.exact(self), PyInt.ONE));
        t.method0("is_integer", self -> Py.True);
        t.method0("conjugate", IntOps::exact);
        t.methodK("to_bytes", IntMethods::toBytes);
        t.classMethodK("from_bytes", IntMethods::fromBytes);
        t.getset("real", IntOps::exact, null);
        t.getset("imag", self -> PyInt.ZERO, null);
        t.getset("numerator", IntOps::exact, null);
        t.getset("denominator", self -> PyInt.ONE, null);
    }

    /** The spec argument of {@code __format__}, which must be a str. */
    static String formatSpecArg(PyObject spec) {
        if (!(spec instanceof PyStr s)) {
            throw Py.typeError("__format__() argument must be str, not " + spec.type.getName());
        }
        return s.value;
    }

    /** {@code int.__pow__(a, b, mod)} with the operands in order. */
    private static PyObject power(PyObject a, PyObject b, PyObject mod) {
        if (!IntOps.isInt(a) || !IntOps.isInt(b)) {
            return Py.NotImplemented;
        }
        if (mod == Py.None) {
            return IntOps.pow(a, b);
        }
        if (!IntOps.isInt(mod)) {
            return Py.NotImplemented;
        }
        return IntOps.pow(a, b, mod);
    }

    // ------------------------------------------------------------------ construction

    /** {@code int.__new__(cls, x=0, /, base=10)}. */
    private static PyObject intNew(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        PyType type = newCheck(cls, PyInt.TYPE);
        if (type == PyBool.TYPE) {
            throw Py.typeError("int.__new__(bool) is not safe, use bool.__new__()");
        }
        int npos = args.length - kwnames.length;
        PyObject x = npos > 0 ? args[0] : null;
        PyObject base = npos > 1 ? args[1] : null;
        for (int k = 0; k < kwnames.length; k++) {
            String kw = kwnames[k].value;
            if (!kw.equals("base")) {
                throw Py.typeError("int() got an unexpected keyword argument '" + kw + "'");
            }
            if (base != null) {
                throw Py.typeError("argument for int() given by name ('base') and position (2)");
            }
            base = args[npos + k];
        }
        if (args.length > 2) {
            throw Py.typeError("int expected at most 2 arguments, got " + args.length);
        }
        PyObject v;
        if (x == null) {
            if (base != null) {
                throw Py.typeError("int() missing string argument");
            }
            v = PyInt.ZERO;
        } else if (base == null) {
            v = toInt(x);
        } else {
            v = parseWithBase(x, base);
        }
        if (type == PyInt.TYPE) {
            return v;
        }
        return v instanceof PyInt i ? new PyInt.Derived(type, i.value)
                : new PyBigInt.Derived(type, ((PyBigInt) v).value);
    }

    private static PyObject parseWithBase(PyObject x, PyObject baseObj) {
        long b = indexClamped(baseObj);
        if ((b != 0 && b < 2) || b > 36) {
            throw Py.valueError("int() base must be >= 2 and <= 36, or 0");
        }
        int base = (int) b;
        if (x instanceof PyStr s) {
            return NumberParser.parseInt(s.value, base, x);
        }
        if (x instanceof PyBytes bytes) {
            return NumberParser.parseInt(bytes.value, base, x);
        }
        if (x instanceof PyByteArray ba) {
            byte[] v = ba.toByteArray();
            return NumberParser.parseInt(v, base, new PyBytes(v));
        }
        throw Py.typeError("int() can't convert non-string with explicit base");
    }

    /** {@code PyNumber_AsSsize_t(o, NULL)}: an index, clamped to the long range. */
    static long indexClamped(PyObject o) {
        PyObject i = Abstract.index(o);
        if (i instanceof PyInt p) {
            return p.value;
        }
        return IntOps.signum(i) < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
    }

    /** Check the {@code cls} argument of a builtin {@code __new__}; the class. */
    static PyType newCheck(PyObject cls, PyType base) {
        if (!(cls instanceof PyType type)) {
            throw Py.typeError(base.getName() + ".__new__(X): X is not a type object ("
                    + cls.type.getName() + ")");
        }
        if (!type.isSubtype(base)) {
            throw Py.typeError(base.getName() + ".__new__(" + type.getName() + "): "
                    + type.getName() + " is not a subtype of " + base.getName());
        }
        return type;
    }

    /**
     * {@code int(x)} for one argument: CPython's {@code PyNumber_Long}. Through
     * {@code __int__}, {@code __index__}, {@code __trunc__}, then str and bytes parsing.
     */
    public static PyObject toInt(PyObject x) {
        Class<?> c = x.getClass();
        if (c == PyInt.class || c == PyBigInt.class) {
            return x;
        }
        if (c == PyFloat.class) {
            return FloatOps.trunc(((PyFloat) x).value);
        }
        if (c == PyStr.class) {
            return NumberParser.parseInt(((PyStr) x).value, 10, x);
        }
        PyType t = x.type;
        PyObject m = t.lookup(Names.__int__);
        if (m != null) {
            PyObject r = Abstract.callMethodDescriptor(m, x, Py.NO_ARGS, Py.NO_KWNAMES);
            if (!IntOps.isInt(r)) {
                throw Py.typeError("__int__ returned non-int (type " + r.type.getTpName() + ")");
            }
            if (r.type != PyInt.TYPE) {
                Abstract.warnIntSubclass("__int__", r);  // Compare CPython: PyNumber_Long
            }
            return IntOps.exact(r);
        }
        if (t.lookup(Names.__index__) != null) {
            return IntOps.exact(Abstract.index(x));
        }
        m = t.lookup(Names.__trunc__);
        if (m != null) {
            Py.warn(PyExc.DeprecationWarning, "The delegation of int() to __trunc__ is "
                    + "deprecated.");
            PyObject r = Abstract.callMethodDescriptor(m, x, Py.NO_ARGS, Py.NO_KWNAMES);
            if (IntOps.isInt(r)) {
                return IntOps.exact(r);
            }
            if (r.type.lookup(Names.__index__) == null) {
                throw Py.typeError("__trunc__ returned non-Integral (type " + r.type.getName()
                        + ")");
            }
            return IntOps.exact(Abstract.index(r));
        }
        if (x instanceof PyStr s) {
            return NumberParser.parseInt(s.value, 10, x);
        }
        if (x instanceof PyBytes b) {
            return NumberParser.parseInt(b.value, 10, x);
        }
        byte[] v = Buffers.toBytesOrNull(x);
        if (v != null) {
            // the message shows the bytes, as CPython parses a bytes copy
            return NumberParser.parseInt(v, 10, new PyBytes(v));
        }
        throw Py.typeError("int() argument must be a string, a bytes-like object or a real "
                + "number, not '" + t.getName() + "'");
    }

    // ------------------------------------------------------------------ bytes

    private static final ArgParser TO_BYTES = new ArgParser("to_bytes",
            new String[] {"length", "byteorder", "signed"}, 0, 2, 0);
    private static final ArgParser FROM_BYTES = new ArgParser("from_bytes",
            new String[] {"bytes", "byteorder", "signed"}, 0, 2, 1);

    private static boolean littleEndian(PyObject order) {
        if (order == null) {
            return false;
        }
        if (!(order instanceof PyStr s)) {
            throw Py.typeError("to_bytes() argument 'byteorder' must be str, not "
                    + order.type.getName());
        }
        if (s.value.equals("little")) {
            return true;
        }
        if (s.value.equals("big")) {
            return false;
        }
        throw Py.valueError("byteorder must be either 'little' or 'big'");
    }

    /** {@code int.to_bytes(length=1, byteorder='big', *, signed=False)}. */
    private static PyObject toBytes(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = TO_BYTES.parse(args, kwnames);
        long length = a[0] == null ? 1 : Abstract.asIndex(a[0]);
        boolean little = littleEndian(a[1]);
        boolean signed = a[2] != null && Abstract.isTrue(a[2]);
        if (length < 0) {
            throw Py.valueError("length argument must be non-negative");
        }
        BigInteger v = IntOps.big(self);
        if (!signed && v.signum() < 0) {
            throw Py.overflowError("can't convert negative int to unsigned");
        }
        int needed = signed ? v.bitLength() + 1 : v.bitLength();
        if (needed > length * 8 && !(v.signum() == 0)) {
            throw Py.overflowError("int too big to convert");
        }
        if (length > Integer.MAX_VALUE - 16) {
            throw Py.error(PyExc.MemoryError);
        }
        int n = (int) length;
        byte[] out = new byte[n];
        byte[] two = v.toByteArray();       // big-endian two's complement, minimal
        byte fill = (byte) (v.signum() < 0 ? 0xff : 0);
        for (int i = 0; i < n; i++) {
            int src = two.length - 1 - i;
            byte b = src >= 0 ? two[src] : fill;
            out[little ? i : n - 1 - i] = b;
        }
        return new PyBytes(out);
    }

    /** {@code int.from_bytes(bytes, byteorder='big', *, signed=False)} (a classmethod). */
    private static PyObject fromBytes(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = FROM_BYTES.parse(args, kwnames);
        boolean little = littleEndian(a[1]);
        boolean signed = a[2] != null && Abstract.isTrue(a[2]);
        byte[] data = BytesMethods.asBytes(a[0]);
        byte[] be = new byte[data.length + 1];   // a leading 0 keeps unsigned values positive
        for (int i = 0; i < data.length; i++) {
            be[i + 1] = little ? data[data.length - 1 - i] : data[i];
        }
        if (signed && data.length > 0 && be[1] < 0) {
            be[0] = (byte) 0xff;
        }
        PyObject v = PyBigInt.normalize(new BigInteger(be));
        if (cls != PyInt.TYPE) {
            return Abstract.call1(cls, v);
        }
        return v;
    }

    // ------------------------------------------------------------------ bool

    static void defineBool(PyType t) {
        t.construct1 = x -> Py.newBool(Abstract.isTrue(x));
        t.constructor((cls, args, kwnames) -> {
            if (kwnames.length != 0) {
                throw Py.typeError("bool() takes no keyword arguments");
            }
            if (args.length > 1) {
                throw Py.typeError("bool expected at most 1 argument, got " + args.length);
            }
            return Py.newBool(args.length == 1 && Abstract.isTrue(args[0]));
        });
        t.method0("__repr__", self -> PyStr.intern(((PyInt) self).value != 0 ? "True" : "False"));
        boolOp(t, "__and__", "__rand__", IntOps::and);
        boolOp(t, "__or__", "__ror__", IntOps::or);
        boolOp(t, "__xor__", "__rxor__", IntOps::xor);
        t.method0("__invert__", self -> {
            Py.warn(PyExc.DeprecationWarning, "Bitwise inversion '~' on bool is deprecated and "
                    + "will be removed in Python 3.16. This returns the bitwise inversion of the "
                    + "underlying int object and is usually not what you expect from negating a "
                    + "bool. Use the 'not' operator for boolean negation or ~int(x) if you "
                    + "really want the bitwise inversion of the underlying int.");
            return IntOps.invert(self);
        });
    }

    /** A bool for two bools, else int's operator. */
    private static void boolOp(PyType t, String name, String rname, Op op) {
        t.method1(name, (self, o) -> boolResult(self, o, op));
        t.method1(rname, (self, o) -> boolResult(o, self, op));
    }

    private static PyObject boolResult(PyObject a, PyObject b, Op op) {
        if (!IntOps.isInt(a) || !IntOps.isInt(b)) {
            return Py.NotImplemented;
        }
        PyObject r = op.apply(a, b);
        if (a instanceof PyBool && b instanceof PyBool) {
            return Py.newBool(((PyInt) r).value != 0);
        }
        return r;
    }
}
