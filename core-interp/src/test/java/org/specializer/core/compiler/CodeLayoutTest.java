package org.specializer.core.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.specializer.api.PyCode;
import org.specializer.api.PyObject;
import org.specializer.spi.CacheField;
import org.specializer.spi.Opcode;

/**
 * The code-object contract the eval loop relies on, checked directly on compiled code:
 * cache units after adaptive instructions, reference slots, EXTENDED_ARG prefixes, jump
 * targets on instruction boundaries, exception-table entries, the line table, and the
 * locals layout.
 */
class CodeLayoutTest {
    static PyCode compile(String source) {
        return Compiler.compileSource(source, "t.py", "exec");
    }

    static PyCode nested(PyCode code, String name) {
        for (PyObject c : code.consts) {
            if (c instanceof PyCode p && p.name.equals(name)) {
                return p;
            }
        }
        throw new AssertionError("no code object " + name);
    }

    /** Instruction start positions (prefixes included in the instruction they extend). */
    static List<int[]> instructions(PyCode code) {
        List<int[]> out = new ArrayList<>();
        char[] c = code.instructions;
        int ext = 0;
        int start = 0;
        for (int i = 0; i < c.length; ) {
            Opcode op = Opcode.byNumber(c[i] & 0xFF);
            int arg = (c[i] >> 8) | ext;
            if (op == Opcode.EXTENDED_ARG) {
                ext = arg << 8;
                i++;
                continue;
            }
            ext = 0;
            out.add(new int[] {start, i, op.number(), arg});
            i += 1 + op.cacheUnits();
            start = i;
        }
        return out;
    }

    @Test
    void cacheUnitsFollowAdaptiveInstructionsAndRefSlotsAreDistinct() {
        PyCode code = compile("def f(o, xs):\n    for x in xs:\n        o.a = o.b + o.c(x) + o.d\n    return len(xs)\n");
        PyCode f = nested(code, "f");
        Set<Integer> slots = new HashSet<>();
        int loadAttrs = 0;
        for (int[] in : instructions(f)) {
            Opcode op = Opcode.byNumber(in[2]);
            if (op.family() != null && !op.family().usesRefSlot()) {
                for (int k = 1; k <= op.cacheUnits(); k++) {
                    assertEquals(0, f.instructions[in[1] + k], op + " cache");
                }
            }
            if (op == Opcode.LOAD_ATTR) {
                loadAttrs++;
                for (CacheField cf : op.family().cacheLayout()) {
                    int unit = f.instructions[in[1] + 1 + cf.offset()];
                    if (cf.kind() == CacheField.Kind.REF) {
                        assertTrue(slots.add(unit), "ref slot reused");
                    } else {
                        assertEquals(0, unit, cf.name());
                    }
                }
            }
        }
        assertEquals(3, loadAttrs);
        assertEquals(slots.size(), f.refs.length);
        assertEquals(Set.of(0, 1, 2), slots);
    }

    @Test
    void lineTableCoversEveryCodeUnitAndCachesShareTheirInstructionsLine() {
        PyCode code = compile("x = 1\ny = x + 2\nprint(\n  x,\n  y)\n");
        assertEquals(code.instructions.length, code.lineTable.length);
        for (int[] in : instructions(code)) {
            Opcode op = Opcode.byNumber(in[2]);
            for (int k = 0; k <= op.cacheUnits(); k++) {
                assertEquals(code.lineTable[in[1]], code.lineTable[in[1] + k]);
            }
        }
        assertEquals(2, code.lineAt(instructions(code).get(3)[1]));
    }

    @Test
    void largeOpargsGetExtendedArgPrefixes() {
        StringBuilder src = new StringBuilder("def f():\n");
        for (int i = 0; i < 300; i++) {
            src.append("    v").append(i).append(" = ").append(i * 7).append('\n');
        }
        src.append("    return v299\n");
        PyCode f = nested(compile(src.toString()), "f");
        assertEquals(300, f.nlocals);
        boolean sawExtended = false;
        for (char unit : f.instructions) {
            if ((unit & 0xFF) == Opcode.EXTENDED_ARG.number()) {
                sawExtended = true;
            }
        }
        assertTrue(sawExtended);
        List<int[]> ins = instructions(f);
        int[] last = ins.get(ins.size() - 1);
        assertEquals(Opcode.RETURN_VALUE.number(), last[2]);
        int[] load = ins.get(ins.size() - 2);
        assertEquals(Opcode.LOAD_FAST.number(), load[2]);
        assertEquals(299, load[3]);
        assertEquals("v299", f.localsplusNames[load[3]].value);
    }

