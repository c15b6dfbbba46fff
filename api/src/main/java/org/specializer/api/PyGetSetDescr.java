package org.specializer.api;

/**
 * {@code getset_descriptor}: a computed attribute of a builtin type ({@code function.__name__},
 * {@code object.__class__}). A data descriptor: it always wins over the instance dictionary.
 */
public final class PyGetSetDescr extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.builtin("getset_descriptor", PyGetSetDescr.class,
            PyType.OBJECT, 0, BuiltinFunctionMethods::defineGetSet);

    @FunctionalInterface
    public interface Getter {
        PyObject get(PyObject obj);
    }

    @FunctionalInterface
    public interface Setter {
        void set(PyObject obj, PyObject value);
    }

    @FunctionalInterface
    public interface Deleter {
        void delete(PyObject obj);
    }

    public final PyType owner;
    public final String name;
    private final Getter getter;
    private final Setter setter;
    private final Deleter deleter;

    public PyGetSetDescr(PyType owner, String name, Getter getter, Setter setter, Deleter deleter) {
        super(TYPE);
        this.owner = owner;
        this.name = name;
        this.getter = getter;
        this.setter = setter;
        this.deleter = deleter;
    }

    @Override
    public PyObject descrGet(PyObject obj, PyType type) {
        if (obj == null) {
            return this;
        }
        check(obj);
        return getter.get(obj);
    }

    @Override
    public boolean isDataDescriptor() {
        return true;
    }

    @Override
    public void descrSet(PyObject obj, PyObject value) {
        check(obj);
        if (setter == null) {
            throw Py.attributeError(obj, PyStr.intern(name), "attribute '" + name + "' of '"
                    + owner.getTpName() + "' objects is not writable");
        }
        setter.set(obj, value);
    }

    @Override
    public void descrDelete(PyObject obj) {
        check(obj);
        if (deleter == null) {
            if (setter == null) {
                throw Py.attributeError(obj, PyStr.intern(name), "attribute '" + name + "' of '"
                        + owner.getTpName() + "' objects is not writable");
            }
            throw Py.typeError("cannot delete attribute '" + name + "'");
        }
        deleter.delete(obj);
    }

    private void check(PyObject obj) {
        if (!obj.type.isSubtype(owner)) {
            throw Py.typeError("descriptor '" + name + "' for '" + owner.getName()
                    + "' objects doesn't apply to a '" + obj.type.getName() + "' object");
        }
    }
}
