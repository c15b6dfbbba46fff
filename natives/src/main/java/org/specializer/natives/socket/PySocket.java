package org.specializer.natives.socket;

import java.lang.ref.Cleaner;
import java.net.SocketAddress;
import org.specializer.api.Abstract;
import org.specializer.api.Buffers;
import org.specializer.api.Py;
import org.specializer.api.PyBuffer;
import org.specializer.api.PyBytes;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.FdTable;
import org.specializer.natives.posix.OpenFile;

/**
 * {@code _socket.socket}: a descriptor of the {@link FdTable} that refers to a
 * {@link NioSocket}, with the per-object state CPython's socket object has (family, type,
 * proto and the timeout). Lib's {@code socket.socket} subclasses it. A socket object that
 * becomes garbage unclosed closes its descriptor (through a {@link Cleaner}), as CPython's
 * does at deallocation.
 */
final class PySocket extends org.specializer.natives.NativeObject {
    static final PyType TYPE = PyType.builtin("socket", PySocket.class, PyType.OBJECT,
            PyType.BASETYPE, PySocket::define).withModule("_socket");

    private static final Cleaner CLEANER = Cleaner.create();

    /** The descriptor; -1 when closed or detached. */
    int fd = -1;
    int sockFamily;
    int sockType;
    int sockProto;
    /** Nanoseconds; -1: blocking (None), 0: non-blocking. */
    long timeout = -1;
    NioSocket sock;
    private OpenFile file;
    private Closer closer;
    PySocket(PyType type) {
        super(type);
    }

    /** What the Cleaner does: close the descriptor if this object still owns it. */
    private static final class Closer implements Runnable {
        final int fd;
        final OpenFile file;
        volatile boolean done;

        Closer(int fd, OpenFile file) {
            this.fd = fd;
            this.file = file;
        }

        @Override
        public void run() {
            if (!done && FdTable.lookup(fd) == file) {
                try {
                    FdTable.close(fd);
                } catch (PyException e) {
                    // closed already
                }
            }
        }
    }

    /** Take ownership of descriptor {@code fd} (an entry of {@link FdTable} for {@code s}). */
    void attach(int fd, NioSocket s, int family, int type, int proto) {
        this.fd = fd;
        this.sock = s;
        this.file = FdTable.get(fd);
        this.sockFamily = family;
        this.sockType = type & ~(SocketConstants.SOCK_NONBLOCK | SocketConstants.SOCK_CLOEXEC);
        this.sockProto = proto;
        if ((type & SocketConstants.SOCK_NONBLOCK) != 0) {
            setTimeout(0);
        } else {
            timeout = SocketModule.defaultTimeout;
            if (timeout >= 0) {
                s.setBlocking(false);
            }
        }
        closer = new Closer(fd, file);
        CLEANER.register(this, closer);
    }

    /** A new descriptor for {@code s}. */
    static int newDescriptor(NioSocket s) {
        return FdTable.add(OpenFile.ofSocket(s), false);
    }

    /** The socket, or EBADF when this object has none (closed, detached). */
    NioSocket sock() {
        if (fd < 0 || sock == null) {
            throw SocketErrors.of(ErrnoModule.EBADF);
        }
        return sock;
    }

    /** Compare CPython socketmodule.c: internal_setblocking (EBADF on a closed descriptor). */
    private void setTimeout(long ns) {
        timeout = ns;
        if (sock != null) {
            if (sock.isClosed()) {
                throw SocketErrors.of(ErrnoModule.EBADF);
            }
            sock.setBlocking(ns < 0);
        }
    }

    private void release() {
        if (closer != null) {
            closer.done = true;
            closer = null;
        }
        fd = -1;
        sock = null;
        file = null;
    }

    // ------------------------------------------------------------------ __init__

    private static final Params INIT = new Params("socket", new String[] {"family", "type",
        "proto", "fileno"}, 0, 4, 0);

