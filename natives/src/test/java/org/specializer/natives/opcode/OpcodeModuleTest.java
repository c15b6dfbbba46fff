package org.specializer.natives.opcode;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.specializer.natives.Python;

/**
 * {@code _opcode} against CPython 3.13's answers: {@code opcode/flags.txt} and
 * {@code opcode/stack_effects.txt} were written by CPython's own {@code _opcode}.
 */
class OpcodeModuleTest {
    private static List<String> fixture(String name) throws IOException {
        try (InputStream in = OpcodeModuleTest.class.getResourceAsStream("/opcode/" + name)) {
            List<String> out = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isEmpty() && !line.startsWith("#")) {
                    out.add(line);
                }
            }
            return out;
        }
    }

    @Test
    void predicatesMatchCPythonForEveryOpcode() throws IOException {
        String got = Python.str("import _opcode\n"
                + "fs = ['is_valid', 'has_arg', 'has_const', 'has_name', 'has_jump', 'has_free',"
                + " 'has_local', 'has_exc']\n"
                + "rows = [' '.join([str(op)] + [str(int(getattr(_opcode, f)(op))) for f in fs])"
                + " for op in range(-1, 301)]\n", "'\\n'.join(rows)");
        assertEquals(String.join("\n", fixture("flags.txt")), got);
    }

    @Test
    void stackEffectsMatchCPythonForEveryOpcode() throws IOException {
        String got = Python.str("import _opcode\n"
                + "rows = []\n"
                + "for op in range(300):\n"
                + "    if not _opcode.is_valid(op):\n"
                + "        continue\n"
                + "    for arg in [0, 1, 2, 3, 4, 5, 7, 8, 256, 257, 258, 513]:\n"
                + "        for j in (None, True, False):\n"
                + "            try:\n"
                + "                e = _opcode.stack_effect(op, arg, jump=j)\n"
                + "            except ValueError:\n"
                + "                e = 'invalid'\n"
                + "            rows.append(f'{op} {arg} {j} {e}')\n", "'\\n'.join(rows)");
        assertEquals(String.join("\n", fixture("stack_effects.txt")), got);
    }

    @Test
    void argumentErrorsAreCPythons() {
        Python.raises("ValueError: stack_effect: jump must be False, True or None",
                "import _opcode\n_opcode.stack_effect(83, 1, jump=2)\n");
        Python.raises("TypeError: stack_effect() takes at most 2 positional arguments (3 given)",
                "import _opcode\n_opcode.stack_effect(83, 1, True)\n");
        Python.raises("ValueError: invalid opcode or oparg",
                "import _opcode\n_opcode.stack_effect(999)\n");
        Python.raises("RuntimeError: Executors are not available in this build",
                "import _opcode\n_opcode.get_executor((lambda: 0).__code__, 0)\n");
        Python.raises("TypeError: expected a code object, not 'NoneType'",
                "import _opcode\n_opcode.get_executor(None, 0)\n");
    }

    @Test
    void descriptionsAreCPythons() {
        assertEquals("('NB_INPLACE_XOR', '^=')",
                Python.repr("import _opcode", "_opcode.get_nb_ops()[-1]"));
        assertEquals("'INTRINSIC_LIST_TO_TUPLE'",
                Python.repr("import _opcode", "_opcode.get_intrinsic1_descs()[6]"));
        assertEquals("'INTRINSIC_PREP_RERAISE_STAR'",
                Python.repr("import _opcode", "_opcode.get_intrinsic2_descs()[1]"));
        assertEquals("None", Python.repr("import _opcode", "_opcode.get_specialization_stats()"));
    }
}
