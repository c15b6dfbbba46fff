package org.specializer.api;

/**
 * Substring search in time linear in the text and the needle, for long needles in long texts,
 * where a naive search ({@code String.indexOf}, or comparing at every position) takes time
 * proportional to their product: CPython guarantees {@code str.find} and {@code bytes.find}
 * O(n + m) with its two-way search, and programs (and CPython's tests) rely on it. This is
 * Knuth-Morris-Pratt over a table of the needle's borders; short needles keep the JVM's
 * vectorized {@code indexOf}, which is faster where the product stays small.
 */
final class LinearSearch {
    private LinearSearch() {}

    /** Needles at least this long, in texts at least {@link #MIN_TEXT} long, search linearly. */
    static final int MIN_NEEDLE = 64;
    static final int MIN_TEXT = 2048;

    static boolean worthIt(int textLength, int needleLength) {
        return needleLength >= MIN_NEEDLE && textLength >= MIN_TEXT;
    }

    /** First position of {@code w} in {@code v} at or after {@code from}, or -1. */
    static int indexOf(String v, String w, int from) {
        from = Math.max(from, 0);
        if (!worthIt(v.length() - from, w.length())) {
            return v.indexOf(w, from);
        }
        int m = w.length();
        int[] border = new int[m];
        for (int i = 1, k = 0; i < m; i++) {
            char c = w.charAt(i);
            while (k > 0 && w.charAt(k) != c) {
                k = border[k - 1];
            }
            if (w.charAt(k) == c) {
                k++;
            }
            border[i] = k;
        }
        for (int i = from, k = 0, n = v.length(); i < n; i++) {
            char c = v.charAt(i);
            while (k > 0 && w.charAt(k) != c) {
                k = border[k - 1];
            }
            if (w.charAt(k) == c && ++k == m) {
                return i - m + 1;
            }
        }
        return -1;
    }

    /** Last position of {@code w} in {@code v} at or before {@code from}, or -1. */
    static int lastIndexOf(String v, String w, int from) {
        int m = w.length();
        from = Math.min(from, v.length() - m);
        if (!worthIt(from + m, m)) {
            return v.lastIndexOf(w, from);
        }
        // the same search on the reversed text and needle: w's char j from its end
        int[] border = new int[m];
        for (int i = 1, k = 0; i < m; i++) {
            char c = w.charAt(m - 1 - i);
            while (k > 0 && w.charAt(m - 1 - k) != c) {
                k = border[k - 1];
            }
            if (w.charAt(m - 1 - k) == c) {
                k++;
            }
            border[i] = k;
        }
        for (int i = from + m - 1, k = 0; i >= 0; i--) {
            char c = v.charAt(i);
            while (k > 0 && w.charAt(m - 1 - k) != c) {
                k = border[k - 1];
            }
            if (w.charAt(m - 1 - k) == c && ++k == m) {
                return i;
            }
        }
        return -1;
    }

    /** First absolute position of {@code w[wo:wo+m]} in {@code v[from:to]}, or -1. */
    static int indexOf(byte[] v, int from, int to, byte[] w, int wo, int m) {
        int[] border = new int[m];
        for (int i = 1, k = 0; i < m; i++) {
            byte c = w[wo + i];
            while (k > 0 && w[wo + k] != c) {
                k = border[k - 1];
            }
            if (w[wo + k] == c) {
                k++;
            }
            border[i] = k;
        }
        for (int i = from, k = 0; i < to; i++) {
            byte c = v[i];
            while (k > 0 && w[wo + k] != c) {
                k = border[k - 1];
            }
            if (w[wo + k] == c && ++k == m) {
                return i - m + 1;
            }
        }
        return -1;
    }

    /** Last absolute position of {@code w[wo:wo+m]} in {@code v[from:to]}, or -1. */
    static int lastIndexOf(byte[] v, int from, int to, byte[] w, int wo, int m) {
        int[] border = new int[m];
        for (int i = 1, k = 0; i < m; i++) {
            byte c = w[wo + m - 1 - i];
            while (k > 0 && w[wo + m - 1 - k] != c) {
                k = border[k - 1];
            }
            if (w[wo + m - 1 - k] == c) {
                k++;
            }
            border[i] = k;
        }
        for (int i = to - 1, k = 0; i >= from; i--) {
            byte c = v[i];
            while (k > 0 && w[wo + m - 1 - k] != c) {
                k = border[k - 1];
            }
            if (w[wo + m - 1 - k] == c && ++k == m) {
                return i;
            }
        }
        return -1;
    }
}