    /** Compare CPython socketmodule.c: sock_initobj. */
    private void init(PyObject[] args, PyStr[] kw) {
        PyObject[] a = INIT.parse(args, kw);
        int fam = a[0] == null ? -1 : Abstract.asInt(a[0]);
        int typ = a[1] == null ? -1 : Abstract.asInt(a[1]);
        int pro = a[2] == null ? -1 : Abstract.asInt(a[2]);
        PyObject fdobj = a[3];
        if (fdobj != null && fdobj != Py.None) {
            if (fdobj instanceof PyFloat) {
                throw Py.typeError("'float' object cannot be interpreted as an integer");
            }
            long n = Abstract.asIndex(fdobj);
            if (n < 0) {
                throw Py.valueError("negative file descriptor");
            }
            OpenFile f = FdTable.lookup(n);
            if (f == null) {
                throw SocketErrors.of(ErrnoModule.EBADF);
            }
            if (!(f.endpoint instanceof NioSocket s)) {
                throw SocketErrors.of(SocketErrors.ENOTSOCK);
            }
            release();
            attach((int) n, s, fam == -1 ? s.family : fam, typ == -1 ? s.type : typ,
                    pro == -1 ? s.proto : pro);
            return;
        }
        if (fam == -1) {
            fam = SocketConstants.AF_INET;
        }
        if (typ == -1) {
            typ = SocketConstants.SOCK_STREAM;
        }
        if (pro == -1) {
            pro = 0;
        }
        int base = typ & ~(SocketConstants.SOCK_NONBLOCK | SocketConstants.SOCK_CLOEXEC);
        NioSocket s = NioSocket.open(fam, base, pro);
        release();
        attach(newDescriptor(s), s, fam, typ, pro);
    }

    // ------------------------------------------------------------------ arguments

    /** A timeout argument in nanoseconds, -1 for None. Compare socket_parse_timeout. */
    static long parseTimeout(PyObject o) {
        if (o == Py.None) {
            return -1;
        }
        double secs;
        if (o instanceof PyFloat f) {
            secs = f.value;
            if (Double.isNaN(secs)) {
                throw Py.valueError("Invalid value NaN (not a number)");
            }
        } else {
            long v;
            try {
                v = Abstract.asIndex(o);
            } catch (PyException e) {
                if (e.matches(PyExc.OverflowError)) {
                    throw Py.overflowError("timestamp too large to convert to C PyTime_t");
                }
                throw e;
            }
            secs = v;
        }
        if (secs < 0) {
            throw Py.valueError("Timeout value out of range");
        }
        if (secs * 1e9 >= 9.2e18) {
            throw Py.overflowError("timestamp too large to convert to C PyTime_t");
        }
        return (long) Math.ceil(secs * 1e9);
    }

    static PyObject timeoutObject(long ns) {
        return ns < 0 ? Py.None : new PyFloat(ns / 1e9);
    }

    private static int cint(PyObject o) {
        return Abstract.asInt(o);
    }

    private static int flags(PyObject[] a, int i) {
        return a.length > i && a[i] != null ? cint(a[i]) : 0;
    }

    private static PySocket s(PyObject self) {
        return (PySocket) self;
    }

    private SocketAddress address(PyObject addr, String caller) {
        return Addresses.parse(sockFamily, addr, caller);
    }

    // ------------------------------------------------------------------ methods

    private static final Params RECV_INTO = new Params("recv_into", new String[] {"buffer",
        "nbytes", "flags"}, 0, 3, 1);
    private static final Params RECVFROM_INTO = new Params("recvfrom_into", new String[] {
        "buffer", "nbytes", "flags"}, 0, 3, 1);

