package org.specializer.natives.multibytecodec;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;

/**
 * EUC-JIS-2004 (CPython's {@code euc_jis_2004} and {@code euc_jisx0213}), which the JDK lacks,
 * on the JDK's Shift_JIS-2004 ({@code x-SJIS_0213}), which has the same character set, JIS X
 * 0213: each character's Shift_JIS code is turned into its plane, row and cell and written as
 * EUC ({@code A1-FE} twice for plane 1, {@code 8F} and two more for plane 2, {@code 8E} and
 * one for half-width katakana); ASCII stands for itself. A character that JIS X 0213 writes as
 * a base and a combining mark (か゚, U+304B U+309A) is encoded as one code, as CPython's does.
 * As CPython's, it also reads and writes the JIS X 0212 characters of EUC-JP's {@code 8F}
 * codes that JIS X 0213 does not have.
 */
final class EucJis2004Charset extends WrittenCharset {
    private static final Charset SJIS_2004 = Charset.forName("x-SJIS_0213");
    /** For the JIS X 0212 characters after {@code 8F} that JIS X 0213's plane 2 leaves. */
    private static final Charset EUC_JP = Charset.forName("EUC-JP");

    EucJis2004Charset() {
        super("x-EUC-JIS-2004");
    }

    @Override
    public CharsetDecoder newDecoder() {
        return new Decoder(this);
    }

    @Override
    public CharsetEncoder newEncoder() {
        return new Encoder(this);
    }

    /** Plane 2's rows that Shift_JIS-2004 has, two for each lead byte from F0. */
    private static final int[] PLANE2_ROWS = {1, 8, 3, 4, 5, 12, 13, 14, 15, 78};

    /** The Shift_JIS bytes of plane {@code plane}, row {@code r}, cell {@code c}; null if none. */
    static byte[] toSjis(int plane, int r, int c) {
        int lead;
        boolean second;
        if (plane == 1) {
            lead = (r - 1) / 2 + (r <= 62 ? 0x81 : 0xc1);
            second = r % 2 == 0;
        } else {
            int k = -1;
            for (int i = 0; i < PLANE2_ROWS.length; i++) {
                if (PLANE2_ROWS[i] == r) {
                    k = i;
                }
            }
            if (k >= 0) {
                lead = 0xf0 + k / 2;
                second = k % 2 == 1;
            } else if (r >= 79 && r <= 94) {
                lead = 0xf5 + (r - 79) / 2;
                second = (r - 79) % 2 == 1;
            } else {
                return null;
            }
        }
        int trail = second ? c + 0x9e : c + 0x3f + (c >= 64 ? 1 : 0);
        return new byte[] {(byte) lead, (byte) trail};
    }

    /** {plane, row, cell} of a Shift_JIS-2004 double-byte code, or null. */
    static int[] fromSjis(int lead, int trail) {
        boolean second = trail >= 0x9f;
        int c = second ? trail - 0x9e : trail - 0x3f - (trail >= 0x80 ? 1 : 0);
        if (lead >= 0x81 && lead <= 0x9f || lead >= 0xe0 && lead <= 0xef) {
            int r = (lead <= 0x9f ? lead - 0x81 : lead - 0xc1) * 2 + 1 + (second ? 1 : 0);
            return new int[] {1, r, c};
        }
        if (lead >= 0xf0 && lead <= 0xfc) {
            int k = (lead - 0xf0) * 2 + (second ? 1 : 0);
            int r = k < PLANE2_ROWS.length ? PLANE2_ROWS[k] : 79 + (k - PLANE2_ROWS.length);
            return new int[] {2, r, c};
        }
        return null;
    }

    private static final class Decoder extends CharsetDecoder {
        private final CharsetDecoder sjis = SJIS_2004.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);

        Decoder(Charset cs) {
            super(cs, 0.5f, 2f);
        }

