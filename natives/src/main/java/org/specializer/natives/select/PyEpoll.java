package org.specializer.natives.select;

import java.nio.channels.SelectableChannel;
import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.FdTable;
import org.specializer.natives.posix.OSErrors;
import org.specializer.natives.posix.OpenFile;

/**
 * {@code select.epoll}: an interest list of descriptors with a descriptor of its own (an entry
 * of the {@link FdTable}, closed with it). Compare CPython selectmodule.c: pyEpoll_Object.
 */
final class PyEpoll extends PyObject {
    static final PyType TYPE = PyType.builtin("epoll", PyEpoll.class, PyType.OBJECT,
            PyType.BASETYPE, PyEpoll::define).withModule("select");

    private static final long EPOLLONESHOT = 1L << 30;
    private static final long DEFAULT_EVENTS = 1 | 2 | 4;

    /** The epoll instance its descriptor refers to (shared by fromfd). */
    static final class Instance implements OpenFile.Endpoint {
        final PollSet set = new PollSet();
        /** EPOLLONESHOT registrations, by descriptor. */
        final java.util.Set<Integer> oneshot = new java.util.HashSet<>();

        @Override
        public int read(byte[] b, int off, int len) {
            throw OSErrors.of(ErrnoModule.EINVAL);
        }

        @Override
        public int write(byte[] b, int off, int len) {
            throw OSErrors.of(ErrnoModule.EINVAL);
        }

        @Override
        public boolean isBlocking() {
            return true;
        }

        @Override
        public void setBlocking(boolean b) {
        }

        @Override
        public void close() {
            set.close();
        }

        @Override
        public int pollNow(int events) {
            return 0;
        }

        @Override
        public SelectableChannel pollChannel() {
            return null;
        }

        @Override
        public int interestOps(int events) {
            return 0;
        }

        @Override
        public int pollEvents(int readyOps, int events) {
            return 0;
        }
    }

    private int fd = -1;
    private Instance ep;

    PyEpoll(PyType type) {
        super(type);
    }

    private void open(Instance inst, int fd) {
        this.ep = inst;
        this.fd = fd;
        OpenFile f = FdTable.get(fd);
        PyPoll.CLEANER.register(this, () -> {
            if (FdTable.lookup(fd) == f) {
                try {
                    FdTable.close(fd);
                } catch (RuntimeException e) {
                    // closed already
                }
            }
        });
    }

    private Instance live() {
        if (fd < 0 || ep == null || FdTable.lookup(fd) == null) {
            throw Py.valueError("I/O operation on closed epoll object");
        }
        return ep;
    }

    private void close() {
        if (fd >= 0) {
            int f = fd;
            fd = -1;
            ep = null;
            if (FdTable.lookup(f) != null) {
                FdTable.close(f);
            }
        }
    }

    private static PyEpoll e(PyObject self) {
        return (PyEpoll) self;
    }

    private static final Params NEW = new Params("epoll", new String[] {"sizehint", "flags"},
            0, 2, 0);
    private static final Params REGISTER = new Params("register", new String[] {"fd",
        "eventmask"}, 0, 2, 1);
    private static final Params POLL = new Params("poll", new String[] {"timeout",
        "maxevents"}, 0, 2, 0);

