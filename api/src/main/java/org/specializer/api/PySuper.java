package org.specializer.api;

/**
 * {@code super}: looks attributes up along the MRO of {@code type(obj)} (or {@code obj} itself
 * when it is a class) after {@link #thisType}.
 */
public final class PySuper extends PyObject {
    public static final PyType TYPE = PyType.builtin("super", PySuper.class, PyType.OBJECT,
            PyType.BASETYPE, DescriptorMethods::defineSuper);

    /** The class whose successors are searched. */
    public final PyType thisType;
    /** The bound object or class, or null for an unbound super. */
    public final PyObject obj;
    /** The type whose MRO is searched. */
    public final PyType objType;

    public PySuper(PyType thisType, PyObject obj) {
        this(TYPE, thisType, obj);
    }

    /** An instance of {@code super} or of a subclass of it. */
    public PySuper(PyType cls, PyType thisType, PyObject obj) {
        super(cls);
        this.thisType = thisType;
        this.obj = obj;
        this.objType = obj == null ? null : checkSuper(thisType, obj);
    }

    /**
     * Install the interpreter's frame inspector for zero-argument {@code super()}: it returns
     * {@code {__class__, first argument}} of the running Python function, or null.
     */
    public static void installZeroArgSuper(java.util.function.Supplier<PyObject[]> s) {
        DescriptorMethods.zeroArgSuper = s;
    }

    /** CPython's {@code supercheck}: the type whose MRO to use. */
    public static PyType checkSuper(PyType type, PyObject obj) {
        if (obj instanceof PyType t && inMro(t, type)) {
            return t;
        }
        if (inMro(obj.type, type)) {
            return obj.type;
        }
        // a proxy: what its __class__ says
        PyObject c = obj.lookupAttr(Names.__class__);
        if (c != obj.type && c instanceof PyType ct && inMro(ct, type)) {
            return ct;
        }
        throw Py.typeError("super(type, obj): obj ("
                + (obj instanceof PyType t ? "type " + t.getTpName()
                        : "instance of " + obj.type.getTpName())
                + ") is not an instance or subtype of type (" + type.getTpName() + ").");
    }

    /**
     * Whether {@code type} is in the MRO of {@code t} (a custom {@code mro()} may leave
     * {@code t} itself out). Compare CPython typeobject.c: is_subtype_with_mro.
     */
    private static boolean inMro(PyType t, PyType type) {
        PyType[] mro = t.getMro();
        if (mro == null) {
            return t.isSubtype(type);
        }
        for (PyType m : mro) {
            if (m == type) {
                return true;
            }
        }
        return false;
    }

    @Override
    public PyObject getAttr(PyStr name) {
        PyObject r = lookupAttr(name);
        if (r == null) {
            throw Py.attributeError(this, name, "'super' object has no attribute '" + name + "'");
        }
        return r;
    }

    @Override
    public PyObject lookupAttr(PyStr name) {
        if (objType != null && !name.value.equals("__class__")) {
            PyObject v = PySuperLookup.findAfter(objType, thisType, name);
            if (v != null) {
                return Descriptors.get(v, obj == objType ? null : obj, objType);
            }
        }
        return GenericAttributes.genericGetAttr(this, name);
    }
}
