package org.specializer.family.containsop;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.PyDict;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PySet;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * CONTAINS_OP ({@code item in container}, the container on top): an exact dict becomes
 * CONTAINS_OP_DICT, an exact set or frozenset CONTAINS_OP_SET. Subclasses stay generic: they
 * may override {@code __contains__}. Compare CPython specialize.c:
 * {@code _Py_Specialize_ContainsOp}.
 */
public final class ContainsOpSpecializer implements Specializer {

    @Override
    public Family family() {
        return Family.CONTAINS_OP;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject container = site.stack(0);
        Class<?> c = container.getClass();
        if (c == PyDict.class) {
            return Decision.specialize(Opcode.CONTAINS_OP_DICT);
        }
        if (c == PySet.class || c == PyFrozenSet.class) {
            return Decision.specialize(Opcode.CONTAINS_OP_SET);
        }
        return Decision.fail(failKind(container));
    }

    /** Compare CPython specialize.c: {@code containsop_fail_kind}. */
    static FailureKind failKind(PyObject container) {
        Class<?> c = container.getClass();
        if (c == PyStr.class) {
            return ContainsOpFailure.STR;
        }
        if (c == PyList.class) {
            return ContainsOpFailure.LIST;
        }
        if (c == PyTuple.class) {
            return ContainsOpFailure.TUPLE;
        }
        if (container instanceof PyType) {
            return ContainsOpFailure.USER_CLASS;
        }
        return CommonFailure.OTHER;
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(ContainsOpFailure.values()));
        return all;
    }
}
