package org.specializer.core.builtins;

import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyGenerator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.interp.Interp;

/**
 * {@code anext_awaitable}: what {@code anext(aiterator, default)} returns. It awaits what
 * {@code aiterator.__anext__()} returned, each step through that object's awaitable iterator,
 * and turns its StopAsyncIteration (the end of the iteration) into StopIteration carrying
 * {@code default}, the result of the await. Compare CPython iterobject.c:
 * {@code anextawaitable_*}.
 */
final class PyAnextAwaitable extends PyObject {
    private static final PyStr SEND = PyStr.intern("send");
    private static final PyStr THROW = PyStr.intern("throw");
    private static final PyStr CLOSE = PyStr.intern("close");
    private static final PyStr AWAIT = PyStr.intern("__await__");

    static final PyType TYPE = PyType.builtin("anext_awaitable", PyAnextAwaitable.class,
            PyType.OBJECT, 0, t -> {
                t.constructor((cls, args, kwnames) -> {
                    throw Py.typeError("cannot create 'anext_awaitable' instances");
                });
                t.method0("__await__", self -> self);
                t.method0("__iter__", self -> self);
                t.method0("__next__", self -> ((PyAnextAwaitable) self).next());
                t.method1("send", (self, v) -> ((PyAnextAwaitable) self).proxy(SEND,
                        new PyObject[] {v}));
                t.methodN("throw", 0, Integer.MAX_VALUE, (self, a) ->
                        ((PyAnextAwaitable) self).proxy(THROW, a));
                t.method0("close", self -> ((PyAnextAwaitable) self).proxy(CLOSE,
                        Py.NO_ARGS));
            });

    private final PyObject wrapped;
    private final PyObject defaultValue;

    PyAnextAwaitable(PyObject wrapped, PyObject defaultValue) {
        super(TYPE);
        this.wrapped = wrapped;
        this.defaultValue = defaultValue;
    }

    /** Compare CPython iterobject.c: {@code anextawaitable_getiter}. */
    private PyObject awaitableIter() {
        PyObject awaitable = Interp.awaitableIter(wrapped);
        if (awaitable.type == PyGenerator.COROUTINE_TYPE) {
            // a coroutine is no iterator: step it through its __await__()
            awaitable = Abstract.callMethod(awaitable, AWAIT);
            if (awaitable.type.lookup(Names.__next__) == null) {
                throw Py.typeError("__await__ returned a non-iterable");
            }
        }
        return awaitable;
    }

    private PyException stopWithDefault(PyException e) {
        if (e.matches(PyExc.StopAsyncIteration)) {
            return Py.stopIteration(defaultValue == Py.None ? null : defaultValue);
        }
        return e;
    }

    /** Compare CPython iterobject.c: {@code anextawaitable_iternext}. */
    private PyObject next() {
        PyObject awaitable = awaitableIter();
        try {
            return Abstract.callMethodDescriptor(awaitable.type.lookup(Names.__next__),
                    awaitable, Py.NO_ARGS, Py.NO_KWNAMES);
        } catch (PyException e) {
            throw stopWithDefault(e);
        }
    }

    /** Compare CPython iterobject.c: {@code anextawaitable_proxy}. */
    private PyObject proxy(PyStr method, PyObject[] args) {
        PyObject awaitable = awaitableIter();
        try {
            return Abstract.callMethod(awaitable, method, args);
        } catch (PyException e) {
            throw stopWithDefault(e);
        }
    }
}
