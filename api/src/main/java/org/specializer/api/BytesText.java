package org.specializer.api;

import java.io.ByteArrayOutputStream;

/**
 * The text-like methods that {@code bytes} and {@code bytearray} share, CPython's
 * {@code bytes_methods.c} and the stringlib templates: find, rfind, index, rindex, count,
 * startswith, endswith, replace, split, rsplit, splitlines, strip, lstrip, rstrip, join,
 * partition, rpartition, removeprefix, removesuffix, the case mappings, the ASCII predicates,
 * center, ljust, rjust, zfill, expandtabs, translate and maketrans. Whitespace and letters are
 * ASCII only, as in CPython.
 *
 * <p>{@link #define} installs the same methods on both types. {@code self} is read through
 * {@link #span}; a result is of self's kind, made by {@link #result}: a bytes method returns
 * bytes (self itself when unchanged and exactly bytes), a bytearray method always a new
 * bytearray. Arguments may be any bytes-like object ({@link Buffers#span}); they are read after
 * the arguments that may run Python code ({@code __index__}) have been converted.
 */
final class BytesText {
    private BytesText() {}

    private static final String[] SPLIT_PARAMS = {"sep", "maxsplit"};
    private static final String[] TABSIZE_PARAMS = {"tabsize"};
    private static final String[] KEEPENDS_PARAMS = {"keepends"};
    private static final String[] TRANSLATE_PARAMS = {"table", "delete"};

    static void define(PyType t) {
        t.methodN("find", 1, 3, (self, a) -> PyInt.of(find(self, a, false)));
        t.methodN("rfind", 1, 3, (self, a) -> PyInt.of(find(self, a, true)));
        t.methodN("index", 1, 3, (self, a) -> PyInt.of(index(self, a, false)));
        t.methodN("rindex", 1, 3, (self, a) -> PyInt.of(index(self, a, true)));
        t.methodN("count", 1, 3, (self, a) -> PyInt.of(count(self, a)));
        t.methodN("startswith", 1, 3, (self, a) -> Py.newBool(affix(self, a, "startswith",
                false)));
        t.methodN("endswith", 1, 3, (self, a) -> Py.newBool(affix(self, a, "endswith", true)));
        t.methodN("replace", 2, 3, (self, a) -> {
            long count = a.length > 2 ? StrArgs.ssize(a[2]) : -1;
            return replace(self, Buffers.span(a[0]), Buffers.span(a[1]), count);
        });
        t.methodK("split", (self, a, kw) -> split(self, a, kw, "split", false));
        t.methodK("rsplit", (self, a, kw) -> split(self, a, kw, "rsplit", true));
        t.methodK("splitlines", BytesText::splitlines);
        t.methodN("strip", 0, 1, (self, a) -> strip(self, StrArgs.arg(a, 0), true, true));
        t.methodN("lstrip", 0, 1, (self, a) -> strip(self, StrArgs.arg(a, 0), true, false));
        t.methodN("rstrip", 0, 1, (self, a) -> strip(self, StrArgs.arg(a, 0), false, true));
        t.method1("join", BytesText::join);
        t.method1("partition", (self, sep) -> partition(self, sep, false));
        t.method1("rpartition", (self, sep) -> partition(self, sep, true));
        t.method1("removeprefix", (self, p) -> removeAffix(self, p, false));
        t.method1("removesuffix", (self, p) -> removeAffix(self, p, true));
        t.method0("upper", self -> mapCase(self, UPPER));
        t.method0("lower", self -> mapCase(self, LOWER));
        t.method0("swapcase", self -> mapCase(self, SWAP));
        t.method0("capitalize", self -> mapCase(self, CAPITALIZE));
        t.method0("title", self -> mapCase(self, TITLE));
        t.method0("isdigit", self -> Py.newBool(all(self, 'd')));
        t.method0("isalpha", self -> Py.newBool(all(self, 'a')));
        t.method0("isalnum", self -> Py.newBool(all(self, 'n')));
        t.method0("isspace", self -> Py.newBool(all(self, 's')));
        t.method0("islower", self -> Py.newBool(cased(self, false)));
        t.method0("isupper", self -> Py.newBool(cased(self, true)));
        t.method0("istitle", self -> Py.newBool(isTitle(span(self))));
        t.method0("isascii", self -> {
            ByteSpan s = span(self);
            for (int i = 0; i < s.n(); i++) {
                if (s.at(i) >= 0x80) {
                    return Py.False;
                }
            }
            return Py.True;
        });
        t.methodN("center", 1, 2, (self, a) -> justify(self, a, "center", 'c'));
        t.methodN("ljust", 1, 2, (self, a) -> justify(self, a, "ljust", 'l'));
        t.methodN("rjust", 1, 2, (self, a) -> justify(self, a, "rjust", 'r'));
        t.method1("zfill", BytesText::zfill);
        t.methodK("expandtabs", BytesText::expandtabs);
        t.methodK("translate", BytesText::translate);
        t.staticMethodK("maketrans", BytesText::maketrans);
    }

