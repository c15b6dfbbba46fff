package org.specializer.natives.decimal;

import static org.specializer.natives.decimal.PyDecimal.NEG;

import java.math.BigInteger;

/**
 * The specification's miscellaneous operations: logical (digit-wise) operations, rotate,
 * shift, scaleb, logb, the next_* functions and number classes. Compare _pydecimal's methods
 * of the same names and libmpdec's {@code mpd_q*}.
 */
final class ExtraOps {
    private ExtraOps() {}

    // ------------------------------------------------------------------ logical operations

    /** A finite, positive, exponent 0, digits 0 and 1 only. Compare _pydecimal: _islogical. */
    static boolean isLogical(PyDecimal d) {
        if (d.flags != 0 || d.exp != 0) {
            return false;
        }
        String s = Coef.toDigits(d);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '0' && c != '1') {
                return false;
            }
        }
        return true;
    }

    /** The last {@code prec} digits of a logical operand, left-padded with zeros to n. */
    private static String lastDigits(PyDecimal d, long prec) {
        String s = Coef.toDigits(d);
        if (s.length() > prec) {
            s = s.substring(s.length() - (int) prec);
        }
        return s;
    }

    private static final int AND = 0;
    private static final int OR = 1;
    private static final int XOR = 2;

    /** {@code logical_and}, {@code logical_or}, {@code logical_xor}. */
    static PyDecimal logical(PyDecimal a, PyDecimal b, int op, Mpd ctx) {
        if (!isLogical(a) || !isLogical(b)) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        String x = lastDigits(a, ctx.prec);
        String y = lastDigits(b, ctx.prec);
        int n = Math.max(x.length(), y.length());
        StringBuilder r = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            int xi = x.length() - n + i;
            int yi = y.length() - n + i;
            boolean p = xi >= 0 && x.charAt(xi) == '1';
            boolean q = yi >= 0 && y.charAt(yi) == '1';
            boolean v = op == AND ? p && q : op == OR ? p || q : p != q;
            r.append(v ? '1' : '0');
        }
        return PyDecimal.finite(0, new BigInteger(r.toString()), 0);
    }

    static PyDecimal and(PyDecimal a, PyDecimal b, Mpd ctx) {
        return logical(a, b, AND, ctx);
    }

    static PyDecimal or(PyDecimal a, PyDecimal b, Mpd ctx) {
        return logical(a, b, OR, ctx);
    }

    static PyDecimal xor(PyDecimal a, PyDecimal b, Mpd ctx) {
        return logical(a, b, XOR, ctx);
    }

    /** {@code logical_invert}: xor with prec ones. */
    static PyDecimal invert(PyDecimal a, Mpd ctx) {
        if (!isLogical(a)) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        BigInteger ones = Coef.pow10(ctx.prec).subtract(BigInteger.ONE)
                .divide(BigInteger.valueOf(9));
        return logical(a, PyDecimal.finite(0, ones, 0), XOR, ctx);
    }

    // ------------------------------------------------------------------ digit moves

    /** The second operand of rotate and shift as a long in [-prec, prec], or null. */
    private static Long count(PyDecimal b, long lo, long hi) {
        if (b.isSpecial() || b.exp != 0) {
            return null;
        }
        if (b.digits > 19) {
            return null;
        }
        BigInteger v = MathFunctions.toBigInteger(b);
        if (v.compareTo(BigInteger.valueOf(lo)) < 0 || v.compareTo(BigInteger.valueOf(hi)) > 0) {
            return null;
        }
        return v.longValue();
    }

    /** The coefficient's digits, padded or cut to exactly prec. */
    private static String precDigits(PyDecimal a, long prec) {
        String s = Coef.toDigits(a);
        long topad = prec - s.length();
        if (topad > 0) {
            return "0".repeat((int) topad) + s;
        }
        if (topad < 0) {
            return s.substring((int) -topad);
        }
        return s;
    }

    private static PyDecimal fromDigits(int sign, String digits, long exp) {
        int i = 0;
        while (i < digits.length() - 1 && digits.charAt(i) == '0') {
            i++;
        }
        String s = digits.substring(i);
        return PyDecimal.finite(sign, s.isEmpty() ? BigInteger.ZERO : new BigInteger(s), exp);
    }

    /** {@code rotate}. Compare _pydecimal: Decimal.rotate. */
    static PyDecimal rotate(PyDecimal a, PyDecimal b, Mpd ctx) {
        PyDecimal n = Arith.checkNans(a, b, ctx);
        if (n != null) {
            return n;
        }
        Long t = count(b, -ctx.prec, ctx.prec);
        if (t == null) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        if (a.isInf()) {
            return a;
        }
        String rotdig = precDigits(a, ctx.prec);
        int torot = (int) (long) t;
        // rotdig[torot:] + rotdig[:torot], with |torot| <= len(rotdig) == prec
        int len = rotdig.length();
        int k = ((torot % len) + len) % len;
        String rotated = rotdig.substring(k) + rotdig.substring(0, k);
        return fromDigits(a.sign(), rotated, a.exp);
    }

    /** {@code shift}. Compare _pydecimal: Decimal.shift. */
    static PyDecimal shift(PyDecimal a, PyDecimal b, Mpd ctx) {
        PyDecimal n = Arith.checkNans(a, b, ctx);
        if (n != null) {
            return n;
        }
        Long t = count(b, -ctx.prec, ctx.prec);
        if (t == null) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        if (a.isInf()) {
            return a;
        }
        String rotdig = precDigits(a, ctx.prec);
        long torot = t;
        String shifted;
        if (torot < 0) {
            long keep = rotdig.length() + torot;
            shifted = keep <= 0 ? "" : rotdig.substring(0, (int) keep);
        } else {
            shifted = rotdig + "0".repeat((int) torot);
            shifted = shifted.substring(shifted.length() - (int) Math.min(ctx.prec,
                    shifted.length()));
        }
        return fromDigits(a.sign(), shifted, a.exp);
    }

    /** {@code scaleb}. Compare _pydecimal: Decimal.scaleb. */
    static PyDecimal scaleb(PyDecimal a, PyDecimal b, Mpd ctx) {
        PyDecimal n = Arith.checkNans(a, b, ctx);
        if (n != null) {
            return n;
        }
        long lim = 2 * (ctx.emax + ctx.prec);
        Long t = count(b, -lim, lim);
        if (t == null) {
            return Arith.invalid(ctx, Mpd.INVALID_OPERATION);
        }
        if (a.isInf()) {
            return a;
        }
        return Arith.fix(a.withExp(a.exp + t), ctx);
    }

    /** {@code logb}. Compare _pydecimal: Decimal.logb. */
    static PyDecimal logb(PyDecimal a, Mpd ctx) {
        PyDecimal n = Arith.checkNan(a, ctx);
        if (n != null) {
            return n;
        }
        if (a.isInf()) {
            return PyDecimal.inf(0);
        }
        if (a.isZero()) {
            ctx.status |= Mpd.DIVISION_BY_ZERO;
            return PyDecimal.inf(NEG);
        }
        long adj = a.adjexp();
        return Arith.fix(PyDecimal.finite(adj < 0 ? NEG : 0, Math.abs(adj), 0), ctx);
    }

    // ------------------------------------------------------------------ neighbours

    /** {@code next_minus}. Compare libmpdec: mpd_qnext_minus. */
    static PyDecimal nextMinus(PyDecimal a, Mpd ctx) {
        if (a.isSpecial()) {
            PyDecimal n = Arith.checkNan(a, ctx);
            if (n != null) {
                return n;
            }
            if (a.isNeg()) {
                return a;
            }
            return PyDecimal.finite(0, Coef.pow10(ctx.prec).subtract(BigInteger.ONE),
                    ctx.etop());
        }
        return next(a, Mpd.ROUND_FLOOR, NEG, ctx);
    }

    /** {@code next_plus}. Compare libmpdec: mpd_qnext_plus. */
    static PyDecimal nextPlus(PyDecimal a, Mpd ctx) {
        if (a.isSpecial()) {
            PyDecimal n = Arith.checkNan(a, ctx);
            if (n != null) {
                return n;
            }
            if (!a.isNeg()) {
                return a;
            }
            return PyDecimal.finite(NEG, Coef.pow10(ctx.prec).subtract(BigInteger.ONE),
                    ctx.etop());
        }
        return next(a, Mpd.ROUND_CEILING, 0, ctx);
    }

    private static PyDecimal next(PyDecimal a, int rounding, int tinySign, Mpd ctx) {
        Mpd w = ctx.work(rounding);
        PyDecimal r = Arith.fix(a, w);
        if ((w.status & (Mpd.INEXACT | Mpd.ERRORS)) != 0) {
            ctx.status |= w.status & Mpd.ERRORS;
            return r;
        }
        w.status = 0;
        PyDecimal tiny = PyDecimal.finite(tinySign, 1, ctx.etiny() - 1);
        r = Arith.add(a, tiny, w);
        ctx.status |= w.status & Mpd.ERRORS;
        return r;
    }

    /** {@code next_toward}. Compare libmpdec: mpd_qnext_toward. */
    static PyDecimal nextToward(PyDecimal a, PyDecimal b, Mpd ctx) {
        PyDecimal n = Arith.checkNans(a, b, ctx);
        if (n != null) {
            return n;
        }
        int c = Arith.cmp(a, b);
        if (c == 0) {
            return Arith.copySign(a, b);
        }
        PyDecimal r = c < 0 ? nextPlus(a, ctx) : nextMinus(a, ctx);
        if (r.isInf()) {
            ctx.status |= Mpd.OVERFLOW | Mpd.ROUNDED | Mpd.INEXACT;
        } else if (r.adjexp() < ctx.emin) {
            ctx.status |= Mpd.UNDERFLOW | Mpd.SUBNORMAL | Mpd.ROUNDED | Mpd.INEXACT;
            if (r.isZero()) {
                ctx.status |= Mpd.CLAMPED;
            }
        }
        return r;
    }

    // ------------------------------------------------------------------ classes

    /** Compare libmpdec: mpd_issubnormal. */
    static boolean isSubnormal(PyDecimal a, Mpd ctx) {
        return a.isFinite() && !a.isZero() && a.adjexp() < ctx.emin;
    }

    static boolean isNormal(PyDecimal a, Mpd ctx) {
        return a.isFinite() && !a.isZero() && a.adjexp() >= ctx.emin;
    }

    /** {@code number_class}. */
    static String numberClass(PyDecimal a, Mpd ctx) {
        if (a.isSnan()) {
            return "sNaN";
        }
        if (a.isQnan()) {
            return "NaN";
        }
        String s = a.isNeg() ? "-" : "+";
        if (a.isInf()) {
            return s + "Infinity";
        }
        if (a.isZero()) {
            return s + "Zero";
        }
        if (isSubnormal(a, ctx)) {
            return s + "Subnormal";
        }
        return s + "Normal";
    }
}
