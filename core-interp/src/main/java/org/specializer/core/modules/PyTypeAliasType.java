package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyFunction;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.PyUnionType;

/**
 * {@code typing.TypeAliasType}: what {@code type X[T] = value} binds. The value is a function
 * of the alias's type parameters, called the first time {@code __value__} is read. Compare
 * CPython's {@code typealiasobject} in {@code Objects/typevarobject.c} (3.13).
 */
final class PyTypeAliasType extends PyObject {
    static final PyType TYPE = PyType.builtin("TypeAliasType", PyTypeAliasType.class,
            PyType.OBJECT, 0, PyTypeAliasType::define).withModule("typing").withDottedTpName();

    static {
        PyUnionType.registerTypeAliasType(TYPE);
    }

    private static final Params NEW = new Params("typealias",
            new String[] {"name", "value", "type_params"}, 0, 2, 2);

    final PyStr name;
    /** The type parameters; null for an alias that is not generic. */
    private final PyTuple typeParams;
    private final PyObject computeValue;
    private PyObject value;
    private final PyObject module;

    private PyTypeAliasType(PyStr name, PyObject typeParams, PyObject computeValue,
            PyObject value, PyObject module) {
        super(TYPE);
        this.name = name;
        this.typeParams = typeParams instanceof PyTuple t && t.items.length > 0 ? t : null;
        this.computeValue = computeValue;
        this.value = value;
        this.module = module;
    }

    /** INTRINSIC_TYPEALIAS: {@code (name, type_params or None, compute_value)}. */
    static PyObject make(PyObject args) {
        PyObject[] a = ((PyTuple) args).items;
        return new PyTypeAliasType((PyStr) a[0], a[1], a[2], null, null);
    }

    private PyObject value() {
        if (value == null) {
            value = Abstract.call0(computeValue);
        }
        return value;
    }

    private PyObject moduleName() {
        if (module != null) {
            return module;
        }
        if (computeValue instanceof PyFunction f) {
            return f.module;
        }
        return Py.None;
    }

    private static PyTypeAliasType ta(PyObject o) {
        return (PyTypeAliasType) o;
    }

    private static void define(PyType t) {
        t.define("__doc__", PyStr.of("Type alias."));
        t.constructor((cls, args, kw) -> {
            PyObject[] a = NEW.parse(args, kw);
            if (!(a[0] instanceof PyStr name)) {
                throw Py.typeError("typealias() argument 'name' must be str, not "
                        + a[0].type.getName());
            }
            if (a[2] != null && !(a[2] instanceof PyTuple)) {
                throw Py.typeError("type_params must be a tuple");
            }
            return new PyTypeAliasType(name, a[2], null, a[1], TypingModule.caller());
        });
        t.method0("__repr__", self -> ta(self).name);
        t.method0("__reduce__", self -> ta(self).name);
        t.getset("__name__", self -> ta(self).name, null);
        t.getset("__value__", self -> ta(self).value(), null);
        t.getset("__type_params__", self -> {
            PyTuple tp = ta(self).typeParams;
            return tp == null ? PyTuple.EMPTY : tp;
        }, null);
        t.getset("__parameters__", self -> {
            PyTuple tp = ta(self).typeParams;
            return tp == null ? PyTuple.EMPTY : TypingModule.unpackTypeVarTuples(tp);
        }, null);
        t.getset("__module__", self -> ta(self).moduleName(), null);
        t.method1("__getitem__", (self, args) -> {
            if (ta(self).typeParams == null) {
                throw Py.typeError("Only generic type aliases are subscriptable");
            }
            return new PyGenericAlias(self, args);
        });
        t.method1("__or__", (self, o) -> PyUnionType.or(self, o));
        t.method1("__ror__", (self, o) -> PyUnionType.or(o, self));
    }
}
