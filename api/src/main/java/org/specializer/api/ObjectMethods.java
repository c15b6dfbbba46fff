package org.specializer.api;

import java.util.ArrayList;
import java.util.List;

/** The methods of {@code object}, the root of every class. */
final class ObjectMethods {
    private ObjectMethods() {}

    static final PyBuiltinFunction OBJECT_NEW = new PyBuiltinFunction(
            Builtin.Impl.ofK("__new__", "object.__new__",
                    (cls, args, kw) -> objectNew((PyType) cls, args, kw)), PyType.OBJECT, true,
            null);

    static final PyMethodDescr OBJECT_INIT = PyMethodDescr.slotWrapper(PyType.OBJECT,
            Builtin.Impl.ofK("__init__", "object.__init__", (self, args, kw) -> {
                checkObjectInitArgs(self.type, args, kw);
                return Py.None;
            }));

    /**
     * Refuses {@code object.__setattr__} (or {@code __delattr__}) on an object whose nearest
     * builtin type overrides it ({@code object.__setattr__(str, "x", 1)} would skip
     * {@code type.__setattr__}, Carlo Verre's hack). Compare CPython typeobject.c: hackcheck.
     */
    private static void hackcheck(PyObject self, PyStr slot) {
        PyType b = self.type;
        while (b != null && b.isHeapType()) {
            b = b.getBase();
        }
        if (b != null && b != PyType.OBJECT && b.lookup(slot) != PyType.OBJECT.lookup(slot)) {
            throw Py.typeError("can't apply this " + slot + " to " + self.type.getTpName()
                    + " object");
        }
    }

    static void define(PyType t) {
        t.define("__new__", OBJECT_NEW);
        t.define("__init__", OBJECT_INIT);
        t.method0("__repr__", ObjectMethods::defaultRepr);
        t.method0("__str__", self -> Abstract.repr(self));
        t.method0("__hash__", self -> PyInt.of(Hashing.identityHash(self)));
        t.method1("__eq__", (self, other) -> self == other ? Py.True : Py.NotImplemented);
        t.method1("__ne__", (self, other) -> {
            PyObject eq = self.type.lookup(Names.__eq__);
            PyObject r = Abstract.callMethodDescriptor(eq, self, new PyObject[] {other},
                    Py.NO_KWNAMES);
            if (r == Py.NotImplemented) {
                return r;
            }
            return Abstract.not(r);
        });
        for (String n : new String[] {"__lt__", "__le__", "__gt__", "__ge__"}) {
            t.method1(n, (self, other) -> Py.NotImplemented);
        }
        t.method1("__getattribute__", (self, name) -> {
            PyStr n = attrName(name);
            PyObject r = GenericAttributes.genericGetAttr(self, n);
            if (r == null) {
                throw Py.noAttribute(self, n);
            }
            return r;
        });
        t.method2("__setattr__", (self, name, value) -> {
            hackcheck(self, Names.__setattr__);
            GenericAttributes.genericSetAttr(self, attrName(name), value);
            return Py.None;
        });
        t.method1("__delattr__", (self, name) -> {
            hackcheck(self, Names.__delattr__);
            GenericAttributes.genericDelAttr(self, attrName(name));
            return Py.None;
        });
        t.method1("__format__", (self, spec) -> {
            if (!(spec instanceof PyStr s)) {
                throw Py.typeError("__format__() argument must be str, not "
                        + spec.type.getName());
            }
            if (!s.value.isEmpty()) {
                throw Py.typeError("unsupported format string passed to "
                        + self.type.getName() + ".__format__");
            }
            return Abstract.str(self);
        });
        t.classMethodK("__init_subclass__", (cls, args, kw) -> {
            if (args.length != 0) {
                throw Py.typeError(((PyType) cls).getName()
                        + ".__init_subclass__() takes no keyword arguments");
            }
            return Py.None;
        });
        t.classMethodK("__subclasshook__", (cls, args, kw) -> Py.NotImplemented);
        t.method0("__dir__", ObjectMethods::dir);
        t.method0("__sizeof__", self -> PyInt.of(16));
        Pickling.define(t);
        t.getset("__class__", self -> self.type, ObjectMethods::setClass);
    }

    private static PyStr attrName(PyObject name) {
        if (!(name instanceof PyStr s)) {
            throw Py.typeError("attribute name must be string, not '" + name.type.getName()
                    + "'");
        }
        return s;
    }

    static PyObject defaultRepr(PyObject self) {
        PyType t = self.type;
        String mod = t.getModuleName();
        String q = mod.equals("builtins") ? t.getQualname() : mod + "." + t.getQualname();
        return new PyStr("<" + q + " object at 0x" + String.format("%012x",
                Hashing.identityHash(self) & 0xffffffffffffL) + ">");
    }

    /** {@code object.__new__(cls)} with CPython's excess-argument rules. */
    static PyObject objectNew(PyType cls, PyObject[] args, PyStr[] kw) {
        if (args.length != 0) {
            if (cls.lookup(Names.__new__) != OBJECT_NEW) {
                throw Py.typeError("object.__new__() takes exactly one argument (the type to "
                        + "instantiate)");
            }
            if (cls.lookup(Names.__init__) == OBJECT_INIT) {
                throw Py.typeError(cls.getName() + "() takes no arguments");
            }
        }
        if (cls.hasFlag(PyType.IS_ABSTRACT)) {
            throw TypeFactory.abstractInstantiationError(cls);
        }
        if (cls.getJavaClass() != PyObject.class) {
            throw Py.typeError("object.__new__(" + cls.getName() + ") is not safe, use "
                    + cls.getBase().getName() + ".__new__()");
        }
        return new PyInstance(cls);
    }

