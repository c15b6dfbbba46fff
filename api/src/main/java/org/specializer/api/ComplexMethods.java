package org.specializer.api;

/**
 * Python-visible methods of {@code complex}, and the conversions to complex.
 *
 * <p>Binary methods accept complex numbers, floats and ints (an int is converted to a float
 * first, OverflowError "int too large to convert to float" when it does not fit, as CPython's
 * {@code to_complex}); anything else gives {@code NotImplemented}. There is no {@code %},
 * {@code //}, {@code divmod}, {@code int()} or {@code float()} of a complex: the type lacks
 * those methods, so the usual TypeErrors come out. Of the comparisons only {@code ==} and
 * {@code !=} answer; the others return {@code NotImplemented}, so ordering raises TypeError.
 */
public final class ComplexMethods {
    private ComplexMethods() {}

    @FunctionalInterface
    private interface Op {
        PyObject apply(double ar, double ai, double br, double bi);
    }

    /** Can the operand take part in complex arithmetic (a complex, a float or an int)? */
    private static boolean isOperand(PyObject o) {
        return o instanceof PyComplex || o instanceof PyFloat || o instanceof PyInt
                || o instanceof PyBigInt;
    }

    private static double re(PyObject o) {
        if (o instanceof PyComplex c) {
            return c.real;
        }
        if (o instanceof PyFloat f) {
            return f.value;
        }
        return IntOps.toDouble(o);
    }

    private static double im(PyObject o) {
        return o instanceof PyComplex c ? c.imag : 0.0;
    }

    private static PyComplex c(PyObject self) {
        return (PyComplex) self;
    }

    private static void binary(PyType t, String name, String rname, Op op) {
        t.method1(name, (self, o) -> isOperand(o)
                ? op.apply(c(self).real, c(self).imag, re(o), im(o)) : Py.NotImplemented);
        t.method1(rname, (self, o) -> {
            if (!isOperand(o)) {
                return Py.NotImplemented;
            }
            double r = re(o);
            return op.apply(r, im(o), c(self).real, c(self).imag);
        });
    }

    private static void compare(PyType t, String name, int op) {
        t.method1(name, (self, o) -> richCompare(c(self), o, op));
    }

    static void define(PyType t) {
        t.constructor(ComplexMethods::complexNew);
        binary(t, "__add__", "__radd__", (ar, ai, br, bi) -> new PyComplex(ar + br, ai + bi));
        binary(t, "__sub__", "__rsub__", (ar, ai, br, bi) -> new PyComplex(ar - br, ai - bi));
        binary(t, "__mul__", "__rmul__", (ar, ai, br, bi) -> new PyComplex(ar * br - ai * bi,
                ar * bi + ai * br));
        binary(t, "__truediv__", "__rtruediv__", ComplexOps::div);
        t.methodN("__pow__", 1, 2, (self, args) -> power(self, args[0], args));
        t.methodN("__rpow__", 1, 2, (self, args) -> power(args[0], self, args));
        compare(t, "__lt__", Abstract.LT);
        compare(t, "__le__", Abstract.LE);
        compare(t, "__eq__", Abstract.EQ);
        compare(t, "__ne__", Abstract.NE);
        compare(t, "__gt__", Abstract.GT);
        compare(t, "__ge__", Abstract.GE);

        t.method0("__neg__", self -> new PyComplex(-c(self).real, -c(self).imag));
        t.method0("__pos__", ComplexMethods::exact);
        t.method0("__abs__", self -> {
            double re = c(self).real;
            double im = c(self).imag;
            double r = ComplexOps.abs(re, im);
            if (ComplexOps.absOverflowed(re, im, r)) {
                throw Py.overflowError("absolute value too large");
            }
            return new PyFloat(r);
        });
        t.method0("__bool__", self -> Py.newBool(c(self).real != 0.0 || c(self).imag != 0.0));
        t.method0("__hash__", self -> PyInt.of(ComplexOps.hash(self, c(self).real,
                c(self).imag)));
        t.method0("__repr__", self -> new PyStr(ComplexFormat.repr(c(self).real,
                c(self).imag)));
        t.method1("__format__", (self, spec) -> new PyStr(ComplexFormat.format(self,
                c(self).real, c(self).imag, IntMethods.formatSpecArg(spec))));
        t.method0("__complex__", ComplexMethods::exact);
        t.method0("__getnewargs__", self -> PyTuple.of(new PyFloat(c(self).real),
                new PyFloat(c(self).imag)));
        t.method0("__sizeof__", self -> PyInt.of(32));     // CPython's PyComplexObject size
        t.method0("conjugate", self -> new PyComplex(c(self).real, -c(self).imag));
        t.getset("real", self -> new PyFloat(c(self).real), null);
        t.getset("imag", self -> new PyFloat(c(self).imag), null);
    }

    /** The value as an exact complex (itself when it is one). */
    private static PyObject exact(PyObject self) {
        return self.getClass() == PyComplex.class ? self
                : new PyComplex(c(self).real, c(self).imag);
    }

    /** {@code complex.__pow__(a, b, mod)} with the operands in order. */
    private static PyObject power(PyObject a, PyObject b, PyObject[] args) {
        if (!isOperand(a) || !isOperand(b)) {
            return Py.NotImplemented;
        }
        double ar = re(a);
        double ai = im(a);
        double br = re(b);
        double bi = im(b);
        if (args.length > 1 && args[1] != Py.None) {
            throw Py.valueError("complex modulo");
        }
        return ComplexOps.pow(ar, ai, br, bi);
    }

