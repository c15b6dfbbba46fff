package org.specializer.api;

/**
 * {@code types.UnionType} (PEP 604): {@code int | None}. Compare CPython's
 * {@code Objects/unionobject.c}.
 *
 * <p>{@code |} between classes, None, generic aliases, unions and type aliases makes a union
 * of their members in order, without duplicates; anything else makes {@code __or__} answer
 * NotImplemented, so that the other operand (a TypeVar, say) decides. Unions compare and hash
 * as sets of members; {@link Abstract#isInstance} and {@link Abstract#isSubclass} test the
 * members.
 */
public final class PyUnionType extends PyObject {
    public static final PyType TYPE = PyType.builtin("UnionType", PyUnionType.class,
            PyType.OBJECT, 0, PyUnionType::define).withModule("types").withDottedTpName();

    /**
     * {@code typing.TypeAliasType}, whose instances may be members too (CPython lists it in
     * is_unionable); registered by the module that defines it.
     */
    private static volatile PyType typeAliasType;

    final PyTuple args;
    private PyTuple parameters;

    private PyUnionType(PyTuple args) {
        super(TYPE);
        this.args = args;
    }

    /** The members, {@code __args__}. */
    public PyTuple args() {
        return args;
    }

    /** Lets instances of {@code t} (CPython's {@code typing.TypeAliasType}) be union members. */
    public static void registerTypeAliasType(PyType t) {
        typeAliasType = t;
    }

    private static boolean isUnionable(PyObject o) {
        return o == Py.None || o instanceof PyType || o instanceof PyGenericAlias
                || o instanceof PyUnionType || (typeAliasType != null && o.type == typeAliasType);
    }

    /** {@code a | b} for classes and the like (CPython's _Py_union_type_or); NotImplemented otherwise. */
    public static PyObject or(PyObject a, PyObject b) {
        if (!isUnionable(a) || !isUnionable(b)) {
            return Py.NotImplemented;
        }
        PyObject[] items1 = members(a);
        PyObject[] items2 = members(b);
        PyObject[] merged = new PyObject[items1.length + items2.length];
        System.arraycopy(items1, 0, merged, 0, items1.length);
        int n = items1.length;
        for (PyObject x : items2) {
            if (!contains(items1, x)) {
                merged[n++] = x;
            }
        }
        if (n == items1.length) {
            // nothing new: the left operand, None as NoneType (CPython's get_types rewrote it)
            return a == Py.None ? PyNone.TYPE : a;
        }
        PyObject[] exact = new PyObject[n];
        System.arraycopy(merged, 0, exact, 0, n);
        return new PyUnionType(PyTuple.of(exact));
    }

    private static PyObject[] members(PyObject o) {
        if (o == Py.None) {
            return new PyObject[] {PyNone.TYPE};
        }
        if (o instanceof PyUnionType u) {
            return u.args.items;
        }
        return new PyObject[] {o};
    }

    /** Compare CPython's is_same: aliases by equality, anything else by identity. */
    private static boolean contains(PyObject[] items, PyObject x) {
        for (PyObject y : items) {
            if (y instanceof PyGenericAlias && x instanceof PyGenericAlias
                    ? Abstract.richCompareBool(y, x, Abstract.EQ) : y == x) {
                return true;
            }
        }
        return false;
    }

    private PyTuple parameters() {
        PyTuple p = parameters;
        if (p == null) {
            p = TypeParameters.makeParameters(args.items);
            parameters = p;
        }
        return p;
    }

    /** {@code __module__} is the type's (CPython's union_getattro). */
    @Override
    public PyObject getAttr(PyStr name) {
        if (name.value.equals("__module__")) {
            return type.getAttr(name);
        }
        return super.getAttr(name);
    }

    @Override
    public boolean classAttrIsType() {
        return false; // attribute lookups may reach another object
    }

    @Override
    public PyObject lookupAttr(PyStr name) {
        if (name.value.equals("__module__")) {
            return type.lookupAttr(name);
        }
        return super.lookupAttr(name);
    }

    // ------------------------------------------------------------------ methods

    private static PyUnionType u(PyObject o) {
        return (PyUnionType) o;
    }

    private static void define(PyType t) {
        t.constructor((cls, a, kw) -> {
            throw Py.typeError("cannot create 'types.UnionType' instances");
        });
        t.method0("__repr__", self -> {
            StringBuilder sb = new StringBuilder();
            for (PyObject p : u(self).args.items) {
                if (sb.length() > 0) {
                    sb.append(" | ");
                }
                sb.append(TypeParameters.unionReprItem(p));
            }
            return PyStr.of(sb.toString());
        });
        t.method0("__hash__", self -> PyInt.of(Abstract.hash(PyFrozenSet.of(u(self).args))));
        t.method1("__eq__", (self, o) -> compare(u(self), o, Abstract.EQ));
        t.method1("__ne__", (self, o) -> compare(u(self), o, Abstract.NE));
        t.method1("__getitem__", (self, item) -> getItem(u(self), item));
        t.method1("__or__", (self, o) -> or(self, o));
        t.method1("__ror__", (self, o) -> or(o, self));
        t.getset("__args__", self -> u(self).args, null);
        t.getset("__parameters__", self -> u(self).parameters(), null);
    }

    /** Compare CPython's union_richcompare: the members as sets. */
    private static PyObject compare(PyUnionType a, PyObject o, int op) {
        if (!(o instanceof PyUnionType b)) {
            return Py.NotImplemented;
        }
        return Abstract.richCompare(PyFrozenSet.of(a.args), PyFrozenSet.of(b.args), op);
    }

    /** Compare CPython's union_getitem: substitute, then {@code |} the results together. */
    private static PyObject getItem(PyUnionType u, PyObject item) {
        PyObject[] newargs = TypeParameters.substitute(u, u.args.items, u.parameters(), item);
        if (newargs.length == 0) {
            return new PyUnionType(PyTuple.EMPTY);
        }
        PyObject res = newargs[0];
        for (int i = 1; i < newargs.length; i++) {
            res = Abstract.binaryOp(res, newargs[i], Abstract.NB_OR);
        }
        return res;
    }
}
