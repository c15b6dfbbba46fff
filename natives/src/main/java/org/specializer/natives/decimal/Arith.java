package org.specializer.natives.decimal;

import static org.specializer.natives.decimal.PyDecimal.NEG;

import java.math.BigInteger;

/**
 * The arithmetic of the General Decimal Arithmetic Specification, on {@link PyDecimal} values
 * and an {@link Mpd} work context whose status collects the conditions raised. The algorithms
 * are those of CPython's {@code _pydecimal} (which CPython's tests hold equivalent to
 * libmpdec); as in libmpdec, a condition never stops an operation: the result is the one an
 * untrapped condition gives, and traps are looked at once the operation is done. Coefficients
 * below 10**18 take {@code long} fast paths in addition, multiplication and rounding.
 */
final class Arith {
    private Arith() {}

    static final PyDecimal ZERO = PyDecimal.finite(0, 0, 0);
    static final PyDecimal ONE = PyDecimal.finite(0, 1, 0);
    static final PyDecimal MINUS_ONE = PyDecimal.finite(NEG, 1, 0);

    // ------------------------------------------------------------------ NaN handling

    /** The quiet NaN with {@code d}'s sign and payload, fitted to the context. */
    static PyDecimal quiet(PyDecimal d, Mpd ctx) {
        PyDecimal q = d.isSnan() ? new PyDecimal(PyDecimal.TYPE, (d.flags & NEG) | PyDecimal.NAN,
                d.lc, d.big, 0, d.digits) : d;
        return fixNan(q, ctx);
    }

    /**
     * The NaN result when {@code a} or {@code b} is a NaN (a signaling one raises
     * InvalidOperation), else null. Compare libmpdec: mpd_qcheck_nans.
     */
    static PyDecimal checkNans(PyDecimal a, PyDecimal b, Mpd ctx) {
        if (((a.flags | b.flags) & (PyDecimal.NAN | PyDecimal.SNAN)) == 0) {
            return null;
        }
        PyDecimal choice = b;
        if (a.isSnan()) {
            choice = a;
            ctx.status |= Mpd.INVALID_OPERATION;
        } else if (b.isSnan()) {
            ctx.status |= Mpd.INVALID_OPERATION;
        } else if (a.isQnan()) {
            choice = a;
        }
        return quiet(choice, ctx);
    }

    /** One operand: compare libmpdec mpd_qcheck_nan. */
    static PyDecimal checkNan(PyDecimal a, Mpd ctx) {
        if (!a.isNan()) {
            return null;
        }
        if (a.isSnan()) {
            ctx.status |= Mpd.INVALID_OPERATION;
        }
        return quiet(a, ctx);
    }

    /** A NaN result with an InvalidOperation condition ({@code cond}). */
    static PyDecimal invalid(Mpd ctx, int cond) {
        ctx.status |= cond;
        return PyDecimal.nan();
    }

    /** Cut a NaN's payload to {@code prec - clamp} digits. Compare _pydecimal: _fix_nan. */
    static PyDecimal fixNan(PyDecimal d, Mpd ctx) {
        long max = ctx.prec - ctx.clamp;
        if (d.digits > max && !d.isZeroCoef()) {
            BigInteger p = max <= 0 ? BigInteger.ZERO : d.coef().mod(Coef.pow10(max));
            return PyDecimal.nan(d.sign(), d.flags & (PyDecimal.NAN | PyDecimal.SNAN), p);
        }
        return d;
    }

    // ------------------------------------------------------------------ rounding

    /**
     * Whether truncation to {@code q} must add one: {@code half} compares the discarded digits
     * with one half of a unit of the last kept place (-1, 0, 1), {@code exact} says whether
     * they are all zero.
     */
    static boolean roundUp(int mode, boolean neg, boolean exact, int half, boolean qOdd,
            int qLast) {
        switch (mode) {
            case Mpd.ROUND_DOWN:
                return false;
            case Mpd.ROUND_UP:
                return !exact;
            case Mpd.ROUND_HALF_UP:
                return half >= 0;
            case Mpd.ROUND_HALF_DOWN:
                return half > 0;
            case Mpd.ROUND_HALF_EVEN:
                return half > 0 || half == 0 && qOdd;
            case Mpd.ROUND_CEILING:
                return !exact && !neg;
            case Mpd.ROUND_FLOOR:
                return !exact && neg;
            case Mpd.ROUND_05UP:
                return !exact && (qLast == 0 || qLast == 5);
            default:
                throw new IllegalStateException("rounding " + mode);
        }
    }

