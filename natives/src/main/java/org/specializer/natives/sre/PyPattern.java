package org.specializer.natives.sre;

import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * {@code re.Pattern}: a compiled regular expression, made by {@code _sre.compile} from the
 * code list of {@code re._compiler} (CPython's {@code PatternObject}). Its Python-visible
 * methods are in {@link PatternMethods}.
 */
final class PyPattern extends PyObject {
    static final PyType TYPE = PyType.builtin("Pattern", PyPattern.class, PyType.OBJECT, 0,
            PatternMethods::define).withModule("re").withDottedTpName().withWeakrefs();

    /** The state of the {@code _sre} module that compiled it. */
    final SreModule.State module;
    /** The source: a str, a bytes, or None. */
    final PyObject pattern;
    final int flags;
    final int[] code;
    /** The number of capturing groups. */
    final int groups;
    /** Group name to number, or null when there are no named groups. */
    final PyDict groupindex;
    /** Group number to name (None for unnamed), or null. */
    final PyTuple indexgroup;
    /** 1 for a bytes pattern, 0 for str, -1 when the source is None (matches either). */
    final int isbytes;
    /** Its sets, tabulated. */
    final SetTables sets;

    PyPattern(SreModule.State module, PyObject pattern, int flags, int[] code, int groups,
            PyDict groupindex, PyTuple indexgroup, int isbytes, int[] setPositions) {
        super(TYPE);
        this.module = module;
        this.pattern = pattern;
        this.flags = flags;
        this.code = code;
        this.groups = groups;
        this.groupindex = groupindex;
        this.indexgroup = indexgroup;
        this.isbytes = isbytes;
        this.sets = new SetTables(code, setPositions);
    }

    /**
     * A state over {@code string[pos:endpos]}, after the checks of CPython's
     * {@code state_init}: a str or bytes, of the pattern's kind.
     */
    SreState state(PyObject string, long pos, long endpos) {
        Subject s = subject(string);
        if (s.isBytes && isbytes == 0) {
            throw Py.typeError("cannot use a string pattern on a bytes-like object");
        }
        if (!s.isBytes && isbytes > 0) {
            throw Py.typeError("cannot use a bytes pattern on a string-like object");
        }
        return new SreState(this, s, pos, endpos);
    }

    /** The code-point view of a string argument, or CPython's TypeError. */
    static Subject subject(PyObject string) {
        Subject s = Subject.of(string);
        if (s == null) {
            throw notAString(string);
        }
        return s;
    }

    /** CPython's {@code getstring} error for an object that is neither str nor bytes-like. */
    static PyException notAString(PyObject o) {
        return Py.typeError("expected string or bytes-like object, got '" + o.type.getName()
                + "'");
    }
}
