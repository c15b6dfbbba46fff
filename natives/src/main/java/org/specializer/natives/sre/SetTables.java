package org.specializer.natives.sre;

/**
 * A pattern's character sets (the operands of IN and its case-insensitive forms, and the
 * INFO block's charset) as 256-bit maps, made once when the pattern is compiled: most text
 * is Latin-1, and a bit test beats running the set's code (CATEGORY, RANGE, CHARSET,
 * NEGATE...) for every character. The answer for a character below 256 depends on nothing
 * but the set's code, so the map gives exactly what {@link SreCharTests#charset(int[], int,
 * int)} would.
 */
final class SetTables {
    /** By code position of a set's first opcode: 1 + its offset in {@link #bits}, or 0. */
    final int[] index;
    /** Four longs per set. */
    final long[] bits;

    SetTables(int[] code, int[] setPositions) {
        index = new int[code.length];
        bits = new long[4 * setPositions.length];
        int n = 0;
        for (int set : setPositions) {
            if (index[set] != 0) {
                continue;
            }
            int at = 4 * n++;
            for (int ch = 0; ch < 256; ch++) {
                if (SreCharTests.charset(code, set, ch)) {
                    bits[at + (ch >>> 6)] |= 1L << ch;
                }
            }
            index[set] = at + 1;
        }
    }
}