        @Override
        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                int b = in.get(p) & 0xff;
                if (b < 0x80) {
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((char) b);
                    in.position(p + 1);
                    continue;
                }
                int n = b == 0x8f ? 3 : 2;
                if (in.remaining() < n) {
                    return CoderResult.UNDERFLOW;  // CPython asks for the rest before judging
                }
                if (b != 0x8e && b != 0x8f && (b < 0xa1 || b > 0xfe)) {
                    return CoderResult.malformedForLength(1);
                }
                String s;
                if (b == 0x8e) {
                    int k = in.get(p + 1) & 0xff;
                    if (k < 0xa1 || k > 0xdf) {
                        return CoderResult.malformedForLength(1);
                    }
                    s = String.valueOf((char) (0xff61 + (k - 0xa1)));
                } else {
                    int r = (in.get(p + n - 2) & 0xff) - 0xa0;
                    int c = (in.get(p + n - 1) & 0xff) - 0xa0;
                    byte[] code = r >= 1 && r <= 94 && c >= 1 && c <= 94
                            ? toSjis(n == 3 ? 2 : 1, r, c) : null;
                    s = code == null ? null : decodeSjis(code);
                    if (s == null && n == 3) {
                        s = decodeJisX0212(in.get(p + 1), in.get(p + 2));
                    }
                    if (s == null) {
                        return CoderResult.malformedForLength(1);
                    }
                }
                if (out.remaining() < s.length()) {
                    return CoderResult.OVERFLOW;
                }
                out.put(s);
                in.position(p + n);
            }
            return CoderResult.UNDERFLOW;
        }

        private final CharsetDecoder eucJp = EUC_JP.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);

        private String decodeJisX0212(byte r, byte c) {
            try {
                eucJp.reset();
                String s = eucJp.decode(ByteBuffer.wrap(new byte[] {(byte) 0x8f, r, c}))
                        .toString();
                return s.length() == 1 ? s : null;
            } catch (CharacterCodingException e) {
                return null;
            }
        }

        private String decodeSjis(byte[] code) {
            try {
                sjis.reset();
                return sjis.decode(ByteBuffer.wrap(code)).toString();
            } catch (CharacterCodingException e) {
                return null;
            }
        }
    }

    /**
     * The encoder's character held for the next call, seen from outside: the incremental
     * encoder's {@code getstate()} and {@code setstate()} give and take it as CPython's
     * pending text, and an error gives back what was held before the call.
     */
    interface Held {
        /** The character held, or 0. */
        char held();

        /** Hold {@code c} (0: nothing), if it is one that waits for a mark; else nothing. */
        void hold(char c);
    }

    private static final class Encoder extends CharsetEncoder implements Held {
        private final CharsetEncoder sjis = SJIS_2004.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);

        Encoder(Charset cs) {
            super(cs, 2f, 3f, new byte[] {'?'});
        }

        @Override
        public boolean isLegalReplacement(byte[] repl) {
            return true;
        }

        private static final char[] MARKS = {0x309a, 0x0300, 0x0301, 0x02e5, 0x02e9};

        private static boolean combining(char c) {
            for (char m : MARKS) {
                if (c == m) {
                    return true;
                }
            }
            return false;
        }

        /**
         * A character that makes one code with a combining mark after it, taken and not yet
         * written (0: none): the next character, or the end, decides. CPython's encoder keeps it
         * the same way across incremental calls.
         */
        private char held;

        @Override
        public char held() {
            return held;
        }

        @Override
        public void hold(char c) {
            held = c != 0 && isBase(c) ? c : 0;
        }

        /** Whether {@code c} begins a base-and-mark code of JIS X 0213 (found once a char). */
        private boolean isBase(char c) {
            if (c < 0x80 || Character.isSurrogate(c)) {
                return false;
            }
            synchronized (BASES) {
                if (KNOWN.get(c)) {
                    return BASES.get(c);
                }
            }
            boolean base = false;
            for (char m : MARKS) {
                if (toEuc(c, m) != null) {
                    base = true;
                }
            }
            synchronized (BASES) {
                KNOWN.set(c);
                BASES.set(c, base);
            }
            return base;
        }

        private static final java.util.BitSet KNOWN = new java.util.BitSet(0x10000);
        private static final java.util.BitSet BASES = new java.util.BitSet(0x10000);

        @Override
        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                char c = in.get(p);
                if (held != 0) {
                    byte[] pair = combining(c) ? toEuc(held, c) : null;
                    byte[] alone = pair == null ? toEuc(held) : null;
                    byte[] w = pair != null ? pair : alone;
                    if (out.remaining() < w.length) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put(w);
                    held = 0;
                    if (pair != null) {
                        in.position(p + 1);
                    }
                    continue;
                }
                if (isBase(c)) {
                    held = c;
                    in.position(p + 1);
                    continue;
                }
                if (c < 0x80) {
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((byte) c);
                    in.position(p + 1);
                    continue;
                }
                byte[] euc = null;
                int took = 1;
                if (in.remaining() > 1 && combining(in.get(p + 1))) {
                    euc = toEuc(in.get(p), in.get(p + 1));
                    took = 2;
                }
                if (euc == null && Character.isHighSurrogate(c) && in.remaining() > 1
                        && Character.isLowSurrogate(in.get(p + 1))) {
                    euc = toEuc(c, in.get(p + 1));
                    took = 2;
                    if (euc == null) {
                        return CoderResult.unmappableForLength(2);
                    }
                }
                if (euc == null) {
                    took = 1;
                    euc = Character.isSurrogate(c) ? null : toEuc(c);
                }
                if (euc == null && !Character.isSurrogate(c)) {
                    euc = jisX0212(c);
                }
                if (euc == null) {
                    return CoderResult.unmappableForLength(1);
                }
                if (out.remaining() < euc.length) {
                    return CoderResult.OVERFLOW;
                }
                out.put(euc);
                in.position(p + took);
            }
            return CoderResult.UNDERFLOW;
        }

        private final CharsetEncoder eucJp = EUC_JP.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);

        /** EUC-JP's three bytes of a JIS X 0212 character, or null. */
        private byte[] jisX0212(char c) {
            try {
                eucJp.reset();
                ByteBuffer b = eucJp.encode(CharBuffer.wrap(new char[] {c}));
                if (b.remaining() == 3 && (b.get(0) & 0xff) == 0x8f) {
                    return new byte[] {b.get(0), b.get(1), b.get(2)};
                }
            } catch (CharacterCodingException e) {
                // not there either
            }
            return null;
        }

        @Override
        protected CoderResult implFlush(ByteBuffer out) {
            if (held != 0) {
                byte[] w = toEuc(held);
                if (out.remaining() < w.length) {
                    return CoderResult.OVERFLOW;
                }
                out.put(w);
                held = 0;
            }
            return CoderResult.UNDERFLOW;
        }

        @Override
        protected void implReset() {
            held = 0;
        }

        /** The EUC bytes of the characters, as one code of JIS X 0213; null if none. */
        private byte[] toEuc(char... chars) {
            ByteBuffer b;
            try {
                sjis.reset();
                b = sjis.encode(CharBuffer.wrap(chars));
            } catch (CharacterCodingException e) {
                return null;
            }
            if (b.remaining() == 1) {
                int k = b.get(0) & 0xff;
                return k >= 0xa1 && k <= 0xdf ? new byte[] {(byte) 0x8e, (byte) k} : null;
            }
            if (b.remaining() != 2) {
                return null;
            }
            int[] prc = fromSjis(b.get(0) & 0xff, b.get(1) & 0xff);
            if (prc == null) {
                return null;
            }
            byte r = (byte) (0xa0 + prc[1]);
            byte c = (byte) (0xa0 + prc[2]);
            return prc[0] == 1 ? new byte[] {r, c} : new byte[] {(byte) 0x8f, r, c};
        }
    }
}
