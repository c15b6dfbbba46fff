package org.specializer.api;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The {@code 'e'}, {@code 'f'} and {@code 'g'} renderings of a double that printf-style
 * formatting needs, correctly rounded as CPython's {@code PyOS_double_to_string}: the exact
 * binary value of the double is rounded half-to-even in decimal (which is what David Gay's
 * dtoa does), via {@link BigDecimal}. Results are the magnitude only: the caller writes the
 * sign (taken from the sign bit, so {@code -0.0} formats as {@code -0.000000}).
 *
 * <p>Finite values only; the caller handles {@code inf} and {@code nan}.
 */
final class FloatDigits {
    private FloatDigits() {}

    /** {@code '%.{precision}f'} of |x|. */
    static String fixed(double x, int precision, boolean alternate) {
        BigDecimal d = new BigDecimal(Math.abs(x)).setScale(precision, RoundingMode.HALF_EVEN);
        String s = d.toPlainString();
        return alternate && precision == 0 ? s + "." : s;
    }

    /** {@code '%.{precision}e'} of |x|. */
    static String exponent(double x, int precision, boolean upper, boolean alternate) {
        String digits;
        int exp;
        if (x == 0) {
            digits = "0".repeat(precision + 1);
            exp = 0;
        } else {
            BigDecimal d = new BigDecimal(Math.abs(x)).round(new MathContext(precision + 1,
                    RoundingMode.HALF_EVEN));
            digits = d.unscaledValue().toString();
            exp = d.precision() - d.scale() - 1;
            // round() may keep fewer digits (an exact value like 1E+4 has precision 1)
            if (digits.length() < precision + 1) {
                digits = digits + "0".repeat(precision + 1 - digits.length());
            }
        }
        StringBuilder sb = new StringBuilder(precision + 8);
        sb.append(digits.charAt(0));
        if (precision > 0 || alternate) {
            sb.append('.');
        }
        sb.append(digits, 1, digits.length());
        appendExponent(sb, exp, upper);
        return sb.toString();
    }

    private static void appendExponent(StringBuilder sb, int exp, boolean upper) {
        sb.append(upper ? 'E' : 'e').append(exp < 0 ? '-' : '+');
        int a = Math.abs(exp);
        if (a < 10) {
            sb.append('0');
        }
        sb.append(a);
    }

    /**
     * {@code '%.{precision}g'} of |x|: {@code precision} significant digits (0 counts as 1),
     * fixed notation when the exponent is in [-4, precision), trailing zeros removed unless
     * {@code alternate}.
     */
    static String general(double x, int precision, boolean upper, boolean alternate) {
        int p = precision == 0 ? 1 : precision;
        String digits;
        int exp;
        if (x == 0) {
            digits = "0";
            exp = 0;
        } else {
            BigDecimal d = new BigDecimal(Math.abs(x)).round(new MathContext(p,
                    RoundingMode.HALF_EVEN));
            digits = d.unscaledValue().toString();
            exp = d.precision() - d.scale() - 1;
        }
        // significant digits without trailing zeros, then padded back for '#'
        int end = digits.length();
        while (end > 1 && digits.charAt(end - 1) == '0') {
            end--;
        }
        digits = digits.substring(0, end);
        if (alternate && digits.length() < p) {
            digits = digits + "0".repeat(p - digits.length());
        }
        StringBuilder sb = new StringBuilder(p + 8);
        if (exp >= -4 && exp < p) {
            if (exp < 0) {
                sb.append("0.");
                for (int i = -1; i > exp; i--) {
                    sb.append('0');
                }
                sb.append(digits);
            } else if (digits.length() <= exp + 1) {
                sb.append(digits);
                for (int i = digits.length(); i <= exp; i++) {
                    sb.append('0');
                }
                if (alternate) {
                    sb.append('.');
                }
            } else {
                sb.append(digits, 0, exp + 1).append('.').append(digits, exp + 1,
                        digits.length());
            }
        } else {
            sb.append(digits.charAt(0));
            if (digits.length() > 1 || alternate) {
                sb.append('.').append(digits, 1, digits.length());
            }
            appendExponent(sb, exp, upper);
        }
        return sb.toString();
    }
}
