package org.specializer.family.send;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.PyGenerator;
import org.specializer.api.PyObject;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.IterFailure;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * SEND ({@code receiver, value} on the stack): a receiver that is exactly a generator or a
 * coroutine becomes SEND_GEN, which resumes it with the value directly instead of calling its
 * {@code send} method. Any other receiver fails with the kind of iterator it is.
 * Compare CPython specialize.c: {@code _Py_Specialize_Send}.
 */
public final class SendSpecializer implements Specializer {

    @Override
    public Family family() {
        return Family.SEND;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject receiver = site.stack(1);
        if (receiver instanceof PyGenerator
                && (receiver.type == PyGenerator.TYPE
                        || receiver.type == PyGenerator.COROUTINE_TYPE)) {
            return Decision.specialize(Opcode.SEND_GEN);
        }
        return Decision.fail(IterFailure.classify(receiver));
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(IterFailure.values()));
        return all;
    }
}
