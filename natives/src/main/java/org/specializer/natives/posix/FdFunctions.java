package org.specializer.natives.posix;

import java.io.IOException;
import java.nio.channels.Pipe;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.modules.Params;
import org.specializer.natives.errno.ErrnoModule;

/**
 * The functions of {@code posix} that work on file descriptors ({@code read}, {@code write},
 * {@code lseek}, {@code dup}, {@code pipe}, ...), on the {@link FdTable}.
 */
final class FdFunctions {
    private FdFunctions() {}

    static void define(PyModule m) {
        m.def2("read", (self, fd, n) -> read(Args.fd(fd), Abstract.asIndex(n)));
        m.def2("write", (self, fd, data) -> {
            byte[] b = Args.bytesLike(data);
            int n = FdTable.get(Args.fd(fd)).write(b, 0, b.length);
            if (n < 0) {
                throw OSErrors.of(ErrnoModule.EAGAIN);
            }
            return PyInt.of(n);
        });
        Params close = new Params("close", new String[] {"fd"}, 0, 1, 1);
        m.defK("close", (self, args, kw) -> {
            FdTable.close(Args.fd(close.parse(args, kw)[0]));
            return Py.None;
        });
        m.def2("closerange", (self, lo, hi) -> {
            int low = Math.max(0, Args.fd(lo));
            int high = Args.fd(hi);
            for (int fd : FdTable.openDescriptors()) {
                if (fd >= low && fd < high) {
                    FdTable.close(fd);
                }
            }
            return Py.None;
        });
        m.def3("lseek", (self, fd, pos, how) -> PyInt.of(FdTable.get(Args.fd(fd))
                .seek(Abstract.asIndex(pos), Args.cint(how))));
        Params fstat = new Params("fstat", new String[] {"fd"}, 0, 1, 1);
        m.defK("fstat", (self, args, kw) -> FdTable.get(Args.fd(fstat.parse(args, kw)[0]))
                .stat());
        m.def2("ftruncate", (self, fd, length) -> {
            FdTable.get(Args.fd(fd)).truncate(Abstract.asIndex(length));
            return Py.None;
        });
        for (String name : new String[] {"fsync", "fdatasync"}) {
            m.def1(name, (self, fd) -> {
                FdTable.get(fileno(fd)).sync();
                return Py.None;
            });
        }
        m.def1("isatty", (self, fd) -> {
            OpenFile f = FdTable.lookup(Args.fd(fd));
            return Py.newBool(f != null && f.isatty());
        });
        Params deviceEncoding = new Params("device_encoding", new String[] {"fd"}, 0, 1, 1);
        m.defK("device_encoding", (self, args, kw) -> {
            OpenFile f = FdTable.lookup(Args.fd(deviceEncoding.parse(args, kw)[0]));
            return f != null && f.isatty() ? PyStr.of("UTF-8") : Py.None;
        });
        m.def1("get_inheritable", (self, fd) -> Py.newBool(FdTable.isInheritable(Args.fd(fd))));
        m.def2("set_inheritable", (self, fd, b) -> {
            FdTable.setInheritable(Args.fd(fd), Abstract.isTrue(b));
            return Py.None;
        });
        m.def1("get_blocking", (self, fd) -> Py.newBool(FdTable.get(Args.fd(fd)).isBlocking()));
        m.def2("set_blocking", (self, fd, b) -> {
            FdTable.get(Args.fd(fd)).setBlocking(Abstract.isTrue(b));
            return Py.None;
        });
        m.def1("dup", (self, fd) -> PyInt.of(FdTable.dup(Args.fd(fd))));
        Params dup2 = new Params("dup2", new String[] {"fd", "fd2", "inheritable"}, 0, 3, 2);
        m.defK("dup2", (self, args, kw) -> {
            PyObject[] a = dup2.parse(args, kw);
            return PyInt.of(FdTable.dup2(Args.fd(a[0]), Args.fd(a[1]), Args.bool(a[2], true)));
        });
        m.def0("pipe", self -> pipe(0));
        m.def1("pipe2", (self, flags) -> pipe(Args.cint(flags)));
    }

    /** An fd argument that may also be an object with {@code fileno()} (fsync, fchdir). */
    static int fileno(PyObject o) {
        return org.specializer.natives.CArgs.fileDescriptor(o);
    }

    static PyObject read(int fd, long n) {
        if (n < 0) {
            FdTable.get(fd);
            throw OSErrors.of(ErrnoModule.EINVAL);
        }
        OpenFile f = FdTable.get(fd);
        byte[] buf = new byte[(int) Math.min(n, Integer.MAX_VALUE - 8)];
        int got = f.read(buf, 0, buf.length);
        if (got < 0) {
            throw OSErrors.of(ErrnoModule.EAGAIN);
        }
        return got == buf.length ? new PyBytes(buf)
                : PyBytes.of(java.util.Arrays.copyOf(buf, got));
    }

    /** {@code pipe()}: an in-process pipe, both ends not inheritable. */
    private static PyObject pipe(int flags) {
        Pipe p;
        try {
            p = Pipe.open();
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
        OpenFile r = OpenFile.ofPipe(p.source(), null);
        OpenFile w = OpenFile.ofPipe(null, p.sink());
        r.peer = w;
        w.peer = r;
        if ((flags & FileFunctions.O_NONBLOCK) != 0) {
            r.setBlocking(false);
            w.setBlocking(false);
        }
        int rfd = FdTable.add(r, false);
        int wfd = FdTable.add(w, false);
        return PyTuple.of(PyInt.of(rfd), PyInt.of(wfd));
    }
}
