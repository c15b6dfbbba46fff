package org.specializer.api;

/**
 * Python-visible methods of {@code float}.
 *
 * <p>Binary methods accept floats and ints (an int is converted exactly when it fits and
 * raises OverflowError "int too large to convert to float" when it does not, as CPython's
 * {@code CONVERT_TO_DOUBLE}); anything else gives {@code NotImplemented}. Comparisons with ints
 * are exact ({@link FloatOps#compareWithInt}), never through a rounded conversion.
 */
public final class FloatMethods {
    private FloatMethods() {}

    @FunctionalInterface
    private interface Op {
        PyObject apply(double a, double b);
    }

    /** Can the operand take part in float arithmetic (a float or an int)? */
    private static boolean isOperand(PyObject o) {
        return o instanceof PyFloat || o instanceof PyInt || o instanceof PyBigInt;
    }

    private static double value(PyObject o) {
        if (o instanceof PyFloat f) {
            return f.value;
        }
        return IntOps.toDouble(o);
    }

    private static double v(PyObject self) {
        return ((PyFloat) self).value;
    }

    private static void binary(PyType t, String name, String rname, Op op) {
        t.method1(name, (self, o) -> isOperand(o) ? op.apply(v(self), value(o))
                : Py.NotImplemented);
        t.method1(rname, (self, o) -> isOperand(o) ? op.apply(value(o), v(self))
                : Py.NotImplemented);
    }

    private static void compare(PyType t, String name, int op) {
        t.method1(name, (self, o) -> {
            if (o instanceof PyFloat f) {
                return Py.newBool(Abstract.compareDoubles(v(self), f.value, op));
            }
            if (o instanceof PyInt || o instanceof PyBigInt) {
                return Py.newBool(FloatOps.compareWithInt(v(self), o, op));
            }
            return Py.NotImplemented;
        });
    }

    static void define(PyType t) {
        t.constructor(FloatMethods::floatNew);
        t.construct1 = x -> x.getClass() == PyFloat.class ? x : new PyFloat(toDouble(x));
        binary(t, "__add__", "__radd__", (a, b) -> new PyFloat(a + b));
        binary(t, "__sub__", "__rsub__", (a, b) -> new PyFloat(a - b));
        binary(t, "__mul__", "__rmul__", (a, b) -> new PyFloat(a * b));
        binary(t, "__truediv__", "__rtruediv__", (a, b) -> new PyFloat(FloatOps.div(a, b)));
        binary(t, "__floordiv__", "__rfloordiv__",
                (a, b) -> new PyFloat(FloatOps.floorDiv(a, b)));
        binary(t, "__mod__", "__rmod__", (a, b) -> new PyFloat(FloatOps.mod(a, b)));
        binary(t, "__divmod__", "__rdivmod__", (a, b) -> {
            double[] qr = FloatOps.divmod(a, b);
            return PyTuple.of(new PyFloat(qr[0]), new PyFloat(qr[1]));
        });
        t.methodN("__pow__", 1, 2, (self, args) -> power(self, args[0], args));
        t.methodN("__rpow__", 1, 2, (self, args) -> power(args[0], self, args));
        compare(t, "__lt__", Abstract.LT);
        compare(t, "__le__", Abstract.LE);
        compare(t, "__eq__", Abstract.EQ);
        compare(t, "__ne__", Abstract.NE);
        compare(t, "__gt__", Abstract.GT);
        compare(t, "__ge__", Abstract.GE);

        t.method0("__neg__", self -> new PyFloat(-v(self)));
        t.method0("__pos__", FloatMethods::exact);
        t.method0("__abs__", self -> new PyFloat(Math.abs(v(self))));
        t.method0("__bool__", self -> Py.newBool(v(self) != 0.0));
        t.method0("__hash__", self -> PyInt.of(Hashing.hashDouble(v(self),
                Hashing.identityHash(self))));
        t.method0("__int__", self -> FloatOps.trunc(v(self)));
        t.method0("__trunc__", self -> FloatOps.trunc(v(self)));
        t.method0("__floor__", self -> FloatOps.floor(v(self)));
        t.method0("__ceil__", self -> FloatOps.ceil(v(self)));
        t.method0("__float__", FloatMethods::exact);
        t.methodN("__round__", 0, 1, (self, args) -> {
            if (args.length == 0 || args[0] == Py.None) {
                return FloatOps.roundToInt(v(self));
            }
            return new PyFloat(FloatOps.round(v(self), IntMethods.indexClamped(args[0])));
        });
        t.method0("__repr__", self -> new PyStr(FloatFormat.repr(v(self))));
        t.method1("__format__", (self, spec) -> new PyStr(FloatFormat.format(self, v(self),
                IntMethods.formatSpecArg(spec))));
        t.method0("__getnewargs__", self -> PyTuple.of(new PyFloat(v(self))));
        t.method0("__sizeof__", self -> PyInt.of(24));      // CPython's PyFloatObject size
        t.classMethodK("__getformat__", (cls, args, kw) -> {
            if (args.length != 1 || kw.length != 0) {
                throw Py.typeError("__getformat__() takes exactly one argument (" + args.length
                        + " given)");
            }
            if (!(args[0] instanceof PyStr s)) {
                throw Py.typeError("__getformat__() argument must be str, not "
                        + args[0].type.getName());
            }
            if (!s.value.equals("double") && !s.value.equals("float")) {
                throw Py.valueError("__getformat__() argument 1 must be 'double' or 'float'");
            }
            return PyStr.of("IEEE, little-endian");
        });

        t.method0("is_integer", self -> Py.newBool(FloatOps.isInteger(v(self))));
        t.method0("as_integer_ratio", self -> FloatOps.asIntegerRatio(v(self)));
        t.method0("hex", self -> new PyStr(FloatFormat.hex(v(self))));
        t.classMethodK("fromhex", (cls, args, kw) -> {
            if (args.length != 1 || kw.length != 0) {
                throw Py.typeError("fromhex() takes exactly one argument (" + args.length
                        + " given)");
            }
            if (!(args[0] instanceof PyStr s)) {
                throw Py.typeError("bad argument type for built-in operation");
            }
            PyFloat r = new PyFloat(FloatOps.fromHex(s.value));
            return cls == PyFloat.TYPE ? r : Abstract.call1(cls, r);
        });
        t.method0("conjugate", FloatMethods::exact);
        t.getset("real", FloatMethods::exact, null);
        t.getset("imag", self -> new PyFloat(0.0), null);
    }

