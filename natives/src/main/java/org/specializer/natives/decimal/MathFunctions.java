package org.specializer.natives.decimal;

import static org.specializer.natives.decimal.PyDecimal.NEG;

import java.math.BigInteger;

/**
 * The correctly rounded functions {@code exp}, {@code ln}, {@code log10} and {@code sqrt}, and
 * powers. The first four follow CPython's {@code _pydecimal} step by step (its fixed-point
 * integer approximations {@code _ilog}, {@code _iexp}, {@code _dlog}, {@code _dexp}, retried
 * with more digits until the result rounds unambiguously), with BigInteger for Python's ints:
 * correctly rounded results are unique, so they are libmpdec's. Powers follow libmpdec's
 * {@code mpd_qpow} instead, whose integer powers are not always correctly rounded: CPython's
 * results are what it gives.
 */
final class MathFunctions {
    private MathFunctions() {}

    private static final BigInteger FIVE = BigInteger.valueOf(5);
    private static final long LOG_L = 8;

    // ------------------------------------------------------------------ integer helpers

    /** {@code len(str(x))}, the minus sign included, as Python counts it. */
    private static long lenStr(BigInteger x) {
        return Coef.digits(x.abs()) + (x.signum() < 0 ? 1 : 0);
    }

    private static BigInteger big(long v) {
        return BigInteger.valueOf(v);
    }

    /** Closest integer to x / 2**shift, ties to even. */
    private static BigInteger rshiftNearest(BigInteger x, long shift) {
        BigInteger b = BigInteger.ONE.shiftLeft((int) shift);
        BigInteger q = x.shiftRight((int) shift);
        BigInteger lhs = x.and(b.subtract(BigInteger.ONE)).shiftLeft(1)
                .add(q.testBit(0) ? BigInteger.ONE : BigInteger.ZERO);
        return lhs.compareTo(b) > 0 ? q.add(BigInteger.ONE) : q;
    }

    /** Closest integer to the square root of n > 0, starting from a > 0. */
    private static BigInteger sqrtNearest(BigInteger n, BigInteger a) {
        BigInteger b = BigInteger.ZERO;
        while (!a.equals(b)) {
            b = a;
            a = a.subtract(Coef.floorDiv(n.negate(), a)).shiftRight(1);
        }
        return a;
    }

    /** {@code -(-a // b)}: the ceiling of a / b for positive b. */
    private static long ceilDiv(long a, long b) {
        return -Math.floorDiv(-a, b);
    }

    /** Integer approximation to M*log(x/M). Compare _pydecimal: _ilog. */
    private static BigInteger ilog(BigInteger x, BigInteger m) {
        BigInteger y = x.subtract(m);
        long r = 0;
        while (true) {
            BigInteger ay = y.abs();
            boolean go = r <= LOG_L ? ay.shiftLeft((int) (LOG_L - r)).compareTo(m) >= 0
                    : ay.shiftRight((int) (r - LOG_L)).compareTo(m) >= 0;
            if (!go) {
                break;
            }
            y = Coef.divNearest(m.multiply(y).shiftLeft(1), m.add(sqrtNearest(m.multiply(
                    m.add(rshiftNearest(y, r))), m)));
            r++;
        }
        long t = ceilDiv(10 * lenStr(m), 3 * LOG_L);
        BigInteger yshift = rshiftNearest(y, r);
        BigInteger w = Coef.divNearest(m, big(t));
        for (long k = t - 1; k > 0; k--) {
            w = Coef.divNearest(m, big(k)).subtract(Coef.divNearest(yshift.multiply(w), m));
        }
        return Coef.divNearest(w.multiply(y), m);
    }

    /** Integer approximation to 10**p * log10(c*10**e). Compare _pydecimal: _dlog10. */
    private static BigInteger dlog10(BigInteger c, long e, long p) {
        p += 2;
        long l = lenStr(c);
        long f = e + l - (e + l >= 1 ? 1 : 0);
        BigInteger logD;
        BigInteger logTenpower;
        if (p > 0) {
            BigInteger m = Coef.pow10(p);
            long k = e + p - f;
            if (k >= 0) {
                c = c.multiply(Coef.pow10(k));
            } else {
                c = Coef.divNearest(c, Coef.pow10(-k));
            }
            logD = ilog(c, m);
            BigInteger log10 = log10Digits(p);
            logD = Coef.divNearest(logD.multiply(m), log10);
            logTenpower = big(f).multiply(m);
        } else {
            logD = BigInteger.ZERO;
            logTenpower = Coef.divNearest(big(f), Coef.pow10(-p));
        }
        return Coef.divNearest(logTenpower.add(logD), big(100));
    }

