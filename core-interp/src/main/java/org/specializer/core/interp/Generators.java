package org.specializer.core.interp;

import org.specializer.api.Abstract;
import org.specializer.api.ExceptionMethods;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyCode;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyGenerator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.api.Descriptors;

/** The generator instructions: creation, SEND, CLEANUP_THROW, GET_YIELD_FROM_ITER. */
final class Generators {
    private Generators() {}

    /**
     * RETURN_GENERATOR: wrap the (already set up) frame in a generator, coroutine or async
     * generator.
     */
    static PyObject create(Frame f) {
        PyCode code = f.code;
        PyStr name = f.func != null ? f.func.name : PyStr.intern(code.name);
        PyStr qualname = f.func != null ? f.func.qualname : PyStr.intern(code.qualname);
        Generator g = code.hasFlag(PyCode.CO_ASYNC_GENERATOR)
                ? new AsyncGenerator(f, name, qualname)
                : new Generator(f, code.hasFlag(PyCode.CO_COROUTINE)
                        ? PyGenerator.COROUTINE_TYPE : PyGenerator.TYPE, name, qualname);
        f.generator = g;
        if (Interp.coroutineOriginTrackingDepth > 0 && code.hasFlag(PyCode.CO_COROUTINE)) {
            g.origin = origin(f.back, Interp.coroutineOriginTrackingDepth);
        }
        return g;
    }

    /**
     * {@code cr_origin}: (filename, line, function name) of up to {@code depth} frames from
     * {@code caller} outwards. Compare CPython genobject.c: {@code compute_cr_origin}.
     */
    private static PyObject origin(Frame caller, int depth) {
        java.util.List<PyObject> frames = new java.util.ArrayList<>();
        for (Frame fr = caller; fr != null && frames.size() < depth; fr = fr.back) {
            frames.add(org.specializer.api.PyTuple.of(PyStr.of(fr.code.filename),
                    org.specializer.api.PyInt.of(fr.currentLine()), PyStr.of(fr.code.name)));
        }
        return org.specializer.api.PyTuple.of(frames.toArray(new PyObject[0]));
    }

    /**
     * SEND: {@code receiver, v -- receiver, retval}. Returns 0 when the receiver yielded
     * ({@code retval} is the yielded value), 1 when it returned (jump to END_SEND).
     */
    static int send(PyObject[] s, int sp) {
        return send(null, s, sp, -1);  // from compiled code, which is never traced
    }

    /** SEND at {@code ip} of {@code f} (its exception event when tracing). */
    static int send(Frame f, PyObject[] s, int sp, int ip) {
        PyObject receiver = s[sp - 2];
        PyObject v = s[sp - 1];
        if (receiver instanceof Generator g) {
            PyObject r = g.resume(v, null);
            if (r != null) {
                s[sp - 1] = r;
                return 0;
            }
            s[sp - 1] = g.returnValue;
            if (Tracing.on) {
                Tracing.stopIteration(f, ip, g.returnValue);  // as CPython's END_SEND
            }
            return 1;
        }
        if (receiver instanceof AsyncGenAwaitables.ASend a) {
            // the step of an async for: no StopIteration for the value yielded
            PyObject r = a.sendOrNull(v);
            s[sp - 1] = r != null ? r : a.result;
            if (r == null && Tracing.on) {
                Tracing.stopIteration(f, ip, a.result);  // CPython's asend raises StopIteration
            }
            return r != null ? 0 : 1;
        }
        try {
            PyObject r;
            if (v == Py.None) {
                PyObject next = receiver.type.lookup(Names.__next__);
                if (next == null) {
                    throw Py.typeError("'" + receiver.type.getName()
                            + "' object is not an iterator");
                }
                r = Abstract.callMethodDescriptor(next, receiver, Py.NO_ARGS, Py.NO_KWNAMES);
            } else {
                r = Abstract.callMethod(receiver, Names.send, v);
            }
            s[sp - 1] = r;
            return 0;
        } catch (PyException e) {
            if (e.matches(PyExc.StopIteration)) {
                s[sp - 1] = ExceptionMethods.stopIterationValue(e.value);
                if (Tracing.on) {
                    Tracing.stopIteration(f, ip, e);
                }
                return 1;
            }
            throw e;
        }
    }

    /**
     * CLEANUP_THROW: {@code sub_iter, last_sent_val, exc_value -- none, value}. A StopIteration
     * thrown out of the delegate ends the {@code yield from} with its value; anything else is
     * re-raised.
     */
    static int cleanupThrow(PyObject[] s, int sp) {
        PyBaseException exc = (PyBaseException) s[sp - 1];
        if (exc.type.isSubtype(PyExc.StopIteration)) {
            s[sp - 3] = Py.None;
            s[sp - 2] = ExceptionMethods.stopIterationValue(exc);
            s[--sp] = null;
            return sp;
        }
        throw new PyException(exc);
    }

    /** GET_YIELD_FROM_ITER. */
    static PyObject yieldFromIter(PyCode code, PyObject v) {
        if (v instanceof PyGenerator g && g.type == PyGenerator.COROUTINE_TYPE) {
            if (!code.hasFlag(PyCode.CO_COROUTINE)
                    && !code.hasFlag(PyCode.CO_ITERABLE_COROUTINE)) {
                throw Py.typeError("cannot 'yield from' a coroutine object in a non-coroutine "
                        + "generator");
            }
            return v;
        }
        if (v instanceof PyGenerator g && g.type == PyGenerator.TYPE) {
            return v;
        }
        return Abstract.iter(v);
    }

    private static final PyStr AWAIT = PyStr.intern("__await__");
    private static final PyStr AITER = PyStr.intern("__aiter__");
    private static final PyStr ANEXT = PyStr.intern("__anext__");
    private static final PyStr AENTER = PyStr.intern("__aenter__");
    private static final PyStr AEXIT = PyStr.intern("__aexit__");

