package org.specializer.api;

/**
 * Complex arithmetic with CPython 3.13's exact results (Objects/complexobject.c): the same
 * formulas evaluated in the same order, so that signed zeros, infinities and NaNs come out as
 * they do there.
 *
 * <p>C's {@code errno} is how CPython's helpers report trouble; here it becomes a return value
 * or an exception. Only two conditions are ever visible: EDOM ({@link #quot} by zero, zero to
 * a negative or complex power, and {@code cos}/{@code sin} of an infinite phase in
 * {@code _Py_c_pow}) and a result with an infinite part (CPython's
 * {@code _Py_ADJUST_ERANGE2} turns that into ERANGE, and clears a range error the libm set for
 * a result that stayed finite, so the libm's own range errors never matter).
 */
public final class ComplexOps {
    private ComplexOps() {}

    /** CPython's {@code _PyHASH_IMAG}. */
    private static final long HASH_IMAG = 1000003L;

    /**
     * {@code a * b}. Compare CPython complexobject.c: _Py_c_prod. Returns {real, imag} in
     * {@code out}.
     */
    private static void prod(double ar, double ai, double br, double bi, double[] out) {
        out[0] = ar * br - ai * bi;
        out[1] = ar * bi + ai * br;
    }

    /**
     * {@code a / b} by Smith's algorithm, or null when {@code b} is zero (CPython: errno =
     * EDOM). Compare CPython complexobject.c: _Py_c_quot.
     */
    public static PyComplex quot(double ar, double ai, double br, double bi) {
        double absBr = br < 0 ? -br : br;
        double absBi = bi < 0 ? -bi : bi;
        if (absBr >= absBi) {
            if (absBr == 0.0) {
                return null;
            }
            double ratio = bi / br;
            double denom = br + bi * ratio;
            return new PyComplex((ar + ai * ratio) / denom, (ai - ar * ratio) / denom);
        }
        if (absBi >= absBr) {
            double ratio = br / bi;
            double denom = br * ratio + bi;
            return new PyComplex((ar * ratio + ai) / denom, (ai * ratio - ar) / denom);
        }
        return new PyComplex(Double.NaN, Double.NaN);   // a NaN in b
    }

    /** {@code a / b} for the {@code /} operator: ZeroDivisionError for a zero divisor. */
    public static PyComplex div(double ar, double ai, double br, double bi) {
        PyComplex q = quot(ar, ai, br, bi);
        if (q == null) {
            throw Py.zeroDivisionError("complex division by zero");
        }
        return q;
    }

    /**
     * {@code a ** b}: repeated squaring for a small integral exponent, polar form otherwise.
     * Compare CPython complexobject.c: complex_pow.
     */
    public static PyComplex pow(double ar, double ai, double br, double bi) {
        double rr;
        double ri;
        boolean edom = false;
        if (bi == 0.0 && br == Math.floor(br) && Math.abs(br) <= 100.0) {
            // c_powi
            long n = (long) br;
            double[] p = new double[2];
            if (n > 0) {
                powu(ar, ai, n, p);
                rr = p[0];
                ri = p[1];
            } else {
                powu(ar, ai, -n, p);
                PyComplex q = quot(1.0, 0.0, p[0], p[1]);
                if (q == null) {
                    edom = true;
                    rr = ri = 0.0;
                } else {
                    rr = q.real;
                    ri = q.imag;
                }
            }
        } else if (br == 0.0 && bi == 0.0) {
            // _Py_c_pow from here on
            rr = 1.0;
            ri = 0.0;
        } else if (ar == 0.0 && ai == 0.0) {
            if (bi != 0.0 || br < 0.0) {
                edom = true;
            }
            rr = ri = 0.0;
        } else {
            double vabs = Libm.hypot(ar, ai);
            double len = Math.pow(vabs, br);
            double at = Libm.atan2(ai, ar);
            double phase = at * br;
            if (bi != 0.0) {
                len /= Math.exp(at * bi);
                phase += bi * Math.log(vabs);
            }
            // the libm's cos and sin set EDOM for an infinite argument
            edom = Double.isInfinite(phase);
            rr = len * Math.cos(phase);
            ri = len * Math.sin(phase);
        }
        if (edom) {
            throw Py.zeroDivisionError("0.0 to a negative or complex power");
        }
        if (Double.isInfinite(rr) || Double.isInfinite(ri)) {
            throw Py.overflowError("complex exponentiation");
        }
        return new PyComplex(rr, ri);
    }

