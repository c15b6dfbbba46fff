package org.specializer.natives.decimal;

import java.math.BigDecimal;
import java.math.BigInteger;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyComplex;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

/**
 * Python objects to decimals: the constructor's exact conversions, the context's rounded ones
 * ({@code create_decimal}), the implicit conversion of an operand (Decimal or int only), and
 * floats. Compare CPython _decimal.c: PyDecType_FromObjectExact, PyDec_FromObject, convert_op.
 */
final class Convert {
    private Convert() {}

    static boolean isInt(PyObject v) {
        return v instanceof PyInt || v instanceof PyBigInt;
    }

    /** An int, exactly. */
    static PyDecimal fromInt(PyObject v) {
        if (v instanceof PyInt i) {
            long x = i.value;
            if (x >= 0) {
                return x <= PyDecimal.LONG_MAX_COEF ? PyDecimal.finite(0, x, 0)
                        : PyDecimal.finite(0, BigInteger.valueOf(x), 0);
            }
            if (x == Long.MIN_VALUE || -x > PyDecimal.LONG_MAX_COEF) {
                return PyDecimal.finite(PyDecimal.NEG, BigInteger.valueOf(x).negate(), 0);
            }
            return PyDecimal.finite(PyDecimal.NEG, -x, 0);
        }
        BigInteger b = ((PyBigInt) v).value;
        return PyDecimal.finite(b.signum() < 0 ? PyDecimal.NEG : 0, b.abs(), 0);
    }

    /**
     * An operand: a Decimal as it is, an int exactly; otherwise null (NotImplemented), or with
     * {@code raise} CPython's TypeError. Compare _decimal.c: convert_op.
     */
    static PyDecimal operand(PyObject v, boolean raise) {
        if (v instanceof PyDecimal d) {
            return d;
        }
        if (isInt(v)) {
            return fromInt(v);
        }
        if (raise) {
            throw Py.typeError("conversion from " + v.type.getTpName()
                    + " to Decimal is not supported");
        }
        return null;
    }

    /** A float, exactly (NaN loses its sign, as in CPython). */
    static PyDecimal fromDouble(double x) {
        if (Double.isNaN(x)) {
            return PyDecimal.nan();
        }
        int sign = Math.copySign(1.0, x) < 0 ? PyDecimal.NEG : 0;
        if (Double.isInfinite(x)) {
            return PyDecimal.inf(sign);
        }
        BigDecimal b = new BigDecimal(Math.abs(x));
        // BigDecimal(double) is exact with the smallest scale: n * 5**k at exponent -k
        return PyDecimal.finite(sign, b.unscaledValue(), -b.scale());
    }

    /** {@code Decimal.from_float}'s conversion. Compare _decimal.c: PyDecType_FromFloatExact. */
    static PyDecimal fromFloatExact(PyObject v) {
        if (isInt(v)) {
            return fromInt(v);
        }
        if (!(v instanceof PyFloat f)) {
            throw Py.typeError("argument must be int or float");
        }
        return fromDouble(f.value);
    }

    /** The constructor's exact conversion. Compare _decimal.c: PyDecType_FromObjectExact. */
    static PyDecimal fromObjectExact(PyObject v, PyDecContext ctx) {
        if (v == null) {
            return Arith.ZERO;
        }
        if (v instanceof PyDecimal d) {
            return d;
        }
        if (v instanceof PyStr s) {
            Mpd st = ctx.work();
            PyDecimal d = DecimalParser.parseExact(DecimalParser.numericAsAscii(s, true, true),
                    st);
            ctx.addStatus(st.status);
            return d;
        }
        if (isInt(v)) {
            return fromInt(v);
        }
        if (v instanceof PyTuple || v instanceof PyList) {
            Mpd st = ctx.work();
            PyDecimal d = DecimalParser.parseExact(tupleAsString(v), st);
            ctx.addStatus(st.status);
            return d;
        }
        if (v instanceof PyFloat f) {
            ctx.addStatus(Mpd.FLOAT_OPERATION);
            return fromDouble(f.value);
        }
        throw Py.typeError("conversion from " + v.type.getTpName()
                + " to Decimal is not supported");
    }

