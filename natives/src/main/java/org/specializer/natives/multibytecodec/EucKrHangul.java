package org.specializer.natives.multibytecodec;

/**
 * EUC-KR's make-up sequences (KS X 1001:1998, annex 3), which CPython's {@code euc_kr} codec
 * writes for the Hangul syllables outside KS X 1001's 2,350 and reads back, and which the
 * JDK's EUC-KR lacks: the filler {@code A4 D4}, then the initial, medial and final jamo as
 * KS X 1001 compatibility jamo ({@code A4 A1} to {@code A4 D3}, row 4 in Unicode's order from
 * U+3131; the filler again for no final), eight bytes in all.
 */
final class EucKrHangul {
    private EucKrHangul() {}

    private static final int LEAD = 0xa4;
    private static final int FILLER = 0xd4;

    /** Compatibility jamo of the 19 initials, 21 medials and 28 finals (0: none). */
    private static final int[] INITIAL = {0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139,
        0x3141, 0x3142, 0x3143, 0x3145, 0x3146, 0x3147, 0x3148, 0x3149, 0x314a, 0x314b,
        0x314c, 0x314d, 0x314e};
    private static final int[] FINAL = {0, 0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136,
        0x3137, 0x3139, 0x313a, 0x313b, 0x313c, 0x313d, 0x313e, 0x313f, 0x3140, 0x3141,
        0x3142, 0x3144, 0x3145, 0x3146, 0x3147, 0x3148, 0x314a, 0x314b, 0x314c, 0x314d,
        0x314e};

    /** The make-up sequence of syllable {@code c}. */
    static byte[] encode(int c) {
        int s = c - 0xac00;
        int[] jamo = {0, INITIAL[s / 588], 0x314f + (s / 28) % 21, FINAL[s % 28]};
        byte[] out = new byte[8];
        for (int k = 0; k < 4; k++) {
            out[2 * k] = (byte) LEAD;
            out[2 * k + 1] = (byte) (jamo[k] == 0 ? FILLER : 0xa1 + (jamo[k] - 0x3131));
        }
        return out;
    }

    /**
     * The syllable of the make-up sequence at {@code data[at]} (eight bytes from the filler),
     * or -1 when they are not one.
     */
    static int decode(byte[] data, int at, int end) {
        if (end - at < 8) {
            return -1;
        }
        int[] j = new int[4];
        for (int k = 0; k < 4; k++) {
            if ((data[at + 2 * k] & 0xff) != LEAD) {
                return -1;
            }
            int b = data[at + 2 * k + 1] & 0xff;
            j[k] = b == FILLER ? 0 : b >= 0xa1 && b <= 0xd3 ? 0x3131 + (b - 0xa1) : -1;
        }
        if (j[0] != 0 || j[1] <= 0 || j[2] <= 0 || j[3] < 0) {
            return -1;
        }
        int l = indexOf(INITIAL, j[1]);
        int v = j[2] - 0x314f;
        int t = indexOf(FINAL, j[3]);
        if (l < 0 || v < 0 || v >= 21 || t < 0) {
            return -1;
        }
        return 0xac00 + (l * 21 + v) * 28 + t;
    }

    private static int indexOf(int[] table, int c) {
        for (int i = 0; i < table.length; i++) {
            if (table[i] == c) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Where the make-up sequence begins that starts at or after {@code from} in
     * {@code data[from:end]}, stepping over whole EUC-KR characters (a filler always begins
     * one, as in CPython's decoder); -1 when there is none. A lead byte that ends the data
     * counts, as more bytes might make it one.
     */
    static int next(byte[] data, int from, int end) {
        int i = from;
        while (i < end) {
            int b = data[i] & 0xff;
            if (b < 0x80) {
                i++;
                continue;
            }
            if (b == LEAD && i + 1 < end && (data[i + 1] & 0xff) == FILLER) {
                return i;
            }
            if (b == LEAD && i + 1 == end) {
                return i;  // maybe the start of one
            }
            i += 2;
        }
        return -1;
    }
}
