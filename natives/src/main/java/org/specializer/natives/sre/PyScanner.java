package org.specializer.natives.sre;

import org.specializer.api.Py;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * {@code _sre.SRE_Scanner}: successive matches over one string, each starting where the
 * previous one ended (CPython's {@code ScannerObject}); {@code finditer} iterates over its
 * {@code search}. It holds the export of a bytes-like subject until it is exhausted (CPython's
 * until it is freed).
 */
final class PyScanner extends PyObject {
    static final PyType TYPE = PyType.builtin("SRE_Scanner", PyScanner.class, PyType.OBJECT, 0,
            PyScanner::define).withModule("_sre");

    final PyPattern pattern;
    private final SreState state;
    private boolean executing;

    PyScanner(PyPattern pattern, SreState state) {
        super(TYPE);
        this.pattern = pattern;
        this.state = state;
    }

    private static void define(PyType t) {
        t.constructor((cls, a, kw) -> {
            throw Py.typeError("cannot create '_sre.SRE_Scanner' instances");
        });
        t.method0("match", self -> ((PyScanner) self).next(false));
        t.method0("search", self -> ((PyScanner) self).next(true));
        t.getset("pattern", self -> ((PyScanner) self).pattern, null);
    }

    /** Compare CPython sre.c: _sre_SRE_Scanner_match_impl and _search_impl. */
    PyObject next(boolean search) {
        if (executing) {
            throw Py.valueError("regular expression scanner already executing");
        }
        SreState st = state;
        if (st.start < 0) {
            return Py.None;
        }
        executing = true;
        try {
            st.reset();
            st.ptr = st.start;
            boolean found = search ? st.search() : st.match();
            if (!found) {
                // exhausted: a bytes-like subject's export goes back
                st.start = -1;
                st.release();
                return Py.None;
            }
            PyMatch m = PyMatch.of(pattern, st);
            st.mustAdvance = st.ptr == st.start;
            st.start = st.ptr;
            return m;
        } finally {
            executing = false;
        }
    }
}
