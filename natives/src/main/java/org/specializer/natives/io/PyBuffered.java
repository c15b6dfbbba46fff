package org.specializer.natives.io;

import java.util.Arrays;
import java.util.function.Supplier;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyMemoryView;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.BytesLike;

/**
 * {@code _io.BufferedReader}, {@code BufferedWriter} and {@code BufferedRandom}: one class, as
 * CPython's {@code buffered} object in {@code Modules/_io/bufferedio.c}, with a read buffer
 * ({@code rbuf[rpos:rend]}, data read ahead from the raw stream) and a write buffer
 * ({@code wbuf[0:wlen]}, data not yet written to it). The raw stream's position is where
 * reading ahead left it; a write first seeks it back over the unread data, a read first
 * flushes the pending writes (BufferedRandom), so the two buffers are never both in use.
 *
 * <p>The raw stream is called through its Python methods ({@code readinto}/{@code read},
 * {@code write}, {@code seek}, ...), except when it is exactly an {@code _io.FileIO}, which is
 * called directly.
 */
public final class PyBuffered extends PyIOBase {
    public static final PyType READER = PyType.builtin("BufferedReader", PyBuffered.class,
            IOBaseTypes.BUFFERED_IOBASE, PyType.BASETYPE, t -> define(t, true, false))
            .withModule("_io").withDottedTpName();
    public static final PyType WRITER = PyType.builtin("BufferedWriter", PyBuffered.class,
            IOBaseTypes.BUFFERED_IOBASE, PyType.BASETYPE, t -> define(t, false, true))
            .withModule("_io").withDottedTpName();
    public static final PyType RANDOM = PyType.builtin("BufferedRandom", PyBuffered.class,
            IOBaseTypes.BUFFERED_IOBASE, PyType.BASETYPE, t -> define(t, true, true))
            .withModule("_io").withDottedTpName();

    private static final PyStr NAME = PyStr.intern("name");
    private static final PyStr MODE = PyStr.intern("mode");
    private static final PyStr RAW_CLOSED = PyStr.intern("closed");

    PyObject raw;
    /** The raw stream when it is exactly a FileIO (called directly), else null. */
    private PyFileIO fileRaw;
    private boolean initialized;
    private boolean detached;
    boolean readable;
    boolean writable;
    int bufferSize;
    private byte[] rbuf = new byte[0];
    private int rpos;
    private int rend;
    private byte[] wbuf = new byte[0];
    private int wlen;
    /** The text wrapper over this buffer, which closes it when finalized; or null. */
    PyTextIOWrapper owner;
    /**
     * The thread inside an operation of this object, or null (CPython's
     * {@code ENTER_BUFFERED}): a raw stream that blocks, or is Python code, lets other threads
     * run meanwhile, and they wait for it (without the interpreter lock) instead of working on
     * the same buffers. Set and cleared only by a thread holding the interpreter lock.
     */
    private Thread busy;
    /** Threads waiting for {@link #busy} to clear (changed under the interpreter lock). */
    private int busyWaiters;

    PyBuffered(PyType type) {
        super(type);
    }

    // ------------------------------------------------------------------ set-up

    /** Compare CPython bufferedio.c: _io_BufferedReader___init___impl and the others. */
    void init(PyObject raw, long bufferSize, boolean readable, boolean writable) {
        initialized = false;
        if (readable && writable) {
            IOBaseTypes.check(raw, IOBaseTypes.SEEKABLE, "File or stream is not seekable.");
        }
        if (readable) {
            IOBaseTypes.check(raw, IOBaseTypes.READABLE, "File or stream is not readable.");
        }
        if (writable) {
            IOBaseTypes.check(raw, IOBaseTypes.WRITABLE, "File or stream is not writable.");
        }
        if (bufferSize <= 0) {
            throw Py.valueError("buffer size must be strictly positive");
        }
        this.raw = raw;
        this.fileRaw = raw.type == PyFileIO.TYPE ? (PyFileIO) raw : null;
        this.readable = readable;
        this.writable = writable;
        this.bufferSize = (int) Math.min(bufferSize, Integer.MAX_VALUE - 8);
        this.rbuf = readable ? new byte[this.bufferSize] : new byte[0];
        this.rpos = this.rend = 0;
        this.wbuf = writable ? new byte[this.bufferSize] : new byte[0];
        this.wlen = 0;
        this.detached = false;
        this.initialized = true;
        if (writable) {
            ExitFlush.register(this);
            needsFinalization();
        }
    }

