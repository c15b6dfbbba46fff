package org.specializer.natives.io;

import org.specializer.api.Finalization;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * The Java layout every {@code _io} object shares: {@code _IOBase}'s closed flag and an
 * instance dictionary (CPython's I/O objects have a {@code __dict__}, which io.py's Python
 * subclasses and user code use). {@code _IOBase}, {@code _RawIOBase}, {@code _BufferedIOBase}
 * and {@code _TextIOBase} instances are exactly this class; the concrete types extend it.
 *
 * <p>Finalization: the collector runs {@code __del__} (which closes the object) for the objects
 * that asked for it ({@link #needsFinalization}); a buffered writer wrapped by a text wrapper
 * leaves that to the wrapper, which closes it in turn, so that text, then bytes, are written
 * out in order. A FileIO's descriptor is closed by a {@link java.lang.ref.Cleaner} once nothing
 * that could still write to it is left.
 */
public class PyIOBase extends PyObject {
    /** {@code _IOBase}'s own closed state (CPython's {@code __IOBase_closed} attribute). */
    boolean iobaseClosed;
    private PyDict dict;
    /** Makes the collector hand the object to {@code __del__} (which closes it); or null. */
    @SuppressWarnings("unused")
    private Object finalizer;

    public PyIOBase(PyType type) {
        super(type);
        if (type.isHeapType()) {
            needsFinalization();
        }
    }

    /**
     * Have {@code __del__} run when the object becomes garbage, as CPython closes a file
     * object at deallocation: for writers (their buffers are written out) and for instances of
     * Python subclasses (their {@code close} may do anything).
     */
    final void needsFinalization() {
        if (finalizer == null) {
            finalizer = Finalization.triggerFor(this, type.isHeapType());
        }
    }

    @Override
    public PyDict getDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        dict = d;
        return true;
    }
}
