package org.specializer.core.marshal;

import org.specializer.api.Py;

/** UTF-8 decoding with "surrogatepass": how marshal reads str ({@code 'u'}, {@code 't'}). */
final class Utf8 {
    private Utf8() {}

    static String decodeSurrogatePass(byte[] b) {
        StringBuilder sb = new StringBuilder(b.length);
        int i = 0;
        while (i < b.length) {
            int c = b[i] & 0xFF;
            int cp;
            int n;
            if (c < 0x80) {
                cp = c;
                n = 1;
            } else if ((c & 0xE0) == 0xC0) {
                cp = c & 0x1F;
                n = 2;
            } else if ((c & 0xF0) == 0xE0) {
                cp = c & 0x0F;
                n = 3;
            } else if ((c & 0xF8) == 0xF0) {
                cp = c & 0x07;
                n = 4;
            } else {
                throw bad();
            }
            if (i + n > b.length) {
                throw bad();
            }
            for (int k = 1; k < n; k++) {
                int cc = b[i + k] & 0xFF;
                if ((cc & 0xC0) != 0x80) {
                    throw bad();
                }
                cp = cp << 6 | (cc & 0x3F);
            }
            i += n;
            sb.appendCodePoint(cp);
        }
        return sb.toString();
    }

    private static RuntimeException bad() {
        return Py.valueError("bad marshal data (invalid UTF-8 in str)");
    }
}
