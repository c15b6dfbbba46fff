package org.specializer.natives.multibytecodec;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.util.HashMap;
import java.util.Map;

/**
 * The 94×94 coded character sets that {@link Iso2022Codec} designates, each read once from
 * the JDK's charsets into a table of its 8,836 codes and the inverse for encoding: JIS X 0208
 * ({@code x-JIS0208}), JIS X 0212 ({@code JIS_X0212-1990}), KS X 1001 (EUC-KR's bytes less
 * 0x80), GB 2312 (EUC-CN's) and JIS X 0213's two planes (the JDK's Shift_JIS-2004 through
 * {@link EucJis2004Charset#toSjis}: plane 2 has only the rows Shift_JIS-2004 has, the ones
 * JIS X 0213 defines, not EUC-JIS-2004's JIS X 0212 fallback).
 *
 * <p>Where the JDK's tables and CPython's differ, CPython's value is taken: JIS X 0208
 * {@code 0x213D} is U+2015 (the JDK says U+2014), JIS X 0212 {@code 0x2237} is U+007E (the JDK
 * says U+FF5E), KS X 1001 has no {@code 0x2268} (U+327E, added to the standard in 2002,
 * which CPython's table predates), and JIS X 0213's plane 1 has JIS X 0208's characters at
 * JIS X 0208's codes and U+007E, U+2985 and U+2986 at {@code 0x2232}, {@code 0x2256} and
 * {@code 0x2257} (the JDK's Shift_JIS-2004 says U+2014, U+FF5E, U+FF5F and U+FF60).
 *
 * <p>A code is {@code (b1 << 8) | b2}, each byte 0x21-0x7E. A decoded value is a code point,
 * or for JIS X 0213's characters written as a base and a combining mark (か゚, U+304B
 * U+309A) the two packed as {@code (base << 16) | mark}, which is at least {@link #PAIR}.
 */
final class Iso2022Sets {
    private Iso2022Sets() {}

    /** No character, in a table of codes or of characters. */
    static final int NONE = -1;
    /** Decoded values from here on are a base and a combining mark. */
    static final int PAIR = 0x110000;

    /** One 94×94 set: its characters by code and its codes by character. */
    static final class Set94 {
        /** The value of each code, {@code [(b1 - 0x21) * 94 + b2 - 0x21]}, or NONE. */
        final int[] chars = new int[94 * 94];
        /** The code of each BMP character, 0 for none. */
        final char[] bmp = new char[0x10000];
        /** The code of each supplementary character. */
        final Map<Integer, Integer> sip = new HashMap<>();

        Set94() {
            java.util.Arrays.fill(chars, NONE);
        }

        /** The value of code {@code b1 b2}, NONE when it has none or is out of range. */
        int decode(int b1, int b2) {
            if (b1 < 0x21 || b1 > 0x7e || b2 < 0x21 || b2 > 0x7e) {
                return NONE;
            }
            return chars[(b1 - 0x21) * 94 + b2 - 0x21];
        }

        /** The code of code point {@code c}, NONE when the set lacks it. */
        int encode(int c) {
            if (c < 0x10000) {
                int k = bmp[c];
                return k == 0 ? NONE : k;
            }
            Integer k = sip.get(c);
            return k == null ? NONE : k;
        }

        void put(int code, int value) {
            chars[((code >> 8) - 0x21) * 94 + (code & 0xff) - 0x21] = value;
        }

        /** The inverse of {@link #chars}: the first code of each character, pairs left out. */
        void invert() {
            for (int i = 0; i < chars.length; i++) {
                int v = chars[i];
                int code = ((i / 94 + 0x21) << 8) | (i % 94 + 0x21);
                if (v == NONE || v >= PAIR) {
                    continue;
                }
                if (v < 0x10000) {
                    if (bmp[v] == 0) {
                        bmp[v] = (char) code;
                    }
                } else {
                    sip.putIfAbsent(v, code);
                }
            }
        }
    }

