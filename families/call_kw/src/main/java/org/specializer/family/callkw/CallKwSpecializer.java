package org.specializer.family.callkw;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.PyCode;
import org.specializer.api.PyFunction;
import org.specializer.api.PyMethod;
import org.specializer.api.PyObject;
import org.specializer.spi.CacheField;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * CALL_KW ({@code callable, self_or_null, args[oparg], kwnames}): a Python function becomes
 * CALL_KW_PY and a bound method of one CALL_KW_BOUND_METHOD, with the function version in the
 * cache; keyword binding stays general (there is no exact-arguments form). Any other callable
 * becomes CALL_KW_NON_PY. As CPython 3.14; compare its specialize.c:
 * {@code _Py_Specialize_CallKw}.
 */
public final class CallKwSpecializer implements Specializer {
    private static final CacheField FUNC_VERSION = Family.CALL_KW.field("func_version");

    @Override
    public Family family() {
        return Family.CALL_KW;
    }

    @Override
    public Decision specialize(Site site) {
        int oparg = site.oparg();
        PyObject callable = site.stack(oparg + 2);
        PyObject self = site.stack(oparg + 1);
        Class<?> c = callable.getClass();
        if (c == PyFunction.class) {
            return pythonFunction(site, (PyFunction) callable, false);
        }
        if (c == PyMethod.class) {
            PyObject func = ((PyMethod) callable).func;
            if (self != null) {
                // the bound-method child needs the NULL slot for self
                return Decision.fail(CommonFailure.OTHER);
            }
            if (func.getClass() != PyFunction.class) {
                return Decision.fail(CallKwFailure.BOUND_METHOD);
            }
            return pythonFunction(site, (PyFunction) func, true);
        }
        return Decision.specialize(Opcode.CALL_KW_NON_PY);
    }

    /** Compare CPython 3.14 specialize.c: {@code specialize_py_call_kw}. */
    private static Decision pythonFunction(Site site, PyFunction fn, boolean bound) {
        if (!fn.code.hasFlag(PyCode.CO_OPTIMIZED)) {
            return Decision.fail(CommonFailure.CODE_NOT_OPTIMIZED);
        }
        int version = fn.version;
        if (version == 0) {
            return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
        }
        site.setU32(FUNC_VERSION, version);
        return Decision.specialize(bound ? Opcode.CALL_KW_BOUND_METHOD : Opcode.CALL_KW_PY);
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(CallKwFailure.values()));
        return all;
    }
}
