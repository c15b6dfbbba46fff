package org.specializer.natives.pyexpat;

import java.util.Arrays;

/**
 * The document's characters as the parser sees them: bytes fed so far, decoded to code points
 * with the byte offset of each, so that positions can be told both ways (expat's
 * {@code CurrentColumnNumber} counts characters, {@code CurrentByteIndex} bytes).
 *
 * <p>Decoding follows expat's encodings: UTF-8 (the default), UTF-16 in either order (a byte
 * order mark, or {@code <} and {@code ?} of an XML declaration as 16-bit units), ISO-8859-1
 * and US-ASCII, and any single-byte encoding a table is supplied for (pyexpat's unknown
 * encoding handler, which asks Python's codecs). A byte sequence that is no character becomes
 * {@link #BAD} (an invalid token where it is met); an incomplete sequence at the end waits for
 * more bytes.
 */
final class Input {
    /** A byte sequence that does not decode: no XML character. */
    static final int BAD = -2;

    enum Enc { UNKNOWN, UTF8, UTF16LE, UTF16BE, LATIN1, ASCII, TABLE }

    Enc enc = Enc.UNKNOWN;
    /** The decoding table of a single-byte encoding ({@link Enc#TABLE}); -1 for undefined bytes. */
    int[] table;

    private byte[] bytes = new byte[256];
    private int nbytes;
    /** Absolute byte offset of {@code bytes[0]}. */
    private long bytesBase;
    /** Bytes decoded so far (relative to {@code bytes}). */
    private int decoded;

    /** Code points, and the absolute byte offset of each; one extra entry for the end. */
    int[] cp = new int[256];
    long[] off = new long[257];
    int n;
    /** Absolute index of {@code cp[0]}. */
    long base;

    void feed(byte[] b, int o, int len) {
        if (nbytes + len > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, nbytes + len));
        }
        System.arraycopy(b, o, bytes, nbytes, len);
        nbytes += len;
    }

    /** Bytes not yet decoded (an incomplete character at the end). */
    boolean hasUndecoded() {
        return decoded < nbytes;
    }

    /** The first bytes, for encoding detection. */
    int peekByte(int i) {
        return i < nbytes ? bytes[i] & 0xff : -1;
    }

    int available() {
        return nbytes;
    }

    private void add(int c, long at) {
        if (n + 1 >= cp.length) {
            cp = Arrays.copyOf(cp, cp.length * 2);
            off = Arrays.copyOf(off, cp.length + 1);
        }
        cp[n] = c;
        off[n] = at;
        n++;
    }

    /** Decode what can be; an incomplete character at the end stays undecoded. */
    void decode() {
        while (decoded < nbytes) {
            long at = bytesBase + decoded;
            int b0 = bytes[decoded] & 0xff;
            switch (enc) {
                case UTF16LE:
                case UTF16BE: {
                    if (decoded + 1 >= nbytes) {
                        // an incomplete unit: a partial character if nothing follows
                        off[n] = bytesBase + decoded;
                        return;
                    }
                    int u = unit(decoded);
                    if (u >= 0xd800 && u < 0xdc00) {
                        if (decoded + 3 >= nbytes) {
                            off[n] = bytesBase + decoded;
                            return;
                        }
                        int u2 = unit(decoded + 2);
                        if (u2 >= 0xdc00 && u2 < 0xe000) {
                            add(0x10000 + ((u - 0xd800) << 10) + (u2 - 0xdc00), at);
                            decoded += 4;
                        } else {
                            add(BAD, at);
                            decoded += 2;
                        }
                    } else {
                        add(u >= 0xdc00 && u < 0xe000 ? BAD : u, at);
                        decoded += 2;
                    }
                    break;
                }
                case LATIN1:
                    add(b0, at);
                    decoded++;
                    break;
                case ASCII:
                    add(b0 < 0x80 ? b0 : BAD, at);
                    decoded++;
                    break;
                case TABLE: {
                    int c = table[b0];
                    add(c < 0 ? BAD : c, at);
                    decoded++;
                    break;
                }
                default: {
                    if (b0 < 0x80) {
                        add(b0, at);
                        decoded++;
                        break;
                    }
                    int need;
                    int c;
                    if (b0 >= 0xc2 && b0 <= 0xdf) {
                        need = 1;
                        c = b0 & 0x1f;
                    } else if (b0 >= 0xe0 && b0 <= 0xef) {
                        need = 2;
                        c = b0 & 0x0f;
                    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
                        need = 3;
                        c = b0 & 0x07;
                    } else {
                        add(BAD, at);
                        decoded++;
                        break;
                    }
                    int i = 1;
                    boolean bad = false;
                    for (; i <= need; i++) {
                        if (decoded + i >= nbytes) {
                            break;
                        }
                        int bx = bytes[decoded + i] & 0xff;
                        if ((bx & 0xc0) != 0x80) {
                            bad = true;
                            break;
                        }
                        c = (c << 6) | (bx & 0x3f);
                    }
                    if (!bad && i <= need) {
                        // incomplete at the end: a partial character if nothing follows
                        off[n] = bytesBase + decoded;
                        return;
                    }
                    if (bad || (need == 2 && (c < 0x800 || (c >= 0xd800 && c < 0xe000)))
                            || (need == 3 && (c < 0x10000 || c > 0x10ffff))) {
                        add(BAD, at);
                        decoded++;
                        break;
                    }
                    add(c, at);
                    decoded += need + 1;
                    break;
                }
            }
        }
        off[n] = bytesBase + decoded;
    }

    private int unit(int i) {
        int a = bytes[i] & 0xff;
        int b = bytes[i + 1] & 0xff;
        return enc == Enc.UTF16LE ? a | (b << 8) : (a << 8) | b;
    }

    /** Was the end of what is decoded cut inside a character (a partial character)? */
    boolean partialAtEnd() {
        return decoded < nbytes;
    }

    /** Forget everything before absolute index {@code keep} (it has been processed). */
    void discardBefore(long keep) {
        int k = (int) (keep - base);
        if (k <= 0 || k < 4096) {
            return;
        }
        long byteKeep = off[k];
        System.arraycopy(cp, k, cp, 0, n - k);
        System.arraycopy(off, k, off, 0, n - k + 1);
        n -= k;
        base += k;
        int bk = (int) (byteKeep - bytesBase);
        System.arraycopy(bytes, bk, bytes, 0, nbytes - bk);
        nbytes -= bk;
        decoded -= bk;
        bytesBase += bk;
    }

    /** Decode again from absolute index {@code at} (the encoding changed there). */
    void redecodeFrom(long at) {
        int k = (int) (at - base);
        if (k < 0 || k > n) {
            return;
        }
        decoded = (int) (off[k] - bytesBase);
        n = k;
        off[n] = bytesBase + decoded;
    }
}
