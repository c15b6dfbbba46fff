package org.specializer.family.compareop;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.PyBool;
import org.specializer.api.PyBytes;
import org.specializer.api.PyFloat;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyInt;
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
 * COMPARE_OP: both operands of the same exact type.
 * <ul>
 *   <li>float: COMPARE_OP_FLOAT (NaN compares unordered, which only {@code !=} accepts);
 *   <li>int: COMPARE_OP_INT when both are {@code PyInt} (CPython's "compact" ints; ours fit in
 *       a long), else BIG_INT;
 *   <li>str: COMPARE_OP_STR for {@code ==} and {@code !=} only, else STRING.
 * </ul>
 * The oparg is {@code cmp << 5 | 16 (to bool) | mask}; the children test the comparison's
 * outcome bit against the mask and always push a bool. Compare CPython specialize.c:
 * {@code _Py_Specialize_CompareOp}.
 */
public final class CompareOpSpecializer implements Specializer {

    @Override
    public Family family() {
        return Family.COMPARE_OP;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject lhs = site.stack(1);
        PyObject rhs = site.stack(0);
        int cmp = site.oparg() >> 5;
        if (lhs.type != rhs.type) {
            return Decision.fail(failKind(lhs, rhs));
        }
        Class<?> c = lhs.getClass();
        if (c == PyFloat.class) {
            return Decision.specialize(Opcode.COMPARE_OP_FLOAT);
        }
        if (lhs.type == PyInt.TYPE) {
            if (c == PyInt.class && rhs.getClass() == PyInt.class) {
                return Decision.specialize(Opcode.COMPARE_OP_INT);
            }
            return Decision.fail(CompareOpFailure.BIG_INT);
        }
        if (c == PyStr.class) {
            if (cmp != Abstract.EQ && cmp != Abstract.NE) {
                return Decision.fail(CompareOpFailure.STRING);
            }
            return Decision.specialize(Opcode.COMPARE_OP_STR);
        }
        return Decision.fail(failKind(lhs, rhs));
    }

    /** Compare CPython specialize.c: {@code compare_op_fail_kind}. */
    static FailureKind failKind(PyObject lhs, PyObject rhs) {
        if (lhs.type != rhs.type) {
            if (lhs.getClass() == PyFloat.class && rhs.type == PyInt.TYPE) {
                return CompareOpFailure.FLOAT_LONG;
            }
            if (lhs.type == PyInt.TYPE && rhs.getClass() == PyFloat.class) {
                return CompareOpFailure.LONG_FLOAT;
            }
            return CompareOpFailure.DIFFERENT_TYPES;
        }
        Class<?> c = lhs.getClass();
        if (c == PyBytes.class && lhs.type.getName().equals("bytes")) {
            return CompareOpFailure.BYTES;
        }
        if (c == PyTuple.class) {
            return CompareOpFailure.TUPLE;
        }
        if (c == PyList.class) {
            return CompareOpFailure.LIST;
        }
        if (c == PySet.class || c == PyFrozenSet.class) {
            return CompareOpFailure.SET;
        }
        if (c == PyBool.class) {
            return CompareOpFailure.BOOL;
        }
        if (comparesAsObject(lhs.type)) {
            return CompareOpFailure.BASEOBJECT;
        }
        return CommonFailure.OTHER;
    }

    /** Does {@code t} inherit every rich comparison from object (no user code runs)? */
    private static boolean comparesAsObject(PyType t) {
        PyType o = PyType.OBJECT;
        return t.lookup(Names.__eq__) == o.lookup(Names.__eq__)
                && t.lookup(Names.__ne__) == o.lookup(Names.__ne__)
                && t.lookup(Names.__lt__) == o.lookup(Names.__lt__)
                && t.lookup(Names.__le__) == o.lookup(Names.__le__)
                && t.lookup(Names.__gt__) == o.lookup(Names.__gt__)
                && t.lookup(Names.__ge__) == o.lookup(Names.__ge__);
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(CompareOpFailure.values()));
        return all;
    }
}
