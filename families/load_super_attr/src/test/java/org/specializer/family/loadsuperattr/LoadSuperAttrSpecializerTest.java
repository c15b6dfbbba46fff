package org.specializer.family.loadsuperattr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.specializer.family.loadsuperattr.Shapes.cls;
import static org.specializer.family.loadsuperattr.Shapes.n;
import static org.specializer.family.loadsuperattr.Shapes.subclass;

import org.junit.jupiter.api.Test;
import org.specializer.api.PyInstance;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PySuper;
import org.specializer.api.PyType;
import org.specializer.spi.Decision;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

/** The LOAD_SUPER_ATTR decision: the builtin {@code super} with a class, attribute or method form. */
class LoadSuperAttrSpecializerTest {
    private final LoadSuperAttrSpecializer specializer = new LoadSuperAttrSpecializer();

    private static Site site(int oparg, PyObject globalSuper, PyObject cls, PyObject self) {
        return Shapes.site(Opcode.LOAD_SUPER_ATTR, oparg, new PyStr[] {n("f")}, globalSuper, cls,
                self);
    }

    @Test
    void builtinSuperWithAClassSpecializesByTheMethodBit() {
        PyType c = cls("C");
        PyInstance self = new PyInstance(c);
        assertEquals(Decision.specialize(Opcode.LOAD_SUPER_ATTR_ATTR),
                specializer.specialize(site(0, PySuper.TYPE, c, self)));
        assertEquals(Decision.specialize(Opcode.LOAD_SUPER_ATTR_ATTR),
                specializer.specialize(site(2, PySuper.TYPE, c, self)));
        Site method = site(3, PySuper.TYPE, c, self);
        assertEquals(Decision.specialize(Opcode.LOAD_SUPER_ATTR_METHOD),
                specializer.specialize(method));
        verify(method, never()).setU16(any(), anyInt());
        verify(method, never()).setU32(any(), anyInt());
        verify(method, never()).setRef(any(), any());
    }

    @Test
    void shadowedSuperFailsShadowed() {
        PyType c = cls("C");
        PyType mySuper = subclass("MySuper", new PyType[] {PySuper.TYPE});
        assertEquals(Decision.fail(LoadSuperAttrFailure.SHADOWED),
                specializer.specialize(site(1, mySuper, c, new PyInstance(c))));
        assertEquals(Decision.fail(LoadSuperAttrFailure.SHADOWED),
                specializer.specialize(site(1, Shapes.trap("super"), c, new PyInstance(c))));
    }

    @Test
    void classArgumentThatIsNotAClassFailsBadClass() {
        assertEquals(Decision.fail(LoadSuperAttrFailure.BAD_CLASS),
                specializer.specialize(site(0, PySuper.TYPE, PyInt.of(3), PyInt.of(4))));
        assertEquals(9, LoadSuperAttrFailure.BAD_CLASS.code());
        assertEquals(10, LoadSuperAttrFailure.SHADOWED.code());
    }
}
