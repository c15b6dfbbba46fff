package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.PyModule;
import org.specializer.api.PyStr;
import org.specializer.core.modules.StdStreams;

/**
 * A fault of the interpreter's own Java code (a bug: an exception no Python code raised)
 * becomes a SystemError where the program was, instead of ending the process: the program's
 * handlers and {@code finally} blocks see it, and what follows runs.
 */
class InternalFaultTest {

    private static String run(String source) {
        Runtime.init();
        StdStreams.install(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new ByteArrayOutputStream(), false);
        PyModule faulty = new PyModule("faulty");
        faulty.def1("broken", (self, x) -> {
            throw new IllegalStateException("boom " + Abstract.repr(x).value);
        });
        PyModule main = Runtime.newMainModule("prog.py");
        main.dict.setItem(PyStr.of("broken"), faulty.dict.getItem(PyStr.of("broken")));
        Runtime.execSource(source, "prog.py", main.dict, main.dict);
        return Abstract.str(main.dict.getItem(PyStr.of("r"))).value;
    }

    @Test
    void aJavaFaultInABuiltinIsASystemErrorTheProgramCanHandle() {
        assertEquals("['finally', 'SystemError', "
                + "'internal error: java.lang.IllegalStateException: boom 1 "
                + "(run with --debug for the Java stack trace)', 'after']",
                run("""
                        r = []
                        def f():
                            try:
                                broken(1)
                            finally:
                                r.append('finally')
                        try:
                            f()
                        except Exception as e:
                            r.append(type(e).__name__)
                            r.append(str(e))
                        r.append('after')
                        """));
    }

    @Test
    void theSystemErrorHasATracebackThroughThePythonFrames() {
        assertEquals("['f', 'g']", run("""
                import sys
                def g():
                    broken(2)
                def f():
                    g()
                try:
                    f()
                except SystemError as e:
                    tb = e.__traceback__.tb_next
                    names = []
                    while tb is not None:
                        names.append(tb.tb_frame.f_code.co_name)
                        tb = tb.tb_next
                    r = names
                """));
    }
}
