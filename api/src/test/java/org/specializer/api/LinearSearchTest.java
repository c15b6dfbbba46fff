package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The linear-time search finds what a naive search finds, forwards and backwards. */
class LinearSearchTest {

    private static int naiveIndexOf(String v, String w, int from) {
        for (int i = Math.max(from, 0); i + w.length() <= v.length(); i++) {
            if (v.startsWith(w, i)) {
                return i;
            }
        }
        return -1;
    }

    private static int naiveLastIndexOf(String v, String w, int from) {
        for (int i = Math.min(from, v.length() - w.length()); i >= 0; i--) {
            if (v.startsWith(w, i)) {
                return i;
            }
        }
        return -1;
    }

    private static void check(String v, String w, int from) {
        assertEquals(naiveIndexOf(v, w, from), LinearSearch.indexOf(v, w, from), "indexOf");
        assertEquals(naiveLastIndexOf(v, w, from), LinearSearch.lastIndexOf(v, w, from),
                "lastIndexOf");
        byte[] vb = v.getBytes(StandardCharsets.ISO_8859_1);
        byte[] wb = ("xy" + w).getBytes(StandardCharsets.ISO_8859_1);
        int start = Math.max(0, Math.min(from, v.length()));
        assertEquals(naiveIndexOf(v, w, start),
                LinearSearch.indexOf(vb, start, vb.length, wb, 2, w.length()), "bytes");
        int last = naiveLastIndexOf(v, w, v.length());
        assertEquals(last < start ? -1 : last,
                LinearSearch.lastIndexOf(vb, start, vb.length, wb, 2, w.length()),
                "bytes backwards");
    }

    @Test
    void randomTextsOverASmallAlphabetAgreeWithANaiveSearch() {
        Random r = new Random(659);
        for (int round = 0; round < 300; round++) {
            int n = LinearSearch.MIN_TEXT + r.nextInt(3000);
            int m = LinearSearch.MIN_NEEDLE + r.nextInt(200);
            char[] alphabet = round % 2 == 0 ? new char[] {'a', 'b'} : new char[] {'a', 'b', 'c'};
            StringBuilder v = new StringBuilder();
            for (int i = 0; i < n; i++) {
                v.append(alphabet[r.nextInt(alphabet.length)]);
            }
            String w;
            if (r.nextBoolean()) {
                int at = r.nextInt(n - m);
                w = v.substring(at, at + m);
            } else {
                StringBuilder b = new StringBuilder();
                for (int i = 0; i < m; i++) {
                    b.append(alphabet[r.nextInt(alphabet.length)]);
                }
                w = b.toString();
            }
            check(v.toString(), w, r.nextInt(n));
            check(v.toString(), w, 0);
        }
    }

    @Test
    void theAdversarialCasesOfCPythonsTestsAnswerAsANaiveSearch() {
        for (int n : new int[] {100, 1000, 5000}) {
            String a = "a".repeat(n);
            String b = "b".repeat(n);
            String haystack = a + a + b + a + a;
            String needle = a + b + b + a;
            check(haystack, needle, 0);
            check(haystack + needle, needle, 0);
            String ab = "ab".repeat(n);
            check(("ab".repeat(n - 1) + "b").repeat(2), ab, 0);
        }
    }
}
