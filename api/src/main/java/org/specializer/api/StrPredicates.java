package org.specializer.api;

/**
 * The character-class predicates of str: isalnum, isalpha, isascii, isdecimal, isdigit,
 * isnumeric, isprintable, isspace, isidentifier. Each holds when every character has the
 * property and the string is not empty ({@code isascii} and {@code isprintable} also hold for
 * the empty string). Properties are CPython's, from {@link UnicodeData}.
 */
final class StrPredicates {
    private StrPredicates() {}

    static void define(PyType t) {
        t.method0("isalnum", self -> Py.newBool(all((PyStr) self, UnicodeData.ALPHA
                | UnicodeData.DECIMAL | UnicodeData.DIGIT | UnicodeData.NUMERIC)));
        t.method0("isalpha", self -> Py.newBool(all((PyStr) self, UnicodeData.ALPHA)));
        t.method0("isdecimal", self -> Py.newBool(all((PyStr) self, UnicodeData.DECIMAL)));
        t.method0("isdigit", self -> Py.newBool(all((PyStr) self, UnicodeData.DIGIT)));
        t.method0("isnumeric", self -> Py.newBool(all((PyStr) self, UnicodeData.NUMERIC)));
        t.method0("isspace", self -> Py.newBool(isSpace((PyStr) self)));
        t.method0("isascii", self -> Py.newBool(((PyStr) self).isAscii()));
        t.method0("isprintable", self -> Py.newBool(isPrintable((PyStr) self)));
        t.method0("isidentifier", self -> Py.newBool(isIdentifier((PyStr) self)));
    }

    /** Flags of an ASCII character, without the table. */
    private static int asciiFlags(int c) {
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
            return UnicodeData.ALPHA;
        }
        if (c >= '0' && c <= '9') {
            return UnicodeData.DECIMAL | UnicodeData.DIGIT | UnicodeData.NUMERIC;
        }
        return 0;
    }

    /** Non-empty, and every code point has one of {@code anyOf}. */
    private static boolean all(PyStr s, int anyOf) {
        String v = s.value;
        int n = v.length();
        if (n == 0) {
            return false;
        }
        for (int i = 0; i < n; ) {
            int cp = v.codePointAt(i);
            i += Character.charCount(cp);
            int f = cp < 128 ? asciiFlags(cp) : UnicodeData.flags(cp);
            if ((f & anyOf) == 0) {
                return false;
            }
        }
        return true;
    }

    static boolean isSpace(PyStr s) {
        String v = s.value;
        int n = v.length();
        if (n == 0) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (!StrSplit.isSpace(v.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    static boolean isPrintable(PyStr s) {
        String v = s.value;
        for (int i = 0, n = v.length(); i < n; ) {
            int cp = v.codePointAt(i);
            i += Character.charCount(cp);
            if (!UnicodeData.isPrintable(cp)) {
                return false;
            }
        }
        return true;
    }

    /** {@code s.isidentifier()}: XID_Start or '_' first, XID_Continue after. */
    static boolean isIdentifier(PyStr s) {
        String v = s.value;
        int n = v.length();
        if (n == 0) {
            return false;
        }
        int cp = v.codePointAt(0);
        if (!(cp < 128 ? (asciiFlags(cp) & UnicodeData.ALPHA) != 0 || cp == '_'
                : UnicodeData.has(cp, UnicodeData.ID_START))) {
            return false;
        }
        for (int i = Character.charCount(cp); i < n; ) {
            cp = v.codePointAt(i);
            i += Character.charCount(cp);
            if (!(cp < 128 ? asciiFlags(cp) != 0 || cp == '_'
                    : UnicodeData.has(cp, UnicodeData.ID_CONTINUE))) {
                return false;
            }
        }
        return true;
    }
}
