package org.specializer.natives.codecs;

import java.io.ByteArrayOutputStream;
import org.specializer.api.CodecErrors;
import org.specializer.api.Codecs;
import org.specializer.api.PyStr;

/**
 * UTF-7 (RFC 2152) with CPython's choices: the optional direct characters and whitespace are
 * written as themselves, {@code +} as {@code +-}, everything else (including {@code \},
 * {@code ~} and lone surrogates) in base64 shifts of UTF-16 code units. Compare CPython
 * unicodeobject.c: _PyUnicode_EncodeUTF7 and PyUnicode_DecodeUTF7Stateful.
 */
final class Utf7 {
    private Utf7() {}

    private static final String B64 =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    /** CPython's utf7_category: 0 direct, 1 optional direct, 2 whitespace, 3 base64 only. */
    private static final byte[] CATEGORY = {
        3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 3, 3, 2, 3, 3,
        3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
        2, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 3, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3, 1, 1, 1,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 3, 3,
    };

    private static boolean encodeDirect(int c) {
        return c > 0 && c < 128 && CATEGORY[c] != 3;
    }

    private static boolean isBase64(int c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+'
                || c == '/';
    }

    private static int fromBase64(int c) {
        return B64.indexOf(c);
    }

    static byte[] encode(PyStr s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.value.length() + 8);
        boolean inShift = false;
        int bits = 0;
        long buffer = 0;
        for (int ch : s.codePoints()) {
            if (inShift) {
                if (encodeDirect(ch)) {
                    if (bits > 0) {
                        out.write(B64.charAt((int) ((buffer << (6 - bits)) & 0x3f)));
                        buffer = 0;
                        bits = 0;
                    }
                    inShift = false;
                    if (isBase64(ch) || ch == '-') {
                        out.write('-');
                    }
                    out.write(ch);
                    continue;
                }
            } else if (ch == '+') {
                out.write('+');
                out.write('-');
                continue;
            } else if (encodeDirect(ch)) {
                out.write(ch);
                continue;
            } else {
                out.write('+');
                inShift = true;
            }
            int[] units = ch >= 0x10000 ? new int[] {Character.highSurrogate(ch),
                Character.lowSurrogate(ch)} : new int[] {ch};
            for (int u : units) {
                bits += 16;
                buffer = (buffer << 16) | u;
                while (bits >= 6) {
                    out.write(B64.charAt((int) ((buffer >> (bits - 6)) & 0x3f)));
                    bits -= 6;
                }
                buffer &= (1L << bits) - 1;
            }
        }
        if (bits > 0) {
            out.write(B64.charAt((int) ((buffer << (6 - bits)) & 0x3f)));
        }
        if (inShift) {
            out.write('-');
        }
        return out.toByteArray();
    }

    static Codecs.Decoded decode(byte[] d, String errors, boolean fin) {
        int len = d.length;
        StringBuilder sb = new StringBuilder(len);
        boolean inShift = false;
        int bits = 0;
        long buffer = 0;
        int surrogate = 0;
        int startinpos = 0;
        int shiftOutStart = 0;
        int s = 0;
        while (s < len) {
            int ch = d[s] & 0xff;
            String errmsg = null;
            if (inShift) {
                if (isBase64(ch)) {
                    buffer = (buffer << 6) | fromBase64(ch);
                    bits += 6;
                    s++;
                    if (bits >= 16) {
                        int outCh = (int) ((buffer >> (bits - 16)) & 0xffff);
                        bits -= 16;
                        buffer &= (1L << bits) - 1;
                        if (surrogate != 0) {
                            if (Character.isLowSurrogate((char) outCh)) {
                                sb.appendCodePoint(Character.toCodePoint((char) surrogate,
                                        (char) outCh));
                                surrogate = 0;
                                continue;
                            }
                            sb.append((char) surrogate);
                            surrogate = 0;
                        }
                        if (Character.isHighSurrogate((char) outCh)) {
                            surrogate = outCh;
                        } else {
                            sb.append((char) outCh);
                        }
                    }
                } else {
                    inShift = false;
                    if (bits > 6) {
                        s++;
                        errmsg = "partial character in shift sequence";
                    } else if (buffer != 0) {
                        s++;
                        errmsg = "non-zero padding bits in shift sequence";
                    } else {
                        if (surrogate != 0 && ch <= 127 && ch != '+') {
                            sb.append((char) surrogate);
                        }
                        surrogate = 0;
                        if (ch == '-') {
                            s++;
                        }
                    }
                }
            } else if (ch == '+') {
                startinpos = s;
                s++;
                if (s < len && d[s] == '-') {
                    s++;
                    sb.append('+');
                } else if (s < len && !isBase64(d[s] & 0xff)) {
                    s++;
                    errmsg = "ill-formed sequence";
                } else {
                    inShift = true;
                    surrogate = 0;
                    shiftOutStart = sb.length();
                    bits = 0;
                    buffer = 0;
                }
            } else if (ch <= 127) {
                s++;
                sb.append((char) ch);
            } else {
                startinpos = s;
                s++;
                errmsg = "unexpected special character";
            }
            if (errmsg != null) {
                s = CodecErrors.decode(sb, "utf7", d, 0, len, startinpos, s, errmsg, errors);
                d = CodecErrors.inputAfter(d);
                len = d.length;
            }
        }
        if (inShift && fin) {
            inShift = false;
            if (surrogate != 0 || bits >= 6 || bits > 0 && buffer != 0) {
                int resume = CodecErrors.decode(sb, "utf7", d, 0, len, startinpos, len,
                        "unterminated shift sequence", errors);
                d = CodecErrors.inputAfter(d);
                len = d.length;
                if (resume < len) {
                    Codecs.Decoded rest = decode(java.util.Arrays.copyOfRange(d, resume, len),
                            errors, true);
                    return new Codecs.Decoded(sb + rest.text(), len);
                }
            }
        }
        if (!fin && inShift) {
            return new Codecs.Decoded(sb.substring(0, shiftOutStart), startinpos);
        }
        return new Codecs.Decoded(sb.toString(), s);
    }
}
