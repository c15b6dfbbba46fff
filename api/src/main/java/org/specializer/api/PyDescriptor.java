package org.specializer.api;

/**
 * The descriptor protocol for Java-implemented descriptor classes (functions, method
 * descriptors, properties, slots, static and class methods). Instances of Python classes
 * that define {@code __get__}/{@code __set__}/{@code __delete__} are handled by
 * {@link Descriptors} through the type's hooks instead.
 */
public interface PyDescriptor {
    /** {@code __get__(obj, type)}; {@code obj} is null for access through the class. */
    PyObject descrGet(PyObject obj, PyType type);

    /** True for data descriptors (they define {@code __set__} or {@code __delete__}). */
    default boolean isDataDescriptor() {
        return false;
    }

    /** {@code __set__(obj, value)}. */
    default void descrSet(PyObject obj, PyObject value) {
        throw Py.attributeError(obj, null, "attribute is read-only");
    }

    /** {@code __delete__(obj)}. */
    default void descrDelete(PyObject obj) {
        throw Py.attributeError(obj, null, "attribute cannot be deleted");
    }
}
