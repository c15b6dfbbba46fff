package org.specializer.natives.bz2;

/**
 * The Burrows-Wheeler sort of a block: the order of the block's cyclic rotations.
 *
 * <p>Prefix doubling with the group bookkeeping of Larsson and Sadakane's qsufsort, on
 * rotations instead of suffixes. A radix sort on the first four bytes puts every rotation in
 * a group of rotations that share those bytes; a rotation's group number is the position in
 * the order of its group's last member, so that comparing group numbers compares prefixes.
 * Then, with {@code h} the length the members of each group are known to share, each group of
 * more than one member is sorted by the group numbers of the rotations {@code h} further on
 * and split where those differ: its members then share {@code 2h} bytes. Groups of one are
 * never looked at again, so the work goes where the repeats are, and each pass costs a
 * three-way quicksort of what is left: O(n log n) per pass, at most log2(n) passes.
 *
 * <p>A pass that splits nothing ends the sort: every member of a group then leads, {@code h}
 * on, into one and the same group, and so on without end, so the members are equal rotations
 * (the block is periodic). Equal rotations may stand in any order: they are preceded by equal
 * bytes, so the last column, which is all the format keeps, is the same whichever comes first.
 *
 * <p>The group numbers read in a pass may already have been refined earlier in the same pass;
 * a finer number only orders more precisely, which is qsufsort's own argument.
 */
final class BlockSorter {
    /** Order of rotations: {@code order[k]} starts the k-th smallest. */
    private int[] order = new int[0];
    /** Group number of each rotation. */
    private int[] group = new int[0];
    /** Sort keys, parallel to {@code order} within the group being sorted. */
    private int[] keys = new int[0];
    /** Unsorted groups, as pairs (start, end) of positions in {@code order}. */
    private int[] ranges = new int[0];
    private int[] nextRanges = new int[0];
    private int seed = 0x2545f491;

    /**
     * Sort the rotations of {@code block[0..n)}; the result stays valid until the next call.
     *
     * @return {@code order}, whose first {@code n} entries are the rotations' starts, smallest
     *         first
     */
    int[] sort(byte[] block, int n) {
        if (order.length < n) {
            order = new int[n];
            group = new int[n];
            keys = new int[n];
        }
        int rangeCount = radixFourBytes(block, n);
        int[] cur = ranges;
        int[] next = nextRanges;
        long h = 4;
        while (rangeCount > 0) {
            int shift = (int) (h % n);
            int nextCount = 0;
            boolean split = false;
            for (int r = 0; r < rangeCount; r += 2) {
                int start = cur[r];
                int end = cur[r + 1];
                for (int j = start; j < end; j++) {
                    int i = order[j] + shift;
                    keys[j] = group[i >= n ? i - n : i];
                }
                sort3(start, end);
                int j = start;
                while (j < end) {
                    int k = j + 1;
                    int key = keys[j];
                    while (k < end && keys[k] == key) {
                        k++;
                    }
                    if (k - j < end - start) {
                        split = true;
                    }
                    for (int t = j; t < k; t++) {
                        group[order[t]] = k - 1;
                    }
                    if (k - j > 1) {
                        if (nextCount + 2 > next.length) {
                            next = java.util.Arrays.copyOf(next, Math.max(16, next.length * 2));
                        }
                        next[nextCount++] = j;
                        next[nextCount++] = k;
                    }
                    j = k;
                }
            }
            if (!split) {
                break;
            }
            int[] t = cur;
            cur = next;
            next = t;
            rangeCount = nextCount;
            h <<= 1;
        }
        ranges = cur;
        nextRanges = next;
        return order;
    }

    /**
     * Order by the first four bytes (cyclically), a radix sort on the last two then on the
     * first two; the groups of more than one into ranges. Returns how many range entries.
     */
    private int radixFourBytes(byte[] block, int n) {
        int[] word = keys;
        for (int i = 0; i < n; i++) {
            int w = 0;
            for (int k = 0, j = i; k < 4; k++) {
                w = w << 8 | (block[j] & 0xff);
                if (++j == n) {
                    j = 0;
                }
            }
            word[i] = w;
        }
        int[] start = new int[65537];
        int[] tmp = group;
        for (int i = 0; i < n; i++) {
            start[(word[i] & 0xffff) + 1]++;
        }
        for (int k = 1; k <= 65536; k++) {
            start[k] += start[k - 1];
        }
        for (int i = 0; i < n; i++) {
            tmp[start[word[i] & 0xffff]++] = i;
        }
        java.util.Arrays.fill(start, 0);
        for (int i = 0; i < n; i++) {
            start[(word[i] >>> 16) + 1]++;
        }
        for (int k = 1; k <= 65536; k++) {
            start[k] += start[k - 1];
        }
        for (int j = 0; j < n; j++) {
            int i = tmp[j];
            order[start[word[i] >>> 16]++] = i;
        }
        int count = 0;
        int s = 0;
        while (s < n) {
            int w = word[order[s]];
            int e = s + 1;
            while (e < n && word[order[e]] == w) {
                e++;
            }
            if (e - s > 1) {
                if (count + 2 > ranges.length) {
                    ranges = java.util.Arrays.copyOf(ranges, Math.max(256, ranges.length * 2));
                }
                ranges[count++] = s;
                ranges[count++] = e;
            }
            s = e;
        }
        // group numbers last: tmp, the first pass's output, was this array
        s = 0;
        while (s < n) {
            int w = word[order[s]];
            int e = s + 1;
            while (e < n && word[order[e]] == w) {
                e++;
            }
            for (int j = s; j < e; j++) {
                group[order[j]] = e - 1;
            }
            s = e;
        }
        return count;
    }

    /** Sort {@code order[lo..hi)} by {@code keys}, equal keys together (not stable). */
    private void sort3(int lo, int hi) {
        int[] key = keys;
        int[] val = order;
        while (hi - lo > 12) {
            int p = pivot(key, lo, hi);
            int lt = lo;
            int gt = hi - 1;
            int i = lo;
            while (i <= gt) {
                int k = key[i];
                if (k < p) {
                    swap(key, val, lt++, i++);
                } else if (k > p) {
                    swap(key, val, i, gt--);
                } else {
                    i++;
                }
            }
            // [lo, lt) below the pivot, [lt, gt] equal to it, (gt, hi) above: recurse into the
            // smaller side so that the stack stays logarithmic
            if (lt - lo < hi - gt - 1) {
                sort3(lo, lt);
                lo = gt + 1;
            } else {
                sort3(gt + 1, hi);
                hi = lt;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            int k = key[i];
            int v = val[i];
            int j = i - 1;
            while (j >= lo && key[j] > k) {
                key[j + 1] = key[j];
                val[j + 1] = val[j];
                j--;
            }
            key[j + 1] = k;
            val[j + 1] = v;
        }
    }

    /** The median of three keys at pseudo-random places: no input makes the sort quadratic. */
    private int pivot(int[] key, int lo, int hi) {
        int span = hi - lo;
        int a = key[lo + next(span)];
        int b = key[lo + next(span)];
        int c = key[lo + next(span)];
        return a < b ? (b < c ? b : Math.max(a, c)) : (a < c ? a : Math.max(b, c));
    }

    private int next(int bound) {
        int x = seed;
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        seed = x;
        return (int) (((x & 0xffffffffL) * bound) >>> 32);
    }

    private static void swap(int[] key, int[] val, int i, int j) {
        int k = key[i];
        key[i] = key[j];
        key[j] = k;
        int v = val[i];
        val[i] = val[j];
        val[j] = v;
    }
}
