package org.specializer.core.builtins;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/** {@code callable_iterator}: {@code iter(callable, sentinel)} calls until the sentinel comes. */
public final class PyCallIterator extends PyObject implements PyIterator {
    public static final PyType TYPE = PyType.builtin("callable_iterator", PyCallIterator.class,
            PyType.OBJECT, 0, t -> {
                IteratorSupport.defineIterator(t);
                t.method0("__reduce__", self -> {
                    PyObject iter = Py.builtin("iter");  // first: its lookup may exhaust self
                    PyCallIterator it = (PyCallIterator) self;
                    return it.callable == null ? PyTuple.of(iter, PyTuple.of(PyTuple.EMPTY))
                            : PyTuple.of(iter, PyTuple.of(it.callable, it.sentinel));
                });
            });

    /** The callable, or null once exhausted. */
    private PyObject callable;
    private final PyObject sentinel;

    private PyCallIterator(PyObject callable, PyObject sentinel) {
        super(TYPE);
        this.callable = callable;
        this.sentinel = sentinel;
    }

    /** {@code iter(callable, sentinel)}. */
    public static PyCallIterator create(PyObject callable, PyObject sentinel) {
        if (!Abstract.isCallable(callable)) {
            throw Py.typeError("iter(v, w): v must be callable");
        }
        return new PyCallIterator(callable, sentinel);
    }

    @Override
    public PyObject nextOrNull() {
        PyObject f = callable;
        if (f == null) {
            return null;
        }
        PyObject v;
        try {
            v = Abstract.call0(f);
        } catch (PyException e) {
            if (e.matches(PyExc.StopIteration)) {
                callable = null;
                return null;
            }
            throw e;
        }
        if (callable == null) {
            // the call exhausted this iterator (through a reentrant next): it stays exhausted,
            // whatever the call returned (CPython's gh-101892)
            return null;
        }
        // the sentinel on the left, as CPython compares
        if (Abstract.richCompareBool(sentinel, v, Abstract.EQ)) {
            callable = null;
            return null;
        }
        return v;
    }
}
