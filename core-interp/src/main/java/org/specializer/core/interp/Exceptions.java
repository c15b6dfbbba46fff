package org.specializer.core.interp;

import org.specializer.api.Abstract;
import org.specializer.api.Descriptors;
import org.specializer.api.ExceptionGroupMethods;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyBaseExceptionGroup;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/** Raising, handling and context managers: the exception-related instructions. */
final class Exceptions {
    private Exceptions() {}

    private static final PyStr SPLIT = PyStr.intern("split");

    /** RAISE_VARARGS: 0 re-raises, 1 raises, 2 raises with a cause. Always throws. */
    static PyException raiseVarargs(PyObject[] s, int sp, int n) {
        if (n == 0) {
            PyObject h = ThreadState.handledException();
            if (h == null) {
                return Py.runtimeError("No active exception to reraise");
            }
            return new PyException((PyBaseException) h);
        }
        PyObject excObj = n == 2 ? s[sp - 2] : s[sp - 1];
        PyBaseException exc = instantiate(excObj, "exceptions must derive from BaseException");
        if (n == 2) {
            PyObject causeObj = s[sp - 1];
            if (causeObj == Py.None) {
                exc.cause = null;
            } else {
                exc.cause = instantiate(causeObj, "exception causes must derive from "
                        + "BaseException");
            }
            exc.suppressContext = true;
        }
        chainContext(exc, true);  // as CPython's do_raise: at the raise, even of an old exception
        return new PyException(exc);
    }

    /** An exception instance from a class (called with no arguments) or an instance. */
    static PyBaseException instantiate(PyObject o, String notAnException) {
        if (o instanceof PyBaseException e) {
            return e;
        }
        if (o instanceof PyType t && t.isSubtype(PyExc.BaseException)) {
            PyObject r = t.call(Py.NO_ARGS, Py.NO_KWNAMES);
            if (!(r instanceof PyBaseException e)) {
                // Compare CPython ceval.c: do_raise (the type's repr, where
                // _PyErr_CreateException names it)
                throw Py.typeError("calling " + Abstract.repr(t) + " should have returned an "
                        + "instance of BaseException, not " + Abstract.repr(r.type));
            }
            return e;
        }
        throw Py.typeError(notAnException);
    }

    /** RERAISE: the exception on the stack, unchanged. */
    static PyException reraise(PyObject exc) {
        return new PyException((PyBaseException) exc);
    }

    /**
     * RERAISE with a saved position ({@code oparg} 1): as CPython, the frame goes back to the
     * instruction that raised, {@code lasti}, so that its {@code f_lineno} after the exception
     * leaves it is that instruction's line, not the cleanup's.
     */
    static PyException reraise(Frame f, PyObject lasti, PyObject exc) {
        f.ip = (int) ((PyInt) lasti).value;
        return new PyException((PyBaseException) exc);
    }

    /**
     * Whether instruction {@code ip} is a RERAISE that restored the frame's position to the
     * raising instruction ({@link #reraise(Frame, PyObject, PyObject)}).
     */
    private static boolean restoredPosition(Frame f, int ip) {
        int w = f.code.instructions[ip];
        return f.code.opcodeAt(ip) == Op.RERAISE && (w >>> 8) != 0;
    }

    /**
     * The {@code lasti} a handler entered from instruction {@code ip} pushes: {@code ip}, or
     * the raising instruction a RERAISE there restored (CPython pushes the frame's position).
     */
    static PyInt lasti(Frame f, int ip) {
        return PyInt.of(restoredPosition(f, ip) ? f.ip : ip);
    }

    /**
     * The exception leaves frame {@code f} from instruction {@code ip}, no handler in it: the
     * frame stays at {@code ip}, unless a RERAISE there restored the raising instruction.
     */
    static void leave(Frame f, int ip) {
        if (!restoredPosition(f, ip)) {
            f.ip = ip;
        }
    }

    /**
     * Set {@code __context__} to the exception being handled, as CPython does when an
     * exception is raised during handling, breaking any cycle this would create. CPython sets
     * it where the exception is raised: RAISE_VARARGS does ({@link #raiseVarargs}), and each
     * frame an exception leaves calls this, which chains only in the first frame
     * ({@code raisedHere}: no traceback entry yet, raised by the runtime's own code). An
     * exception passing through later frames keeps its context, None included: a program may
     * have set it so.
     */
    static void chainContext(PyBaseException exc, boolean raisedHere) {
        if (!raisedHere) {
            return;
        }
        PyObject h = ThreadState.handledException();
        if (h == null || h == exc) {
            return;
        }
        PyBaseException handled = (PyBaseException) h;
        // Floyd's cycle detection: a context chain may already hold a cycle of its own
        PyBaseException o = handled;
        PyBaseException slow = handled;
        boolean toggle = false;
        for (PyBaseException c = o.context; c != null; c = o.context) {
            if (c == exc) {
                o.context = null;
                break;
            }
            o = c;
            if (o == slow) {
                break;
            }
            if (toggle) {
                slow = slow.context;
            }
            toggle = !toggle;
        }
        exc.context = handled;
    }

    /**
     * An exception thrown into a generator that was handling one when it suspended (its own
     * level of the handled exceptions, now on top) gets that one as its {@code __context__},
     * as any exception raised during handling; one thrown into a generator handling nothing
     * keeps its context. Compare CPython errors.c: _PyErr_ChainStackItem.
     */
    static void chainThrown(PyBaseException exc) {
        ThreadState.ExcInfo top = ThreadState.excInfo;
        if (top == null || top.value == null || top.value == org.specializer.api.Py.None) {
            return;
        }
        chainContext(exc, true);
    }