    private static void define(PyType t) {
        t.define("__doc__", PyStr.of(SocketModule.SOCKET_DOC));
        t.constructor((cls, args, kw) -> new PySocket((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            s(self).init(args, kw);
            return Py.None;
        });
        t.getset("family", self -> PyInt.of(s(self).sockFamily), null);
        t.getset("type", self -> PyInt.of(s(self).sockType), null);
        t.getset("proto", self -> PyInt.of(s(self).sockProto), null);
        t.getset("timeout", self -> timeoutObject(s(self).timeout), null);
        t.method0("__repr__", self -> PyStr.of("<socket object, fd=" + s(self).fd
                + ", family=" + s(self).sockFamily + ", type=" + s(self).sockType + ", proto="
                + s(self).sockProto + ">"));
        t.method0("fileno", self -> PyInt.of(s(self).fd));
        t.method0("close", self -> {
            PySocket so = s(self);
            int fd = so.fd;
            if (fd >= 0) {
                OpenFile f = so.file;
                so.release();
                if (FdTable.lookup(fd) != f) {
                    throw SocketErrors.of(ErrnoModule.EBADF);
                }
                FdTable.close(fd);
            }
            return Py.None;
        });
        t.method0("detach", self -> {
            PySocket so = s(self);
            int fd = so.fd;
            so.release();
            return PyInt.of(fd);
        });
        t.method1("setblocking", (self, flag) -> {
            s(self).setTimeout(Abstract.isTrue(flag) ? -1 : 0);
            return Py.None;
        });
        t.method0("getblocking", self -> Py.newBool(s(self).timeout != 0));
        t.method1("settimeout", (self, v) -> {
            s(self).setTimeout(parseTimeout(v));
            return Py.None;
        });
        t.method0("gettimeout", self -> timeoutObject(s(self).timeout));
        t.method1("bind", (self, addr) -> {
            PySocket so = s(self);
            NioSocket sk = so.sock();
            sk.bind(so.address(addr, "bind"));
            return Py.None;
        });
        t.methodN("listen", 0, 1, (self, a) -> {
            int backlog = a.length > 0 ? cint(a[0]) : 128;
            s(self).sock().listen(Math.max(backlog, 0));
            return Py.None;
        });
        t.method0("_accept", self -> {
            PySocket so = s(self);
            NioSocket child = so.sock().accept(so.timeout);
            int fd = newDescriptor(child);
            PyObject addr;
            try {
                addr = child.peername();
            } catch (PyException e) {
                // reset before we asked
                addr = child.family == SocketConstants.AF_UNIX ? PyStr.EMPTY : Py.None;
            }
            return PyTuple.of(PyInt.of(fd), addr);
        });
        t.method1("connect", (self, addr) -> {
            PySocket so = s(self);
            NioSocket sk = so.sock();
            int err = sk.connect(so.address(addr, "connect"), so.timeout);
            if (err == SocketErrors.EAGAIN && so.timeout > 0) {
                throw SocketErrors.timeout();
            }
            if (err != 0) {
                throw SocketErrors.of(err);
            }
            return Py.None;
        });
        t.method1("connect_ex", (self, addr) -> {
            PySocket so = s(self);
            NioSocket sk = so.sock();
            return PyInt.of(sk.connect(so.address(addr, "connect_ex"), so.timeout));
        });
        t.method0("getsockname", self -> s(self).sock().sockname());
        t.method0("getpeername", self -> s(self).sock().peername());
        t.methodN("shutdown", 1, 1, (self, a) -> {
            s(self).sock().shutdown(cint(a[0]));
            return Py.None;
        });
        t.methodN("recv", 1, 2, (self, a) -> {
            PySocket so = s(self);
            long n = Abstract.asIndex(a[0]);
            if (n < 0) {
                throw Py.valueError("negative buffersize in recv");
            }
            NioSocket sk = so.sock();
            byte[] b = new byte[(int) Math.min(n, Integer.MAX_VALUE - 8)];
            int got = b.length == 0 ? 0 : sk.recv(b, 0, b.length, flags(a, 1), so.timeout, null);
            return PyBytes.of(got == b.length ? b : java.util.Arrays.copyOf(b, got));
        });
        t.methodN("recvfrom", 1, 2, (self, a) -> {
            PySocket so = s(self);
            long n = Abstract.asIndex(a[0]);
            if (n < 0) {
                throw Py.valueError("negative buffersize in recvfrom");
            }
            NioSocket sk = so.sock();
            byte[] b = new byte[(int) Math.min(n, Integer.MAX_VALUE - 8)];
            SocketAddress[] from = new SocketAddress[1];
            int got = sk.recv(b, 0, b.length, flags(a, 1), so.timeout, from);
            return PyTuple.of(PyBytes.of(got == b.length ? b : java.util.Arrays.copyOf(b, got)),
                    so.fromAddress(from[0]));
        });
        t.methodK("recv_into", (self, args, kw) -> {
            PyObject[] a = RECV_INTO.parse(args, kw);
            return PyInt.of(s(self).recvInto(a, "recv_into", null));
        });
        t.methodK("recvfrom_into", (self, args, kw) -> {
            PyObject[] a = RECVFROM_INTO.parse(args, kw);
            SocketAddress[] from = new SocketAddress[1];
            int n = s(self).recvInto(a, "recvfrom_into", from);
            return PyTuple.of(PyInt.of(n), s(self).fromAddress(from[0]));
        });
        t.methodN("send", 1, 2, (self, a) -> {
            PySocket so = s(self);
            try (PyBuffer v = Buffers.get(a[0], PyBuffer.SIMPLE)) {
                NioSocket sk = so.sock();
                return PyInt.of(sk.send(v.buf, v.offset, v.len, flags(a, 1), so.timeout));
            }
        });
        t.methodN("sendall", 1, 2, (self, a) -> {
            PySocket so = s(self);
            try (PyBuffer v = Buffers.get(a[0], PyBuffer.SIMPLE)) {
                NioSocket sk = so.sock();
                sk.sendAll(v.buf, v.offset, v.len, flags(a, 1), so.timeout);
                return Py.None;
            }
        });
        t.methodN("sendto", 0, Integer.MAX_VALUE, (self, a) -> {
            if (a.length < 2 || a.length > 3) {
                throw Py.typeError("sendto() takes 2 or 3 arguments (" + a.length + " given)");
            }
            PySocket so = s(self);
            PyObject addr = a.length == 3 ? a[2] : a[1];
            int fl = a.length == 3 ? cint(a[1]) : 0;
            try (PyBuffer v = Buffers.get(a[0], PyBuffer.SIMPLE)) {
                NioSocket sk = so.sock();
                SocketAddress to = so.address(addr, "sendto");
                return PyInt.of(sk.sendTo(v.buf, v.offset, v.len, fl, to, so.timeout));
            }
        });
        t.methodN("setsockopt", 3, 4, (self, a) -> {
            PySocket so = s(self);
            int level = cint(a[0]);
            int name = cint(a[1]);
            byte[] value;
            if (a.length == 4) {
                if (a[2] != Py.None) {
                    throw Py.typeError("setsockopt() takes exactly 3 arguments (4 given)");
                }
                value = new byte[(int) Math.max(0, Math.min(Abstract.asIndex(a[3]), 1024))];
            } else if (a[2] instanceof PyInt || Abstract.indexOrNull(a[2]) != null
                    && !Buffers.check(a[2])) {
                value = SocketOptions.intBytes(cint(a[2]));
            } else {
                value = Buffers.toBytes(a[2]);
            }
            SocketOptions.set(so.sock(), level, name, value);
            return Py.None;
        });
        t.methodN("getsockopt", 2, 3, (self, a) -> {
            PySocket so = s(self);
            int level = cint(a[0]);
            int name = cint(a[1]);
            int buflen = a.length > 2 ? cint(a[2]) : 0;
            if (buflen == 0) {
                byte[] v = SocketOptions.get(so.sock(), level, name);
                return PyInt.of(SocketOptions.intOf(v));
            }
            if (buflen < 0 || buflen > 1024) {
                throw Py.error(PyExc.OSError, "getsockopt buflen out of range");
            }
            byte[] v = SocketOptions.get(so.sock(), level, name);
            return PyBytes.of(java.util.Arrays.copyOf(v, Math.min(v.length, buflen)));
        });
    }

    /** The sender of a received datagram (None for streams). */
    private PyObject fromAddress(SocketAddress a) {
        if (a == null) {
            return Py.None;
        }
        return Addresses.format(sockFamily, a);
    }

    /** recv_into and recvfrom_into. */
    private int recvInto(PyObject[] a, String name, SocketAddress[] from) {
        long nbytes = a[1] == null ? 0 : Abstract.asIndex(a[1]);
        int fl = a[2] == null ? 0 : cint(a[2]);
        PyBuffer v;
        try {
            v = Buffers.getOrNull(a[0], PyBuffer.WRITABLE | PyBuffer.C_CONTIGUOUS);
        } catch (PyException e) {
            if (!e.matches(PyExc.BufferError)) {
                throw e;
            }
            v = null;
        }
        if (v == null) {
            throw Py.typeError(name + "() argument 1 must be read-write bytes-like object, not "
                    + a[0].type.getName());
        }
        try {
            if (nbytes < 0) {
                throw Py.valueError("negative buffersize in " + name);
            }
            if (nbytes == 0) {
                nbytes = v.len;
            }
            if (v.len < nbytes) {
                throw Py.valueError(from == null ? "buffer too small for requested bytes"
                        : "nbytes is greater than the length of the buffer");
            }
            NioSocket sk = sock();
            if (nbytes == 0 && from == null) {
                return 0;
            }
            return sk.recv(v.buf, v.offset, (int) nbytes, fl, timeout, from);
        } finally {
            v.release();
        }
    }
}