    /** Integer approximation to 10**p * log(c*10**e). Compare _pydecimal: _dlog. */
    private static BigInteger dlog(BigInteger c, long e, long p) {
        p += 2;
        long l = lenStr(c);
        long f = e + l - (e + l >= 1 ? 1 : 0);
        BigInteger logD;
        if (p > 0) {
            long k = e + p - f;
            if (k >= 0) {
                c = c.multiply(Coef.pow10(k));
            } else {
                c = Coef.divNearest(c, Coef.pow10(-k));
            }
            logD = ilog(c, Coef.pow10(p));
        } else {
            logD = BigInteger.ZERO;
        }
        BigInteger fLogTen;
        if (f != 0) {
            long extra = lenStr(big(Math.abs(f))) - 1;
            if (p + extra >= 0) {
                fLogTen = Coef.divNearest(big(f).multiply(log10Digits(p + extra)),
                        Coef.pow10(extra));
            } else {
                fLogTen = BigInteger.ZERO;
            }
        } else {
            fLogTen = BigInteger.ZERO;
        }
        return Coef.divNearest(fLogTen.add(logD), big(100));
    }

    /** The digits of log(10) computed so far (truncated, all correct). */
    private static String log10Digits = "23025850929940456840179914546843642076011014886";

    /** {@code floor(10**p * log(10))}. Compare _pydecimal: _Log10Memoize.getdigits. */
    private static synchronized BigInteger log10Digits(long p) {
        if (p >= log10Digits.length()) {
            long extra = 3;
            String digits;
            while (true) {
                BigInteger m = Coef.pow10(p + extra + 2);
                digits = Coef.divNearest(ilog(m.multiply(BigInteger.TEN), m), big(100))
                        .toString();
                String tail = digits.substring(digits.length() - (int) extra);
                if (!tail.equals("0".repeat((int) extra))) {
                    break;
                }
                extra += 3;
            }
            String stripped = digits.replaceAll("0+$", "");
            log10Digits = stripped.substring(0, stripped.length() - 1);
        }
        return new BigInteger(log10Digits.substring(0, (int) p + 1));
    }

    /** Integer approximation to M*exp(x/M). Compare _pydecimal: _iexp. */
    private static BigInteger iexp(BigInteger x, BigInteger m) {
        long r = Coef.floorDiv(x.shiftLeft((int) LOG_L), m).bitLength();
        long t = ceilDiv(10 * lenStr(m), 3 * LOG_L);
        BigInteger y = Coef.divNearest(x, big(t));
        BigInteger mshift = m.shiftLeft((int) r);
        for (long i = t - 1; i > 0; i--) {
            y = Coef.divNearest(x.multiply(mshift.add(y)), mshift.multiply(big(i)));
        }
        for (long k = r - 1; k >= 0; k--) {
            mshift = m.shiftLeft((int) k + 2);
            y = Coef.divNearest(y.multiply(y.add(mshift)), mshift);
        }
        return m.add(y);
    }

    /**
     * {@code (d, f)} with d*10**f approximating exp(c*10**e) to p digits, error in d under 1.
     * Compare _pydecimal: _dexp.
     */
    private static BigInteger[] dexp(BigInteger c, long e, long p) {
        p += 2;
        long extra = Math.max(0, e + lenStr(c) - 1);
        long q = p + extra;
        long shift = e + q;
        BigInteger cshift;
        if (shift >= 0) {
            cshift = c.multiply(Coef.pow10(shift));
        } else {
            cshift = Coef.floorDiv(c, Coef.pow10(-shift));
        }
        BigInteger[] qr = Coef.floorDivmod(cshift, log10Digits(q));
        BigInteger rem = Coef.divNearest(qr[1], Coef.pow10(extra));
        return new BigInteger[] {Coef.divNearest(iexp(rem, Coef.pow10(p)), big(1000)),
            qr[0].subtract(big(p)).add(big(3))};
    }

