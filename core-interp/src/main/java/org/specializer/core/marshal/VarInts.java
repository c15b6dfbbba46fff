package org.specializer.core.marshal;

import java.io.ByteArrayOutputStream;

/**
 * The int tables of a code object (line numbers per code unit, exception-table entries) as
 * bytes: each value's difference from the one before, zigzag-encoded, in 7-bit groups. Line
 * tables are mostly runs of equal lines, so most entries take one byte.
 */
final class VarInts {
    private VarInts() {}

    static byte[] deltas(int[] values) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(values.length + 8);
        write(out, values.length);
        int prev = 0;
        for (int v : values) {
            int d = v - prev;
            prev = v;
            write(out, (d << 1) ^ (d >> 31));
        }
        return out.toByteArray();
    }

    static int[] undeltas(byte[] data) {
        int[] pos = {0};
        int n = read(data, pos);
        if (n < 0 || n > data.length) {
            Marshal.badData("table size out of range");
        }
        int[] values = new int[n];
        int prev = 0;
        for (int i = 0; i < n; i++) {
            int z = read(data, pos);
            prev += (z >>> 1) ^ -(z & 1);
            values[i] = prev;
        }
        return values;
    }

    /** The number of values {@code data} holds (its first entry), checked against its size. */
    static int count(byte[] data) {
        int n = data.length == 0 ? 0 : read(data, new int[] {0});
        if (n < 0 || n > data.length) {
            Marshal.badData("table size out of range");
        }
        return n;
    }

    /** {@link #undeltas}, or null for data that does not decode (positions then unknown). */
    static int[] undeltasOrNull(byte[] data) {
        try {
            return undeltas(data);
        } catch (org.specializer.api.PyException e) {
            return null;
        }
    }

    private static void write(ByteArrayOutputStream out, int v) {
        while ((v & ~0x7F) != 0) {
            out.write((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.write(v);
    }

    private static int read(byte[] data, int[] pos) {
        int v = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            if (pos[0] >= data.length) {
                Marshal.badData("truncated table");
            }
            int b = data[pos[0]++] & 0xFF;
            v |= (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
        Marshal.badData("bad table entry");
        return 0;
    }
}
