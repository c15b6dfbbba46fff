package org.specializer.family.call;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Builtin;
import org.specializer.api.Names;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyList;
import org.specializer.api.PyMethod;
import org.specializer.api.PyMethodDescr;
import org.specializer.api.PyObject;
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
 * CALL: chooses a child by the callable on the stack ({@code callable, self_or_null,
 * args[oparg]}), as CPython 3.13's {@code _Py_Specialize_Call} does.
 *
 * <ul>
 *   <li>A Python function, or a bound method of one: an exact-arguments child when the code is
 *       simple (no {@code *args}, {@code **kwargs} or keyword-only parameters) and takes exactly
 *       the arguments given, else a general one. The cache holds the function version, so that
 *       a new {@code __code__}, {@code __defaults__} or {@code __kwdefaults__} (which reset the
 *       version to 0) makes the site miss.
 *   <li>A builtin function by the Java shape of its implementation: {@code F1} is
 *       CALL_BUILTIN_O (or CALL_LEN for the builtins' {@code len}), {@code FK}
 *       CALL_BUILTIN_FAST_WITH_KEYWORDS, the other shapes CALL_BUILTIN_FAST (or CALL_ISINSTANCE
 *       for {@code isinstance} with two arguments).
 *   <li>A method descriptor likewise: {@code F0} NOARGS, {@code F1} O (or CALL_LIST_APPEND for
 *       {@code list.append} as a statement), {@code FK} FAST_WITH_KEYWORDS, others FAST.
 *   <li>A builtin class: {@code type}, {@code str}, {@code tuple} with one argument have their
 *       own children, others CALL_BUILTIN_CLASS. A Python class whose instances are plain
 *       objects with inline values, made by {@code object.__new__} and set up by a simple Python
 *       {@code __init__}: CALL_ALLOC_AND_ENTER_INIT, keyed on the class version (the
 *       {@code __init__} is kept in the class's {@link PyType#specCacheInit}).
 *   <li>Anything else: CALL_NON_PY_GENERAL.
 * </ul>
 * Compare CPython specialize.c: {@code _Py_Specialize_Call}.
 */
public final class CallSpecializer implements Specializer {
    private static final CacheField FUNC_VERSION = Family.CALL.field("func_version");
    private static final PyStr LEN = PyStr.intern("len");
    private static final PyStr ISINSTANCE = PyStr.intern("isinstance");

    @Override
    public Family family() {
        return Family.CALL;
    }

    @Override
    public Decision specialize(Site site) {
        int oparg = site.oparg();
        PyObject callable = site.stack(oparg + 1);
        PyObject self = site.stack(oparg);
        int nargs = oparg + (self != null ? 1 : 0);
        Class<?> c = callable.getClass();
        if (c == PyBuiltinFunction.class) {
            return builtinFunction(site, (PyBuiltinFunction) callable, nargs);
        }
        if (c == PyFunction.class) {
            return pythonFunction(site, (PyFunction) callable, nargs, false);
        }
        if (c == PyMethod.class) {
            PyMethod m = (PyMethod) callable;
            if (self != null) {
                // the bound-method children need the NULL slot for self
                return Decision.fail(CommonFailure.OTHER);
            }
            if (m.func.getClass() != PyFunction.class) {
                return Decision.fail(CallFailure.BOUND_METHOD);
            }
            return pythonFunction(site, (PyFunction) m.func, nargs, true);
        }
        if (c == PyType.class) {
            return classCall(site, (PyType) callable, nargs, oparg, self);
        }
        if (c == PyMethodDescr.class) {
            return methodDescriptor(site, (PyMethodDescr) callable, nargs, oparg);
        }
        return Decision.specialize(Opcode.CALL_NON_PY_GENERAL);
    }

    /** Compare CPython specialize.c: {@code specialize_py_call}. */
    private static Decision pythonFunction(Site site, PyFunction fn, int nargs, boolean bound) {
        PyCode code = fn.code;
        if (!code.hasFlag(PyCode.CO_OPTIMIZED)) {
            return Decision.fail(CommonFailure.CODE_NOT_OPTIMIZED);
        }
        int version = fn.version;
        if (version == 0) {
            return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
        }
        boolean exact = isSimple(code) && code.argcount == nargs + (bound ? 1 : 0);
        site.setU32(FUNC_VERSION, version);
        if (bound) {
            return Decision.specialize(exact ? Opcode.CALL_BOUND_METHOD_EXACT_ARGS
                    : Opcode.CALL_BOUND_METHOD_GENERAL);
        }
        return Decision.specialize(exact ? Opcode.CALL_PY_EXACT_ARGS : Opcode.CALL_PY_GENERAL);
    }

    /**
     * CPython's "simple function": no {@code *args}, {@code **kwargs} or keyword-only
     * parameters, and optimized (fast) locals.
     */
    static boolean isSimple(PyCode code) {
        return code.kwonlyargcount == 0 && (code.flags & (PyCode.CO_VARARGS
                | PyCode.CO_VARKEYWORDS | PyCode.CO_OPTIMIZED)) == PyCode.CO_OPTIMIZED;
    }

    /** Compare CPython specialize.c: {@code specialize_c_call}. */
    private static Decision builtinFunction(Site site, PyBuiltinFunction bf, int nargs) {
        if (bf.isConstructor) {
            // a type's __new__: takes the class first, as METH_VARARGS|METH_KEYWORDS in CPython
            return Decision.specialize(Opcode.CALL_NON_PY_GENERAL);
        }
        switch (bf.impl.kind) {
            case F1:
                if (nargs != 1) {
                    return Decision.fail(CommonFailure.WRONG_NUMBER_ARGUMENTS);
                }
                return Decision.specialize(isBuiltin(site, LEN, bf) ? Opcode.CALL_LEN
                        : Opcode.CALL_BUILTIN_O);
            case FK:
                return Decision.specialize(Opcode.CALL_BUILTIN_FAST_WITH_KEYWORDS);
            default:
                return Decision.specialize(nargs == 2 && isBuiltin(site, ISINSTANCE, bf)
                        ? Opcode.CALL_ISINSTANCE : Opcode.CALL_BUILTIN_FAST);
        }
    }

    /** Is {@code bf} the builtins' {@code name}? (An entry read: no Python code runs.) */
    private static boolean isBuiltin(Site site, PyStr name, PyBuiltinFunction bf) {
        PyDict builtins = site.builtins();
        int i = builtins.strEntryIndex(name);
        return i >= 0 && builtins.valueAt(i) == bf;
    }

    /** Compare CPython specialize.c: {@code specialize_method_descriptor}. */
    private static Decision methodDescriptor(Site site, PyMethodDescr md, int nargs,
            int oparg) {
        if (md.isClassMethod) {
            // a classmethod descriptor (dict.fromkeys): CPython's classmethod_descriptor type
            return Decision.specialize(Opcode.CALL_NON_PY_GENERAL);
        }
        Builtin.Kind kind = md.impl.kind;
        switch (kind) {
            case F0:
                if (nargs != 1) {
                    return Decision.fail(CommonFailure.WRONG_NUMBER_ARGUMENTS);
                }
                return Decision.specialize(Opcode.CALL_METHOD_DESCRIPTOR_NOARGS);
            case F1:
                if (nargs != 2) {
                    return Decision.fail(CommonFailure.WRONG_NUMBER_ARGUMENTS);
                }
                if (oparg == 1 && md == PyList.TYPE.lookup(Names.append)
                        && site.nextOpcode() == Opcode.POP_TOP) {
                    return Decision.specialize(Opcode.CALL_LIST_APPEND);
                }
                return Decision.specialize(Opcode.CALL_METHOD_DESCRIPTOR_O);
            case FK:
                return Decision.specialize(Opcode.CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS);
            default:
                return Decision.specialize(Opcode.CALL_METHOD_DESCRIPTOR_FAST);
        }
    }

    /** Compare CPython specialize.c: {@code specialize_class_call}. */
    private static Decision classCall(Site site, PyType t, int nargs, int oparg,
            PyObject self) {
        if (!t.isHeapType()) {
            if (nargs == 1 && oparg == 1 && self == null) {
                if (t == PyType.TYPE) {
                    return Decision.specialize(Opcode.CALL_TYPE_1);
                }
                if (t == PyStr.TYPE) {
                    return Decision.specialize(Opcode.CALL_STR_1);
                }
                if (t == PyTuple.TYPE) {
                    return Decision.specialize(Opcode.CALL_TUPLE_1);
                }
            }
            return Decision.specialize(Opcode.CALL_BUILTIN_CLASS);
        }
        if (t.type != PyType.TYPE) {
            // a metaclass may define __call__: the generic call asks it
            return Decision.specialize(Opcode.CALL_NON_PY_GENERAL);
        }
        if (t.lookup(Names.__new__) == PyType.OBJECT.lookup(Names.__new__)) {
            PyFunction init = simpleInit(t);
            int version = t.version();
            if (version == 0) {
                return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
            }
            if (init != null) {
                if (init.code.argcount != nargs + 1) {
                    return Decision.fail(CommonFailure.WRONG_NUMBER_ARGUMENTS);
                }
                // Cache first: the class version guards both (any change to the class or a
                // base gives it a new version, and the specializer then writes this again).
                t.specCacheInit = init;
                site.setU32(FUNC_VERSION, version);
                return Decision.specialize(Opcode.CALL_ALLOC_AND_ENTER_INIT);
            }
        }
        return Decision.specialize(Opcode.CALL_NON_PY_GENERAL);
    }

    /**
     * The class's {@code __init__} when instances are plain objects with inline values that
     * {@code object.__new__} can make, and {@code __init__} is a simple Python function; else
     * null. Compare CPython specialize.c: {@code get_init_for_simple_managed_python_class}.
     */
    private static PyFunction simpleInit(PyType t) {
        if (t.getJavaClass() != PyObject.class || !t.hasFlag(PyType.INLINE_VALUES)
                || t.hasFlag(PyType.IS_ABSTRACT)) {
            return null;
        }
        PyObject init = t.lookup(Names.__init__);
        if (!(init instanceof PyFunction fn) || !isSimple(fn.code)) {
            return null;
        }
        return fn;
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(CallFailure.values()));
        return all;
    }
}
