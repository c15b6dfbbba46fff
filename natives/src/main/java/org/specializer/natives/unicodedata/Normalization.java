package org.specializer.natives.unicodedata;

import static org.specializer.natives.unicodedata.UnicodeDatabase.L_BASE;
import static org.specializer.natives.unicodedata.UnicodeDatabase.L_COUNT;
import static org.specializer.natives.unicodedata.UnicodeDatabase.N_COUNT;
import static org.specializer.natives.unicodedata.UnicodeDatabase.S_BASE;
import static org.specializer.natives.unicodedata.UnicodeDatabase.S_COUNT;
import static org.specializer.natives.unicodedata.UnicodeDatabase.T_BASE;
import static org.specializer.natives.unicodedata.UnicodeDatabase.T_COUNT;
import static org.specializer.natives.unicodedata.UnicodeDatabase.V_BASE;
import static org.specializer.natives.unicodedata.UnicodeDatabase.V_COUNT;

import java.util.Arrays;

/**
 * The Unicode normalization forms (UAX #15) on CPython's data: full decomposition (canonical,
 * or also compatibility), canonical ordering by combining class, and canonical composition of
 * primary composites, with Hangul syllables done arithmetically. Compare CPython
 * unicodedata.c: {@code nfd_nfkd} and {@code nfc_nfkc}.
 */
final class Normalization {
    private Normalization() {}

    /** {@code form} applied to the code points {@code s}. */
    static int[] normalize(int[] s, boolean compose, boolean compat) {
        int[] d = decompose(s, compat);
        return compose ? compose(d) : d;
    }

    /** Whether the text is unchanged by every form (no character below these can change). */
    static boolean trivially(int[] s, boolean compat) {
        int limit = compat ? 0xA0 : 0xC0;
        for (int c : s) {
            if (c >= limit) {
                return false;
            }
        }
        return true;
    }

    private static int[] decompose(int[] s, boolean compat) {
        Ints out = new Ints(s.length + 8);
        for (int c : s) {
            append(out, c, compat);
        }
        int[] d = out.toArray();
        reorder(d);
        return d;
    }

    /** A growable int array. */
    private static final class Ints {
        int[] a;
        int n;

        Ints(int capacity) {
            a = new int[capacity];
        }

        void add(int v) {
            if (n == a.length) {
                a = Arrays.copyOf(a, a.length * 2);
            }
            a[n++] = v;
        }

        int[] toArray() {
            return Arrays.copyOf(a, n);
        }
    }

    /** Append the full decomposition of {@code c}. */
    private static void append(Ints out, int c, boolean compat) {
        if (c >= S_BASE && c < S_BASE + S_COUNT) {
            int si = c - S_BASE;
            out.add(L_BASE + si / N_COUNT);
            out.add(V_BASE + (si % N_COUNT) / T_COUNT);
            int t = si % T_COUNT;
            if (t != 0) {
                out.add(T_BASE + t);
            }
            return;
        }
        String d = UnicodeDatabase.DECOMPOSITION.get(c);
        if (d == null || (!compat && d.startsWith("<"))) {
            out.add(c);
            return;
        }
        for (String p : d.split(" ")) {
            if (!p.startsWith("<")) {
                append(out, Integer.parseInt(p, 16), compat);
            }
        }
    }

    /** Canonical ordering: each run of non-starters sorted, stably, by combining class. */
    private static void reorder(int[] s) {
        for (int i = 1; i < s.length; i++) {
            int cc = UnicodeDatabase.combining(s[i]);
            if (cc == 0) {
                continue;
            }
            for (int j = i; j > 0; j--) {
                int prev = UnicodeDatabase.combining(s[j - 1]);
                if (prev <= cc) {
                    break;
                }
                int tmp = s[j - 1];
                s[j - 1] = s[j];
                s[j] = tmp;
            }
        }
    }

    /**
     * Canonical composition of a decomposed, reordered text: each character joins the last
     * starter when they have a primary composite and nothing between them blocks it (a
     * character of the same or higher combining class, or a starter).
     */
    private static int[] compose(int[] s) {
        if (s.length == 0) {
            return s;
        }
        int[] out = s.clone();
        int starterPos = 0;
        int starter = out[0];
        int lastClass = UnicodeDatabase.combining(starter) == 0 ? 0 : 256;
        int n = 1;
        for (int i = 1; i < s.length; i++) {
            int c = s[i];
            int cc = UnicodeDatabase.combining(c);
            int composite = composePair(starter, c);
            if (composite >= 0 && (lastClass < cc || lastClass == 0)) {
                out[starterPos] = composite;
                starter = composite;
                continue;
            }
            if (cc == 0) {
                starterPos = n;
                starter = c;
            }
            lastClass = cc;
            out[n++] = c;
        }
        return Arrays.copyOf(out, n);
    }

    /** The primary composite of {@code a} and {@code b}, or -1. */
    private static int composePair(int a, int b) {
        if (a >= L_BASE && a < L_BASE + L_COUNT && b >= V_BASE && b < V_BASE + V_COUNT) {
            return S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT;
        }
        if (a >= S_BASE && a < S_BASE + S_COUNT && (a - S_BASE) % T_COUNT == 0
                && b > T_BASE && b < T_BASE + T_COUNT) {
            return a + (b - T_BASE);
        }
        Integer c = UnicodeDatabase.COMPOSE.get(UnicodeDatabase.pair(a, b));
        return c == null ? -1 : c;
    }
}