    /**
     * {@code context.create_decimal(v)}: rounded to the context, with its conditions.
     * Compare _decimal.c: PyDec_FromObject.
     */
    static PyDecimal fromObject(PyObject v, PyDecContext ctx) {
        Mpd w = ctx.work();
        PyDecimal r;
        if (v == null) {
            r = Arith.ZERO;
        } else if (v instanceof PyDecimal d) {
            if (d.isNan() && d.digits > w.prec - w.clamp && !d.isZeroCoef()) {
                ctx.addStatus(Mpd.CONVERSION_SYNTAX);
                return PyDecimal.nan();
            }
            r = Arith.fix(d, w);
        } else if (v instanceof PyStr s) {
            r = DecimalParser.parse(DecimalParser.numericAsAscii(s, false, false), w);
        } else if (isInt(v)) {
            r = Arith.fix(fromInt(v), w);
        } else if (v instanceof PyTuple || v instanceof PyList) {
            r = DecimalParser.parse(tupleAsString(v), w);
        } else if (v instanceof PyFloat f) {
            ctx.addStatus(Mpd.FLOAT_OPERATION);
            r = Arith.fix(fromDouble(f.value), w);
        } else {
            throw Py.typeError("conversion from " + v.type.getTpName()
                    + " to Decimal is not supported");
        }
        ctx.addStatus(w.status);
        return r;
    }

    /**
     * A DecimalTuple (or list) as a numeric string, checked as CPython checks it.
     * Compare _decimal.c: dectuple_as_str.
     */
    static String tupleAsString(PyObject v) {
        PyObject[] t = v instanceof PyTuple tu ? tu.items : ((PyList) v).toArray();
        if (t.length != 3) {
            throw Py.valueError("argument must be a sequence of length 3");
        }
        if (!isInt(t[0])) {
            throw Py.valueError("sign must be an integer with the value 0 or 1");
        }
        long sign = t[0] instanceof PyInt i ? i.value : 2;
        if (sign != 0 && sign != 1) {
            throw Py.valueError("sign must be an integer with the value 0 or 1");
        }
        StringBuilder sb = new StringBuilder(sign == 1 ? "-" : "+");
        boolean special = false;
        boolean infinite = false;
        long exp = 0;
        PyObject e = t[2];
        if (e instanceof PyStr es) {
            switch (es.value) {
                case "F":
                    sb.append("Inf");
                    infinite = true;
                    break;
                case "n":
                    sb.append("NaN");
                    break;
                case "N":
                    sb.append("sNaN");
                    break;
                default:
                    throw Py.valueError("string argument in the third position must be 'F', "
                            + "'n' or 'N'");
            }
            special = true;
        } else {
            if (!isInt(e)) {
                throw Py.valueError("exponent must be an integer");
            }
            exp = Args.asSsize(e);
        }
        PyObject[] digits;
        if (t[1] instanceof PyTuple dt) {
            digits = dt.items;
        } else if (t[1] instanceof PyList dl) {
            digits = dl.toArray();
        } else {
            throw Py.valueError("coefficient must be a tuple of digits");
        }
        if (digits.length == 0 && !special) {
            sb.append('0');
        }
        for (PyObject d : digits) {
            if (!isInt(d)) {
                throw Py.valueError("coefficient must be a tuple of digits");
            }
            long l = d instanceof PyInt di ? di.value : -1;
            if (d instanceof PyBigInt) {
                throw Py.overflowError("Python int too large to convert to C long");
            }
            if (l < 0 || l > 9) {
                throw Py.valueError("coefficient must be a tuple of digits");
            }
            if (!infinite) {
                sb.append((char) ('0' + l));
            }
        }
        if (!special) {
            sb.append('E').append(exp);
        }
        return sb.toString();
    }

    /** A float of a complex's real part for == comparisons, or null when it has an imag. */
    static Double complexReal(PyObject w) {
        PyComplex c = (PyComplex) w;
        return c.imag == 0.0 ? c.real : null;
    }

    /** {@code float(s)} for a numeric string as str(Decimal) makes it. */
    static double parseDouble(String s) {
        return Double.parseDouble(s);
    }

    /** Whether {@code w} is a {@code numbers.Rational} (other than an int). */
    static boolean isRational(PyObject w) {
        PyObject rational = DecimalModule.rational();
        return rational != null && Abstract.isInstance(w, rational);
    }
}