    /**
     * A finite nonzero {@code d} rounded to exponent {@code e > d.exp} with {@code mode}: the
     * coefficient may gain a digit from the carry. Sets {@code ctx.inexact}.
     */
    static PyDecimal roundToExp(PyDecimal d, long e, int mode, Mpd ctx) {
        long k = e - d.exp;
        boolean neg = d.isNeg();
        if (k > d.digits) {
            // all digits go, and they are less than half a unit
            ctx.inexact = true;
            boolean up = roundUp(mode, neg, false, -1, false, 0);
            return PyDecimal.finite(d.sign(), up ? 1 : 0, e);
        }
        if (d.big == null) {
            long p = Coef.POW10[(int) k];
            long q = d.lc / p;
            long r = d.lc - q * p;
            boolean exact = r == 0;
            ctx.inexact = !exact;
            if (exact) {
                return PyDecimal.finite(d.sign(), q, e);
            }
            int half = Long.compare(r, p >> 1);
            if (roundUp(mode, neg, false, half, (q & 1) != 0, (int) (q % 10))) {
                q++;
            }
            return PyDecimal.finite(d.sign(), q, e);
        }
        BigInteger p = Coef.pow10(k);
        BigInteger[] qr = d.big.divideAndRemainder(p);
        BigInteger q = qr[0];
        boolean exact = qr[1].signum() == 0;
        ctx.inexact = !exact;
        if (exact) {
            return PyDecimal.finite(d.sign(), q, e);
        }
        int half = qr[1].shiftLeft(1).compareTo(p);
        if (roundUp(mode, neg, false, half, q.testBit(0), q.mod(BigInteger.TEN).intValue())) {
            q = q.add(BigInteger.ONE);
        }
        return PyDecimal.finite(d.sign(), q, e);
    }

    /** {@code d} (finite) with its coefficient times 10**n, exponent lowered by n. */
    static PyDecimal padZeros(PyDecimal d, long n) {
        if (n == 0) {
            return d;
        }
        if (d.big == null && d.digits + n <= 18) {
            return PyDecimal.finite(d.sign(), d.lc * Coef.POW10[(int) n], d.exp - n);
        }
        return PyDecimal.finite(d.sign(), Coef.shiftLeft(d.coef(), n), d.exp - n);
    }

    /**
     * {@code d} with exponent {@code e}, padded or rounded; specials unchanged; no flags.
     * Compare _pydecimal: Decimal._rescale.
     */
    static PyDecimal rescale(PyDecimal d, long e, int mode, Mpd ctx) {
        if (d.isSpecial()) {
            return d;
        }
        if (d.isZero()) {
            return PyDecimal.zero(d.sign(), e);
        }
        if (d.exp >= e) {
            return padZeros(d, d.exp - e);
        }
        return roundToExp(d, e, mode, ctx);
    }

    /** The result of an overflow, by rounding mode. Compare _pydecimal: Overflow.handle. */
    static PyDecimal overflowResult(int sign, Mpd ctx) {
        int r = ctx.round;
        if (r == Mpd.ROUND_HALF_UP || r == Mpd.ROUND_HALF_EVEN || r == Mpd.ROUND_HALF_DOWN
                || r == Mpd.ROUND_UP) {
            return PyDecimal.inf(sign);
        }
        if (sign == 0 && r == Mpd.ROUND_CEILING || sign != 0 && r == Mpd.ROUND_FLOOR) {
            return PyDecimal.inf(sign);
        }
        return PyDecimal.finite(sign, Coef.shiftLeft(BigInteger.ONE, ctx.prec)
                .subtract(BigInteger.ONE), ctx.etop());
    }

