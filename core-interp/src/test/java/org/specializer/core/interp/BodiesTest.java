package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PySlice;
import org.specializer.api.PyTuple;
import org.specializer.spi.Opcode;

/**
 * What the build derives from core's declarations (codegen's InstructionProcessor): the
 * children the loop implements, the generated bodies of children declared by a value core
 * alone, and the value cores tier 2 calls.
 */
class BodiesTest {

    /** The loop's own cases, read from its source as a reader would. */
    private static Set<Opcode> loopCases() throws IOException {
        String source = Files.readString(Path.of(
                "src/main/java/org/specializer/core/interp/Eval.java"));
        Set<Opcode> cases = EnumSet.noneOf(Opcode.class);
        Matcher m = Pattern.compile("case Op\\.(?!G_)([A-Z0-9_]+):").matcher(source);
        while (m.find()) {
            Opcode op = Opcode.valueOf(m.group(1));
            if (op.isSpecialized()) {
                cases.add(op);
            }
        }
        return cases;
    }

    @Test
    void implementedChildren_areTheLoopsCasesAndTheGeneratedBodies() throws IOException {
        Set<Opcode> expected = loopCases();
        for (Opcode o : Opcode.values()) {
            if (DeclaredBodies.SIZE[o.number()] > 0) {
                assertFalse(expected.contains(o), o + " has a case and a generated body");
                assertEquals(o.size(), DeclaredBodies.SIZE[o.number()], o.name());
                expected.add(o);
            }
        }
        assertEquals(expected, Bodies.implemented());
    }

    @Test
    void listSlice_isDeclaredByItsValueCoreAlone() throws IOException {
        Opcode child = Opcode.BINARY_SUBSCR_LIST_SLICE;
        assertFalse(loopCases().contains(child));
        assertTrue(Bodies.has(child));
        CoreMethod core = Declarations.core(child);
        assertEquals(new CoreMethod("org/specializer/core/interp/BinarySubscrInstructions",
                "listSlice", "(Lorg/specializer/api/PyObject;Lorg/specializer/api/PyObject;)"
                        + "Lorg/specializer/api/PyObject;"), core);
        assertTrue(Mutants.all().contains("BINARY_SUBSCR_LIST_SLICE/2"),
                "its guards come from its declaration");
    }

    @Test
    void aGeneratedBody_runsItsCoreOverTheStack_orReportsTheFailedGuard() {
        PySlice tail = new PySlice(PyInt.of(1), Py.None, Py.None);
        PyObject[] s = {new PyList(new PyObject[] {PyInt.of(1), PyInt.of(2), PyInt.of(3)}), tail};
        int op = Opcode.BINARY_SUBSCR_LIST_SLICE.number();
        assertEquals(1, DeclaredBodies.run(op, s, 2, 0));
        PyList sliced = (PyList) s[0];
        assertEquals(2, sliced.size);
        assertEquals(PyInt.of(3), sliced.items[1]);
        assertNull(s[1]);
        PyObject tuple = new PyTuple(new PyObject[] {PyInt.of(1)});
        PyObject[] t = {tuple, tail};
        assertEquals(-1, DeclaredBodies.run(op, t, 2, 0), "not a list: the guard fails");
        assertSame(tuple, t[0], "and nothing was written");
    }

    @Test
    void everyDeclaredCore_belongsToAnImplementedChild() {
        int cores = 0;
        for (Opcode o : Opcode.values()) {
            if (Declarations.core(o) != null) {
                assertTrue(Bodies.has(o), o.name());
                cores++;
            }
        }
        assertTrue(cores >= 51, "value cores: " + cores);
    }

    /**
     * Tier 2 compiles a child to its guard and fast path through its value core: every child
     * the loop has a body for has one (extension children run their descriptor instead), so
     * none falls back to its family's generic form in compiled code. (RESUME_CHECK, which
     * no family makes, does nothing in the loop either: tracing quickens code again.)
     */
    @Test
    void everyImplementedChild_hasAValueCoreForTier2() {
        java.util.List<String> without = new java.util.ArrayList<>();
        for (Opcode o : Opcode.values()) {
            if (o.isSpecialized() && !o.isExtension() && o != Opcode.RESUME_CHECK
                    && Bodies.has(o) && Declarations.core(o) == null) {
                without.add(o.name());
            }
        }
        assertEquals(java.util.List.of(), without, "children without a value core");
    }
}
