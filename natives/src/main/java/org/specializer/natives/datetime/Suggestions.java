package org.specializer.natives.datetime;

/**
 * The "Did you mean" of an unexpected keyword argument: the nearest name by an edit distance
 * where a change of case costs half as much as any other edit, no more than a third of the
 * characters changed. Compare CPython Python/suggestions.c: _Py_CalculateSuggestions.
 */
final class Suggestions {
    private Suggestions() {}

    private static final int MOVE_COST = 2;
    private static final int CASE_COST = 1;
    private static final int MAX_STRING_SIZE = 40;

    /** The candidate nearest to {@code name}, or null when none is near enough. */
    static String closest(String name, String[] candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            if (c.equals(name)) {
                continue;
            }
            int max = (name.length() + c.length() + 3) * MOVE_COST / 6;
            max = Math.min(max, bestDistance - 1);
            int d = distance(name, c, max);
            if (d > max) {
                continue;
            }
            if (best == null || d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return best;
    }

    private static int substitutionCost(char a, char b) {
        if ((a & 31) != (b & 31)) {
            return MOVE_COST;
        }
        if (a == b) {
            return 0;
        }
        return Character.toLowerCase(a) == Character.toLowerCase(b) && a < 128 && b < 128
                ? CASE_COST : MOVE_COST;
    }

    private static int distance(String a, String b, int maxCost) {
        int as = 0;
        int bs = 0;
        int ae = a.length();
        int be = b.length();
        while (as < ae && bs < be && a.charAt(as) == b.charAt(bs)) {
            as++;
            bs++;
        }
        while (as < ae && bs < be && a.charAt(ae - 1) == b.charAt(be - 1)) {
            ae--;
            be--;
        }
        int an = ae - as;
        int bn = be - bs;
        if (an == 0 || bn == 0) {
            return (an + bn) * MOVE_COST;
        }
        if (an > MAX_STRING_SIZE || bn > MAX_STRING_SIZE) {
            return maxCost + 1;
        }
        if (bn < an) {
            String t = a;
            a = b;
            b = t;
            int x = as;
            as = bs;
            bs = x;
            x = an;
            an = bn;
            bn = x;
        }
        if ((bn - an) * MOVE_COST > maxCost) {
            return maxCost + 1;
        }
        int[] row = new int[an];
        for (int i = 0; i < an; i++) {
            row[i] = (i + 1) * MOVE_COST;
        }
        int result = 0;
        for (int j = 0; j < bn; j++) {
            char code = b.charAt(bs + j);
            int distance = j * MOVE_COST;
            result = distance;
            int minimum = Integer.MAX_VALUE;
            for (int i = 0; i < an; i++) {
                int substitute = distance + substitutionCost(code, a.charAt(as + i));
                distance = row[i];
                int insertDelete = Math.min(result, distance) + MOVE_COST;
                result = Math.min(insertDelete, substitute);
                row[i] = result;
                minimum = Math.min(minimum, result);
            }
            if (minimum > maxCost) {
                return maxCost + 1;
            }
        }
        return result;
    }
}
