package org.specializer.natives.sre;

import java.util.Arrays;
import org.specializer.api.Abstract;
import org.specializer.api.Buffers;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyMappingProxy;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.interp.Runtime;
import org.specializer.core.modules.Params;

/** The Python-visible methods and attributes of {@code re.Pattern}. */
final class PatternMethods {
    private PatternMethods() {}

    private static final String[] STRING_POS_ENDPOS = {"string", "pos", "endpos"};
    private static final Params MATCH = new Params("match", STRING_POS_ENDPOS, 0, 3, 1);
    private static final Params FULLMATCH = new Params("fullmatch", STRING_POS_ENDPOS, 0, 3, 1);
    private static final Params SEARCH = new Params("search", STRING_POS_ENDPOS, 0, 3, 1);
    private static final Params FINDALL = new Params("findall", STRING_POS_ENDPOS, 0, 3, 1);
    private static final Params FINDITER = new Params("finditer", STRING_POS_ENDPOS, 0, 3, 1);
    private static final Params SCANNER = new Params("scanner", STRING_POS_ENDPOS, 0, 3, 1);
    private static final Params SPLIT = new Params("split", new String[] {"string", "maxsplit"},
            0, 2, 1);
    private static final String[] REPL_STRING_COUNT = {"repl", "string", "count"};
    private static final Params SUB = new Params("sub", REPL_STRING_COUNT, 0, 3, 2);
    private static final Params SUBN = new Params("subn", REPL_STRING_COUNT, 0, 3, 2);
    private static final PyStr SEARCH_NAME = PyStr.intern("search");

    private static PyPattern p(PyObject o) {
        return (PyPattern) o;
    }

    static void define(PyType t) {
        t.constructor((cls, a, kw) -> {
            throw Py.typeError("cannot create 're.Pattern' instances");
        });
        t.methodK("match", (self, a, kw) -> {
            SreState st = state(self, MATCH, a, kw);
            try {
                return newMatch(p(self), st, st.match());
            } finally {
                st.release();
            }
        });
        t.methodK("fullmatch", (self, a, kw) -> {
            SreState st = state(self, FULLMATCH, a, kw);
            try {
                st.matchAll = true;
                return newMatch(p(self), st, st.match());
            } finally {
                st.release();
            }
        });
        t.methodK("search", (self, a, kw) -> {
            SreState st = state(self, SEARCH, a, kw);
            try {
                return newMatch(p(self), st, st.search());
            } finally {
                st.release();
            }
        });
        t.methodK("findall", (self, a, kw) -> {
            SreState st = state(self, FINDALL, a, kw);
            try {
                return findall(p(self), st);
            } finally {
                st.release();
            }
        });
        t.methodK("finditer", (self, a, kw) -> {
            PyObject scanner = new PyScanner(p(self), state(self, FINDITER, a, kw));
            PyObject search = Abstract.getAttr(scanner, SEARCH_NAME);
            return Abstract.call(Runtime.builtins().getItem("iter"), search, Py.None);
        });
        t.methodK("scanner", (self, a, kw) -> new PyScanner(p(self), state(self, SCANNER, a,
                kw)));
        t.methodK("split", (self, a, kw) -> {
            PyObject[] b = SPLIT.parse(a, kw);
            long maxsplit = b[1] == null ? 0 : Params.asSsize(b[1]);
            SreState st = p(self).state(b[0], 0, Long.MAX_VALUE);
            try {
                return split(p(self), st, maxsplit);
            } finally {
                st.release();
            }
        });
        t.methodK("sub", (self, a, kw) -> {
            PyObject[] b = SUB.parse(a, kw);
            return subx(p(self), b[0], b[1], b[2] == null ? 0 : Params.asSsize(b[2]), false);
        });
        t.methodK("subn", (self, a, kw) -> {
            PyObject[] b = SUBN.parse(a, kw);
            return subx(p(self), b[0], b[1], b[2] == null ? 0 : Params.asSsize(b[2]), true);
        });
        t.method0("__copy__", self -> self);
        t.method1("__deepcopy__", (self, memo) -> self);
        PyGenericAlias.defineClassGetitem(t);
        t.getset("pattern", self -> p(self).pattern, null);
        t.getset("flags", self -> PyInt.of(p(self).flags), null);
        t.getset("groups", self -> PyInt.of(p(self).groups), null);
        t.getset("groupindex", self -> p(self).groupindex == null ? new PyDict()
                : new PyMappingProxy(p(self).groupindex), null);
        t.method0("__repr__", PatternMethods::repr);
        t.method0("__hash__", self -> PyInt.of(hash(p(self))));
        t.method1("__eq__", (self, o) -> equal(p(self), o, true));
        t.method1("__ne__", (self, o) -> equal(p(self), o, false));
    }