    /** {@code true} when {@code coeff % (5*10**(len(str(coeff))-p-1))} is nonzero. */
    private static boolean roundable(BigInteger coeff, long p) {
        long n = lenStr(coeff.abs()) - p - 1;
        BigInteger m = FIVE.multiply(Coef.pow10(n));
        return Coef.floorMod(coeff, m).signum() != 0;
    }

    /** A finite value from a BigInteger exponent, saturated far outside every context. */
    private static PyDecimal triple(int sign, BigInteger coef, BigInteger exp) {
        return PyDecimal.finite(sign, coef, saturate(exp));
    }

    static long saturate(BigInteger e) {
        long lim = 4_000_000_000_000_000_000L;
        if (e.compareTo(big(lim)) > 0) {
            return lim;
        }
        if (e.compareTo(big(-lim)) < 0) {
            return -lim;
        }
        return e.longValue();
    }

    /** Fit {@code ans} with ROUND_HALF_EVEN, whatever the context's rounding. */
    private static PyDecimal fixHalfEven(PyDecimal ans, Mpd ctx) {
        int saved = ctx.round;
        ctx.round = Mpd.ROUND_HALF_EVEN;
        try {
            return Arith.fix(ans, ctx);
        } finally {
            ctx.round = saved;
        }
    }

    // ------------------------------------------------------------------ exp

    /** {@code e ** a}. Compare _pydecimal: Decimal.exp. */
    static PyDecimal exp(PyDecimal a, Mpd ctx) {
        PyDecimal n = Arith.checkNan(a, ctx);
        if (n != null) {
            return n;
        }
        if (a.isInf()) {
            return a.isNeg() ? Arith.ZERO : a;
        }
        if (a.isZero()) {
            return Arith.ONE;
        }
        long p = ctx.prec;
        long adj = a.adjexp();
        PyDecimal ans;
        if (!a.isNeg() && adj > lenStr(big(ctx.emax + 1).multiply(big(3)))) {
            ans = PyDecimal.finite(0, 1, ctx.emax + 1);
        } else if (a.isNeg() && adj > lenStr(big(-ctx.etiny() + 1).multiply(big(3)))) {
            ans = PyDecimal.finite(0, 1, ctx.etiny() - 1);
        } else if (!a.isNeg() && adj < -p) {
            ans = PyDecimal.finite(0, Coef.pow10(p).add(BigInteger.ONE), -p);
        } else if (a.isNeg() && adj < -p - 1) {
            ans = PyDecimal.finite(0, Coef.pow10(p + 1).subtract(BigInteger.ONE), -p - 1);
        } else {
            BigInteger c = a.coef();
            if (a.isNeg()) {
                c = c.negate();
            }
            long extra = 3;
            BigInteger[] ce;
            while (true) {
                ce = dexp(c, a.exp, p + extra);
                if (roundable(ce[0], p)) {
                    break;
                }
                extra += 3;
            }
            ans = triple(0, ce[0], ce[1]);
        }
        return fixHalfEven(ans, ctx);
    }

    // ------------------------------------------------------------------ logarithms

    /** A lower bound for the adjusted exponent of ln(a). Compare _pydecimal: _ln_exp_bound. */
    private static long lnExpBound(PyDecimal a) {
        long adj = a.adjexp();
        if (adj >= 1) {
            return lenStr(big(adj).multiply(big(23)).divide(BigInteger.TEN)) - 1;
        }
        if (adj <= -2) {
            return lenStr(big(-1 - adj).multiply(big(23)).divide(BigInteger.TEN)) - 1;
        }
        BigInteger c = a.coef();
        long e = a.exp;
        if (adj == 0) {
            String num = c.subtract(Coef.pow10(-e)).toString();
            String den = c.toString();
            return num.length() - den.length() - (num.compareTo(den) < 0 ? 1 : 0);
        }
        return e + lenStr(Coef.pow10(-e).subtract(c)) - 1;
    }

