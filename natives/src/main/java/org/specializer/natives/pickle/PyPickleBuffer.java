package org.specializer.natives.pickle;

import org.specializer.api.BufferProtocol;
import org.specializer.api.Buffers;
import org.specializer.api.Py;
import org.specializer.api.PyBuffer;
import org.specializer.api.PyExc;
import org.specializer.api.PyMemoryView;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * {@code pickle.PickleBuffer(buffer)}: a wrapper over a bytes-like object that protocol 5
 * pickles in band (as bytes or a bytearray, after its read-only flag) or hands to the
 * pickler's {@code buffer_callback} out of band. It holds one export of the object until
 * {@code release()}; its own exports are new exports of that object. Compare CPython
 * Objects/picklebufobject.c.
 */
final class PyPickleBuffer extends PyObject implements BufferProtocol {
    static final PyType TYPE = PyType.builtin("PickleBuffer", PyPickleBuffer.class,
            PyType.OBJECT, 0, PyPickleBuffer::define).withModule("pickle").withDottedTpName()
            .withWeakrefs();

    private PyBuffer view;

    private PyPickleBuffer(PyBuffer view) {
        super(TYPE);
        this.view = view;
    }

    private static PyPickleBuffer b(PyObject o) {
        return (PyPickleBuffer) o;
    }

    private static void define(PyType t) {
        t.constructor((cls, a, kw) -> {
            if (kw.length != 0) {
                throw Py.typeError("'" + kw[0].value + "' is an invalid keyword argument for "
                        + "PickleBuffer()");
            }
            if (a.length != 1) {
                throw Py.typeError("PickleBuffer() takes exactly 1 argument (" + a.length
                        + " given)");
            }
            return new PyPickleBuffer(Buffers.get(a[0], PyBuffer.FULL_RO));
        });
        t.method0("raw", self -> b(self).raw());
        t.method0("release", self -> {
            PyPickleBuffer pb = b(self);
            if (pb.view != null) {
                pb.view.release();
                pb.view = null;
            }
            return Py.None;
        });
    }

    /** The held export; ValueError once released. */
    PyBuffer view() {
        if (view == null) {
            throw Py.valueError("operation forbidden on released PickleBuffer object");
        }
        return view;
    }

    @Override
    public PyBuffer getBuffer(int flags) {
        return Buffers.get(view().obj, flags);
    }

    /** A one-dimensional unsigned-byte memoryview of the memory, which must be contiguous. */
    private PyObject raw() {
        PyBuffer v = view();
        if (!v.isContiguous('A')) {
            throw Py.error(PyExc.BufferError, "cannot extract raw buffer from non-contiguous "
                    + "buffer");
        }
        PyBuffer inner = Buffers.get(v.obj, PyBuffer.FULL_RO);
        BufferProtocol onRelease = new BufferProtocol() {
            @Override
            public PyBuffer getBuffer(int f) {
                return Buffers.get(inner.obj, f);
            }

            @Override
            public void releaseBuffer(PyBuffer released) {
                inner.release();
            }
        };
        return PyMemoryView.fromBuffer(new PyBuffer(inner.obj, onRelease, inner.buf,
                inner.offset, inner.readonly, 1, "B", new int[] {inner.len}, new int[] {1}));
    }
}
