package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Code objects of the standard library archive, as {@code zipimport} unmarshals them: the
 * second of two loads in a row of the same module shares the first's object (zipimport's
 * {@code get_filename} and {@code get_code} both unmarshal), a third builds a new one, and
 * code from anywhere else is a new object at every load, as in CPython. A module of the
 * archive names its source as its file, also after {@code importlib.invalidate_caches()} has
 * made zipimport read the archive's table of contents again.
 */
class LibArchiveLoadsTest {
    private static final String PROGRAM = String.join("\n",
            "import marshal, sys, zipimport",
            "archive = next(p for p in sys.path if p.endswith('.zip'))",
            "z = zipimport.zipimporter(archive)",
            "a = z.get_code('textwrap')",
            "b = z.get_code('textwrap')",
            "c = z.get_code('textwrap')",
            "print(a is b, c is a, c == a, a.co_filename == archive + '/textwrap.py')",
            "print(z.get_filename('colorsys').endswith('colorsys.py'),",
            "      z.get_code('colorsys') is not a)",
            "ns = {}",
            "exec(z.get_code('colorsys'), ns)",
            "print(ns['rgb_to_hsv'](0.2, 0.4, 0.4))",
            "data = marshal.dumps(compile('x = 1', archive + '/mine.py', 'exec'))",
            "print(marshal.loads(data) is marshal.loads(data))",
            "import importlib, textwrap",
            "old = textwrap.dedent",
            "importlib.reload(textwrap)",
            "print(textwrap.dedent is not old, textwrap.dedent('  x'))",
            "import json",
            "importlib.invalidate_caches()",
            "import email.utils",
            "print(json.__file__[len(archive):], email.utils.__file__[len(archive):],",
            "      json.__spec__.origin == json.__file__)",
            "");

    @Test
    void theSecondOfTwoLoadsOfALibModuleSharesTheFirstsCodeObjectOnly() {
        Launcher.Result r = Launcher.run(List.of("-c", PROGRAM));
        assertEquals("True False True True\nTrue True\n(0.5, 0.5, 0.4)\nFalse\nTrue x\n"
                + "/json/__init__.py /email/utils.py True\n",
                r.stdout(), r.stderr());
        assertEquals(0, r.status(), r.stderr());
    }
}
