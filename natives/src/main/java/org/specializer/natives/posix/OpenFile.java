package org.specializer.natives.posix;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import org.specializer.api.PyObject;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.stat.StatModule;

/**
 * An open file description: what one or more file descriptors of the {@link FdTable} refer to
 * (descriptors made by {@code dup} share one, with its position and flags). Behind it is a
 * Java channel: a {@link FileChannel} for files, directories and the process's own standard
 * descriptors, one end of a {@link java.nio.channels.Pipe} for {@code os.pipe()}, a channel
 * over a Java stream for standard streams an embedder provides, or a socket ({@link Endpoint},
 * which {@code _socket} provides).
 *
 * <p>Pipe channels are non-blocking at all times, so that selectors can watch them
 * ({@link Pollable}); a blocking read or write waits for them in {@link ChannelWait}, without
 * the interpreter lock.
 *
 * <p>Errors are raised as Python OSErrors with the error number the system call would have
 * given (EBADF for reading a write-only descriptor, ESPIPE for seeking a pipe, ...).
 */
public final class OpenFile implements Pollable {
    /** What the description refers to. */
    public enum Kind { FILE, DIRECTORY, PIPE, STREAM, SOCKET, ANON }

    /**
     * A socket as a descriptor: what {@code os.read}, {@code os.write}, {@code os.close},
     * {@code os.set_blocking} and the polling functions do with it.
     */
    public interface Endpoint extends Pollable {
        /** As {@link OpenFile#read}: -1 when it would block and the socket does not block. */
        int read(byte[] b, int off, int len);

        /** As {@link OpenFile#write}. */
        int write(byte[] b, int off, int len);

        boolean isBlocking();

        void setBlocking(boolean b);

        /** The last descriptor referring to it was closed. */
        void close();
    }

    public final Kind kind;
    /** Seekable files; null for pipes and Java streams. */
    private final FileChannel file;
    private final ReadableByteChannel in;
    private final WritableByteChannel out;
    public final boolean readable;
    public final boolean writable;
    /** O_APPEND with reading: Java opens such files without APPEND; each write seeks first. */
    private final boolean appendByHand;
    /** The absolute path it was opened by, for fstat, fchdir and dir_fd; or null. */
    public final Path path;
    /** The process's own descriptor behind it (0, 1, 2), or -1. */
    public final int osFd;
    /** The socket, for {@link Kind#SOCKET}. */
    public final Endpoint endpoint;
    /** How many table entries refer to it. */
    int refs;
    private boolean blocking = true;
    private volatile boolean closed;
    /** The other end of an {@code os.pipe()}, or null. */
    volatile OpenFile peer;

    private OpenFile(Kind kind, FileChannel file, ReadableByteChannel in,
            WritableByteChannel out, boolean appendByHand, Path path, int osFd) {
        this(kind, file, in, out, appendByHand, path, osFd, null);
    }

    private OpenFile(Kind kind, FileChannel file, ReadableByteChannel in,
            WritableByteChannel out, boolean appendByHand, Path path, int osFd,
            Endpoint endpoint) {
        this.endpoint = endpoint;
        this.kind = kind;
        this.file = file;
        this.in = in;
        this.out = out;
        this.readable = in != null;
        this.writable = out != null;
        this.appendByHand = appendByHand;
        this.path = path;
        this.osFd = osFd;
    }

    /** A file or directory opened by {@code os.open}. */
    static OpenFile ofFile(FileChannel c, Path path, boolean readable, boolean writable,
            boolean appendByHand, boolean directory) {
        return new OpenFile(directory ? Kind.DIRECTORY : Kind.FILE, c, readable ? c : null,
                writable ? c : null, appendByHand, path, -1);
    }

