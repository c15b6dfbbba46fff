package org.specializer.natives.io;

import java.util.Arrays;
import org.specializer.api.Abstract;
import org.specializer.api.BufferExports;
import org.specializer.api.BufferProtocol;
import org.specializer.api.PyBuffer;
import org.specializer.api.PyExc;
import org.specializer.api.PyMemoryView;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.posix.BytesLike;

/** {@code _io.BytesIO}: a binary stream in memory, as CPython's {@code Modules/_io/bytesio.c}. */
public final class PyBytesIO extends PyIOBase implements BufferProtocol {
    public static final PyType TYPE = PyType.builtin("BytesIO", PyBytesIO.class,
            IOBaseTypes.BUFFERED_IOBASE, PyType.BASETYPE, PyBytesIO::define)
            .withModule("_io").withDottedTpName();

    /** null when closed. */
    private byte[] buf = new byte[0];
    private int size;
    private int pos;
    /** Views {@code getbuffer()} handed out and not released (null: none ever). */
    private BufferExports exports;

    PyBytesIO(PyType type) {
        super(type);
    }

    private void checkClosed() {
        if (buf == null) {
            throw IOBaseTypes.closedError();
        }
    }

    /** CPython's CHECK_EXPORTS: no resizing (or writing) while getbuffer() views live. */
    private void checkExports() {
        if (exports != null && exports.inUse()) {
            throw Py.error(PyExc.BufferError, "Existing exports of data: object cannot be "
                    + "re-sized");
        }
    }

    @Override
    public PyBuffer getBuffer(int flags) {
        checkClosed();
        PyBuffer view = PyBuffer.ofBytes(this, this, buf, 0, size, false, flags);
        if (exports == null) {
            exports = new BufferExports();
        }
        exports.add(view);
        return view;
    }

    @Override
    public void releaseBuffer(PyBuffer view) {
        exports.remove(view);
    }

