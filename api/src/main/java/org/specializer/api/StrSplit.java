package org.specializer.api;

/**
 * str methods that cut text apart or glue it together: split, rsplit, splitlines, join, strip,
 * lstrip, rstrip.
 *
 * <p>Python's whitespace ({@link UnicodeData#isSpace}) and line boundaries are all inside the
 * BMP, and no surrogate is either, so these scans work on chars even for text with
 * supplementary characters.
 */
final class StrSplit {
    private StrSplit() {}

    private static final String[] SPLIT_PARAMS = {"sep", "maxsplit"};
    private static final String[] SPLITLINES_PARAMS = {"keepends"};

    static void define(PyType t) {
        t.methodK("split", (self, a, kw) -> splitMethod((PyStr) self, a, kw, "split", false));
        t.methodK("rsplit", (self, a, kw) -> splitMethod((PyStr) self, a, kw, "rsplit", true));
        t.methodK("splitlines", (self, a, kw) -> {
            PyObject[] b = StrArgs.bind("splitlines", SPLITLINES_PARAMS, 0, 0, a, kw);
            return splitlines((PyStr) self, b[0] != null && Abstract.isTrue(b[0]));
        });
        t.method1("join", (self, it) -> join((PyStr) self, it));
        t.methodN("strip", 0, 1, (self, a) -> strip((PyStr) self, StrArgs.arg(a, 0), "strip",
                true, true));
        t.methodN("lstrip", 0, 1, (self, a) -> strip((PyStr) self, StrArgs.arg(a, 0), "lstrip",
                true, false));
        t.methodN("rstrip", 0, 1, (self, a) -> strip((PyStr) self, StrArgs.arg(a, 0), "rstrip",
                false, true));
    }

