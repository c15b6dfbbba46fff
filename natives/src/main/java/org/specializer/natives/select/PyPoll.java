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
    /**
     * What Python registered, descriptor to events. The selector's registrations follow it at
     * the start of each poll(), so that register and unregister from another thread while one
     * polls change the next poll, not the running one (CPython's poll copies its table too).
     */
    private final java.util.Map<Integer, Integer> wanted = new java.util.LinkedHashMap<>();
    private boolean polling;

    PyPoll() {
        super(TYPE);
        PollSet s = set;
        CLEANER.register(this, s::close);
    }

    /** An {@code unsigned short} event mask. */
    private static int ushort(PyObject o) {
        PyObject i = Abstract.index(o);
        if (!(i instanceof PyInt)) {  // beyond a long
            if (Abstract.richCompareBool(i, PyInt.ZERO, Abstract.LT)) {
                throw Py.valueError("value must be positive");
            }
            throw Py.overflowError("Python int too large to convert to C unsigned long");
        }
        long v = ((PyInt) i).value;
        // CPython's _PyLong_UnsignedShort_Converter
        if (v < 0) {
            throw Py.valueError("value must be positive");
        }
        if (v > 0xffff) {
            throw Py.overflowError("Python int too large for C unsigned short");
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
            p(self).wanted.put(fd, events);
            return Py.None;
        });
        t.method2("modify", (self, fdobj, mask) -> {
            int fd = SelectModule.fileDescriptor(fdobj);
            int events = ushort(mask);
            if (!p(self).wanted.containsKey(fd)) {
                throw OSErrors.of(ErrnoModule.ENOENT);
            }
            p(self).wanted.put(fd, events);
            return Py.None;
        });
        t.method1("unregister", (self, fdobj) -> {
            int fd = SelectModule.fileDescriptor(fdobj);
            if (p(self).wanted.remove(fd) == null) {
                throw Py.keyError(PyInt.of(fd));
            }
            if (!p(self).polling) {
                p(self).set.remove(fd);  // at once, so that the descriptor can be closed
            }
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
            for (Integer fd : new ArrayList<>(set.regs.keySet())) {
                if (!wanted.containsKey(fd)) {
                    set.remove(fd);
                }
            }
            for (java.util.Map.Entry<Integer, Integer> e : wanted.entrySet()) {
                PollSet.Reg r = set.regs.get(e.getKey());
                if (r != null) {
                    r.events = e.getValue();
                } else {
                    set.regs.put(e.getKey(), new PollSet.Reg(e.getKey(),
                            FdTable.lookup(e.getKey()), e.getValue()));
                }
            }
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
