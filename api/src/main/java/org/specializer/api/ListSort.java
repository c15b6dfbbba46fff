package org.specializer.api;

/**
 * {@code list.sort()}: CPython's timsort (Objects/listsort.txt) with the powersort merge policy
 * of 3.11+ and the run detection of 3.13, so that the sequence of {@code <} comparisons, and
 * hence the result under an inconsistent ordering (NaNs, a user {@code __lt__} with side
 * effects), is CPython's. Comparisons go through {@link Abstract#richCompareBool} with
 * {@code LT}; when every key is an exact int, float or str, a direct Java comparison gives the
 * same answers without dispatch (CPython's {@code unsafe_*_compare} pre-check).
 *
 * <p>Keys and values move together: {@code values} is null when there is no key function (the
 * keys are the items themselves). A Python exception from a comparison propagates after the
 * runs being merged are restored, so the list always holds a permutation of its items.
 */
final class ListSort {
    private static final int MIN_GALLOP = 7;
    private static final int MAX_PENDING = 85;

    private static final int CMP_OBJECT = 0;
    private static final int CMP_INT = 1;
    private static final int CMP_FLOAT = 2;
    private static final int CMP_STR = 3;
    /** Exact tuples, all non-empty, whose first items share one of the exact types above
     *  ({@code tupleFirst}): CPython's {@code unsafe_tuple_compare}. */
    private static final int CMP_TUPLE = 4;

    private final PyObject[] keys;
    private final PyObject[] values;
    private final int length;
    private final int cmp;
    /** For CMP_TUPLE: how the tuples' first items compare. */
    private final int tupleFirst;
    private int minGallop = MIN_GALLOP;

    // Temporary storage for merges: at least min(na, nb) slots.
    private PyObject[] tmpKeys = Py.NO_ARGS;
    private PyObject[] tmpValues = Py.NO_ARGS;

    // The stack of pending runs: base index, length and power of each.
    private final int[] runBase = new int[MAX_PENDING];
    private final int[] runLen = new int[MAX_PENDING];
    private final int[] runPower = new int[MAX_PENDING];
    private int pending;

    private ListSort(PyObject[] keys, PyObject[] values, int length) {
        this.keys = keys;
        this.values = values;
        this.length = length;
        int c = chooseComparison(keys, length);
        int first = CMP_OBJECT;
        if (c == CMP_TUPLE) {
            PyObject[] firsts = new PyObject[length];
            for (int i = 0; i < length; i++) {
                firsts[i] = ((PyTuple) keys[i]).items[0];
            }
            first = chooseComparison(firsts, length);
            if (first == CMP_TUPLE) {
                first = CMP_OBJECT;
            }
        }
        this.cmp = c;
        this.tupleFirst = first;
    }

    /** {@code list.sort(key=key, reverse=reverse)}; {@code key} may be null or None. */
    static void sort(PyList list, PyObject key, boolean reverse) {
        PyObject[] saved = list.items;
        int n = list.size;
        // While sorting the list looks empty; any change shows as a new items array.
        PyObject[] marker = new PyObject[0];
        list.items = marker;
        list.size = 0;
        PyException error = null;
        try {
            PyObject[] keyArray = saved;
            PyObject[] valueArray = null;
            if (key != null && key != Py.None) {
                keyArray = new PyObject[n];
                for (int i = 0; i < n; i++) {
                    keyArray[i] = Abstract.call1(key, saved[i]);
                }
                valueArray = saved;
            }
            if (n > 1) {
                if (reverse) {
                    reverse(keyArray, valueArray, 0, n);
                }
                try {
                    new ListSort(keyArray, valueArray, n).run();
                } catch (PyException e) {
                    error = e;
                }
                if (reverse) {
                    reverse(keyArray, valueArray, 0, n);
                }
            }
        } catch (PyException e) {
            // the key function failed: the list is restored as it was
            error = e;
        } finally {
            boolean modified = list.items != marker;
            list.items = saved;
            list.size = n;
            if (error == null && modified) {
                error = Py.valueError("list modified during sort");
            }
        }
        if (error != null) {
            throw error;
        }
    }

    private static int chooseComparison(PyObject[] keys, int n) {
        if (n == 0) {
            return CMP_OBJECT;
        }
        Class<?> c = keys[0].getClass();
        for (int i = 1; i < n; i++) {
            if (keys[i].getClass() != c) {
                return CMP_OBJECT;
            }
        }
        if (c == PyInt.class) {
            return CMP_INT;
        }
        if (c == PyFloat.class) {
            return CMP_FLOAT;
        }
        if (c == PyStr.class) {
            return CMP_STR;
        }
        if (c == PyTuple.class) {
            for (int i = 0; i < n; i++) {
                if (((PyTuple) keys[i]).items.length == 0) {
                    return CMP_OBJECT;
                }
            }
            return CMP_TUPLE;
        }
        return CMP_OBJECT;
    }

