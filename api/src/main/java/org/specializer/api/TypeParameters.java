package org.specializer.api;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What {@code types.GenericAlias} and {@code types.UnionType} share: finding the type
 * variables among their arguments, substituting them, and the repr of one argument. Compare
 * CPython's {@code _Py_make_parameters}, {@code _Py_subs_parameters} and
 * {@code ga_repr_item} / {@code union_repr_item} in {@code Objects/genericaliasobject.c} and
 * {@code Objects/unionobject.c}.
 *
 * <p>A type variable is anything with a {@code __typing_subst__} attribute (the
 * {@code _typing} module's TypeVar, ParamSpec and TypeVarTuple, or a class written in Python);
 * anything with a tuple {@code __parameters__} contributes its own (3.13.0 does not look inside
 * lists and tuples of arguments; later versions do). Substitution asks each
 * parameter's {@code __typing_prepare_subst__} to adjust the arguments, then each variable's
 * {@code __typing_subst__} for its value, and re-subscripts arguments that have parameters of
 * their own ({@code dict[T, list[S]][str, int]} is {@code dict[str, list[int]]}).
 */
public final class TypeParameters {
    private TypeParameters() {}

    static final PyStr ORIGIN = PyStr.intern("__origin__");
    static final PyStr ARGS = PyStr.intern("__args__");
    static final PyStr PARAMETERS = PyStr.intern("__parameters__");
    private static final PyStr QUALNAME = PyStr.intern("__qualname__");
    private static final PyStr MODULE = PyStr.intern("__module__");
    private static final PyStr TYPING_SUBST = PyStr.intern("__typing_subst__");
    private static final PyStr TYPING_PREPARE_SUBST = PyStr.intern("__typing_prepare_subst__");
    private static final PyStr UNPACKED_TUPLE_ARGS = PyStr.intern("__typing_unpacked_tuple_args__");
    private static final PyStr IS_UNPACKED_TYPEVARTUPLE =
            PyStr.intern("__typing_is_unpacked_typevartuple__");

    /** The type variables among {@code args}, each once, in order (CPython's _Py_make_parameters). */
    public static PyTuple makeParameters(PyObject[] args) {
        List<PyObject> params = new ArrayList<>();
        for (PyObject t : args) {
            // not the __parameters__ descriptor of a bare class
            if (t instanceof PyType) {
                continue;
            }
            if (t.lookupAttr(TYPING_SUBST) != null) {
                addOnce(params, t);
                continue;
            }
            PyObject sub = t.lookupAttr(PARAMETERS);
            if (sub instanceof PyTuple st) {
                for (PyObject p : st.items) {
                    addOnce(params, p);
                }
            }
        }
        return params.isEmpty() ? PyTuple.EMPTY : PyTuple.of(params.toArray(new PyObject[0]));
    }

    private static void addOnce(List<PyObject> params, PyObject p) {
        for (PyObject q : params) {
            if (q == p) {
                return;
            }
        }
        params.add(p);
    }

    /**
     * The arguments of {@code self} (whose arguments are {@code args} and parameters
     * {@code parameters}) subscripted with {@code item} (CPython's _Py_subs_parameters).
     */
    public static PyObject[] substitute(PyObject self, PyObject[] args, PyTuple parameters,
            PyObject item) {
        int nparams = parameters.items.length;
        if (nparams == 0) {
            throw Py.typeError(Abstract.repr(self) + " is not a generic class");
        }
        item = unpackArgs(item);
        for (PyObject param : parameters.items) {
            PyObject prepare = param.lookupAttr(TYPING_PREPARE_SUBST);
            if (prepare != null && prepare != Py.None) {
                PyObject a = item instanceof PyTuple ? item : PyTuple.of(item);
                item = Abstract.call(prepare, self, a);
            }
        }
        PyObject[] argitems = item instanceof PyTuple t ? t.items : new PyObject[] {item};
        if (argitems.length != nparams) {
            throw Py.typeError("Too " + (argitems.length > nparams ? "many" : "few")
                    + " arguments for " + Abstract.repr(self) + "; actual " + argitems.length
                    + ", expected " + nparams);
        }
        List<PyObject> newargs = new ArrayList<>(args.length);
        for (PyObject arg : args) {
            if (arg instanceof PyType) {
                newargs.add(arg);
                continue;
            }
            boolean unpack = isUnpackedTypeVarTuple(arg);
            PyObject subst = arg.lookupAttr(TYPING_SUBST);
            PyObject value;
            if (subst != null) {
                int i = indexOf(parameters.items, arg);
                if (i < 0) {
                    throw Py.error(PyExc.SystemError, Abstract.repr(arg) + " is not among the "
                            + "parameters of " + Abstract.repr(self));
                }
                value = Abstract.call1(subst, argitems[i]);
            } else {
                value = substituteTypeVars(arg, parameters.items, argitems);
            }
            if (unpack) {
                newargs.addAll(Arrays.asList(((PyTuple) value).items));
            } else {
                newargs.add(value);
            }
        }
        return newargs.toArray(new PyObject[0]);
    }

    /** {@code obj[...]} with its own parameters replaced (CPython's subs_tvars). */
    private static PyObject substituteTypeVars(PyObject obj, PyObject[] params,
            PyObject[] argitems) {
        PyObject sub = obj.lookupAttr(PARAMETERS);
        if (!(sub instanceof PyTuple st) || st.items.length == 0) {
            return obj;
        }
        List<PyObject> subargs = new ArrayList<>(st.items.length);
        for (PyObject arg : st.items) {
            int i = indexOf(params, arg);
            if (i >= 0) {
                PyObject param = params[i];
                arg = argitems[i];
                // a TypeVarTuple (iterable) takes a tuple of arguments, spliced in
                if (param.type.lookup(Names.__iter__) != null && arg instanceof PyTuple at) {
                    subargs.addAll(Arrays.asList(at.items));
                    continue;
                }
            }
            subargs.add(arg);
        }
        return Abstract.getItem(obj, PyTuple.of(subargs.toArray(new PyObject[0])));
    }

    private static int indexOf(PyObject[] items, PyObject x) {
        for (int i = 0; i < items.length; i++) {
            if (items[i] == x) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isUnpackedTypeVarTuple(PyObject arg) {
        if (arg instanceof PyType) {
            return false;
        }
        PyObject v = arg.lookupAttr(IS_UNPACKED_TYPEVARTUPLE);
        return v != null && Abstract.isTrue(v);
    }

    /** The arguments with unpacked fixed-length tuples spliced in (CPython's _unpack_args). */
    private static PyObject unpackArgs(PyObject item) {
        PyObject[] items = item instanceof PyTuple t ? t.items : new PyObject[] {item};
        List<PyObject> out = new ArrayList<>(items.length);
        for (PyObject x : items) {
            if (!(x instanceof PyType)) {
                PyObject sub = unpackedTupleArgs(x);
                if (sub instanceof PyTuple st && !(st.items.length > 0
                        && st.items[st.items.length - 1] == Py.Ellipsis)) {
                    out.addAll(Arrays.asList(st.items));
                    continue;
                }
            }
            out.add(x);
        }
        return PyTuple.of(out.toArray(new PyObject[0]));
    }

    private static PyObject unpackedTupleArgs(PyObject arg) {
        if (arg instanceof PyGenericAlias ga && ga.starred && ga.origin == PyTuple.TYPE) {
            return ga.args;
        }
        PyObject r = arg.lookupAttr(UNPACKED_TUPLE_ARGS);
        return r == Py.None ? null : r;
    }

    // ------------------------------------------------------------------ repr

    /**
     * How a generic alias shows one argument (CPython's ga_repr_item): {@code ...} for
     * Ellipsis, the repr of anything that looks like an alias, {@code module.qualname} for a
     * class ({@code qualname} alone for builtins), else the repr.
     */
    static String reprItem(PyObject p) {
        if (p == Py.Ellipsis) {
            return "...";
        }
        return reprClassOrOther(p);
    }

    /** How a union shows one member (CPython's union_repr_item): NoneType as {@code None}. */
    static String unionReprItem(PyObject p) {
        if (p == PyNone.TYPE) {
            return "None";
        }
        return reprClassOrOther(p);
    }

    private static String reprClassOrOther(PyObject p) {
        if (p.lookupAttr(ORIGIN) != null && p.lookupAttr(ARGS) != null) {
            return Abstract.repr(p).toString();
        }
        PyObject qualname = p.lookupAttr(QUALNAME);
        if (qualname == null) {
            return Abstract.repr(p).toString();
        }
        PyObject module = p.lookupAttr(MODULE);
        if (module == null || module == Py.None) {
            return Abstract.repr(p).toString();
        }
        if (module instanceof PyStr m && m.value.equals("builtins")) {
            return Abstract.str(qualname).toString();
        }
        return Abstract.str(module) + "." + Abstract.str(qualname);
    }
}
