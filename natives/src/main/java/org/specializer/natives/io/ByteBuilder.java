package org.specializer.natives.io;

import java.util.Arrays;

/** A growable run of bytes. */
final class ByteBuilder {
    private byte[] buf;
    private int len;

    ByteBuilder(int capacity) {
        buf = new byte[Math.max(capacity, 16)];
    }

    int length() {
        return len;
    }

    /** The last byte, or -1 when empty. */
    int last() {
        return len == 0 ? -1 : buf[len - 1] & 0xff;
    }

    void append(byte[] b, int off, int n) {
        ensure(len + n);
        System.arraycopy(b, off, buf, len, n);
        len += n;
    }

    /** Append the chars of {@code s}, all below 128 (or 256, as Latin-1), one byte each. */
    void appendLatin1(String s) {
        int n = s.length();
        ensure(len + n);
        byte[] b = buf;
        int l = len;
        for (int i = 0; i < n; i++) {
            b[l + i] = (byte) s.charAt(i);
        }
        len = l + n;
    }

    /** Append the decimal digits of {@code v}. */
    void appendLong(long v) {
        ensure(len + 20);
        if (v < 0) {
            if (v == Long.MIN_VALUE) {
                appendLatin1(Long.toString(v));
                return;
            }
            buf[len++] = '-';
            v = -v;
        }
        int start = len;
        do {
            buf[len++] = (byte) ('0' + (int) (v % 10));
            v /= 10;
        } while (v != 0);
        for (int i = start, j = len - 1; i < j; i++, j--) {
            byte t = buf[i];
            buf[i] = buf[j];
            buf[j] = t;
        }
    }

    void append(int b) {
        ensure(len + 1);
        buf[len++] = (byte) b;
    }

    private void ensure(int need) {
        if (need > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(need, buf.length * 2));
        }
    }

    void clear() {
        len = 0;
    }

    byte[] toByteArray() {
        return Arrays.copyOf(buf, len);
    }
}