    void checkInitialized() {
        if (!initialized) {
            if (detached) {
                throw Py.valueError("raw stream has been detached");
            }
            throw Py.valueError("I/O operation on uninitialized object");
        }
    }

    /** Is the raw stream closed? */
    boolean isClosed() {
        checkInitialized();
        if (fileRaw != null) {
            return fileRaw.fd < 0;
        }
        return Abstract.isTrue(raw.getAttr(RAW_CLOSED));
    }

    /** CPython's CHECK_CLOSED: closed, and nothing left read ahead. */
    private void checkClosed(String message) {
        if (isClosed() && rend - rpos == 0) {
            throw Py.valueError(message);
        }
    }

    // ------------------------------------------------------------------ the lock

    /** Take {@link #busy}: RuntimeError when this thread has it already (a signal handler or
     *  a raw stream calling back in), else wait for it without the interpreter lock. */
    private void enter() {
        Thread me = Thread.currentThread();
        Thread owner = busy;
        if (owner == null) {
            busy = me;
            return;
        }
        if (owner == me) {
            throw Py.error(PyExc.RuntimeError, "reentrant call inside "
                    + Abstract.repr(this).value);
        }
        busyWaiters++;
        try {
            while (busy != null) {
                org.specializer.core.interp.Gil.blocking(() -> {
                    synchronized (this) {
                        boolean interrupted = false;
                        while (busy != null) {
                            try {
                                wait();
                            } catch (InterruptedException e) {
                                interrupted = true;
                            }
                        }
                        if (interrupted) {
                            Thread.currentThread().interrupt();
                        }
                    }
                    return null;
                });
            }
        } finally {
            busyWaiters--;
        }
        busy = me;
    }

    private void leave() {
        busy = null;
        if (busyWaiters > 0) {
            synchronized (this) {
                notifyAll();
            }
        }
    }

    /** {@link #write} with {@link #busy} held (the Python method, and a text wrapper's). */
    int lockedWrite(byte[] b) {
        enter();
        try {
            return write(b);
        } finally {
            leave();
        }
    }

    /** {@link #flush} with {@link #busy} held. */
    void lockedFlush() {
        enter();
        try {
            flush();
        } finally {
            leave();
        }
    }

    /** {@link #read} or {@link #read1} with {@link #busy} held. */
    PyObject lockedRead(long n, boolean once) {
        enter();
        try {
            return once ? read1(n) : read(n);
        } finally {
            leave();
        }
    }

    /** {@link #readline} with {@link #busy} held. */
    PyObject lockedReadline(long limit) {
        enter();
        try {
            return readline(limit);
        } finally {
            leave();
        }
    }

    /** {@code op} with {@link #busy} held (the hot operations above have methods of their
     *  own: a lambda per call cost a loop of small writes 10-15%). */
    private static PyObject locked(PyObject self, Supplier<PyObject> op) {
        PyBuffered s = b(self);
        s.enter();
        try {
            return op.get();
        } finally {
            s.leave();
        }
    }

    // ------------------------------------------------------------------ the raw stream

    /** Read into {@code b[off:off+len]} from raw: the count, 0 at EOF, -1 when it would block. */
    private int rawRead(byte[] b, int off, int len) {
        if (fileRaw != null) {
            return fileRaw.readInto(b, off, len);
        }
        // Compare bufferio.c: _bufferedreader_raw_read (a memoryview over our buffer)
        PyMemoryView view = BytesLike.memoryviewOf(b, off, len);
        PyObject r;
        try {
            r = Abstract.callMethod(raw, IOBaseTypes.READINTO, view);
        } finally {
            try {
                view.release();
            } catch (PyException e) {
                // the callee kept a view of it: ours is let go all the same
            }
        }
        if (r == Py.None) {
            return -1;
        }
        long n;
        try {
            n = Abstract.asIndex(r);
        } catch (PyException e) {
            PyException failed = Py.error(PyExc.OSError, "raw readinto() failed");
            failed.value.causedBy(e.value);
            throw failed;
        }
        if (n < 0 || n > len) {
            throw Py.error(PyExc.OSError, "raw readinto() returned invalid length " + n
                    + " (should have been between 0 and " + len + ")");
        }
        return (int) n;
    }

