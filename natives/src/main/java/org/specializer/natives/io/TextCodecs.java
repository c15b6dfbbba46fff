package org.specializer.natives.io;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.util.Arrays;
import org.specializer.api.Codecs;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyStr;

/**
 * The incremental decoders and encoders {@code TextIOWrapper} uses, in Java: what
 * {@code codecs.getincrementaldecoder(encoding)(errors)} gives in CPython, with the same
 * states ({@code getstate()}: the bytes held back and a flag) so that {@code tell()} cookies
 * come out as CPython's. The conversions themselves are the api's {@link Codecs}; an
 * incremental decoder only holds back an incomplete sequence at the end of its input, and a
 * BOM-writing encoder writes the BOM once.
 */
final class TextCodecs {
    private TextCodecs() {}

    /** An incremental decoder. */
    abstract static class Decoder {
        final String errors;

        Decoder(String errors) {
            this.errors = errors;
        }

        abstract String decode(byte[] b, int off, int len, boolean fin);

        /** The bytes held back ({@code getstate()[0]}). */
        byte[] pending() {
            return new byte[0];
        }

        /** {@code getstate()[1]}. */
        int flags() {
            return 0;
        }

        void setState(byte[] pending, int flags) {
        }

        void reset() {
        }
    }

    /** An incremental encoder. */
    abstract static class Encoder {
        abstract byte[] encode(String s);

        /** {@code setstate(0)}: a BOM-writing codec writes no BOM any more. */
        void skipBom() {
        }

        void reset() {
        }
    }

    /** The decoder for the text codec named {@code codec} (as {@link Codecs#codecName}). */
    static Decoder decoder(String codec, String errors) {
        switch (codec) {
            case "utf-8":
                return new Utf8Decoder(errors, false);
            case "utf-8-sig":
                return new Utf8Decoder(errors, true);
            case "ascii":
            case "latin-1":
                return new ByteDecoder(codec, errors);
            case "utf-16":
            case "utf-16-le":
            case "utf-16-be":
                return new WideDecoder(codec, errors, 2);
            case "utf-32":
            case "utf-32-le":
            case "utf-32-be":
                return new WideDecoder(codec, errors, 4);
            default:
                Charset cs = Charset.forName(codec);
                if (cs.newEncoder().maxBytesPerChar() <= 1.0f) {
                    return new ByteDecoder(codec, errors);
                }
                return new JavaDecoder(cs, errors);
        }
    }

    /** The encoder for the text codec named {@code codec}. */
    static Encoder encoder(String codec, String errors) {
        switch (codec) {
            case "utf-8-sig":
                return new BomEncoder(codec, "utf-8", errors);
            case "utf-16":
                return new BomEncoder(codec, "utf-16-le", errors);
            case "utf-32":
                return new BomEncoder(codec, "utf-32-le", errors);
            default:
                return new Encoder() {
                    @Override
                    byte[] encode(String s) {
                        return Codecs.encode(PyStr.of(s), codec, errors);
                    }
                };
        }
    }

    private static byte[] concat(byte[] a, byte[] b, int off, int len) {
        byte[] out = Arrays.copyOf(a, a.length + len);
        System.arraycopy(b, off, out, a.length, len);
        return out;
    }

    // ------------------------------------------------------------------ decoders

    /** One byte per character: nothing held back. */
    private static final class ByteDecoder extends Decoder {
        private final String codec;

        ByteDecoder(String codec, String errors) {
            super(errors);
            this.codec = codec;
        }

        @Override
        String decode(byte[] b, int off, int len, boolean fin) {
            return len == 0 ? "" : Codecs.decode(b, off, len, codec, errors);
        }
    }

    /** UTF-8, holding back a sequence cut short at the end; utf-8-sig skips a BOM first. */
    private static final class Utf8Decoder extends Decoder {
        private final boolean sig;
        private byte[] held = new byte[0];
        /** utf-8-sig: the BOM may still come. */
        private int first;

        Utf8Decoder(String errors, boolean sig) {
            super(errors);
            this.sig = sig;
            this.first = sig ? 1 : 0;
        }

