package org.specializer.family.unpacksequence;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Names;
import org.specializer.api.PyDict;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * UNPACK_SEQUENCE n: an exact tuple of length n becomes UNPACK_SEQUENCE_TWO_TUPLE (n == 2) or
 * UNPACK_SEQUENCE_TUPLE, an exact list of length n UNPACK_SEQUENCE_LIST. A wrong length fails
 * EXPECTED_ERROR: the generic instruction raises ValueError. Compare CPython specialize.c:
 * {@code _Py_Specialize_UnpackSequence}.
 */
public final class UnpackSequenceSpecializer implements Specializer {

    @Override
    public Family family() {
        return Family.UNPACK_SEQUENCE;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject seq = site.stack(0);
        int n = site.oparg();
        Class<?> c = seq.getClass();
        if (c == PyTuple.class) {
            int len = ((PyTuple) seq).items.length;
            if (len != n) {
                return Decision.fail(CommonFailure.EXPECTED_ERROR);
            }
            return Decision.specialize(len == 2 ? Opcode.UNPACK_SEQUENCE_TWO_TUPLE
                    : Opcode.UNPACK_SEQUENCE_TUPLE);
        }
        if (c == PyList.class) {
            if (((PyList) seq).size != n) {
                return Decision.fail(CommonFailure.EXPECTED_ERROR);
            }
            return Decision.specialize(Opcode.UNPACK_SEQUENCE_LIST);
        }
        return Decision.fail(failKind(seq));
    }

    /** Compare CPython specialize.c: {@code unpack_sequence_fail_kind}. */
    static FailureKind failKind(PyObject seq) {
        // PySequence_Check: __getitem__ and not a dict; PyIter_Check: __next__
        if (!(seq instanceof PyDict) && seq.type.lookup(Names.__getitem__) != null) {
            return UnpackSequenceFailure.SEQUENCE;
        }
        if (seq.type.lookup(Names.__next__) != null) {
            return UnpackSequenceFailure.ITERATOR;
        }
        return CommonFailure.OTHER;
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(UnpackSequenceFailure.values()));
        return all;
    }
}
