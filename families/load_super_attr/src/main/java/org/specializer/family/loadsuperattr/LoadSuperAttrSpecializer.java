package org.specializer.family.loadsuperattr;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.PyObject;
import org.specializer.api.PySuper;
import org.specializer.api.PyType;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * LOAD_SUPER_ATTR ({@code global_super, class, self} on the stack): when {@code super} is the
 * builtin type and the class argument a class, the attribute is looked up along the MRO
 * without creating a super object: LOAD_SUPER_ATTR_METHOD in method form (oparg bit 0),
 * LOAD_SUPER_ATTR_ATTR otherwise. Nothing is cached (the family has only a counter); the
 * children re-check the same two conditions. Compare CPython specialize.c:
 * {@code _Py_Specialize_LoadSuperAttr}.
 */
public final class LoadSuperAttrSpecializer implements Specializer {
    @Override
    public Family family() {
        return Family.LOAD_SUPER_ATTR;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject globalSuper = site.stack(2);
        PyObject cls = site.stack(1);
        if (globalSuper != PySuper.TYPE) {
            return Decision.fail(LoadSuperAttrFailure.SHADOWED);
        }
        if (!(cls instanceof PyType)) {
            return Decision.fail(LoadSuperAttrFailure.BAD_CLASS);
        }
        return Decision.specialize((site.oparg() & 1) != 0 ? Opcode.LOAD_SUPER_ATTR_METHOD
                : Opcode.LOAD_SUPER_ATTR_ATTR);
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(LoadSuperAttrFailure.values()));
        return all;
    }
}