    /** An {@code unsigned int} event mask. */
    private static long mask(PyObject o) {
        return Abstract.asIndex(o) & 0xffffffffL;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            PyObject[] a = NEW.parse(args, kw);
            long sizehint = a[0] == null ? -1 : Abstract.asIndex(a[0]);
            long flags = a[1] == null ? 0 : Abstract.asIndex(a[1]);
            if (sizehint != -1 && sizehint <= 0) {
                throw Py.valueError("negative sizehint");
            }
            if (flags != 0 && flags != 524288) {
                throw Py.error(org.specializer.api.PyExc.OSError, "invalid flags");
            }
            PyEpoll self = new PyEpoll((PyType) cls);
            Instance inst = new Instance();
            self.open(inst, FdTable.add(OpenFile.ofAnon(inst), false));
            return self;
        });
        t.classMethodK("fromfd", (cls, args, kw) -> {
            if (args.length != 1 || kw.length != 0) {
                throw Py.typeError("fromfd() takes exactly one argument");
            }
            int n = Abstract.asInt(args[0]);
            OpenFile f = FdTable.get(n);
            if (!(f.endpoint instanceof Instance inst)) {
                throw OSErrors.of(ErrnoModule.EINVAL);
            }
            PyEpoll self = new PyEpoll((PyType) cls);
            self.ep = inst;
            self.fd = n;
            return self;
        });
        t.method0("close", self -> {
            e(self).close();
            return Py.None;
        });
        t.getset("closed", self -> Py.newBool(e(self).fd < 0
                || FdTable.lookup(e(self).fd) == null), null);
        t.method0("fileno", self -> {
            e(self).live();
            return PyInt.of(e(self).fd);
        });
        t.methodK("register", (self, args, kw) -> {
            PyObject[] a = REGISTER.parse(args, kw);
            Instance ep = e(self).live();
            int fd = SelectModule.fileDescriptor(a[0]);
            long events = a[1] == null ? DEFAULT_EVENTS : mask(a[1]);
            OpenFile f = FdTable.get(fd);
            if (ep.set.regs.containsKey(fd) && FdTable.lookup(fd) == ep.set.regs.get(fd).file) {
                throw OSErrors.of(ErrnoModule.EEXIST);
            }
            if (f.kind == OpenFile.Kind.FILE || f.kind == OpenFile.Kind.DIRECTORY) {
                // epoll refuses regular files
                throw OSErrors.of(ErrnoModule.EPERM);
            }
            ep.set.remove(fd);
            ep.set.regs.put(fd, new PollSet.Reg(fd, f, (int) (events & 0xffff)));
            setOneshot(ep, fd, events);
            return Py.None;
        });
        t.methodK("modify", (self, args, kw) -> {
            if (args.length - kw.length != 2 || kw.length != 0) {
                throw Py.typeError("modify() takes exactly 2 arguments ("
                        + args.length + " given)");
            }
            Instance ep = e(self).live();
            int fd = SelectModule.fileDescriptor(args[0]);
            long events = mask(args[1]);
            FdTable.get(fd);
            PollSet.Reg r = ep.set.regs.get(fd);
            if (r == null) {
                throw OSErrors.of(ErrnoModule.ENOENT);
            }
            r.events = (int) (events & 0xffff);
            setOneshot(ep, fd, events);
            return Py.None;
        });
        t.method1("unregister", (self, fdobj) -> {
            Instance ep = e(self).live();
            int fd = SelectModule.fileDescriptor(fdobj);
            FdTable.get(fd);
            if (!ep.set.regs.containsKey(fd)) {
                throw OSErrors.of(ErrnoModule.ENOENT);
            }
            ep.set.remove(fd);
            ep.oneshot.remove(fd);
            return Py.None;
        });
        t.methodK("poll", (self, args, kw) -> {
            PyObject[] a = POLL.parse(args, kw);
            Instance ep = e(self).live();
            long timeout = SelectModule.secondsTimeout(a[0] == null ? Py.None : a[0],
                    "timeout must be an integer or None");
            if (timeout == -2) {
                timeout = -1;
            }
            int max = a[1] == null ? -1 : Abstract.asInt(a[1]);
            if (max == -1) {
                max = SelectModule.FD_SETSIZE - 1;
            } else if (max < 1) {
                throw Py.valueError("maxevents must be greater than 0, got " + max);
            }
            List<PyObject> out = new ArrayList<>();
            for (PollSet.Reg r : ep.set.poll(timeout, true, max)) {
                out.add(PyTuple.of(PyInt.of(r.fd), PyInt.of(r.ready)));
                if (ep.oneshot.contains(r.fd)) {
                    r.events = 0;
                }
            }
            return new PyList(out.toArray(new PyObject[0]));
        });
        t.method0("__enter__", self -> {
            e(self).live();
            return self;
        });
        t.methodN("__exit__", 0, 3, (self, a) -> {
            e(self).close();
            return Py.None;
        });
    }

    private static void setOneshot(Instance ep, int fd, long events) {
        if ((events & EPOLLONESHOT) != 0) {
            ep.oneshot.add(fd);
        } else {
            ep.oneshot.remove(fd);
        }
    }
}
