package org.specializer.natives.io;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * {@code _io.BufferedRWPair}: a BufferedReader over one raw stream and a BufferedWriter over
 * another, as one object (a pipe pair, a socket's two directions). Compare CPython
 * bufferedio.c: bufferedrwpair.
 */
public final class PyBufferedRWPair extends PyIOBase {
    public static final PyType TYPE = PyType.builtin("BufferedRWPair", PyBufferedRWPair.class,
            IOBaseTypes.BUFFERED_IOBASE, PyType.BASETYPE, PyBufferedRWPair::define)
            .withModule("_io").withDottedTpName();

    private PyBuffered reader;
    private PyBuffered writer;

    PyBufferedRWPair(PyType type) {
        super(type);
    }

    private PyBuffered reader() {
        if (reader == null) {
            throw Py.valueError("I/O operation on uninitialized object");
        }
        return reader;
    }

    private PyBuffered writer() {
        if (writer == null) {
            throw Py.valueError("I/O operation on uninitialized object");
        }
        return writer;
    }

    private static PyBufferedRWPair p(PyObject o) {
        return (PyBufferedRWPair) o;
    }

    private static final Params INIT = new Params("BufferedRWPair", new String[] {"reader",
        "writer", "buffer_size"}, 2, 3, 2);

    private static PyObject toReader(PyObject self, String method, PyObject... args) {
        return Abstract.callMethod(p(self).reader(), PyStr.intern(method), args);
    }

    private static PyObject toWriter(PyObject self, String method, PyObject... args) {
        return Abstract.callMethod(p(self).writer(), PyStr.intern(method), args);
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new PyBufferedRWPair((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            PyObject[] a = INIT.parse(args, kw);
            long size = a[2] == null ? IOModule.DEFAULT_BUFFER_SIZE : Abstract.asIndex(a[2]);
            IOBaseTypes.check(a[0], IOBaseTypes.READABLE, "File or stream is not readable.");
            IOBaseTypes.check(a[1], IOBaseTypes.WRITABLE, "File or stream is not writable.");
            PyBuffered r = new PyBuffered(PyBuffered.READER);
            r.init(a[0], size, true, false);
            PyBuffered w = new PyBuffered(PyBuffered.WRITER);
            w.init(a[1], size, false, true);
            p(self).reader = r;
            p(self).writer = w;
            return Py.None;
        });
        t.methodN("read", 0, 1, (self, a) -> toReader(self, "read", a));
        t.methodN("peek", 0, 1, (self, a) -> toReader(self, "peek", a));
        t.methodN("read1", 0, 1, (self, a) -> toReader(self, "read1", a));
        t.method1("readinto", (self, b) -> toReader(self, "readinto", b));
        t.method1("readinto1", (self, b) -> toReader(self, "readinto1", b));
        t.method1("write", (self, b) -> toWriter(self, "write", b));
        t.method0("flush", self -> toWriter(self, "flush"));
        t.method0("readable", self -> toReader(self, "readable"));
        t.method0("writable", self -> toWriter(self, "writable"));
        t.method0("close", self -> {
            PyException failure = null;
            try {
                toWriter(self, "close");
            } catch (PyException e) {
                failure = e;
            }
            try {
                toReader(self, "close");
            } catch (PyException e) {
                if (failure != null) {
                    e.value.context = failure.value;
                }
                throw e;
            }
            if (failure != null) {
                throw failure;
            }
            return Py.None;
        });
        t.method0("isatty", self -> {
            PyObject r = toWriter(self, "isatty");
            return Abstract.isTrue(r) ? r : toReader(self, "isatty");
        });
        t.getset("closed", self -> p(self).writer().getAttr(IOBaseTypes.CLOSED), null);
    }
}