        @Override
        String decode(byte[] b, int off, int len, boolean fin) {
            byte[] data = b;
            int start = off;
            int n = len;
            if (held.length > 0) {
                data = concat(held, b, off, len);
                start = 0;
                n = data.length;
                held = new byte[0];
            }
            if (first == 1) {
                if (n < 3) {
                    boolean prefix = true;
                    for (int i = 0; i < n; i++) {
                        if (data[start + i] != BOM[i]) {
                            prefix = false;
                        }
                    }
                    if (prefix && !fin) {
                        held = Arrays.copyOfRange(data, start, start + n);
                        return "";
                    }
                    first = 0;
                } else {
                    first = 0;
                    if (data[start] == BOM[0] && data[start + 1] == BOM[1]
                            && data[start + 2] == BOM[2]) {
                        start += 3;
                        n -= 3;
                    }
                }
            }
            int cut = fin ? n : completePrefix(data, start, n);
            if (cut < n) {
                held = Arrays.copyOfRange(data, start + cut, start + n);
            }
            return cut == 0 ? "" : Codecs.decode(data, start, cut, "utf-8", errors);
        }

        private static final byte[] BOM = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};

        /** How many bytes to decode now: all but a valid sequence that is incomplete at the end. */
        private static int completePrefix(byte[] d, int off, int n) {
            for (int back = 1; back <= 3 && back <= n; back++) {
                int i = off + n - back;
                int c = d[i] & 0xff;
                if (c < 0x80) {
                    return n;
                }
                if (c < 0xc0) {
                    continue; // a continuation byte: look further back
                }
                int need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
                if (c < 0xc2 || c > 0xf4 || back >= need) {
                    return n; // invalid or complete: decode everything (errors as usual)
                }
                // the bytes after the lead must be valid continuations so far
                for (int k = 1; k < back; k++) {
                    int x = d[i + k] & 0xff;
                    int lo = 0x80;
                    int hi = 0xbf;
                    if (k == 1) {
                        if (c == 0xe0) {
                            lo = 0xa0;
                        } else if (c == 0xed) {
                            hi = 0x9f;
                        } else if (c == 0xf0) {
                            lo = 0x90;
                        } else if (c == 0xf4) {
                            hi = 0x8f;
                        }
                    }
                    if (x < lo || x > hi) {
                        return n;
                    }
                }
                return n - back;
            }
            return n;
        }

        @Override
        byte[] pending() {
            return held.clone();
        }

        @Override
        int flags() {
            return first;
        }

        @Override
        void setState(byte[] pending, int flags) {
            held = pending.clone();
            first = sig ? flags : 0;
        }

