package org.specializer.natives;

import java.util.Arrays;

/** A growable byte array for building results, with access to what is already written. */
public final class ByteBuilder {
    private byte[] buf;
    private int size;

    public ByteBuilder(int capacity) {
        buf = new byte[Math.max(capacity, 16)];
    }

    public int size() {
        return size;
    }

    /** The byte at {@code i}, unsigned. */
    public int at(int i) {
        return buf[i] & 0xff;
    }

    public void set(int i, int b) {
        buf[i] = (byte) b;
    }

    private void ensure(int extra) {
        if (size + extra > buf.length) {
            long want = Math.max((long) buf.length * 2, (long) size + extra);
            if (want > Integer.MAX_VALUE - 8) {
                if ((long) size + extra > Integer.MAX_VALUE - 8) {
                    throw new OutOfMemoryError("result too large");
                }
                want = Integer.MAX_VALUE - 8;
            }
            buf = Arrays.copyOf(buf, (int) want);
        }
    }

    public ByteBuilder append(int b) {
        ensure(1);
        buf[size++] = (byte) b;
        return this;
    }

    public ByteBuilder append(byte[] b, int off, int len) {
        ensure(len);
        System.arraycopy(b, off, buf, size, len);
        size += len;
        return this;
    }

    /** The bytes written, a new array (or the buffer itself when exactly full). */
    public byte[] toArray() {
        return size == buf.length ? buf : Arrays.copyOf(buf, size);
    }
}
