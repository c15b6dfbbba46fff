package org.specializer.natives.select;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.ChannelWait;
import org.specializer.natives.posix.FdTable;
import org.specializer.natives.posix.OSErrors;
import org.specializer.natives.posix.Pollable;

/**
 * The {@code select} module: {@code select}, {@code poll} and {@code epoll} over the
 * descriptors of the {@link FdTable} (sockets, pipes, files), as CPython's
 * {@code Modules/selectmodule.c} on Linux; Lib's {@code selectors} picks epoll. All three run
 * on {@link PollSet}, waiting without the interpreter lock.
 */
public final class SelectModule {
    private SelectModule() {}

    static final int FD_SETSIZE = 1024;

    private static final Object[][] CONSTANTS = {
        {"POLLIN", 1}, {"POLLPRI", 2}, {"POLLOUT", 4}, {"POLLERR", 8}, {"POLLHUP", 16},
        {"POLLNVAL", 32}, {"POLLRDNORM", 64}, {"POLLRDBAND", 128}, {"POLLWRNORM", 256},
        {"POLLWRBAND", 512}, {"POLLMSG", 1024}, {"POLLRDHUP", 8192},
        {"EPOLLIN", 1}, {"EPOLLPRI", 2}, {"EPOLLOUT", 4}, {"EPOLLERR", 8}, {"EPOLLHUP", 16},
        {"EPOLLRDNORM", 64}, {"EPOLLRDBAND", 128}, {"EPOLLWRNORM", 256}, {"EPOLLWRBAND", 512},
        {"EPOLLMSG", 1024}, {"EPOLLRDHUP", 8192}, {"EPOLLEXCLUSIVE", 1 << 28},
        {"EPOLLONESHOT", 1 << 30}, {"EPOLLET", 1L << 31}, {"EPOLL_CLOEXEC", 524288},
        {"PIPE_BUF", 4096},
    };

    public static PyModule create() {
        PyModule m = new PyModule("select");
        m.put("__doc__", PyStr.of("This module supports asynchronous I/O on multiple file "
                + "descriptors.\n\n*** IMPORTANT NOTICE ***\nOn Windows, only sockets are "
                + "supported; on Unix, all file descriptors."));
        for (Object[] c : CONSTANTS) {
            m.put((String) c[0], c[1] instanceof Long l ? PyInt.of(l) : PyInt.of((Integer) c[1]));
        }
        m.put("error", PyExc.OSError);
        m.put("epoll", PyEpoll.TYPE);
        m.defN("select", 3, 4, (self, a) -> select(a[0], a[1], a[2],
                a.length > 3 ? a[3] : Py.None));
        m.def0("poll", self -> new PyPoll());
        return m;
    }

    /**
     * The descriptor of an int or of an object with {@code fileno()}. Compare CPython
     * fileobject.c: PyObject_AsFileDescriptor.
     */
    static int fileDescriptor(PyObject o) {
        long fd;
        if (o instanceof PyInt || Abstract.indexOrNull(o) != null && !(o instanceof PyFloat)
                && o.lookupAttr(PyStr.intern("fileno")) == null) {
            fd = Abstract.asInt(o);
        } else {
            PyObject m = o.lookupAttr(PyStr.intern("fileno"));
            if (m == null) {
                throw Py.typeError("argument must be an int, or have a fileno() method.");
            }
            PyObject r = Abstract.call0(m);
            if (!(r instanceof PyInt) && Abstract.indexOrNull(r) == null) {
                throw Py.typeError("fileno() returned a non-integer");
            }
            fd = Abstract.asInt(r);
        }
        if (fd < 0) {
            throw Py.valueError("file descriptor cannot be a negative integer (" + fd + ")");
        }
        return (int) fd;
    }

    /** A timeout in seconds (None: no limit) as nanoseconds, -1 for none. */
    static long secondsTimeout(PyObject t, String typeMessage) {
        if (t == Py.None) {
            return -1;
        }
        double s;
        if (t instanceof PyFloat f) {
            s = f.value;
            if (Double.isNaN(s)) {
                throw Py.valueError("Invalid value NaN (not a number)");
            }
        } else if (t instanceof PyInt || Abstract.indexOrNull(t) != null) {
            try {
                s = Abstract.asIndex(t);
            } catch (PyException e) {
                throw Py.overflowError("timestamp too large to convert to C PyTime_t");
            }
        } else {
            throw Py.typeError(typeMessage);
        }
        if (Math.abs(s) > 9.2e9) {
            throw Py.overflowError("timestamp out of range for platform time_t");
        }
        return s < 0 ? -2 : (long) Math.ceil(s * 1e9);
    }

