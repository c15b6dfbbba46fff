package org.specializer.natives.symtable;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Python;

/** {@code _symtable}, with CPython 3.13's answers. */
class SymtableModuleTest {
    private static final String SHOW = "import _symtable\n"
            + "def show(t, out, ind=0):\n"
            + "    out.append(' ' * ind + repr((t.type, t.name, t.lineno, t.nested, t.symbols,"
            + " t.varnames)))\n"
            + "    for c in t.children:\n"
            + "        show(c, out, ind + 2)\n"
            + "    return out\n";

    private static String table(String source) {
        return Python.str(SHOW + "src = " + source + "\n",
                "'\\n'.join(show(_symtable.symtable(src, 'f', 'exec'), []))");
    }

    @Test
    void blocksAndFlagsAreCPythons() {
        assertEquals(String.join("\n",
                "(2, 'top', 0, 0, {'y': 12304, 'f': 4098, 'g': 4098, 'C': 4098, 'x': 4626}, [])",
                "  (0, 'lambda', 2, 0, {'a': 4116, 'b': 4100, 'c': 4100}, ['a', 'b', 'c'])",
                "  (0, 'g', 3, 0, {'x': 20500, 'h': 4098}, ['x'])",
                "    (0, 'h', 4, 1, {'x': 16408}, [])",
                "    (0, 'genexpr', 7, 1, {'.0': 4100, 'i': 4626}, ['.0'])",
                "  (1, 'C', 8, 0, {'m': 4098, 'z': 4354, 'int': 12304}, [])",
                "    (0, 'm', 9, 0, {'self': 4100, '__class__': 16400}, ['self'])"),
                table("'[x for x in y]\\nf = lambda a, *b, **c: a\\ndef g(x):\\n    def h():\\n"
                        + "        nonlocal x\\n        return x\\n    return (i for i in x)\\n"
                        + "class C:\\n    def m(self): return __class__\\n    z: int = 1\\n'"));
    }

    @Test
    void errorsAndConstants() {
        Python.raises("SyntaxError: duplicate argument 'a' in function definition (f, line 1)",
                "import _symtable\n_symtable.symtable('def f(a, a): pass', 'f', 'exec')\n");
        Python.raises("ValueError: symtable() arg 3 must be 'exec' or 'eval' or 'single'",
                "import _symtable\n_symtable.symtable('x', 'f', 'bad')\n");
        assertEquals("(16, 134, 12, 15, 5, 3)", Python.repr("import _symtable as s",
                "(s.USE, s.DEF_BOUND, s.SCOPE_OFF, s.SCOPE_MASK, s.CELL, s.GLOBAL_IMPLICIT)"));
    }
}
