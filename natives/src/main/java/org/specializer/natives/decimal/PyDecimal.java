package org.specializer.natives.decimal;

import java.math.BigInteger;
import org.specializer.api.Finalization;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * {@code decimal.Decimal}: an immutable decimal number, {@code (-1)**sign * coefficient *
 * 10**exp}, or an infinity, a quiet NaN or a signaling NaN (whose coefficient is the NaN's
 * payload). A coefficient below 10**18 is kept in a {@code long} ({@link #lc}, with {@link #big}
 * null), so that the arithmetic of money amounts runs without {@link BigInteger}; a larger one
 * is in {@link #big}. {@link #digits} is the number of digits of the coefficient (1 for zero).
 * The Python-visible methods are in {@link DecimalMethods}, the arithmetic in {@link Arith}.
 */
class PyDecimal extends PyObject {
    static final PyType TYPE = PyType.builtin("Decimal", PyDecimal.class, PyType.OBJECT,
            PyType.BASETYPE, DecimalMethods::define).withModule("decimal").withDottedTpName();

    static final int NEG = 1;
    static final int INF = 2;
    static final int NAN = 4;
    static final int SNAN = 8;
    static final int SPECIAL = INF | NAN | SNAN;

    /** The largest coefficient kept in a long. */
    static final long LONG_MAX_COEF = 999_999_999_999_999_999L;

    final int flags;
    final long exp;
    final long lc;
    final BigInteger big;
    final long digits;

    PyDecimal(PyType type, int flags, long lc, BigInteger big, long exp, long digits) {
        super(type);
        this.flags = flags;
        this.lc = lc;
        this.big = big;
        this.exp = exp;
        this.digits = digits;
    }

    // ------------------------------------------------------------------ factories

    /** A finite number with a nonnegative long coefficient. */
    static PyDecimal finite(int sign, long coef, long exp) {
        if (coef > LONG_MAX_COEF) {
            return new PyDecimal(TYPE, sign, 0, BigInteger.valueOf(coef), exp, 19);
        }
        return new PyDecimal(TYPE, sign, coef, null, exp, Coef.digits(coef));
    }

    /** A finite number with any nonnegative coefficient. */
    static PyDecimal finite(int sign, BigInteger coef, long exp) {
        if (coef.bitLength() < 64 && coef.longValue() <= LONG_MAX_COEF) {
            return finite(sign, coef.longValue(), exp);
        }
        return new PyDecimal(TYPE, sign, 0, coef, exp, Coef.digits(coef));
    }

    static PyDecimal zero(int sign, long exp) {
        return new PyDecimal(TYPE, sign, 0, null, exp, 1);
    }

    static PyDecimal inf(int sign) {
        return new PyDecimal(TYPE, sign | INF, 0, null, 0, 1);
    }

    /** A quiet or signaling NaN ({@code kind} NAN or SNAN) with a payload (0 for none). */
    static PyDecimal nan(int sign, int kind, BigInteger payload) {
        PyDecimal p = finite(0, payload, 0);
        return new PyDecimal(TYPE, sign | kind, p.lc, p.big, 0, p.digits);
    }

    /** The default NaN of an invalid operation. */
    static PyDecimal nan() {
        return new PyDecimal(TYPE, NAN, 0, null, 0, 1);
    }

    /** This value, as an instance of {@code type} (a subclass of Decimal). */
    PyDecimal withType(PyType type) {
        if (type == TYPE) {
            return this.type == TYPE ? this : new PyDecimal(TYPE, flags, lc, big, exp, digits);
        }
        return new Derived(type, flags, lc, big, exp, digits);
    }

    /** A copy with another sign. */
    PyDecimal withSign(int sign) {
        return new PyDecimal(TYPE, (flags & ~NEG) | sign, lc, big, exp, digits);
    }

    /** A copy with another exponent (finite numbers). */
    PyDecimal withExp(long e) {
        return new PyDecimal(TYPE, flags, lc, big, e, digits);
    }

    // ------------------------------------------------------------------ predicates

    final int sign() {
        return flags & NEG;
    }

    final boolean isNeg() {
        return (flags & NEG) != 0;
    }

    final boolean isSpecial() {
        return (flags & SPECIAL) != 0;
    }

    final boolean isNan() {
        return (flags & (NAN | SNAN)) != 0;
    }

    final boolean isQnan() {
        return (flags & NAN) != 0;
    }

    final boolean isSnan() {
        return (flags & SNAN) != 0;
    }

    final boolean isInf() {
        return (flags & INF) != 0;
    }

    final boolean isFinite() {
        return (flags & SPECIAL) == 0;
    }

    /** A zero coefficient (also true of a NaN without payload and of infinities). */
    final boolean isZeroCoef() {
        return big == null && lc == 0;
    }

    /** A finite zero. */
    final boolean isZero() {
        return (flags & SPECIAL) == 0 && big == null && lc == 0;
    }

    /** The coefficient as a BigInteger. */
    final BigInteger coef() {
        return big != null ? big : BigInteger.valueOf(lc);
    }

    /** The exponent of the most significant digit (libmpdec's {@code mpd_adjexp}). */
    final long adjexp() {
        return exp + digits - 1;
    }

    /** Whether the value is an integer (finite, no nonzero digit after the point). */
    final boolean isInteger() {
        if (isSpecial()) {
            return false;
        }
        if (exp >= 0 || isZero()) {
            return true;
        }
        return Coef.trailingZeros(this) >= -exp;
    }

    /** An instance of a Python subclass of Decimal. */
    static final class Derived extends PyDecimal {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);

        Derived(PyType type, int flags, long lc, BigInteger big, long exp, long digits) {
            super(type, flags, lc, big, exp, digits);
        }

        @Override
        public PyDict getDict() {
            if (dict == null && type.instancesHaveDict()) {
                dict = new PyDict();
            }
            return dict;
        }

        @Override
        public boolean setDict(PyDict d) {
            dict = d;
            return true;
        }
    }
}
