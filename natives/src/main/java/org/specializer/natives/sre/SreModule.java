package org.specializer.natives.sre;

import static org.specializer.natives.sre.SreConstants.*;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.modules.Params;

/**
 * The {@code _sre} module: CPython's regular expression engine, which {@code re} drives.
 * {@code re._parser} parses a pattern, {@code re._compiler} turns it into a list of code
 * words and hands that to {@link #compile}; see {@link SreState} for how the code runs.
 */
public final class SreModule {
    private SreModule() {}

    private static final Params COMPILE = new Params("compile", new String[] {"pattern",
        "flags", "code", "groups", "groupindex", "indexgroup"}, 0, 6, 6);

    /**
     * What one {@code _sre} module instance keeps, as CPython's module state: each pattern
     * it compiles refers to it.
     */
    static final class State {
        /** {@code re._compile_template}, imported on first need. */
        PyObject compileTemplate;
    }

    public static PyModule create() {
        PyModule m = new PyModule("_sre");
        State state = new State();
        m.put("MAGIC", PyInt.of(MAGIC));
        m.put("CODESIZE", PyInt.of(CODESIZE));
        m.put("MAXREPEAT", PyInt.of(u(MAXREPEAT)));
        m.put("MAXGROUPS", PyInt.of(MAXGROUPS));
        m.put("copyright", PyStr.of(" SRE 2.2.2 Copyright (c) 1997-2002 by Secret Labs AB "));
        m.defK("compile", (self, a, kw) -> compile(state, COMPILE.parse(a, kw)));
        m.defN("template", 2, 2, (self, a) -> PyTemplate.of(a[1]));
        m.def0("getcodesize", self -> PyInt.of(CODESIZE));
        m.def1("ascii_iscased", (self, c) -> Py.newBool(SreChars.asciiIsCased(cint(c))));
        m.def1("unicode_iscased", (self, c) -> Py.newBool(SreChars.unicodeIsCased(cint(c))));
        m.def1("ascii_tolower", (self, c) -> {
            int ch = cint(c);
            return PyInt.of(ch < 128 ? SreChars.lowerAscii(ch) : ch);
        });
        m.def1("unicode_tolower", (self, c) -> PyInt.of(SreChars.lowerUnicode(cint(c))));
        return m;
    }

    /** An {@code int} argument (Argument Clinic's {@code int} converter). */
    private static int cint(PyObject o) {
        PyObject i = Abstract.index(o);
        if (i instanceof PyInt pi && pi.value >= Integer.MIN_VALUE
                && pi.value <= Integer.MAX_VALUE) {
            return (int) pi.value;
        }
        throw Py.overflowError("Python int too large to convert to C int");
    }

    /**
     * {@code _sre.compile(pattern, flags, code, groups, groupindex, indexgroup)}.
     * Compare CPython sre.c: _sre_compile_impl.
     */
    static PyPattern compile(State state, PyObject[] a) {
        PyObject pattern = a[0];
        int flags = cint(a[1]);
        if (!(a[2] instanceof PyList list)) {
            throw Py.typeError("compile() argument 'code' must be list, not "
                    + a[2].type.getName());
        }
        long groups = Params.asSsize(a[3]);
        if (!(a[4] instanceof PyDict groupindex)) {
            throw Py.typeError("compile() argument 'groupindex' must be dict, not "
                    + a[4].type.getName());
        }
        if (!(a[5] instanceof PyTuple indexgroup)) {
            throw Py.typeError("compile() argument 'indexgroup' must be tuple, not "
                    + a[5].type.getName());
        }
        int n = list.size();
        int[] code = new int[n];
        for (int i = 0; i < n; i++) {
            code[i] = codeWord(list.get(i));
        }
        int isbytes;
        if (pattern == Py.None) {
            isbytes = -1;
        } else if (pattern instanceof PyStr) {
            isbytes = 0;
        } else if (Subject.isBytesLike(pattern)) {
            isbytes = 1;
        } else {
            throw PyPattern.notAString(pattern);
        }
        int[] sets = SreValidator.validate(code, groups);
        if (sets == null) {
            throw Py.runtimeError("invalid SRE code");
        }
        PyDict gi = groupindex.size() > 0 ? groupindex : null;
        PyTuple ig = gi != null && indexgroup.size() > 0 ? indexgroup : null;
        return new PyPattern(state, pattern, flags, code, (int) groups, gi, ig, isbytes, sets);
    }

    /** One code word: {@code PyLong_AsUnsignedLong}, then the 32-bit check. */
    private static int codeWord(PyObject o) {
        if (o instanceof PyInt pi) {
            long v = pi.value;
            if (v < 0) {
                throw Py.overflowError("can't convert negative value to unsigned int");
            }
            if (v > 0xFFFF_FFFFL) {
                throw Py.overflowError("regular expression code size limit exceeded");
            }
            return (int) v;
        }
        if (o instanceof PyBigInt b) {
            if (b.value.signum() < 0) {
                throw Py.overflowError("can't convert negative value to unsigned int");
            }
            if (b.value.bitLength() > 64) {
                throw Py.overflowError("Python int too large to convert to C unsigned long");
            }
            throw Py.overflowError("regular expression code size limit exceeded");
        }
        throw Py.typeError("an integer is required");
    }

    /** For tests: a pattern from a code list, as {@code re._compiler} would pass it. */
    static PyPattern compile(PyObject pattern, int flags, int[] code, int groups,
            PyDict groupindex, PyTuple indexgroup) {
        PyObject[] words = new PyObject[code.length];
        for (int i = 0; i < code.length; i++) {
            words[i] = PyInt.of(u(code[i]));
        }
        return compile(new State(), new PyObject[] {pattern, PyInt.of(flags), new PyList(words),
            PyInt.of(groups), groupindex, indexgroup});
    }
}