    /**
     * The state for {@code (string, pos=0, endpos=sys.maxsize)} arguments; positional ones,
     * the usual case, are read without building an argument array.
     */
    private static SreState state(PyObject self, Params params, PyObject[] a, PyStr[] kw) {
        PyObject string;
        PyObject posArg = null;
        PyObject endArg = null;
        int n = a.length;
        if (kw.length == 0 && n >= 1 && n <= 3) {
            string = a[0];
            if (n > 1) {
                posArg = a[1];
                if (n > 2) {
                    endArg = a[2];
                }
            }
        } else {
            PyObject[] b = params.parse(a, kw);
            string = b[0];
            posArg = b[1];
            endArg = b[2];
        }
        long pos = posArg == null ? 0 : ssize(posArg);
        long endpos = endArg == null ? Long.MAX_VALUE : ssize(endArg);
        return p(self).state(string, pos, endpos);
    }

    private static long ssize(PyObject o) {
        return o.getClass() == PyInt.class ? ((PyInt) o).value : Params.asSsize(o);
    }

    private static PyObject newMatch(PyPattern pattern, SreState st, boolean found) {
        return found ? PyMatch.of(pattern, st) : Py.None;
    }

    /** Group {@code index}'s text from a state, or "" / None. Compare sre.c: state_getslice. */
    private static PyObject stateSlice(SreState st, int index, boolean empty) {
        int i = (index - 1) * 2;
        if (i >= st.lastmark || st.mark[i] < 0 || st.mark[i + 1] < 0) {
            return empty ? st.subject.slice(0, 0) : Py.None;
        }
        int a = st.mark[i];
        int b = st.mark[i + 1];
        if (a > b) {
            throw Py.error(PyExc.SystemError, "The span of capturing group is wrong, please "
                    + "report a bug for the re module.");
        }
        return st.subject.slice(a, b);
    }

    /** Compare CPython sre.c: _sre_SRE_Pattern_findall_impl. */
    private static PyObject findall(PyPattern p, SreState st) {
        PyList list = new PyList();
        while (st.start <= st.end) {
            st.reset();
            st.ptr = st.start;
            if (!st.search()) {
                break;
            }
            PyObject item;
            switch (p.groups) {
                case 0:
                    item = st.subject.slice(st.start, st.ptr);
                    break;
                case 1:
                    item = stateSlice(st, 1, true);
                    break;
                default: {
                    PyObject[] g = new PyObject[p.groups];
                    for (int i = 0; i < g.length; i++) {
                        g[i] = stateSlice(st, i + 1, true);
                    }
                    item = new PyTuple(g);
                    break;
                }
            }
            list.append(item);
            st.mustAdvance = st.ptr == st.start;
            st.start = st.ptr;
        }
        return list;
    }

    /** Compare CPython sre.c: _sre_SRE_Pattern_split_impl. */
    private static PyObject split(PyPattern p, SreState st, long maxsplit) {
        PyList list = new PyList();
        long n = 0;
        int last = st.start;
        while (maxsplit == 0 || n < maxsplit) {
            st.reset();
            st.ptr = st.start;
            if (!st.search()) {
                break;
            }
            // the segment before this match, then the groups
            list.append(st.subject.slice(last, st.start));
            for (int i = 0; i < p.groups; i++) {
                list.append(stateSlice(st, i + 1, false));
            }
            n++;
            st.mustAdvance = st.ptr == st.start;
            st.start = st.ptr;
            last = st.ptr;
        }
        list.append(st.subject.slice(last, st.endpos));
        return list;
    }

