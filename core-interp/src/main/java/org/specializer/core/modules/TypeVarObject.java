package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * {@code typing.TypeVar}, {@code typing.ParamSpec} and {@code typing.TypeVarTuple}: the three
 * kinds of type parameter, one Java class with a {@link Kind}. Compare CPython's
 * {@code Objects/typevarobject.c} (3.13).
 *
 * <p>A type parameter made by the PEP 695 syntax infers its variance and has no
 * {@code __module__} of its own; its bound, constraints and default are functions, called the
 * first time the attribute is read and then remembered. One made by calling the class records
 * its caller's module and takes the values as given (a bound goes through
 * {@code typing._type_check}). Substitution, {@code |} and unpacking call back into
 * {@code typing}, as CPython does.
 */
final class TypeVarObject extends PyObject {
    enum Kind { TYPEVAR, PARAMSPEC, TYPEVARTUPLE }

    static final PyType TYPEVAR = PyType.builtin("TypeVar", TypeVarObject.class, PyType.OBJECT,
            0, t -> define(t, Kind.TYPEVAR)).withModule("typing").withDottedTpName()
            .withWeakrefs().fromSpec();
    static final PyType PARAMSPEC = PyType.builtin("ParamSpec", TypeVarObject.class,
            PyType.OBJECT, 0, t -> define(t, Kind.PARAMSPEC)).withModule("typing")
            .withDottedTpName().withWeakrefs().fromSpec();
    static final PyType TYPEVARTUPLE = PyType.builtin("TypeVarTuple", TypeVarObject.class,
            PyType.OBJECT, 0, t -> define(t, Kind.TYPEVARTUPLE)).withModule("typing")
            .withDottedTpName().withWeakrefs().fromSpec();

    private static final Params TYPEVAR_NEW = new Params("typevar", new String[] {"name",
        "bound", "covariant", "contravariant", "infer_variance", "default"}, 0, 1, 1);
    private static final Params PARAMSPEC_NEW = new Params("paramspec", new String[] {"name",
        "bound", "covariant", "contravariant", "infer_variance", "default"}, 0, 1, 1);
    private static final Params TYPEVARTUPLE_NEW = new Params("typevartuple",
            new String[] {"name", "default"}, 0, 1, 1);

    final Kind kind;
    final PyStr name;
    private PyObject bound;
    private PyObject evaluateBound;
    private PyObject constraints;
    private PyObject evaluateConstraints;
    private PyObject defaultValue;
    PyObject evaluateDefault;
    final boolean covariant;
    final boolean contravariant;
    final boolean inferVariance;
    /** Instance attributes ({@code __module__} among them); CPython's managed dict. */
    private PyDict dict;

    private TypeVarObject(Kind kind, PyStr name, PyObject bound, PyObject evaluateBound,
            PyObject constraints, PyObject evaluateConstraints, PyObject defaultValue,
            boolean covariant, boolean contravariant, boolean inferVariance, PyObject module) {
        super(kind == Kind.TYPEVAR ? TYPEVAR : kind == Kind.PARAMSPEC ? PARAMSPEC : TYPEVARTUPLE);
        this.kind = kind;
        this.name = name;
        this.bound = bound;
        this.evaluateBound = evaluateBound;
        this.constraints = constraints;
        this.evaluateConstraints = evaluateConstraints;
        this.defaultValue = defaultValue;
        this.covariant = covariant;
        this.contravariant = contravariant;
        this.inferVariance = inferVariance;
        if (module != null) {
            setAttr(Names.MODULE, module);
        }
    }

    // ------------------------------------------------------------------ made by the syntax

    /** INTRINSIC_TYPEVAR and its bound and constraints forms (CPython's _Py_make_typevar). */
    static TypeVarObject makeTypeVar(PyObject name, PyObject evaluateBound,
            PyObject evaluateConstraints) {
        return new TypeVarObject(Kind.TYPEVAR, (PyStr) name, null, evaluateBound, null,
                evaluateConstraints, null, false, false, true, null);
    }

    /** INTRINSIC_PARAMSPEC (CPython's _Py_make_paramspec). */
    static TypeVarObject makeParamSpec(PyObject name) {
        return new TypeVarObject(Kind.PARAMSPEC, (PyStr) name, null, null, null, null, null,
                false, false, true, null);
    }

