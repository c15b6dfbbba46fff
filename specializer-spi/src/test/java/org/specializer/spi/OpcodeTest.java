package org.specializer.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OpcodeTest {

    @Test
    void numbersAreDenseAndFitInAByte() {
        assertTrue(Opcode.count() <= 256);
        for (int i = 0; i < Opcode.count(); i++) {
            assertEquals(i, Opcode.byNumber(i).number());
        }
    }

    @Test
    void childrenDeclareTheOpargTheirBodiesRelyOn() {
        // a BINARY_OP child computes its operator, in-place form included (NB_INPLACE_* = +13)
        assertTrue(Opcode.BINARY_OP_ADD_INT.accepts(0));
        assertTrue(Opcode.BINARY_OP_ADD_INT.accepts(13));
        assertFalse(Opcode.BINARY_OP_ADD_INT.accepts(5));
        assertTrue(Opcode.BINARY_OP_MULTIPLY_FLOAT.accepts(18));
        assertFalse(Opcode.BINARY_OP_SUBTRACT_FLOAT.accepts(0));
        assertTrue(Opcode.BINARY_OP_INPLACE_ADD_UNICODE.accepts(13));
        // the method form of LOAD_ATTR (oparg bit 0) and LOAD_SUPER_ATTR
        assertTrue(Opcode.LOAD_ATTR_METHOD_NO_DICT.accepts(7));
        assertFalse(Opcode.LOAD_ATTR_METHOD_NO_DICT.accepts(6));
        assertFalse(Opcode.LOAD_ATTR_PROPERTY.accepts(7));
        assertTrue(Opcode.LOAD_ATTR_INSTANCE_VALUE.accepts(7));
        assertTrue(Opcode.LOAD_ATTR_INSTANCE_VALUE.accepts(6));
        assertFalse(Opcode.LOAD_SUPER_ATTR_ATTR.accepts(3));
        // counts
        assertTrue(Opcode.UNPACK_SEQUENCE_TWO_TUPLE.accepts(2));
        assertFalse(Opcode.UNPACK_SEQUENCE_TWO_TUPLE.accepts(3));
        assertFalse(Opcode.CALL_LIST_APPEND.accepts(2));
        assertTrue(Opcode.CALL_LEN.accepts(2), "its body checks the count itself");
        // base instructions and extension children take any oparg
        for (Opcode op : Opcode.values()) {
            if (!op.isSpecialized() || op.isExtension()) {
                assertSame(Opcode.Operand.ANY, op.operand(), op.name());
            }
        }
    }

    @Test
    void everyChildHasItsFamilysCacheSizeAndDeoptsToItsBase() {
        for (Opcode op : Opcode.values()) {
            if (op == Opcode.RESUME_CHECK) {
                continue;   // no family (resumeCheckIsResumesOwnQuickenedForm)
            }
            if (op.isSpecialized()) {
                Opcode base = op.family().base();
                assertSame(base, op.deoptParent(), op.name());
                assertEquals(base.cacheUnits(), op.cacheUnits(), op.name());
                assertEquals(base.hasArg(), op.hasArg(), op.name());
                assertEquals(base.jump(), op.jump(), op.name());
                assertTrue(op.name().startsWith(base.name()), op.name() + " is named after "
                        + base.name());
                assertTrue(base.children().contains(op));
            } else {
                assertSame(op, op.deoptParent());
            }
        }
    }

    /** CPython 3.13's {@code family(RESUME, 0) = { RESUME_CHECK }}: no cache, no counter. */
    @Test
    void resumeCheckIsResumesOwnQuickenedForm() {
        Opcode op = Opcode.RESUME_CHECK;
        assertTrue(op.isSpecialized());
        assertSame(Opcode.RESUME, op.deoptParent());
        assertNull(op.family());
        assertFalse(Opcode.RESUME.isAdaptive());
        assertEquals(0, op.cacheUnits());
        assertEquals(Opcode.RESUME.hasArg(), op.hasArg());
        assertEquals(Opcode.Jump.NONE, op.jump());
        assertEquals(0, op.stackEffect(0, false));
    }

    @Test
    void everyFamilyHasAnAdaptiveBaseWithChildren() {
        Set<Opcode> bases = new HashSet<>();
        for (Family f : Family.values()) {
            Opcode base = f.base();
            assertTrue(base.isAdaptive(), f.name());
            assertFalse(base.children().isEmpty(), f.name());
            assertEquals(f.cacheUnits(), base.cacheUnits());
            assertTrue(bases.add(base));
        }
    }

    @Test
    void cacheLayoutsMatchCpython313() {
        assertEquals(3, Family.TO_BOOL.cacheUnits());
        assertEquals(1, Family.BINARY_OP.cacheUnits());
        assertEquals(4, Family.STORE_ATTR.cacheUnits());
        assertEquals(4, Family.LOAD_GLOBAL.cacheUnits());
        assertEquals(9, Family.LOAD_ATTR.cacheUnits());
        assertEquals(3, Family.CALL.cacheUnits());
        assertEquals(0, Family.LOAD_ATTR.field("counter").offset());
        assertTrue(Family.LOAD_ATTR.usesRefSlot());
        assertFalse(Family.BINARY_OP.usesRefSlot());
    }

    /** CPython 3.13's children, not counting the extension child a family may add. */
    private static long cpythonChildren(Opcode base) {
        return base.children().stream().filter(c -> !c.isExtension()).count();
    }

    @Test
    void childCountsMatchCpython313() {
        assertEquals(6, cpythonChildren(Opcode.TO_BOOL));
        assertEquals(8, cpythonChildren(Opcode.BINARY_OP));
        assertEquals(12, cpythonChildren(Opcode.LOAD_ATTR));
        assertEquals(20, cpythonChildren(Opcode.CALL));
        assertEquals(4, cpythonChildren(Opcode.FOR_ITER));
    }

    @Test
    void extensionChildrenFollowTheirFamiliesShapes() {
        int extended = 0;
        for (Family f : Family.values()) {
            Opcode ext = Opcode.extensionOf(f);
            assertEquals(f.extensionShape() != null, ext != null, f.name());
            if (ext != null) {
                extended++;
                assertEquals(f.name() + "_EXTEND", ext.name());
                assertEquals(f, ext.family());
                assertEquals(f.base(), ext.deoptParent());
                assertEquals(f.base().size(), ext.size(), "same cache as its family");
            }
        }
        assertEquals(8, extended);
        assertFalse(Opcode.BINARY_OP_ADD_INT.isExtension());
        assertTrue(Opcode.CALL_EXTEND.isExtension());
    }

    @Test
    void stackEffectsOfCallsAndBuilds() {
        assertEquals(-3, Opcode.CALL.stackEffect(2, false));
        assertEquals(-4, Opcode.CALL_KW.stackEffect(2, false));
        assertEquals(-1, Opcode.BUILD_TUPLE.stackEffect(2, false));
        assertEquals(2, Opcode.LOAD_GLOBAL.stackEffect(3, false));
        assertEquals(1, Opcode.LOAD_ATTR.stackEffect(3, false));
        assertEquals(-3, Opcode.CALL_PY_EXACT_ARGS.stackEffect(2, false));
    }
}