    /** {@code x ** n} for {@code n >= 0}, into {@code out}. Compare CPython: c_powu. */
    private static void powu(double xr, double xi, long n, double[] out) {
        double rr = 1.0;
        double ri = 0.0;
        double pr = xr;
        double pi = xi;
        double[] t = new double[2];
        long mask = 1;
        while (mask > 0 && n >= mask) {
            if ((n & mask) != 0) {
                prod(rr, ri, pr, pi, t);
                rr = t[0];
                ri = t[1];
            }
            mask <<= 1;
            prod(pr, pi, pr, pi, t);
            pr = t[0];
            pi = t[1];
        }
        out[0] = rr;
        out[1] = ri;
    }

    /**
     * {@code abs(z)} with C99's rules: an infinite part gives infinity even beside a NaN, else a
     * NaN gives NaN. Infinity for finite parts means the result overflowed (see
     * {@link #absOverflowed}). Compare CPython complexobject.c: _Py_c_abs.
     */
    public static double abs(double re, double im) {
        if (!Double.isFinite(re) || !Double.isFinite(im)) {
            if (Double.isInfinite(re)) {
                return Math.abs(re);
            }
            if (Double.isInfinite(im)) {
                return Math.abs(im);
            }
            return Double.NaN;
        }
        return Libm.hypot(re, im);
    }

    /** Did {@link #abs} overflow (CPython: errno = ERANGE)? */
    public static boolean absOverflowed(double re, double im, double abs) {
        return Double.isInfinite(abs) && Double.isFinite(re) && Double.isFinite(im);
    }

    /**
     * {@code hash(z)}: the real part's hash plus 1000003 times the imaginary part's, so that
     * {@code hash(x + 0j) == hash(x)}; a NaN part hashes by the identity of {@code self}.
     * Compare CPython complexobject.c: complex_hash.
     */
    public static long hash(PyObject self, double re, double im) {
        long identity = Hashing.identityHash(self);
        long h = Hashing.hashDouble(re, identity) + HASH_IMAG * Hashing.hashDouble(im, identity);
        return h == -1 ? -2 : h;
    }

    // ------------------------------------------------------------------ parsing

    /**
     * {@code complex(s)}: {@code <float>}, {@code <float>j}, {@code <float><signed-float>j},
     * and the old forms {@code <float><sign>j}, {@code <sign>j}, {@code j}, with white space
     * around and optional parentheses; underscores between digits. Compare CPython
     * complexobject.c: complex_from_string_inner and
     * {@code _Py_string_to_number_with_underscores}.
     *
     * @return {real, imag}
     */
    public static double[] parse(String text, PyObject original) {
        String s = NumberParser.toAscii(text);
        if (s == null) {
            throw malformed();
        }
        if (s.indexOf('_') >= 0) {
            s = removeUnderscores(s, original);
        }
        double x = 0.0;
        double y = 0.0;
        int n = s.length();
        int p = skipSpace(s, 0);
        boolean bracket = false;
        if (p < n && s.charAt(p) == '(') {
            bracket = true;
            p = skipSpace(s, p + 1);
        }
        double[] z = new double[1];
        int end = scanDouble(s, p, z);
        if (end != p) {
            p = end;
            char c = charAt(s, p);
            if (c == '+' || c == '-') {
                x = z[0];
                end = scanDouble(s, p, z);
                if (end != p) {
                    y = z[0];
                    p = end;
                } else {
                    y = c == '+' ? 1.0 : -1.0;
                    p++;
                }
                if (!isJ(charAt(s, p))) {
                    throw malformed();
                }
                p++;
            } else if (isJ(c)) {
                p++;
                y = z[0];
            } else {
                x = z[0];
            }
        } else {
            char c = charAt(s, p);
            if (c == '+' || c == '-') {
                y = c == '+' ? 1.0 : -1.0;
                p++;
            } else {
                y = 1.0;
            }
            if (!isJ(charAt(s, p))) {
                throw malformed();
            }
            p++;
        }
        p = skipSpace(s, p);
        if (bracket) {
            if (charAt(s, p) != ')') {
                throw malformed();
            }
            p = skipSpace(s, p + 1);
        }
        if (p != n) {
            throw malformed();
        }
        return new double[] {x, y};
    }

