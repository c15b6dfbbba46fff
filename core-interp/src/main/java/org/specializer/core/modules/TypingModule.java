package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyFunction;
import org.specializer.api.PyModule;
import org.specializer.api.PyNone;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.interp.Interp;

/**
 * The {@code _typing} module, as CPython 3.13's {@code Modules/_typingmodule.c}: the types of
 * {@code Objects/typevarobject.c} ({@link TypeVarObject} for TypeVar, ParamSpec and
 * TypeVarTuple with ParamSpecArgs and ParamSpecKwargs, {@link PyTypeAliasType},
 * {@code Generic}, {@code NoDefault}) and {@code _idfunc}. Lib's {@code typing.py} imports
 * them from here.
 *
 * <p>The PEP 695 instructions make these objects through the {@code make*} entry points here
 * (CALL_INTRINSIC_1/2). Where CPython's C code calls back into {@code typing.py}
 * ({@code _type_check}, {@code _make_union}, {@code _generic_class_getitem}, {@code Unpack},
 * {@code _GenericAlias} ...), so does this module, importing {@code typing} when it first
 * needs it: a generic class needs {@code typing}, a generic function or alias does not.
 */
public final class TypingModule {
    private TypingModule() {}

    /** {@code NoDefaultType}, the type of {@code typing.NoDefault}. */
    static final PyType NO_DEFAULT_TYPE = PyType.builtin("NoDefaultType", NoDefault.class,
            PyType.OBJECT, 0, t -> {
                t.define("__doc__", PyStr.of("The type of the NoDefault singleton."));
                t.constructor((cls, args, kw) -> {
                    if (args.length != 0) {
                        throw Py.typeError("NoDefaultType takes no arguments");
                    }
                    return TypingModule.NO_DEFAULT;
                });
                t.method0("__repr__", self -> PyStr.intern("typing.NoDefault"));
                t.method0("__reduce__", self -> PyStr.intern("NoDefault"));
            });

    /** {@code typing.NoDefault}: a type parameter's {@code __default__} when it has none. */
    static final PyObject NO_DEFAULT = new NoDefault();

    /** {@code typing.Generic}: its class methods hand over to {@code typing.py}. */
    static final PyType GENERIC = PyType.builtin("Generic", PyObject.class, PyType.OBJECT,
            PyType.BASETYPE, t -> {
                t.define("__module__", PyStr.intern("typing"));
                t.define("__doc__", PyStr.of("Abstract base class for generic types."));
                t.classMethodK("__class_getitem__", (cls, args, kw) ->
                        callTypingWithClass("_generic_class_getitem", cls, args, kw));
                t.classMethodK("__init_subclass__", (cls, args, kw) ->
                        callTypingWithClass("_generic_init_subclass", cls, args, kw));
            }).withModule("typing").withDottedTpName().fromSpec();

    private static final class NoDefault extends PyObject {
        NoDefault() {
            super(NO_DEFAULT_TYPE);
        }
    }

    public static PyModule create() {
        PyModule m = new PyModule("_typing");
        m.put("__doc__", PyStr.of("Primitives and accelerators for the typing module.\n"));
        m.put("TypeVar", TypeVarObject.TYPEVAR);
        m.put("ParamSpec", TypeVarObject.PARAMSPEC);
        m.put("ParamSpecArgs", TypeVarObject.ParamSpecAttr.ARGS);
        m.put("ParamSpecKwargs", TypeVarObject.ParamSpecAttr.KWARGS);
        m.put("TypeVarTuple", TypeVarObject.TYPEVARTUPLE);
        m.put("TypeAliasType", PyTypeAliasType.TYPE);
        m.put("Generic", GENERIC);
        m.put("NoDefault", NO_DEFAULT);
        m.def1("_idfunc", (self, x) -> x);
        return m;
    }

    // ------------------------------------------------------------------ the PEP 695 intrinsics

    /** INTRINSIC_TYPEVAR: {@code T}. */
    public static PyObject makeTypeVar(PyObject name) {
        return TypeVarObject.makeTypeVar(name, null, null);
    }

    /** INTRINSIC_TYPEVAR_WITH_BOUND: {@code T: bound}, the bound a function evaluated lazily. */
    public static PyObject makeTypeVarWithBound(PyObject name, PyObject evaluateBound) {
        return TypeVarObject.makeTypeVar(name, evaluateBound, null);
    }

