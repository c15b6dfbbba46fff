package org.specializer.core.compiler;

/**
 * Docstring clean-up done by the 3.13 compiler (CPython's {@code _PyCompile_CleanDoc}): tabs
 * expanded, the first line's leading spaces removed, and the common indentation of the
 * following non-blank lines removed.
 */
final class Docstrings {
    private Docstrings() {}

    static String clean(String doc) {
        doc = expandTabs(doc);
        int n = doc.length();
        int p = 0;
        while (p < n && doc.charAt(p++) != '\n') {
            // skip the first line
        }
        int margin = Integer.MAX_VALUE;
        while (p < n) {
            int s = p;
            while (p < n && doc.charAt(p) == ' ') {
                p++;
            }
            if (p < n && doc.charAt(p) != '\n') {
                margin = Math.min(margin, p - s);
            }
            while (p < n && doc.charAt(p++) != '\n') {
                // to the next line
            }
        }
        if (margin == Integer.MAX_VALUE) {
            margin = 0;
        }
        p = 0;
        while (p < n && doc.charAt(p) == ' ') {
            p++;
        }
        if (p == 0 && margin == 0) {
            return doc;
        }
        StringBuilder out = new StringBuilder(n);
        while (p < n) {
            char ch = doc.charAt(p++);
            out.append(ch);
            if (ch == '\n') {
                break;
            }
        }
        while (p < n) {
            for (int i = 0; i < margin && p < n; i++, p++) {
                if (doc.charAt(p) != ' ') {
                    break;
                }
            }
            while (p < n) {
                char ch = doc.charAt(p++);
                out.append(ch);
                if (ch == '\n') {
                    break;
                }
            }
        }
        return out.toString();
    }

    /** {@code str.expandtabs()} with tab size 8. */
    static String expandTabs(String s) {
        if (s.indexOf('\t') < 0) {
            return s;
        }
        StringBuilder out = new StringBuilder(s.length() + 16);
        int col = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\t') {
                int spaces = 8 - (col % 8);
                for (int k = 0; k < spaces; k++) {
                    out.append(' ');
                }
                col += spaces;
            } else {
                out.append(c);
                if (c == '\n' || c == '\r') {
                    col = 0;
                } else if (!Character.isLowSurrogate(c)) {
                    col++;
                }
            }
        }
        return out.toString();
    }
}