    /**
     * Round {@code d} to the context's precision and fit its exponent to the context's limits,
     * raising the conditions the specification asks for. Compare _pydecimal: Decimal._fix and
     * libmpdec: mpd_qfinalize.
     */
    static PyDecimal fix(PyDecimal d, Mpd ctx) {
        if (d.isSpecial()) {
            return d.isNan() ? fixNan(d, ctx) : d;
        }
        long prec = ctx.prec;
        long exp = d.exp;
        if (d.digits <= prec && exp >= ctx.emin - prec + 1 && exp <= ctx.emax - d.digits + 1
                && (ctx.clamp == 0 || exp <= ctx.emax - prec + 1)) {
            // fast path: no rounding, no clamping, no subnormal
            if (!d.isZeroCoef() && d.adjexp() < ctx.emin) {
                ctx.status |= Mpd.SUBNORMAL;
            }
            if (!d.isZeroCoef() || exp <= ctx.emax) {
                return d;
            }
        }
        long etiny = ctx.etiny();
        long etop = ctx.etop();
        if (d.isZero()) {
            long expMax = ctx.clamp == 0 ? ctx.emax : etop;
            long newExp = Math.min(Math.max(exp, etiny), expMax);
            if (newExp != exp) {
                ctx.status |= Mpd.CLAMPED;
                return PyDecimal.zero(d.sign(), newExp);
            }
            return d;
        }
        long expMin = d.digits + exp - prec;
        if (expMin > etop) {
            ctx.status |= Mpd.OVERFLOW | Mpd.INEXACT | Mpd.ROUNDED;
            return overflowResult(d.sign(), ctx);
        }
        boolean subnormal = expMin < etiny;
        if (subnormal) {
            expMin = etiny;
        }
        if (exp < expMin) {
            PyDecimal r = roundToExp(d, expMin, ctx.round, ctx);
            boolean changed = ctx.inexact;
            if (r.digits > prec) {
                // the carry made 10**prec: drop a zero
                r = roundToExp(r, expMin + 1, Mpd.ROUND_DOWN, ctx);
                expMin++;
            }
            PyDecimal ans;
            if (expMin > etop) {
                ctx.status |= Mpd.OVERFLOW;
                ans = overflowResult(d.sign(), ctx);
            } else {
                ans = r;
            }
            if (changed && subnormal) {
                ctx.status |= Mpd.UNDERFLOW;
            }
            if (subnormal) {
                ctx.status |= Mpd.SUBNORMAL;
            }
            if (changed) {
                ctx.status |= Mpd.INEXACT;
            }
            ctx.status |= Mpd.ROUNDED;
            if (ans.isZero()) {
                ctx.status |= Mpd.CLAMPED;
            }
            return ans;
        }
        if (subnormal) {
            ctx.status |= Mpd.SUBNORMAL;
        }
        if (ctx.clamp == 1 && exp > etop) {
            ctx.status |= Mpd.CLAMPED;
            return padZeros(d, exp - etop);
        }
        return d;
    }

    // ------------------------------------------------------------------ comparison

    /**
     * Compare two non-NaN values: -1, 0, 1. Compare _pydecimal: Decimal._cmp.
     */
    static int cmp(PyDecimal a, PyDecimal b) {
        if (a.isSpecial() || b.isSpecial()) {
            int ai = a.isInf() ? (a.isNeg() ? -1 : 1) : 0;
            int bi = b.isInf() ? (b.isNeg() ? -1 : 1) : 0;
            return Integer.compare(ai, bi);
        }
        boolean az = a.isZero();
        boolean bz = b.isZero();
        if (az) {
            return bz ? 0 : (b.isNeg() ? 1 : -1);
        }
        if (bz) {
            return a.isNeg() ? -1 : 1;
        }
        if (a.sign() != b.sign()) {
            return a.isNeg() ? -1 : 1;
        }
        int m = cmpMag(a, b);
        return a.isNeg() ? -m : m;
    }

    /** Compare the magnitudes of two finite nonzero values. */
    static int cmpMag(PyDecimal a, PyDecimal b) {
        long aa = a.adjexp();
        long ba = b.adjexp();
        if (aa != ba) {
            return aa > ba ? 1 : -1;
        }
        long n = Math.max(a.digits, b.digits);
        if (n <= 18) {
            long x = a.lc * Coef.POW10[(int) (n - a.digits)];
            long y = b.lc * Coef.POW10[(int) (n - b.digits)];
            return Long.compare(x, y);
        }
        BigInteger x = Coef.shiftLeft(a.coef(), n - a.digits);
        BigInteger y = Coef.shiftLeft(b.coef(), n - b.digits);
        return x.compareTo(y);
    }

    /** {@code compare}: a Decimal -1, 0, 1 or NaN. */
    static PyDecimal compare(PyDecimal a, PyDecimal b, Mpd ctx) {
        PyDecimal n = checkNans(a, b, ctx);
        if (n != null) {
            return n;
        }
        return ofInt(cmp(a, b));
    }

    /** {@code compare_signal}: every NaN raises InvalidOperation. */
    static PyDecimal compareSignal(PyDecimal a, PyDecimal b, Mpd ctx) {
        PyDecimal n = checkNans(a, b, ctx);
        if (n != null) {
            ctx.status |= Mpd.INVALID_OPERATION;
            return n;
        }
        return ofInt(cmp(a, b));
    }

    static PyDecimal ofInt(int c) {
        return c < 0 ? MINUS_ONE : c > 0 ? ONE : ZERO;
    }

    /** The total order of the abstract representations. Compare _pydecimal: compare_total. */
    static int compareTotal(PyDecimal a, PyDecimal b) {
        if (a.isNeg() && !b.isNeg()) {
            return -1;
        }
        if (!a.isNeg() && b.isNeg()) {
            return 1;
        }
        boolean neg = a.isNeg();
        int an = a.isSnan() ? 2 : a.isQnan() ? 1 : 0;
        int bn = b.isSnan() ? 2 : b.isQnan() ? 1 : 0;
        if (an != 0 || bn != 0) {
            if (an == bn) {
                int c = a.coef().compareTo(b.coef());
                return neg ? -c : c;
            }
            int r;
            if (an == 1) {
                r = 1;
            } else if (bn == 1) {
                r = -1;
            } else if (an == 2) {
                r = 1;
            } else {
                r = -1;
            }
            return neg ? -r : r;
        }
        int c = cmp(a, b);
        if (c != 0) {
            return c;
        }
        if (a.exp < b.exp) {
            return neg ? 1 : -1;
        }
        if (a.exp > b.exp) {
            return neg ? -1 : 1;
        }
        return 0;
    }

