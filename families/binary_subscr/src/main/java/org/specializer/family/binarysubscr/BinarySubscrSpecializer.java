package org.specializer.family.binarysubscr;

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
 * BINARY_SUBSCR ({@code container, sub} on the stack):
 * <ul>
 *   <li>an exact list, tuple or str with a non-negative "compact" int index (a {@code PyInt}
 *       below 2**30, as CPython's one-digit ints) becomes _LIST_INT, _TUPLE_INT or _STR_INT;
 *       a negative or larger index fails OUT_OF_RANGE, a slice the container's SLICE kind,
 *       except that a slice of an exact list becomes _LIST_SLICE (CPython 3.14's
 *       BINARY_OP_SUBSCR_LIST_SLICE);
 *   <li>an exact dict becomes _DICT, for any key;
 *   <li>an instance of a class whose {@code __getitem__} (found in its MRO) is a Python
 *       function with two plain positional parameters becomes _GETITEM. The function and its
 *       version go to the class's {@code specCacheGetitem} fields, which modifying the class
 *       clears; the child checks them on every execution.
 * </ul>
 * Compare CPython specialize.c: {@code _Py_Specialize_BinarySubscr}.
 */
public final class BinarySubscrSpecializer implements Specializer {
    /** CPython's compact ints have one 30-bit digit. */
    static final long COMPACT_LIMIT = 1L << 30;

    @Override
    public Family family() {
        return Family.BINARY_SUBSCR;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject container = site.stack(1);
        PyObject sub = site.stack(0);
        Class<?> c = container.getClass();
        if (c == PyList.class) {
            if (sub.getClass() == PySlice.class) {
                return Decision.specialize(Opcode.BINARY_SUBSCR_LIST_SLICE);  // as CPython 3.14
            }
            return indexed(sub, Opcode.BINARY_SUBSCR_LIST_INT, SubscrFailure.LIST_SLICE);
        }
        if (c == PyTuple.class) {
            return indexed(sub, Opcode.BINARY_SUBSCR_TUPLE_INT, SubscrFailure.TUPLE_SLICE);
        }
        if (c == PyStr.class) {
            return indexed(sub, Opcode.BINARY_SUBSCR_STR_INT, SubscrFailure.STRING_SLICE);
        }
        if (c == PyDict.class) {
            return Decision.specialize(Opcode.BINARY_SUBSCR_DICT);
        }
        PyType t = container.type;
        PyObject getitem = t.lookup(Names.__getitem__);
        if (getitem instanceof PyFunction f) {
            return pythonGetitem(t, f);
        }
        return Decision.fail(failKind(t, sub));
    }

    private static Decision indexed(PyObject sub, Opcode child, FailureKind slice) {
        if (sub.type == PyInt.TYPE) {
            if (sub.getClass() == PyInt.class) {
                long i = ((PyInt) sub).value;
                if (i >= 0 && i < COMPACT_LIMIT) {
                    return Decision.specialize(child);
                }
            }
            return Decision.fail(CommonFailure.OUT_OF_RANGE);   // negative or big
        }
        return Decision.fail(sub instanceof PySlice ? slice : CommonFailure.OTHER);
    }

    private static Decision pythonGetitem(PyType t, PyFunction f) {
        if (!t.isHeapType()) {
            return Decision.fail(SubscrFailure.NOT_HEAP_TYPE);
        }
        PyCode code = f.code;
        FailureKind kind = functionKind(code);
        if (kind != null) {
            return Decision.fail(kind);
        }
        if (code.argcount != 2) {
            return Decision.fail(CommonFailure.WRONG_NUMBER_ARGUMENTS);
        }
        int version = f.version;
        if (version == 0) {
            return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
        }
        // Modifying the class clears these; the child also compares the function's version.
        t.specCacheGetitem = f;
        t.specCacheGetitemVersion = version;
        return Decision.specialize(Opcode.BINARY_SUBSCR_GETITEM);
    }

    /**
     * Null for a simple function (positional parameters only, optimized code); else why not.
     * Compare CPython specialize.c: {@code function_kind}.
     */
    static FailureKind functionKind(PyCode code) {
        if ((code.flags & (PyCode.CO_VARARGS | PyCode.CO_VARKEYWORDS)) != 0
                || code.kwonlyargcount != 0) {
            return CommonFailure.CODE_COMPLEX_PARAMETERS;
        }
        if ((code.flags & PyCode.CO_OPTIMIZED) == 0) {
            return CommonFailure.CODE_NOT_OPTIMIZED;
        }
        return null;
    }

    /** Compare CPython specialize.c: {@code binary_subscr_fail_kind}. */
    static FailureKind failKind(PyType t, PyObject sub) {
        boolean intIndex = sub.type == PyInt.TYPE;
        if (!t.isHeapType()) {
            switch (t.getName()) {
                case "array":
                    return intIndex ? SubscrFailure.ARRAY_INT
                            : sub instanceof PySlice ? SubscrFailure.ARRAY_SLICE
                            : CommonFailure.OTHER;
                case "bytes":
                case "bytearray":
                case "memoryview":
                    return intIndex ? SubscrFailure.BUFFER_INT
                            : sub instanceof PySlice ? SubscrFailure.BUFFER_SLICE
                            : CommonFailure.OTHER;
                default:
                    break;
            }
        }
        if (intIndex && t.lookup(Names.__getitem__) != null
                && t.lookup(Names.__len__) != null && !t.isSubtype(PyDict.TYPE)) {
            return SubscrFailure.SEQUENCE_INT;
        }
        return CommonFailure.OTHER;
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(SubscrFailure.values()));
        return all;
    }
}
