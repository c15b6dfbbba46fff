package org.specializer.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.specializer.api.Abstract;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.interp.Runtime;

/**
 * Runs Python snippets in the test JVM with the native modules importable (they are found
 * through the {@code ModuleSet} service of this module, as in a real run).
 */
public final class Python {
    private Python() {}

    /** Run {@code source} in a fresh namespace; the namespace. */
    public static PyDict run(String source) {
        Runtime.init();
        PyDict globals = new PyDict();
        globals.setItem(PyStr.intern("__name__"), PyStr.of("__test__"));
        globals.setItem(PyStr.intern("__builtins__"), Runtime.builtinsModule());
        Runtime.execSource(source, "<test>", globals, globals);
        return globals;
    }

    /** The value of expression {@code expr} after running {@code setup}. */
    public static PyObject eval(String setup, String expr) {
        return run(setup + "\n__result__ = " + expr + "\n").getItem(PyStr.intern("__result__"));
    }

    /** {@code repr} of {@code expr} after {@code setup}. */
    public static String repr(String setup, String expr) {
        return Abstract.repr(eval(setup, expr)).value;
    }

    /** {@code str} of {@code expr} after {@code setup}. */
    public static String str(String setup, String expr) {
        return Abstract.str(eval(setup, expr)).value;
    }

    /** The "Type: message" of the exception {@code source} raises. */
    public static String error(String source) {
        PyException e = assertThrows(PyException.class, () -> run(source));
        return e.getMessage();
    }

    /** Assert that {@code source} raises {@code expected} ("Type: message"). */
    public static void raises(String expected, String source) {
        assertEquals(expected, error(source));
    }
}
