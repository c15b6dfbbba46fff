package org.specializer.api;

import java.util.Arrays;

/**
 * The bytes {@code v[off .. off+n)}: the content of a bytes-like object as the bytes and
 * bytearray methods read it (see {@link Buffers#spanOrNull}). Valid until Python code runs.
 */
record ByteSpan(byte[] v, int off, int n) {
    static ByteSpan of(byte[] v) {
        return new ByteSpan(v, 0, v.length);
    }

    /** The byte at {@code i} (0-based within the span), unsigned. */
    int at(int i) {
        return v[off + i] & 0xff;
    }

    /** A new array of the bytes. */
    byte[] toArray() {
        return Arrays.copyOfRange(v, off, off + n);
    }

    /** The bytes as an exact array: {@code v} itself when it is exactly the span. */
    byte[] exact() {
        return off == 0 && n == v.length ? v : toArray();
    }
}
