package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyDescriptor;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * The smaller pieces of {@code functools}: {@code cmp_to_key}'s {@code KeyWrapper},
 * {@code total_ordering}, and the {@code cached_property} descriptor.
 */
final class FunctoolsTypes {
    private FunctoolsTypes() {}

    // ------------------------------------------------------------------ cmp_to_key

    /** {@code functools.KeyWrapper}: orders objects by {@code cmp(a, b)} against 0. */
    static final class KeyWrapper extends PyObject {
        static final PyType TYPE = PyType.builtin("KeyWrapper", KeyWrapper.class, PyType.OBJECT,
                0, t -> {
                    t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
                    t.getset("obj", self -> {
                        PyObject o = ((KeyWrapper) self).obj;
                        if (o == null) {
                            throw Py.error(org.specializer.api.PyExc.AttributeError, "obj");
                        }
                        return o;
                    }, (self, v) -> ((KeyWrapper) self).obj = v);
                    t.define("__hash__", Py.None);
                    String[] names = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
                    for (int op = 0; op < names.length; op++) {
                        int o = op;
                        t.method1(names[op], (self, other) -> compare(self, other, o));
                    }
                }).withModule("functools");

        private static final Params CALL = new Params("K", new String[] {"obj"}, 0, 1, 1);

        private final PyObject cmp;
        private PyObject obj;

        KeyWrapper(PyObject cmp, PyObject obj) {
            super(TYPE);
            this.cmp = cmp;
            this.obj = obj;
        }

        @Override
        public PyObject call(PyObject[] args, PyStr[] kwnames) {
            return new KeyWrapper(cmp, CALL.parse(args, kwnames)[0]);
        }

        private static PyObject compare(PyObject self, PyObject other, int op) {
            if (other.type != self.type) {
                throw Py.typeError("other argument must be K instance");
            }
            KeyWrapper a = (KeyWrapper) self;
            KeyWrapper b = (KeyWrapper) other;
            if (a.obj == null || b.obj == null) {
                throw Py.error(org.specializer.api.PyExc.AttributeError, "object");
            }
            PyObject r = Abstract.call(a.cmp, a.obj, b.obj);
            return Abstract.richCompare(r, PyInt.ZERO, op);
        }
    }

    static PyObject cmpToKey(PyObject cmp) {
        return new KeyWrapper(cmp, null);
    }

    // ------------------------------------------------------------------ total_ordering

    private static final String[] ROOTS = {"__lt__", "__le__", "__gt__", "__ge__"};

    /** How one missing comparison is derived from a root: CPython's {@code _convert} table. */
    private enum Derived {
        GT_FROM_LT, LE_FROM_LT, GE_FROM_LT, GE_FROM_LE, LT_FROM_LE, GT_FROM_LE,
        LT_FROM_GT, GE_FROM_GT, LE_FROM_GT, LE_FROM_GE, GT_FROM_GE, LT_FROM_GE
    }

    private static final String[][] CONVERT_NAMES = {
        {"__gt__", "__le__", "__ge__"}, // from __lt__
        {"__ge__", "__lt__", "__gt__"}, // from __le__
        {"__lt__", "__ge__", "__le__"}, // from __gt__
        {"__le__", "__gt__", "__lt__"}, // from __ge__
    };
    private static final Derived[][] CONVERT = {
        {Derived.GT_FROM_LT, Derived.LE_FROM_LT, Derived.GE_FROM_LT},
        {Derived.GE_FROM_LE, Derived.LT_FROM_LE, Derived.GT_FROM_LE},
        {Derived.LT_FROM_GT, Derived.GE_FROM_GT, Derived.LE_FROM_GT},
        {Derived.LE_FROM_GE, Derived.GT_FROM_GE, Derived.LT_FROM_GE},
    };

    /** {@code total_ordering(cls)}: fill in the missing rich comparisons from the defined ones. */
    static PyObject totalOrdering(PyObject clsObj) {
        if (!(clsObj instanceof PyType cls)) {
            throw Py.typeError("total_ordering() expects a class");
        }
        boolean[] defined = new boolean[ROOTS.length];
        int root = -1;
        for (int i = 0; i < ROOTS.length; i++) {
            PyStr n = PyStr.intern(ROOTS[i]);
            PyObject mine = cls.lookupAttr(n);
            defined[i] = mine != null && mine != PyType.OBJECT.lookupAttr(n);
        }
        // max(roots) by name: __lt__ > __le__ > __gt__ > __ge__
        for (int i = 0; i < ROOTS.length && root < 0; i++) {
            if (defined[i]) {
                root = i;
            }
        }
        if (root < 0) {
            throw Py.valueError("must define at least one ordering operation: < > <= >=");
        }
        PyStr rootName = PyStr.intern(ROOTS[root]);
        for (int k = 0; k < 3; k++) {
            String opname = CONVERT_NAMES[root][k];
            int idx = indexOf(opname);
            if (defined[idx]) {
                continue;
            }
            Derived how = CONVERT[root][k];
            cls.setAttr(PyStr.intern(opname), FunctoolsModule.javaMethod(cls, opname,
                    (self, other) -> derive(how, rootName, self, other)));
        }
        return cls;
    }