    /** PUSH_EXC_INFO: make {@code exc} the handled exception; the previous one (or None). */
    static PyObject pushExcInfo(PyObject exc) {
        ThreadState.ExcInfo info = ThreadState.excInfo;
        PyObject prev = info.value;
        info.value = exc;
        return prev == null ? Py.None : prev;
    }

    /** POP_EXCEPT: restore the previously handled exception. */
    static void popExcept(PyObject prev) {
        ThreadState.excInfo.value = prev == Py.None ? null : prev;
    }

    /** CHECK_EXC_MATCH: does {@code exc} match the class or tuple of classes? */
    static PyObject checkExcMatch(PyObject exc, PyObject match) {
        if (match instanceof PyTuple t) {
            for (PyObject m : t.items) {
                checkCatchable(m);
            }
        } else {
            checkCatchable(match);
        }
        return excMatches(exc.type, match) ? Py.True : Py.False;
    }

    /**
     * The exception's class is the class or a subclass of one in the tuple: no
     * {@code __instancecheck__}, no {@code __class__} (CPython errors.c:
     * PyErr_GivenExceptionMatches).
     */
    private static boolean excMatches(PyType given, PyObject match) {
        if (match instanceof PyTuple t) {
            for (PyObject m : t.items) {
                if (excMatches(given, m)) {
                    return true;
                }
            }
            return false;
        }
        return match instanceof PyType mt && given.isSubtype(mt);
    }

    /**
     * CHECK_EG_MATCH: {@code exc, type -- rest, match}. Splits the exception (group) {@code exc}
     * caught by an {@code except*} clause: {@code match} is the part that matches {@code type}
     * (None for none; a naked exception that matches is wrapped in a group), {@code rest} the
     * part that does not (None for none). A match becomes the handled exception for the clause.
     * Compare CPython ceval.c: _PyEval_ExceptionGroupMatch.
     */
    static int checkEgMatch(PyObject[] s, int sp) {
        PyObject exc = s[sp - 2];
        PyObject type = s[sp - 1];
        checkExceptStarType(type);
        PyObject match;
        PyObject rest;
        if (exc == Py.None) {
            match = Py.None;
            rest = Py.None;
        } else if (ExceptionGroupMethods.givenExceptionMatches(exc, type)) {
            // a naked exception is wrapped, with no traceback (3.14 gives it this frame's)
            match = exc instanceof PyBaseExceptionGroup ? exc
                    : ExceptionGroupMethods.create("", PyTuple.of(exc));
            rest = Py.None;
        } else if (exc instanceof PyBaseExceptionGroup) {
            PyObject pair = Abstract.callMethod(exc, SPLIT, type);
            // checked as 3.14 does (3.13 only asserts)
            if (!(pair instanceof PyTuple t) || t.type != PyTuple.TYPE) {
                throw Py.typeError(exc.type.getName() + ".split must return a tuple, not "
                        + pair.type.getName());
            }
            if (t.items.length < 2) {
                throw Py.typeError(exc.type.getName() + ".split must return a 2-tuple, got "
                        + "tuple of size " + t.items.length);
            }
            match = t.items[0];
            rest = t.items[1];
        } else {
            match = Py.None;
            rest = exc;
        }
        if (match != Py.None) {
            ThreadState.excInfo.value = match;
        }
        s[sp - 2] = rest;
        s[sp - 1] = match;
        return sp;
    }

    /** Compare CPython ceval.c: _PyEval_CheckExceptStarTypeValid. */
    private static void checkExceptStarType(PyObject type) {
        boolean group = false;
        if (type instanceof PyTuple t) {
            for (PyObject m : t.items) {
                checkCatchable(m);
                group |= ((PyType) m).isSubtype(PyExc.BaseExceptionGroup);
            }
        } else {
            checkCatchable(type);
            group = ((PyType) type).isSubtype(PyExc.BaseExceptionGroup);
        }
        if (group) {
            throw Py.typeError("catching ExceptionGroup with except* is not allowed. Use except "
                    + "instead.");
        }
    }

    private static void checkCatchable(PyObject m) {
        if (!(m instanceof PyType t) || !t.isSubtype(PyExc.BaseException)) {
            throw Py.typeError("catching classes that do not inherit from BaseException is not "
                    + "allowed");
        }
    }

    /** BEFORE_WITH: {@code mgr -- bound __exit__, result of __enter__()}. */
    static int beforeWith(PyObject[] s, int sp) {
        PyObject mgr = s[sp - 1];
        PyType t = mgr.type;
        PyObject enter = t.lookup(Names.__enter__);
        if (enter == null) {
            throw Py.typeError("'" + t.getName() + "' object does not support the context "
                    + "manager protocol");
        }
        PyObject exit = t.lookup(Names.__exit__);
        if (exit == null) {
            throw Py.typeError("'" + t.getName() + "' object does not support the context "
                    + "manager protocol (missed __exit__ method)");
        }
        PyObject boundExit = Descriptors.get(exit, mgr, t);
        PyObject res = Abstract.callMethodDescriptor(enter, mgr, Py.NO_ARGS, Py.NO_KWNAMES);
        s[sp - 1] = boundExit;
        s[sp] = res;
        return sp + 1;
    }

    /** WITH_EXCEPT_START: {@code __exit__(type, value, traceback)}. */
    static PyObject withExceptStart(PyObject exitFunc, PyObject val) {
        PyBaseException e = (PyBaseException) val;
        PyObject tb = e.traceback == null ? Py.None : e.traceback;
        return exitFunc.call(new PyObject[] {e.type, e, tb}, Py.NO_KWNAMES);
    }

    /** The handled exception, for {@code sys.exception()}. */
    static PyObject current() {
        PyObject h = ThreadState.handledException();
        return h == null ? Py.None : h;
    }
}