    /** {@code ln(a)}. Compare _pydecimal: Decimal.ln. */
    static PyDecimal ln(PyDecimal a, Mpd ctx) {
        PyDecimal n = Arith.checkNan(a, ctx);
        if (n != null) {
            return n;
        }
        if (a.isZero()) {
            return PyDecimal.inf(NEG);
        }
        if (a.isInf() && !a.isNeg()) {
            return a;
        }
        if (!a.isNeg() && Arith.cmp(a, Arith.ONE) == 0) {
            return Arith.ZERO;
        }
        if (a.isNeg()) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        BigInteger c = a.coef();
        long e = a.exp;
        long p = ctx.prec;
        long places = p - lnExpBound(a) + 2;
        BigInteger coeff;
        while (true) {
            coeff = dlog(c, e, places);
            if (roundable(coeff, p)) {
                break;
            }
            places += 3;
        }
        PyDecimal ans = PyDecimal.finite(coeff.signum() < 0 ? NEG : 0, coeff.abs(), -places);
        return fixHalfEven(ans, ctx);
    }

    /** A lower bound for the adjusted exponent of log10(a). Compare _pydecimal. */
    private static long log10ExpBound(PyDecimal a) {
        long adj = a.adjexp();
        if (adj >= 1) {
            return lenStr(big(adj)) - 1;
        }
        if (adj <= -2) {
            return lenStr(big(-1 - adj)) - 1;
        }
        BigInteger c = a.coef();
        long e = a.exp;
        if (adj == 0) {
            String num = c.subtract(Coef.pow10(-e)).toString();
            String den = c.multiply(big(231)).toString();
            return num.length() - den.length() - (num.compareTo(den) < 0 ? 1 : 0) + 2;
        }
        String num = Coef.pow10(-e).subtract(c).toString();
        return num.length() + e - (num.compareTo("231") < 0 ? 1 : 0) - 1;
    }

    /** {@code log10(a)}. Compare _pydecimal: Decimal.log10. */
    static PyDecimal log10(PyDecimal a, Mpd ctx) {
        PyDecimal n = Arith.checkNan(a, ctx);
        if (n != null) {
            return n;
        }
        if (a.isZero()) {
            return PyDecimal.inf(NEG);
        }
        if (a.isInf() && !a.isNeg()) {
            return a;
        }
        if (a.isNeg()) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        PyDecimal ans;
        if (Coef.digitAt(a, a.digits - 1) == 1 && Coef.trailingZeros(a) == a.digits - 1) {
            long v = a.adjexp();
            ans = PyDecimal.finite(v < 0 ? NEG : 0, Math.abs(v), 0);
        } else {
            BigInteger c = a.coef();
            long e = a.exp;
            long p = ctx.prec;
            long places = p - log10ExpBound(a) + 2;
            BigInteger coeff;
            while (true) {
                coeff = dlog10(c, e, places);
                if (roundable(coeff, p)) {
                    break;
                }
                places += 3;
            }
            ans = PyDecimal.finite(coeff.signum() < 0 ? NEG : 0, coeff.abs(), -places);
        }
        return fixHalfEven(ans, ctx);
    }

    // ------------------------------------------------------------------ square root

    /** {@code sqrt(a)}. Compare _pydecimal: Decimal.sqrt. */
    static PyDecimal sqrt(PyDecimal a, Mpd ctx) {
        if (a.isSpecial()) {
            PyDecimal n = Arith.checkNan(a, ctx);
            if (n != null) {
                return n;
            }
            if (a.isInf() && !a.isNeg()) {
                return a;
            }
        }
        if (a.isZero()) {
            return Arith.fix(PyDecimal.zero(a.sign(), Math.floorDiv(a.exp, 2)), ctx);
        }
        if (a.isNeg()) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        long prec = ctx.prec + 1;
        long e = a.exp >> 1;
        BigInteger c;
        long l;
        if ((a.exp & 1) != 0) {
            c = a.coef().multiply(BigInteger.TEN);
            l = (a.digits >> 1) + 1;
        } else {
            c = a.coef();
            l = (a.digits + 1) >> 1;
        }
        long shift = prec - l;
        boolean exact;
        if (shift >= 0) {
            c = c.multiply(Coef.pow10(2 * shift));
            exact = true;
        } else {
            BigInteger[] qr = c.divideAndRemainder(Coef.pow10(-2 * shift));
            c = qr[0];
            exact = qr[1].signum() == 0;
        }
        e -= shift;
        BigInteger nn = c.sqrt();
        exact = exact && nn.multiply(nn).equals(c);
        if (exact) {
            if (shift >= 0) {
                nn = nn.divide(Coef.pow10(shift));
            } else {
                nn = nn.multiply(Coef.pow10(-shift));
            }
            e += shift;
        } else if (nn.mod(FIVE).signum() == 0) {
            nn = nn.add(BigInteger.ONE);
        }
        return fixHalfEven(PyDecimal.finite(0, nn, e), ctx);
    }

