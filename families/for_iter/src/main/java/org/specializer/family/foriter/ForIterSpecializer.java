package org.specializer.family.foriter;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.PyGenerator;
import org.specializer.api.PyListIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyRangeIterator;
import org.specializer.api.PyTupleIterator;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.IterFailure;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * FOR_ITER, by the iterator's exact type: a list iterator, a tuple iterator or a range
 * iterator (whose items fit in a long) become FOR_ITER_LIST, _TUPLE and _RANGE, which read and
 * advance the iterator's fields; a generator (not a coroutine) becomes FOR_ITER_GEN, which
 * resumes it directly. When the iterator is exhausted the children end the loop themselves,
 * as the generic instruction does: that is not a deopt. Compare CPython specialize.c:
 * {@code _Py_Specialize_ForIter}.
 */
public final class ForIterSpecializer implements Specializer {
    /** CPython keeps the generator's return offset in a 16-bit field: oparg <= SHRT_MAX. */
    static final int MAX_GEN_OPARG = Short.MAX_VALUE;

    @Override
    public Family family() {
        return Family.FOR_ITER;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject iter = site.stack(0);
        Class<?> c = iter.getClass();
        if (c == PyListIterator.class) {
            return Decision.specialize(Opcode.FOR_ITER_LIST);
        }
        if (c == PyTupleIterator.class) {
            return Decision.specialize(Opcode.FOR_ITER_TUPLE);
        }
        if (c == PyRangeIterator.class) {
            return Decision.specialize(Opcode.FOR_ITER_RANGE);
        }
        if (iter instanceof PyGenerator && iter.type == PyGenerator.TYPE
                && site.oparg() <= MAX_GEN_OPARG) {
            return Decision.specialize(Opcode.FOR_ITER_GEN);
        }
        return Decision.fail(IterFailure.classify(iter));
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(IterFailure.values()));
        return all;
    }
}
