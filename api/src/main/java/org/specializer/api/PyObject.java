package org.specializer.api;

/**
 * The root of every Python value.
 *
 * <p>Each object carries its Python type in a field rather than deriving it from the Java
 * class: one field read gives {@code type(x)}, a guard such as {@code x.type == cached} is a
 * pointer compare, and {@code __class__} assignment is a store. The Java class still
 * identifies the layout, so exact-type fast paths test {@code x.getClass() == PyFloat.class},
 * which also excludes instances of user subclasses (they use a subclass of the Java class).
 *
 * <p>Three protocols are virtual because a few Java classes replace them outright:
 * {@link #call} (functions, builtins, types, bound methods), the attribute trio
 * {@link #getAttr}/{@link #setAttr}/{@link #delAttr} (types, modules, super objects), and
 * {@link #getDict} (anything with an instance dictionary). Every other protocol is dispatched
 * by {@link Abstract} through the type's method lookup, as CPython's slot wrappers do, with fast
 * paths for the exact builtin types.
 */
public abstract class PyObject {
    /** {@code type(self)}; changed only by {@code __class__} assignment. */
    public PyType type;

    protected PyObject(PyType type) {
        this.type = type;
    }

    /** {@code type(self)}. */
    public final PyType getType() {
        return type;
    }

    // ------------------------------------------------------------------ call

    /**
     * {@code self(*args, **kw)}: the last {@code kwnames.length} entries of {@code args} are the
     * keyword arguments' values. {@code kwnames} is never null (use {@link Py#NO_KWNAMES}).
     * The default looks up {@code __call__} on the type.
     */
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        PyObject call = type.lookup(Names.__call__);
        if (call == null) {
            throw Py.typeError("'" + type.getName() + "' object is not callable");
        }
        // an instance as its class's __call__ would recurse (CPython typeobject.c:
        // slot_tp_call)
        CRecursion.enter(" while calling a Python object");
        try {
            return Abstract.callMethodDescriptor(call, this, args, kwnames);
        } finally {
            CRecursion.leave();
        }
    }

    // ------------------------------------------------------------------ attributes

    /**
     * {@code getattr(self, name)}: raises AttributeError when absent. The default is
     * {@code object.__getattribute__} followed by the type's {@code __getattr__} hook, or the
     * type's own {@code __getattribute__} when a class overrides it.
     */
    public PyObject getAttr(PyStr name) {
        return GenericAttributes.getAttr(this, name);
    }

    /**
     * Whether {@code getattr(self, '__class__')} is {@code type(self)} whenever the class
     * keeps object's {@code __class__} and {@code __getattribute__}: so isinstance() need not
     * ask. Objects whose attribute lookup forwards to another object (proxies) answer false.
     */
    public boolean classAttrIsType() {
        return true;
    }

    /** {@code getattr(self, name, None)} without the exception: null when absent. */
    public PyObject lookupAttr(PyStr name) {
        return GenericAttributes.lookupAttr(this, name);
    }

    /** {@code setattr(self, name, value)}. */
    public void setAttr(PyStr name, PyObject value) {
        GenericAttributes.setAttr(this, name, value);
    }

    /** {@code delattr(self, name)}. */
    public void delAttr(PyStr name) {
        GenericAttributes.delAttr(this, name);
    }

    /**
     * The instance dictionary, materializing it if the object keeps its attributes elsewhere
     * (inline values); null when the object has none.
     */
    public PyDict getDict() {
        return null;
    }

    /** Replace the instance dictionary ({@code obj.__dict__ = d}); false when not supported. */
    public boolean setDict(PyDict dict) {
        return false;
    }

    // ------------------------------------------------------------------ Java conveniences

    /** {@code repr(self)} as a Java string, for diagnostics and the debugger. */
    @Override
    public String toString() {
        try {
            return Abstract.repr(this).toString();
        } catch (PyException e) {
            return "<" + type.getName() + " object>";
        }
    }
}
