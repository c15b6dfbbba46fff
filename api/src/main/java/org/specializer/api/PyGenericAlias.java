package org.specializer.api;

/**
 * {@code types.GenericAlias} (PEP 585): {@code list[int]}, {@code dict[str, T]}, and the
 * starred {@code *tuple[int, ...]} that iterating {@code tuple[int, ...]} gives. Compare
 * CPython's {@code Objects/genericaliasobject.c}.
 *
 * <p>An alias stands for its origin: calling it makes an instance of the origin (and records
 * itself as the instance's {@code __orig_class__} when it can), and every attribute but its
 * own few is the origin's. Subscripting substitutes type variables ({@link TypeParameters}).
 * The builtin classes that are generic in CPython get a {@code __class_getitem__} from
 * {@link #defineClassGetitem}; {@code type[int]} is special-cased in {@link Abstract#getItem}.
 */
public final class PyGenericAlias extends PyObject {
    public static final PyType TYPE = PyType.builtin("GenericAlias", PyGenericAlias.class,
            PyType.OBJECT, PyType.BASETYPE, PyGenericAlias::define).withModule("types")
            .withDottedTpName().withWeakrefs();

    /**
     * The {@code builtins} module, set by core at start-up: the reductions of a starred alias
     * and of its iterator name {@code next} and {@code iter}, as CPython's do.
     */
    public static volatile PyModule builtins;

    private static final PyStr ORIG_CLASS = PyStr.intern("__orig_class__");
    /** The attributes an alias answers itself; all others are its origin's. */
    private static final String[] ATTR_EXCEPTIONS = {"__class__", "__bases__", "__origin__",
        "__args__", "__unpacked__", "__parameters__", "__typing_unpacked_tuple_args__",
        "__mro_entries__", "__reduce_ex__", "__reduce__", "__copy__", "__deepcopy__"};

    final PyObject origin;
    final PyTuple args;
    private PyTuple parameters;
    /** {@code *tuple[int]}: the element an unpacked tuple type contributes. */
    boolean starred;
    /** The instance dictionary of instances of Python subclasses. */
    private PyDict dict;

    /** {@code GenericAlias(origin, args)}: a single argument that is not a tuple is wrapped in one. */
    public PyGenericAlias(PyObject origin, PyObject args) {
        this(TYPE, origin, args);
    }

    private PyGenericAlias(PyType type, PyObject origin, PyObject args) {
        super(type);
        this.origin = origin;
        this.args = args instanceof PyTuple t ? t : PyTuple.of(args);
    }

    public PyObject origin() {
        return origin;
    }

    public PyTuple args() {
        return args;
    }

    /** The type variables of the arguments, found once (CPython's lazily filled ga->parameters). */
    public PyTuple parameters() {
        PyTuple p = parameters;
        if (p == null) {
            p = TypeParameters.makeParameters(args.items);
            parameters = p;
        }
        return p;
    }

    /**
     * Gives class {@code t} CPython's {@code __class_getitem__ = classmethod(GenericAlias)}:
     * {@code t[x]} is {@code GenericAlias(t, x)}.
     */
    public static void defineClassGetitem(PyType t) {
        t.classMethodK("__class_getitem__", (cls, a, kw) -> {
            if (kw.length != 0) {
                throw Py.typeError(t.getName() + ".__class_getitem__() takes no keyword "
                        + "arguments");
            }
            if (a.length != 1) {
                throw Py.typeError(t.getName() + ".__class_getitem__() takes exactly one "
                        + "argument (" + a.length + " given)");
            }
            return new PyGenericAlias(cls, a[0]);
        });
    }

    // ------------------------------------------------------------------ protocols

    /** Compare CPython's ga_call: an instance of the origin, told its alias. */
    @Override
    public PyObject call(PyObject[] a, PyStr[] kwnames) {
        if (type != TYPE) {
            return super.call(a, kwnames);
        }
        return setOrigClass(origin.call(a, kwnames));
    }

    private PyObject setOrigClass(PyObject obj) {
        try {
            obj.setAttr(ORIG_CLASS, this);
        } catch (PyException e) {
            if (!e.matches(PyExc.AttributeError) && !e.matches(PyExc.TypeError)) {
                throw e;
            }
        }
        return obj;
    }