    private boolean lt(PyObject a, PyObject b) {
        return cmp == CMP_TUPLE ? tupleLt(((PyTuple) a).items, ((PyTuple) b).items)
                : lt(cmp, a, b);
    }

    /** {@code a < b} for two keys of the kind {@code kind} (not CMP_TUPLE) says. */
    private static boolean lt(int kind, PyObject a, PyObject b) {
        switch (kind) {
            case CMP_INT:
                return ((PyInt) a).value < ((PyInt) b).value;
            case CMP_FLOAT:
                return ((PyFloat) a).value < ((PyFloat) b).value;
            case CMP_STR:
                return PyStr.compare((PyStr) a, (PyStr) b) < 0;
            default:
                return Abstract.richCompareBool(a, b, Abstract.LT);
        }
    }

    /**
     * {@code a < b} for two tuples: the first items that differ decide, or the lengths; the
     * first items compare by the check {@code tupleFirst} chose, the others as any objects.
     * Equality is tested before order, with Python's identity shortcut, as tuple's own
     * comparison does; for two exact ints, floats or strs, whose comparisons run no code and
     * see nothing but the values, one three-way comparison stands for both.
     */
    private boolean tupleLt(PyObject[] a, PyObject[] b) {
        PyObject x = a[0];
        PyObject y = b[0];
        int d;
        switch (tupleFirst) {
            case CMP_INT:
                d = Long.compare(((PyInt) x).value, ((PyInt) y).value);
                break;
            case CMP_STR:
                d = x == y ? 0 : PyStr.compare((PyStr) x, (PyStr) y);
                break;
            default:
                d = differ(x, y);
                break;
        }
        if (d != SAME) {
            return d < 0;
        }
        int n = Math.min(a.length, b.length);
        for (int i = 1; i < n; i++) {
            d = differ(a[i], b[i]);
            if (d != SAME) {
                return d < 0;
            }
        }
        return a.length < b.length;
    }

    /** {@link #differ}'s answer for items that are equal. */
    private static final int SAME = 0;

    /**
     * For two tuple items: {@link #SAME} when they are equal (by {@code ==}, identity first),
     * else negative when {@code x < y} and positive when not.
     */
    private static int differ(PyObject x, PyObject y) {
        if (x == y) {
            return SAME;
        }
        Class<?> c = x.getClass();
        if (c == y.getClass()) {
            if (c == PyStr.class) {
                return PyStr.compare((PyStr) x, (PyStr) y);
            }
            if (c == PyInt.class) {
                return Long.compare(((PyInt) x).value, ((PyInt) y).value);
            }
            if (c == PyFloat.class) {
                double u = ((PyFloat) x).value;
                double v = ((PyFloat) y).value;
                // unequal (NaN included): then what < says
                return u == v ? SAME : u < v ? -1 : 1;
            }
        }
        if (Abstract.richCompareBool(x, y, Abstract.EQ)) {
            return SAME;
        }
        return Abstract.richCompareBool(x, y, Abstract.LT) ? -1 : 1;
    }

    private static void reverse(PyObject[] k, PyObject[] v, int lo, int n) {
        for (int i = lo, j = lo + n - 1; i < j; i++, j--) {
            PyObject t = k[i];
            k[i] = k[j];
            k[j] = t;
            if (v != null) {
                t = v[i];
                v[i] = v[j];
                v[j] = t;
            }
        }
    }

    // Compare CPython listobject.c: list_sort_impl (the main loop).
    private void run() {
        int remaining = length;
        int lo = 0;
        int minrun = computeMinrun(remaining);
        do {
            int n = countRun(lo, remaining);
            if (n < minrun) {
                int force = Math.min(remaining, minrun);
                binarySort(lo, force, n);
                n = force;
            }
            foundNewRun(n);
            runBase[pending] = lo;
            runLen[pending] = n;
            pending++;
            lo += n;
            remaining -= n;
        } while (remaining != 0);
        forceCollapse();
    }

    private static int computeMinrun(int n) {
        int r = 0;
        while (n >= 64) {
            r |= n & 1;
            n >>= 1;
        }
        return n + r;
    }

