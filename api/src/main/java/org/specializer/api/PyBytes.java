package org.specializer.api;

/** {@code bytes}: an immutable byte string. Methods in {@code BytesMethods}. */
public class PyBytes extends PyObject {
    public static final PyType TYPE = PyType.builtin("bytes", PyBytes.class, PyType.OBJECT,
            PyType.BASETYPE, BytesMethods::define);

    public final byte[] value;

    public PyBytes(byte[] value) {
        super(TYPE);
        this.value = value;
    }

    protected PyBytes(PyType type, byte[] value) {
        super(type);
        this.value = value;
    }
}
