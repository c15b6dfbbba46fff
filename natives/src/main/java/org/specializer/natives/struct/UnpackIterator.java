package org.specializer.natives.struct;

import org.specializer.api.Py;
import org.specializer.api.PyBuffer;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/** {@code _struct.unpack_iterator}: what {@code iter_unpack} returns. */
final class UnpackIterator extends PyObject implements PyIterator {
    static final PyType TYPE = PyType.builtin("unpack_iterator", UnpackIterator.class,
            PyType.OBJECT, 0, UnpackIterator::define).withModule("_struct")
            .withDottedTpName();

    private final PyStruct struct;
    /** The export of the buffer, released once the iterator is exhausted. */
    private PyBuffer buffer;
    private int index;

    UnpackIterator(PyStruct struct, PyBuffer buffer) {
        super(TYPE);
        this.struct = struct;
        this.buffer = buffer;
    }

    @Override
    public PyObject nextOrNull() {
        PyBuffer b = buffer;
        if (b == null) {
            return null;
        }
        if (index >= b.len) {
            buffer = null;
            b.release();
            return null;
        }
        PyObject r = struct.unpack(b.buf, b.offset + index);
        index += (int) struct.size;
        return r;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            throw Py.typeError("cannot create '_struct.unpack_iterator' instances");
        });
        Params.defineIterator(t);
        t.method0("__length_hint__", self -> {
            UnpackIterator it = (UnpackIterator) self;
            return PyInt.of(it.buffer == null ? 0 : (it.buffer.len - it.index) / it.struct.size);
        });
    }
}
