package org.specializer.api;

/**
 * {@code weakref.ReferenceType} ({@code weakref.ref}): calling it gives the referent, or None
 * once the referent was collected. As CPython's Objects/weakrefobject.c: hashable by the
 * referent's hash (remembered, so still hashable after death if hashed before), equal when both
 * referents are alive and equal, else only to itself; subclassable ({@code weakref.KeyedRef},
 * {@code WeakMethod}). See {@link WeakRefs} for how collection and callbacks work.
 */
public class PyWeakref extends PyObject implements HasSlots {
    public static final PyType TYPE = PyType.builtin("ReferenceType", PyWeakref.class,
            PyType.OBJECT, PyType.BASETYPE, PyWeakref::define).withModule("weakref");

    private final WeakRefs.Ref ref;
    /** The callback, until it has run; null for none. */
    PyObject callback;
    private long hash;
    private boolean hashed;
    private PyDict dict;
    /** The values of a subclass's {@code __slots__}, or null. */
    private final PyObject[] slots = HasSlots.allocate(type);

    static {
        TYPE.withSubclassSlots();
    }

    @Override
    public PyObject[] slotValues() {
        return slots;
    }

    protected PyWeakref(PyType type, PyObject referent, PyObject callback) {
        super(type);
        this.callback = callback == Py.None ? null : callback;
        this.ref = WeakRefs.register(referent, this);
    }

    /** {@code weakref.ref(obj, callback=None)}, reusing an existing basic reference. */
    public static PyObject of(PyType type, PyObject referent, PyObject callback) {
        checkReferenceable(referent);
        if (type == TYPE && (callback == null || callback == Py.None)) {
            PyObject existing = WeakRefs.basic(referent, TYPE);
            if (existing != null) {
                return existing;
            }
        }
        return new PyWeakref(type, referent, callback);
    }

    /** Types whose instances refuse weak references (CPython's tp_weaklistoffset == 0). */
    static void checkReferenceable(PyObject o) {
        if (!o.type.isWeakrefable()) {
            throw Py.typeError("cannot create weak reference to '" + o.type.getTpName()
                    + "' object");
        }
    }

    /** The referent, or null once collected. */
    public final PyObject get() {
        return ref.get();
    }

    public final PyObject getCallback() {
        return callback;
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

    static String addr(PyObject o) {
        return String.format("0x%012x", Hashing.identityHash(o) & 0xffffffffffffL);
    }

    private static PyWeakref w(PyObject self) {
        return (PyWeakref) self;
    }

    private static void define(PyType t) {
        PyGenericAlias.defineClassGetitem(t);  // weakref.ref[T]
        t.constructor((cls, args, kw) -> {
            int npos = args.length - kw.length;
            if (npos < 1 || npos > 2) {
                throw Py.typeError("__new__ expected at most 2 arguments, got " + npos);
            }
            // Subclasses may take more arguments in __init__ (KeyedRef(ob, callback, key)).
            if (kw.length > 0 && (PyType) cls == TYPE) {
                throw Py.typeError("ref() takes no keyword arguments");
            }
            return of((PyType) cls, args[0], npos > 1 ? args[1] : null);
        });
        t.methodK("__init__", (self, args, kw) -> {
            // Compare CPython weakrefobject.c: weakref___init__ (the arguments are __new__'s)
            if (kw.length > 0) {
                throw Py.typeError("ref() takes no keyword arguments");
            }
            if (args.length < 1 || args.length > 2) {
                throw Py.typeError("__init__ expected at " + (args.length < 1 ? "least 1 argument"
                        : "most 2 arguments") + ", got " + args.length);
            }
            return Py.None;
        });
        t.methodK("__call__", (self, args, kw) -> {
            if (args.length != 0) {
                throw Py.typeError("weakref() takes exactly 0 arguments ("
                        + args.length + " given)");
            }
            PyObject o = w(self).get();
            return o == null ? Py.None : o;
        });
        t.method0("__hash__", self -> {
            PyWeakref r = w(self);
            if (!r.hashed) {
                PyObject o = r.get();
                if (o == null) {
                    throw Py.typeError("weak object has gone away");
                }
                r.hash = Abstract.hash(o);
                r.hashed = true;
            }
            return PyInt.of(r.hash);
        });
        t.method1("__eq__", (self, other) -> compare(self, other, true));
        t.method1("__ne__", (self, other) -> compare(self, other, false));
        t.method0("__repr__", self -> {
            // Compare CPython weakrefobject.c: weakref_repr ("weakref" for subclasses too; the
            // referent's __name__ looked up on its type, never through __getattr__)
            PyObject o = w(self).get();
            String name = "weakref";
            if (o == null) {
                return PyStr.of("<" + name + " at " + addr(self) + "; dead>");
            }
            PyObject oname = Pickling.lookupSpecial(o, Names.__name__);
            return PyStr.of("<" + name + " at " + addr(self) + "; to '"
                    + o.type.getName() + "' at " + addr(o)
                    + (oname instanceof PyStr s ? " (" + s.value + ")" : "") + ">");
        });
        t.getset("__callback__", self -> {
            PyObject cb = w(self).callback;
            return cb == null ? Py.None : cb;
        }, null);
    }

    private static PyObject compare(PyObject self, PyObject other, boolean eq) {
        if (!(other instanceof PyWeakref o)) {
            return Py.NotImplemented;
        }
        PyObject a = w(self).get();
        PyObject b = o.get();
        if (a == null || b == null) {
            boolean same = self == other;
            return eq == same ? Py.True : Py.False;
        }
        return Abstract.richCompare(a, b, eq ? Abstract.EQ : Abstract.NE);
    }
}