    private void ensure(int capacity) {
        if (capacity > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(capacity, buf.length + (buf.length >> 1) + 16));
        }
    }

    /** The bytes from the position, at most {@code n} (all when negative); advances. */
    byte[] read(long n) {
        checkClosed();
        int avail = Math.max(0, size - pos);
        int take = n < 0 || n > avail ? avail : (int) n;
        if (take == 0) {
            return new byte[0];  // the position may be past the end (a seek there)
        }
        byte[] out = Arrays.copyOfRange(buf, pos, pos + take);
        pos += take;
        return out;
    }

    byte[] readline(long limit) {
        checkClosed();
        if (pos >= size) {
            return new byte[0];  // and the position stays where a seek put it
        }
        int start = pos;
        int end = start;
        while (end < size && (limit < 0 || end - start < limit)) {
            if (buf[end++] == '\n') {
                break;
            }
        }
        pos = end;
        return Arrays.copyOfRange(buf, start, end);
    }

    int write(byte[] b) {
        checkClosed();
        checkExports();
        int n = b.length;
        if (n == 0) {
            return 0;
        }
        int end = pos + n;
        ensure(end);
        if (pos > size) {
            Arrays.fill(buf, size, pos, (byte) 0);
        }
        System.arraycopy(b, 0, buf, pos, n);
        pos = end;
        if (end > size) {
            size = end;
        }
        return n;
    }

    /** Compare CPython bytesio.c: _io_BytesIO_seek_impl. */
    long seek(long target, int whence) {
        checkClosed();
        if (target < 0 && whence == 0) {
            throw Py.valueError("negative seek value " + target);
        }
        if (whence == 1) {
            target += pos;
        } else if (whence == 2) {
            target += size;
        } else if (whence != 0) {
            throw Py.valueError("invalid whence (" + whence + ", should be 0, 1 or 2)");
        }
        if (target < 0) {
            target = 0;
        }
        pos = (int) Math.min(target, Integer.MAX_VALUE - 8);
        return pos;
    }

    long truncate(PyObject sizeArg) {
        checkClosed();
        checkExports();
        long n = sizeArg == null || sizeArg == Py.None ? pos : Abstract.asIndex(sizeArg);
        if (n < 0) {
            throw Py.valueError("negative size value " + n);
        }
        if (n < size) {
            size = (int) n;
        }
        return n;
    }

    byte[] getvalue() {
        checkClosed();
        return Arrays.copyOf(buf, size);
    }

    private static PyBytesIO b(PyObject o) {
        return (PyBytesIO) o;
    }

    private static final Params INIT = new Params("BytesIO", new String[] {"initial_bytes"}, 0,
            1, 0);

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new PyBytesIO((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            PyObject[] a = INIT.parse(args, kw);
            PyBytesIO s = b(self);
            s.checkExports();
            s.buf = new byte[0];
            s.size = 0;
            s.pos = 0;
            if (a[0] != null && a[0] != Py.None) {
                s.write(BytesLike.bytes(a[0]));
                s.pos = 0;
            }
            return Py.None;
        });
        t.methodN("read", 0, 1, (self, a) -> PyBytes.of(b(self).read(IOBaseTypes.sizeArg(a, 0))));
        t.methodN("read1", 0, 1, (self, a) -> PyBytes.of(b(self).read(IOBaseTypes.sizeArg(a,
                0))));
        t.methodN("readline", 0, 1, (self, a) -> PyBytes.of(b(self).readline(
                IOBaseTypes.sizeArg(a, 0))));
        t.methodN("readlines", 0, 1, (self, a) -> {
            long hint = IOBaseTypes.sizeArg(a, 0);
            PyBytesIO s = b(self);
            s.checkClosed();
            PyList out = new PyList();
            long total = 0;
            for (byte[] line = s.readline(-1); line.length > 0; line = s.readline(-1)) {
                out.append(PyBytes.of(line));
                total += line.length;
                if (hint > 0 && total >= hint) {
                    break;
                }
            }
            return out;
        });
        t.method1("readinto", (self, x) -> {
            PyBytesIO s = b(self);
            s.checkClosed();
            BytesLike.Writable view = BytesLike.writable(x, "readinto");
            try {
                byte[] data = s.read(view.length());
                view.put(0, data, 0, data.length);
                return PyInt.of(data.length);
            } finally {
                view.release();
            }
        });
        t.method1("write", (self, x) -> {
            b(self).checkClosed();
            return PyInt.of(b(self).write(BytesLike.bytes(x)));
        });
        t.method1("writelines", (self, lines) -> {
            b(self).checkClosed();
            PyObject it = Abstract.iter(lines);
            for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
                b(self).write(BytesLike.bytes(x));
            }
            return Py.None;
        });
        t.methodN("seek", 1, 2, (self, a) -> PyInt.of(b(self).seek(Abstract.asIndex(a[0]),
                a.length > 1 ? Abstract.asInt(a[1]) : 0)));
        t.method0("tell", self -> {
            b(self).checkClosed();
            return PyInt.of(b(self).pos);
        });
        t.methodN("truncate", 0, 1, (self, a) -> PyInt.of(b(self).truncate(a.length == 0
                ? null : a[0])));
        t.method0("getvalue", self -> PyBytes.of(b(self).getvalue()));
        for (String name : new String[] {"readable", "writable", "seekable"}) {
            t.method0(name, self -> {
                b(self).checkClosed();
                return Py.True;
            });
        }
        t.method0("flush", self -> {
            b(self).checkClosed();
            return Py.None;
        });
        t.method0("isatty", self -> {
            b(self).checkClosed();
            return Py.False;
        });
        t.method0("close", self -> {
            b(self).checkExports();
            b(self).buf = null;
            return Py.None;
        });
        t.method0("getbuffer", self -> {
            PyBytesIO s = b(self);
            s.checkClosed();
            // the view's memory must be the buffer's own, of exactly its size
            if (s.buf.length != s.size) {
                s.buf = Arrays.copyOf(s.buf, s.size);
            }
            return PyMemoryView.fromBuffer(s.getBuffer(PyBuffer.FULL_RO | PyBuffer.WRITABLE));
        });
        t.getset("closed", self -> Py.newBool(b(self).buf == null), null);
        t.method0("__iter__", self -> self);
        t.method0("__next__", self -> {
            byte[] line = b(self).readline(-1);
            if (line.length == 0) {
                throw Py.stopIteration(null);
            }
            return PyBytes.of(line);
        });
        t.method0("__getstate__", self -> {
            PyBytesIO s = b(self);
            PyDict d = self.getDict();
            return PyTuple.of(PyBytes.of(s.getvalue()), PyInt.of(s.pos),
                    d.size() == 0 ? Py.None : d.copy());
        });
        t.method1("__setstate__", (self, state) -> {
            // Compare CPython bytesio.c: bytesio_setstate
            if (!(state instanceof PyTuple st) || st.items.length < 3) {
                throw Py.typeError(self.type.getTpName() + ".__setstate__ argument should be "
                        + "3-tuple, got " + state.type.getName());
            }
            PyBytesIO s = b(self);
            s.checkExports();
            s.checkClosed();
            s.size = 0;
            s.pos = 0;
            s.write(BytesLike.bytes(st.items[0]));
            s.pos = IOBaseTypes.statePosition(st.items[1],
                    "second item of state must be an integer, not ");
            IOBaseTypes.stateDict(self, st.items[2], "third");
            return Py.None;
        });
        t.method0("__sizeof__", self -> PyInt.of(88 + (b(self).buf == null ? 0
                : b(self).buf.length)));
    }
}
