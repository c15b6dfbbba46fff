package org.specializer.family.storesubscr;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Names;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PySlice;
import org.specializer.api.PyType;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * STORE_SUBSCR ({@code value, container, sub} on the stack): an exact list with a
 * non-negative "compact" int index (a {@code PyInt} below 2**30) that is within the list as it
 * is now becomes STORE_SUBSCR_LIST_INT; an exact dict STORE_SUBSCR_DICT. Compare CPython
 * specialize.c: {@code _Py_Specialize_StoreSubscr}.
 */
public final class StoreSubscrSpecializer implements Specializer {
    /** CPython's compact ints have one 30-bit digit. */
    static final long COMPACT_LIMIT = 1L << 30;

    @Override
    public Family family() {
        return Family.STORE_SUBSCR;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject container = site.stack(1);
        PyObject sub = site.stack(0);
        Class<?> c = container.getClass();
        if (c == PyList.class) {
            if (sub.type == PyInt.TYPE) {
                if (sub.getClass() == PyInt.class) {
                    long i = ((PyInt) sub).value;
                    if (i >= 0 && i < COMPACT_LIMIT && i < ((PyList) container).size) {
                        return Decision.specialize(Opcode.STORE_SUBSCR_LIST_INT);
                    }
                }
                return Decision.fail(CommonFailure.OUT_OF_RANGE);   // negative, big or past the end
            }
            return Decision.fail(sub instanceof PySlice ? StoreSubscrFailure.LIST_SLICE
                    : CommonFailure.OTHER);
        }
        if (c == PyDict.class) {
            return Decision.specialize(Opcode.STORE_SUBSCR_DICT);
        }
        return Decision.fail(failKind(container, sub));
    }

    /** Compare CPython specialize.c: the statistics part of {@code _Py_Specialize_StoreSubscr}. */
    static FailureKind failKind(PyObject container, PyObject sub) {
        PyType t = container.type;
        PyObject setitem = t.lookup(Names.__setitem__);
        if (container instanceof PyDict && setitem == PyDict.TYPE.lookup(Names.__setitem__)) {
            return StoreSubscrFailure.DICT_SUBCLASS_NO_OVERRIDE;
        }
        boolean intIndex = sub.type == PyInt.TYPE;
        boolean slice = sub instanceof PySlice;
        if (!t.isHeapType() && isBuffer(t.getName())) {
            if (intIndex && (sub.getClass() != PyInt.class || ((PyInt) sub).value < 0
                    || ((PyInt) sub).value >= COMPACT_LIMIT)) {
                return CommonFailure.OUT_OF_RANGE;
            }
            switch (t.getName()) {
                case "array":
                    return intIndex ? StoreSubscrFailure.ARRAY_INT
                            : slice ? StoreSubscrFailure.ARRAY_SLICE : CommonFailure.OTHER;
                case "bytearray":
                    return intIndex ? StoreSubscrFailure.BYTEARRAY_INT
                            : slice ? StoreSubscrFailure.BYTEARRAY_SLICE : CommonFailure.OTHER;
                default:
                    return intIndex ? StoreSubscrFailure.BUFFER_INT
                            : slice ? StoreSubscrFailure.BUFFER_SLICE : CommonFailure.OTHER;
            }
        }
        if (setitem instanceof PyFunction f) {
            PyCode code = f.code;
            boolean simple = (code.flags & (PyCode.CO_VARARGS | PyCode.CO_VARKEYWORDS)) == 0
                    && code.kwonlyargcount == 0 && (code.flags & PyCode.CO_OPTIMIZED) != 0;
            return simple ? StoreSubscrFailure.PY_SIMPLE : StoreSubscrFailure.PY_OTHER;
        }
        return CommonFailure.OTHER;
    }

    private static boolean isBuffer(String builtinName) {
        switch (builtinName) {
            case "array": case "bytearray": case "bytes": case "memoryview":
                return true;
            default:
                return false;
        }
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(StoreSubscrFailure.values()));
        return all;
    }
}