    static int compareTotalMag(PyDecimal a, PyDecimal b) {
        return compareTotal(copyAbs(a), copyAbs(b));
    }

    // ------------------------------------------------------------------ sign operations

    static PyDecimal copyAbs(PyDecimal a) {
        return a.isNeg() ? a.withSign(0) : a;
    }

    static PyDecimal copyNegate(PyDecimal a) {
        return a.withSign(a.sign() ^ NEG);
    }

    static PyDecimal copySign(PyDecimal a, PyDecimal b) {
        return a.sign() == b.sign() ? a : a.withSign(b.sign());
    }

    /** {@code -a}. Compare libmpdec: mpd_qminus. */
    static PyDecimal minus(PyDecimal a, Mpd ctx) {
        if (a.isSpecial()) {
            PyDecimal n = checkNan(a, ctx);
            if (n != null) {
                return n;
            }
        }
        PyDecimal r = a.isZero() && ctx.round != Mpd.ROUND_FLOOR ? copyAbs(a) : copyNegate(a);
        return fix(r, ctx);
    }

    /** {@code +a}. Compare libmpdec: mpd_qplus. */
    static PyDecimal plus(PyDecimal a, Mpd ctx) {
        if (a.isSpecial()) {
            PyDecimal n = checkNan(a, ctx);
            if (n != null) {
                return n;
            }
        }
        PyDecimal r = a.isZero() && ctx.round != Mpd.ROUND_FLOOR ? copyAbs(a) : a;
        return fix(r, ctx);
    }

    static PyDecimal abs(PyDecimal a, Mpd ctx) {
        if (a.isSpecial()) {
            PyDecimal n = checkNan(a, ctx);
            if (n != null) {
                return n;
            }
        }
        return a.isNeg() ? minus(a, ctx) : plus(a, ctx);
    }

    // ------------------------------------------------------------------ addition

    static PyDecimal sub(PyDecimal a, PyDecimal b, Mpd ctx) {
        if (a.isSpecial() || b.isSpecial()) {
            PyDecimal n = checkNans(a, b, ctx);
            if (n != null) {
                return n;
            }
        }
        return add(a, copyNegate(b), ctx);
    }

    /** {@code a + b}. Compare _pydecimal: Decimal.__add__. */
    static PyDecimal add(PyDecimal a, PyDecimal b, Mpd ctx) {
        if (a.isSpecial() || b.isSpecial()) {
            PyDecimal n = checkNans(a, b, ctx);
            if (n != null) {
                return n;
            }
            if (a.isInf()) {
                if (a.sign() != b.sign() && b.isInf()) {
                    return invalid(ctx, Mpd.INVALID_OPERATION);
                }
                return a;
            }
            return b;
        }
        if (a.big == null && b.big == null) {
            PyDecimal r = addLongs(a, b, ctx);
            if (r != null) {
                return r;
            }
        }
        long exp = Math.min(a.exp, b.exp);
        boolean negativeZero = ctx.round == Mpd.ROUND_FLOOR && a.sign() != b.sign();
        boolean az = a.isZero();
        boolean bz = b.isZero();
        if (az && bz) {
            int sign = Math.min(a.sign(), b.sign());
            if (negativeZero) {
                sign = NEG;
            }
            return fix(PyDecimal.zero(sign, exp), ctx);
        }
        if (az) {
            exp = Math.max(exp, b.exp - ctx.prec - 1);
            return fix(rescale(b, exp, ctx.round, ctx), ctx);
        }
        if (bz) {
            exp = Math.max(exp, a.exp - ctx.prec - 1);
            return fix(rescale(a, exp, ctx.round, ctx), ctx);
        }
        // _normalize: tmp has the larger exponent; a tiny other is replaced by 10**exp
        BigInteger c1 = a.coef();
        long e1 = a.exp;
        int s1 = a.sign();
        BigInteger c2 = b.coef();
        long e2 = b.exp;
        int s2 = b.sign();
        if (e1 < e2) {
            // swap so that op1 is the one with the larger exponent (the order does not matter
            // for the sum)
            BigInteger tc = c1;
            c1 = c2;
            c2 = tc;
            long te = e1;
            e1 = e2;
            e2 = te;
            int ts = s1;
            s1 = s2;
            s2 = ts;
        }
        long tmpLen = Coef.digits(c1);
        long otherLen = Coef.digits(c2);
        long nexp = e1 + Math.min(-1, tmpLen - ctx.prec - 2);
        if (otherLen + e2 - 1 < nexp) {
            c2 = BigInteger.ONE;
            e2 = nexp;
        }
        c1 = Coef.shiftLeft(c1, e1 - e2);
        long rexp = e2;
        int rsign;
        BigInteger sum;
        if (s1 != s2) {
            int c = c1.compareTo(c2);
            if (c == 0) {
                return fix(PyDecimal.zero(negativeZero ? NEG : 0, exp), ctx);
            }
            if (c > 0) {
                rsign = s1;
                sum = c1.subtract(c2);
            } else {
                rsign = s2;
                sum = c2.subtract(c1);
            }
        } else {
            rsign = s1;
            sum = c1.add(c2);
        }
        return fix(PyDecimal.finite(rsign, sum, rexp), ctx);
    }