    // ------------------------------------------------------------------ powers

    /** Whether an integral value is even. Compare _pydecimal: Decimal._iseven. */
    static boolean isEven(PyDecimal d) {
        if (d.isZero() || d.exp > 0) {
            return true;
        }
        return (Coef.digitAt(d, -d.exp) & 1) == 0;
    }

    /** The integer part of a finite value. */
    static BigInteger toBigInteger(PyDecimal d) {
        BigInteger c = d.coef();
        if (d.exp >= 0) {
            c = Coef.shiftLeft(c, d.exp);
        } else if (-d.exp >= d.digits) {
            c = BigInteger.ZERO;
        } else {
            c = c.divide(Coef.pow10(-d.exp));
        }
        return d.isNeg() ? c.negate() : c;
    }

    /** libmpdec's MPD_EXP_INF: an exponent beyond every context, for certain overflow. */
    private static final long EXP_INF = 2_000_000_000_000_000_001L;
    /** libmpdec's MPD_EXPDIGITS (64-bit). */
    private static final long EXPDIGITS = 19;

    /** The number of digits of {@code |x|}. Compare libmpdec: mpd_exp_digits. */
    private static long expDigits(long x) {
        return x == Long.MIN_VALUE ? 19 : Coef.digits(Math.abs(x));
    }

    /** A one with {@code shift} zeros after the point. */
    private static PyDecimal oneShifted(int sign, long shift) {
        return PyDecimal.finite(sign, Coef.pow10(shift), -shift);
    }

    /**
     * A lower bound for floor(log10(|log10(x)|)), x positive and not one. Compare libmpdec:
     * _lower_bound_zeta.
     */
    private static long lowerBoundZeta(PyDecimal x) {
        long t = x.adjexp();
        if (t > 0) {
            return expDigits(t) - 1;
        }
        if (t < -1) {
            return expDigits(t + 1) - 1;
        }
        PyDecimal scratch = Arith.sub(x, Arith.ONE, Mpd.max());
        long u = scratch.adjexp();
        return t == 0 ? u - 2 : u - 1;
    }

