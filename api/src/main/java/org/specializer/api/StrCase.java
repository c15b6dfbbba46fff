package org.specializer.api;

/**
 * str methods about letter case: lower, upper, casefold, capitalize, title, swapcase and the
 * predicates isupper, islower, istitle.
 *
 * <p>Mappings are Unicode's full ones from {@link UnicodeData} ({@code 'ß'.upper() == 'SS'},
 * {@code 'İ'.lower() == 'i̇'}), and lowering a capital sigma follows the Final_Sigma rule as
 * CPython does: {@code 'ΑΣ'.lower() == 'ας'}. ASCII text takes a char-array path.
 */
final class StrCase {
    private StrCase() {}

    private static final int CAPITAL_SIGMA = 0x3A3;
    private static final int SMALL_SIGMA = 0x3C3;
    private static final int FINAL_SIGMA = 0x3C2;

    static void define(PyType t) {
        t.method0("lower", self -> lower((PyStr) self));
        t.method0("upper", self -> upper((PyStr) self));
        t.method0("casefold", self -> casefold((PyStr) self));
        t.method0("capitalize", self -> capitalize((PyStr) self));
        t.method0("title", self -> title((PyStr) self));
        t.method0("swapcase", self -> swapcase((PyStr) self));
        t.method0("isupper", self -> Py.newBool(isUpper((PyStr) self)));
        t.method0("islower", self -> Py.newBool(isLower((PyStr) self)));
        t.method0("istitle", self -> Py.newBool(isTitle((PyStr) self)));
    }

    // ------------------------------------------------------------------ mappings

    /** {@code s.lower()}. */
    static PyStr lower(PyStr s) {
        String v = s.value;
        if (s.isAscii()) {
            int n = v.length();
            int i = 0;
            while (i < n && !(v.charAt(i) >= 'A' && v.charAt(i) <= 'Z')) {
                i++;
            }
            if (i == n) {
                return StrMethods.exact(s);
            }
            char[] out = v.toCharArray();
            for (; i < n; i++) {
                char c = out[i];
                if (c >= 'A' && c <= 'Z') {
                    out[i] = (char) (c + 32);
                }
            }
            return PyStr.of(new String(out));
        }
        StringBuilder sb = new StringBuilder(v.length() + 4);
        for (int i = 0, n = v.length(); i < n; ) {
            int cp = v.codePointAt(i);
            lowerInto(sb, v, i, cp);
            i += Character.charCount(cp);
        }
        return StrMethods.result(s, sb.toString());
    }

    /** Append the lowercase of the code point {@code cp} found at {@code v[i]}. */
    private static void lowerInto(StringBuilder sb, String v, int i, int cp) {
        if (cp < 128) {
            sb.append((char) (cp >= 'A' && cp <= 'Z' ? cp + 32 : cp));
        } else if (cp == CAPITAL_SIGMA) {
            sb.append((char) (isFinalSigma(v, i) ? FINAL_SIGMA : SMALL_SIGMA));
        } else {
            UnicodeData.appendLower(sb, cp);
        }
    }

    /**
     * Unicode's Final_Sigma condition for the sigma at {@code v[i]}: a cased letter before it
     * and none after it, skipping case-ignorable characters both ways.
     */
    private static boolean isFinalSigma(String v, int i) {
        int j = i;
        int c = -1;
        while (j > 0) {
            c = v.codePointBefore(j);
            j -= Character.charCount(c);
            if (!UnicodeData.has(c, UnicodeData.CASE_IGNORABLE)) {
                break;
            }
            c = -1;
        }
        if (c < 0 || !UnicodeData.has(c, UnicodeData.CASED)) {
            return false;
        }
        j = i + 1;
        while (j < v.length()) {
            c = v.codePointAt(j);
            j += Character.charCount(c);
            if (!UnicodeData.has(c, UnicodeData.CASE_IGNORABLE)) {
                return !UnicodeData.has(c, UnicodeData.CASED);
            }
        }
        return true;
    }

    /** {@code s.upper()}. */
    static PyStr upper(PyStr s) {
        String v = s.value;
        if (s.isAscii()) {
            int n = v.length();
            int i = 0;
            while (i < n && !(v.charAt(i) >= 'a' && v.charAt(i) <= 'z')) {
                i++;
            }
            if (i == n) {
                return StrMethods.exact(s);
            }
            char[] out = v.toCharArray();
            for (; i < n; i++) {
                char c = out[i];
                if (c >= 'a' && c <= 'z') {
                    out[i] = (char) (c - 32);
                }
            }
            return PyStr.of(new String(out));
        }
        StringBuilder sb = new StringBuilder(v.length() + 4);
        for (int i = 0, n = v.length(); i < n; ) {
            int cp = v.codePointAt(i);
            i += Character.charCount(cp);
            if (cp < 128) {
                sb.append((char) (cp >= 'a' && cp <= 'z' ? cp - 32 : cp));
            } else {
                UnicodeData.appendUpper(sb, cp);
            }
        }
        return StrMethods.result(s, sb.toString());
    }

