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

/** The generator instructions: creation, SEND, CLEANUP_THROW, GET_YIELD_FROM_ITER. */
final class Generators {
    private Generators() {}

    /** RETURN_GENERATOR: wrap the (already set up) frame in a generator or coroutine. */
    static PyObject create(Frame f) {
        PyCode code = f.code;
        PyStr name = f.func != null ? f.func.name : PyStr.intern(code.name);
        PyStr qualname = f.func != null ? f.func.qualname : PyStr.intern(code.qualname);
        Generator g = new Generator(f,
                code.hasFlag(PyCode.CO_COROUTINE) ? PyGenerator.COROUTINE_TYPE
                        : PyGenerator.TYPE, name, qualname);
        f.generator = g;
        return g;
    }

    /**
     * SEND: {@code receiver, v -- receiver, retval}. Returns 0 when the receiver yielded
     * ({@code retval} is the yielded value), 1 when it returned (jump to END_SEND).
     */
    static int send(PyObject[] s, int sp) {
        PyObject receiver = s[sp - 2];
        PyObject v = s[sp - 1];
        if (receiver instanceof Generator g) {
            PyObject r = g.resume(v, null);
            if (r != null) {
                s[sp - 1] = r;
                return 0;
            }
            s[sp - 1] = g.returnValue;
            return 1;
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
        if (v instanceof PyGenerator g) {
            if (g.type == PyGenerator.COROUTINE_TYPE && !code.hasFlag(PyCode.CO_COROUTINE)
                    && !code.hasFlag(PyCode.CO_ITERABLE_COROUTINE)) {
                throw Py.typeError("cannot 'yield from' a coroutine object in a non-coroutine "
                        + "generator");
            }
            return v;
        }
        return Abstract.iter(v);
    }

    /** The async instructions, until async support lands. */
    static int asyncOp(Frame f, int op, PyObject[] s, int sp, int arg) {
        throw Py.error(PyExc.SystemError, "async instructions are not supported yet");
    }
}
