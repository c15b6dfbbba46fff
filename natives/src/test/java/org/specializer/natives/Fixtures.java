package org.specializer.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.interp.Runtime;

/**
 * Fixture cases recorded from CPython 3.13: a generator script {@code gen_NAME.py} (its
 * {@code PRELUDE = """...""""} sets the stage, written without backslashes so that it reads
 * the same here) and the file {@code NAME.txt} it writes, one case per line: an expression, a
 * tab, and the repr of its value or "!Type: message"; a case may start with statements, each
 * followed by "; ". {@link #check} runs the prelude once, in a module named {@code __main__}
 * as the generator's is, and every case after it, and fails with every case that differs.
 */
public final class Fixtures {
    private Fixtures() {}

    private static String resource(Class<?> near, String name) {
        try (InputStream in = near.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Run the cases of {@code NAME.txt} beside {@code near}; the number of cases run. */
    public static int check(Class<?> near, String name) {
        String gen = resource(near, "gen_" + name + ".py");
        int from = gen.indexOf("PRELUDE = \"\"\"") + 13;
        String prelude = gen.substring(from, gen.indexOf("\"\"\"", from));
        Runtime.init();
        PyDict ns = new PyDict();
        ns.setItem(PyStr.intern("__name__"), PyStr.of("__main__"));
        ns.setItem(PyStr.intern("__builtins__"), Runtime.builtinsModule());
        Runtime.execSource(prelude + """

                def __case(src):
                    try:
                        if '; ' in src and not src.startswith('run('):
                            *stmts, last = src.split('; ')
                            exec('; '.join(stmts), globals())
                            return repr(eval(last, globals()))
                        return repr(eval(src))
                    except Exception as e:
                        return '!' + type(e).__name__ + ': ' + str(e)
                """, "<fixtures>", ns, ns);
        PyObject run = ns.getItem(PyStr.intern("__case"));
        List<String> wrong = new ArrayList<>();
        int n = 0;
        for (String line : resource(near, name + ".txt").split("\n")) {
            if (line.isEmpty()) {
                continue;
            }
            int tab = line.indexOf('\t');
            String expr = line.substring(0, tab);
            String want = line.substring(tab + 1);
            String got = ((PyStr) Abstract.call1(run, PyStr.of(expr))).value;
            if (!got.equals(want)) {
                wrong.add(expr + "\n    want: " + want + "\n    got:  " + got);
            }
            n++;
        }
        assertTrue(n > 0, "no cases in " + name + ".txt");
        assertEquals("", String.join("\n", wrong), wrong.size() + " of " + n + " cases differ");
        return n;
    }
}
