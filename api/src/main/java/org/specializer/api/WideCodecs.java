package org.specializer.api;

import java.io.ByteArrayOutputStream;

/**
 * UTF-16 and UTF-32 for {@link Codecs} and {@code _codecs}. A byte order is CPython's: -1
 * little-endian, 1 big-endian, 0 for "read a BOM if there is one, else native" when decoding
 * and "write a BOM, then native" when encoding; native is little-endian here. Error reasons
 * are CPython's ("truncated data", "illegal UTF-16 surrogate", "surrogates not allowed", ...),
 * and so are the codec names errors show ({@code utf-16-le}, ...).
 */
public final class WideCodecs {
    private WideCodecs() {}

    /**
     * What a UTF-16 or UTF-32 decoder returns: the text, the bytes consumed, and the byte
     * order it found (0 while no BOM could be read yet).
     */
    public record Decoded(String text, int consumed, int byteorder) {}

    private static long read(byte[] d, int at, int unit, boolean big) {
        long v = 0;
        for (int i = 0; i < unit; i++) {
            int b = d[at + (big ? i : unit - 1 - i)] & 0xff;
            v = (v << 8) | b;
        }
        return v;
    }

    /** A BOM at the start: 1 big-endian, -1 little-endian, 0 none or too short to tell. */
    private static int bom(byte[] data, int off, int len, int unit) {
        if (len < unit) {
            return 0;
        }
        if (read(data, off, unit, false) == 0xfeff) {
            return -1;
        }
        return read(data, off, unit, true) == 0xfeff ? 1 : 0;
    }

    /**
     * UTF-16 in {@code byteorder}; unless {@code fin}, a trailing odd byte or lone high
     * surrogate is left unconsumed. Compare CPython unicodeobject.c:
     * PyUnicode_DecodeUTF16Stateful.
     */
    public static Decoded decodeUtf16(byte[] data, int off, int len, String errors,
            int byteorder, boolean fin) {
        byte[] in = slice(data, off, len);
        int bo = byteorder;
        int start = 0;
        if (bo == 0 && in.length >= 2) {
            bo = bom(in, 0, in.length, 2);
            if (bo != 0) {
                start = 2;
            }
        }
        boolean big = bo == 1;
        String name = big ? "utf-16-be" : "utf-16-le";
        StringBuilder sb = new StringBuilder(in.length / 2);
        int i = start;
        while (i < in.length) {
            int n = in.length;
            int errEnd;
            String reason;
            if (n - i < 2) {
                if (!fin) {
                    break;
                }
                errEnd = n;
                reason = "truncated data";
            } else {
                int u = (int) read(in, i, 2, big);
                if (u < 0xd800 || u > 0xdfff) {
                    sb.append((char) u);
                    i += 2;
                    continue;
                }
                if (u >= 0xdc00) {
                    errEnd = i + 2;
                    reason = "illegal encoding";
                } else if (n - i < 4) {
                    if (!fin) {
                        break;
                    }
                    errEnd = n;
                    reason = "unexpected end of data";
                } else {
                    int u2 = (int) read(in, i + 2, 2, big);
                    if (u2 >= 0xdc00 && u2 <= 0xdfff) {
                        sb.append((char) u).append((char) u2);
                        i += 4;
                        continue;
                    }
                    errEnd = i + 2;
                    reason = "illegal UTF-16 surrogate";
                }
            }
            i = CodecErrors.decode(sb, name, in, 0, n, i, errEnd, reason, errors);
            in = CodecErrors.inputAfter(in);
        }
        return new Decoded(sb.toString(), Math.min(i, in.length), bo);
    }

