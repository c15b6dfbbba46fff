package org.specializer.natives.datetime;

import java.math.BigDecimal;
import java.math.BigInteger;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * The Python-visible methods of {@code datetime.timedelta}. Results of arithmetic are exact
 * timedeltas, also for operands of subclasses, as CPython's. Arithmetic runs on the duration
 * in microseconds, a long while it fits (durations below about 270000 years), else a
 * BigInteger. Compare _datetimemodule.c: delta_new and the delta_as_number slots.
 */
final class TimedeltaMethods {
    private TimedeltaMethods() {}

    private static final Args NEW = new Args("__new__", new String[] {"days", "seconds",
        "microseconds", "milliseconds", "minutes", "hours", "weeks"}, 0, 7);

    static PyTimedelta td(PyObject o) {
        return (PyTimedelta) o;
    }

    static void define(PyType t) {
        t.constructor((cls, args, kw) -> construct(Args.newCheck(cls, PyTimedelta.TYPE),
                NEW.parse(args, kw)));
        t.getset("days", self -> PyInt.of(td(self).days), null);
        t.getset("seconds", self -> PyInt.of(td(self).seconds), null);
        t.getset("microseconds", self -> PyInt.of(td(self).micros), null);
        t.method0("__repr__", self -> PyStr.of(repr(td(self))));
        t.method0("__str__", self -> PyStr.of(str(td(self))));
        t.method0("__hash__", self -> PyInt.of(td(self).hash()));
        t.method0("__bool__", self -> Py.newBool(!td(self).isZero()));
        t.method0("total_seconds", self -> totalSeconds(td(self)));
        t.method0("__reduce__", self -> PyTuple.of(self.type, PyTuple.of(PyInt.of(td(self).days),
                PyInt.of(td(self).seconds), PyInt.of(td(self).micros))));
        compare(t, "__eq__", Abstract.EQ);
        compare(t, "__ne__", Abstract.NE);
        compare(t, "__lt__", Abstract.LT);
        compare(t, "__le__", Abstract.LE);
        compare(t, "__gt__", Abstract.GT);
        compare(t, "__ge__", Abstract.GE);
        binary(t, "__add__", "__radd__", TimedeltaMethods::add);
        binary(t, "__sub__", "__rsub__", TimedeltaMethods::subtract);
        binary(t, "__mul__", "__rmul__", TimedeltaMethods::multiply);
        binary(t, "__floordiv__", "__rfloordiv__", TimedeltaMethods::floorDivide);
        binary(t, "__truediv__", "__rtruediv__", TimedeltaMethods::trueDivide);
        binary(t, "__mod__", "__rmod__", TimedeltaMethods::remainder);
        binary(t, "__divmod__", "__rdivmod__", TimedeltaMethods::divmod);
        t.method0("__neg__", self -> negate(td(self)));
        t.method0("__pos__", self -> {
            PyTimedelta d = td(self);
            return d.type == PyTimedelta.TYPE ? d
                    : PyTimedelta.normalized(PyTimedelta.TYPE, d.days, d.seconds, d.micros);
        });
        t.method0("__abs__", self -> {
            PyTimedelta d = td(self);
            if (d.days < 0) {
                return negate(d);
            }
            return d.type == PyTimedelta.TYPE ? d
                    : PyTimedelta.normalized(PyTimedelta.TYPE, d.days, d.seconds, d.micros);
        });
        t.define("min", new PyTimedelta(PyTimedelta.TYPE, -Dates.MAX_DELTA_DAYS, 0, 0));
        t.define("max", new PyTimedelta(PyTimedelta.TYPE, Dates.MAX_DELTA_DAYS, 86399, 999999));
        t.define("resolution", new PyTimedelta(PyTimedelta.TYPE, 0, 0, 1));
    }

    interface Op {
        PyObject apply(PyObject left, PyObject right);
    }

    /** A binary slot as CPython's: one function of (left, right) behind both methods. */
    static void binary(PyType t, String name, String rname, Op op) {
        t.method1(name, (self, other) -> op.apply(self, other));
        t.method1(rname, (self, other) -> op.apply(other, self));
    }