    /** One end of a pipe (its channel made non-blocking). */
    static OpenFile ofPipe(ReadableByteChannel source, WritableByteChannel sink) {
        try {
            for (Object c : new Object[] {source, sink}) {
                if (c instanceof SelectableChannel s) {
                    s.configureBlocking(false);
                }
            }
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
        return new OpenFile(Kind.PIPE, null, source, sink, false, null, -1);
    }

    /** A socket. */
    public static OpenFile ofSocket(Endpoint e) {
        return new OpenFile(Kind.SOCKET, null, null, null, false, null, -1, e);
    }

    /** Something else kept by another module ({@code select.epoll}'s descriptor). */
    public static OpenFile ofAnon(Endpoint e) {
        return new OpenFile(Kind.ANON, null, null, null, false, null, -1, e);
    }

    /** The process's standard descriptor {@code fd} (0 reads, 1 and 2 write). */
    static OpenFile ofProcessStd(int fd) {
        FileChannel c = fd == 0
                ? new java.io.FileInputStream(java.io.FileDescriptor.in).getChannel()
                : new java.io.FileOutputStream(fd == 1 ? java.io.FileDescriptor.out
                        : java.io.FileDescriptor.err).getChannel();
        return new OpenFile(Kind.FILE, c, fd == 0 ? c : null, fd == 0 ? null : c, false, null,
                fd);
    }

    /** A standard descriptor over an embedder's Java stream. */
    static OpenFile ofStream(InputStream in, OutputStream out) {
        return new OpenFile(Kind.STREAM, null, in == null ? null : Channels.newChannel(in),
                out == null ? null : new StreamSink(out), false, null, -1);
    }

    /** Writes straight through to the stream and flushes it: no buffering of its own. */
    private static final class StreamSink implements WritableByteChannel {
        private final OutputStream out;
        private boolean open = true;

        StreamSink(OutputStream out) {
            this.out = out;
        }

        @Override
        public int write(ByteBuffer src) throws IOException {
            int n = src.remaining();
            if (src.hasArray()) {
                out.write(src.array(), src.arrayOffset() + src.position(), n);
                src.position(src.limit());
            } else {
                byte[] b = new byte[n];
                src.get(b);
                out.write(b);
            }
            out.flush();
            return n;
        }

        @Override
        public boolean isOpen() {
            return open;
        }

        @Override
        public void close() throws IOException {
            open = false;
            out.close();
        }
    }

    // ------------------------------------------------------------------ I/O

    /** Can an operation wait for another party (a pipe, a terminal, a stream)? */
    private boolean mayBlock() {
        return kind == Kind.PIPE || kind == Kind.STREAM || osFd >= 0;
    }

    private interface IOAction {
        int run() throws IOException;
    }

    /** Run {@code action} without the interpreter lock, so other Python threads go on. */
    private static int blocking(IOAction action) throws IOException {
        IOException[] failure = new IOException[1];
        int r = org.specializer.core.interp.Gil.blocking(() -> {
            try {
                return action.run();
            } catch (IOException e) {
                failure[0] = e;
                return 0;
            }
        });
        if (failure[0] != null) {
            throw failure[0];
        }
        return r;
    }

    /**
     * Read up to {@code len} bytes into {@code b[off:]}: the count, 0 at end of file, -1 when a
     * non-blocking descriptor has nothing yet (EAGAIN).
     */
    public int read(byte[] b, int off, int len) {
        if (endpoint != null) {
            return endpoint.read(b, off, len);
        }
        if (!readable) {
            throw OSErrors.of(ErrnoModule.EBADF);
        }
        if (len == 0) {
            return 0;
        }
        try {
            ByteBuffer buf = ByteBuffer.wrap(b, off, len);
            int n;
            if (in instanceof SelectableChannel s) {
                n = in.read(buf);
                while (n == 0 && blocking) {
                    ChannelWait.await(s, SelectionKey.OP_READ, -1);
                    n = in.read(buf);
                }
            } else {
                n = mayBlock() ? blocking(() -> in.read(buf)) : in.read(buf);
            }
            if (n < 0) {
                return 0;
            }
            if (n == 0 && !blocking) {
                return -1;
            }
            return n;
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
    }

    /** Write {@code b[off:off+len]}: the count written, -1 when it would block. */
    public int write(byte[] b, int off, int len) {
        if (endpoint != null) {
            return endpoint.write(b, off, len);
        }
        if (!writable) {
            throw OSErrors.of(ErrnoModule.EBADF);
        }
        try {
            if (appendByHand) {
                file.position(file.size());
            }
            ByteBuffer buf = ByteBuffer.wrap(b, off, len);
            if (mayBlock() && blocking && !(out instanceof SelectableChannel)) {
                return blocking(() -> {
                    int total = 0;
                    while (buf.hasRemaining()) {
                        total += out.write(buf);
                    }
                    return total;
                });
            }
            int n = out.write(buf);
            if (n == 0 && len > 0 && !blocking) {
                return -1;
            }
            if (blocking) {
                while (buf.hasRemaining()) {
                    int k = out.write(buf);
                    if (k == 0 && out instanceof SelectableChannel s) {
                        ChannelWait.await(s, SelectionKey.OP_WRITE, -1);
                    }
                    n += k;
                }
            }
            return n;
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
    }

    /** {@code lseek(fd, pos, whence)}: the new position. */
    public long seek(long pos, int whence) {
        if (file == null) {
            throw OSErrors.of(ErrnoModule.ESPIPE);
        }
        try {
            long base;
            switch (whence) {
                case 0:
                    base = 0;
                    break;
                case 1:
                    base = file.position();
                    break;
                case 2:
                    base = file.size();
                    break;
                case 3: { // SEEK_DATA: the whole file is data
                    if (pos >= file.size() || pos < 0) {
                        throw OSErrors.of(6); // ENXIO
                    }
                    file.position(pos);
                    return pos;
                }
                case 4: { // SEEK_HOLE: the only hole is at the end
                    if (pos > file.size() || pos < 0) {
                        throw OSErrors.of(6);
                    }
                    long end = file.size();
                    file.position(end);
                    return end;
                }
                default:
                    throw OSErrors.of(ErrnoModule.EINVAL);
            }
            long target = base + pos;
            if (target < 0) {
                throw OSErrors.of(ErrnoModule.EINVAL);
            }
            file.position(target);
            return target;
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
    }

    /** The current position (ESPIPE where there is none). */
    public long tell() {
        return seek(0, 1);
    }

    /** {@code ftruncate}: shorten, or lengthen with zeros; the position is kept. */
    public void truncate(long length) {
        if (length < 0) {
            throw OSErrors.of(ErrnoModule.EINVAL);
        }
        if (file == null) {
            throw OSErrors.of(ErrnoModule.EINVAL);
        }
        if (!writable) {
            throw OSErrors.of(ErrnoModule.EINVAL);
        }
        try {
            truncate(file, length);
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
    }

    /** Set the size of {@code c} to {@code length} (FileChannel.truncate only shortens). */
    static void truncate(FileChannel c, long length) throws IOException {
        long size = c.size();
        if (length < size) {
            long pos = c.position();
            c.truncate(length);
            c.position(pos);
        } else if (length > size) {
            c.write(ByteBuffer.wrap(new byte[1]), length - 1);
        }
    }

    /** {@code fsync}. */
    public void sync() {
        if (file == null) {
            throw OSErrors.of(ErrnoModule.EINVAL);
        }
        try {
            file.force(true);
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
    }

    /** The size in bytes where known, else -1. */
    public long size() {
        if (file == null) {
            return -1;
        }
        try {
            return file.size();
        } catch (IOException e) {
            return -1;
        }
    }

    /** {@code fstat}: an {@code os.stat_result}. */
    public PyObject stat() {
        try {
            if (osFd >= 0) {
                return StatResult.of(Path.of("/proc/self/fd/" + osFd), true);
            }
            if (path != null) {
                try {
                    return StatResult.of(path, true);
                } catch (java.nio.file.NoSuchFileException gone) {
                    Path open = unlinkedDescriptor();
                    if (open == null) {
                        throw gone;
                    }
                    return StatResult.of(open, true);
                }
            }
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
        if (kind == Kind.PIPE) {
            return StatResult.synthetic(StatModule.S_IFIFO | 0600);
        }
        if (kind == Kind.SOCKET) {
            return StatResult.synthetic(StatModule.S_IFSOCK | 0777);
        }
        if (kind == Kind.ANON) {
            return StatResult.synthetic(0600);
        }
        return StatResult.synthetic(StatModule.S_IFCHR | 0620);
    }

    /**
     * The process's descriptor link ({@code /proc/self/fd/N}) of this file when its path has
     * been unlinked since it was opened (a {@code tempfile.TemporaryFile}): the kernel names
     * such a link {@code PATH (deleted)}; of several, the one of this file's size. Null when
     * there is none.
     */
    private Path unlinkedDescriptor() throws IOException {
        String target = path + " (deleted)";
        long size = file != null ? file.size() : -1;
        Path found = null;
        try (java.nio.file.DirectoryStream<Path> fds =
                java.nio.file.Files.newDirectoryStream(Path.of("/proc/self/fd"))) {
            for (Path fd : fds) {
                try {
                    if (!java.nio.file.Files.readSymbolicLink(fd).toString().equals(target)) {
                        continue;
                    }
                    if (found == null || java.nio.file.Files.size(fd) == size) {
                        found = fd;
                    }
                } catch (IOException e) {
                    // closed meanwhile
                }
            }
        }
        return found;
    }

    /** The file type bits of {@code st_mode} (S_IFREG, S_IFDIR, ...). */
    public int fileType() {
        if (kind == Kind.DIRECTORY) {
            return StatModule.S_IFDIR;
        }
        if (kind == Kind.PIPE) {
            return StatModule.S_IFIFO;
        }
        if (kind == Kind.STREAM) {
            return StatModule.S_IFCHR;
        }
        if (kind == Kind.SOCKET) {
            return StatModule.S_IFSOCK;
        }
        if (kind == Kind.ANON) {
            return 0;
        }
        try {
            Path p = osFd >= 0 ? Path.of("/proc/self/fd/" + osFd) : path;
            if (p != null) {
                return ((Integer) Files.getAttribute(p, "unix:mode")) & StatModule.S_IFMT;
            }
        } catch (IOException | RuntimeException e) {
            // fall through: a regular file
        }
        return StatModule.S_IFREG;
    }

    /** {@code isatty}: a terminal behind one of the process's standard descriptors. */
    public boolean isatty() {
        return osFd >= 0 && org.specializer.core.modules.StdStreams.isTerminal(osFd);
    }

    public boolean isBlocking() {
        return endpoint != null ? endpoint.isBlocking() : blocking;
    }

    /** {@code set_blocking}: pipes and sockets honour it; files always read at once anyway. */
    public void setBlocking(boolean b) {
        if (endpoint != null) {
            endpoint.setBlocking(b);
        }
        blocking = b;
    }

    // ------------------------------------------------------------------ polling

    /** Files are always ready, as on Linux; pipes and sockets are asked. */
    @Override
    public int pollNow(int events) {
        if (endpoint != null) {
            return endpoint.pollNow(events);
        }
        if (closed) {
            return POLLNVAL;
        }
        OpenFile p = peer;
        if (in == null && p != null && p.closed) {
            return POLLERR;  // a pipe's write end without a reader, as Linux reports it
        }
        if (pollChannel() != null) {
            return 0;
        }
        return events & (POLLIN | POLLOUT | POLLRDNORM | POLLWRNORM);
    }

    @Override
    public SelectableChannel pollChannel() {
        if (endpoint != null) {
            return endpoint.pollChannel();
        }
        if (in instanceof SelectableChannel s) {
            return s;
        }
        if (out instanceof SelectableChannel s) {
            return s;
        }
        return null;
    }

    @Override
    public int interestOps(int events) {
        if (endpoint != null) {
            return endpoint.interestOps(events);
        }
        int ops = 0;
        if (in instanceof SelectableChannel && (events & (POLLIN | POLLRDNORM)) != 0) {
            ops |= SelectionKey.OP_READ;
        }
        if (out instanceof SelectableChannel && (events & (POLLOUT | POLLWRNORM)) != 0) {
            ops |= SelectionKey.OP_WRITE;
        }
        return ops;
    }

    @Override
    public int pollEvents(int readyOps, int events) {
        if (endpoint != null) {
            return endpoint.pollEvents(readyOps, events);
        }
        int r = 0;
        if ((readyOps & SelectionKey.OP_READ) != 0) {
            r |= events & (POLLIN | POLLRDNORM);
        }
        if ((readyOps & SelectionKey.OP_WRITE) != 0) {
            r |= events & (POLLOUT | POLLWRNORM);
        }
        return r;
    }

    /** Whether the last descriptor referring to it was closed. */
    boolean isClosed() {
        return closed;
    }

    /** What runs when the last descriptor referring to it is closed. */
    private final java.util.List<Runnable> closeListeners =
            new java.util.concurrent.CopyOnWriteArrayList<>();

    /** Run {@code r} when this is closed (at once when it is closed already). */
    void whenClosed(Runnable r) {
        closeListeners.add(r);
        if (closed && closeListeners.remove(r)) {
            r.run();
        }
    }

    /** Close the channels (the last descriptor referring to it went away). */
    void closeChannels() {
        if (closed) {
            return;
        }
        closed = true;
        if (endpoint != null) {
            endpoint.close();
            return;
        }
        try {
            if (in != null) {
                in.close();
            }
            if (out != null && out != in) {
                out.close();
            }
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        } finally {
            for (Object c : new Object[] {in, out}) {
                if (c instanceof SelectableChannel s) {
                    ChannelWait.wakeWaiters(s);
                }
            }
            for (Runnable r : closeListeners) {
                if (closeListeners.remove(r)) {
                    r.run();
                }
            }
            if (peer != null && out == null) {
                ChannelWait.wakePollers();  // the write end may now report POLLERR
            }
        }
    }

    /** The flags {@code os.open} was given, or -1 (what F_GETFL reports from). */
    public int openFlags = -1;

    /** The file channel behind a file or directory (for locks), or null. */
    public FileChannel fileChannel() {
        return file;
    }
}