    private static PyException malformed() {
        return Py.valueError("complex() arg is a malformed string");
    }

    private static boolean isJ(char c) {
        return c == 'j' || c == 'J';
    }

    private static char charAt(String s, int i) {
        return i < s.length() ? s.charAt(i) : 0;
    }

    private static int skipSpace(String s, int i) {
        while (i < s.length() && (s.charAt(i) == ' ' || (s.charAt(i) >= '\t'
                && s.charAt(i) <= '\r'))) {
            i++;
        }
        return i;
    }

    /** Underscores only between digits; anything else is "could not convert string to complex". */
    private static String removeUnderscores(String s, PyObject original) {
        StringBuilder sb = new StringBuilder(s.length());
        char prev = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '_') {
                if (!isDigit(prev)) {
                    throw cannotConvert(original);
                }
            } else {
                if (prev == '_' && !isDigit(c)) {
                    throw cannotConvert(original);
                }
                sb.append(c);
            }
            prev = c;
        }
        if (prev == '_') {
            throw cannotConvert(original);
        }
        return sb.toString();
    }

    private static PyException cannotConvert(PyObject original) {
        return Py.valueError("could not convert string to complex: "
                + Abstract.repr(original).value);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * The longest float at {@code i} (no leading space: a sign, then digits with an optional
     * point and exponent, or inf, infinity, nan in any case), as CPython's
     * {@code PyOS_string_to_double} with an end pointer. Returns the index after it, or
     * {@code i} when there is none; the value goes to {@code out[0]} (infinite when too large).
     */
    static int scanDouble(String s, int i, double[] out) {
        int n = s.length();
        int p = i;
        boolean negative = false;
        if (p < n && (s.charAt(p) == '+' || s.charAt(p) == '-')) {
            negative = s.charAt(p) == '-';
            p++;
        }
        if (s.regionMatches(true, p, "inf", 0, 3)) {
            p += 3;
            if (s.regionMatches(true, p, "inity", 0, 5)) {
                p += 5;
            }
            out[0] = negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            return p;
        }
        if (s.regionMatches(true, p, "nan", 0, 3)) {
            out[0] = negative ? NumberParser.NEGATIVE_NAN : Double.NaN;
            return p + 3;
        }
        int start = p;
        int digits = 0;
        while (p < n && isDigit(s.charAt(p))) {
            p++;
            digits++;
        }
        if (p < n && s.charAt(p) == '.') {
            p++;
            while (p < n && isDigit(s.charAt(p))) {
                p++;
                digits++;
            }
        }
        if (digits == 0) {
            return i;
        }
        if (p < n && (s.charAt(p) == 'e' || s.charAt(p) == 'E')) {
            int q = p + 1;
            if (q < n && (s.charAt(q) == '+' || s.charAt(q) == '-')) {
                q++;
            }
            if (q < n && isDigit(s.charAt(q))) {
                while (q < n && isDigit(s.charAt(q))) {
                    q++;
                }
                p = q;
            }
        }
        double v = Double.parseDouble(s.substring(start, p));
        out[0] = negative ? -v : v;
        return p;
    }
}
