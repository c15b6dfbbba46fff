package org.specializer.natives.sre;

import static org.specializer.natives.sre.SreConstants.*;

import org.specializer.api.UnicodeData;

/**
 * The character predicates and case mappings of the engine, as CPython's {@code sre.c}: ASCII
 * ones ({@code SRE_IS_WORD}...), locale ones (the C locale's {@code isalnum}/{@code tolower},
 * which leave every byte above 127 alone, as the default and UTF-8 locales do), and Unicode ones
 * (CPython 3.13's Unicode 15.1 tables through {@link UnicodeData}). ASCII is answered from a
 * table here; the rest goes to the Unicode tables.
 */
final class SreChars {
    private SreChars() {}

    private static final byte DIGIT = 1;
    private static final byte SPACE = 2;
    private static final byte WORD = 4;
    /** {@code Py_UNICODE_ISSPACE} below 128: also the separators 0x1c to 0x1f. */
    private static final byte UNI_SPACE = 8;
    /** {@code Py_UNICODE_ISLINEBREAK} below 128. */
    private static final byte UNI_LINEBREAK = 16;
    private static final byte ALPHA = 32;

    private static final byte[] ASCII = new byte[128];

    static {
        for (int c = 0; c < 128; c++) {
            int f = 0;
            if (c >= '0' && c <= '9') {
                f |= DIGIT | WORD;
            }
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                f |= WORD | ALPHA;
            }
            if (c == '_') {
                f |= WORD;
            }
            if (c == ' ' || (c >= 0x09 && c <= 0x0d)) {
                f |= SPACE | UNI_SPACE;
            }
            if (c >= 0x1c && c <= 0x1f) {
                f |= UNI_SPACE;
            }
            if ((c >= 0x0a && c <= 0x0d) || (c >= 0x1c && c <= 0x1e)) {
                f |= UNI_LINEBREAK;
            }
            ASCII[c] = (byte) f;
        }
    }

    private static boolean ascii(int ch, int flag) {
        return ch >= 0 && ch < 128 && (ASCII[ch] & flag) != 0;
    }

    // ------------------------------------------------------------------ ASCII

    /** {@code SRE_IS_WORD}. */
    static boolean isWord(int ch) {
        return ascii(ch, WORD);
    }

    /** {@code sre_lower_ascii}. */
    static int lowerAscii(int ch) {
        return ch >= 'A' && ch <= 'Z' ? ch + 32 : ch;
    }

    /** {@code _sre.ascii_iscased}. */
    static boolean asciiIsCased(int ch) {
        return ascii(ch, ALPHA);
    }

    // ------------------------------------------------------------------ locale

    /** {@code SRE_LOC_IS_WORD}: the C locale's {@code isalnum}, or {@code '_'}. */
    static boolean locIsWord(int ch) {
        return ascii(ch, WORD);
    }

    /** {@code sre_lower_locale}. */
    static int lowerLocale(int ch) {
        return lowerAscii(ch);
    }

    /** {@code sre_upper_locale}. */
    static int upperLocale(int ch) {
        return ch >= 'a' && ch <= 'z' ? ch - 32 : ch;
    }

    /** {@code char_loc_ignore}. */
    static boolean charLocIgnore(int pattern, int ch) {
        return ch == pattern || lowerLocale(ch) == pattern || upperLocale(ch) == pattern;
    }

    // ------------------------------------------------------------------ Unicode

    /** {@code SRE_UNI_IS_WORD}: {@code Py_UNICODE_ISALNUM}, or {@code '_'}. */
    static boolean uniIsWord(int ch) {
        if (ch < 128) {
            return ascii(ch, WORD);
        }
        return (UnicodeData.flags(ch) & (UnicodeData.ALPHA | UnicodeData.DECIMAL
                | UnicodeData.DIGIT | UnicodeData.NUMERIC)) != 0;
    }

    /** {@code SRE_UNI_IS_DIGIT}: {@code Py_UNICODE_ISDECIMAL}. */
    static boolean uniIsDigit(int ch) {
        if (ch < 128) {
            return ascii(ch, DIGIT);
        }
        return UnicodeData.has(ch, UnicodeData.DECIMAL);
    }

    /** {@code SRE_UNI_IS_SPACE}: {@code Py_UNICODE_ISSPACE}. */
    static boolean uniIsSpace(int ch) {
        if (ch < 128) {
            return ascii(ch, UNI_SPACE);
        }
        return UnicodeData.has(ch, UnicodeData.SPACE);
    }

    /** {@code SRE_UNI_IS_LINEBREAK}: {@code Py_UNICODE_ISLINEBREAK}. */
    static boolean uniIsLinebreak(int ch) {
        if (ch < 128) {
            return ascii(ch, UNI_LINEBREAK);
        }
        return UnicodeData.has(ch, UnicodeData.LINEBREAK);
    }

    /**
     * {@code sre_lower_unicode}: {@code Py_UNICODE_TOLOWER}, the first code point of the full
     * lowercase where that is longer than one (as CPython's extended-case table gives it).
     */
    static int lowerUnicode(int ch) {
        if (ch < 128) {
            return lowerAscii(ch);
        }
        if (ch > Character.MAX_CODE_POINT) {
            return ch;
        }
        int r = UnicodeData.simpleLower(ch);
        if (r >= 0) {
            return r;
        }
        StringBuilder sb = new StringBuilder(4);
        UnicodeData.appendLower(sb, ch);
        return sb.codePointAt(0);
    }

    /** {@code sre_upper_unicode}: {@code Py_UNICODE_TOUPPER}, as {@link #lowerUnicode}. */
    static int upperUnicode(int ch) {
        if (ch < 128) {
            return upperLocale(ch);
        }
        if (ch > Character.MAX_CODE_POINT) {
            return ch;
        }
        int r = UnicodeData.simpleUpper(ch);
        if (r >= 0) {
            return r;
        }
        StringBuilder sb = new StringBuilder(4);
        UnicodeData.appendUpper(sb, ch);
        return sb.codePointAt(0);
    }

    /** {@code _sre.unicode_iscased}. */
    static boolean unicodeIsCased(int ch) {
        return ch != lowerUnicode(ch) || ch != upperUnicode(ch);
    }

    // ------------------------------------------------------------------ categories

    /** Compare CPython sre.c: sre_category. */
    static boolean category(int category, int ch) {
        switch (category) {
            case CATEGORY_DIGIT:
                return ascii(ch, DIGIT);
            case CATEGORY_NOT_DIGIT:
                return !ascii(ch, DIGIT);
            case CATEGORY_SPACE:
                return ascii(ch, SPACE);
            case CATEGORY_NOT_SPACE:
                return !ascii(ch, SPACE);
            case CATEGORY_WORD:
                return ascii(ch, WORD);
            case CATEGORY_NOT_WORD:
                return !ascii(ch, WORD);
            case CATEGORY_LINEBREAK:
                return ch == '\n';
            case CATEGORY_NOT_LINEBREAK:
                return ch != '\n';
            case CATEGORY_LOC_WORD:
                return locIsWord(ch);
            case CATEGORY_LOC_NOT_WORD:
                return !locIsWord(ch);
            case CATEGORY_UNI_DIGIT:
                return uniIsDigit(ch);
            case CATEGORY_UNI_NOT_DIGIT:
                return !uniIsDigit(ch);
            case CATEGORY_UNI_SPACE:
                return uniIsSpace(ch);
            case CATEGORY_UNI_NOT_SPACE:
                return !uniIsSpace(ch);
            case CATEGORY_UNI_WORD:
                return uniIsWord(ch);
            case CATEGORY_UNI_NOT_WORD:
                return !uniIsWord(ch);
            case CATEGORY_UNI_LINEBREAK:
                return uniIsLinebreak(ch);
            case CATEGORY_UNI_NOT_LINEBREAK:
                return !uniIsLinebreak(ch);
            default:
                return false;
        }
    }
}
