package org.specializer.natives.decimal;

import static org.specializer.natives.decimal.PyDecimal.NEG;

import java.math.BigInteger;

/**
 * The correctly rounded functions: {@code exp}, {@code ln}, {@code log10}, {@code sqrt} and
 * powers. These follow CPython's {@code _pydecimal} step by step (its fixed-point integer
 * approximations {@code _ilog}, {@code _iexp}, {@code _dlog}, {@code _dexp}, {@code _dpower},
 * retried with more digits until the result rounds unambiguously), with BigInteger for
 * Python's ints: CPython's test suite holds these results equal to libmpdec's.
 */
final class MathFunctions {
    private MathFunctions() {}

    private static final BigInteger TWO = BigInteger.TWO;
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

    /** x**y approximated to p digits. Compare _pydecimal: _dpower. */
    private static BigInteger[] dpower(BigInteger xc, long xe, BigInteger yc, long ye, long p) {
        long b = lenStr(yc.abs()) + ye;
        BigInteger lxc = dlog(xc, xe, p + b + 1);
        long shift = ye - b;
        BigInteger pc;
        if (shift >= 0) {
            pc = lxc.multiply(yc).multiply(Coef.pow10(shift));
        } else {
            pc = Coef.divNearest(lxc.multiply(yc), Coef.pow10(-shift));
        }
        if (pc.signum() == 0) {
            if ((lenStr(xc) + xe >= 1) == (yc.signum() > 0)) {
                return new BigInteger[] {Coef.pow10(p - 1).add(BigInteger.ONE), big(1 - p)};
            }
            return new BigInteger[] {Coef.pow10(p).subtract(BigInteger.ONE), big(-p)};
        }
        BigInteger[] ce = dexp(pc, -(p + 1), p + 1);
        return new BigInteger[] {Coef.divNearest(ce[0], BigInteger.TEN),
            ce[1].add(BigInteger.ONE)};
    }