    private static CharsetDecoder decoder(String charset) {
        return Charset.forName(charset).newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    /** The one character (or base and mark) {@code bytes} decode to, or NONE. */
    private static int decodeOne(CharsetDecoder d, byte[] bytes) {
        String s;
        try {
            d.reset();
            s = d.decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return NONE;
        }
        if (s.codePointCount(0, s.length()) == 1) {
            return s.codePointAt(0);
        }
        if (s.length() == 2 && s.charAt(0) < 0x8000) {
            return (s.charAt(0) << 16) | s.charAt(1);
        }
        return NONE;
    }

    /** A set read from {@code charset}, each code as its two bytes or'ed with {@code high}. */
    private static Set94 read(String charset, int high) {
        Set94 s = new Set94();
        CharsetDecoder d = decoder(charset);
        for (int b1 = 0x21; b1 <= 0x7e; b1++) {
            for (int b2 = 0x21; b2 <= 0x7e; b2++) {
                int v = decodeOne(d, new byte[] {(byte) (b1 | high), (byte) (b2 | high)});
                if (v != NONE && v < PAIR) {
                    s.put((b1 << 8) | b2, v);
                }
            }
        }
        return s;
    }

    private static final class Jisx0208 {
        static final Set94 SET = make();

        private static Set94 make() {
            Set94 s = read("x-JIS0208", 0);
            s.put(0x213d, 0x2015);
            s.invert();
            return s;
        }
    }

    private static final class Jisx0212 {
        static final Set94 SET = make();

        private static Set94 make() {
            Set94 s = read("JIS_X0212-1990", 0);
            s.put(0x2237, 0x7e);
            s.invert();
            return s;
        }
    }

    private static final class Ksx1001 {
        static final Set94 SET = make();

        private static Set94 make() {
            Set94 s = read("EUC-KR", 0x80);
            s.put(0x2268, NONE);
            s.invert();
            return s;
        }
    }

    private static final class Gb2312 {
        static final Set94 SET = make();

        private static Set94 make() {
            Set94 s = read("GB2312", 0x80);
            s.invert();
            return s;
        }
    }

    /** JIS X 0213:2004, plane 1 and plane 2, and its base-and-mark pairs. */
    private static final class Jisx0213 {
        static final Set94[] PLANES = {plane(1), plane(2)};
        /** The code of each base-and-mark pair, {@code (base << 16) | mark}, in plane 1. */
        static final Map<Integer, Integer> PAIRS = pairs();

        private static Set94 plane(int plane) {
            Set94 s = new Set94();
            CharsetDecoder d = decoder("x-SJIS_0213");
            for (int r = 1; r <= 94; r++) {
                for (int c = 1; c <= 94; c++) {
                    byte[] sjis = EucJis2004Charset.toSjis(plane, r, c);
                    if (sjis != null) {
                        int v = decodeOne(d, sjis);
                        if (v != NONE) {
                            s.put(((r + 0x20) << 8) | (c + 0x20), v);
                        }
                    }
                }
            }
            if (plane == 1) {
                // JIS X 0208's codes as JIS X 0208 has them (CPython reads those first)
                int[] jisx0208 = Jisx0208.SET.chars;
                for (int i = 0; i < jisx0208.length; i++) {
                    if (jisx0208[i] != NONE) {
                        s.chars[i] = jisx0208[i];
                    }
                }
                // and three where the JDK has a full-width form
                s.put(0x2232, 0x7e);
                s.put(0x2256, 0x2985);
                s.put(0x2257, 0x2986);
            }
            s.invert();
            return s;
        }

        private static Map<Integer, Integer> pairs() {
            Map<Integer, Integer> m = new HashMap<>();
            int[] chars = PLANES[0].chars;
            for (int i = 0; i < chars.length; i++) {
                if (chars[i] >= PAIR) {
                    m.put(chars[i], ((i / 94 + 0x21) << 8) | (i % 94 + 0x21));
                }
            }
            return m;
        }
    }

    static Set94 jisx0208() {
        return Jisx0208.SET;
    }

    static Set94 jisx0212() {
        return Jisx0212.SET;
    }

    static Set94 ksx1001() {
        return Ksx1001.SET;
    }

    static Set94 gb2312() {
        return Gb2312.SET;
    }

    /** JIS X 0213's plane {@code plane} (1 or 2), as the 2004 edition has it. */
    static Set94 jisx0213(int plane) {
        return Jisx0213.PLANES[plane - 1];
    }

    /** The plane-1 code of base {@code base} and mark {@code mark} as one, or NONE. */
    static int jisx0213Pair(int base, int mark) {
        if (base >= 0x8000 || mark >= 0x10000) {
            return NONE;
        }
        Integer k = Jisx0213.PAIRS.get((base << 16) | mark);
        return k == null ? NONE : k;
    }

    /** Whether {@code c} begins one of JIS X 0213's base-and-mark pairs. */
    static boolean jisx0213Base(int c) {
        return c < 0x8000 && Bases.SET.get(c);
    }

    private static final class Bases {
        static final java.util.BitSet SET = make();

        private static java.util.BitSet make() {
            java.util.BitSet b = new java.util.BitSet(0x8000);
            for (int p : Jisx0213.PAIRS.keySet()) {
                b.set(p >>> 16);
            }
            return b;
        }
    }
}