    // Compare CPython listobject.c: binarysort. a[lo:lo+ok] is already sorted.
    private void binarySort(int lo, int n, int ok) {
        PyObject[] k = keys;
        PyObject[] v = values;
        if (ok == 0) {
            ok = 1;
        }
        for (; ok < n; ok++) {
            int left = 0;
            int right = ok;
            PyObject pivot = k[lo + ok];
            do {
                int m = (left + right) >>> 1;
                if (lt(pivot, k[lo + m])) {
                    right = m;
                } else {
                    left = m + 1;
                }
            } while (left < right);
            System.arraycopy(k, lo + left, k, lo + left + 1, ok - left);
            k[lo + left] = pivot;
            if (v != null) {
                PyObject pv = v[lo + ok];
                System.arraycopy(v, lo + left, v, lo + left + 1, ok - left);
                v[lo + left] = pv;
            }
        }
    }

    // Compare CPython listobject.c: count_run (3.13: non-strictly descending runs are reversed
    // group by group, so equal elements keep their order).
    private int countRun(int lo, int remaining) {
        PyObject[] k = keys;
        int n = 1;
        while (n < remaining && !lt(k[lo + n], k[lo + n - 1])) {
            n++;
        }
        if (n == remaining) {
            return n;
        }
        if (n > 1) {
            if (lt(k[lo], k[lo + n - 1])) {
                return n;
            }
            // all equal so far: they join the descending run, reversed as one group
            reverse(k, values, lo, n);
        }
        n++;
        int neq = 0;
        for (; n < remaining; n++) {
            if (lt(k[lo + n], k[lo + n - 1])) {
                if (neq != 0) {
                    neq++;
                    reverse(k, values, lo + n - neq, neq);
                    neq = 0;
                }
            } else if (lt(k[lo + n - 1], k[lo + n])) {
                break;
            } else {
                neq++;
            }
        }
        if (neq != 0) {
            neq++;
            reverse(k, values, lo + n - neq, neq);
        }
        reverse(k, values, lo, n);
        for (; n < remaining; n++) {
            if (lt(k[lo + n], k[lo + n - 1])) {
                break;
            }
        }
        return n;
    }

    // Compare CPython listobject.c: powerloop.
    private static int powerloop(long s1, long n1, long n2, long n) {
        int result = 0;
        long a = 2 * s1 + n1;
        long b = a + n1 + n2;
        for (;;) {
            result++;
            if (a >= n) {
                a -= n;
                b -= n;
            } else if (b >= n) {
                break;
            }
            a <<= 1;
            b <<= 1;
        }
        return result;
    }

    // Compare CPython listobject.c: found_new_run.
    private void foundNewRun(int n2) {
        if (pending > 0) {
            int s1 = runBase[pending - 1];
            int n1 = runLen[pending - 1];
            int power = powerloop(s1, n1, n2, length);
            while (pending > 1 && runPower[pending - 2] > power) {
                mergeAt(pending - 2);
            }
            runPower[pending - 1] = power;
        }
    }

    // Compare CPython listobject.c: merge_force_collapse.
    private void forceCollapse() {
        while (pending > 1) {
            int n = pending - 2;
            if (n > 0 && runLen[n - 1] < runLen[n + 1]) {
                n--;
            }
            mergeAt(n);
        }
    }

    // Compare CPython listobject.c: merge_at.
    private void mergeAt(int i) {
        int baseA = runBase[i];
        int na = runLen[i];
        int baseB = runBase[i + 1];
        int nb = runLen[i + 1];
        runLen[i] = na + nb;
        if (i == pending - 3) {
            runBase[i + 1] = runBase[i + 2];
            runLen[i + 1] = runLen[i + 2];
            runPower[i + 1] = runPower[i + 2];
        }
        pending--;

        int k = gallopRight(keys[baseB], keys, baseA, na, 0);
        baseA += k;
        na -= k;
        if (na == 0) {
            return;
        }
        nb = gallopLeft(keys[baseA + na - 1], keys, baseB, nb, nb - 1);
        if (nb <= 0) {
            return;
        }
        if (na <= nb) {
            mergeLo(baseA, na, baseB, nb);
        } else {
            mergeHi(baseA, na, baseB, nb);
        }
    }

