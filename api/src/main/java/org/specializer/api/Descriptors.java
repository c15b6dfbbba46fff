package org.specializer.api;

/**
 * Descriptor invocation for any object found in a class dictionary: the Java descriptor
 * classes answer directly, instances of Python classes through their type's cached
 * {@code __get__}/{@code __set__}/{@code __delete__}, and anything else is not a descriptor.
 */
public final class Descriptors {
    private Descriptors() {}

    /** Does {@code d} define {@code __get__}? */
    public static boolean hasGet(PyObject d) {
        return d instanceof PyDescriptor || d.type.descrGetHook() != null;
    }

    /** Is {@code d} a data descriptor ({@code __set__} or {@code __delete__})? */
    public static boolean isData(PyObject d) {
        if (d instanceof PyDescriptor pd) {
            return pd.isDataDescriptor();
        }
        PyType t = d.type;
        return t.descrSetHook() != null || t.descrDeleteHook() != null;
    }

    /** {@code d.__get__(obj, type)} when {@code d} is a descriptor, else {@code d} itself. */
    public static PyObject get(PyObject d, PyObject obj, PyType type) {
        if (d instanceof PyDescriptor pd) {
            return pd.descrGet(obj, type);
        }
        PyObject g = d.type.descrGetHook();
        if (g == null) {
            return d;
        }
        return Abstract.callMethodDescriptor(g, d,
                new PyObject[] {obj == null ? Py.None : obj, type}, Py.NO_KWNAMES);
    }

    /** {@code d.__set__(obj, value)}; the caller checked {@link #isData}. */
    public static void set(PyObject d, PyObject obj, PyObject value) {
        if (d instanceof PyDescriptor pd) {
            pd.descrSet(obj, value);
            return;
        }
        PyObject s = d.type.descrSetHook();
        if (s == null) {
            throw Py.attributeError(obj, null, "__set__");
        }
        Abstract.callMethodDescriptor(s, d, new PyObject[] {obj, value}, Py.NO_KWNAMES);
    }

    /** {@code d.__delete__(obj)}; the caller checked {@link #isData}. */
    public static void delete(PyObject d, PyObject obj) {
        if (d instanceof PyDescriptor pd) {
            pd.descrDelete(obj);
            return;
        }
        PyObject s = d.type.descrDeleteHook();
        if (s == null) {
            throw Py.attributeError(obj, null, "__delete__");
        }
        Abstract.callMethodDescriptor(s, d, new PyObject[] {obj}, Py.NO_KWNAMES);
    }
}