    private static void compare(PyType t, String name, int op) {
        t.method1(name, (self, other) -> {
            if (!(other instanceof PyTimedelta o)) {
                return Py.NotImplemented;
            }
            return Py.newBool(Abstract.compareLongs(td(self).compareTo(o), 0, op));
        });
    }

    // ------------------------------------------------------------------ construction

    /**
     * {@code timedelta(days, seconds, microseconds, milliseconds, minutes, hours, weeks)}:
     * the sum in microseconds, with the fractions of float arguments gathered apart and
     * rounded half to even at the end. Compare _datetimemodule.c: delta_new and accum.
     */
    private static PyObject construct(PyType cls, PyObject[] a) {
        Sum x = new Sum();
        if (a[2] != null) {
            x.accum("microseconds", a[2], 1L);
        }
        if (a[3] != null) {
            x.accum("milliseconds", a[3], 1000L);
        }
        if (a[1] != null) {
            x.accum("seconds", a[1], PyTimedelta.US_PER_SECOND);
        }
        if (a[4] != null) {
            x.accum("minutes", a[4], 60 * PyTimedelta.US_PER_SECOND);
        }
        if (a[5] != null) {
            x.accum("hours", a[5], 3600 * PyTimedelta.US_PER_SECOND);
        }
        if (a[0] != null) {
            x.accum("days", a[0], PyTimedelta.US_PER_DAY);
        }
        if (a[6] != null) {
            x.accum("weeks", a[6], 7 * PyTimedelta.US_PER_DAY);
        }
        if (x.leftover != 0.0) {
            double whole = roundHalfAway(x.leftover);
            if (Math.abs(whole - x.leftover) == 0.5) {
                // exactly half-way: round so that the sum is even
                int odd = x.isOdd() ? 1 : 0;
                whole = 2.0 * roundHalfAway((x.leftover + odd) * 0.5) - odd;
            }
            x.add((long) whole);
        }
        return x.big == null ? PyTimedelta.ofMicros(x.small, cls) : PyTimedelta.ofMicros(x.big, cls);
    }

    /** C's {@code round}: halves away from zero. */
    static double roundHalfAway(double v) {
        double r = Math.rint(v);
        if (Math.abs(v - r) == 0.5) {
            r = v + Math.copySign(0.5, v);
        }
        return r;
    }

    /** A running sum of microseconds: a long until it overflows, then a BigInteger. */
    private static final class Sum {
        long small;
        BigInteger big;
        double leftover;

        void add(long v) {
            if (big != null) {
                big = big.add(BigInteger.valueOf(v));
                return;
            }
            long r = small + v;
            if (((small ^ r) & (v ^ r)) < 0) {
                big = BigInteger.valueOf(small).add(BigInteger.valueOf(v));  // rarely taken
            } else {
                small = r;
            }
        }

        void add(BigInteger v) {
            big = (big == null ? BigInteger.valueOf(small) : big).add(v);
        }

        boolean isOdd() {
            return big == null ? (small & 1) != 0 : big.testBit(0);
        }

        void accum(String tag, PyObject num, long factor) {
            if (num instanceof PyInt i) {
                long p = i.value * factor;
                if (Math.multiplyHigh(i.value, factor) != (p >> 63)) {
                    add(BigInteger.valueOf(i.value).multiply(BigInteger.valueOf(factor)));
                } else {
                    add(p);
                }
            } else if (num instanceof PyBigInt b) {
                add(b.value.multiply(BigInteger.valueOf(factor)));
            } else if (num instanceof PyFloat f) {
                double d = f.value;
                double whole = d < 0 ? Math.ceil(d) : Math.floor(d);
                double frac = Double.isInfinite(d) ? 0.0 : d - whole;
                add(fromDouble(whole).multiply(BigInteger.valueOf(factor)));
                if (frac == 0.0) {
                    return;
                }
                // the fraction in microseconds: its whole part exactly, the rest left over
                double us = factor * frac;
                double usWhole = us < 0 ? Math.ceil(us) : Math.floor(us);
                add((long) usWhole);
                leftover += us - usWhole;
            } else {
                throw Py.typeError("unsupported type for timedelta " + tag + " component: "
                        + num.type.getTpName());
            }
        }
    }

