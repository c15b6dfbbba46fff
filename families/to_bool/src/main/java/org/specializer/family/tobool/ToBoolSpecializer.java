package org.specializer.family.tobool;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBool;
import org.specializer.api.PyDict;
import org.specializer.api.PyFloat;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PySet;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.spi.CacheField;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * TO_BOOL, in CPython's order: a bool, an exact int, an exact list, None, an exact str; then an
 * instance of a class (a heap type) that defines neither {@code __bool__} nor {@code __len__}
 * anywhere in its MRO, which is always true: TO_BOOL_ALWAYS_TRUE, with the class's version tag
 * in the cache so that adding either method later (which modifies the class) deopts.
 * Compare CPython specialize.c: {@code _Py_Specialize_ToBool}.
 */
public final class ToBoolSpecializer implements Specializer {
    private static final CacheField VERSION = Family.TO_BOOL.field("version");

    @Override
    public Family family() {
        return Family.TO_BOOL;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject value = site.stack(0);
        Class<?> c = value.getClass();
        if (c == PyBool.class) {
            return Decision.specialize(Opcode.TO_BOOL_BOOL);
        }
        if (value.type == PyInt.TYPE) {
            return Decision.specialize(Opcode.TO_BOOL_INT);   // small or big
        }
        if (c == PyList.class) {
            return Decision.specialize(Opcode.TO_BOOL_LIST);
        }
        if (value == Py.None) {
            return Decision.specialize(Opcode.TO_BOOL_NONE);
        }
        if (c == PyStr.class) {
            return Decision.specialize(Opcode.TO_BOOL_STR);
        }
        PyType t = value.type;
        if (t.isHeapType()) {
            // lookup reads the MRO's dicts; it runs no Python code
            if (t.lookup(Names.__bool__) != null) {
                return Decision.fail(ToBoolFailure.NUMBER);
            }
            if (t.lookup(Names.__len__) != null) {
                return Decision.fail(ToBoolFailure.MAPPING);
            }
            int version = t.version();
            if (version == 0) {
                return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
            }
            site.setU32(VERSION, version);
            return Decision.specialize(Opcode.TO_BOOL_ALWAYS_TRUE);
        }
        return Decision.fail(failKind(value));
    }

    /** Compare CPython specialize.c: {@code to_bool_fail_kind}. */
    static FailureKind failKind(PyObject value) {
        Class<?> c = value.getClass();
        if (c == PyDict.class) {
            return ToBoolFailure.DICT;
        }
        if (c == PyFloat.class) {
            return ToBoolFailure.FLOAT;
        }
        if (c == PySet.class || c == PyFrozenSet.class) {
            return ToBoolFailure.SET;
        }
        if (c == PyTuple.class) {
            return ToBoolFailure.TUPLE;
        }
        switch (value.type.getName()) {
            case "bytes":
                return ToBoolFailure.BYTES;
            case "bytearray":
                return ToBoolFailure.BYTEARRAY;
            case "memoryview":
                return ToBoolFailure.MEMORY_VIEW;
            default:
                return CommonFailure.OTHER;
        }
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(ToBoolFailure.values()));
        return all;
    }
}