    /** {@code s.casefold()}. */
    static PyStr casefold(PyStr s) {
        if (s.isAscii()) {
            return lower(s);
        }
        String v = s.value;
        StringBuilder sb = new StringBuilder(v.length() + 4);
        for (int i = 0, n = v.length(); i < n; ) {
            int cp = v.codePointAt(i);
            i += Character.charCount(cp);
            UnicodeData.appendFold(sb, cp);
        }
        return StrMethods.result(s, sb.toString());
    }

    /** {@code s.capitalize()}: the first character title-cased, the rest lowered. */
    static PyStr capitalize(PyStr s) {
        String v = s.value;
        if (v.isEmpty()) {
            return StrMethods.exact(s);
        }
        StringBuilder sb = new StringBuilder(v.length() + 4);
        int first = v.codePointAt(0);
        UnicodeData.appendTitle(sb, first);
        for (int i = Character.charCount(first), n = v.length(); i < n; ) {
            int cp = v.codePointAt(i);
            lowerInto(sb, v, i, cp);
            i += Character.charCount(cp);
        }
        return StrMethods.result(s, sb.toString());
    }

    /**
     * {@code s.title()}: a cased character after an uncased one is title-cased, after a cased
     * one lowered (so {@code "they're".title() == "They'Re"}, as in CPython).
     */
    static PyStr title(PyStr s) {
        String v = s.value;
        StringBuilder sb = new StringBuilder(v.length() + 4);
        boolean previousCased = false;
        for (int i = 0, n = v.length(); i < n; ) {
            int cp = v.codePointAt(i);
            if (previousCased) {
                lowerInto(sb, v, i, cp);
            } else if (cp < 128) {
                sb.append((char) (cp >= 'a' && cp <= 'z' ? cp - 32 : cp));
            } else {
                UnicodeData.appendTitle(sb, cp);
            }
            previousCased = isCased(cp);
            i += Character.charCount(cp);
        }
        return StrMethods.result(s, sb.toString());
    }

    /** {@code s.swapcase()}: uppercase letters lowered, lowercase ones raised, others kept. */
    static PyStr swapcase(PyStr s) {
        String v = s.value;
        StringBuilder sb = new StringBuilder(v.length() + 4);
        for (int i = 0, n = v.length(); i < n; ) {
            int cp = v.codePointAt(i);
            int f = flags(cp);
            if ((f & UnicodeData.UPPER) != 0) {
                lowerInto(sb, v, i, cp);
            } else if ((f & UnicodeData.LOWER) != 0) {
                if (cp < 128) {
                    sb.append((char) (cp - 32));
                } else {
                    UnicodeData.appendUpper(sb, cp);
                }
            } else {
                sb.appendCodePoint(cp);
            }
            i += Character.charCount(cp);
        }
        return StrMethods.result(s, sb.toString());
    }

    // ------------------------------------------------------------------ predicates

    /** Case flags, ASCII without the table. */
    private static int flags(int cp) {
        if (cp < 128) {
            if (cp >= 'A' && cp <= 'Z') {
                return UnicodeData.UPPER | UnicodeData.CASED;
            }
            if (cp >= 'a' && cp <= 'z') {
                return UnicodeData.LOWER | UnicodeData.CASED;
            }
            return 0;
        }
        return UnicodeData.flags(cp);
    }

    private static boolean isCased(int cp) {
        return (flags(cp) & UnicodeData.CASED) != 0;
    }

    /** {@code s.isupper()}: some cased character, and none lowercase or titlecase. */
    static boolean isUpper(PyStr s) {
        String v = s.value;
        boolean cased = false;
        for (int i = 0, n = v.length(); i < n; ) {
            int cp = v.codePointAt(i);
            i += Character.charCount(cp);
            int f = flags(cp);
            if ((f & (UnicodeData.LOWER | UnicodeData.TITLE)) != 0) {
                return false;
            }
            if ((f & UnicodeData.UPPER) != 0) {
                cased = true;
            }
        }
        return cased;
    }

    /** {@code s.islower()}: some cased character, and none uppercase or titlecase. */
    static boolean isLower(PyStr s) {
        String v = s.value;
        boolean cased = false;
        for (int i = 0, n = v.length(); i < n; ) {
            int cp = v.codePointAt(i);
            i += Character.charCount(cp);
            int f = flags(cp);
            if ((f & (UnicodeData.UPPER | UnicodeData.TITLE)) != 0) {
                return false;
            }
            if ((f & UnicodeData.LOWER) != 0) {
                cased = true;
            }
        }
        return cased;
    }

    /**
     * {@code s.istitle()}: uppercase and titlecase characters only after uncased ones,
     * lowercase only after cased ones, and at least one cased character.
     */
    static boolean isTitle(PyStr s) {
        String v = s.value;
        boolean cased = false;
        boolean previousCased = false;
        for (int i = 0, n = v.length(); i < n; ) {
            int cp = v.codePointAt(i);
            i += Character.charCount(cp);
            int f = flags(cp);
            if ((f & (UnicodeData.UPPER | UnicodeData.TITLE)) != 0) {
                if (previousCased) {
                    return false;
                }
                previousCased = true;
                cased = true;
            } else if ((f & UnicodeData.LOWER) != 0) {
                if (!previousCased) {
                    return false;
                }
                previousCased = true;
                cased = true;
            } else {
                previousCased = false;
            }
        }
        return cased;
    }
}
