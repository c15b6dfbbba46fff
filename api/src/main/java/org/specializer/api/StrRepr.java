package org.specializer.api;

/**
 * {@code repr()} of str and the escapes it shares with {@code ascii()}: CPython's
 * {@code unicode_repr}. The quote is {@code '} unless the text contains {@code '} and no
 * {@code "}; only the chosen quote is escaped. Escaped: backslash, {@code \n \r \t}, other
 * ASCII controls and DEL as {@code \xhh}; a non-ASCII character is kept when printable
 * ({@code str.isprintable}), else written {@code \xhh}, {@code \\uXXXX} or {@code \UXXXXXXXX}
 * by size. Lone surrogates are not printable, so they are escaped too.
 */
final class StrRepr {
    private StrRepr() {}

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** The repr of {@code v}; with {@code asciiOnly}, every non-ASCII character is escaped. */
    static String repr(String v, boolean asciiOnly) {
        int n = v.length();
        boolean hasSingle = false;
        boolean hasDouble = false;
        boolean plain = true;
        for (int i = 0; i < n; i++) {
            char c = v.charAt(i);
            if (c < 0x20 || c >= 0x7f || c == '\\') {
                plain = false;
            } else if (c == '\'') {
                hasSingle = true;
            } else if (c == '"') {
                hasDouble = true;
            }
        }
        char q = hasSingle && !hasDouble ? '"' : '\'';
        if (plain && !(hasSingle && hasDouble)) {
            // the common case: printable ASCII with nothing to escape
            return q + v + q;
        }
        StringBuilder sb = new StringBuilder(n + 8).append(q);
        for (int i = 0; i < n; ) {
            int cp = v.codePointAt(i);
            i += Character.charCount(cp);
            if (cp < 0x7f) {
                if (cp == q || cp == '\\') {
                    sb.append('\\').append((char) cp);
                } else if (cp >= 0x20) {
                    sb.append((char) cp);
                } else if (cp == '\n') {
                    sb.append("\\n");
                } else if (cp == '\r') {
                    sb.append("\\r");
                } else if (cp == '\t') {
                    sb.append("\\t");
                } else {
                    hex(sb, 'x', cp, 2);
                }
            } else if (!asciiOnly && UnicodeData.isPrintable(cp)) {
                sb.appendCodePoint(cp);
            } else {
                escape(sb, cp);
            }
        }
        return sb.append(q).toString();
    }

    /** {@code \xhh}, {@code \\uXXXX} or {@code \UXXXXXXXX}, the shortest that fits. */
    static void escape(StringBuilder sb, int cp) {
        if (cp < 0x100) {
            hex(sb, 'x', cp, 2);
        } else if (cp < 0x10000) {
            hex(sb, 'u', cp, 4);
        } else {
            hex(sb, 'U', cp, 8);
        }
    }

    static void hex(StringBuilder sb, char kind, int v, int digits) {
        sb.append('\\').append(kind);
        for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
            sb.append(HEX[(v >>> shift) & 0xf]);
        }
    }

    /** Escape every non-ASCII character (the backslashreplace of an already-made repr). */
    static String escapeNonAscii(String v) {
        StringBuilder sb = new StringBuilder(v.length() + 16);
        for (int i = 0, n = v.length(); i < n; ) {
            int cp = v.codePointAt(i);
            i += Character.charCount(cp);
            if (cp < 0x80) {
                sb.append((char) cp);
            } else {
                escape(sb, cp);
            }
        }
        return sb.toString();
    }
}