    static void checkObjectInitArgs(PyType cls, PyObject[] args, PyStr[] kw) {
        if (args.length != 0) {
            if (cls.lookup(Names.__init__) != OBJECT_INIT) {
                throw Py.typeError("object.__init__() takes exactly one argument (the instance "
                        + "to initialize)");
            }
            if (cls.lookup(Names.__new__) == OBJECT_NEW) {
                throw Py.typeError(cls.getName() + ".__init__() takes exactly one argument "
                        + "(the instance to initialize)");
            }
        }
    }

    private static void setClass(PyObject self, PyObject value) {
        if (!(value instanceof PyType nt)) {
            throw Py.typeError("__class__ must be set to a class, not '" + value.type.getName()
                    + "' object");
        }
        PyType old = self.type;
        boolean modules = nt.isSubtype(PyModule.TYPE) && old.isSubtype(PyModule.TYPE);
        if (!modules && (!old.isHeapType() || !nt.isHeapType())) {
            throw Py.typeError("__class__ assignment only supported for mutable types or "
                    + "ModuleType subclasses");
        }
        if (!sameLayout(old, nt)) {
            throw Py.typeError("__class__ assignment: '" + nt.getTpName() + "' object layout "
                    + "differs from '" + old.getTpName() + "'");
        }
        if (self instanceof PyInstance inst && inst.values != null) {
            // Inline values are laid out by the old class's keys: move them into a dict.
            inst.materializeDict();
        }
        self.type = nt;
    }

    /**
     * Whether instances of {@code a} can become instances of {@code b}: below the classes
     * that add nothing to their base's layout, the same class, or siblings that add the same
     * slots, {@code __dict__} and {@code __weakref__}. Compare CPython typeobject.c:
     * compatible_for_assignment.
     */
    static boolean sameLayout(PyType a, PyType b) {
        if (a.getJavaClass() != b.getJavaClass()) {
            return false;
        }
        PyType la = layoutOwner(a);
        PyType lb = layoutOwner(b);
        if (la != lb && (la.getBase() != lb.getBase() || !sameSlotsAdded(la, lb))) {
            return false;
        }
        return a.hasFlag(PyType.INLINE_VALUES) == b.hasFlag(PyType.INLINE_VALUES);
    }

    /** The nearest class from {@code t} up that adds to its base's layout. */
    private static PyType layoutOwner(PyType t) {
        while (t.isHeapType() && t.getBase() != null && sameAdditions(t, t.getBase())) {
            t = t.getBase();
        }
        return t;
    }

    private static boolean sameAdditions(PyType a, PyType b) {
        return a.getSlotNames().length == b.getSlotNames().length
                && hasDict(a) == hasDict(b) && a.isWeakrefable() == b.isWeakrefable();
    }

    /** Instances have a {@code __dict__}: a class's, or a builtin type's own (module's). */
    private static boolean hasDict(PyType t) {
        return t.instancesHaveDict()
                || !t.isHeapType() && t.getTypeDict().getItem(Names.__dict__) != null;
    }

    /** Compare CPython typeobject.c: same_slots_added. */
    private static boolean sameSlotsAdded(PyType a, PyType b) {
        if (!a.isHeapType() || !b.isHeapType() || !sameAdditions(a, b)) {
            return false;
        }
        PyStr[] sa = a.getSlotNames();
        PyStr[] sb = b.getSlotNames();
        for (int i = a.getBase().getSlotNames().length; i < sa.length; i++) {
            if (!sa[i].value.equals(sb[i].value)) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code object.__dir__}: the keys of what {@code self.__dict__} gives, if a dict, and the
     * names of {@code self.__class__}'s classes. Both are looked up as attributes, as CPython
     * does, so a bound method lists its function's attributes and an object that overrides
     * {@code __class__} (a mock with a spec) lists that class's names.
     */
    static PyObject dir(PyObject self) {
        PyDict names = new PyDict();
        PyObject d = self instanceof PyType ? null : optionalAttr(self, Names.__dict__);
        if (d instanceof PyDict dict) {
            for (int i = dict.nextEntry(0); i >= 0; i = dict.nextEntry(i + 1)) {
                names.setItem(dict.keyAt(i), Py.None);
            }
        }
        PyObject cls = self instanceof PyType t ? t : optionalAttr(self, Names.__class__);
        if (cls instanceof PyType t) {
            addClassNames(names, t);
        }
        List<PyObject> out = new ArrayList<>();
        for (int i = names.nextEntry(0); i >= 0; i = names.nextEntry(i + 1)) {
            out.add(names.keyAt(i));
        }
        return new PyList(out.toArray(new PyObject[0]));
    }

    /** {@code getattr(o, name)}, or null for any error, which CPython's __dir__ clears. */
    private static PyObject optionalAttr(PyObject o, PyStr name) {
        try {
            return o.lookupAttr(name);
        } catch (PyException e) {
            return null;
        }
    }

    static void addClassNames(PyDict names, PyType t) {
        for (PyType c : t.getMro()) {
            PyDict cd = c.getTypeDict();
            for (int i = cd.nextEntry(0); i >= 0; i = cd.nextEntry(i + 1)) {
                names.setItem(cd.keyAt(i), Py.None);
            }
        }
    }
}