    /** {@code select(rlist, wlist, xlist[, timeout])}. Compare CPython select_select_impl. */
    private static PyObject select(PyObject r, PyObject w, PyObject x, PyObject timeoutObj) {
        long timeout = secondsTimeout(timeoutObj, "timeout must be a float or None");
        if (timeout == -2) {
            throw Py.valueError("timeout must be non-negative");
        }
        PyObject[][] lists = new PyObject[3][];
        PyObject[] seqs = {r, w, x};
        for (int i = 0; i < 3; i++) {
            if (seqs[i].type.lookup(PyStr.intern("__iter__")) == null
                    && seqs[i].type.lookup(PyStr.intern("__getitem__")) == null) {
                throw Py.typeError("arguments 1-3 must be sequences");
            }
        }
        int[] masks = {Pollable.POLLIN, Pollable.POLLOUT, Pollable.POLLPRI};
        int[][] fds = new int[3][];
        Map<Integer, Integer> events = new LinkedHashMap<>();
        for (int i = 0; i < 3; i++) {
            // a list is read by index, its length checked at each step, since a fileno() may
            // change it (CPython's seq2set over PySequence_Fast); anything else is copied
            PyList live = seqs[i].getClass() == PyList.class ? (PyList) seqs[i] : null;
            PyObject[] items = live != null ? null : Abstract.toArray(seqs[i]);
            List<PyObject> objs = new ArrayList<>();
            List<Integer> nums = new ArrayList<>();
            for (int j = 0; j < (live != null ? live.size() : items.length); j++) {
                PyObject o = live != null ? live.get(j) : items[j];
                int fd = fileDescriptor(o);
                if (fd >= FD_SETSIZE) {
                    throw Py.valueError("filedescriptor out of range in select()");
                }
                objs.add(o);
                nums.add(fd);
                events.merge(fd, masks[i], (a, b) -> a | b);
            }
            lists[i] = objs.toArray(new PyObject[0]);
            fds[i] = nums.stream().mapToInt(Integer::intValue).toArray();
        }
        for (int fd : events.keySet()) {
            if (FdTable.lookup(fd) == null) {
                throw OSErrors.of(ErrnoModule.EBADF);
            }
        }
        PollSet set = new PollSet(ChannelWait.selector());
        Map<Integer, Integer> ready = new LinkedHashMap<>();
        try {
            for (Map.Entry<Integer, Integer> e : events.entrySet()) {
                set.regs.put(e.getKey(), new PollSet.Reg(e.getKey(), FdTable.lookup(e.getKey()),
                        e.getValue()));
            }
            for (PollSet.Reg reg : set.poll(timeout, false, Integer.MAX_VALUE)) {
                ready.put(reg.fd, reg.ready);
            }
        } finally {
            set.clear();
        }
        for (int fd : events.keySet()) {
            Integer rv = ready.get(fd);
            if (rv != null && (rv & Pollable.POLLNVAL) != 0) {
                throw OSErrors.of(ErrnoModule.EBADF);
            }
        }
        int[] sets = {
            Pollable.POLLIN | Pollable.POLLRDNORM | Pollable.POLLRDBAND | Pollable.POLLHUP
                    | Pollable.POLLERR,
            Pollable.POLLOUT | Pollable.POLLWRNORM | Pollable.POLLWRBAND | Pollable.POLLERR,
            Pollable.POLLPRI,
        };
        PyObject[] out = new PyObject[3];
        for (int i = 0; i < 3; i++) {
            List<PyObject> l = new ArrayList<>();
            for (int j = 0; j < fds[i].length; j++) {
                Integer rv = ready.get(fds[i][j]);
                if (rv != null && (rv & sets[i]) != 0) {
                    l.add(lists[i][j]);
                }
            }
            out[i] = new PyList(l.toArray(new PyObject[0]));
        }
        return PyTuple.of(out);
    }
}