    /** Compare CPython's ga_getattro: the origin's attributes, but for the alias's own few. */
    @Override
    public PyObject getAttr(PyStr name) {
        if (type.getattributeHook() != null && type != TYPE) {
            return GenericAttributes.getAttr(this, name);
        }
        return gaGetAttr(name);
    }

    @Override
    public boolean classAttrIsType() {
        return false; // attribute lookups may reach another object
    }

    @Override
    public PyObject lookupAttr(PyStr name) {
        try {
            return getAttr(name);
        } catch (PyException e) {
            if (e.matches(PyExc.AttributeError)) {
                return null;
            }
            throw e;
        }
    }

    private PyObject gaGetAttr(PyStr name) {
        if (!isException(name.value)) {
            return Abstract.getAttr(origin, name);
        }
        PyObject r = GenericAttributes.genericGetAttr(this, name);
        if (r == null) {
            throw Py.noAttribute(this, name);
        }
        return r;
    }

    private static boolean isException(String name) {
        for (String x : ATTR_EXCEPTIONS) {
            if (x.equals(name)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public PyDict getDict() {
        if (dict == null && type.instancesHaveDict()) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        if (!type.instancesHaveDict()) {
            return false;
        }
        dict = d;
        return true;
    }

    // ------------------------------------------------------------------ methods

    private static PyGenericAlias ga(PyObject o) {
        return (PyGenericAlias) o;
    }

    private static void define(PyType t) {
        t.constructor((cls, a, kw) -> {
            if (kw.length != 0) {
                throw Py.typeError("GenericAlias() takes no keyword arguments");
            }
            if (a.length != 2) {
                throw Py.typeError("GenericAlias expected 2 arguments, got " + a.length);
            }
            return new PyGenericAlias((PyType) cls, a[0], a[1]);
        });
        t.method1("__getattribute__", (self, name) -> {
            if (!(name instanceof PyStr s)) {
                throw Py.typeError("attribute name must be string, not '" + name.type.getName()
                        + "'");
            }
            return ga(self).gaGetAttr(s);
        });
        t.methodK("__call__", (self, a, kw) -> ga(self).setOrigClass(ga(self).origin.call(a, kw)));
        t.method0("__repr__", self -> PyStr.of(repr(ga(self))));
        t.method0("__hash__", self -> PyInt.of(hash(ga(self))));
        t.method1("__eq__", (self, o) -> equal(ga(self), o));
        t.method1("__ne__", (self, o) -> {
            PyObject eq = equal(ga(self), o);
            return eq == Py.NotImplemented ? eq : Py.newBool(eq != Py.True);
        });
        t.method1("__getitem__", (self, item) -> getItem(ga(self), item));
        t.method1("__or__", (self, o) -> PyUnionType.or(self, o));
        t.method1("__ror__", (self, o) -> PyUnionType.or(o, self));
        t.method0("__iter__", self -> new Iter(ga(self)));
        t.method1("__mro_entries__", (self, bases) -> PyTuple.of(ga(self).origin));
        t.method1("__instancecheck__", (self, o) -> {
            throw Py.typeError("isinstance() argument 2 cannot be a parameterized generic");
        });
        t.method1("__subclasscheck__", (self, o) -> {
            throw Py.typeError("issubclass() argument 2 cannot be a parameterized generic");
        });
        t.method0("__reduce__", self -> reduce(ga(self)));
        t.method0("__dir__", self -> dir(ga(self)));
        t.getset("__origin__", self -> ga(self).origin, null);
        t.getset("__args__", self -> ga(self).args, null);
        t.getset("__unpacked__", self -> Py.newBool(ga(self).starred), null);
        t.getset("__parameters__", self -> ga(self).parameters(), null);
        t.getset("__typing_unpacked_tuple_args__", self -> {
            PyGenericAlias g = ga(self);
            return g.starred && g.origin == PyTuple.TYPE ? g.args : Py.None;
        }, null);
    }

    /** Compare CPython's ga_repr: {@code list[int]}, {@code tuple[()]}, {@code *tuple[int, ...]}. */
    static String repr(PyGenericAlias g) {
        StringBuilder sb = new StringBuilder();
        if (g.starred) {
            sb.append('*');
        }
        sb.append(TypeParameters.reprItem(g.origin)).append('[');
        PyObject[] items = g.args.items;
        for (int i = 0; i < items.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            PyObject p = items[i];
            if (p.getClass() == PyList.class) {
                // a ParamSpec's list of argument types
                PyList l = (PyList) p;
                sb.append('[');
                for (int j = 0; j < l.size(); j++) {
                    if (j > 0) {
                        sb.append(", ");
                    }
                    sb.append(TypeParameters.reprItem(l.get(j)));
                }
                sb.append(']');
            } else {
                sb.append(TypeParameters.reprItem(p));
            }
        }
        if (items.length == 0) {
            sb.append("()");
        }
        return sb.append(']').toString();
    }

    /** Compare CPython's ga_hash (the origin's hash does not count the star). */
    private static long hash(PyGenericAlias g) {
        long h = Abstract.hash(g.origin) ^ Abstract.hash(g.args);
        return h == -1 ? -2 : h;
    }

    /** Compare CPython's ga_richcompare. */
    private static PyObject equal(PyGenericAlias a, PyObject o) {
        if (!(o instanceof PyGenericAlias b)) {
            return Py.NotImplemented;
        }
        if (a.starred != b.starred) {
            return Py.False;
        }
        if (!Abstract.richCompareBool(a.origin, b.origin, Abstract.EQ)) {
            return Py.False;
        }
        return Abstract.richCompare(a.args, b.args, Abstract.EQ);
    }

    /** Compare CPython's ga_getitem: substitute the type variables, keep the star. */
    private static PyObject getItem(PyGenericAlias g, PyObject item) {
        PyObject[] newargs = TypeParameters.substitute(g, g.args.items, g.parameters(), item);
        PyGenericAlias r = new PyGenericAlias(g.origin, PyTuple.of(newargs));
        r.starred = g.starred;
        return r;
    }

    /** Compare CPython's ga_reduce. */
    private static PyObject reduce(PyGenericAlias g) {
        if (g.starred) {
            return PyTuple.of(builtin("next"),
                    PyTuple.of(new Iter(new PyGenericAlias(g.origin, g.args))));
        }
        return PyTuple.of(g.type, PyTuple.of(g.origin, g.args));
    }

    private static PyObject builtin(String name) {
        PyModule m = builtins;
        if (m == null) {
            throw Py.error(PyExc.SystemError, "builtins module not set");
        }
        return Abstract.getAttr(m, name);
    }

    /** Compare CPython's ga_dir: the origin's names and the alias's own. */
    private static PyObject dir(PyGenericAlias g) {
        PyList out = new PyList(Abstract.toArray(Abstract.callSpecial(g.origin, Names.__dir__)));
        ListSort.sort(out, null, false);
        for (String x : ATTR_EXCEPTIONS) {
            PyStr s = PyStr.intern(x);
            if (!Abstract.contains(out, s)) {
                out.append(s);
            }
        }
        return out;
    }

    /** {@code generic_alias_iterator}: yields the starred alias once, for {@code *tuple[int]}. */
    static final class Iter extends PyObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("generic_alias_iterator", Iter.class,
                PyType.OBJECT, 0, t -> {
                    t.constructor((cls, a, kw) -> {
                        throw Py.typeError("cannot create 'generic_alias_iterator' instances");
                    });
                    Iterators.define(t);
                    t.method0("__reduce__", self -> {
                        PyObject iter = builtin("iter");
                        PyGenericAlias g = ((Iter) self).obj;
                        return g != null ? PyTuple.of(iter, PyTuple.of(g))
                                : PyTuple.of(iter, PyTuple.of(PyTuple.EMPTY));
                    });
                });

        /** The alias, null once the starred one has been handed out. */
        private PyGenericAlias obj;

        Iter(PyGenericAlias obj) {
            super(TYPE);
            this.obj = obj;
        }

        @Override
        public PyObject nextOrNull() {
            PyGenericAlias g = obj;
            if (g == null) {
                return null;
            }
            PyGenericAlias starred = new PyGenericAlias(g.origin, g.args);
            starred.starred = true;
            obj = null;
            return starred;
        }
    }
}
