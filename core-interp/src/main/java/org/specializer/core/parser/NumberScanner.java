package org.specializer.core.parser;

import java.math.BigInteger;

import org.specializer.core.ast.Ast;
import org.specializer.core.ast.SyntaxErrorException;
import org.specializer.core.ast.SyntaxErrorException.Kind;

/**
 * Numeric literals: scanning with CPython's checks and error positions, and conversion of a
 * NUMBER token's text to its value. Compare CPython Parser/lexer/lexer.c (the number part of
 * {@code tok_get_normal_mode}, {@code verify_end_of_number}, {@code tok_decimal_tail}).
 */
final class NumberScanner {
    private final Tokenizer tz;
    private final int[] s;
    private final int n;
    private final int start;

    private NumberScanner(Tokenizer tz, int start) {
        this.tz = tz;
        this.s = tz.s;
        this.n = tz.length();
        this.start = start;
    }

    static Token scan(Tokenizer tz, int start) {
        NumberScanner ns = new NumberScanner(tz, start);
        int end = ns.scan();
        tz.setPos(end);
        return tz.makeToken(TokenKind.NUMBER, start, new String(tz.s, start, end - start));
    }

    private int at(int q) {
        return q < n ? s[q] : -1;
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isHex(int c) {
        return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    /** An error where CPython's read cursor stands at {@code q}. */
    private SyntaxErrorException err(String msg, int q) {
        int col = q - tz.currentLineStart();
        return tz.literalError(Kind.SYNTAX_ERROR, msg, tz.lineNo(), col, col);
    }

    /** Scans the literal and returns the offset just past it. */
    private int scan() {
        int q = start;
        int c = at(q);
        if (c == '.') {
            return fraction(q + 1);
        }
        if (c == '0') {
            int c1 = at(q + 1);
            if (c1 == 'x' || c1 == 'X') {
                return radix(q + 2, 16, "hexadecimal");
            }
            if (c1 == 'o' || c1 == 'O') {
                return radix(q + 2, 8, "octal");
            }
            if (c1 == 'b' || c1 == 'B') {
                return radix(q + 2, 2, "binary");
            }
            q++;
            c = at(q);
            for (;;) {
                if (c == '_') {
                    q++;
                    c = at(q);
                    if (!isDigit(c)) {
                        throw err("invalid decimal literal", q);
                    }
                }
                if (c != '0') {
                    break;
                }
                q++;
                c = at(q);
            }
            int zerosEnd = q + 1;
            boolean nonzero = false;
            if (isDigit(c)) {
                nonzero = true;
                q = decimalTail(q);
                c = at(q);
            }
            if (c == '.') {
                return fraction(q + 1);
            }
            if (c == 'e' || c == 'E') {
                return exponent(q);
            }
            if (c == 'j' || c == 'J') {
                return verifyEnd(q + 1, "imaginary");
            }
            if (nonzero && !tz.extraTokens()) {
                int ls = tz.currentLineStart();
                throw tz.literalError(Kind.SYNTAX_ERROR, "leading zeros in decimal integer "
                        + "literals are not permitted; use an 0o prefix for octal integers",
                        tz.lineNo(), start + 1 - ls, zerosEnd - ls);
            }
            return verifyEnd(q, "decimal");
        }
        q = decimalTail(q);
        c = at(q);
        if (c == '.') {
            return fraction(q + 1);
        }
        if (c == 'e' || c == 'E') {
            return exponent(q);
        }
        if (c == 'j' || c == 'J') {
            return verifyEnd(q + 1, "imaginary");
        }
        return verifyEnd(q, "decimal");
    }

    private int radix(int q, int base, String kind) {
        int c = at(q);
        do {
            if (c == '_') {
                q++;
                c = at(q);
            }
            if (Character.digit(c, base) < 0 || c > 'f') {
                if (base != 16 && isDigit(c)) {
                    throw err("invalid digit '" + (char) c + "' in " + kind + " literal", q + 1);
                }
                throw err("invalid " + kind + " literal", q);
            }
            do {
                q++;
                c = at(q);
            } while (c >= 0 && c < 128 && Character.digit(c, base) >= 0);
        } while (c == '_');
        if (base != 16 && isDigit(c)) {
            throw err("invalid digit '" + (char) c + "' in " + kind + " literal", q + 1);
        }
        return verifyEnd(q, kind);
    }

    private int decimalTail(int q) {
        for (;;) {
            while (isDigit(at(q))) {
                q++;
            }
            if (at(q) != '_') {
                return q;
            }
            q++;
            if (!isDigit(at(q))) {
                throw err("invalid decimal literal", q);
            }
        }
    }

    private int fraction(int q) {
        if (isDigit(at(q))) {
            q = decimalTail(q);
        }
        int c = at(q);
        if (c == 'e' || c == 'E') {
            return exponent(q);
        }
        if (c == 'j' || c == 'J') {
            return verifyEnd(q + 1, "imaginary");
        }
        return verifyEnd(q, "decimal");
    }

    private int exponent(int e) {
        int q = e + 1;
        int c = at(q);
        if (c == '+' || c == '-') {
            q++;
            if (!isDigit(at(q))) {
                throw err("invalid decimal literal", q);
            }
        } else if (!isDigit(c)) {
            // "1else": the number ends before the 'e'.
            verifyEnd(e, "decimal");
            return e;
        }
        q = decimalTail(q);
        c = at(q);
        if (c == 'j' || c == 'J') {
            return verifyEnd(q + 1, "imaginary");
        }
        return verifyEnd(q, "decimal");
    }

    /**
     * A literal may be followed directly by a keyword that can follow a number in valid code
     * ({@code 1if x else 2}: CPython warns), but not by other name characters (except in
     * tokenize mode, where {@code 1e} is the number 1 and the name e).
     */
    private int verifyEnd(int q, String kind) {
        if (tz.extraTokens()) {
            // tokenize mode: CPython's lexer does not check what follows a number
            return q;
        }
        int c = at(q);
        boolean keyword;
        switch (c) {
            case 'a': keyword = lookahead(q + 1, "nd"); break;
            case 'e': keyword = lookahead(q + 1, "lse"); break;
            case 'f': keyword = lookahead(q + 1, "or"); break;
            case 'i': {
                int c1 = at(q + 1);
                keyword = c1 == 'f' || c1 == 'n' || c1 == 's';
                break;
            }
            case 'o': keyword = lookahead(q + 1, "r"); break;
            case 'n': keyword = lookahead(q + 1, "ot"); break;
            default: keyword = false;
        }
        if (keyword) {
            // CPython warns (a SyntaxError when the filters raise it)
            String msg = "invalid " + kind + " literal";
            if (org.specializer.core.ast.SyntaxWarnings.warn(msg, tz.filename(), tz.lineNo())) {
                throw err(msg, q);
            }
        } else if (c >= 0 && c < 128 && Tokenizer.isAsciiIdentChar(c)) {
            throw err("invalid " + kind + " literal", q);
        }
        return q;
    }

    private boolean lookahead(int q, String rest) {
        for (int i = 0; i < rest.length(); i++) {
            if (at(q + i) != rest.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    // ------------------------------------------------------------------ values

    /** True for an imaginary literal ({@code 1j}). */
    static boolean isImaginary(String text) {
        char last = text.charAt(text.length() - 1);
        return last == 'j' || last == 'J';
    }

    /**
     * The value of a NUMBER token: Long or BigInteger for int, Double for float,
     * {@link Ast.Imaginary} for an imaginary literal (its digits read as a float, an infinity
     * when too large, as CPython's {@code parsenumber}).
     */
    static Object value(String text) {
        String t = text.indexOf('_') >= 0 ? text.replace("_", "") : text;
        int len = t.length();
        if (isImaginary(t)) {
            return new Ast.Imaginary(Double.parseDouble(t.substring(0, len - 1)));
        }
        if (len > 1 && t.charAt(0) == '0') {
            char k = t.charAt(1);
            int radix = k == 'x' || k == 'X' ? 16 : k == 'o' || k == 'O' ? 8
                    : k == 'b' || k == 'B' ? 2 : 0;
            if (radix != 0) {
                return integer(t.substring(2), radix);
            }
        }
        for (int i = 0; i < len; i++) {
            char ch = t.charAt(i);
            if (ch == '.' || ch == 'e' || ch == 'E') {
                return Double.parseDouble(t);
            }
        }
        return integer(t, 10);
    }

    private static Object integer(String digits, int radix) {
        int bitsPerDigit = radix == 16 ? 4 : radix == 8 ? 3 : radix == 2 ? 1 : 4;
        if (digits.length() * bitsPerDigit < 63) {
            return Long.parseLong(digits, radix);
        }
        BigInteger b = new BigInteger(digits, radix);
        if (b.bitLength() < 64) {
            return b.longValue();
        }
        return b;
    }
}