    /**
     * Addition of two finite numbers with long coefficients whose aligned sum fits in a long:
     * exact, then fitted to the context. Null when it does not fit.
     */
    private static PyDecimal addLongs(PyDecimal a, PyDecimal b, Mpd ctx) {
        long x = a.lc;
        long y = b.lc;
        long exp;
        if (a.exp == b.exp) {
            exp = a.exp;
        } else if (a.exp > b.exp) {
            long shift = a.exp - b.exp;
            if (x != 0) {
                if (a.digits + shift > 18) {
                    return null;
                }
                x *= Coef.POW10[(int) shift];
            } else if (shift > ctx.prec + 1) {
                return null;
            }
            exp = b.exp;
        } else {
            long shift = b.exp - a.exp;
            if (y != 0) {
                if (b.digits + shift > 18) {
                    return null;
                }
                y *= Coef.POW10[(int) shift];
            } else if (shift > ctx.prec + 1) {
                return null;
            }
            exp = a.exp;
        }
        if (a.isNeg()) {
            x = -x;
        }
        if (b.isNeg()) {
            y = -y;
        }
        long s = x + y;
        int sign;
        if (s == 0) {
            sign = a.isNeg() && b.isNeg() ? NEG
                    : a.sign() != b.sign() && ctx.round == Mpd.ROUND_FLOOR ? NEG : 0;
        } else if (s < 0) {
            sign = NEG;
            s = -s;
        } else {
            sign = 0;
        }
        if (s > PyDecimal.LONG_MAX_COEF) {
            return fix(PyDecimal.finite(sign, BigInteger.valueOf(s), exp), ctx);
        }
        return fix(PyDecimal.finite(sign, s, exp), ctx);
    }

    // ------------------------------------------------------------------ multiplication

    /** {@code a * b}. Compare _pydecimal: Decimal.__mul__. */
    static PyDecimal mul(PyDecimal a, PyDecimal b, Mpd ctx) {
        int sign = a.sign() ^ b.sign();
        if (a.isSpecial() || b.isSpecial()) {
            PyDecimal n = checkNans(a, b, ctx);
            if (n != null) {
                return n;
            }
            if (a.isInf()) {
                if (b.isZero()) {
                    return invalid(ctx, Mpd.INVALID_OPERATION);
                }
                return PyDecimal.inf(sign);
            }
            if (a.isZero()) {
                return invalid(ctx, Mpd.INVALID_OPERATION);
            }
            return PyDecimal.inf(sign);
        }
        return fix(mulExact(a, b, sign), ctx);
    }

    /** The exact product of two finite numbers. */
    static PyDecimal mulExact(PyDecimal a, PyDecimal b, int sign) {
        long exp = a.exp + b.exp;
        if (a.big == null && b.big == null) {
            if (a.digits + b.digits <= 18) {
                return PyDecimal.finite(sign, a.lc * b.lc, exp);
            }
            long hi = Math.multiplyHigh(a.lc, b.lc);
            long lo = a.lc * b.lc;
            if (hi == 0 && lo >= 0 && lo <= PyDecimal.LONG_MAX_COEF) {
                return PyDecimal.finite(sign, lo, exp);
            }
        }
        return PyDecimal.finite(sign, a.coef().multiply(b.coef()), exp);
    }

    /** {@code a * b + c} with one rounding. Compare _pydecimal: Decimal.fma. */
    static PyDecimal fma(PyDecimal a, PyDecimal b, PyDecimal c, Mpd ctx) {
        PyDecimal product;
        if (a.isSpecial() || b.isSpecial()) {
            if (a.isSnan()) {
                ctx.status |= Mpd.INVALID_OPERATION;
                return quiet(a, ctx);
            }
            if (b.isSnan()) {
                ctx.status |= Mpd.INVALID_OPERATION;
                return quiet(b, ctx);
            }
            if (a.isQnan()) {
                product = a;
            } else if (b.isQnan()) {
                product = b;
            } else if (a.isInf()) {
                if (b.isZero()) {
                    return invalid(ctx, Mpd.INVALID_OPERATION);
                }
                product = PyDecimal.inf(a.sign() ^ b.sign());
            } else {
                if (a.isZero()) {
                    return invalid(ctx, Mpd.INVALID_OPERATION);
                }
                product = PyDecimal.inf(a.sign() ^ b.sign());
            }
        } else {
            product = mulExact(a, b, a.sign() ^ b.sign());
        }
        return add(product, c, ctx);
    }

