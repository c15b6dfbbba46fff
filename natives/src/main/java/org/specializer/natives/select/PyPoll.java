package org.specializer.natives.select;

import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Hashing;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.FdTable;
import org.specializer.natives.posix.OSErrors;

/** {@code select.poll()} objects. Compare CPython selectmodule.c: pollObject. */
final class PyPoll extends PyObject {
    static final PyType TYPE = PyType.builtin("poll", PyPoll.class, PyType.OBJECT, 0,
            PyPoll::define).withModule("select");

    static final Cleaner CLEANER = Cleaner.create();
    private static final int DEFAULT_EVENTS = 1 | 2 | 4;

    final PollSet set = new PollSet();
    private boolean polling;

    PyPoll() {
        super(TYPE);
        PollSet s = set;
        CLEANER.register(this, s::close);
    }

    /** An {@code unsigned short} event mask. */
    private static int ushort(PyObject o) {
        long v = Abstract.asIndex(o);
        if (v < 0) {
            throw Py.overflowError("unsigned short is less than minimum");
        }
        if (v > 0xffff) {
            throw Py.overflowError("unsigned short is greater than maximum");
        }
        return (int) v;
    }

    private static PyPoll p(PyObject self) {
        return (PyPoll) self;
    }

    private static void define(PyType t) {
        // made by select.poll() only (CPython's Py_TPFLAGS_DISALLOW_INSTANTIATION)
        t.constructor((cls, args, kw) -> {
            throw Py.typeError("cannot create 'select.poll' instances");
        });
        t.methodN("register", 1, 2, (self, a) -> {
            int fd = SelectModule.fileDescriptor(a[0]);
            int events = a.length > 1 ? ushort(a[1]) : DEFAULT_EVENTS;
            PollSet.Reg r = p(self).set.regs.get(fd);
            if (r != null) {
                r.events = events;
            } else {
                p(self).set.regs.put(fd, new PollSet.Reg(fd, FdTable.lookup(fd), events));
            }
            return Py.None;
        });
        t.method2("modify", (self, fdobj, mask) -> {
            int fd = SelectModule.fileDescriptor(fdobj);
            int events = ushort(mask);
            PollSet.Reg r = p(self).set.regs.get(fd);
            if (r == null) {
                throw OSErrors.of(ErrnoModule.ENOENT);
            }
            r.events = events;
            return Py.None;
        });
        t.method1("unregister", (self, fdobj) -> {
            int fd = SelectModule.fileDescriptor(fdobj);
            if (!p(self).set.regs.containsKey(fd)) {
                throw Py.keyError(PyInt.of(fd));
            }
            p(self).set.remove(fd);
            return Py.None;
        });
        t.methodN("poll", 0, 1, (self, a) -> p(self).poll(a.length > 0 ? a[0] : Py.None));
        t.method0("__repr__", self -> PyStr.of("<select.poll object at " + String.format(
                "0x%012x", Hashing.identityHash(self) & 0xffffffffffffL) + ">"));
    }

    /** {@code poll([timeout_ms])}. */
    private PyObject poll(PyObject t) {
        long timeout;
        if (t == Py.None) {
            timeout = -1;
        } else if (t instanceof PyFloat f) {
            if (Double.isNaN(f.value)) {
                throw Py.valueError("Invalid value NaN (not a number)");
            }
            timeout = f.value < 0 ? -1 : (long) Math.ceil(f.value * 1e6);
        } else if (t instanceof PyInt || Abstract.indexOrNull(t) != null) {
            long ms = Abstract.asIndex(t);
            timeout = ms < 0 ? -1 : ms * 1_000_000;
        } else {
            throw Py.typeError("timeout must be an integer or None");
        }
        if (polling) {
            throw Py.runtimeError("concurrent poll() invocation");
        }
        polling = true;
        List<PollSet.Reg> ready;
        try {
            ready = set.poll(timeout, false, Integer.MAX_VALUE);
        } finally {
            polling = false;
        }
        List<PyObject> out = new ArrayList<>();
        for (PollSet.Reg r : ready) {
            out.add(PyTuple.of(PyInt.of(r.fd), PyInt.of(r.ready & 0xffff)));
        }
        return new PyList(out.toArray(new PyObject[0]));
    }
}
