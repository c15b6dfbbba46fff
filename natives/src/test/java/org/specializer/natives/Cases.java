package org.specializer.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

/**
 * Table-driven checks: each case is a Python expression and what CPython 3.13 shows for it,
 * its {@code repr} or, when it raises, "Type: message". All expressions of a table are
 * evaluated in one namespace after a setup, so that a table of a hundred cases costs one run.
 * The tables are generated under CPython 3.13 by {@code natives/tools/gen_cases.py} from the
 * case files in {@code natives/tools/cases} (one per test method: the method name says which).
 */
public final class Cases {
    private Cases() {}

    private static final String DRIVER = """
            def __show(__e):
                try:
                    return repr(eval(__e))
                except BaseException as __x:
                    return type(__x).__name__ + ': ' + str(__x)
            __results = [__show(__e) for __e in __exprs]
            """;

    /** Assert each {@code cases[i] = {expression, expected}} after running {@code setup}. */
    public static void check(String setup, String[][] cases) {
        PyObject[] exprs = new PyObject[cases.length];
        for (int i = 0; i < cases.length; i++) {
            exprs[i] = PyStr.of(cases[i][0]);
        }
        StringBuilder src = new StringBuilder(setup).append('\n');
        org.specializer.api.PyDict ns = Python.run(src.toString());
        ns.setItem(PyStr.intern("__exprs"), new PyTuple(exprs));
        org.specializer.core.interp.Runtime.execSource(DRIVER, "<cases>", ns, ns);
        PyList results = (PyList) ns.getItem(PyStr.intern("__results"));
        StringBuilder wrong = new StringBuilder();
        for (int i = 0; i < cases.length; i++) {
            String got = ((PyStr) results.items[i]).value;
            if (!got.equals(cases[i][1])) {
                wrong.append("\n").append(cases[i][0]).append("\n  expected: ").append(cases[i][1])
                        .append("\n  got:      ").append(got);
            }
        }
        assertEquals("", wrong.toString());
    }
}