    // ------------------------------------------------------------------ division

    /** {@code a / b}. Compare _pydecimal: Decimal.__truediv__. */
    static PyDecimal div(PyDecimal a, PyDecimal b, Mpd ctx) {
        int sign = a.sign() ^ b.sign();
        if (a.isSpecial() || b.isSpecial()) {
            PyDecimal n = checkNans(a, b, ctx);
            if (n != null) {
                return n;
            }
            if (a.isInf() && b.isInf()) {
                return invalid(ctx, Mpd.INVALID_OPERATION);
            }
            if (a.isInf()) {
                return PyDecimal.inf(sign);
            }
            ctx.status |= Mpd.CLAMPED;
            return PyDecimal.zero(sign, ctx.etiny());
        }
        if (b.isZero()) {
            if (a.isZero()) {
                return invalid(ctx, Mpd.DIVISION_UNDEFINED);
            }
            ctx.status |= Mpd.DIVISION_BY_ZERO;
            return PyDecimal.inf(sign);
        }
        PyDecimal ans;
        if (a.isZero()) {
            ans = PyDecimal.zero(sign, a.exp - b.exp);
        } else {
            long shift = b.digits - a.digits + ctx.prec + 1;
            long exp = a.exp - b.exp - shift;
            BigInteger[] qr;
            if (shift >= 0) {
                qr = Coef.shiftLeft(a.coef(), shift).divideAndRemainder(b.coef());
            } else {
                qr = a.coef().divideAndRemainder(Coef.shiftLeft(b.coef(), -shift));
            }
            BigInteger coeff = qr[0];
            if (qr[1].signum() != 0) {
                // inexact: make sure that the last digit is neither 0 nor 5
                if (coeff.mod(BigInteger.valueOf(5)).signum() == 0) {
                    coeff = coeff.add(BigInteger.ONE);
                }
            } else {
                // exact: as close to the ideal exponent as possible
                long ideal = a.exp - b.exp;
                if (exp < ideal) {
                    long tz = Math.min(Coef.trailingZeros(coeff), ideal - exp);
                    if (tz > 0) {
                        coeff = coeff.divide(Coef.pow10(tz));
                        exp += tz;
                    }
                }
            }
            ans = PyDecimal.finite(sign, coeff, exp);
        }
        return fix(ans, ctx);
    }

    /**
     * {@code (a // b, a % b)} to the context's precision, for a not infinite, b nonzero, no
     * NaN; null entries mean DivisionImpossible (already in the status). Compare _pydecimal:
     * Decimal._divide.
     */
    private static PyDecimal[] divide(PyDecimal a, PyDecimal b, Mpd ctx) {
        int sign = a.sign() ^ b.sign();
        long idealExp = b.isInf() ? a.exp : Math.min(a.exp, b.exp);
        long expdiff = a.adjexp() - (b.isInf() ? 0 : b.adjexp());
        if (a.isZero() || b.isInf() || expdiff <= -2) {
            return new PyDecimal[] {PyDecimal.zero(sign, 0), rescale(a, idealExp, ctx.round,
                    ctx)};
        }
        if (expdiff <= ctx.prec) {
            BigInteger c1 = a.coef();
            BigInteger c2 = b.coef();
            if (a.exp >= b.exp) {
                c1 = Coef.shiftLeft(c1, a.exp - b.exp);
            } else {
                c2 = Coef.shiftLeft(c2, b.exp - a.exp);
            }
            BigInteger[] qr = c1.divideAndRemainder(c2);
            if (Coef.digits(qr[0]) <= ctx.prec) {
                return new PyDecimal[] {PyDecimal.finite(sign, qr[0], 0),
                    PyDecimal.finite(a.sign(), qr[1], idealExp)};
            }
        }
        ctx.status |= Mpd.DIVISION_IMPOSSIBLE;
        PyDecimal nan = PyDecimal.nan();
        return new PyDecimal[] {nan, nan};
    }