    /** The value as an exact float (itself when it is one). */
    private static PyObject exact(PyObject self) {
        return self.getClass() == PyFloat.class ? self : new PyFloat(v(self));
    }

    private static PyObject power(PyObject a, PyObject b, PyObject[] args) {
        if (!isOperand(a) || !isOperand(b)) {
            return Py.NotImplemented;
        }
        if (args.length > 1 && args[1] != Py.None) {
            throw Py.typeError("pow() 3rd argument not allowed unless all arguments are "
                    + "integers");
        }
        return FloatOps.pow(value(a), value(b));
    }

    // ------------------------------------------------------------------ construction

    /** {@code float.__new__(cls, x=0.0, /)}. */
    private static PyObject floatNew(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        PyType type = IntMethods.newCheck(cls, PyFloat.TYPE);
        if (kwnames.length != 0 && (type == PyFloat.TYPE || type.lookup(Names.__init__)
                == PyFloat.TYPE.lookup(Names.__init__))) {
            // a subclass with an __init__ of its own may take keywords: they are its
            throw Py.typeError("float() takes no keyword arguments");
        }
        args = kwnames.length == 0 ? args : java.util.Arrays.copyOf(args,
                args.length - kwnames.length);
        if (args.length > 1) {
            throw Py.typeError("float expected at most 1 argument, got " + args.length);
        }
        double d = args.length == 0 ? 0.0 : toDouble(args[0]);
        if (type == PyFloat.TYPE) {
            return args.length == 1 && args[0].getClass() == PyFloat.class ? args[0]
                    : new PyFloat(d);
        }
        return new PyFloat.Derived(type, d);
    }

    /**
     * The value of what {@code x.__float__()} returned: a float, or (deprecated, with a
     * DeprecationWarning) an instance of a subclass of float; anything else is a TypeError.
     * Compare CPython floatobject.c: PyFloat_AsDouble and PyNumber_Float.
     */
    static double floatResult(PyObject x, PyObject r) {
        if (!(r instanceof PyFloat f)) {
            throw Py.typeError(x.type.getTpName() + ".__float__ returned non-float (type "
                    + r.type.getTpName() + ")");
        }
        if (r.getClass() != PyFloat.class) {
            Py.warn(PyExc.DeprecationWarning, x.type.getTpName()
                    + ".__float__ returned non-float (type " + r.type.getTpName() + ").  The "
                    + "ability to return an instance of a strict subclass of float is "
                    + "deprecated, and may be removed in a future version of Python.");
        }
        return f.value;
    }

    /** {@code float(x)}: CPython's {@code PyNumber_Float}, through {@code __float__}, {@code __index__} or parsing. */
    public static PyFloat toFloat(PyObject x) {
        if (x.getClass() == PyFloat.class) {
            return (PyFloat) x;
        }
        return new PyFloat(toDouble(x));
    }

    /** The value of {@code float(x)}. */
    public static double toDouble(PyObject x) {
        Class<?> c = x.getClass();
        if (c == PyFloat.class) {
            return ((PyFloat) x).value;
        }
        if (c == PyInt.class || c == PyBigInt.class) {
            return IntOps.toDouble(x);
        }
        if (c == PyStr.class) {
            return NumberParser.parseFloat(((PyStr) x).value, x);
        }
        PyType t = x.type;
        PyObject m = t.lookup(Names.__float__);
        if (m != null) {
            PyObject r = Abstract.callMethodDescriptor(m, x, Py.NO_ARGS, Py.NO_KWNAMES);
            return floatResult(x, r);
        }
        if (t.lookup(Names.__index__) != null) {
            return IntOps.toDouble(Abstract.index(x));
        }
        if (x instanceof PyFloat f) {
            return f.value;
        }
        if (x instanceof PyStr s) {
            return NumberParser.parseFloat(s.value, x);
        }
        if (x instanceof PyBytes b) {
            return NumberParser.parseFloat(b.value, x);
        }
        byte[] v = Buffers.toBytesOrNull(x);
        if (v != null) {
            return NumberParser.parseFloat(v, x);
        }
        throw Py.typeError("float() argument must be a string or a real number, not '"
                + t.getName() + "'");
    }
}