    /** Write {@code b[off:off+len]} to raw: the count, -1 when it would block. */
    private int rawWrite(byte[] b, int off, int len) {
        int n;
        if (fileRaw != null) {
            n = fileRaw.write(b, off, len);
            if (n == -1) {
                return -1;  // a non-blocking descriptor that would block
            }
        } else {
            PyObject r = Abstract.callMethod(raw, IOBaseTypes.WRITE,
                    PyBytes.of(Arrays.copyOfRange(b, off, off + len)));
            if (r == Py.None) {
                return -1;
            }
            n = (int) Abstract.asIndex(r);
        }
        if (n < 0 || n > len) {
            throw Py.error(PyExc.OSError, "raw write() returned invalid length " + n
                    + " (should have been between 0 and " + len + ")");
        }
        return n;
    }

    private long rawSeek(long pos, int whence) {
        long n;
        if (fileRaw != null) {
            n = fileRaw.seek(pos, whence);
        } else {
            n = Abstract.asIndex(Abstract.callMethod(raw, IOBaseTypes.SEEK, PyInt.of(pos),
                    PyInt.of(whence)));
        }
        if (n < 0) {
            throw Py.error(PyExc.OSError, "Raw stream returned invalid position " + n);
        }
        return n;
    }

    private long rawTell() {
        long n;
        if (fileRaw != null) {
            n = fileRaw.seek(0, 1);
        } else {
            n = Abstract.asIndex(Abstract.callMethod(raw, IOBaseTypes.TELL));
        }
        if (n < 0) {
            throw Py.error(PyExc.OSError, "Raw stream returned invalid position " + n);
        }
        return n;
    }

    // ------------------------------------------------------------------ writing

    /** Push the write buffer to raw. Compare CPython bufferedio.c: _bufferedwriter_flush_unlocked. */
    void flushWrites() {
        int done = 0;
        try {
            while (done < wlen) {
                int n = rawWrite(wbuf, done, wlen - done);
                if (n < 0) {
                    throw blockingError("write could not complete without blocking", 0);
                }
                done += n;
            }
        } finally {
            if (done > 0) {
                System.arraycopy(wbuf, done, wbuf, 0, wlen - done);
                wlen -= done;
            }
        }
    }

    private static PyException blockingError(String msg, long written) {
        PyObject e = PyExc.BlockingIOError.call(new PyObject[] {PyInt.of(ErrnoModule.EAGAIN),
            PyStr.of(msg), PyInt.of(written)}, Py.NO_KWNAMES);
        return new PyException((org.specializer.api.PyBaseException) e);
    }

    /** Drop data read ahead, moving raw back to the logical position. */
    private void undoReadahead() {
        int ahead = rend - rpos;
        if (ahead > 0) {
            rawSeek(-ahead, 1);
        }
        rpos = rend = 0;
    }

    /** {@code write(b)}: the count taken. Compare CPython bufferedio.c: _io_BufferedWriter_write_impl. */
    int write(byte[] b) {
        checkInitialized();
        if (isClosed()) {
            throw Py.valueError("write to closed file");
        }
        if (readable && rend > rpos) {
            undoReadahead();
        } else {
            rpos = rend = 0;
        }
        int len = b.length;
        if (wlen + len <= bufferSize) {
            System.arraycopy(b, 0, wbuf, wlen, len);
            wlen += len;
            return len;
        }
        try {
            flushWrites();
        } catch (PyException e) {
            if (!e.matches(PyExc.BlockingIOError)) {
                throw e;
            }
            // raw would block: keep what fits (flushWrites left the unwritten part in front)
            int room = bufferSize - wlen;
            if (len <= room) {
                System.arraycopy(b, 0, wbuf, wlen, len);
                wlen += len;
                return len;
            }
            System.arraycopy(b, 0, wbuf, wlen, room);
            wlen += room;
            throw blockingError("write could not complete without blocking", room);
        }
        // the buffer is empty: more than a buffer's worth goes straight to raw, the rest
        // is buffered
        int written = 0;
        int remaining = len;
        while (remaining > bufferSize) {
            int n = rawWrite(b, written, remaining);
            if (n < 0) {
                System.arraycopy(b, written, wbuf, 0, bufferSize);
                wlen = bufferSize;
                throw blockingError("write could not complete without blocking",
                        written + bufferSize);
            }
            written += n;
            remaining -= n;
        }
        System.arraycopy(b, written, wbuf, 0, remaining);
        wlen = remaining;
        return len;
    }