    // ------------------------------------------------------------------ self and results

    /** The content of a bytes or bytearray {@code self}. */
    static ByteSpan span(PyObject self) {
        if (self instanceof PyBytes b) {
            return new ByteSpan(b.value, 0, b.value.length);
        }
        return ((PyByteArray) self).span();
    }

    /** A result of self's kind holding {@code v} (taken over). */
    static PyObject result(PyObject self, byte[] v) {
        return self instanceof PyBytes ? PyBytes.of(v) : PyByteArray.of(v, 0, v.length);
    }

    /** A result of self's kind holding {@code s[from:to]} (positions within the span). */
    static PyObject result(PyObject self, ByteSpan s, int from, int to) {
        if (self instanceof PyBytes) {
            return PyBytes.of(java.util.Arrays.copyOfRange(s.v(), s.off() + from, s.off() + to));
        }
        return PyByteArray.of(s.v(), s.off() + from, s.off() + to);
    }

    /** The result when nothing changed: self when exactly bytes, else a copy. */
    static PyObject unchanged(PyObject self) {
        if (self instanceof PyBytes b) {
            return BytesMethods.exact(b);
        }
        ByteSpan s = span(self);
        return PyByteArray.of(s.v(), s.off(), s.off() + s.n());
    }

    private static PyObject empty(PyObject self) {
        return self instanceof PyBytes ? PyBytes.EMPTY : new PyByteArray();
    }

    static boolean isSpace(int c) {
        return c == ' ' || (c >= 0x09 && c <= 0x0d);
    }

    private static boolean isLower(int c) {
        return c >= 'a' && c <= 'z';
    }

    private static boolean isUpper(int c) {
        return c >= 'A' && c <= 'Z';
    }

    // ------------------------------------------------------------------ search