    private static int indexOf(String name) {
        for (int i = 0; i < ROOTS.length; i++) {
            if (ROOTS[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Python's {@code a or b}. */
    private static PyObject or(PyObject a, java.util.function.Supplier<PyObject> b) {
        return Abstract.isTrue(a) ? a : b.get();
    }

    /** Python's {@code a and b}. */
    private static PyObject and(PyObject a, java.util.function.Supplier<PyObject> b) {
        return Abstract.isTrue(a) ? b.get() : a;
    }

    private static PyObject derive(Derived how, PyStr rootName, PyObject self, PyObject other) {
        PyObject rootMethod = self.type.lookup(rootName);
        PyObject r = Abstract.callMethodDescriptor(rootMethod, self, new PyObject[] {other},
                Py.NO_KWNAMES);
        if (r == Py.NotImplemented) {
            return r;
        }
        java.util.function.Supplier<PyObject> ne = () -> Abstract.richCompare(self, other,
                Abstract.NE);
        java.util.function.Supplier<PyObject> eq = () -> Abstract.richCompare(self, other,
                Abstract.EQ);
        switch (how) {
            case GT_FROM_LT:
            case LT_FROM_GT:
                return and(Abstract.not(r), ne);
            case LE_FROM_LT:
            case GE_FROM_GT:
                return or(r, eq);
            case GE_FROM_LT:
            case GT_FROM_LE:
            case LE_FROM_GT:
            case LT_FROM_GE:
                return Abstract.not(r);
            case GE_FROM_LE:
            case LE_FROM_GE:
                return or(Abstract.not(r), eq);
            default: // LT_FROM_LE, GT_FROM_GE
                return and(r, ne);
        }
    }

    // ------------------------------------------------------------------ cached_property

    /** {@code functools.cached_property}: computes once, then lives in the instance dict. */
    static final class CachedProperty extends PyObject implements PyDescriptor {
        static final PyType TYPE = PyType.builtin("cached_property", CachedProperty.class,
                PyType.OBJECT, PyType.BASETYPE, t -> {
                    t.constructor((cls, args, kw) -> {
                        Params.noKeywords("cached_property", kw);
                        Params.checkPositional("cached_property", args.length, 1, 1);
                        return new CachedProperty((PyType) cls, args[0]);
                    });
                    t.method2("__set_name__", (self, owner, name) -> {
                        ((CachedProperty) self).setName(name);
                        return Py.None;
                    });
                    t.methodN("__get__", 1, 2, (self, a) -> ((CachedProperty) self).descrGet(
                            a[0] == Py.None ? null : a[0], null));
                    t.getset("func", self -> ((CachedProperty) self).func, null);
                    t.getset("attrname", self -> {
                        PyStr n = ((CachedProperty) self).attrname;
                        return n == null ? Py.None : n;
                    }, null);
                    t.getset("__doc__", self -> ((CachedProperty) self).func.lookupAttr(
                            Names.__doc__) == null ? Py.None
                            : ((CachedProperty) self).func.lookupAttr(Names.__doc__), null);
                }).withModule("functools");

        private final PyObject func;
        private PyStr attrname;

        CachedProperty(PyType type, PyObject func) {
            super(type);
            this.func = func;
        }

        void setName(PyObject name) {
            PyStr n = (PyStr) name;
            if (attrname == null) {
                attrname = n.intern();
            } else if (!n.value.equals(attrname.value)) {
                throw Py.typeError("Cannot assign the same cached_property to two different "
                        + "names (" + Abstract.repr(attrname).value + " and "
                        + Abstract.repr(n).value + ").");
            }
        }

        @Override
        public PyObject descrGet(PyObject obj, PyType type) {
            if (obj == null) {
                return this;
            }
            if (attrname == null) {
                throw Py.typeError("Cannot use cached_property instance without calling "
                        + "__set_name__ on it.");
            }
            PyDict cache = obj.getDict();
            if (cache == null) {
                throw Py.typeError("No '__dict__' attribute on "
                        + Abstract.repr(PyStr.of(obj.type.getName())).value + " instance to "
                        + "cache " + Abstract.repr(attrname).value + " property.");
            }
            PyObject v = cache.getItem(attrname);
            if (v == null) {
                v = Abstract.call1(func, obj);
                cache.setItem(attrname, v);
            }
            return v;
        }
    }
}