    /**
     * {@code flush()} of a writer; a BufferedRandom also moves the raw stream back to the
     * logical position and drops what it read ahead, so that the next read sees what others
     * wrote to the raw stream meanwhile. Compare bufferedio.c: buffered_flush_and_rewind_unlocked.
     */
    void flush() {
        checkInitialized();
        if (isClosed()) {
            throw Py.valueError("flush of closed file");
        }
        flushWrites();
        if (readable) {
            undoReadahead();
        }
    }

    // ------------------------------------------------------------------ reading

    /** Refill the read buffer with one raw read: bytes added, 0 at EOF, -1 when it would block. */
    private int fill() {
        if (rpos > 0 && rpos == rend) {
            rpos = rend = 0;
        } else if (rpos > 0 && rend == rbuf.length) {
            System.arraycopy(rbuf, rpos, rbuf, 0, rend - rpos);
            rend -= rpos;
            rpos = 0;
        }
        int n = rawRead(rbuf, rend, rbuf.length - rend);
        if (n > 0) {
            rend += n;
        }
        return n;
    }

    private void prepareRead() {
        if (writable && wlen > 0) {
            flushWrites();
        }
    }

    /** {@code read(n)}; null when non-blocking and nothing could be read. */
    PyObject read(long n) {
        checkInitialized();
        if (n < -1) {
            throw Py.valueError("read length must be non-negative or -1");
        }
        checkClosed("read of closed file");
        prepareRead();
        if (n == -1) {
            return readAll();
        }
        int want = (int) Math.min(n, Integer.MAX_VALUE - 8);
        int avail = rend - rpos;
        if (want <= avail) {
            byte[] out = Arrays.copyOfRange(rbuf, rpos, rpos + want);
            rpos += want;
            return PyBytes.of(out);
        }
        byte[] out = new byte[want];
        System.arraycopy(rbuf, rpos, out, 0, avail);
        int got = avail;
        rpos = rend = 0;
        boolean blocked = false;
        while (got < want) {
            int remaining = want - got;
            if (remaining > bufferSize) {
                // large reads go straight into the result
                int r = rawRead(out, got, remaining - remaining % bufferSize);
                if (r == 0) {
                    break;
                }
                if (r < 0) {
                    blocked = true;
                    break;
                }
                got += r;
            } else {
                int r = fill();
                if (r == 0) {
                    break;
                }
                if (r < 0) {
                    blocked = true;
                    break;
                }
                int take = Math.min(rend - rpos, remaining);
                System.arraycopy(rbuf, rpos, out, got, take);
                rpos += take;
                got += take;
            }
        }
        if (got == 0 && blocked) {
            return Py.None;
        }
        return PyBytes.of(got == want ? out : Arrays.copyOf(out, got));
    }

    /** {@code read()}: to the end of the stream. */
    private PyObject readAll() {
        byte[] head = Arrays.copyOfRange(rbuf, rpos, rend);
        rpos = rend = 0;
        PyObject rest;
        if (fileRaw != null) {
            rest = fileRaw.readall();
        } else if (raw.lookupAttr(PyStr.intern("readall")) != null) {
            rest = Abstract.callMethod(raw, PyStr.intern("readall"));
        } else {
            ByteBuilder all = new ByteBuilder(8192);
            PyObject chunk = Py.None;
            for (;;) {
                chunk = Abstract.callMethod(raw, IOBaseTypes.READ);
                if (chunk == Py.None || BytesLike.bytes(chunk).length == 0) {
                    break;
                }
                byte[] c = BytesLike.bytes(chunk);
                all.append(c, 0, c.length);
            }
            rest = all.length() == 0 ? chunk : PyBytes.of(all.toByteArray());
        }
        if (rest == Py.None) {
            return head.length == 0 ? Py.None : PyBytes.of(head);
        }
        if (!(rest instanceof PyBytes rb)) {
            throw Py.typeError("readall() should return bytes");
        }
        if (head.length == 0) {
            return rest;
        }
        byte[] out = Arrays.copyOf(head, head.length + rb.value.length);
        System.arraycopy(rb.value, 0, out, head.length, rb.value.length);
        return PyBytes.of(out);
    }

