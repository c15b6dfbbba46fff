package org.specializer.api;

/**
 * {@code BaseExceptionGroup} and {@code ExceptionGroup} (PEP 654): an exception that carries a
 * message and a non-empty tuple of other exceptions. The methods are in
 * {@link ExceptionGroupMethods}.
 */
public final class PyBaseExceptionGroup extends PyBaseException {
    /** {@code message}: the str given to the constructor. */
    public final PyStr message;
    /** {@code exceptions}: never empty. */
    public final PyTuple exceptions;

    PyBaseExceptionGroup(PyType type, PyTuple args, PyStr message, PyTuple exceptions) {
        super(type, args);
        this.message = message;
        this.exceptions = exceptions;
    }
}