    /**
     * The async instructions: GET_AWAITABLE, GET_AITER, GET_ANEXT, BEFORE_ASYNC_WITH and
     * END_ASYNC_FOR, with CPython 3.13's stack effects and messages.
     */
    static int asyncOp(Frame f, int op, PyObject[] s, int sp, int arg) {
        switch (op) {
            case Op.GET_AWAITABLE:  // iterable -- iter
                s[sp - 1] = awaitable(s[sp - 1], arg);
                return sp;
            case Op.GET_AITER: {  // obj -- iter
                PyObject obj = s[sp - 1];
                PyObject m = obj.type.lookup(AITER);
                if (m == null) {
                    throw Py.typeError("'async for' requires an object with __aiter__ method, "
                            + "got " + obj.type.getName());
                }
                PyObject it = Abstract.callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES);
                if (it.type.lookup(ANEXT) == null) {
                    throw Py.typeError("'async for' received an object from __aiter__ that does "
                            + "not implement __anext__: " + it.type.getName());
                }
                s[sp - 1] = it;
                return sp;
            }
            case Op.GET_ANEXT: {  // aiter -- aiter, awaitable
                PyObject aiter = s[sp - 1];
                if (aiter instanceof AsyncGenerator ag) {
                    // its __anext__, whose awaitable is its own iterator
                    ag.initHooks();
                    s[sp] = new AsyncGenAwaitables.ASend(ag, null);
                    return sp + 1;
                }
                PyObject m = aiter.type.lookup(ANEXT);
                if (m == null) {
                    throw Py.typeError("'async for' requires an iterator with __anext__ method, "
                            + "got " + aiter.type.getName());
                }
                PyObject next = Abstract.callMethodDescriptor(m, aiter, Py.NO_ARGS,
                        Py.NO_KWNAMES);
                try {
                    s[sp] = awaitableIter(next, 0);
                } catch (PyException e) {
                    // any failure, with it as the cause: CPython's _PyErr_FormatFromCause
                    PyException wrapped = Py.typeError("'async for' received an invalid object "
                            + "from __anext__: " + next.type.getName());
                    wrapped.value.causedBy(e.value);
                    throw wrapped;
                }
                return sp + 1;
            }
            case Op.BEFORE_ASYNC_WITH: {  // mgr -- exit, res
                PyObject mgr = s[sp - 1];
                PyType t = mgr.type;
                PyObject enter = t.lookup(AENTER);
                if (enter == null) {
                    throw Py.typeError("'" + t.getName() + "' object does not support the "
                            + "asynchronous context manager protocol");
                }
                PyObject exit = t.lookup(AEXIT);
                if (exit == null) {
                    throw Py.typeError("'" + t.getName() + "' object does not support the "
                            + "asynchronous context manager protocol (missed __aexit__ method)");
                }
                PyObject boundExit = Descriptors.get(exit, mgr, t);
                s[sp] = Abstract.callMethodDescriptor(enter, mgr, Py.NO_ARGS, Py.NO_KWNAMES);
                s[sp - 1] = boundExit;
                return sp + 1;
            }
            default: {  // END_ASYNC_FOR: awaitable, exc --
                PyBaseException exc = (PyBaseException) s[sp - 1];
                if (!exc.type.isSubtype(PyExc.StopAsyncIteration)) {
                    throw new PyException(exc);
                }
                s[sp - 1] = null;
                s[sp - 2] = null;
                return sp - 2;
            }
        }
    }

    /** CPython's {@code _PyEval_GetAwaitable}: what {@code await x} iterates. */
    static PyObject awaitable(PyObject o, int where) {
        if (o instanceof Generator g && g.type == PyGenerator.COROUTINE_TYPE
                && g.yieldFrom() != null) {
            throw Py.runtimeError("coroutine is being awaited already");
        }
        return awaitableIter(o, where);
    }

    /**
     * CPython's {@code _PyCoro_GetAwaitableIter}: a coroutine (or a generator marked
     * iterable-coroutine) itself, else the iterator its {@code __await__} returns.
     * {@code where} chooses the message for an object that is not awaitable: 1 and 2 for the
     * results of {@code __aenter__} and {@code __aexit__}, 0 otherwise.
     */
    static PyObject awaitableIter(PyObject o, int where) {
        if (o instanceof PyGenerator g && (g.type == PyGenerator.COROUTINE_TYPE
                || g.type == PyGenerator.TYPE && g.code().hasFlag(PyCode.CO_ITERABLE_COROUTINE))) {
            return g;
        }
        PyObject m = o.type.lookup(AWAIT);
        if (m == null) {
            String t = o.type.getName();
            if (where == 1) {
                throw Py.typeError("'async with' received an object from __aenter__ that does "
                        + "not implement __await__: " + t);
            }
            if (where == 2) {
                throw Py.typeError("'async with' received an object from __aexit__ that does "
                        + "not implement __await__: " + t);
            }
            throw Py.typeError("object " + t + " can't be used in 'await' expression");
        }
        PyObject it = Abstract.callMethodDescriptor(m, o, Py.NO_ARGS, Py.NO_KWNAMES);
        if (it instanceof PyGenerator g && g.type == PyGenerator.COROUTINE_TYPE) {
            throw Py.typeError("__await__() returned a coroutine");
        }
        // a coroutine or async generator is a Java PyIterator but not a Python iterator
        if ((it instanceof PyGenerator || !(it instanceof org.specializer.api.PyIterator))
                && it.type.lookup(Names.__next__) == null) {
            throw Py.typeError("__await__() returned non-iterator of type '"
                    + it.type.getName() + "'");
        }
        return it;
    }
}
