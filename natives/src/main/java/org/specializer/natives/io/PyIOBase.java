package org.specializer.natives.io;

import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * The Java layout every {@code _io} object shares: {@code _IOBase}'s closed flag and an
 * instance dictionary (CPython's I/O objects have a {@code __dict__}, which io.py's Python
 * subclasses and user code use). {@code _IOBase}, {@code _RawIOBase}, {@code _BufferedIOBase}
 * and {@code _TextIOBase} instances are exactly this class; the concrete types extend it.
 */
public class PyIOBase extends PyObject {
    /** {@code _IOBase}'s own closed state (CPython's {@code __IOBase_closed} attribute). */
    boolean iobaseClosed;
    private PyDict dict;

    public PyIOBase(PyType type) {
        super(type);
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