    /** Compare CPython sre.c: pattern_subx. */
    private static PyObject subx(PyPattern p, PyObject repl, PyObject string, long count,
            boolean subn) {
        PyObject filter;
        PyTemplate template = null;
        boolean callable = false;
        if (Abstract.isCallable(repl)) {
            filter = repl;
            callable = true;
        } else if (isLiteral(repl)) {
            filter = repl;
        } else {
            template = PyTemplate.compile(p, repl);
            if (template.indexes.length == 0) {
                filter = template.literal;
                template = null;
            } else {
                filter = template;
            }
        }
        boolean literal = !callable && template == null;
        SreState st = p.state(string, 0, Long.MAX_VALUE);
        Subject subj = st.subject;
        PyObject[] items = new PyObject[8];
        int size = 0;
        long n = 0;
        try {
            int i = 0;
            while (count == 0 || n < count) {
                st.reset();
                st.ptr = st.start;
                if (!st.search()) {
                    break;
                }
                int b = st.start;
                int e = st.ptr;
                if (size + 2 > items.length) {
                    items = Arrays.copyOf(items, items.length * 2);
                }
                if (i < b) {
                    // the segment before this match
                    items[size++] = subj.slice(i, b);
                }
                PyObject item;
                if (literal) {
                    item = filter;
                } else {
                    PyMatch m = PyMatch.of(p, st);
                    item = template != null ? template.expand(m) : Abstract.call1(filter, m);
                }
                if (item != Py.None) {
                    items[size++] = item;
                }
                i = e;
                n++;
                st.mustAdvance = st.ptr == st.start;
                st.start = st.ptr;
            }
            if (i < st.endpos) {
                if (size == items.length) {
                    items = Arrays.copyOf(items, size + 1);
                }
                items[size++] = subj.slice(i, st.endpos);
            }
        } finally {
            st.release();
        }
        PyObject result;
        if (size == 0) {
            result = subj.isBytes ? (string.getClass() == PyBytes.class
                    && ((PyBytes) string).value.length == 0 ? string : PyBytes.EMPTY)
                    : PyStr.EMPTY;
        } else {
            result = PyTemplate.join(!subj.isBytes, items, size);
        }
        return subn ? new PyTuple(new PyObject[] {result, PyInt.of(n)}) : result;
    }

    /** A replacement without backslashes is used as it is. */
    private static boolean isLiteral(PyObject repl) {
        if (repl instanceof PyStr s) {
            return s.value.indexOf('\\') < 0;
        }
        byte[] b = repl instanceof PyBytes pb ? pb.value : Buffers.toBytesOrNull(repl);
        if (b == null) {
            return false;
        }
        for (byte x : b) {
            if (x == '\\') {
                return false;
            }
        }
        return true;
    }

    /** {@code re.compile('...', re.IGNORECASE)}. Compare CPython sre.c: pattern_repr. */
    private static PyObject repr(PyObject self) {
        PyPattern p = p(self);
        String[] names = {"re.IGNORECASE", "re.LOCALE", "re.MULTILINE", "re.DOTALL",
            "re.UNICODE", "re.VERBOSE", "re.DEBUG", "re.ASCII"};
        int[] values = {SreConstants.FLAG_IGNORECASE, SreConstants.FLAG_LOCALE,
            SreConstants.FLAG_MULTILINE, SreConstants.FLAG_DOTALL, SreConstants.FLAG_UNICODE,
            SreConstants.FLAG_VERBOSE, SreConstants.FLAG_DEBUG, SreConstants.FLAG_ASCII};
        int flags = p.flags;
        // re.UNICODE is the default for str patterns
        if (p.isbytes == 0 && (flags & (SreConstants.FLAG_LOCALE | SreConstants.FLAG_UNICODE
                | SreConstants.FLAG_ASCII)) == SreConstants.FLAG_UNICODE) {
            flags &= ~SreConstants.FLAG_UNICODE;
        }
        StringBuilder items = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            if ((flags & values[i]) != 0) {
                if (items.length() > 0) {
                    items.append('|');
                }
                items.append(names[i]);
                flags &= ~values[i];
            }
        }
        if (flags != 0) {
            if (items.length() > 0) {
                items.append('|');
            }
            items.append("0x").append(Integer.toHexString(flags));
        }
        String pattern = MatchMethods.truncated(Abstract.repr(p.pattern).value, 200);
        return PyStr.of(items.length() == 0 ? "re.compile(" + pattern + ")"
                : "re.compile(" + pattern + ", " + items + ")");
    }

    /** Compare CPython sre.c: pattern_hash (the value differs, the rules do not). */
    private static long hash(PyPattern p) {
        long h = Abstract.hash(p.pattern);
        h ^= Arrays.hashCode(p.code);
        h ^= p.flags;
        h ^= p.isbytes;
        h ^= p.code.length;
        return h == -1 ? -2 : h;
    }

    /** Compare CPython sre.c: pattern_richcompare. */
    private static PyObject equal(PyPattern left, PyObject o, boolean eq) {
        if (!(o instanceof PyPattern right)) {
            return Py.NotImplemented;
        }
        if (left == right) {
            return Py.newBool(eq);
        }
        boolean same = left.flags == right.flags && left.isbytes == right.isbytes
                && Arrays.equals(left.code, right.code)
                && Abstract.richCompareBool(left.pattern, right.pattern, Abstract.EQ);
        return Py.newBool(same == eq);
    }
}