    /**
     * Where {@code key} belongs in the sorted {@code a[base:base+n]}, leftmost among equals;
     * the search starts at {@code hint}. Compare CPython listobject.c: gallop_left.
     */
    private int gallopLeft(PyObject key, PyObject[] a, int base, int n, int hint) {
        int lastofs = 0;
        int ofs = 1;
        int h = base + hint;
        if (lt(a[h], key)) {
            int maxofs = n - hint;
            while (ofs < maxofs) {
                if (lt(a[h + ofs], key)) {
                    lastofs = ofs;
                    ofs = (ofs << 1) + 1;
                } else {
                    break;
                }
            }
            if (ofs > maxofs) {
                ofs = maxofs;
            }
            lastofs += hint;
            ofs += hint;
        } else {
            int maxofs = hint + 1;
            while (ofs < maxofs) {
                if (lt(a[h - ofs], key)) {
                    break;
                }
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            if (ofs > maxofs) {
                ofs = maxofs;
            }
            int t = lastofs;
            lastofs = hint - ofs;
            ofs = hint - t;
        }
        lastofs++;
        while (lastofs < ofs) {
            int m = lastofs + ((ofs - lastofs) >>> 1);
            if (lt(a[base + m], key)) {
                lastofs = m + 1;
            } else {
                ofs = m;
            }
        }
        return ofs;
    }

    /** As {@link #gallopLeft}, but rightmost among equals. Compare CPython: gallop_right. */
    private int gallopRight(PyObject key, PyObject[] a, int base, int n, int hint) {
        int lastofs = 0;
        int ofs = 1;
        int h = base + hint;
        if (lt(key, a[h])) {
            int maxofs = hint + 1;
            while (ofs < maxofs) {
                if (lt(key, a[h - ofs])) {
                    lastofs = ofs;
                    ofs = (ofs << 1) + 1;
                } else {
                    break;
                }
            }
            if (ofs > maxofs) {
                ofs = maxofs;
            }
            int t = lastofs;
            lastofs = hint - ofs;
            ofs = hint - t;
        } else {
            int maxofs = n - hint;
            while (ofs < maxofs) {
                if (lt(key, a[h + ofs])) {
                    break;
                }
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            if (ofs > maxofs) {
                ofs = maxofs;
            }
            lastofs += hint;
            ofs += hint;
        }
        lastofs++;
        while (lastofs < ofs) {
            int m = lastofs + ((ofs - lastofs) >>> 1);
            if (lt(key, a[base + m])) {
                ofs = m;
            } else {
                lastofs = m + 1;
            }
        }
        return ofs;
    }

    private void ensureTemp(int n) {
        if (tmpKeys.length < n) {
            tmpKeys = new PyObject[Math.max(n, Math.min(length, 2 * n))];
            if (values != null) {
                tmpValues = new PyObject[tmpKeys.length];
            }
        }
    }

    private void copy(PyObject[] fromK, PyObject[] fromV, int from, PyObject[] toK,
            PyObject[] toV, int to, int n) {
        System.arraycopy(fromK, from, toK, to, n);
        if (values != null) {
            System.arraycopy(fromV, from, toV, to, n);
        }
    }

    /**
     * Merge the adjacent runs {@code a[pa:pa+na]} and {@code a[pb:pb+nb]} with
     * {@code na <= nb}, copying run A aside. Compare CPython listobject.c: merge_lo.
     */
    private void mergeLo(int pa, int na, int pb, int nb) {
        PyObject[] k = keys;
        PyObject[] v = values;
        ensureTemp(na);
        PyObject[] tk = tmpKeys;
        PyObject[] tv = tmpValues;
        copy(k, v, pa, tk, tv, 0, na);
        int dest = pa;
        int a = 0;           // next of run A, in the temp arrays
        int b = pb;          // next of run B, in place
        int mg = minGallop;
        boolean copyB = false;
        try {
            copy(k, v, b++, k, v, dest++, 1);
            nb--;
            if (nb == 0) {
                return;
            }
            if (na == 1) {
                copyB = true;
                return;
            }
            outer:
            for (;;) {
                int acount = 0;
                int bcount = 0;
                for (;;) {
                    if (lt(k[b], tk[a])) {
                        copy(k, v, b++, k, v, dest++, 1);
                        bcount++;
                        acount = 0;
                        nb--;
                        if (nb == 0) {
                            return;
                        }
                        if (bcount >= mg) {
                            break;
                        }
                    } else {
                        copy(tk, tv, a++, k, v, dest++, 1);
                        acount++;
                        bcount = 0;
                        na--;
                        if (na == 1) {
                            copyB = true;
                            return;
                        }
                        if (acount >= mg) {
                            break;
                        }
                    }
                }
                mg++;
                do {
                    mg -= mg > 1 ? 1 : 0;
                    minGallop = mg;
                    int n = gallopRight(k[b], tk, a, na, 0);
                    acount = n;
                    if (n != 0) {
                        copy(tk, tv, a, k, v, dest, n);
                        dest += n;
                        a += n;
                        na -= n;
                        if (na == 1) {
                            copyB = true;
                            return;
                        }
                        if (na == 0) {
                            return;
                        }
                    }
                    copy(k, v, b++, k, v, dest++, 1);
                    nb--;
                    if (nb == 0) {
                        return;
                    }
                    n = gallopLeft(tk[a], k, b, nb, 0);
                    bcount = n;
                    if (n != 0) {
                        copy(k, v, b, k, v, dest, n);
                        dest += n;
                        b += n;
                        nb -= n;
                        if (nb == 0) {
                            return;
                        }
                    }
                    copy(tk, tv, a++, k, v, dest++, 1);
                    na--;
                    if (na == 1) {
                        copyB = true;
                        return;
                    }
                } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
                mg++;
                minGallop = mg;
                continue outer;
            }
        } finally {
            if (copyB) {
                // the last element of run A belongs at the end of the merge
                copy(k, v, b, k, v, dest, nb);
                copy(tk, tv, a, k, v, dest + nb, 1);
            } else if (na != 0) {
                // success with A left over, or an exception: put back what remains of A
                copy(tk, tv, a, k, v, dest, na);
            }
        }
    }

    /**
     * Merge the adjacent runs with {@code na >= nb}, from the right, copying run B aside.
     * Compare CPython listobject.c: merge_hi.
     */
    private void mergeHi(int pa, int na, int pb, int nb) {
        PyObject[] k = keys;
        PyObject[] v = values;
        ensureTemp(nb);
        PyObject[] tk = tmpKeys;
        PyObject[] tv = tmpValues;
        copy(k, v, pb, tk, tv, 0, nb);
        int dest = pb + nb - 1;
        int a = pa + na - 1; // last of run A, in place
        int b = nb - 1;      // last of run B, in the temp arrays
        int mg = minGallop;
        boolean copyA = false;
        try {
            copy(k, v, a--, k, v, dest--, 1);
            na--;
            if (na == 0) {
                return;
            }
            if (nb == 1) {
                copyA = true;
                return;
            }
            outer:
            for (;;) {
                int acount = 0;
                int bcount = 0;
                for (;;) {
                    if (lt(tk[b], k[a])) {
                        copy(k, v, a--, k, v, dest--, 1);
                        acount++;
                        bcount = 0;
                        na--;
                        if (na == 0) {
                            return;
                        }
                        if (acount >= mg) {
                            break;
                        }
                    } else {
                        copy(tk, tv, b--, k, v, dest--, 1);
                        bcount++;
                        acount = 0;
                        nb--;
                        if (nb == 1) {
                            copyA = true;
                            return;
                        }
                        if (bcount >= mg) {
                            break;
                        }
                    }
                }
                mg++;
                do {
                    mg -= mg > 1 ? 1 : 0;
                    minGallop = mg;
                    int n = gallopRight(tk[b], k, pa, na, na - 1);
                    n = na - n;
                    acount = n;
                    if (n != 0) {
                        dest -= n;
                        a -= n;
                        copy(k, v, a + 1, k, v, dest + 1, n);
                        na -= n;
                        if (na == 0) {
                            return;
                        }
                    }
                    copy(tk, tv, b--, k, v, dest--, 1);
                    nb--;
                    if (nb == 1) {
                        copyA = true;
                        return;
                    }
                    n = gallopLeft(k[a], tk, 0, nb, nb - 1);
                    n = nb - n;
                    bcount = n;
                    if (n != 0) {
                        dest -= n;
                        b -= n;
                        copy(tk, tv, b + 1, k, v, dest + 1, n);
                        nb -= n;
                        if (nb == 1) {
                            copyA = true;
                            return;
                        }
                        if (nb == 0) {
                            return;
                        }
                    }
                    copy(k, v, a--, k, v, dest--, 1);
                    na--;
                    if (na == 0) {
                        return;
                    }
                } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
                mg++;
                minGallop = mg;
                continue outer;
            }
        } finally {
            if (copyA) {
                // the first element of run B belongs at the front of the merge
                dest -= na;
                a -= na;
                copy(k, v, a + 1, k, v, dest + 1, na);
                copy(tk, tv, b, k, v, dest, 1);
            } else if (nb != 0) {
                copy(tk, tv, 0, k, v, dest - (nb - 1), nb);
            }
        }
    }
}