    /**
     * {@code a ** b}, as libmpdec computes it: exact special cases, certain overflow and
     * underflow from bounds, integer exponents by repeated multiplication at a higher
     * precision (CPython's results, also where that is not correctly rounded), other exponents
     * as {@code exp(b * ln(a))} with the correctly rounded {@link #ln} and {@link #exp} at a
     * higher precision. Compare libmpdec: mpd_qpow.
     */
    static PyDecimal power(PyDecimal a, PyDecimal b, Mpd ctx) {
        if (a.isSpecial() || b.isSpecial()) {
            PyDecimal n = Arith.checkNans(a, b, ctx);
            if (n != null) {
                return n;
            }
        }
        boolean intexp = b.isInteger();
        int resultSign = intexp && a.isNeg() && !isEven(b) ? NEG : 0;
        if (a.isZero()) {
            if (b.isZero()) {
                return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
            }
            return b.isNeg() ? PyDecimal.inf(resultSign) : PyDecimal.zero(resultSign, 0);
        }
        if (a.isNeg() && (!intexp || b.isInf())) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        if (b.isInf()) {
            int cmp = Arith.cmp(a, Arith.ONE);
            if (cmp == 0) {
                ctx.status |= Mpd.INEXACT | Mpd.ROUNDED;
                return oneShifted(resultSign, ctx.prec - 1);
            }
            if (b.isNeg()) {
                cmp = -cmp;
            }
            return cmp < 0 ? PyDecimal.zero(resultSign, 0) : PyDecimal.inf(resultSign);
        }
        if (a.isInf()) {
            if (b.isZero()) {
                return PyDecimal.finite(resultSign, 1, 0);
            }
            return b.isNeg() ? PyDecimal.zero(resultSign, 0) : PyDecimal.inf(resultSign);
        }
        if (b.isZero()) {
            return PyDecimal.finite(resultSign, 1, 0);
        }
        // _qcheck_pow_one
        if (Arith.cmpMag(a, Arith.ONE) == 0) {
            long shift;
            if (intexp) {
                if (b.isNeg()) {
                    return PyDecimal.finite(resultSign, 1, 0);
                }
                Mpd w = ctx.work();
                PyDecimal p = Arith.mul(b, PyDecimal.finite(0, -a.exp, 0), w);
                if ((w.status & Mpd.ERRORS) != 0) {
                    ctx.status |= w.status & Mpd.ERRORS;
                    return p;
                }
                BigInteger s = toBigInteger(p);
                if (s.compareTo(BigInteger.valueOf(ctx.prec - 1)) > 0) {
                    shift = ctx.prec - 1;
                    ctx.status |= Mpd.ROUNDED;
                } else {
                    shift = s.longValue();
                }
            } else {
                shift = ctx.prec - 1;
                ctx.status |= Mpd.INEXACT | Mpd.ROUNDED;
            }
            return oneShifted(resultSign, shift);
        }
        // _qcheck_pow_bounds
        PyDecimal absA = Arith.copyAbs(a);
        long lbTheta = b.adjexp();
        long lbZeta = lowerBoundZeta(absA);
        boolean smallBase = absA.adjexp() < 0;
        if (smallBase == b.isNeg()) {
            if (expDigits(ctx.emax) < lbZeta + lbTheta) {
                return Arith.fix(PyDecimal.finite(resultSign, 1, EXP_INF), ctx);
            }
        } else {
            if (expDigits(ctx.etiny()) < lbZeta + lbTheta) {
                return Arith.fix(PyDecimal.finite(resultSign, 1, ctx.etiny() - 1), ctx);
            }
        }
        if (intexp) {
            return powerInt(a, b, resultSign, ctx);
        }
        PyDecimal r = powerReal(a, b, ctx);
        if (!r.isSpecial() && Arith.cmp(r, Arith.ONE) == 0) {
            r = oneShifted(0, ctx.prec - 1);
        }
        if (r.isInf()) {
            r = PyDecimal.finite(0, 1, EXP_INF);
        }
        return Arith.fix(r, ctx);
    }

    /** Integer exponents. Compare libmpdec: _mpd_qpow_int. */
    private static PyDecimal powerInt(PyDecimal base, PyDecimal exp, int resultSign, Mpd ctx) {
        Mpd w = ctx.work(Mpd.ROUND_HALF_EVEN);
        w.prec += exp.digits + exp.exp + 2;
        w.clamp = 0;
        PyDecimal tbase;
        if (exp.isNeg()) {
            w.prec += 1;
            Mpd d = w.work();
            tbase = Arith.div(Arith.ONE, base, d);
            ctx.status |= d.status;
            if ((ctx.status & Mpd.ERRORS) != 0) {
                return Arith.fix(PyDecimal.nan(), ctx);
            }
        } else {
            tbase = base;
        }
        BigInteger n = toBigInteger(exp).abs();
        PyDecimal result;
        if (n.bitLength() <= 64) {
            result = powUint(tbase, n, resultSign, w, ctx);
        } else {
            result = powMpd(tbase, n, resultSign, w, ctx);
        }
        if (result.isInf()) {
            result = PyDecimal.finite(resultSign, 1, EXP_INF);
        }
        return Arith.fix(result, ctx);
    }