    /** INTRINSIC_TYPEVARTUPLE (CPython's _Py_make_typevartuple). */
    static TypeVarObject makeTypeVarTuple(PyObject name) {
        return new TypeVarObject(Kind.TYPEVARTUPLE, (PyStr) name, null, null, null, null, null,
                false, false, true, null);
    }

    // ------------------------------------------------------------------ attributes

    @Override
    public PyDict getDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }

    /** Compare CPython's typevar_bound: evaluated once, on first use. */
    PyObject bound() {
        if (bound != null) {
            return bound;
        }
        if (evaluateBound == null) {
            return Py.None;
        }
        bound = Abstract.call0(evaluateBound);
        return bound;
    }

    private PyObject constraints() {
        if (constraints != null) {
            return constraints;
        }
        if (evaluateConstraints == null) {
            return PyTuple.EMPTY;
        }
        constraints = Abstract.call0(evaluateConstraints);
        return constraints;
    }

    /** Compare CPython's typevar_default: {@code typing.NoDefault} when there is none. */
    private PyObject defaultValue() {
        if (defaultValue != null) {
            return defaultValue;
        }
        if (evaluateDefault == null) {
            return TypingModule.NO_DEFAULT;
        }
        defaultValue = Abstract.call0(evaluateDefault);
        return defaultValue;
    }

    /**
     * A TypeVar's {@code __typing_prepare_subst__}: the arguments, with this variable's default
     * appended when it is the first one without an argument. Compare CPython's
     * typevar_typing_prepare_subst_impl.
     */
    private PyObject prepareSubst(PyObject alias, PyObject args) {
        PyObject params = alias.getAttr(PyStr.intern("__parameters__"));
        PyObject[] ps = Abstract.toArray(params);
        int i = 0;
        while (i < ps.length && ps[i] != this) {
            i++;
        }
        if (i == ps.length) {
            throw Py.valueError("sequence.index(x): x not in sequence");
        }
        PyObject[] as = Abstract.toArray(args);
        if (i < as.length) {
            return args;
        }
        if (i == as.length && hasDefault()) {
            PyObject[] out = java.util.Arrays.copyOf(as, as.length + 1);
            out[as.length] = defaultValue();
            return PyTuple.of(out);
        }
        throw Py.typeError("Too few arguments for " + Abstract.repr(alias).value + "; actual "
                + as.length + ", expected at least " + (i + 1));
    }

    private boolean hasDefault() {
        return evaluateDefault != null
                || (defaultValue != TypingModule.NO_DEFAULT && defaultValue != null);
    }

    private String repr() {
        if (kind == Kind.TYPEVARTUPLE || inferVariance) {
            return name.value;
        }
        char variance = covariant ? '+' : contravariant ? '-' : '~';
        return variance + name.value;
    }

    // ------------------------------------------------------------------ methods

    private static TypeVarObject tv(PyObject o) {
        return (TypeVarObject) o;
    }

    private static void define(PyType t, Kind kind) {
        t.define("__module__", Names.TYPING);
        t.define("__doc__", PyStr.of(kind == Kind.TYPEVAR ? "Type variable."
                : kind == Kind.PARAMSPEC ? "Parameter specification variable."
                : "Type variable tuple. A specialized form of type variable that enables\n"
                        + "variadic generics."));
        t.constructor((cls, args, kw) -> kind == Kind.TYPEVAR ? newTypeVar(args, kw)
                : kind == Kind.PARAMSPEC ? newParamSpec(args, kw) : newTypeVarTuple(args, kw));
        t.method0("__repr__", self -> PyStr.of(tv(self).repr()));
        t.getset("__name__", self -> tv(self).name, null);
        t.getset("__default__", self -> tv(self).defaultValue(), null);
        t.method0("has_default", self -> Py.newBool(tv(self).hasDefault()));
        t.method0("__reduce__", self -> tv(self).name);
        String typeName = t.getName();
        t.method1("__mro_entries__", (self, bases) -> {
            throw Py.typeError("Cannot subclass an instance of " + typeName);
        });
        if (kind == Kind.TYPEVARTUPLE) {
            t.method1("__typing_subst__", (self, arg) -> {
                throw Py.typeError("Substitution of bare TypeVarTuple is not supported");
            });
            t.method2("__typing_prepare_subst__", (self, alias, args) ->
                    TypingModule.callTyping("_typevartuple_prepare_subst", self, alias, args));
            t.method0("__iter__", self ->
                    Abstract.iter(PyTuple.of(TypingModule.unpack(self))));
            return;
        }
        t.getset("__bound__", self -> tv(self).bound(), null);
        t.getset("__covariant__", self -> Py.newBool(tv(self).covariant), null);
        t.getset("__contravariant__", self -> Py.newBool(tv(self).contravariant), null);
        t.getset("__infer_variance__", self -> Py.newBool(tv(self).inferVariance), null);
        // Unions of ParamSpecs mean nothing, but CPython allows them as typing.py did
        t.method1("__or__", (self, o) -> TypingModule.callTyping("_make_union", self, o));
        t.method1("__ror__", (self, o) -> TypingModule.callTyping("_make_union", o, self));
        if (kind == Kind.TYPEVAR) {
            t.getset("__constraints__", self -> tv(self).constraints(), null);
            t.method1("__typing_subst__", (self, arg) ->
                    TypingModule.callTyping("_typevar_subst", self, arg));
            t.method2("__typing_prepare_subst__", (self, alias, args) ->
                    tv(self).prepareSubst(alias, args));
        } else {
            t.getset("args", self -> new ParamSpecAttr(ParamSpecAttr.ARGS, self), null);
            t.getset("kwargs", self -> new ParamSpecAttr(ParamSpecAttr.KWARGS, self), null);
            t.method1("__typing_subst__", (self, arg) ->
                    TypingModule.callTyping("_paramspec_subst", self, arg));
            t.method2("__typing_prepare_subst__", (self, alias, args) ->
                    TypingModule.callTyping("_paramspec_prepare_subst", self, alias, args));
        }
    }

    private static PyStr checkName(String fname, PyObject name) {
        if (!(name instanceof PyStr s)) {
            throw Py.typeError(fname + "() argument 'name' must be str, not "
                    + name.type.getName());
        }
        return s;
    }

    private static boolean flag(PyObject v) {
        return v != null && Abstract.isTrue(v);
    }

    private static void checkVariance(boolean covariant, boolean contravariant,
            boolean inferVariance) {
        if (covariant && contravariant) {
            throw Py.valueError("Bivariant types are not supported.");
        }
        if (inferVariance && (covariant || contravariant)) {
            throw Py.valueError("Variance cannot be specified with infer_variance.");
        }
    }

    /**
     * {@code TypeVar(name, *constraints, bound=None, covariant=False, contravariant=False,
     * infer_variance=False, default=NoDefault)}. Compare CPython's typevar_new_impl.
     */
    private static PyObject newTypeVar(PyObject[] args, PyStr[] kw) {
        int npos = args.length - kw.length;
        // the positional arguments after the name are the constraints
        int nconstraints = Math.max(0, npos - 1);
        PyObject[] rest = new PyObject[args.length - nconstraints];
        System.arraycopy(args, 0, rest, 0, Math.min(npos, 1));
        System.arraycopy(args, npos, rest, Math.min(npos, 1), kw.length);
        PyObject[] a = TYPEVAR_NEW.parse(rest, kw);
        PyStr name = checkName("typevar", a[0]);
        PyObject[] cs = new PyObject[nconstraints];
        System.arraycopy(args, 1, cs, 0, nconstraints);
        boolean covariant = flag(a[2]);
        boolean contravariant = flag(a[3]);
        boolean inferVariance = flag(a[4]);
        checkVariance(covariant, contravariant, inferVariance);
        PyObject bound = a[1] == Py.None ? null : a[1];
        if (bound != null) {
            bound = TypingModule.typeCheck(bound, "Bound must be a type.");
        }
        PyObject constraints = null;
        if (nconstraints == 1) {
            throw Py.typeError("A single constraint is not allowed");
        } else if (nconstraints > 0) {
            if (bound != null) {
                throw Py.typeError("Constraints cannot be combined with bound=...");
            }
            constraints = PyTuple.of(cs);
        }
        PyObject dflt = a[5] == null ? TypingModule.NO_DEFAULT : a[5];
        return new TypeVarObject(Kind.TYPEVAR, name, bound, null, constraints, null, dflt,
                covariant, contravariant, inferVariance, TypingModule.caller());
    }

    /** Compare CPython's paramspec_new_impl (a bound of None becomes NoneType). */
    private static PyObject newParamSpec(PyObject[] args, PyStr[] kw) {
        PyObject[] a = PARAMSPEC_NEW.parse(args, kw);
        PyStr name = checkName("paramspec", a[0]);
        boolean covariant = flag(a[2]);
        boolean contravariant = flag(a[3]);
        boolean inferVariance = flag(a[4]);
        checkVariance(covariant, contravariant, inferVariance);
        PyObject bound = TypingModule.typeCheck(a[1] == null ? Py.None : a[1],
                "Bound must be a type.");
        PyObject dflt = a[5] == null ? TypingModule.NO_DEFAULT : a[5];
        return new TypeVarObject(Kind.PARAMSPEC, name, bound, null, null, null, dflt, covariant,
                contravariant, inferVariance, TypingModule.caller());
    }

    /** Compare CPython's typevartuple_impl. */
    private static PyObject newTypeVarTuple(PyObject[] args, PyStr[] kw) {
        PyObject[] a = TYPEVARTUPLE_NEW.parse(args, kw);
        PyStr name = checkName("typevartuple", a[0]);
        PyObject dflt = a[1] == null ? TypingModule.NO_DEFAULT : a[1];
        return new TypeVarObject(Kind.TYPEVARTUPLE, name, null, null, null, null, dflt, false,
                false, false, TypingModule.caller());
    }

    /** INTRINSIC_SET_TYPEPARAM_DEFAULT (CPython's _Py_set_typeparam_default). */
    static PyObject setDefault(PyObject typeParam, PyObject evaluateDefault) {
        if (!(typeParam instanceof TypeVarObject tv)) {
            throw Py.typeError("Expected a type param, got " + Abstract.repr(typeParam));
        }
        tv.evaluateDefault = evaluateDefault;
        return tv;
    }

    /** Interned names. */
    static final class Names {
        private Names() {}

        static final PyStr MODULE = PyStr.intern("__module__");
        static final PyStr TYPING = PyStr.intern("typing");
    }

    // ------------------------------------------------------------------ P.args, P.kwargs

    /** {@code typing.ParamSpecArgs} and {@code typing.ParamSpecKwargs}: {@code P.args}, {@code P.kwargs}. */
    static final class ParamSpecAttr extends PyObject {
        static final PyType ARGS = PyType.builtin("ParamSpecArgs", ParamSpecAttr.class,
                PyType.OBJECT, 0, t -> define(t, ".args")).withModule("typing").withDottedTpName()
                .withWeakrefs().fromSpec();
        static final PyType KWARGS = PyType.builtin("ParamSpecKwargs", ParamSpecAttr.class,
                PyType.OBJECT, 0, t -> define(t, ".kwargs")).withModule("typing")
                .withDottedTpName().withWeakrefs().fromSpec();

        final PyObject origin;

        ParamSpecAttr(PyType type, PyObject origin) {
            super(type);
            this.origin = origin;
        }

        private static void define(PyType t, String suffix) {
            String fname = suffix.equals(".args") ? "paramspecargs" : "paramspeckwargs";
            Params p = new Params(fname, new String[] {"origin"}, 0, 1, 1);
            t.define("__module__", Names.TYPING);
            t.define("__doc__", PyStr.of(suffix.equals(".args")
                    ? "The args for a ParamSpec object." : "The kwargs for a ParamSpec object."));
            t.constructor((cls, args, kw) -> new ParamSpecAttr((PyType) cls, p.parse(args, kw)[0]));
            t.getset("__origin__", self -> ((ParamSpecAttr) self).origin, null);
            t.method0("__repr__", self -> {
                PyObject o = ((ParamSpecAttr) self).origin;
                String base = o.type == PARAMSPEC ? ((TypeVarObject) o).name.value
                        : Abstract.repr(o).value;
                return PyStr.of(base + suffix);
            });
            t.method1("__eq__", (self, o) -> compare(self, o, Abstract.EQ));
            t.method1("__ne__", (self, o) -> compare(self, o, Abstract.NE));
            t.define("__hash__", Py.None);
            String typeName = t.getName();
            t.method1("__mro_entries__", (self, bases) -> {
                throw Py.typeError("Cannot subclass an instance of " + typeName);
            });
        }

        /** Compare CPython's paramspecattr_richcompare: by origin, between the same kind. */
        private static PyObject compare(PyObject a, PyObject b, int op) {
            if (a.type != b.type) {
                return Py.NotImplemented;
            }
            return Abstract.richCompare(((ParamSpecAttr) a).origin, ((ParamSpecAttr) b).origin,
                    op);
        }
    }
}
