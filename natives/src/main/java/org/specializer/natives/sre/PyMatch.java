package org.specializer.natives.sre;

import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * {@code re.Match}: the result of a successful match (CPython's {@code MatchObject}): the
 * spans of the groups, fixed when it is made. Its Python-visible methods are in
 * {@link MatchMethods}.
 */
final class PyMatch extends PyObject {
    static final PyType TYPE = PyType.builtin("Match", PyMatch.class, PyType.OBJECT, 0,
            MatchMethods::define).withModule("re").withDottedTpName();

    final PyPattern pattern;
    final Subject subject;
    /** Start and end of group 0, 1, ... ; -1 for a group that did not take part. */
    final int[] mark;
    /** The number of groups, group 0 included. */
    final int groups;
    final int pos;
    final int endpos;
    final int lastindex;
    /** {@code regs}, made on first use. */
    PyTuple regs;

    private PyMatch(PyPattern pattern, Subject subject, int[] mark, int pos, int endpos,
            int lastindex) {
        super(TYPE);
        this.pattern = pattern;
        this.subject = subject;
        this.mark = mark;
        this.groups = pattern.groups + 1;
        this.pos = pos;
        this.endpos = endpos;
        this.lastindex = lastindex;
    }

    /**
     * The match a successful attempt left in {@code state}.
     * Compare CPython sre.c: pattern_new_match.
     */
    static PyMatch of(PyPattern pattern, SreState state) {
        int groups = pattern.groups;
        int[] mark = new int[2 * (groups + 1)];
        mark[0] = state.start;
        mark[1] = state.ptr;
        int[] sm = state.mark;
        for (int i = 0, j = 0; i < groups; i++, j += 2) {
            if (j + 1 <= state.lastmark && sm[j] >= 0 && sm[j + 1] >= 0) {
                mark[j + 2] = sm[j];
                mark[j + 3] = sm[j + 1];
                if (sm[j] > sm[j + 1]) {
                    throw Py.error(PyExc.SystemError,
                            "The span of capturing group is wrong, please report a bug for "
                            + "the re module.");
                }
            } else {
                mark[j + 2] = -1;
                mark[j + 3] = -1;
            }
        }
        return new PyMatch(pattern, state.subject, mark, state.pos, state.endpos,
                state.lastindex);
    }

    /** The object that was matched. */
    PyObject string() {
        return subject.string;
    }

    /** Group {@code index}'s text, or {@code def} when it did not take part. */
    PyObject slice(int index, PyObject def) {
        int i = mark[2 * index];
        if (i < 0) {
            return def;
        }
        int n = subject.length();
        return subject.slice(Math.min(i, n), Math.min(mark[2 * index + 1], n));
    }

    /**
     * The number of a group given by number or name, or IndexError.
     * Compare CPython sre.c: match_getindex.
     */
    int index(PyObject index) {
        long i = -1;
        if (index instanceof PyInt pi) {
            i = pi.value;
        } else if (index instanceof PyBigInt) {
            // too large either way: clipped, out of range
            i = -1;
        } else if (index.type.lookup(Names.__index__) != null) {
            PyObject v = Abstract.index(index);
            i = v instanceof PyInt pi ? pi.value : -1;
        } else if (pattern.groupindex != null) {
            PyObject v = pattern.groupindex.getItem(index);
            if (v instanceof PyInt pi) {
                i = pi.value;
            }
        }
        if (i < 0 || i >= groups) {
            throw Py.indexError("no such group");
        }
        return (int) i;
    }

    /** {@code groupdict()}'s keys, in definition order, with their groups. */
    PyDict groupdict(PyObject def) {
        PyDict result = new PyDict();
        PyDict gi = pattern.groupindex;
        if (gi == null) {
            return result;
        }
        for (int k = gi.nextEntry(0); k >= 0; k = gi.nextEntry(k + 1)) {
            PyObject key = gi.keyAt(k);
            result.setItem(key, slice(index(key), def));
        }
        return result;
    }
}
