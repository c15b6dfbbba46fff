package org.specializer.api;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * The text-like methods of {@code bytes}: find, rfind, index, rindex, count, startswith,
 * endswith, replace, split, rsplit, strip, lstrip, rstrip, join, partition, rpartition,
 * removeprefix, removesuffix, upper, lower and the ASCII predicates. Whitespace and letters are
 * ASCII only, as in CPython.
 */
final class BytesText {
    private BytesText() {}

    private static final String[] SPLIT_PARAMS = {"sep", "maxsplit"};

    static void define(PyType t) {
        t.methodN("find", 1, 3, (self, a) -> PyInt.of(find(b(self), a, false)));
        t.methodN("rfind", 1, 3, (self, a) -> PyInt.of(find(b(self), a, true)));
        t.methodN("index", 1, 3, (self, a) -> PyInt.of(index(b(self), a, false)));
        t.methodN("rindex", 1, 3, (self, a) -> PyInt.of(index(b(self), a, true)));
        t.methodN("count", 1, 3, (self, a) -> PyInt.of(count(b(self), a)));
        t.methodN("startswith", 1, 3, (self, a) -> Py.newBool(affix(b(self), a, "startswith",
                false)));
        t.methodN("endswith", 1, 3, (self, a) -> Py.newBool(affix(b(self), a, "endswith",
                true)));
        t.methodN("replace", 2, 3, (self, a) -> replace(b(self), BytesMethods.bytesArg(a[0]),
                BytesMethods.bytesArg(a[1]), a.length > 2 ? StrArgs.ssize(a[2]) : -1));
        t.methodK("split", (self, a, kw) -> split(b(self), a, kw, "split", false));
        t.methodK("rsplit", (self, a, kw) -> split(b(self), a, kw, "rsplit", true));
        t.methodN("strip", 0, 1, (self, a) -> strip(b(self), StrArgs.arg(a, 0), true, true));
        t.methodN("lstrip", 0, 1, (self, a) -> strip(b(self), StrArgs.arg(a, 0), true, false));
        t.methodN("rstrip", 0, 1, (self, a) -> strip(b(self), StrArgs.arg(a, 0), false, true));
        t.method1("join", (self, it) -> join(b(self), it));
        t.method1("partition", (self, sep) -> partition(b(self), sep, false));
        t.method1("rpartition", (self, sep) -> partition(b(self), sep, true));
        t.method1("removeprefix", (self, p) -> {
            byte[] v = b(self).value;
            byte[] x = BytesMethods.bytesArg(p);
            return x.length > 0 && startsWith(v, x, 0)
                    ? PyBytes.of(Arrays.copyOfRange(v, x.length, v.length))
                    : BytesMethods.exact(b(self));
        });
        t.method1("removesuffix", (self, p) -> {
            byte[] v = b(self).value;
            byte[] x = BytesMethods.bytesArg(p);
            return x.length > 0 && v.length >= x.length && startsWith(v, x, v.length - x.length)
                    ? PyBytes.of(Arrays.copyOfRange(v, 0, v.length - x.length))
                    : BytesMethods.exact(b(self));
        });
        t.method0("upper", self -> mapCase(b(self), true));
        t.method0("lower", self -> mapCase(b(self), false));
        t.method0("isdigit", self -> Py.newBool(all(b(self), 'd')));
        t.method0("isalpha", self -> Py.newBool(all(b(self), 'a')));
        t.method0("isalnum", self -> Py.newBool(all(b(self), 'n')));
        t.method0("isspace", self -> Py.newBool(all(b(self), 's')));
        t.method0("isascii", self -> {
            for (byte x : b(self).value) {
                if (x < 0) {
                    return Py.False;
                }
            }
            return Py.True;
        });
    }

    private static PyBytes b(PyObject self) {
        return (PyBytes) self;
    }

    static boolean isSpace(int c) {
        return c == ' ' || (c >= 0x09 && c <= 0x0d);
    }

    // ------------------------------------------------------------------ search