    /** {@code int(d)} for an integral double. */
    static BigInteger fromDouble(double d) {
        if (Double.isNaN(d)) {
            throw Py.valueError("cannot convert float NaN to integer");
        }
        if (Double.isInfinite(d)) {
            throw Py.overflowError("cannot convert float infinity to integer");
        }
        if (Math.abs(d) < 9.0e18) {
            return BigInteger.valueOf((long) d);
        }
        return new BigDecimal(d).toBigInteger();
    }

    // ------------------------------------------------------------------ strings

    /** {@code datetime.timedelta(days=1, seconds=2)}. Compare _datetimemodule.c: delta_repr. */
    static String repr(PyTimedelta d) {
        StringBuilder sb = new StringBuilder(d.type.getTpName()).append('(');
        String sep = "";
        if (d.days != 0) {
            sb.append("days=").append(d.days);
            sep = ", ";
        }
        if (d.seconds != 0) {
            sb.append(sep).append("seconds=").append(d.seconds);
            sep = ", ";
        }
        if (d.micros != 0) {
            sb.append(sep).append("microseconds=").append(d.micros);
            sep = ", ";
        }
        if (sep.isEmpty()) {
            sb.append('0');
        }
        return sb.append(')').toString();
    }

    /** {@code -1 day, 0:00:03.000005}. */
    static String str(PyTimedelta d) {
        StringBuilder sb = new StringBuilder(24);
        if (d.days != 0) {
            sb.append(d.days).append(d.days == 1 || d.days == -1 ? " day, " : " days, ");
        }
        int s = d.seconds;
        sb.append(s / 3600).append(':');
        Formats.pad2(sb, s / 60 % 60).append(':');
        Formats.pad2(sb, s % 60);
        if (d.micros != 0) {
            Formats.pad6(sb.append('.'), d.micros);
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ arithmetic

    static PyTimedelta negate(PyTimedelta d) {
        return PyTimedelta.of(-(long) d.days, -(long) d.seconds, -(long) d.micros);
    }

    private static PyObject add(PyObject left, PyObject right) {
        if (left instanceof PyTimedelta a && right instanceof PyTimedelta b) {
            return PyTimedelta.of((long) a.days + b.days, (long) a.seconds + b.seconds,
                    (long) a.micros + b.micros);
        }
        return Py.NotImplemented;
    }

    private static PyObject subtract(PyObject left, PyObject right) {
        if (left instanceof PyTimedelta a && right instanceof PyTimedelta b) {
            return PyTimedelta.of((long) a.days - b.days, (long) a.seconds - b.seconds,
                    (long) a.micros - b.micros);
        }
        return Py.NotImplemented;
    }

    private static PyObject multiply(PyObject left, PyObject right) {
        if (left instanceof PyTimedelta d) {
            if (Args.isInt(right)) {
                return multiplyInt(d, right);
            }
            if (right instanceof PyFloat f) {
                return multiplyRatio(d, f, false);
            }
        } else if (Args.isInt(left)) {
            return multiplyInt(td(right), left);
        } else if (left instanceof PyFloat f) {
            return multiplyRatio(td(right), f, false);
        }
        return Py.NotImplemented;
    }

    private static PyTimedelta multiplyInt(PyTimedelta d, PyObject n) {
        if (n instanceof PyInt i && d.microsFitLong()) {
            long us = d.microsLong();
            long p = us * i.value;
            if (Math.multiplyHigh(us, i.value) == (p >> 63)) {
                return PyTimedelta.ofMicros(p, PyTimedelta.TYPE);
            }
        }
        return PyTimedelta.ofMicros(d.microsBig().multiply(big(n)), PyTimedelta.TYPE);
    }

    /**
     * {@code d * f} ({@code divide} false) or {@code d / f}: the exact ratio of the float,
     * rounded half to even. Compare _datetimemodule.c: multiply_truedivide_timedelta_float.
     */
    private static PyTimedelta multiplyRatio(PyTimedelta d, PyFloat f, boolean divide) {
        BigInteger[] ratio = f.getClass() == PyFloat.class ? integerRatio(f.value)
                : subclassRatio(f);
        BigInteger us = d.microsBig().multiply(divide ? ratio[1] : ratio[0]);
        return PyTimedelta.ofMicros(divideNearest(us, divide ? ratio[0] : ratio[1]),
                PyTimedelta.TYPE);
    }

    private static PyObject floorDivide(PyObject left, PyObject right) {
        if (!(left instanceof PyTimedelta d)) {
            return Py.NotImplemented;
        }
        if (Args.isInt(right)) {
            if (right instanceof PyInt i && d.microsFitLong()) {
                if (i.value == 0) {
                    throw Py.zeroDivisionError("integer division or modulo by zero");
                }
                if (i.value != -1) {
                    return PyTimedelta.ofMicros(Math.floorDiv(d.microsLong(), i.value),
                            PyTimedelta.TYPE);
                }
            }
            BigInteger n = big(right);
            if (n.signum() == 0) {
                throw Py.zeroDivisionError("integer division or modulo by zero");
            }
            return PyTimedelta.ofMicros(PyTimedelta.floorDivMod(d.microsBig(), n)[0],
                    PyTimedelta.TYPE);
        }
        if (right instanceof PyTimedelta e) {
            if (e.isZero()) {
                throw Py.zeroDivisionError("integer division or modulo by zero");
            }
            if (d.microsFitLong() && e.microsFitLong()) {
                return PyInt.of(Math.floorDiv(d.microsLong(), e.microsLong()));
            }
            return Py.newInt(PyTimedelta.floorDivMod(d.microsBig(), e.microsBig())[0]);
        }
        return Py.NotImplemented;
    }

    private static PyObject trueDivide(PyObject left, PyObject right) {
        if (!(left instanceof PyTimedelta d)) {
            return Py.NotImplemented;
        }
        if (right instanceof PyTimedelta e) {
            if (e.isZero()) {
                throw Py.zeroDivisionError("division by zero");
            }
            return divideInts(d, e.microsObject(), e.microsFitLong() ? e.microsLong() : 0);
        }
        if (right instanceof PyFloat f) {
            return multiplyRatio(d, f, true);
        }
        if (Args.isInt(right)) {
            BigInteger n = big(right);
            if (n.signum() == 0) {
                throw Py.zeroDivisionError("integer division or modulo by zero");
            }
            if (right instanceof PyInt i && d.microsFitLong() && i.value != Long.MIN_VALUE) {
                return PyTimedelta.ofMicros(divideNearest(d.microsLong(), i.value),
                        PyTimedelta.TYPE);
            }
            return PyTimedelta.ofMicros(divideNearest(d.microsBig(), n), PyTimedelta.TYPE);
        }
        return Py.NotImplemented;
    }

    /** The microseconds of {@code d} over an int, as Python's int true division. */
    private static PyObject divideInts(PyTimedelta d, PyObject divisor, long small) {
        long limit = 1L << 53;
        if (d.microsFitLong() && small != 0 && Math.abs(d.microsLong()) <= limit
                && Math.abs(small) <= limit) {
            return new PyFloat((double) d.microsLong() / (double) small);  // both exact
        }
        return Abstract.trueDiv(d.microsObject(), divisor);
    }

    private static PyObject remainder(PyObject left, PyObject right) {
        if (!(left instanceof PyTimedelta d) || !(right instanceof PyTimedelta e)) {
            return Py.NotImplemented;
        }
        if (e.isZero()) {
            throw Py.zeroDivisionError("integer modulo by zero");
        }
        if (d.microsFitLong() && e.microsFitLong()) {
            return PyTimedelta.ofMicros(Math.floorMod(d.microsLong(), e.microsLong()),
                    PyTimedelta.TYPE);
        }
        return PyTimedelta.ofMicros(PyTimedelta.floorDivMod(d.microsBig(), e.microsBig())[1],
                PyTimedelta.TYPE);
    }

    private static PyObject divmod(PyObject left, PyObject right) {
        if (!(left instanceof PyTimedelta d) || !(right instanceof PyTimedelta e)) {
            return Py.NotImplemented;
        }
        if (e.isZero()) {
            throw Py.zeroDivisionError("integer division or modulo by zero");
        }
        if (d.microsFitLong() && e.microsFitLong()) {
            long a = d.microsLong();
            long b = e.microsLong();
            return PyTuple.of(PyInt.of(Math.floorDiv(a, b)),
                    PyTimedelta.ofMicros(Math.floorMod(a, b), PyTimedelta.TYPE));
        }
        BigInteger[] qr = PyTimedelta.floorDivMod(d.microsBig(), e.microsBig());
        return PyTuple.of(Py.newInt(qr[0]), PyTimedelta.ofMicros(qr[1], PyTimedelta.TYPE));
    }

    /** {@code total_seconds()}: the microseconds over 10**6, correctly rounded. */
    static PyObject totalSeconds(PyTimedelta d) {
        if (d.microsFitLong() && Math.abs(d.microsLong()) <= (1L << 53)) {
            return new PyFloat(d.microsLong() / 1e6);
        }
        return Abstract.trueDiv(d.microsObject(), PyInt.of(PyTimedelta.US_PER_SECOND));
    }

    // ------------------------------------------------------------------ helpers

    static BigInteger big(PyObject n) {
        if (n instanceof PyInt i) {
            return BigInteger.valueOf(i.value);
        }
        return ((PyBigInt) n).value;
    }

    /** {@code a / b} rounded to the nearest integer, halves to even (b != 0). */
    static BigInteger divideNearest(BigInteger a, BigInteger b) {
        if (b.signum() == 0) {
            throw Py.zeroDivisionError("integer division or modulo by zero");
        }
        BigInteger[] qr = PyTimedelta.floorDivMod(a, b);
        BigInteger twice = qr[1].shiftLeft(1);
        int c = b.signum() > 0 ? twice.compareTo(b) : b.compareTo(twice);
        if (c > 0 || c == 0 && qr[0].testBit(0)) {
            return qr[0].add(BigInteger.ONE);
        }
        return qr[0];
    }

    static long divideNearest(long a, long b) {
        long q = Math.floorDiv(a, b);
        long r = Math.floorMod(a, b);
        // |r| < |b|, and |b| < 2^63, so comparing r with b - r cannot overflow
        long rest = b - r;
        int c = b > 0 ? Long.compare(r, rest) : Long.compare(rest, r);
        if (c > 0 || c == 0 && (q & 1) != 0) {
            q++;
        }
        return q;
    }

    /** {@code f.as_integer_ratio()}: numerator, and a positive denominator in lowest terms. */
    static BigInteger[] integerRatio(double f) {
        if (Double.isInfinite(f)) {
            throw Py.overflowError("cannot convert Infinity to integer ratio");
        }
        if (Double.isNaN(f)) {
            throw Py.valueError("cannot convert NaN to integer ratio");
        }
        if (f == 0.0) {
            return new BigInteger[] {BigInteger.ZERO, BigInteger.ONE};
        }
        long bits = Double.doubleToRawLongBits(f);
        int exp = (int) ((bits >>> 52) & 0x7FF);
        long mant = bits & ((1L << 52) - 1);
        if (exp == 0) {
            exp = 1;
        } else {
            mant |= 1L << 52;
        }
        exp -= 1075;
        int tz = Long.numberOfTrailingZeros(mant);
        mant >>= tz;
        exp += tz;
        BigInteger num = BigInteger.valueOf(f < 0 ? -mant : mant);
        if (exp >= 0) {
            return new BigInteger[] {num.shiftLeft(exp), BigInteger.ONE};
        }
        return new BigInteger[] {num, BigInteger.ONE.shiftLeft(-exp)};
    }

    private static final PyStr AS_INTEGER_RATIO = PyStr.intern("as_integer_ratio");

    /**
     * {@code f.as_integer_ratio()} of a float subclass, which may override it, with CPython's
     * checks of what it returns. Compare _datetimemodule.c: get_float_as_integer_ratio.
     */
    private static BigInteger[] subclassRatio(PyFloat f) {
        PyObject r = Abstract.callMethod(f, AS_INTEGER_RATIO);
        if (!(r instanceof PyTuple t)) {
            throw Py.typeError("unexpected return type from as_integer_ratio(): expected tuple, "
                    + "got '" + r.type.getTpName() + "'");
        }
        if (t.size() != 2) {
            throw Py.valueError("as_integer_ratio() must return a 2-tuple");
        }
        if (!Args.isInt(t.get(0)) || !Args.isInt(t.get(1))) {
            throw Py.typeError("non-integer arguments in division");
        }
        return new BigInteger[] {big(t.get(0)), big(t.get(1))};
    }
}