    /**
     * UTF-32 in {@code byteorder}; unless {@code fin}, a trailing partial code unit is left
     * unconsumed. Compare CPython unicodeobject.c: PyUnicode_DecodeUTF32Stateful.
     */
    public static Decoded decodeUtf32(byte[] data, int off, int len, String errors,
            int byteorder, boolean fin) {
        byte[] in = slice(data, off, len);
        int bo = byteorder;
        int start = 0;
        if (bo == 0 && in.length >= 4) {
            bo = bom(in, 0, in.length, 4);
            if (bo != 0) {
                start = 4;
            }
        }
        boolean big = bo == 1;
        String name = big ? "utf-32-be" : "utf-32-le";
        StringBuilder sb = new StringBuilder(in.length / 4);
        int i = start;
        while (i < in.length) {
            int n = in.length;
            int errEnd = i + 4;
            String reason;
            if (n - i < 4) {
                if (!fin) {
                    break;
                }
                errEnd = n;
                reason = "truncated data";
            } else {
                long cp = read(in, i, 4, big);
                if (cp > 0x10ffff) {
                    reason = "code point not in range(0x110000)";
                } else if (cp >= 0xd800 && cp <= 0xdfff) {
                    reason = "code point in surrogate code point range(0xd800, 0xe000)";
                } else {
                    sb.appendCodePoint((int) cp);
                    i += 4;
                    continue;
                }
            }
            i = CodecErrors.decode(sb, name, in, 0, n, i, errEnd, reason, errors);
            in = CodecErrors.inputAfter(in);
        }
        return new Decoded(sb.toString(), Math.min(i, in.length), bo);
    }

    /** {@code data[off:off+len]}, the array itself where that is all of it. */
    private static byte[] slice(byte[] data, int off, int len) {
        return off == 0 && len == data.length ? data
                : java.util.Arrays.copyOfRange(data, off, off + len);
    }

    /** UTF-16 in {@code byteorder} (0: a BOM, then native). */
    public static byte[] encodeUtf16(PyStr s, String errors, int byteorder) {
        return encode(s, errors, byteorder, 2);
    }

    /** UTF-32 in {@code byteorder} (0: a BOM, then native). */
    public static byte[] encodeUtf32(PyStr s, String errors, int byteorder) {
        return encode(s, errors, byteorder, 4);
    }

    /**
     * Each lone surrogate is an error of its own ("surrogates not allowed"); replacement text
     * must be ASCII, one code unit per character. Compare CPython unicodeobject.c:
     * _PyUnicode_EncodeUTF16 and _PyUnicode_EncodeUTF32.
     */
    private static byte[] encode(PyStr s, String errors, int byteorder, int unit) {
        boolean big = byteorder == 1;
        String name = (unit == 2 ? "utf-16" : "utf-32")
                + (byteorder == -1 ? "-le" : byteorder == 1 ? "-be" : "");
        int[] cps = s.codePoints();
        ByteArrayOutputStream out = new ByteArrayOutputStream(cps.length * unit + unit);
        if (byteorder == 0) {
            write(out, 0xfeff, unit, false);
        }
        CodecErrors.TextSink sink = new CodecErrors.TextSink() {
            @Override
            public boolean write(ByteArrayOutputStream o, String text) {
                for (int i = 0; i < text.length(); i++) {
                    if (text.charAt(i) >= 0x80) {
                        return false;
                    }
                }
                for (int i = 0; i < text.length(); i++) {
                    WideCodecs.write(o, text.charAt(i), unit, big);
                }
                return true;
            }

            @Override
            public boolean writeBytes(ByteArrayOutputStream o, byte[] b) {
                if (b.length % unit != 0) {
                    return false;
                }
                o.write(b, 0, b.length);
                return true;
            }
        };
        for (int k = 0; k < cps.length; ) {
            int cp = cps[k];
            if (cp >= 0xd800 && cp <= 0xdfff) {
                k = CodecErrors.encode(out, name, s, cps, k, k + 1, "surrogates not allowed",
                        errors, sink);
                continue;
            }
            if (unit == 2 && cp >= 0x10000) {
                write(out, Character.highSurrogate(cp), 2, big);
                write(out, Character.lowSurrogate(cp), 2, big);
            } else {
                write(out, cp, unit, big);
            }
            k++;
        }
        return out.toByteArray();
    }

    private static void write(ByteArrayOutputStream out, int v, int unit, boolean big) {
        for (int i = 0; i < unit; i++) {
            int shift = big ? (unit - 1 - i) * 8 : i * 8;
            out.write((v >>> shift) & 0xff);
        }
    }
}