    /** Compare CPython complexobject.c: complex_richcompare. */
    private static PyObject richCompare(PyComplex v, PyObject w, int op) {
        if (op != Abstract.EQ && op != Abstract.NE) {
            return Py.NotImplemented;
        }
        boolean equal;
        if (w instanceof PyInt || w instanceof PyBigInt) {
            if (v.imag == 0.0) {
                // the real part against the int, exactly
                return Py.newBool(FloatOps.compareWithInt(v.real, w, op));
            }
            equal = false;
        } else if (w instanceof PyFloat f) {
            equal = v.real == f.value && v.imag == 0.0;
        } else if (w instanceof PyComplex z) {
            equal = v.real == z.real && v.imag == z.imag;
        } else {
            return Py.NotImplemented;
        }
        return Py.newBool(equal == (op == Abstract.EQ));
    }

    // ------------------------------------------------------------------ construction

    private static final ArgParser NEW = new ArgParser("complex",
            new String[] {"real", "imag"}, 0, 2, 0);

    /**
     * {@code complex.__new__(cls, real=0, imag=0)}. Compare CPython complexobject.c:
     * complex_new_impl.
     */
    private static PyObject complexNew(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        PyType type = IntMethods.newCheck(cls, PyComplex.TYPE);
        if (args.length > 2) {
            throw Py.typeError("complex() takes at most 2 arguments (" + args.length
                    + " given)");
        }
        PyObject[] a = NEW.parse(args, kwnames);
        PyObject r = a[0] == null ? PyInt.ZERO : a[0];
        PyObject i = a[1];
        if (r.getClass() == PyComplex.class && i == null && type == PyComplex.TYPE) {
            return r;
        }
        if (r instanceof PyStr s) {
            if (i != null) {
                throw Py.typeError("complex() can't take second arg if first is a string");
            }
            double[] v = ComplexOps.parse(s.value, s);
            return make(type, v[0], v[1]);
        }
        if (i instanceof PyStr) {
            throw Py.typeError("complex() second arg can't be a string");
        }
        PyObject special = complexSpecial(r);
        if (special != null) {
            r = special;
        }
        if (!isNumber(r)) {
            throw Py.typeError("complex() first argument must be a string or a number, not '"
                    + r.type.getName() + "'");
        }
        if (i != null && !isNumber(i)) {
            throw Py.typeError("complex() second argument must be a number, not '"
                    + i.type.getName() + "'");
        }
        // real + imag*1j, where either may itself be complex
        double crReal;
        double crImag = 0.0;
        boolean crIsComplex = false;
        if (r instanceof PyComplex z) {
            crReal = z.real;
            crImag = z.imag;
            crIsComplex = true;
        } else {
            crReal = FloatMethods.toDouble(r);
        }
        double ciReal;
        double ciImag = 0.0;
        boolean ciIsComplex = false;
        if (i == null) {
            ciReal = crImag;
        } else if (i instanceof PyComplex z) {
            ciReal = z.real;
            ciImag = z.imag;
            ciIsComplex = true;
        } else {
            ciReal = FloatMethods.toDouble(i);
        }
        if (ciIsComplex) {
            crReal -= ciImag;
        }
        if (crIsComplex && i != null) {
            ciReal += crImag;
        }
        return make(type, crReal, ciReal);
    }

    private static PyComplex make(PyType type, double re, double im) {
        return type == PyComplex.TYPE ? new PyComplex(re, im)
                : new PyComplex.Derived(type, re, im);
    }

    /** CPython's check that an argument of complex() is a number: float, index or complex. */
    private static boolean isNumber(PyObject o) {
        if (o instanceof PyComplex || o instanceof PyFloat || o instanceof PyInt
                || o instanceof PyBigInt) {
            return true;
        }
        PyType t = o.type;
        return t.lookup(Names.__float__) != null || t.lookup(Names.__index__) != null;
    }

    /**
     * The result of {@code x.__complex__()}, or null when its type has none. A result of a
     * subclass of complex is accepted with a DeprecationWarning, as CPython 3.13's.
     * Compare CPython complexobject.c: try_complex_special_method.
     */
    private static PyObject complexSpecial(PyObject x) {
        PyObject r = Abstract.callSpecial(x, Names.__complex__);
        if (r != null && !(r instanceof PyComplex)) {
            throw Py.typeError("__complex__ returned non-complex (type " + r.type.getName()
                    + ")");
        }
        if (r != null && r.type != PyComplex.TYPE) {
            Py.warn(PyExc.DeprecationWarning, "__complex__ returned non-complex (type "
                    + r.type.getTpName() + ").  The ability to return an instance of a strict "
                    + "subclass of complex is deprecated, and may be removed in a future "
                    + "version of Python.");
        }
        return r;
    }

    /**
     * {@code x} as a complex number: a complex (of any subclass) as it is, else through
     * {@code __complex__}, else {@code float(x)} through {@code __float__} or
     * {@code __index__} as the real part ("must be real number, not str" otherwise). This is
     * how functions taking a complex argument read it, as CPython's
     * {@code PyComplex_AsCComplex}.
     */
    public static PyComplex asComplex(PyObject x) {
        if (x instanceof PyComplex z) {
            return z;
        }
        PyObject special = complexSpecial(x);
        if (special != null) {
            return (PyComplex) special;
        }
        return new PyComplex(Abstract.asDouble(x), 0.0);
    }

    /** {@code complex(x)} for one argument. */
    public static PyComplex toComplex(PyObject x) {
        return (PyComplex) complexNew(PyComplex.TYPE, new PyObject[] {x}, Py.NO_KWNAMES);
    }
}
