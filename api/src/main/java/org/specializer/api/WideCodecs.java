package org.specializer.api;

import java.io.ByteArrayOutputStream;

/**
 * UTF-16 and UTF-32 for {@link Codecs}: plain {@code utf-16}/{@code utf-32} write a BOM and
 * little-endian data (CPython's native order here) and read a BOM when there is one;
 * {@code -le}/{@code -be} variants have none. Error reasons are CPython's ("truncated data",
 * "illegal UTF-16 surrogate", "surrogates not allowed", ...).
 */
final class WideCodecs {
    private WideCodecs() {}

    /** Decode with the codec named {@code name}; {@code kind} is Codecs' Kind name. */
    static String decode(String name, String kind, byte[] data, int off, int len,
            String errors) {
        boolean wide = kind.startsWith("UTF32");
        boolean big = kind.endsWith("BE");
        if (kind.equals("UTF16") || kind.equals("UTF32")) {
            int unit = wide ? 4 : 2;
            if (len >= unit) {
                long le = read(data, off, unit, false);
                long be = read(data, off, unit, true);
                if (le == 0xfeff || be == 0xfeff) {
                    big = be == 0xfeff;
                    off += unit;
                    len -= unit;
                }
            }
            name = name + (big ? "-be" : "-le");
        }
        return wide ? decode32(name, data, off, len, big, errors)
                : decode16(name, data, off, len, big, errors);
    }

    private static long read(byte[] d, int at, int unit, boolean big) {
        long v = 0;
        for (int i = 0; i < unit; i++) {
            int b = d[at + (big ? i : unit - 1 - i)] & 0xff;
            v = (v << 8) | b;
        }
        return v;
    }

    private static String decode16(String name, byte[] data, int off, int len, boolean big,
            String errors) {
        StringBuilder sb = new StringBuilder(len / 2);
        int i = 0;
        while (i < len) {
            if (len - i < 2) {
                Codecs.decodeReplacement(sb, name, data, off, len, i, len, "truncated data",
                        errors);
                break;
            }
            int u = (int) read(data, off + i, 2, big);
            if (u < 0xd800 || u > 0xdfff) {
                sb.append((char) u);
                i += 2;
            } else if (u >= 0xdc00) {
                Codecs.decodeReplacement(sb, name, data, off, len, i, i + 2, "illegal encoding",
                        errors);
                i += 2;
            } else if (len - i < 4) {
                Codecs.decodeReplacement(sb, name, data, off, len, i, len,
                        "unexpected end of data", errors);
                break;
            } else {
                int u2 = (int) read(data, off + i + 2, 2, big);
                if (u2 >= 0xdc00 && u2 <= 0xdfff) {
                    sb.append((char) u).append((char) u2);
                    i += 4;
                } else {
                    Codecs.decodeReplacement(sb, name, data, off, len, i, i + 2,
                            "illegal UTF-16 surrogate", errors);
                    i += 2;
                }
            }
        }
        return sb.toString();
    }

    private static String decode32(String name, byte[] data, int off, int len, boolean big,
            String errors) {
        StringBuilder sb = new StringBuilder(len / 4);
        int i = 0;
        while (i < len) {
            if (len - i < 4) {
                Codecs.decodeReplacement(sb, name, data, off, len, i, len, "truncated data",
                        errors);
                break;
            }
            long cp = read(data, off + i, 4, big);
            if (cp > 0x10ffff) {
                Codecs.decodeReplacement(sb, name, data, off, len, i, i + 4,
                        "code point not in range(0x110000)", errors);
            } else if (cp >= 0xd800 && cp <= 0xdfff) {
                Codecs.decodeReplacement(sb, name, data, off, len, i, i + 4,
                        "code point in surrogate code point range(0xd800, 0xe000)", errors);
            } else {
                sb.appendCodePoint((int) cp);
            }
            i += 4;
        }
        return sb.toString();
    }

    /** Encode with the codec named {@code name}. */
    static byte[] encode(String name, String kind, PyStr s, String errors) {
        boolean wide = kind.startsWith("UTF32");
        boolean big = kind.endsWith("BE");
        int unit = wide ? 4 : 2;
        int[] cps = s.codePoints();
        ByteArrayOutputStream out = new ByteArrayOutputStream(cps.length * unit + unit);
        if (kind.equals("UTF16") || kind.equals("UTF32")) {
            write(out, 0xfeff, unit, false);
        }
        for (int k = 0; k < cps.length; ) {
            int cp = cps[k];
            if (cp >= 0xd800 && cp <= 0xdfff) {
                int end = k + 1;
                while (end < cps.length && cps[end] >= 0xd800 && cps[end] <= 0xdfff) {
                    end++;
                }
                ByteArrayOutputStream rep = new ByteArrayOutputStream();
                Codecs.encodeReplacement(rep, name, s, cps, k, end, "surrogates not allowed",
                        errors, 0x110000);
                // replacement text is ASCII; each character becomes one code unit
                for (byte b : rep.toByteArray()) {
                    write(out, b & 0xff, unit, big);
                }
                k = end;
                continue;
            }
            if (!wide && cp >= 0x10000) {
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
