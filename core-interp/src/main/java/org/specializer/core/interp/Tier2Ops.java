package org.specializer.core.interp;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyCode;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;
import org.specializer.api.PySlice;
import org.specializer.api.PyStr;
import org.specializer.api.PyTraceback;

/**
 * Helpers that tier-2 code calls where the eval loop has a few lines inline: small, static,
 * value-based (no frame array), so that HotSpot inlines them into the compiled Python code.
 */
final class Tier2Ops {
    /** What a region of code split over several methods returns when the frame goes on in
     *  another region, at {@code f.ip} (see {@code Translator}); never a Python value. */
    static final PyObject REGION_EXIT = new PyObject(null) {};

    private Tier2Ops() {}

    /**
     * An exception left instruction {@code ip} of compiled frame {@code f}: add the frame's
     * traceback entry (unless the instruction re-raises), as the loop's handler does, and
     * return the exception-table entry that handles it; with none, rethrow it.
     */
    static int unwind(Frame f, PyException e, int ip) {
        PyCode code = f.code;
        PyBaseException exc = e.value;
        if (!reraises(code, ip)) {
            PyTraceback tb = exc.traceback;
            exc.traceback = new PyTraceback(tb, code, code.lineAt(ip), ip, f);
            Exceptions.chainContext(exc, tb == null);
        }
        int h = code.findHandler(ip);
        if (h < 0) {
            Exceptions.leave(f, ip);
            throw e;
        }
        return h;
    }

    /** RERAISE and a bare {@code raise} re-raise: the loop adds no traceback entry for them. */
    private static boolean reraises(PyCode code, int ip) {
        int w = code.instructions[ip];
        int op = w & 0xFF;
        return op == Op.RERAISE || op == Op.CLEANUP_THROW
                || (op == Op.RAISE_VARARGS && (w >>> 8) == 0);
    }

    /** A generator frame resumed by {@code throw()}: the exception to raise there, or null. */
    static PyException takePendingThrow(Frame f) {
        PyBaseException t = f.pendingThrow;
        if (t == null) {
            return null;
        }
        f.pendingThrow = null;
        return t.toThrowable();
    }

    /** Compiled code was asked to start at a code unit that is not one of its entries. */
    static IllegalStateException badEntry(Frame f, int entry) {
        return new IllegalStateException("tier 2: " + f.code.qualname + " has no entry at "
                + entry);
    }

    static PyException unboundLocal(Frame f, int slot) {
        return Errors.unboundLocal(f.code, slot);
    }

    static PyException unboundFree(Frame f, int slot) {
        return Errors.unboundFree(f.code, slot);
    }

    /** The truth of a POP_JUMP_IF_*'s operand: bools by identity, anything else by protocol. */
    static boolean isTrue(PyObject v) {
        return v == Py.True || (v != Py.False && Abstract.isTrue(v));
    }

    /** COMPARE_OP with a bool result (oparg bit 16), as a JVM boolean. */
    static boolean compareTrue(PyObject l, PyObject r, int arg) {
        return Ops.compare(l, r, arg) == Py.True;
    }

    static PyObject bool(boolean b) {
        return b ? Py.True : Py.False;
    }

    /** IS_OP: {@code l is r}, or {@code is not} when {@code invert} is 1. */
    static PyObject is(PyObject l, PyObject r, int invert) {
        return (l == r) != (invert != 0) ? Py.True : Py.False;
    }

    static PyObject binarySlice(PyObject container, PyObject start, PyObject stop) {
        return Abstract.getItem(container, new PySlice(start, stop, Py.None));
    }

    static void storeSlice(PyObject v, PyObject container, PyObject start, PyObject stop) {
        Abstract.setItem(container, new PySlice(start, stop, Py.None), v);
    }

    static void storeGlobal(Frame f, PyStr name, PyObject v) {
        f.globals.setItem(name, v);
    }

    /**
     * Go on with {@code f} in the interpreter at {@code f.ip}, its locals and stack (up to
     * {@code f.sp}) in its array: the compiled form it was running has been given up
     * ({@link CompiledCode#missed}). An exception the rest of the frame raises has been handled
     * for this frame by the interpreter, so it leaves as an {@link Tier2.OsrExit}, which the
     * compiled code's handlers do not catch.
     */
    static PyObject deopt(Frame f) {
        f.compiled = false;
        java.util.Arrays.fill(f.s, f.sp, f.s.length, null);
        try {
            return Eval.resume(f);
        } catch (PyException e) {
            throw new Tier2.OsrExit(e);
        }
    }
}
