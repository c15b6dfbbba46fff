package org.specializer.natives.bz2;

import java.util.Arrays;

/**
 * Huffman code lengths under a length limit, and the canonical codes bzip2 gives them.
 *
 * <p>Every symbol of the alphabet gets a code, the unused ones too (the format sends a length
 * for each), so a count of zero weighs as one. When the tree is deeper than the limit, the
 * weights are halved (keeping them at least one) and the tree built again, which flattens it
 * a little each time, as bzip2 does; a handful of rounds is the most the format's sizes need.
 */
final class HuffmanCodes {
    private HuffmanCodes() {}

    /**
     * Fill {@code lengths[0..n)} with the code lengths of a Huffman code for the counts
     * {@code freq[0..n)}, none longer than {@code maxLen}. Needs {@code n >= 2}.
     */
    static void lengths(int[] freq, int n, int maxLen, byte[] lengths) {
        long[] weight = new long[n];
        for (int i = 0; i < n; i++) {
            weight[i] = Math.max(freq[i], 1);
        }
        long[] sorted = new long[n];
        long[] nodeWeight = new long[2 * n - 1];
        int[] parent = new int[2 * n - 1];
        int[] depth = new int[2 * n - 1];
        int[] symbolAt = new int[n];
        while (true) {
            // leaves in order of weight (ties by symbol), then the internal nodes as they are
            // made, which come out in order of weight too: two queues stand in for a heap
            for (int i = 0; i < n; i++) {
                sorted[i] = weight[i] << 9 | i;
            }
            Arrays.sort(sorted);
            for (int k = 0; k < n; k++) {
                symbolAt[k] = (int) (sorted[k] & 511);
                nodeWeight[k] = sorted[k] >>> 9;
            }
            int leaf = 0;
            int inner = n;
            for (int made = n; made < 2 * n - 1; made++) {
                int a;
                if (inner == made || (leaf < n && nodeWeight[leaf] <= nodeWeight[inner])) {
                    a = leaf++;
                } else {
                    a = inner++;
                }
                int b;
                if (inner == made || (leaf < n && nodeWeight[leaf] <= nodeWeight[inner])) {
                    b = leaf++;
                } else {
                    b = inner++;
                }
                nodeWeight[made] = nodeWeight[a] + nodeWeight[b];
                parent[a] = made;
                parent[b] = made;
            }
            int root = 2 * n - 2;
            depth[root] = 0;
            int deepest = 0;
            for (int k = root - 1; k >= 0; k--) {
                depth[k] = depth[parent[k]] + 1;
                if (k < n && depth[k] > deepest) {
                    deepest = depth[k];
                }
            }
            if (deepest <= maxLen) {
                for (int k = 0; k < n; k++) {
                    lengths[symbolAt[k]] = (byte) depth[k];
                }
                return;
            }
            for (int i = 0; i < n; i++) {
                weight[i] = 1 + weight[i] / 2;
            }
        }
    }

    /**
     * The canonical codes of {@code lengths[0..n)}: shortest codes first, and among codes of
     * one length, symbols in increasing order, each code one more than the last.
     */
    static void codes(byte[] lengths, int n, int[] codes) {
        int minLen = 32;
        int maxLen = 0;
        for (int i = 0; i < n; i++) {
            minLen = Math.min(minLen, lengths[i]);
            maxLen = Math.max(maxLen, lengths[i]);
        }
        int code = 0;
        for (int len = minLen; len <= maxLen; len++) {
            for (int i = 0; i < n; i++) {
                if (lengths[i] == len) {
                    codes[i] = code++;
                }
            }
            code <<= 1;
        }
    }
}