    /** First index of {@code sub} in {@code v[start:end]}, or -1. */
    static int indexOf(byte[] v, byte[] sub, int start, int end) {
        int m = sub.length;
        outer:
        for (int i = start, last = end - m; i <= last; i++) {
            for (int k = 0; k < m; k++) {
                if (v[i + k] != sub[k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    /** Last index of {@code sub} in {@code v[start:end]}, or -1. */
    static int lastIndexOf(byte[] v, byte[] sub, int start, int end) {
        int m = sub.length;
        outer:
        for (int i = end - m; i >= start; i--) {
            for (int k = 0; k < m; k++) {
                if (v[i + k] != sub[k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static boolean startsWith(byte[] v, byte[] p, int at) {
        if (at < 0 || at + p.length > v.length) {
            return false;
        }
        for (int k = 0; k < p.length; k++) {
            if (v[at + k] != p[k]) {
                return false;
            }
        }
        return true;
    }

    /** The needle of find/count/index: bytes-like, or an int byte value. */
    private static byte[] needle(PyObject o) {
        byte[] b = BytesMethods.bytesLike(o);
        if (b != null) {
            return b;
        }
        PyObject i = Abstract.indexOrNull(o);
        if (i == null) {
            throw Py.typeError("argument should be integer or bytes-like object, not '"
                    + o.type.getName() + "'");
        }
        return new byte[] {(byte) BytesMethods.byteValue(i, "byte must be in range(0, 256)")};
    }

    private static int find(PyBytes self, PyObject[] a, boolean reverse) {
        byte[] sub = needle(a[0]);
        byte[] v = self.value;
        long w = StrArgs.window(StrArgs.arg(a, 1), StrArgs.arg(a, 2), v.length);
        int start = StrArgs.start(w);
        int end = StrArgs.end(w);
        if (end - start < sub.length) {
            return -1;
        }
        return reverse ? lastIndexOf(v, sub, start, end) : indexOf(v, sub, start, end);
    }

    private static int index(PyBytes self, PyObject[] a, boolean reverse) {
        int i = find(self, a, reverse);
        if (i < 0) {
            throw Py.valueError("subsection not found");
        }
        return i;
    }

    private static int count(PyBytes self, PyObject[] a) {
        byte[] sub = needle(a[0]);
        byte[] v = self.value;
        long w = StrArgs.window(StrArgs.arg(a, 1), StrArgs.arg(a, 2), v.length);
        int start = StrArgs.start(w);
        int end = StrArgs.end(w);
        if (start > end) {
            return 0;
        }
        if (sub.length == 0) {
            return end - start + 1;
        }
        int n = 0;
        int i = start;
        while ((i = indexOf(v, sub, i, end)) >= 0) {
            n++;
            i += sub.length;
        }
        return n;
    }

    private static boolean affix(PyBytes self, PyObject[] a, String fname, boolean atEnd) {
        byte[] v = self.value;
        long w = StrArgs.window(StrArgs.arg(a, 1), StrArgs.arg(a, 2), v.length);
        int start = StrArgs.start(w);
        int end = StrArgs.end(w);
        PyObject p = a[0];
        if (p instanceof PyTuple tup) {
            for (PyObject item : tup.items) {
                if (tailMatch(v, BytesMethods.bytesArg(item), start, end, atEnd)) {
                    return true;
                }
            }
            return false;
        }
        byte[] x = BytesMethods.bytesLike(p);
        if (x == null) {
            throw Py.typeError(fname + " first arg must be bytes or a tuple of bytes, not "
                    + p.type.getName());
        }
        return tailMatch(v, x, start, end, atEnd);
    }

    private static boolean tailMatch(byte[] v, byte[] p, int start, int end, boolean atEnd) {
        if (end - start < p.length) {
            return false;
        }
        return startsWith(v, p, atEnd ? end - p.length : start);
    }

    // ------------------------------------------------------------------ replace

    static PyBytes replace(PyBytes self, byte[] old, byte[] rep, long count) {
        byte[] v = self.value;
        if (count < 0) {
            count = Long.MAX_VALUE;
        }
        if (count == 0) {
            return BytesMethods.exact(self);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(v.length + 16);
        if (old.length == 0) {
            long done = 0;
            for (int i = 0; i <= v.length; i++) {
                if (done < count) {
                    out.writeBytes(rep);
                    done++;
                }
                if (i < v.length) {
                    out.write(v[i]);
                }
            }
            return PyBytes.of(out.toByteArray());
        }
        int from = 0;
        long done = 0;
        int i;
        while (done < count && (i = indexOf(v, old, from, v.length)) >= 0) {
            out.write(v, from, i - from);
            out.writeBytes(rep);
            from = i + old.length;
            done++;
        }
        if (done == 0) {
            return BytesMethods.exact(self);
        }
        out.write(v, from, v.length - from);
        return PyBytes.of(out.toByteArray());
    }

    // ------------------------------------------------------------------ split, strip, join

    private static PyList split(PyBytes self, PyObject[] args, PyStr[] kwnames, String fname,
            boolean reverse) {
        PyObject[] a = StrArgs.bind(fname, SPLIT_PARAMS, 0, 0, args, kwnames);
        long max = a[1] == null ? -1 : StrArgs.ssize(a[1]);
        if (max < 0) {
            max = Long.MAX_VALUE;
        }
        byte[] v = self.value;
        PyList out = new PyList();
        if (a[0] == null || a[0] == Py.None) {
            if (!reverse) {
                int i = 0;
                int n = v.length;
                while (true) {
                    while (i < n && isSpace(v[i])) {
                        i++;
                    }
                    if (i == n) {
                        break;
                    }
                    if (max-- <= 0) {
                        out.append(PyBytes.of(Arrays.copyOfRange(v, i, n)));
                        break;
                    }
                    int j = i;
                    while (j < n && !isSpace(v[j])) {
                        j++;
                    }
                    out.append(PyBytes.of(Arrays.copyOfRange(v, i, j)));
                    i = j;
                }
                return out;
            }
            int j = v.length;
            while (true) {
                while (j > 0 && isSpace(v[j - 1])) {
                    j--;
                }
                if (j == 0) {
                    break;
                }
                if (max-- <= 0) {
                    out.append(PyBytes.of(Arrays.copyOfRange(v, 0, j)));
                    break;
                }
                int i = j;
                while (i > 0 && !isSpace(v[i - 1])) {
                    i--;
                }
                out.append(PyBytes.of(Arrays.copyOfRange(v, i, j)));
                j = i;
            }
            reverse(out);
            return out;
        }
        byte[] sep = BytesMethods.bytesArg(a[0]);
        if (sep.length == 0) {
            throw Py.valueError("empty separator");
        }
        if (!reverse) {
            int from = 0;
            int i;
            while (max > 0 && (i = indexOf(v, sep, from, v.length)) >= 0) {
                out.append(PyBytes.of(Arrays.copyOfRange(v, from, i)));
                from = i + sep.length;
                max--;
            }
            out.append(PyBytes.of(Arrays.copyOfRange(v, from, v.length)));
            return out;
        }
        int to = v.length;
        int i;
        while (max > 0 && (i = lastIndexOf(v, sep, 0, to)) >= 0) {
            out.append(PyBytes.of(Arrays.copyOfRange(v, i + sep.length, to)));
            to = i;
            max--;
        }
        out.append(PyBytes.of(Arrays.copyOfRange(v, 0, to)));
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

    private static PyBytes strip(PyBytes self, PyObject chars, boolean left, boolean right) {
        byte[] v = self.value;
        boolean[] set = null;
        if (chars != null && chars != Py.None) {
            set = new boolean[256];
            for (byte x : BytesMethods.bytesArg(chars)) {
                set[x & 0xff] = true;
            }
        }
        int i = 0;
        int j = v.length;
        if (left) {
            while (i < j && (set == null ? isSpace(v[i]) : set[v[i] & 0xff])) {
                i++;
            }
        }
        if (right) {
            while (j > i && (set == null ? isSpace(v[j - 1]) : set[v[j - 1] & 0xff])) {
                j--;
            }
        }
        if (i == 0 && j == v.length) {
            return BytesMethods.exact(self);
        }
        return PyBytes.of(Arrays.copyOfRange(v, i, j));
    }

    static PyBytes join(PyBytes sep, PyObject iterable) {
        Class<?> c = iterable.getClass();
        PyObject[] items;
        if (c == PyList.class || c == PyTuple.class) {
            items = Abstract.toArray(iterable);
        } else {
            if (Abstract.iterOrNull(iterable) == null) {
                throw Py.typeError("can only join an iterable");
            }
            items = Abstract.toArray(iterable);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int k = 0; k < items.length; k++) {
            byte[] x = BytesMethods.bytesLike(items[k]);
            if (x == null) {
                throw Py.typeError("sequence item " + k + ": expected a bytes-like object, "
                        + items[k].type.getName() + " found");
            }
            if (k > 0) {
                out.writeBytes(sep.value);
            }
            out.writeBytes(x);
        }
        return PyBytes.of(out.toByteArray());
    }

    private static PyTuple partition(PyBytes self, PyObject sepArg, boolean reverse) {
        byte[] sep = BytesMethods.bytesArg(sepArg);
        if (sep.length == 0) {
            throw Py.valueError("empty separator");
        }
        byte[] v = self.value;
        int i = reverse ? lastIndexOf(v, sep, 0, v.length) : indexOf(v, sep, 0, v.length);
        if (i < 0) {
            PyBytes whole = BytesMethods.exact(self);
            return reverse ? PyTuple.of(PyBytes.EMPTY, PyBytes.EMPTY, whole)
                    : PyTuple.of(whole, PyBytes.EMPTY, PyBytes.EMPTY);
        }
        return PyTuple.of(PyBytes.of(Arrays.copyOfRange(v, 0, i)), PyBytes.of(sep.clone()),
                PyBytes.of(Arrays.copyOfRange(v, i + sep.length, v.length)));
    }

    // ------------------------------------------------------------------ case, predicates

    private static PyBytes mapCase(PyBytes self, boolean upper) {
        byte[] v = self.value.clone();
        for (int k = 0; k < v.length; k++) {
            byte x = v[k];
            if (upper ? x >= 'a' && x <= 'z' : x >= 'A' && x <= 'Z') {
                v[k] = (byte) (x ^ 0x20);
            }
        }
        return PyBytes.of(v);
    }

    private static boolean all(PyBytes self, char kind) {
        byte[] v = self.value;
        if (v.length == 0) {
            return false;
        }
        for (byte x : v) {
            boolean alpha = (x >= 'a' && x <= 'z') || (x >= 'A' && x <= 'Z');
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
}
