package org.specializer.api;

/** Python-visible methods of {@code str} (to be completed). */
public final class StrMethods {
    private StrMethods() {}

    static void define(PyType t) {
    }

    /** {@code repr(s)}. */
    public static PyStr repr(PyStr s) {
        String v = s.value;
        char q = v.indexOf('\'') >= 0 && v.indexOf('"') < 0 ? '"' : '\'';
        StringBuilder sb = new StringBuilder(v.length() + 2).append(q);
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c == q || c == '\\') {
                sb.append('\\').append(c);
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c < ' ' || c == 0x7f) {
                sb.append(String.format("\\x%02x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return new PyStr(sb.append(q).toString());
    }
}