    /** {@code peek(n)}: what is read ahead, after at most one raw read. */
    PyObject peek() {
        checkInitialized();
        checkClosed("peek of closed file");
        prepareRead();
        if (rend - rpos == 0) {
            rpos = rend = 0;
            fill();
        }
        return PyBytes.of(Arrays.copyOfRange(rbuf, rpos, rend));
    }

    /** {@code read1(n)}: at most one raw read. */
    PyObject read1(long n) {
        checkInitialized();
        checkClosed("read of closed file");
        if (n < 0) {
            n = bufferSize;
        }
        prepareRead();
        if (n == 0) {
            return PyBytes.EMPTY;
        }
        int avail = rend - rpos;
        if (avail == 0) {
            rpos = rend = 0;
            if (n > bufferSize) {
                byte[] out = new byte[(int) Math.min(n, Integer.MAX_VALUE - 8)];
                int r = rawRead(out, 0, out.length);
                return r <= 0 ? (r < 0 ? Py.None : PyBytes.EMPTY)
                        : PyBytes.of(Arrays.copyOf(out, r));
            }
            int r = fill();
            if (r < 0) {
                return Py.None;
            }
            avail = rend - rpos;
        }
        int take = (int) Math.min(n, avail);
        byte[] out = Arrays.copyOfRange(rbuf, rpos, rpos + take);
        rpos += take;
        return PyBytes.of(out);
    }

    /** {@code readline(limit)}. Compare CPython bufferedio.c: _buffered_readline. */
    PyObject readline(long limit) {
        checkInitialized();
        checkClosed("readline of closed file");
        prepareRead();
        ByteBuilder line = null;
        for (;;) {
            int avail = rend - rpos;
            long room = limit < 0 ? Long.MAX_VALUE : limit - (line == null ? 0 : line.length());
            int scan = (int) Math.min(avail, room);
            for (int i = 0; i < scan; i++) {
                if (rbuf[rpos + i] == '\n') {
                    return takeLine(line, i + 1);
                }
            }
            if (scan == room) {
                return takeLine(line, scan);
            }
            if (line == null) {
                line = new ByteBuilder(Math.max(avail * 2, 64));
            }
            line.append(rbuf, rpos, avail);
            rpos = rend = 0;
            int r = fill();
            if (r <= 0) {
                return PyBytes.of(line.toByteArray());
            }
        }
    }

    private PyObject takeLine(ByteBuilder line, int n) {
        if (line == null) {
            byte[] out = Arrays.copyOfRange(rbuf, rpos, rpos + n);
            rpos += n;
            return PyBytes.of(out);
        }
        line.append(rbuf, rpos, n);
        rpos += n;
        return PyBytes.of(line.toByteArray());
    }

    /**
     * {@code readinto(b)} / {@code readinto1(b)}: what is read ahead first; then, while more is
     * wanted, a raw read straight into {@code b} when more than a buffer's worth is left, else
     * a refill of the buffer (readinto1: no refill once something was copied, and at most one
     * raw read). Compare CPython bufferedio.c: _buffered_readinto_generic.
     */
    PyObject readinto(PyObject b, boolean once) {
        checkInitialized();
        BytesLike.Writable view = BytesLike.writable(b, once ? "readinto1" : "readinto");
        try {
            checkClosed("readinto of closed file");
            int len = view.length();
            int written = 0;
            int avail = rend - rpos;
            if (avail > 0) {
                if (avail >= len) {
                    view.put(0, rbuf, rpos, len);
                    rpos += len;
                    return PyInt.of(len);
                }
                view.put(0, rbuf, rpos, avail);
                rpos += avail;
                written = avail;
            }
            prepareRead();
            rpos = rend = 0;
            int remaining = len - written;
            while (remaining > 0) {
                int n;
                if (remaining > bufferSize) {
                    byte[] direct = new byte[remaining];
                    n = rawRead(direct, 0, remaining);
                    if (n > 0) {
                        view.put(written, direct, 0, n);
                    }
                } else if (!(once && written > 0)) {
                    n = fill();
                    if (n > 0) {
                        int take = Math.min(n, remaining);
                        view.put(written, rbuf, rpos, take);
                        rpos += take;
                        written += take;
                        remaining -= take;
                        continue;
                    }
                } else {
                    n = 0;
                }
                if (n == 0 || n < 0 && written > 0) {
                    break;
                }
                if (n < 0) {
                    return Py.None;
                }
                written += n;
                remaining -= n;
                if (once) {
                    break;
                }
            }
            return PyInt.of(written);
        } finally {
            view.release();
        }
    }

