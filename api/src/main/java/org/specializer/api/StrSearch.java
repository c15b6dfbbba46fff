package org.specializer.api;

/**
 * str methods that search for substrings: find, rfind, index, rindex, count, startswith,
 * endswith, replace, partition, rpartition, removeprefix, removesuffix.
 *
 * <p>Searches run on the Java string with {@code indexOf}; the optional {@code start}/{@code end}
 * arguments are code-point indexes, translated to char offsets only for text outside the BMP.
 */
final class StrSearch {
    private StrSearch() {}

    private static final String[] REPLACE_PARAMS = {"old", "new", "count"};

    static void define(PyType t) {
        t.methodN("find", 1, 3, (self, a) -> PyInt.of(find((PyStr) self, a, "find", false)));
        t.methodN("rfind", 1, 3, (self, a) -> PyInt.of(find((PyStr) self, a, "rfind", true)));
        t.methodN("index", 1, 3, (self, a) -> PyInt.of(index((PyStr) self, a, "index", false)));
        t.methodN("rindex", 1, 3, (self, a) -> PyInt.of(index((PyStr) self, a, "rindex", true)));
        t.methodN("count", 1, 3, (self, a) -> PyInt.of(count((PyStr) self, a)));
        t.methodN("startswith", 1, 3, (self, a) -> Py.newBool(startsOrEndsWith((PyStr) self, a,
                "startswith", false)));
        t.methodN("endswith", 1, 3, (self, a) -> Py.newBool(startsOrEndsWith((PyStr) self, a,
                "endswith", true)));
        t.methodK("replace", StrSearch::replaceMethod);
        t.method1("partition", (self, sep) -> partition((PyStr) self, sep, false));
        t.method1("rpartition", (self, sep) -> partition((PyStr) self, sep, true));
        t.method1("removeprefix", (self, p) -> removeAffix((PyStr) self, p, "removeprefix"));
        t.method1("removesuffix", (self, p) -> removeAffix((PyStr) self, p, "removesuffix"));
    }

    // ------------------------------------------------------------------ windows

    /** Char offsets of the window given by code-point arguments, packed as StrArgs.window. */
    private static long charWindow(PyStr s, PyObject start, PyObject end) {
        if (s.isBmp()) {
            return StrArgs.window(start, end, s.value.length());
        }
        int len = s.length();
        long w = StrArgs.window(start, end, len);
        int st = StrArgs.start(w);
        int e = StrArgs.end(w);
        if (st > e) {
            return w; // empty window: only the order matters
        }
        String v = s.value;
        int cs = v.offsetByCodePoints(0, st);
        int ce = v.offsetByCodePoints(cs, e - st);
        return ((long) cs << 32) | ce;
    }

    /** A char offset as a code-point index. */
    private static int toIndex(PyStr s, int charOffset) {
        return charOffset < 0 || s.isBmp() ? charOffset : s.value.codePointCount(0, charOffset);
    }

    // ------------------------------------------------------------------ find, index, count

    /** {@code s.find(sub[, start[, end]])} (or rfind): a code-point index or -1. */
    static int find(PyStr s, PyObject[] a, String fname, boolean reverse) {
        PyStr sub = StrMethods.strArg(a[0], fname, 1);
        String v = s.value;
        int start = 0;
        int end = v.length();
        if (a.length > 1) {
            long w = charWindow(s, a[1], StrArgs.arg(a, 2));
            start = StrArgs.start(w);
            end = StrArgs.end(w);
        }
        return toIndex(s, findIn(v, sub.value, start, end, reverse));
    }

    private static int index(PyStr s, PyObject[] a, String fname, boolean reverse) {
        int i = find(s, a, fname, reverse);
        if (i < 0) {
            throw Py.valueError("substring not found");
        }
        return i;
    }

    /** The char offset of {@code sub} within {@code v[start:end]}, first or last, or -1. */
    static int findIn(String v, String sub, int start, int end, boolean reverse) {
        int m = sub.length();
        if (end - start < m) {
            return -1;
        }
        if (reverse) {
            int i = LinearSearch.lastIndexOf(v, sub, end - m);
            return i >= start ? i : -1;
        }
        int i = LinearSearch.indexOf(v, sub, start);
        return i >= 0 && i + m <= end ? i : -1;
    }

    private static int count(PyStr s, PyObject[] a) {
        PyStr sub = StrMethods.strArg(a[0], "count", 1);
        String v = s.value;
        int start = 0;
        int end = v.length();
        if (a.length > 1) {
            long w = charWindow(s, a[1], StrArgs.arg(a, 2));
            start = StrArgs.start(w);
            end = StrArgs.end(w);
        }
        if (start > end) {
            return 0;
        }
        if (sub.value.isEmpty()) {
            return (s.isBmp() ? end - start : v.codePointCount(start, end)) + 1;
        }
        return countIn(v, sub.value, start, end);
    }

    /** Non-overlapping occurrences of non-empty {@code sub} in {@code v[start:end]}. */
    static int countIn(String v, String sub, int start, int end) {
        int m = sub.length();
        int n = 0;
        int i = start;
        while (true) {
            i = LinearSearch.indexOf(v, sub, i);
            if (i < 0 || i + m > end) {
                break;
            }
            n++;
            i += m;
        }
        return n;
    }

    // ------------------------------------------------------------------ startswith, endswith

