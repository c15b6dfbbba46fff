package org.specializer.core.interp;

import java.lang.ref.Cleaner;

import org.specializer.api.ExceptionMethods;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyCode;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyStr;
import org.specializer.spi.Opcode;

/** The interpreter's error messages, worded as CPython 3.13's. */
final class Errors {
    private Errors() {}

    /** Heap kept back for the moment the heap runs out, so that MemoryError can be made. */
    private static volatile byte[] reserve;
    private static boolean armed;

    /**
     * Keep the reserve from the first garbage collection on (called at start-up, which also
     * loads this class before it is needed). The heap runs out only after collections, and a
     * program that never collects, as most short ones, does not keep 8 MB of zeroed pages in
     * its resident set for nothing.
     */
    static synchronized void armReserve() {
        if (armed) {
            return;   // an earlier run in this JVM did
        }
        armed = true;
        Cleaner watch = Cleaner.create();
        watch.register(new Object(), () -> {
            try {
                reserve = new byte[8 << 20];
            } catch (OutOfMemoryError full) {
                // no room even now: the next MemoryError takes it back when it can
            }
        });
    }

    /**
     * The MemoryError for a Java heap that ran out: the reserve is given up so that the error,
     * its traceback and the handlers that catch it have room; it is taken back when the heap
     * allows, for the next time.
     */
    static PyException memoryError() {
        reserve = null;
        PyException e = Py.error(org.specializer.api.PyExc.MemoryError);
        try {
            reserve = new byte[8 << 20];
        } catch (OutOfMemoryError stillFull) {
            // the program has not let go yet: no reserve until the next MemoryError
        }
        return e;
    }

    static PyException unboundLocal(PyCode code, int slot) {
        return Py.error(PyExc.UnboundLocalError, "cannot access local variable '"
                + code.localsplusNames[slot] + "' where it is not associated with a value");
    }

    static PyException unboundFree(PyCode code, int slot) {
        if ((code.localsplusKinds[slot] & PyCode.KIND_FREE) != 0) {
            return nameError("cannot access free variable '" + code.localsplusNames[slot]
                    + "' where it is not associated with a value in enclosing scope",
                    code.localsplusNames[slot]);
        }
        return unboundLocal(code, slot);
    }

    static PyException nameNotDefined(PyStr name) {
        return nameError("name '" + name + "' is not defined", name);
    }

    static PyException nameError(String msg, PyStr name) {
        PyBaseException e = org.specializer.api.PyExc.create(PyExc.NameError, msg);
        ExceptionMethods.setNameErrorName(e, name);
        return new PyException(e);
    }

    /** A bug: an opcode the loop does not know. */
    static IllegalStateException badOpcode(PyCode code, int ip, int op) {
        String name = op < Opcode.count() ? Opcode.byNumber(op).name() : String.valueOf(op);
        return new IllegalStateException("unexpected opcode " + name + " at " + ip + " in "
                + code.qualname);
    }
}
