package org.specializer.api;

/**
 * The Java throwable that carries a Python exception through Java frames. It records no Java
 * stack trace (an interpreter raises and catches exceptions as ordinary control flow); the
 * Python traceback lives in the exception object.
 */
public final class PyException extends RuntimeException {
    /** The Python exception object. */
    public final PyBaseException value;

    public PyException(PyBaseException value) {
        super(null, null, false, false);
        this.value = value;
    }

    /** Is the exception an instance of {@code type} (or a subclass)? */
    public boolean matches(PyType type) {
        return value.type.isSubtype(type);
    }

    public PyType pyType() {
        return value.type;
    }

    /** {@code Type: message}, as the last line of a traceback. */
    @Override
    public String getMessage() {
        return value.formatLastLine();
    }
}