    /** {@code divmod(a, b)}. Compare _pydecimal: Decimal.__divmod__. */
    static PyDecimal[] divmod(PyDecimal a, PyDecimal b, Mpd ctx) {
        PyDecimal n = checkNans(a, b, ctx);
        if (n != null) {
            return new PyDecimal[] {n, n};
        }
        int sign = a.sign() ^ b.sign();
        if (a.isInf()) {
            if (b.isInf()) {
                PyDecimal nan = invalid(ctx, Mpd.INVALID_OPERATION);
                return new PyDecimal[] {nan, nan};
            }
            return new PyDecimal[] {PyDecimal.inf(sign), invalid(ctx, Mpd.INVALID_OPERATION)};
        }
        if (b.isZero()) {
            if (a.isZero()) {
                PyDecimal nan = invalid(ctx, Mpd.DIVISION_UNDEFINED);
                return new PyDecimal[] {nan, nan};
            }
            ctx.status |= Mpd.DIVISION_BY_ZERO;
            return new PyDecimal[] {PyDecimal.inf(sign), invalid(ctx, Mpd.INVALID_OPERATION)};
        }
        PyDecimal[] qr = divide(a, b, ctx);
        if (!qr[1].isNan()) {
            // libmpdec fits the quotient too (a zero takes the clamped exponent), unless the
            // divisor is infinite
            if (!b.isInf()) {
                qr[0] = fix(qr[0], ctx);
            }
            qr[1] = fix(qr[1], ctx);
        }
        return qr;
    }

    /** {@code a % b}. Compare _pydecimal: Decimal.__mod__. */
    static PyDecimal rem(PyDecimal a, PyDecimal b, Mpd ctx) {
        PyDecimal n = checkNans(a, b, ctx);
        if (n != null) {
            return n;
        }
        if (a.isInf()) {
            return invalid(ctx, Mpd.INVALID_OPERATION);
        }
        if (b.isZero()) {
            return invalid(ctx, a.isZero() ? Mpd.DIVISION_UNDEFINED : Mpd.INVALID_OPERATION);
        }
        PyDecimal r = divide(a, b, ctx)[1];
        return r.isNan() ? r : fix(r, ctx);
    }

    /** {@code a // b}. Compare _pydecimal: Decimal.__floordiv__ and libmpdec: mpd_qdivint. */
    static PyDecimal divint(PyDecimal a, PyDecimal b, Mpd ctx) {
        PyDecimal n = checkNans(a, b, ctx);
        if (n != null) {
            return n;
        }
        if (a.isInf()) {
            if (b.isInf()) {
                return invalid(ctx, Mpd.INVALID_OPERATION);
            }
            return PyDecimal.inf(a.sign() ^ b.sign());
        }
        if (b.isZero()) {
            if (!a.isZero()) {
                ctx.status |= Mpd.DIVISION_BY_ZERO;
                return PyDecimal.inf(a.sign() ^ b.sign());
            }
            return invalid(ctx, Mpd.DIVISION_UNDEFINED);
        }
        PyDecimal q = divide(a, b, ctx)[0];
        return q.isNan() || b.isInf() ? q : fix(q, ctx);
    }

    /** {@code remainder_near}. Compare _pydecimal: Decimal.remainder_near. */
    static PyDecimal remNear(PyDecimal a, PyDecimal b, Mpd ctx) {
        PyDecimal n = checkNans(a, b, ctx);
        if (n != null) {
            return n;
        }
        if (a.isInf()) {
            return invalid(ctx, Mpd.INVALID_OPERATION);
        }
        if (b.isZero()) {
            return invalid(ctx, a.isZero() ? Mpd.DIVISION_UNDEFINED : Mpd.INVALID_OPERATION);
        }
        if (b.isInf()) {
            return fix(a, ctx);
        }
        long idealExp = Math.min(a.exp, b.exp);
        if (a.isZero()) {
            return fix(PyDecimal.zero(a.sign(), idealExp), ctx);
        }
        long expdiff = a.adjexp() - b.adjexp();
        if (expdiff >= ctx.prec + 1) {
            return invalid(ctx, Mpd.DIVISION_IMPOSSIBLE);
        }
        if (expdiff <= -2) {
            return fix(rescale(a, idealExp, ctx.round, ctx), ctx);
        }
        BigInteger c1 = a.coef();
        BigInteger c2 = b.coef();
        if (a.exp >= b.exp) {
            c1 = Coef.shiftLeft(c1, a.exp - b.exp);
        } else {
            c2 = Coef.shiftLeft(c2, b.exp - a.exp);
        }
        BigInteger[] qr = c1.divideAndRemainder(c2);
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        if (r.shiftLeft(1).add(q.testBit(0) ? BigInteger.ONE : BigInteger.ZERO)
                .compareTo(c2) > 0) {
            r = r.subtract(c2);
            q = q.add(BigInteger.ONE);
        }
        if (Coef.digits(q) > ctx.prec) {
            return invalid(ctx, Mpd.DIVISION_IMPOSSIBLE);
        }
        int sign = a.sign();
        if (r.signum() < 0) {
            sign ^= NEG;
            r = r.negate();
        }
        return fix(PyDecimal.finite(sign, r, idealExp), ctx);
    }

    // ------------------------------------------------------------------ max and min