    /** INTRINSIC_TYPEVAR_WITH_CONSTRAINTS: {@code T: (a, b)}. */
    public static PyObject makeTypeVarWithConstraints(PyObject name,
            PyObject evaluateConstraints) {
        return TypeVarObject.makeTypeVar(name, null, evaluateConstraints);
    }

    /** INTRINSIC_PARAMSPEC: {@code **P}. */
    public static PyObject makeParamSpec(PyObject name) {
        return TypeVarObject.makeParamSpec(name);
    }

    /** INTRINSIC_TYPEVARTUPLE: {@code *Ts}. */
    public static PyObject makeTypeVarTuple(PyObject name) {
        return TypeVarObject.makeTypeVarTuple(name);
    }

    /** INTRINSIC_SET_TYPEPARAM_DEFAULT: {@code = default}, evaluated lazily. */
    public static PyObject setTypeParamDefault(PyObject typeParam, PyObject evaluateDefault) {
        return TypeVarObject.setDefault(typeParam, evaluateDefault);
    }

    /** INTRINSIC_TYPEALIAS: the value of {@code type X = ...} from (name, type params, function). */
    public static PyObject makeTypeAlias(PyObject args) {
        return PyTypeAliasType.make(args);
    }

    /**
     * INTRINSIC_SUBSCRIPT_GENERIC: {@code Generic[*params]}, the base a generic class gets
     * (CPython's _Py_subscript_generic).
     */
    public static PyObject subscriptGeneric(PyObject params) {
        PyObject unpacked = unpackTypeVarTuples((PyTuple) params);
        return callTyping("_GenericAlias", GENERIC, unpacked);
    }

    /** INTRINSIC_SET_FUNCTION_TYPE_PARAMS: the function's {@code __type_params__}. */
    public static PyObject setFunctionTypeParams(PyObject func, PyObject typeParams) {
        ((PyFunction) func).typeParams = typeParams;
        return func;
    }

    // ------------------------------------------------------------------ calls into typing.py

    /** {@code typing.<name>(*args)} (CPython's call_typing_func_object). */
    static PyObject callTyping(String name, PyObject... args) {
        PyObject typing = Interp.importModule("typing", null, null, 0);
        return Abstract.call(Abstract.getAttr(typing, name), args);
    }

    /** {@code typing.<name>(cls, *args, **kw)} (CPython's call_typing_args_kwargs). */
    private static PyObject callTypingWithClass(String name, PyObject cls, PyObject[] args,
            PyStr[] kw) {
        PyObject typing = Interp.importModule("typing", null, null, 0);
        PyObject f = Abstract.getAttr(typing, name);
        PyObject[] all = new PyObject[args.length + 1];
        all[0] = cls;
        System.arraycopy(args, 0, all, 1, args.length);
        return f.call(all, kw);
    }

    /** {@code typing._type_check(arg, msg)}, but None is NoneType without asking (CPython's type_check). */
    static PyObject typeCheck(PyObject arg, String msg) {
        if (arg == Py.None) {
            return PyNone.TYPE;
        }
        return callTyping("_type_check", arg, PyStr.of(msg));
    }

    /** {@code typing.Unpack[tvt]}. */
    static PyObject unpack(PyObject tvt) {
        PyObject typing = Interp.importModule("typing", null, null, 0);
        return Abstract.getItem(Abstract.getAttr(typing, "Unpack"), tvt);
    }

    /** The parameters with each TypeVarTuple as {@code Unpack[Ts]} (CPython's unpack_typevartuples). */
    static PyObject unpackTypeVarTuples(PyTuple params) {
        boolean any = false;
        for (PyObject p : params.items) {
            any |= p.type == TypeVarObject.TYPEVARTUPLE;
        }
        if (!any) {
            return params;
        }
        PyObject[] out = new PyObject[params.items.length];
        for (int i = 0; i < out.length; i++) {
            PyObject p = params.items[i];
            out[i] = p.type == TypeVarObject.TYPEVARTUPLE ? unpack(p) : p;
        }
        return PyTuple.of(out);
    }

    /** The module a TypeVar made by a call records: its caller's (CPython's caller()). */
    static PyObject caller() {
        return Interp.callerModule();
    }
}
