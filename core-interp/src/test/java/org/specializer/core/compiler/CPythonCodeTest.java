package org.specializer.core.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyCode;
import org.specializer.api.PyException;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * Code objects in CPython's formats against CPython 3.13's own, from
 * {@code cpython_code/code_objects.txt} (written by CPython from the sources it holds): for every
 * code object, {@code co_code}, {@code co_exceptiontable} and {@code co_linetable} (every
 * instruction's lines and columns) byte for byte, and {@code co_lines()}.
 */
class CPythonCodeTest {
    @BeforeAll
    static void views() {
        PyCode.views = CPythonCode.VIEWS;
    }

    private record Expected(String qualname, String code, String exceptions, String lines,
            String lineTable) {}

    private record Case(String name, String source, List<Expected> codes) {}

    private static List<Case> cases() throws IOException {
        String text;
        try (InputStream in = CPythonCodeTest.class.getResourceAsStream(
                "/cpython_code/code_objects.txt")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<Case> out = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        int i = 0;
        while (i < lines.length) {
            if (!lines[i].startsWith("=== ") || lines[i].equals("=== done")) {
                i++;
                continue;
            }
            String name = lines[i++].substring(4);
            StringBuilder src = new StringBuilder();
            while (!lines[i].equals("=== end")) {
                src.append(lines[i++]).append('\n');
            }
            i++;
            List<Expected> codes = new ArrayList<>();
            while (!lines[i].equals("=== done")) {
                codes.add(new Expected(lines[i], lines[i + 1], lines[i + 2], lines[i + 3],
                        lines[i + 4]));
                i += 5;
            }
            out.add(new Case(name, src.toString(), codes));
        }
        return out;
    }

    private static void walk(PyCode code, List<PyCode> out) {
        out.add(code);
        for (PyObject c : code.consts) {
            if (c instanceof PyCode nested) {
                walk(nested, out);
            }
        }
    }

    private static PyObject call(PyObject o, String method) {
        return Abstract.callMethod(o, PyStr.intern(method));
    }

    /** Python's repr of the list of an iterator's items. */
    private static String listRepr(PyObject iterator) {
        return Abstract.repr(new PyList(Abstract.toArray(iterator))).value;
    }

    @TestFactory
    Stream<DynamicTest> codeObjectsMatchCPython() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            tests.add(DynamicTest.dynamicTest(c.name(), () -> {
                List<PyCode> codes = new ArrayList<>();
                walk(Compiler.compileSource(c.source(), c.name(), "exec"), codes);
                assertEquals(c.codes().size(), codes.size(), "number of code objects");
                for (int k = 0; k < codes.size(); k++) {
                    PyCode code = codes.get(k);
                    Expected e = c.codes().get(k);
                    CPythonCode layout = CPythonCode.of(code);
                    assertEquals(e.qualname(), code.qualname);
                    assertEquals(e.code(), HexFormat.of().formatHex(layout.instructions(false)),
                            "co_code of " + code.qualname);
                    assertEquals(e.exceptions(), HexFormat.of().formatHex(
                            layout.exceptionTable()), "co_exceptiontable of " + code.qualname);
                    assertEquals(e.lines(), listRepr(call(code, "co_lines")),
                            "co_lines() of " + code.qualname);
                    assertEquals(e.lineTable(), HexFormat.of().formatHex(layout.lineTable()),
                            "co_linetable of " + code.qualname);
                    if (!hasCallKw(code)) {
                        sameLayout(code, HexFormat.of().parseHex(e.code()));
                    }
                }
            }));
        }
        return tests.stream();
    }

    private static boolean hasCallKw(PyCode code) {
        char[] units = code.instructions;
        for (int u = 0; u < units.length; u += opcode(units[u]).size()) {
            if (opcode(units[u]).deoptParent() == org.specializer.spi.Opcode.CALL_KW) {
                return true;
            }
        }
        return false;
    }

    private static org.specializer.spi.Opcode opcode(char unit) {
        return org.specializer.spi.Opcode.byNumber(unit & 0xFF);
    }

    /**
     * Without a CALL_KW (3.14's three cache units here) the instructions run where CPython's
     * are: same number of code units, every instruction (EXTENDED_ARG prefixes included) at
     * CPython's offset with CPython's oparg byte, jumps included.
     */
    private static void sameLayout(PyCode code, byte[] cpython) {
        char[] units = code.instructions;
        assertEquals(cpython.length / 2, units.length, "code units of " + code.qualname);
        for (int u = 0; u < units.length; u += opcode(units[u]).size()) {
            org.specializer.spi.Opcode op = opcode(units[u]);
            assertEquals(CPythonOpcodes.number(op.name()), cpython[2 * u] & 0xFF,
                    op + " at offset " + 2 * u + " of " + code.qualname);
            if (op.hasArg()) {
                assertEquals(cpython[2 * u + 1] & 0xFF, units[u] >>> 8,
                        "oparg of " + op + " at offset " + 2 * u + " of " + code.qualname);
            }
        }
    }

    @Test
    void adaptiveCodeShowsSpecializedFormsUnderCPythonsNumbers() {
        PyCode code = Compiler.compileSource("a + b\n", "t", "exec");
        int at = -1;
        for (int i = 0; i < code.instructions.length; i++) {
            if ((code.instructions[i] & 0xFF) == org.specializer.spi.Opcode.BINARY_OP.number()) {
                at = i;
            }
        }
        code.instructions[at] = (char) ((code.instructions[at] & 0xFF00)
                | org.specializer.spi.Opcode.BINARY_OP_ADD_INT.number());
        byte[] adaptive = CPythonCode.of(code).instructions(true);
        byte[] plain = CPythonCode.of(code).instructions(false);
        int addInt = CPythonOpcodes.number("BINARY_OP_ADD_INT");
        int binaryOp = CPythonOpcodes.number("BINARY_OP");
        assertEquals(151, addInt);
        boolean sawSpecialized = false;
        for (int i = 0; i < adaptive.length; i += 2) {
            if ((adaptive[i] & 0xFF) == addInt) {
                sawSpecialized = true;
                assertEquals(binaryOp, plain[i] & 0xFF, "co_code shows the base form");
            }
        }
        assertEquals(true, sawSpecialized);
    }

    @Test
    void replaceRenamesAndRefusesNewBytecode() {
        PyCode code = (PyCode) Compiler.compileSource("def f(a):\n    return a\n", "t", "exec")
                .consts[0];
        PyCode g = PyCode.views.replace(code, new PyObject[] {PyStr.of("g"), Py.newInt(10)},
                new PyStr[] {PyStr.intern("co_name"), PyStr.intern("co_firstlineno")});
        assertEquals("g", g.name);
        assertEquals("f", g.qualname);
        assertEquals(10, g.firstlineno);
        assertEquals(11, g.lineAt(g.instructions.length - 1));
        PyException e = assertThrows(PyException.class, () -> PyCode.views.replace(code,
                new PyObject[] {new org.specializer.api.PyBytes(new byte[] {1, 0})},
                new PyStr[] {PyStr.intern("co_code")}));
        assertEquals("ValueError: code.replace(): a new co_code cannot be given to "
                + "Specializer's code objects (their instructions stay as compiled)",
                e.getMessage());
    }

    @Test
    void stackEffectsFollowCPython() {
        assertEquals(-1 - 3, CPythonOpcodes.stackEffect(CPythonOpcodes.number("CALL"), 3, -1));
        assertEquals(2, CPythonOpcodes.stackEffect(CPythonOpcodes.number("SETUP_CLEANUP"), 0, -1));
        assertEquals(0, CPythonOpcodes.stackEffect(CPythonOpcodes.number("SETUP_CLEANUP"), 0, 0));
        assertEquals(Integer.MIN_VALUE, CPythonOpcodes.stackEffect(
                CPythonOpcodes.number("BINARY_OP_ADD_INT"), 0, -1));
    }
}