    // ------------------------------------------------------------------ positioning

    long tell() {
        checkInitialized();
        long pos = rawTell() - (rend - rpos) + wlen;
        return Math.max(pos, 0);
    }

    long seek(PyObject target, int whence) {
        checkInitialized();
        if (whence < 0 || whence > 4) {
            throw Py.valueError("whence value " + whence + " unsupported");
        }
        checkClosed("seek of closed file");
        long pos = Abstract.asIndex(target);
        if (writable) {
            flushWrites();
        }
        // a seek inside what is read ahead moves within the buffer
        if (readable && (whence == 0 || whence == 1) && rend > 0) {
            long current = rawTell();
            long bufStart = current - rend;
            long logical = current - (rend - rpos);
            long dest = whence == 0 ? pos : logical + pos;
            if (dest >= bufStart && dest <= current) {
                rpos = (int) (dest - bufStart);
                // a character device's raw tell() says 0 wherever it is (GH-95782)
                return Math.max(dest, 0);
            }
        }
        if (whence == 1) {
            pos -= rend - rpos;
        }
        long n = rawSeek(pos, whence);
        rpos = rend = 0;
        return n;
    }

    long truncate(PyObject size) {
        checkInitialized();
        checkClosed("truncate of closed file");
        if (!writable) {
            throw IOBaseTypes.unsupported("truncate");
        }
        flushWrites();
        long pos = size == null || size == Py.None ? tell() : Abstract.asIndex(size);
        undoReadahead();
        PyObject r = Abstract.callMethod(raw, PyStr.intern("truncate"), PyInt.of(pos));
        rawTell();
        return Abstract.asIndex(r);
    }

    // ------------------------------------------------------------------ closing

    /** Compare CPython bufferedio.c: _io__Buffered_close_impl. */
    void close() {
        enter();
        try {
            checkInitialized();
            if (isClosed()) {
                return;
            }
        } finally {
            leave();
        }
        PyException failure = null;
        try {
            Abstract.callMethod(this, IOBaseTypes.FLUSH);  // takes the lock itself
        } catch (PyException e) {
            failure = e;
        }
        enter();
        try {
            Abstract.callMethod(raw, IOBaseTypes.CLOSE);
        } catch (PyException e) {
            if (failure != null) {
                e.value.context = failure.value;
            }
            throw e;
        } finally {
            leave();
        }
        rpos = rend = 0;
        if (failure != null) {
            throw failure;
        }
    }

    PyObject detach() {
        checkInitialized();
        Abstract.callMethod(this, IOBaseTypes.FLUSH);
        PyObject r = raw;
        raw = null;
        fileRaw = null;
        initialized = false;
        detached = true;
        return r;
    }

    /** Write out what is buffered at interpreter exit; errors are ignored then. */
    void flushAtExit() {
        // not while a thread (a daemon thread, or this one further up) is inside an
        // operation of this buffer: its state is that operation's
        if (initialized && writable && wlen > 0 && busy == null) {
            busy = Thread.currentThread();
            try {
                if (!isClosed()) {
                    flushWrites();
                }
            } catch (PyException e) {
                // as CPython at shutdown: nothing to report to
            } finally {
                leave();
            }
        }
    }

    /** Pending written bytes (for tests and the exit flush). */
    int pendingWrites() {
        return wlen;
    }

    // ------------------------------------------------------------------ the types

    private static PyBuffered b(PyObject o) {
        return (PyBuffered) o;
    }

