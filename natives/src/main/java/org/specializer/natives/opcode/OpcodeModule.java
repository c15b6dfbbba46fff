package org.specializer.natives.opcode;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyCode;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.compiler.CPythonOpcodes;
import org.specializer.core.modules.Params;

/**
 * The {@code _opcode} module (CPython {@code Modules/_opcode.c}): CPython 3.13's opcode
 * properties and stack effects, in CPython's numbering ({@link CPythonOpcodes}), which is the
 * numbering {@code co_code} shows. Lib's {@code opcode} and {@code dis} build on it.
 */
public final class OpcodeModule {
    private OpcodeModule() {}

    private static final Params STACK_EFFECT = new Params("stack_effect",
            new String[] {"opcode", "oparg", "jump"}, 2, 2, 1);
    private static final Params GET_EXECUTOR = new Params("get_executor",
            new String[] {"code", "offset"}, 0, 2, 2);

    private static final String[] INTRINSIC_1 = {"INTRINSIC_1_INVALID", "INTRINSIC_PRINT",
        "INTRINSIC_IMPORT_STAR", "INTRINSIC_STOPITERATION_ERROR", "INTRINSIC_ASYNC_GEN_WRAP",
        "INTRINSIC_UNARY_POSITIVE", "INTRINSIC_LIST_TO_TUPLE", "INTRINSIC_TYPEVAR",
        "INTRINSIC_PARAMSPEC", "INTRINSIC_TYPEVARTUPLE", "INTRINSIC_SUBSCRIPT_GENERIC",
        "INTRINSIC_TYPEALIAS"};
    private static final String[] INTRINSIC_2 = {"INTRINSIC_2_INVALID",
        "INTRINSIC_PREP_RERAISE_STAR", "INTRINSIC_TYPEVAR_WITH_BOUND",
        "INTRINSIC_TYPEVAR_WITH_CONSTRAINTS", "INTRINSIC_SET_FUNCTION_TYPE_PARAMS",
        "INTRINSIC_SET_TYPEPARAM_DEFAULT"};
    private static final String[] NB_NAMES = {"NB_ADD", "NB_AND", "NB_FLOOR_DIVIDE",
        "NB_LSHIFT", "NB_MATRIX_MULTIPLY", "NB_MULTIPLY", "NB_REMAINDER", "NB_OR", "NB_POWER",
        "NB_RSHIFT", "NB_SUBTRACT", "NB_TRUE_DIVIDE", "NB_XOR"};

    public static PyModule create() {
        PyModule m = new PyModule("_opcode");
        m.put("ENABLE_SPECIALIZATION", PyInt.ONE);
        m.defK("stack_effect", (self, args, kw) -> stackEffect(STACK_EFFECT.parse(args, kw)));
        predicate(m, "is_valid", 0);
        predicate(m, "has_arg", CPythonOpcodes.ARG);
        predicate(m, "has_const", CPythonOpcodes.CONST);
        predicate(m, "has_name", CPythonOpcodes.NAME);
        predicate(m, "has_jump", CPythonOpcodes.JUMP);
        predicate(m, "has_free", CPythonOpcodes.FREE);
        predicate(m, "has_local", CPythonOpcodes.LOCAL);
        predicate(m, "has_exc", CPythonOpcodes.EXC);
        m.def0("get_intrinsic1_descs", self -> strings(INTRINSIC_1));
        m.def0("get_intrinsic2_descs", self -> strings(INTRINSIC_2));
        m.def0("get_nb_ops", self -> nbOps());
        m.def0("get_specialization_stats", self -> Py.None);
        m.defK("get_executor", (self, args, kw) -> {
            PyObject[] a = GET_EXECUTOR.parse(args, kw);
            if (!(a[0] instanceof PyCode)) {
                throw Py.typeError("expected a code object, not '" + a[0].type.getName()
                        + "'");
            }
            Abstract.asInt(a[1]);
            throw Py.error(PyExc.RuntimeError, "Executors are not available in this build");
        });
        return m;
    }

    private static void predicate(PyModule m, String name, int flag) {
        m.def1(name, (self, op) -> {
            int n = Abstract.asInt(op);
            return flag == 0 ? Py.newBool(CPythonOpcodes.isValid(n))
                    : Py.newBool(CPythonOpcodes.has(n, flag));
        });
    }

    // Compare CPython _opcode.c: _opcode_stack_effect_impl
    private static PyObject stackEffect(PyObject[] a) {
        int opcode = Abstract.asInt(a[0]);
        int oparg = a[1] == null || a[1] == Py.None ? 0 : Abstract.asInt(a[1]);
        PyObject jump = a[2] == null ? Py.None : a[2];
        int j;
        if (jump == Py.None) {
            j = -1;
        } else if (jump == Py.True) {
            j = 1;
        } else if (jump == Py.False) {
            j = 0;
        } else {
            throw Py.valueError("stack_effect: jump must be False, True or None");
        }
        int effect = CPythonOpcodes.stackEffect(opcode, oparg, j);
        if (effect == Integer.MIN_VALUE) {
            throw Py.valueError("invalid opcode or oparg");
        }
        return PyInt.of(effect);
    }

    private static PyObject strings(String[] names) {
        PyObject[] out = new PyObject[names.length];
        for (int i = 0; i < names.length; i++) {
            out[i] = PyStr.of(names[i]);
        }
        return new PyList(out);
    }

    /** {@code [(name, symbol), ...]} for BINARY_OP's operand, in-place forms after the plain ones. */
    private static PyObject nbOps() {
        PyObject[] out = new PyObject[2 * NB_NAMES.length];
        for (int i = 0; i < NB_NAMES.length; i++) {
            out[i] = PyTuple.of(PyStr.of(NB_NAMES[i]), PyStr.of(Abstract.binarySymbol(i)));
            out[i + NB_NAMES.length] = PyTuple.of(
                    PyStr.of(NB_NAMES[i].replace("NB_", "NB_INPLACE_")),
                    PyStr.of(Abstract.binarySymbol(i + Abstract.NB_INPLACE)));
        }
        return new PyList(out);
    }
}