        @Override
        void reset() {
            held = new byte[0];
            first = sig ? 1 : 0;
        }
    }

    /**
     * UTF-16 and UTF-32: whole code units, a UTF-16 high surrogate held back for its low half;
     * without an explicit byte order, a BOM decides it (little-endian when none).
     */
    private static final class WideDecoder extends Decoder {
        private final int unit;
        /** "le", "be", or null until the BOM has been looked for. */
        private String order;
        private final boolean detect;
        private byte[] held = new byte[0];

        WideDecoder(String codec, String errors, int unit) {
            super(errors);
            this.unit = unit;
            this.detect = !codec.endsWith("-le") && !codec.endsWith("-be");
            this.order = detect ? null : codec.substring(codec.length() - 2);
        }

        private String name() {
            return (unit == 2 ? "utf-16-" : "utf-32-") + order;
        }

        @Override
        String decode(byte[] b, int off, int len, boolean fin) {
            byte[] data = concat(held, b, off, len);
            held = new byte[0];
            int start = 0;
            int n = data.length;
            if (order == null) {
                if (n < unit) {
                    if (!fin) {
                        held = data;
                        return "";
                    }
                    order = "le";
                } else if (unit == 2 && (data[0] & 0xff) == 0xff && (data[1] & 0xff) == 0xfe) {
                    order = "le";
                    start = 2;
                } else if (unit == 2 && (data[0] & 0xff) == 0xfe && (data[1] & 0xff) == 0xff) {
                    order = "be";
                    start = 2;
                } else if (unit == 4 && data[0] == (byte) 0xff && data[1] == (byte) 0xfe
                        && data[2] == 0 && data[3] == 0) {
                    order = "le";
                    start = 4;
                } else if (unit == 4 && data[0] == 0 && data[1] == 0 && data[2] == (byte) 0xfe
                        && data[3] == (byte) 0xff) {
                    order = "be";
                    start = 4;
                } else {
                    order = "le";
                }
            }
            int avail = n - start;
            int cut = fin ? avail : avail - avail % unit;
            if (!fin && unit == 2 && cut >= 2) {
                int hiByte = order.equals("le") ? data[start + cut - 1] & 0xff
                        : data[start + cut - 2] & 0xff;
                if (hiByte >= 0xd8 && hiByte <= 0xdb) {
                    cut -= 2;
                }
            }
            if (cut < avail) {
                held = Arrays.copyOfRange(data, start + cut, n);
            }
            return cut == 0 ? "" : Codecs.decode(data, start, cut, name(), errors);
        }

        @Override
        byte[] pending() {
            return held.clone();
        }

        @Override
        int flags() {
            if (!detect) {
                return 0;
            }
            return order == null ? 2 : order.equals("be") ? 1 : 0;
        }

        @Override
        void setState(byte[] pending, int flags) {
            held = pending.clone();
            if (detect) {
                order = flags == 2 ? null : flags == 1 ? "be" : "le";
            }
        }

        @Override
        void reset() {
            held = new byte[0];
            if (detect) {
                order = null;
            }
        }
    }

    /** Multi-byte encodings the JVM knows (shift_jis, gbk, ...), through its decoder. */
    private static final class JavaDecoder extends Decoder {
        private final CharsetDecoder dec;
        private byte[] held = new byte[0];

        JavaDecoder(Charset cs, String errors) {
            super(errors);
            CodingErrorAction a = errors.equals("ignore") ? CodingErrorAction.IGNORE
                    : errors.equals("replace") ? CodingErrorAction.REPLACE
                    : CodingErrorAction.REPORT;
            dec = cs.newDecoder().onMalformedInput(a).onUnmappableCharacter(a);
        }

        @Override
        String decode(byte[] b, int off, int len, boolean fin) {
            ByteBuffer in = ByteBuffer.wrap(concat(held, b, off, len));
            CharBuffer out = CharBuffer.allocate(in.remaining() * 2 + 16);
            CoderResult r = dec.decode(in, out, fin);
            if (r.isError()) {
                throw Py.error(PyExc.UnicodeDecodeError, "'" + dec.charset().name().toLowerCase()
                        + "' codec can't decode byte 0x" + String.format("%02x",
                        in.get(in.position()) & 0xff) + " in position " + in.position()
                        + ": illegal multibyte sequence");
            }
            if (fin) {
                dec.flush(out);
                dec.reset();
            }
            held = new byte[in.remaining()];
            in.get(held);
            out.flip();
            return out.toString();
        }

        @Override
        byte[] pending() {
            return held.clone();
        }

        @Override
        void setState(byte[] pending, int flags) {
            held = pending.clone();
        }

        @Override
        void reset() {
            held = new byte[0];
            dec.reset();
        }
    }

    // ------------------------------------------------------------------ encoders

    /** utf-8-sig, utf-16 and utf-32: the BOM before the first text only. */
    private static final class BomEncoder extends Encoder {
        private final String first;
        private final String rest;
        private final String errors;
        private boolean bomDone;

        BomEncoder(String first, String rest, String errors) {
            this.first = first;
            this.rest = rest;
            this.errors = errors;
        }

        @Override
        byte[] encode(String s) {
            if (s.isEmpty()) {
                return new byte[0];
            }
            String codec = bomDone ? rest : first;
            bomDone = true;
            return Codecs.encode(PyStr.of(s), codec, errors);
        }

        @Override
        void skipBom() {
            bomDone = true;
        }

        @Override
        void reset() {
            bomDone = false;
        }
    }
}