    private static PyDecimal maxMinNans(PyDecimal a, PyDecimal b, Mpd ctx) {
        if (a.isQnan() && !b.isNan()) {
            return fix(b, ctx);
        }
        if (b.isQnan() && !a.isNan()) {
            return fix(a, ctx);
        }
        return checkNans(a, b, ctx);
    }

    /** {@code max}/{@code min} ({@code mag}: by magnitude). Compare _pydecimal: Decimal.max. */
    static PyDecimal maxMin(PyDecimal a, PyDecimal b, boolean max, boolean mag, Mpd ctx) {
        if (a.isNan() || b.isNan()) {
            return maxMinNans(a, b, ctx);
        }
        int c = mag ? cmp(copyAbs(a), copyAbs(b)) : cmp(a, b);
        if (c == 0) {
            c = compareTotal(a, b);
        }
        PyDecimal ans;
        if (max) {
            ans = c == -1 ? b : a;
        } else {
            ans = c == -1 ? a : b;
        }
        return fix(ans, ctx);
    }

    // ------------------------------------------------------------------ exponent operations

    /** {@code normalize}. Compare libmpdec: mpd_qreduce. */
    static PyDecimal reduce(PyDecimal a, Mpd ctx) {
        if (a.isSpecial()) {
            PyDecimal n = checkNan(a, ctx);
            return n != null ? n : a;
        }
        PyDecimal d = fix(a, ctx);
        if (d.isSpecial()) {
            return d;
        }
        if (d.isZero()) {
            return PyDecimal.zero(d.sign(), 0);
        }
        long maxExp = ctx.clamp == 1 ? ctx.etop() : ctx.emax;
        long shift = Math.min(Coef.trailingZeros(d), maxExp - d.exp);
        if (shift <= 0) {
            return d;
        }
        if (d.big == null) {
            return PyDecimal.finite(d.sign(), d.lc / Coef.POW10[(int) shift], d.exp + shift);
        }
        return PyDecimal.finite(d.sign(), d.big.divide(Coef.pow10(shift)), d.exp + shift);
    }

    /** {@code quantize}. Compare _pydecimal: Decimal.quantize. */
    static PyDecimal quantize(PyDecimal a, PyDecimal b, Mpd ctx) {
        if (a.isSpecial() || b.isSpecial()) {
            PyDecimal n = checkNans(a, b, ctx);
            if (n != null) {
                return n;
            }
            if (a.isInf() && b.isInf()) {
                return a;
            }
            return invalid(ctx, Mpd.INVALID_OPERATION);
        }
        long e = b.exp;
        if (e < ctx.etiny() || e > ctx.emax) {
            return invalid(ctx, Mpd.INVALID_OPERATION);
        }
        if (a.isZero()) {
            return fix(PyDecimal.zero(a.sign(), e), ctx);
        }
        if (a.adjexp() > ctx.emax || a.adjexp() - e + 1 > ctx.prec) {
            return invalid(ctx, Mpd.INVALID_OPERATION);
        }
        PyDecimal ans = rescale(a, e, ctx.round, ctx);
        boolean inexact = a.exp < e && ctx.inexact;
        if (ans.adjexp() > ctx.emax || ans.digits > ctx.prec) {
            return invalid(ctx, Mpd.INVALID_OPERATION);
        }
        if (!ans.isZero() && ans.adjexp() < ctx.emin) {
            ctx.status |= Mpd.SUBNORMAL;
        }
        if (ans.exp > a.exp) {
            if (inexact) {
                ctx.status |= Mpd.INEXACT;
            }
            ctx.status |= Mpd.ROUNDED;
        }
        return fix(ans, ctx);
    }

    /** {@code same_quantum}. */
    static boolean sameQuantum(PyDecimal a, PyDecimal b) {
        if (a.isSpecial() || b.isSpecial()) {
            return a.isNan() && b.isNan() || a.isInf() && b.isInf();
        }
        return a.exp == b.exp;
    }

    /**
     * {@code to_integral_value} ({@code exact} false) and {@code to_integral_exact}, with the
     * given rounding. Compare _pydecimal: Decimal.to_integral_exact.
     */
    static PyDecimal roundToInt(PyDecimal a, int rounding, boolean exact, Mpd ctx) {
        if (a.isSpecial()) {
            PyDecimal n = checkNan(a, ctx);
            return n != null ? n : a;
        }
        if (a.exp >= 0) {
            return a;
        }
        if (a.isZero()) {
            return exact ? PyDecimal.zero(a.sign(), 0) : rescale(a, 0, rounding, ctx);
        }
        PyDecimal ans = rescale(a, 0, rounding, ctx);
        if (exact) {
            if (ctx.inexact) {
                ctx.status |= Mpd.INEXACT;
            }
            ctx.status |= Mpd.ROUNDED;
        }
        return ans;
    }
}