    /** First absolute position of {@code sub} in {@code v[from:to]}, or -1. */
    static int indexOf(byte[] v, int from, int to, ByteSpan sub) {
        int m = sub.n();
        byte[] w = sub.v();
        int wo = sub.off();
        if (LinearSearch.worthIt(to - from, m)) {
            return LinearSearch.indexOf(v, from, to, w, wo, m);
        }
        outer:
        for (int i = from, last = to - m; i <= last; i++) {
            for (int k = 0; k < m; k++) {
                if (v[i + k] != w[wo + k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    /** Last absolute position of {@code sub} in {@code v[from:to]}, or -1. */
    static int lastIndexOf(byte[] v, int from, int to, ByteSpan sub) {
        int m = sub.n();
        byte[] w = sub.v();
        int wo = sub.off();
        if (LinearSearch.worthIt(to - from, m)) {
            return LinearSearch.lastIndexOf(v, from, to, w, wo, m);
        }
        outer:
        for (int i = to - m; i >= from; i--) {
            for (int k = 0; k < m; k++) {
                if (v[i + k] != w[wo + k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    /** Whether {@code s} holds {@code p} at {@code at} (within the span). */
    private static boolean matchAt(ByteSpan s, ByteSpan p, int at) {
        if (at < 0 || at + p.n() > s.n()) {
            return false;
        }
        for (int k = 0; k < p.n(); k++) {
            if (s.v()[s.off() + at + k] != p.v()[p.off() + k]) {
                return false;
            }
        }
        return true;
    }

    /** {@code item in self}: a byte value or a bytes-like subsequence. */
    static boolean contains(ByteSpan s, PyObject item) {
        ByteSpan sub = Buffers.spanOrNull(item);
        if (sub != null) {
            return indexOf(s.v(), s.off(), s.off() + s.n(), sub) >= 0;
        }
        PyObject i = Abstract.indexOrNull(item);
        if (i == null) {
            throw Buffers.notBytesLike(item);
        }
        int v = BytesMethods.byteValue(i, "byte must be in range(0, 256)");
        for (int k = 0; k < s.n(); k++) {
            if (s.at(k) == v) {
                return true;
            }
        }
        return false;
    }

    /** The needle of find/count/index: bytes-like, or an int byte value. */
    private static ByteSpan needle(PyObject o) {
        ByteSpan b = Buffers.spanOrNull(o);
        if (b != null) {
            return b;
        }
        PyObject i = Abstract.indexOrNull(o);
        if (i == null) {
            throw Py.typeError("argument should be integer or bytes-like object, not '"
                    + o.type.getName() + "'");
        }
        return ByteSpan.of(new byte[] {
            (byte) BytesMethods.byteValue(i, "byte must be in range(0, 256)")});
    }

    private static int find(PyObject selfObj, PyObject[] a, boolean reverse) {
        long s0 = StrArgs.sliceIndex(StrArgs.arg(a, 1), 0);
        long e0 = StrArgs.sliceIndex(StrArgs.arg(a, 2), Long.MAX_VALUE);
        ByteSpan sub = needle(a[0]);
        ByteSpan s = span(selfObj);
        long w = StrArgs.window(PyInt.of(s0), PyInt.of(e0), s.n());
        int start = StrArgs.start(w);
        int end = StrArgs.end(w);
        if (end - start < sub.n()) {
            return -1;
        }
        int from = s.off() + start;
        int to = s.off() + end;
        int i = reverse ? lastIndexOf(s.v(), from, to, sub) : indexOf(s.v(), from, to, sub);
        return i < 0 ? -1 : i - s.off();
    }

    private static int index(PyObject self, PyObject[] a, boolean reverse) {
        int i = find(self, a, reverse);
        if (i < 0) {
            throw Py.valueError("subsection not found");
        }
        return i;
    }

    private static int count(PyObject selfObj, PyObject[] a) {
        long s0 = StrArgs.sliceIndex(StrArgs.arg(a, 1), 0);
        long e0 = StrArgs.sliceIndex(StrArgs.arg(a, 2), Long.MAX_VALUE);
        ByteSpan sub = needle(a[0]);
        ByteSpan s = span(selfObj);
        long w = StrArgs.window(PyInt.of(s0), PyInt.of(e0), s.n());
        int start = StrArgs.start(w);
        int end = StrArgs.end(w);
        if (start > end) {
            return 0;
        }
        if (sub.n() == 0) {
            return end - start + 1;
        }
        int n = 0;
        int i = s.off() + start;
        int to = s.off() + end;
        while ((i = indexOf(s.v(), i, to, sub)) >= 0) {
            n++;
            i += sub.n();
        }
        return n;
    }

    private static boolean affix(PyObject selfObj, PyObject[] a, String fname, boolean atEnd) {
        long s0 = StrArgs.sliceIndex(StrArgs.arg(a, 1), 0);
        long e0 = StrArgs.sliceIndex(StrArgs.arg(a, 2), Long.MAX_VALUE);
        PyObject p = a[0];
        ByteSpan s = span(selfObj);
        long w = StrArgs.window(PyInt.of(s0), PyInt.of(e0), s.n());
        int start = StrArgs.start(w);
        int end = StrArgs.end(w);
        if (p instanceof PyTuple tup) {
            for (PyObject item : tup.items) {
                if (tailMatch(s, Buffers.span(item), start, end, atEnd)) {
                    return true;
                }
            }
            return false;
        }
        ByteSpan x = Buffers.spanOrNull(p);
        if (x == null) {
            throw Py.typeError(fname + " first arg must be bytes or a tuple of bytes, not "
                    + p.type.getName());
        }
        return tailMatch(s, x, start, end, atEnd);
    }

    private static boolean tailMatch(ByteSpan s, ByteSpan p, int start, int end,
            boolean atEnd) {
        if (end - start < p.n()) {
            return false;
        }
        return matchAt(s, p, atEnd ? end - p.n() : start);
    }

    private static PyObject removeAffix(PyObject self, PyObject arg, boolean suffix) {
        ByteSpan x = Buffers.span(arg);
        ByteSpan s = span(self);
        int n = s.n();
        int m = x.n();
        if (m > 0 && n >= m && matchAt(s, x, suffix ? n - m : 0)) {
            return suffix ? result(self, s, 0, n - m) : result(self, s, m, n);
        }
        return unchanged(self);
    }

    // ------------------------------------------------------------------ replace

    static PyObject replace(PyObject self, ByteSpan old, ByteSpan rep, long count) {
        ByteSpan s = span(self);
        byte[] v = s.v();
        int off = s.off();
        int n = s.n();
        if (count < 0) {
            count = Long.MAX_VALUE;
        }
        if (count == 0) {
            return unchanged(self);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(n + 16);
        if (old.n() == 0) {
            long done = 0;
            for (int i = 0; i <= n; i++) {
                if (done < count) {
                    out.write(rep.v(), rep.off(), rep.n());
                    done++;
                }
                if (i < n) {
                    out.write(v[off + i]);
                }
            }
            return result(self, out.toByteArray());
        }
        int from = off;
        long done = 0;
        int i;
        while (done < count && (i = indexOf(v, from, off + n, old)) >= 0) {
            out.write(v, from, i - from);
            out.write(rep.v(), rep.off(), rep.n());
            from = i + old.n();
            done++;
        }
        if (done == 0) {
            return unchanged(self);
        }
        out.write(v, from, off + n - from);
        return result(self, out.toByteArray());
    }

    // ------------------------------------------------------------------ split, strip, join

    private static PyList split(PyObject self, PyObject[] args, PyStr[] kwnames, String fname,
            boolean reverse) {
        PyObject[] a = StrArgs.bind(fname, SPLIT_PARAMS, 0, 0, args, kwnames);
        long max = a[1] == null ? -1 : StrArgs.ssize(a[1]);
        if (max < 0) {
            max = Long.MAX_VALUE;
        }
        ByteSpan sep = a[0] == null || a[0] == Py.None ? null : Buffers.span(a[0]);
        ByteSpan s = span(self);
        int n = s.n();
        PyList out = new PyList();
        if (sep == null) {
            if (!reverse) {
                int i = 0;
                while (true) {
                    while (i < n && isSpace(s.at(i))) {
                        i++;
                    }
                    if (i == n) {
                        break;
                    }
                    if (max-- <= 0) {
                        out.append(result(self, s, i, n));
                        break;
                    }
                    int j = i;
                    while (j < n && !isSpace(s.at(j))) {
                        j++;
                    }
                    out.append(result(self, s, i, j));
                    i = j;
                }
                return out;
            }
            int j = n;
            while (true) {
                while (j > 0 && isSpace(s.at(j - 1))) {
                    j--;
                }
                if (j == 0) {
                    break;
                }
                if (max-- <= 0) {
                    out.append(result(self, s, 0, j));
                    break;
                }
                int i = j;
                while (i > 0 && !isSpace(s.at(i - 1))) {
                    i--;
                }
                out.append(result(self, s, i, j));
                j = i;
            }
            reverse(out);
            return out;
        }
        if (sep.n() == 0) {
            throw Py.valueError("empty separator");
        }
        byte[] v = s.v();
        int off = s.off();
        if (!reverse) {
            int from = off;
            int i;
            while (max > 0 && (i = indexOf(v, from, off + n, sep)) >= 0) {
                out.append(result(self, s, from - off, i - off));
                from = i + sep.n();
                max--;
            }
            out.append(result(self, s, from - off, n));
            return out;
        }
        int to = off + n;
        int i;
        while (max > 0 && (i = lastIndexOf(v, off, to, sep)) >= 0) {
            out.append(result(self, s, i + sep.n() - off, to - off));
            to = i;
            max--;
        }
        out.append(result(self, s, 0, to - off));
        reverse(out);
        return out;
    }

    private static void reverse(PyList l) {
        PyObject[] a = l.items;
        for (int i = 0, j = l.size - 1; i < j; i++, j--) {
            PyObject t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    /** {@code splitlines(keepends=False)}: lines end at \n, \r or \r\n. */
    private static PyObject splitlines(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = StrArgs.bind("splitlines", KEEPENDS_PARAMS, 0, 0, args, kwnames);
        boolean keep = a[0] != null && Abstract.isTrue(a[0]);
        ByteSpan s = span(self);
        int n = s.n();
        PyList out = new PyList();
        int i = 0;
        while (i < n) {
            int j = i;
            while (j < n && s.at(j) != '\n' && s.at(j) != '\r') {
                j++;
            }
            int eol = j;
            if (j < n) {
                if (s.at(j) == '\r' && j + 1 < n && s.at(j + 1) == '\n') {
                    j += 2;
                } else {
                    j++;
                }
                if (keep) {
                    eol = j;
                }
            }
            if (i == 0 && j == n && eol == n && self.getClass() == PyBytes.class) {
                out.append(self);
                break;
            }
            out.append(result(self, s, i, eol));
            i = j;
        }
        return out;
    }

    private static PyObject strip(PyObject self, PyObject chars, boolean left, boolean right) {
        boolean[] set = null;
        if (chars != null && chars != Py.None) {
            ByteSpan c = Buffers.span(chars);
            set = new boolean[256];
            for (int k = 0; k < c.n(); k++) {
                set[c.at(k)] = true;
            }
        }
        ByteSpan s = span(self);
        int i = 0;
        int j = s.n();
        if (left) {
            while (i < j && (set == null ? isSpace(s.at(i)) : set[s.at(i)])) {
                i++;
            }
        }
        if (right) {
            while (j > i && (set == null ? isSpace(s.at(j - 1)) : set[s.at(j - 1)])) {
                j--;
            }
        }
        if (i == 0 && j == s.n()) {
            return unchanged(self);
        }
        return result(self, s, i, j);
    }

    /** {@code sep.join(iterable)}. Compare CPython stringlib/join.h: {@code STRINGLIB(bytes_join)}. */
    static PyObject join(PyObject self, PyObject iterable) {
        Class<?> c = iterable.getClass();
        if (c != PyList.class && c != PyTuple.class && Abstract.iterOrNull(iterable) == null) {
            throw Py.typeError("can only join an iterable");
        }
        PyObject[] items = Abstract.toArray(iterable);
        if (items.length == 1 && items[0].getClass() == PyBytes.class
                && self instanceof PyBytes) {
            return items[0];
        }
        ByteSpan[] parts = new ByteSpan[items.length];
        for (int k = 0; k < items.length; k++) {
            ByteSpan x;
            try {
                x = Buffers.spanOrNull(items[k]);
            } catch (PyException e) {
                x = null;
            }
            if (x == null) {
                throw Py.typeError("sequence item " + k + ": expected a bytes-like object, "
                        + items[k].type.getName() + " found");
            }
            parts[k] = x;
        }
        ByteSpan sep = span(self);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int k = 0; k < parts.length; k++) {
            if (k > 0) {
                out.write(sep.v(), sep.off(), sep.n());
            }
            out.write(parts[k].v(), parts[k].off(), parts[k].n());
        }
        return result(self, out.toByteArray());
    }

    private static PyTuple partition(PyObject self, PyObject sepArg, boolean reverse) {
        ByteSpan sep = Buffers.span(sepArg);
        if (sep.n() == 0) {
            throw Py.valueError("empty separator");
        }
        ByteSpan s = span(self);
        byte[] v = s.v();
        int off = s.off();
        int n = s.n();
        int i = reverse ? lastIndexOf(v, off, off + n, sep) : indexOf(v, off, off + n, sep);
        if (i < 0) {
            PyObject whole = unchanged(self);
            return reverse ? PyTuple.of(empty(self), empty(self), whole)
                    : PyTuple.of(whole, empty(self), empty(self));
        }
        i -= off;
        // bytes hands back the separator object itself, whatever its type (as CPython)
        PyObject middle = self instanceof PyBytes ? sepArg : result(self, sep.toArray());
        return PyTuple.of(result(self, s, 0, i), middle, result(self, s, i + sep.n(), n));
    }

    // ------------------------------------------------------------------ case, predicates

    private static final int UPPER = 0;
    private static final int LOWER = 1;
    private static final int SWAP = 2;
    private static final int CAPITALIZE = 3;
    private static final int TITLE = 4;

    private static PyObject mapCase(PyObject self, int how) {
        byte[] v = span(self).toArray();
        boolean previousCased = false;
        for (int k = 0; k < v.length; k++) {
            int c = v[k] & 0xff;
            boolean upper = isUpper(c);
            boolean lower = isLower(c);
            boolean toUpper;
            switch (how) {
                case UPPER: toUpper = true; break;
                case LOWER: toUpper = false; break;
                case SWAP: toUpper = lower; break;
                case CAPITALIZE: toUpper = k == 0; break;
                default: toUpper = !previousCased; break;
            }
            if (toUpper && lower) {
                v[k] = (byte) (c ^ 0x20);
            } else if (!toUpper && upper) {
                v[k] = (byte) (c ^ 0x20);
            }
            previousCased = upper || lower;
        }
        return result(self, v);
    }

    private static boolean all(PyObject self, char kind) {
        ByteSpan s = span(self);
        if (s.n() == 0) {
            return false;
        }
        for (int k = 0; k < s.n(); k++) {
            int x = s.at(k);
            boolean alpha = isLower(x) || isUpper(x);
            boolean digit = x >= '0' && x <= '9';
            boolean ok;
            switch (kind) {
                case 'd': ok = digit; break;
                case 'a': ok = alpha; break;
                case 'n': ok = alpha || digit; break;
                default: ok = isSpace(x); break;
            }
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** islower (at least one lower, no upper) or isupper (the reverse). */
    private static boolean cased(PyObject self, boolean upper) {
        ByteSpan s = span(self);
        boolean found = false;
        for (int k = 0; k < s.n(); k++) {
            int c = s.at(k);
            if (upper ? isLower(c) : isUpper(c)) {
                return false;
            }
            if (upper ? isUpper(c) : isLower(c)) {
                found = true;
            }
        }
        return found;
    }

    /** Compare CPython bytes_methods.c: {@code _Py_bytes_istitle}. */
    private static boolean isTitle(ByteSpan s) {
        boolean cased = false;
        boolean previousCased = false;
        for (int k = 0; k < s.n(); k++) {
            int c = s.at(k);
            if (isUpper(c)) {
                if (previousCased) {
                    return false;
                }
                previousCased = true;
                cased = true;
            } else if (isLower(c)) {
                if (!previousCased) {
                    return false;
                }
                previousCased = true;
                cased = true;
            } else {
                previousCased = false;
            }
        }
        return cased;
    }

    // ------------------------------------------------------------------ padding, tabs

    /** center, ljust, rjust: {@code how} is 'c', 'l' or 'r'. */
    private static PyObject justify(PyObject self, PyObject[] a, String fname, char how) {
        int width = StrArgs.width(a[0]);
        byte fill = a.length > 1 ? fillChar(a[1], fname) : (byte) ' ';
        ByteSpan s = span(self);
        int n = s.n();
        if (width <= n) {
            return unchanged(self);
        }
        int marg = width - n;
        int left;
        switch (how) {
            case 'l': left = 0; break;
            case 'r': left = marg; break;
            default: left = marg / 2 + (marg & width & 1); break;
        }
        return result(self, pad(s, left, marg - left, fill));
    }

    /** A {@code char} argument of CPython's clinic: bytes or bytearray of length 1. */
    private static byte fillChar(PyObject o, String fname) {
        if (o instanceof PyBytes b && b.value.length == 1) {
            return b.value[0];
        }
        if (o instanceof PyByteArray ba && ba.size() == 1) {
            return (byte) ba.byteAt(0);
        }
        throw Py.typeError(fname + "() argument 2 must be a byte string of length 1, not "
                + StrArgs.clinicName(o));
    }

    private static byte[] pad(ByteSpan s, int left, int right, byte fill) {
        byte[] out = new byte[left + s.n() + right];
        java.util.Arrays.fill(out, 0, left, fill);
        System.arraycopy(s.v(), s.off(), out, left, s.n());
        java.util.Arrays.fill(out, left + s.n(), out.length, fill);
        return out;
    }

    /** Compare CPython stringlib/transmogrify.h: {@code stringlib_zfill}. */
    private static PyObject zfill(PyObject self, PyObject widthArg) {
        int width = StrArgs.width(widthArg);
        ByteSpan s = span(self);
        if (s.n() >= width) {
            return unchanged(self);
        }
        int fill = width - s.n();
        byte[] v = pad(s, fill, 0, (byte) '0');
        if (fill < v.length && (v[fill] == '+' || v[fill] == '-')) {
            v[0] = v[fill];
            v[fill] = '0';
        }
        return result(self, v);
    }

    /** Compare CPython stringlib/transmogrify.h: {@code stringlib_expandtabs}. */
    private static PyObject expandtabs(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = StrArgs.bind("expandtabs", TABSIZE_PARAMS, 0, 0, args, kwnames);
        int tabsize = a[0] == null ? 8 : StrArgs.cint(a[0]);
        ByteSpan s = span(self);
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.n() + 16);
        long column = 0;
        for (int k = 0; k < s.n(); k++) {
            int c = s.at(k);
            if (c == '\t') {
                if (tabsize > 0) {
                    long incr = tabsize - (column % tabsize);
                    column += incr;
                    for (long i = 0; i < incr; i++) {
                        out.write(' ');
                    }
                }
            } else {
                column++;
                out.write(c);
                if (c == '\n' || c == '\r') {
                    column = 0;
                }
            }
        }
        return result(self, out.toByteArray());
    }

    // ------------------------------------------------------------------ translate

    /** {@code translate(table, /, delete=b'')}. */
    private static PyObject translate(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = StrArgs.bind("translate", TRANSLATE_PARAMS, 1, 1, args, kwnames);
        ByteSpan table = null;
        if (a[0] != Py.None) {
            table = Buffers.span(a[0]);
            if (table.n() != 256) {
                throw Py.valueError("translation table must be 256 characters long");
            }
        }
        boolean[] delete = null;
        if (a[1] != null) {
            ByteSpan d = Buffers.span(a[1]);
            if (d.n() > 0) {
                delete = new boolean[256];
                for (int k = 0; k < d.n(); k++) {
                    delete[d.at(k)] = true;
                }
            }
        }
        ByteSpan s = span(self);
        byte[] out = new byte[s.n()];
        int w = 0;
        boolean changed = false;
        for (int k = 0; k < s.n(); k++) {
            int c = s.at(k);
            if (delete != null && delete[c]) {
                changed = true;
                continue;
            }
            byte r = table == null ? (byte) c : (byte) table.at(c);
            changed |= r != (byte) c;
            out[w++] = r;
        }
        if (!changed) {
            return unchanged(self);
        }
        return result(self, w == out.length ? out : java.util.Arrays.copyOf(out, w));
    }

    /** {@code bytes.maketrans(frm, to, /)}: a 256-byte table. */
    private static PyObject maketrans(PyObject self, PyObject[] args, PyStr[] kwnames) {
        if (kwnames.length != 0) {
            throw Py.typeError("maketrans() takes no keyword arguments");
        }
        if (args.length != 2) {
            throw Py.typeError("maketrans expected 2 arguments, got " + args.length);
        }
        ByteSpan frm = Buffers.span(args[0]);
        ByteSpan to = Buffers.span(args[1]);
        if (frm.n() != to.n()) {
            throw Py.valueError("maketrans arguments must have same length");
        }
        byte[] t = new byte[256];
        for (int k = 0; k < 256; k++) {
            t[k] = (byte) k;
        }
        for (int k = 0; k < frm.n(); k++) {
            t[frm.at(k)] = (byte) to.at(k);
        }
        return new PyBytes(t);
    }
}