    @Test
    void jumpsLandOnInstructionStarts() {
        PyCode code = compile("def f(n):\n    t = 0\n    while n:\n        if n % 3:\n            t += n\n"
                + "        n -= 1\n    for i in range(n):\n        try:\n            t //= i\n"
                + "        except ZeroDivisionError:\n            continue\n    return t\n");
        PyCode f = nested(code, "f");
        Set<Integer> starts = new HashSet<>();
        for (int[] in : instructions(f)) {
            starts.add(in[0]);
        }
        for (int[] in : instructions(f)) {
            Opcode op = Opcode.byNumber(in[2]);
            if (op.jump() == Opcode.Jump.NONE) {
                continue;
            }
            int after = in[1] + 1 + op.cacheUnits();
            int target = op.jump() == Opcode.Jump.BACKWARD ? after - in[3] : after + in[3];
            assertTrue(starts.contains(target), op + " to " + target);
        }
        int[] t = f.exceptionTable;
        assertTrue(t.length > 0);
        for (int k = 0; k < t.length; k += PyCode.EXC_ENTRY) {
            assertTrue(starts.contains(t[k]) && starts.contains(t[k + 2]));
            assertTrue(t[k] < t[k + 1] && t[k + 3] >= 0 && t[k + 3] <= f.stacksize);
            if (k > 0) {
                assertTrue(t[k] >= t[k - PyCode.EXC_ENTRY + 1], "sorted, not overlapping");
            }
        }
    }

    @Test
    void localsplusLayoutArgumentsThenLocalsThenCellsThenFrees() {
        PyCode code = compile("def outer(a, b):\n    c = 1\n    d = 2\n    def inner():\n        return b + d\n"
                + "    return inner\n");
        PyCode outer = nested(code, "outer");
        List<String> names = new ArrayList<>();
        for (var n : outer.localsplusNames) {
            names.add(n.value);
        }
        assertEquals(List.of("a", "b", "c", "inner", "d"), names);
        assertEquals(PyCode.KIND_LOCAL | PyCode.KIND_ARG, outer.localsplusKinds[0]);
        assertEquals(PyCode.KIND_LOCAL | PyCode.KIND_CELL | PyCode.KIND_ARG, outer.localsplusKinds[1]);
        assertEquals(PyCode.KIND_CELL, outer.localsplusKinds[4]);
        assertEquals(List.of(-1, 1, -1, -1, -1), toList(outer.cell2arg));
        assertEquals(Opcode.MAKE_CELL.number(), outer.instructions[0] & 0xFF);
        PyCode inner = nested(outer, "inner");
        assertEquals(2, inner.nfrees);
        assertEquals(Opcode.COPY_FREE_VARS.number(), inner.instructions[0] & 0xFF);
        assertEquals(2, inner.instructions[0] >> 8);
        assertTrue(inner.hasFlag(PyCode.CO_NESTED));
    }

    @Test
    void generatorPrologueAndStopIterationHandler() {
        PyCode g = nested(compile("def g():\n    yield 1\n"), "g");
        assertTrue(g.hasFlag(PyCode.CO_GENERATOR));
        assertEquals(Opcode.RETURN_GENERATOR.number(), g.instructions[0] & 0xFF);
        assertEquals(Opcode.POP_TOP.number(), g.instructions[1] & 0xFF);
        assertEquals(Opcode.RESUME.number(), g.instructions[2] & 0xFF);
        // the whole body, from RESUME on, is covered by the StopIteration -> RuntimeError handler
        assertEquals(2, g.exceptionTable[0]);
        assertEquals(1, g.exceptionTable[4]);
    }

    private static List<Integer> toList(int[] a) {
        List<Integer> l = new ArrayList<>();
        for (int x : a) {
            l.add(x);
        }
        return l;
    }
}
