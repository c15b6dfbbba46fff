package org.specializer.natives.multibytecodec;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;

/**
 * HZ (RFC 1843), which the JDK lacks: ASCII, with GB2312 text between {@code ~{} and
 * {@code ~}} written as its EUC-CN bytes less 0x80, {@code ~~} for a tilde and {@code ~}
 * before a newline continuing the line. The GB2312 mapping is the JDK's. The states and
 * errors follow CPython's {@code _codecs_cn} (its {@code hz} encoder and decoder): a byte with
 * the high bit set, or a {@code ~} followed by anything else, is one illegal byte; the encoder
 * leaves GB mode before ASCII and at the end.
 */
final class HzCharset extends WrittenCharset {
    private static final Charset GB2312 = Charset.forName("GB2312");

    HzCharset() {
        super("x-HZ");
    }

    @Override
    public CharsetDecoder newDecoder() {
        return new Decoder(this);
    }

    @Override
    public CharsetEncoder newEncoder() {
        return new Encoder(this);
    }

    private static final class Decoder extends CharsetDecoder {
        private final CharsetDecoder gb = GB2312.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        private boolean gbMode;

        Decoder(Charset cs) {
            super(cs, 0.5f, 1f);
        }

        @Override
        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                int c = in.get(p) & 0xff;
                if (c == '~') {
                    if (in.remaining() < 2) {
                        return CoderResult.UNDERFLOW;
                    }
                    int c2 = in.get(p + 1) & 0xff;
                    if (c2 == '~' && !gbMode) {
                        if (!out.hasRemaining()) {
                            return CoderResult.OVERFLOW;
                        }
                        out.put('~');
                    } else if (c2 == '{' && !gbMode) {
                        gbMode = true;
                    } else if (c2 == '}' && gbMode) {
                        gbMode = false;
                    } else if (!(c2 == '\n' && !gbMode)) {
                        return CoderResult.malformedForLength(1);
                    }
                    in.position(p + 2);
                    continue;
                }
                if ((c & 0x80) != 0) {
                    return CoderResult.malformedForLength(1);
                }
                if (!gbMode) {
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((char) c);
                    in.position(p + 1);
                    continue;
                }
                if (in.remaining() < 2) {
                    return CoderResult.UNDERFLOW;
                }
                if (!out.hasRemaining()) {
                    return CoderResult.OVERFLOW;
                }
                byte[] pair = {(byte) (c | 0x80), (byte) (in.get(p + 1) | 0x80)};
                CharBuffer one = CharBuffer.allocate(2);
                gb.reset();
                CoderResult r = gb.decode(ByteBuffer.wrap(pair), one, true);
                if (r.isError() || one.position() != 1) {
                    return CoderResult.malformedForLength(1);
                }
                out.put(one.get(0));
                in.position(p + 2);
            }
            return CoderResult.UNDERFLOW;
        }

        @Override
        protected void implReset() {
            gbMode = false;
        }
    }

    private static final class Encoder extends CharsetEncoder {
        private final CharsetEncoder gb = GB2312.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        private boolean gbMode;

        Encoder(Charset cs) {
            super(cs, 2f, 4f, new byte[] {'?'});
        }

        @Override
        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                char c = in.get(p);
                if (c < 0x80) {
                    int need = (gbMode ? 2 : 0) + (c == '~' ? 2 : 1);
                    if (out.remaining() < need) {
                        return CoderResult.OVERFLOW;
                    }
                    if (gbMode) {
                        out.put((byte) '~').put((byte) '}');
                        gbMode = false;
                    }
                    out.put((byte) c);
                    if (c == '~') {
                        out.put((byte) '~');
                    }
                    in.position(p + 1);
                    continue;
                }
                if (Character.isSurrogate(c)) {
                    return CoderResult.unmappableForLength(
                            Character.isHighSurrogate(c) && in.remaining() > 1
                                    && Character.isLowSurrogate(in.get(p + 1)) ? 2 : 1);
                }
                ByteBuffer code;
                try {
                    gb.reset();
                    code = gb.encode(CharBuffer.wrap(new char[] {c}));
                } catch (java.nio.charset.CharacterCodingException e) {
                    return CoderResult.unmappableForLength(1);
                }
                if (code.remaining() != 2) {
                    return CoderResult.unmappableForLength(1);
                }
                if (out.remaining() < (gbMode ? 2 : 4)) {
                    return CoderResult.OVERFLOW;
                }
                if (!gbMode) {
                    out.put((byte) '~').put((byte) '{');
                    gbMode = true;
                }
                out.put((byte) (code.get(0) & 0x7f)).put((byte) (code.get(1) & 0x7f));
                in.position(p + 1);
            }
            return CoderResult.UNDERFLOW;
        }

        @Override
        protected CoderResult implFlush(ByteBuffer out) {
            if (gbMode) {
                if (out.remaining() < 2) {
                    return CoderResult.OVERFLOW;
                }
                out.put((byte) '~').put((byte) '}');
                gbMode = false;
            }
            return CoderResult.UNDERFLOW;
        }

        @Override
        protected void implReset() {
            gbMode = false;
        }

        @Override
        public boolean isLegalReplacement(byte[] repl) {
            return true;
        }
    }
}