    static boolean isSpace(char c) {
        // ASCII inline: the common case in hot loops
        if (c < 128) {
            return c == ' ' || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f);
        }
        return UnicodeData.isSpace(c);
    }

    // ------------------------------------------------------------------ split

    private static PyList splitMethod(PyStr s, PyObject[] args, PyStr[] kwnames, String fname,
            boolean reverse) {
        PyObject sep = null;
        PyObject max = null;
        if (kwnames.length == 0 && args.length <= 2) {
            sep = StrArgs.arg(args, 0);
            max = StrArgs.arg(args, 1);
        } else {
            PyObject[] a = StrArgs.bind(fname, SPLIT_PARAMS, 0, 0, args, kwnames);
            sep = a[0];
            max = a[1];
        }
        long maxsplit = max == null ? -1 : StrArgs.ssize(max);
        if (maxsplit < 0) {
            maxsplit = Long.MAX_VALUE;
        }
        if (sep == null || sep == Py.None) {
            return reverse ? rsplitWhitespace(s, maxsplit) : splitWhitespace(s, maxsplit);
        }
        if (!(sep instanceof PyStr ps)) {
            throw Py.typeError("must be str or None, not " + sep.type.getName());
        }
        if (ps.value.isEmpty()) {
            throw Py.valueError("empty separator");
        }
        return reverse ? rsplit(s, ps.value, maxsplit) : split(s, ps.value, maxsplit);
    }

    /** {@code s.split(None, maxsplit)}. */
    static PyList splitWhitespace(PyStr s, long maxsplit) {
        String v = s.value;
        int n = v.length();
        PyList out = new PyList();
        int i = 0;
        while (true) {
            while (i < n && isSpace(v.charAt(i))) {
                i++;
            }
            if (i == n) {
                break;
            }
            if (maxsplit-- <= 0) {
                // the rest, trailing whitespace kept
                out.append(i == 0 ? StrMethods.exact(s) : PyStr.of(v.substring(i)));
                break;
            }
            int j = i;
            while (j < n && !isSpace(v.charAt(j))) {
                j++;
            }
            out.append(i == 0 && j == n ? StrMethods.exact(s) : PyStr.of(v.substring(i, j)));
            i = j;
        }
        return out;
    }

    /** {@code s.rsplit(None, maxsplit)}. */
    static PyList rsplitWhitespace(PyStr s, long maxsplit) {
        String v = s.value;
        PyList out = new PyList();
        int j = v.length();
        while (true) {
            while (j > 0 && isSpace(v.charAt(j - 1))) {
                j--;
            }
            if (j == 0) {
                break;
            }
            if (maxsplit-- <= 0) {
                out.append(j == v.length() ? StrMethods.exact(s) : PyStr.of(v.substring(0, j)));
                break;
            }
            int i = j;
            while (i > 0 && !isSpace(v.charAt(i - 1))) {
                i--;
            }
            out.append(i == 0 && j == v.length() ? StrMethods.exact(s)
                    : PyStr.of(v.substring(i, j)));
            j = i;
        }
        reverse(out);
        return out;
    }

    /** {@code s.split(sep, maxsplit)} for a non-empty separator. */
    static PyList split(PyStr s, String sep, long maxsplit) {
        String v = s.value;
        PyList out = new PyList();
        int m = sep.length();
        int from = 0;
        int i;
        while (maxsplit > 0 && (i = LinearSearch.indexOf(v, sep, from)) >= 0) {
            out.append(PyStr.of(v.substring(from, i)));
            from = i + m;
            maxsplit--;
        }
        out.append(from == 0 ? StrMethods.exact(s) : PyStr.of(v.substring(from)));
        return out;
    }

    /** {@code s.rsplit(sep, maxsplit)} for a non-empty separator. */
    static PyList rsplit(PyStr s, String sep, long maxsplit) {
        String v = s.value;
        PyList out = new PyList();
        int m = sep.length();
        int to = v.length();
        int i;
        while (maxsplit > 0 && to >= m && (i = LinearSearch.lastIndexOf(v, sep, to - m)) >= 0) {
            out.append(PyStr.of(v.substring(i + m, to)));
            to = i;
            maxsplit--;
        }
        out.append(to == v.length() ? StrMethods.exact(s) : PyStr.of(v.substring(0, to)));
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

    /** {@code s.splitlines(keepends)}: every Unicode line boundary, {@code \r\n} as one. */
    static PyList splitlines(PyStr s, boolean keepends) {
        String v = s.value;
        int n = v.length();
        PyList out = new PyList();
        int i = 0;
        while (i < n) {
            int j = i;
            while (j < n && !isLinebreak(v.charAt(j))) {
                j++;
            }
            int eol = j;
            if (j < n) {
                j += v.charAt(j) == '\r' && j + 1 < n && v.charAt(j + 1) == '\n' ? 2 : 1;
                if (keepends) {
                    eol = j;
                }
            }
            out.append(i == 0 && eol == n ? StrMethods.exact(s) : PyStr.of(v.substring(i, eol)));
            i = j;
        }
        return out;
    }

    private static boolean isLinebreak(char c) {
        if (c < 128) {
            return c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || (c >= 0x1c && c <= 0x1e);
        }
        return UnicodeData.isLinebreak(c);
    }

    // ------------------------------------------------------------------ join

    /** {@code sep.join(iterable)}. */
    static PyStr join(PyStr sep, PyObject iterable) {
        PyObject[] items;
        int n;
        Class<?> c = iterable.getClass();
        if (c == PyList.class) {
            PyList l = (PyList) iterable;
            items = l.items;
            n = l.size;
        } else if (c == PyTuple.class) {
            items = ((PyTuple) iterable).items;
            n = items.length;
        } else {
            if (Abstract.iterOrNull(iterable) == null) {
                throw Py.typeError("can only join an iterable");
            }
            items = Abstract.toArray(iterable);
            n = items.length;
        }
        if (n == 0) {
            return PyStr.EMPTY;
        }
        if (n == 1 && items[0].getClass() == PyStr.class) {
            return (PyStr) items[0];
        }
        String sv = sep.value;
        long total = (long) sv.length() * (n - 1);
        for (int i = 0; i < n; i++) {
            PyObject o = items[i];
            if (!(o instanceof PyStr ps)) {
                throw Py.typeError("sequence item " + i + ": expected str instance, "
                        + o.type.getName() + " found");
            }
            total += ps.value.length();
        }
        if (total > Integer.MAX_VALUE - 8) {
            throw Py.overflowError("join() result is too long for a Python string");
        }
        StringBuilder sb = new StringBuilder((int) total);
        sb.append(((PyStr) items[0]).value);
        for (int i = 1; i < n; i++) {
            sb.append(sv).append(((PyStr) items[i]).value);
        }
        return PyStr.of(sb.toString());
    }

    // ------------------------------------------------------------------ strip

    static PyStr strip(PyStr s, PyObject chars, String fname, boolean left, boolean right) {
        String v = s.value;
        int i = 0;
        int j = v.length();
        if (chars == null || chars == Py.None) {
            if (left) {
                while (i < j && isSpace(v.charAt(i))) {
                    i++;
                }
            }
            if (right) {
                while (j > i && isSpace(v.charAt(j - 1))) {
                    j--;
                }
            }
        } else if (chars instanceof PyStr cs) {
            String set = cs.value;
            if (s.isBmp() && cs.isBmp()) {
                if (left) {
                    while (i < j && set.indexOf(v.charAt(i)) >= 0) {
                        i++;
                    }
                }
                if (right) {
                    while (j > i && set.indexOf(v.charAt(j - 1)) >= 0) {
                        j--;
                    }
                }
            } else {
                if (left) {
                    while (i < j && set.indexOf(v.codePointAt(i)) >= 0) {
                        i += Character.charCount(v.codePointAt(i));
                    }
                }
                if (right) {
                    while (j > i && set.indexOf(v.codePointBefore(j)) >= 0) {
                        j -= Character.charCount(v.codePointBefore(j));
                    }
                }
            }
        } else {
            throw Py.typeError(fname + " arg must be None or str");
        }
        if (i == 0 && j == v.length()) {
            return StrMethods.exact(s);
        }
        return PyStr.of(v.substring(i, j));
    }
}
