package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.PyObject;

/**
 * A stable merge sort by Python's {@code <}, for the modules' {@code sorted()}-like needs
 * ({@code Counter.most_common}, {@code heapq.nsmallest}). Results equal {@code list.sort}'s:
 * ascending, or with {@code reverse} descending with equal items kept in their original order.
 */
final class StableSort {
    private StableSort() {}

    /** Sort {@code items} in place by {@code keys} (parallel; null to compare the items). */
    static void sort(PyObject[] items, PyObject[] keys, boolean reverse) {
        int n = items.length;
        if (n < 2) {
            return;
        }
        PyObject[] k = keys == null ? items.clone() : keys;
        PyObject[] tmpK = new PyObject[n];
        PyObject[] tmpV = new PyObject[n];
        mergeSort(k, items, tmpK, tmpV, 0, n, reverse);
    }

    private static boolean before(PyObject right, PyObject left, boolean reverse) {
        // take from the right run only when it strictly precedes: keeps the sort stable
        return reverse ? Abstract.richCompareBool(left, right, Abstract.LT)
                : Abstract.richCompareBool(right, left, Abstract.LT);
    }

    private static void mergeSort(PyObject[] k, PyObject[] v, PyObject[] tk, PyObject[] tv,
            int lo, int hi, boolean reverse) {
        if (hi - lo <= 8) {
            // insertion sort for short runs
            for (int i = lo + 1; i < hi; i++) {
                PyObject ki = k[i];
                PyObject vi = v[i];
                int j = i;
                while (j > lo && before(ki, k[j - 1], reverse)) {
                    k[j] = k[j - 1];
                    v[j] = v[j - 1];
                    j--;
                }
                k[j] = ki;
                v[j] = vi;
            }
            return;
        }
        int mid = (lo + hi) >>> 1;
        mergeSort(k, v, tk, tv, lo, mid, reverse);
        mergeSort(k, v, tk, tv, mid, hi, reverse);
        System.arraycopy(k, lo, tk, lo, hi - lo);
        System.arraycopy(v, lo, tv, lo, hi - lo);
        int i = lo;
        int j = mid;
        int o = lo;
        while (i < mid && j < hi) {
            if (before(tk[j], tk[i], reverse)) {
                k[o] = tk[j];
                v[o++] = tv[j++];
            } else {
                k[o] = tk[i];
                v[o++] = tv[i++];
            }
        }
        while (i < mid) {
            k[o] = tk[i];
            v[o++] = tv[i++];
        }
        while (j < hi) {
            k[o] = tk[j];
            v[o++] = tv[j++];
        }
    }
}