    /** A lower bound for 100*log10(c), c > 0. Compare _pydecimal: _log10_lb. */
    private static long log10Lb(BigInteger c) {
        String s = c.toString();
        int[] correction = {0, 100, 70, 53, 40, 31, 23, 16, 10, 5};
        return 100L * s.length() - correction[s.charAt(0) - '0'];
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

    /** {@code n * 10**e} when that is an integer, else null. */
    private static BigInteger lshiftExact(BigInteger n, BigInteger e) {
        if (n.signum() == 0) {
            return BigInteger.ZERO;
        }
        if (e.signum() >= 0) {
            return n.multiply(Coef.pow10(e.longValueExact()));
        }
        long valN = Coef.trailingZeros(n.abs());
        if (e.negate().compareTo(big(valN)) > 0) {
            return null;
        }
        return n.divide(Coef.pow10(e.negate().longValue()));
    }

    /**
     * {@code a ** b} exactly with p digits, or null when it is not representable so. Compare
     * _pydecimal: Decimal._power_exact.
     */
    private static PyDecimal powerExact(PyDecimal a, PyDecimal b, long p) {
        BigInteger xc = a.coef();
        long tz = Coef.trailingZeros(xc);
        xc = xc.divide(Coef.pow10(tz));
        BigInteger xe = big(a.exp).add(big(tz));
        BigInteger yc = b.coef();
        tz = Coef.trailingZeros(yc);
        yc = yc.divide(Coef.pow10(tz));
        BigInteger ye = big(b.exp).add(big(tz));

        if (xc.equals(BigInteger.ONE)) {
            xe = xe.multiply(yc);
            long z = Coef.trailingZeros(xe.abs());
            if (xe.signum() != 0 && z > 0) {
                xe = xe.divide(Coef.pow10(z));
                ye = ye.add(big(z));
            }
            if (ye.signum() < 0) {
                return null;
            }
            if (ye.compareTo(big(40)) > 0) {
                // 10**(xe*10**ye) is far beyond any exponent: saturate
                int s = xe.signum() * (b.isNeg() ? -1 : 1);
                return PyDecimal.finite(0, 1, s > 0 ? Long.MAX_VALUE / 2 : Long.MIN_VALUE / 2);
            }
            BigInteger exponent = xe.multiply(Coef.pow10(ye.longValue()));
            if (b.isNeg()) {
                exponent = exponent.negate();
            }
            BigInteger zeros = BigInteger.ZERO;
            if (b.isInteger() && !b.isNeg()) {
                BigInteger ideal = big(a.exp).multiply(toBigInteger(b));
                zeros = exponent.subtract(ideal).min(big(p - 1));
            }
            return triple(0, Coef.pow10(zeros.longValue()), exponent.subtract(zeros));
        }

        if (b.isNeg()) {
            int last = xc.mod(BigInteger.TEN).intValue();
            BigInteger e;
            long emax;
            if (last == 2 || last == 4 || last == 6 || last == 8) {
                if (!xc.and(xc.negate()).equals(xc)) {
                    return null;
                }
                e = big(xc.bitLength() - 1);
                emax = p * 93 / 65;
                if (ye.compareTo(big(lenStr(big(emax)))) >= 0) {
                    return null;
                }
                e = lshiftExact(e.multiply(yc), ye);
                xe = lshiftExact(xe.multiply(yc), ye);
                if (e == null || xe == null) {
                    return null;
                }
                if (e.compareTo(big(emax)) > 0) {
                    return null;
                }
                xc = FIVE.pow(e.intValueExact());
            } else if (last == 5) {
                long ee = (long) xc.bitLength() * 28 / 65;
                BigInteger[] qr = FIVE.pow((int) ee).divideAndRemainder(xc);
                if (qr[1].signum() != 0) {
                    return null;
                }
                xc = qr[0];
                while (xc.mod(FIVE).signum() == 0) {
                    xc = xc.divide(FIVE);
                    ee--;
                }
                emax = p * 10 / 3;
                if (ye.compareTo(big(lenStr(big(emax)))) >= 0) {
                    return null;
                }
                e = lshiftExact(big(ee).multiply(yc), ye);
                xe = lshiftExact(xe.multiply(yc), ye);
                if (e == null || xe == null) {
                    return null;
                }
                if (e.compareTo(big(emax)) > 0) {
                    return null;
                }
                xc = TWO.pow(e.intValueExact());
            } else {
                return null;
            }
            if (Coef.digits(xc) > p) {
                return null;
            }
            xe = e.negate().subtract(xe);
            return triple(0, xc, xe);
        }

        BigInteger m;
        BigInteger n;
        long xcBits = xc.bitLength();
        if (ye.signum() >= 0) {
            if (ye.compareTo(big(40)) > 0) {
                return null;
            }
            m = yc.multiply(Coef.pow10(ye.longValue()));
            n = BigInteger.ONE;
        } else {
            if (xe.signum() != 0 && big(lenStr(yc.multiply(xe).abs())).compareTo(ye.negate())
                    <= 0) {
                return null;
            }
            if (big(lenStr(yc.abs().multiply(big(xcBits)))).compareTo(ye.negate()) <= 0) {
                return null;
            }
            m = yc;
            n = Coef.pow10(ye.negate().longValueExact());
            while (!m.testBit(0) && !n.testBit(0)) {
                m = m.shiftRight(1);
                n = n.shiftRight(1);
            }
            while (m.mod(FIVE).signum() == 0 && n.mod(FIVE).signum() == 0) {
                m = m.divide(FIVE);
                n = n.divide(FIVE);
            }
        }
        if (n.compareTo(BigInteger.ONE) > 0) {
            if (big(xcBits).compareTo(n) <= 0) {
                return null;
            }
            BigInteger[] qr = Coef.floorDivmod(xe, n);
            if (qr[1].signum() != 0) {
                return null;
            }
            xe = qr[0];
            int ni = n.intValueExact();
            BigInteger aa = BigInteger.ONE.shiftLeft((int) ceilDiv(xc.bitLength(), ni));
            BigInteger q;
            BigInteger r;
            while (true) {
                BigInteger[] d = xc.divideAndRemainder(aa.pow(ni - 1));
                q = d[0];
                r = d[1];
                if (aa.compareTo(q) <= 0) {
                    break;
                }
                aa = aa.multiply(big(ni - 1)).add(q).divide(big(ni));
            }
            if (!(aa.equals(q) && r.signum() == 0)) {
                return null;
            }
            xc = aa;
        }
        if (xc.compareTo(BigInteger.ONE) > 0
                && m.compareTo(big(p * 100 / log10Lb(xc))) > 0) {
            return null;
        }
        xc = xc.pow(m.intValueExact());
        xe = xe.multiply(m);
        long len = Coef.digits(xc);
        if (len > p) {
            return null;
        }
        BigInteger zeros = BigInteger.ZERO;
        if (b.isInteger() && !b.isNeg()) {
            BigInteger ideal = big(a.exp).multiply(toBigInteger(b));
            zeros = xe.subtract(ideal).min(big(p - len));
        }
        return triple(0, Coef.shiftLeft(xc, zeros.longValue()), xe.subtract(zeros));
    }

    /** {@code a ** b}. Compare _pydecimal: Decimal.__pow__. */
    static PyDecimal power(PyDecimal a, PyDecimal b, Mpd ctx) {
        PyDecimal n = Arith.checkNans(a, b, ctx);
        if (n != null) {
            return n;
        }
        if (b.isZero()) {
            if (a.isZero()) {
                return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
            }
            return Arith.ONE;
        }
        int resultSign = 0;
        if (a.isNeg()) {
            if (b.isInteger()) {
                if (!isEven(b)) {
                    resultSign = NEG;
                }
            } else if (!a.isZero()) {
                return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
            }
            a = Arith.copyNegate(a);
        }
        if (a.isZero()) {
            return b.isNeg() ? PyDecimal.inf(resultSign) : PyDecimal.zero(resultSign, 0);
        }
        if (a.isInf()) {
            return b.isNeg() ? PyDecimal.zero(resultSign, 0) : PyDecimal.inf(resultSign);
        }
        if (Arith.cmp(a, Arith.ONE) == 0) {
            long exp;
            if (b.isInteger()) {
                long multiplier;
                if (b.isNeg()) {
                    multiplier = 0;
                } else if (Arith.cmp(b, PyDecimal.finite(0, ctx.prec, 0)) > 0) {
                    multiplier = ctx.prec;
                } else {
                    multiplier = toBigInteger(b).longValue();
                }
                BigInteger e = big(a.exp).multiply(big(multiplier));
                if (e.compareTo(big(1 - ctx.prec)) < 0) {
                    exp = 1 - ctx.prec;
                    ctx.status |= Mpd.ROUNDED;
                } else {
                    exp = e.longValue();
                }
            } else {
                ctx.status |= Mpd.INEXACT | Mpd.ROUNDED;
                exp = 1 - ctx.prec;
            }
            return PyDecimal.finite(resultSign, Coef.pow10(-exp), exp);
        }
        long selfAdj = a.adjexp();
        if (b.isInf()) {
            if (!b.isNeg() == (selfAdj < 0)) {
                return PyDecimal.zero(resultSign, 0);
            }
            return PyDecimal.inf(resultSign);
        }
        PyDecimal ans = null;
        boolean exact = false;
        long bound = log10ExpBound(a) + b.adjexp();
        if ((selfAdj >= 0) == !b.isNeg()) {
            if (bound >= lenStr(big(ctx.emax))) {
                ans = PyDecimal.finite(resultSign, 1, ctx.emax + 1);
            }
        } else {
            long etiny = ctx.etiny();
            if (bound >= lenStr(big(-etiny))) {
                ans = PyDecimal.finite(resultSign, 1, etiny - 1);
            }
        }
        if (ans == null) {
            ans = powerExact(a, b, ctx.prec + 1);
            if (ans != null) {
                if (resultSign != 0) {
                    ans = ans.withSign(NEG);
                }
                exact = true;
            }
        }
        if (ans == null) {
            long p = ctx.prec;
            BigInteger xc = a.coef();
            long xe = a.exp;
            BigInteger yc = b.coef();
            long ye = b.exp;
            if (b.isNeg()) {
                yc = yc.negate();
            }
            long extra = 3;
            BigInteger[] ce;
            while (true) {
                ce = dpower(xc, xe, yc, ye, p + extra);
                if (roundable(ce[0], p)) {
                    break;
                }
                extra += 3;
            }
            ans = triple(resultSign, ce[0], ce[1]);
        }
        if (exact && !b.isInteger()) {
            if (ans.digits <= ctx.prec) {
                long expdiff = ctx.prec + 1 - ans.digits;
                ans = PyDecimal.finite(ans.sign(), Coef.shiftLeft(ans.coef(), expdiff),
                        ans.exp - expdiff);
            }
            Mpd nc = ctx.work();
            ans = Arith.fix(ans, nc);
            nc.status |= Mpd.INEXACT;
            if ((nc.status & Mpd.SUBNORMAL) != 0) {
                nc.status |= Mpd.UNDERFLOW;
            }
            ctx.status |= nc.status & (Mpd.OVERFLOW | Mpd.UNDERFLOW | Mpd.SUBNORMAL
                    | Mpd.INEXACT | Mpd.ROUNDED | Mpd.CLAMPED);
            return ans;
        }
        return Arith.fix(ans, ctx);
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