    private static boolean startsOrEndsWith(PyStr s, PyObject[] a, String fname,
            boolean atEnd) {
        int start = 0;
        int end = s.value.length();
        if (a.length > 1) {
            long w = charWindow(s, a[1], StrArgs.arg(a, 2));
            start = StrArgs.start(w);
            end = StrArgs.end(w);
        }
        PyObject p = a[0];
        if (p instanceof PyStr ps) {
            return tailMatch(s.value, ps.value, start, end, atEnd);
        }
        if (p instanceof PyTuple tup) {
            for (PyObject item : tup.items) {
                if (!(item instanceof PyStr is)) {
                    throw Py.typeError("tuple for " + fname + " must only contain str, not "
                            + item.type.getName());
                }
                if (tailMatch(s.value, is.value, start, end, atEnd)) {
                    return true;
                }
            }
            return false;
        }
        throw Py.typeError(fname + " first arg must be str or a tuple of str, not "
                + p.type.getName());
    }

    /** Does {@code v[start:end]} start (or end) with {@code p}? CPython's {@code tailmatch}. */
    private static boolean tailMatch(String v, String p, int start, int end, boolean atEnd) {
        int m = p.length();
        if (end - start < m || start > v.length()) {
            return false;
        }
        return v.startsWith(p, atEnd ? end - m : start);
    }

    // ------------------------------------------------------------------ replace

    private static PyObject replaceMethod(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = args;
        if (kwnames.length != 0 || args.length > 3 || args.length < 2) {
            a = StrArgs.bind("replace", REPLACE_PARAMS, 2, 2, args, kwnames);
        }
        PyStr old = StrMethods.strArg(a[0], "replace", 1);
        PyStr rep = StrMethods.strArg(a[1], "replace", 2);
        long count = a.length > 2 && a[2] != null ? StrArgs.ssize(a[2]) : -1;
        return replace((PyStr) self, old.value, rep.value, count);
    }

    /** {@code s.replace(old, new, count)}; a negative count replaces all. */
    static PyStr replace(PyStr s, String old, String rep, long count) {
        String v = s.value;
        if (count < 0) {
            count = Long.MAX_VALUE;
        }
        if (count == 0) {
            return StrMethods.exact(s);
        }
        if (old.isEmpty()) {
            return insertBetween(s, rep, count);
        }
        int i = LinearSearch.indexOf(v, old, 0);
        if (i < 0) {
            return StrMethods.exact(s);
        }
        int m = old.length();
        StringBuilder sb = new StringBuilder(v.length() + Math.max(16, rep.length() - m));
        int from = 0;
        long done = 0;
        do {
            sb.append(v, from, i).append(rep);
            from = i + m;
            done++;
        } while (done < count && (i = LinearSearch.indexOf(v, old, from)) >= 0);
        sb.append(v, from, v.length());
        return PyStr.of(sb.toString());
    }

    /** {@code s.replace('', rep, count)}: rep before each code point and at the end. */
    private static PyStr insertBetween(PyStr s, String rep, long count) {
        String v = s.value;
        int n = s.length();
        long slots = Math.min(count, (long) n + 1);
        if ((long) v.length() + slots * rep.length() > Integer.MAX_VALUE - 8) {
            throw Py.overflowError("replace string is too long");
        }
        StringBuilder sb = new StringBuilder(v.length() + (int) slots * rep.length());
        int i = 0;
        for (long k = 0; k < slots; k++) {
            sb.append(rep);
            if (i < v.length()) {
                int step = Character.charCount(v.codePointAt(i));
                sb.append(v, i, i + step);
                i += step;
            }
        }
        sb.append(v, i, v.length());
        return PyStr.of(sb.toString());
    }

    // ------------------------------------------------------------------ partition, affixes

    private static PyTuple partition(PyStr s, PyObject sepArg, boolean reverse) {
        if (!(sepArg instanceof PyStr sep)) {
            throw Py.typeError("must be str, not " + sepArg.type.getName());
        }
        String v = s.value;
        String p = sep.value;
        if (p.isEmpty()) {
            throw Py.valueError("empty separator");
        }
        int i = reverse ? LinearSearch.lastIndexOf(v, p, v.length())
                : LinearSearch.indexOf(v, p, 0);
        if (i < 0) {
            PyStr whole = StrMethods.exact(s);
            return reverse ? PyTuple.of(PyStr.EMPTY, PyStr.EMPTY, whole)
                    : PyTuple.of(whole, PyStr.EMPTY, PyStr.EMPTY);
        }
        return PyTuple.of(PyStr.of(v.substring(0, i)), StrMethods.exact(sep),
                PyStr.of(v.substring(i + p.length())));
    }

    private static PyStr removeAffix(PyStr s, PyObject arg, String fname) {
        if (!(arg instanceof PyStr a)) {
            throw Py.typeError(fname + "() argument must be str, not "
                    + StrArgs.clinicName(arg));
        }
        String v = s.value;
        String p = a.value;
        if (p.isEmpty()) {
            return StrMethods.exact(s);
        }
        if (fname.equals("removeprefix")) {
            return v.startsWith(p) ? PyStr.of(v.substring(p.length())) : StrMethods.exact(s);
        }
        return v.endsWith(p) ? PyStr.of(v.substring(0, v.length() - p.length()))
                : StrMethods.exact(s);
    }
}