    private static void define(PyType t, boolean readable, boolean writable) {
        String tname = t.getName();
        Params init = new Params(tname, new String[] {"raw", "buffer_size"}, 0, 2, 1);
        t.constructor((cls, args, kw) -> new PyBuffered((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            PyObject[] a = init.parse(args, kw);
            long size = a[1] == null ? IOModule.DEFAULT_BUFFER_SIZE : Abstract.asIndex(a[1]);
            b(self).init(a[0], size, readable, writable);
            return Py.None;
        });
        if (readable) {
            t.methodN("read", 0, 1, (self, a) -> b(self).lockedRead(IOBaseTypes.sizeArg(a, 0),
                    false));
            t.methodN("read1", 0, 1, (self, a) -> b(self).lockedRead(IOBaseTypes.sizeArg(a, 0),
                    true));
            t.methodN("peek", 0, 1, (self, a) -> locked(self, () -> b(self).peek()));
            t.methodN("readline", 0, 1, (self, a) -> b(self).lockedReadline(
                    IOBaseTypes.sizeArg(a, 0)));
            t.method1("readinto", (self, x) -> locked(self, () -> b(self).readinto(x, false)));
            t.method1("readinto1", (self, x) -> locked(self, () -> b(self).readinto(x, true)));
            t.method0("__next__", self -> {
                PyObject line = b(self).lockedReadline(-1);
                if (((PyBytes) line).value.length == 0) {
                    throw Py.stopIteration(null);
                }
                return line;
            });
        }
        if (writable) {
            t.method1("write", (self, x) -> PyInt.of(b(self).lockedWrite(BytesLike.bytes(x))));
            t.method0("flush", self -> {
                b(self).lockedFlush();
                return Py.None;
            });
        } else {
            t.method0("flush", self -> {
                b(self).checkInitialized();
                return Abstract.callMethod(b(self).raw, IOBaseTypes.FLUSH);
            });
        }
        t.methodN("seek", 1, 2, (self, a) -> {
            int whence = a.length > 1 ? Abstract.asInt(a[1]) : 0;
            return locked(self, () -> PyInt.of(b(self).seek(a[0], whence)));
        });
        t.method0("tell", self -> PyInt.of(b(self).tell()));
        t.methodN("truncate", 0, 1, (self, a) -> locked(self,
                () -> PyInt.of(b(self).truncate(a.length == 0 ? null : a[0]))));
        t.method0("close", self -> {
            b(self).close();
            return Py.None;
        });
        t.method0("detach", self -> b(self).detach());
        t.method0("seekable", self -> rawCall(self, IOBaseTypes.SEEKABLE));
        // BufferedReader has no writable() of its own and BufferedWriter no readable():
        // IOBase's, False, whatever the raw stream can do
        if (readable) {
            t.method0("readable", self -> rawCall(self, IOBaseTypes.READABLE));
        }
        if (writable) {
            t.method0("writable", self -> rawCall(self, IOBaseTypes.WRITABLE));
        }
        t.method0("fileno", self -> rawCall(self, PyStr.intern("fileno")));
        t.method0("isatty", self -> rawCall(self, PyStr.intern("isatty")));
        t.getset("raw", self -> b(self).raw == null ? Py.None : b(self).raw, null);
        t.getset("closed", self -> Py.newBool(b(self).isClosed()), null);
        t.getset("name", self -> {
            b(self).checkInitialized();
            return b(self).raw.getAttr(NAME);
        }, null);
        t.getset("mode", self -> {
            b(self).checkInitialized();
            return b(self).raw.getAttr(MODE);
        }, null);
        t.getset("_finalizing", self -> Py.False, null);
        t.method0("__repr__", self -> {
            String tn = "_io." + self.type.getName();
            PyObject name;
            try {
                name = self.lookupAttr(NAME);
            } catch (PyException e) {
                if (!e.matches(PyExc.ValueError)) {
                    throw e;
                }
                name = null;
            }
            if (name == null) {
                return PyStr.of("<" + tn + ">");
            }
            return PyStr.of("<" + tn + " name=" + Abstract.repr(name).value + ">");
        });
        t.method0("__getstate__", self -> {
            throw Py.typeError("cannot pickle '" + self.type.getName() + "' instances");
        });
        t.method0("__sizeof__", self -> PyInt.of(96 + b(self).bufferSize));
        t.method1("_dealloc_warn", (self, source) -> Py.None);
        t.method0("__del__", self -> {
            PyBuffered s = b(self);
            if (s.owner == null && s.initialized && !s.isClosed()) {
                Abstract.callMethod(self, IOBaseTypes.CLOSE);
            }
            return Py.None;
        });
    }

    private static PyObject rawCall(PyObject self, PyStr method) {
        PyBuffered s = b(self);
        s.checkInitialized();
        return Abstract.callMethod(s.raw, method);
    }
}