    /** Left-to-right binary powering. Compare libmpdec: _mpd_qpow_uint. */
    private static PyDecimal powUint(PyDecimal base, BigInteger exp, int resultSign, Mpd w,
            Mpd ctx) {
        int workstatus = 0;
        PyDecimal result = base;
        for (int bit = exp.bitLength() - 2; bit >= 0; bit--) {
            Mpd m = w.work();
            result = Arith.mul(result, result, m);
            if (exp.testBit(bit)) {
                result = Arith.mul(result, base, m);
            }
            workstatus |= m.status;
            if (result.isSpecial() || result.isZeroCoef() && (workstatus & Mpd.CLAMPED) != 0) {
                break;
            }
        }
        ctx.status |= workstatus;
        return result.withSign(resultSign);
    }

    /** Right-to-left binary powering for huge exponents. Compare libmpdec: _mpd_qpow_mpd. */
    private static PyDecimal powMpd(PyDecimal tbase, BigInteger texp, int resultSign, Mpd w,
            Mpd ctx) {
        int workstatus = 0;
        PyDecimal result = Arith.ONE;
        while (texp.signum() != 0) {
            if (texp.testBit(0)) {
                Mpd m = w.work();
                result = Arith.mul(result, tbase, m);
                workstatus |= m.status;
                ctx.status |= workstatus;
                if (result.isSpecial() || result.isZeroCoef()
                        && (workstatus & Mpd.CLAMPED) != 0) {
                    break;
                }
            }
            Mpd m = w.work();
            tbase = Arith.mul(tbase, tbase, m);
            workstatus |= m.status;
            texp = texp.shiftRight(1);
            if (tbase.isNan()) {
                ctx.status |= workstatus & Mpd.ERRORS;
                return PyDecimal.nan();
            }
        }
        return result.withSign(resultSign);
    }

    /** Other exponents: exp(b * ln(a)). Compare libmpdec: _mpd_qpow_real. */
    private static PyDecimal powerReal(PyDecimal base, PyDecimal exp, Mpd ctx) {
        Mpd w = Mpd.max();
        w.prec = Math.max(base.digits, ctx.prec) + 4 + EXPDIGITS;
        PyDecimal r = ln(base, w);
        r = Arith.mul(r, exp, w);
        Mpd e = w.work();
        r = exp(r, e);
        ctx.status |= e.status;
        ctx.status |= w.status & Mpd.ERRORS;
        ctx.status |= Mpd.INEXACT | Mpd.ROUNDED;
        return r;
    }

    /** {@code pow(a, b, m)}. Compare _pydecimal: Decimal._power_modulo. */
    static PyDecimal powmod(PyDecimal a, PyDecimal b, PyDecimal m, Mpd ctx) {
        if (a.isNan() || b.isNan() || m.isNan()) {
            if (a.isSnan() || (!b.isSnan() && !m.isSnan() && a.isQnan())) {
                if (a.isSnan()) {
                    ctx.status |= Mpd.INVALID_OPERATION;
                }
                return Arith.quiet(a, ctx);
            }
            if (b.isSnan() || (!m.isSnan() && b.isQnan())) {
                if (b.isSnan()) {
                    ctx.status |= Mpd.INVALID_OPERATION;
                }
                return Arith.quiet(b, ctx);
            }
            if (m.isSnan()) {
                ctx.status |= Mpd.INVALID_OPERATION;
            }
            return Arith.quiet(m, ctx);
        }
        if (!(a.isInteger() && b.isInteger() && m.isInteger())) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        if (b.isNeg() && !b.isZero()) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        if (m.isZero()) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        if (m.adjexp() >= ctx.prec) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        if (b.isZero() && a.isZero()) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        int sign = isEven(b) ? 0 : a.sign();
        BigInteger mod = toBigInteger(m).abs();
        PyDecimal base = Arith.roundToInt(a, ctx.round, false, ctx);
        PyDecimal expo = Arith.roundToInt(b, ctx.round, false, ctx);
        BigInteger r = base.coef().mod(mod).multiply(BigInteger.TEN.modPow(big(base.exp), mod))
                .mod(mod);
        for (long i = 0; i < expo.exp; i++) {
            r = r.modPow(BigInteger.TEN, mod);
        }
        r = r.modPow(expo.coef(), mod);
        return PyDecimal.finite(sign, r, 0);
    }
}
