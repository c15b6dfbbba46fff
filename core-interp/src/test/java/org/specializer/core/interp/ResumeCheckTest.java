package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.specializer.api.PyCode;
import org.specializer.api.PyFunction;
import org.specializer.api.PyModule;
import org.specializer.core.compiler.CPythonCode;
import org.specializer.core.modules.StdStreams;
import org.specializer.spi.Opcode;

/**
 * RESUME rewrites itself to RESUME_CHECK when it first runs, each RESUME on its own, as CPython
 * 3.13's does ({@code bytecodes.c}: RESUME stores RESUME_CHECK over itself when the code's
 * instrumentation is current). What CPython 3.13.0 showed for the program below, through
 * {@code dis.get_instructions(g, adaptive=True)}: before any {@code next}, RESUME 0, RESUME 5,
 * RESUME 5; after one, RESUME_CHECK 0 and the others unchanged; after two, RESUME_CHECK 0,
 * RESUME_CHECK 5, RESUME 5. A function never called keeps its RESUME.
 */
class ResumeCheckTest {

    @AfterEach
    void restore() {
        Tier2.setEnabled(true);
    }

    static PyModule run(String source) {
        Tier2.setEnabled(false);
        Runtime.init();
        StdStreams.install(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new ByteArrayOutputStream(), false);
        PyModule main = Runtime.newMainModule("prog.py");
        Runtime.execSource(source, "prog.py", main.dict, main.dict);
        return main;
    }

    /** The RESUME-family instructions of {@code code}, as "NAME ARG". */
    static List<String> resumes(PyCode code) {
        List<String> out = new ArrayList<>();
        char[] instr = code.instructions;
        for (int i = 0; i < instr.length; i += Opcode.byNumber(instr[i] & 0xFF).size()) {
            Opcode op = Opcode.byNumber(instr[i] & 0xFF);
            if (op.deoptParent() == Opcode.RESUME) {
                out.add(op.name() + " " + (instr[i] >>> 8));
            }
        }
        return out;
    }

    static PyCode code(PyModule m, String name) {
        return ((PyFunction) m.dict.getItem(name)).code;
    }

    private static final String GEN = "def g():\n    yield 1\n    yield 2\n"
            + "def never():\n    pass\n";

    @Test
    void eachResumeQuickensWhenItFirstRuns() {
        PyModule m = run(GEN + "it = g()\n");
        assertEquals(List.of("RESUME 0", "RESUME 5", "RESUME 5"), resumes(code(m, "g")));
        m = run(GEN + "it = g()\nnext(it)\n");
        assertEquals(List.of("RESUME_CHECK 0", "RESUME 5", "RESUME 5"), resumes(code(m, "g")));
        m = run(GEN + "it = g()\nnext(it)\nnext(it)\n");
        assertEquals(List.of("RESUME_CHECK 0", "RESUME_CHECK 5", "RESUME 5"),
                resumes(code(m, "g")));
        assertEquals(List.of("RESUME 0"), resumes(code(m, "never")));
    }

    @Test
    void cpythonsAdaptiveBytecodeShowsIt() {
        PyModule m = run(GEN + "it = g()\nnext(it)\n");
        byte[] adaptive = CPythonCode.of(code(m, "g")).instructions(true);
        byte[] plain = CPythonCode.of(code(m, "g")).instructions(false);
        // RETURN_GENERATOR, POP_TOP, then RESUME at code unit 2 (byte 4): CPython's 207 and 149
        assertEquals(207, adaptive[4] & 0xFF);
        assertEquals(149, plain[4] & 0xFF);
        assertEquals(149, adaptive[10] & 0xFF, "the RESUME after the first yield has not run");
    }

    @Test
    void aGeneratorSuspendedAtAQuickenedResumeStillDelegates() {
        PyModule m = run("def inner():\n    yield 1\n    yield 2\n    yield 3\n"
                + "def outer():\n    yield from inner()\n"
                + "o = outer()\nnext(o)\nnext(o)\n"
                + "ok = o.gi_yieldfrom is not None\n");
        assertEquals(org.specializer.api.Py.True, m.dict.getItem("ok"));
    }
}
