package org.specializer.natives.mmap;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import org.specializer.api.Abstract;
import org.specializer.api.BufferExports;
import org.specializer.api.BufferProtocol;
import org.specializer.api.Buffers;
import org.specializer.api.Py;
import org.specializer.api.PyBuffer;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PySlice;
import org.specializer.api.PyStr;
import org.specializer.api.PySubclassable;
import org.specializer.api.PyType;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.FdTable;
import org.specializer.natives.posix.OSErrors;
import org.specializer.natives.posix.OpenFile;

/**
 * {@code mmap.mmap}: a file's bytes (or anonymous memory) as a mutable, seekable,
 * bytes-like sequence. Compare CPython mmapmodule.c.
 *
 * <p>The mapping's bytes live in a Java array, which the buffer protocol exports, read from
 * the file when the map is made. A shared, writable map of a file writes through: each write
 * of the map's own methods and item assignments goes to the file at once (positional writes,
 * which other readers of the file see as they would a shared mapping's), and what a
 * memoryview wrote is written when the view is released, at {@code flush()} and at
 * {@code close()}. Unlike a real mapping, writes that others make to the file after the map
 * was made are not seen through it. A copy-on-write map ({@code ACCESS_COPY},
 * {@code MAP_PRIVATE}) and an anonymous one never write to a file.
 */
final class PyMmap extends PySubclassable implements BufferProtocol {
    static final PyType TYPE = PyType.builtin("mmap", PyMmap.class, PyType.OBJECT,
            PyType.BASETYPE, MmapMethods::define).withModule("mmap").withDottedTpName()
            .withWeakrefs();

    static final int ACCESS_DEFAULT = 0;
    static final int ACCESS_READ = 1;
    static final int ACCESS_WRITE = 2;
    static final int ACCESS_COPY = 3;

    byte[] data;
    int pos;
    final long offset;
    final int access;
    /** Writes reach the file (a shared, writable map of a file). */
    final boolean writesThrough;
    final boolean readonly;
    /** The file (a channel of its own, as CPython's map keeps a dup of the descriptor), or
     *  null for anonymous memory. */
    private FileChannel file;
    private boolean ownsFile;
    /** {@code trackfd}: the map keeps the descriptor, for {@code size()} and {@code resize}. */
    boolean trackfd = true;
    boolean closed;
    private BufferExports exports;

    PyMmap(PyType type, byte[] data, long offset, int access, boolean readonly,
            boolean writesThrough, FileChannel file, boolean ownsFile) {
        super(type);
        this.data = data;
        this.offset = offset;
        this.access = access;
        this.readonly = readonly;
        this.writesThrough = writesThrough;
        this.file = file;
        this.ownsFile = ownsFile;
    }

    /**
     * Map {@code length} bytes (0: the rest of the file) of descriptor {@code fd} (-1:
     * anonymous memory) from {@code offset}. Compare mmapmodule.c: {@code new_mmap_object}.
     */
    static PyMmap create(PyType type, int fd, long length, int flags, int prot, int access,
            long offset) {
        if (length < 0) {
            throw Py.overflowError("memory mapped length must be positive");
        }
        if (offset < 0) {
            throw Py.overflowError("memory mapped offset must be positive");
        }
        if (access != ACCESS_DEFAULT && (flags != MmapModule.MAP_SHARED
                || prot != (MmapModule.PROT_READ | MmapModule.PROT_WRITE))) {
            throw Py.valueError("mmap can't specify both access and flags, prot.");
        }
        boolean readonly;
        boolean shared;
        switch (access) {
            case ACCESS_READ:
                readonly = true;
                shared = true;
                break;
            case ACCESS_WRITE:
                readonly = false;
                shared = true;
                break;
            case ACCESS_COPY:
                readonly = false;
                shared = false;
                break;
            case ACCESS_DEFAULT:
                readonly = (prot & MmapModule.PROT_WRITE) == 0;
                shared = (flags & MmapModule.MAP_PRIVATE) == 0;
                break;
            default:
                throw Py.valueError("mmap invalid access parameter.");
        }
        if (fd == -1 || (flags & MmapModule.MAP_ANONYMOUS) != 0) {
            if (length == 0 || offset % MmapModule.PAGESIZE != 0) {
                throw OSErrors.of(ErrnoModule.EINVAL);
            }
            return new PyMmap(type, new byte[size(length)], offset, access, readonly, false,
                    null, false);
        }
        OpenFile of = FdTable.lookup(fd);
        FileChannel shared0 = of == null ? null : of.fileChannel();
        if (shared0 == null) {
            throw OSErrors.of(ErrnoModule.EBADF);
        }
        if (!readonly && shared && !of.writable || !of.readable) {
            throw OSErrors.of(ErrnoModule.EACCES);
        }
        long fileSize;
        try {
            fileSize = shared0.size();
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
        if (length == 0) {
            if (fileSize == 0) {
                throw Py.valueError("cannot mmap an empty file");
            }
            if (offset >= fileSize) {
                throw Py.valueError("mmap offset is greater than file size");
            }
            length = fileSize - offset;
        } else if (offset > fileSize || fileSize - offset < length) {
            throw Py.valueError("mmap length is greater than file size");
        }
        if (offset % MmapModule.PAGESIZE != 0) {
            throw OSErrors.of(ErrnoModule.EINVAL);  // mmap(2) wants a page-aligned offset
        }
        FileChannel own = null;
        if (of.path != null && Files.isRegularFile(of.path)) {
            try {
                own = readonly || !shared ? FileChannel.open(of.path, StandardOpenOption.READ)
                        : FileChannel.open(of.path, StandardOpenOption.READ,
                                StandardOpenOption.WRITE);
            } catch (IOException | UnsupportedOperationException e) {
                own = null;  // the descriptor's own channel serves
            }
        }
        FileChannel ch = own != null ? own : shared0;
        byte[] data = new byte[size(length)];
        try {
            readFully(ch, data, offset);
        } catch (IOException e) {
            closeQuietly(own);
            throw OSErrors.of(e, null);
        }
        return new PyMmap(type, data, offset, access, readonly, shared && !readonly, ch,
                own != null);
    }

    private static int size(long length) {
        if (length > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError);
        }
        return (int) length;
    }

    private static void readFully(FileChannel ch, byte[] into, long at) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(into);
        while (b.hasRemaining()) {
            if (ch.read(b, at + b.position()) < 0) {
                break;  // past the end: zeros, as a mapping beyond the file's end reads
            }
        }
    }

    private static void closeQuietly(FileChannel c) {
        if (c != null) {
            try {
                c.close();
            } catch (IOException e) {
                // nothing to do
            }
        }
    }

    // ------------------------------------------------------------------ checks

    void checkValid() {
        if (closed) {
            throw Py.valueError("mmap closed or invalid");
        }
    }

    void checkWritable() {
        checkValid();
        if (readonly) {
            throw Py.typeError("mmap can't modify a readonly memory map.");
        }
    }

    // ------------------------------------------------------------------ writing through

    /** Bytes {@code [from, from + n)} of the map changed: write them to the file. */
    void wrote(int from, int n) {
        if (!writesThrough || n <= 0) {
            return;
        }
        try {
            ByteBuffer b = ByteBuffer.wrap(data, from, n);
            long at = offset + from;
            while (b.hasRemaining()) {
                at += file.write(b, at);
            }
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
        if (synced != null) {
            System.arraycopy(data, from, synced, from, n);
        }
    }

    /**
     * While views of a shared, writable map are exported: the bytes the file last had from the
     * map, against which a view's writes are found at its release; else null.
     */
    private byte[] synced;

    /**
     * Bytes {@code [from, from + n)} of the map may have changed behind its methods, through
     * an exported view: write those that differ from {@link #synced}, what the file last had
     * from the map, so that a view that only read (a regular expression's scan,
     * {@code bytes(m)}) writes nothing, and what others wrote to the file stays.
     */
    void syncChanged(int from, int n) {
        byte[] was = synced;
        if (!writesThrough || was == null) {
            return;
        }
        int end = from + n;
        int i = from;
        while (i < end) {
            if (data[i] == was[i]) {
                i++;
                continue;
            }
            int j = i + 1;
            while (j < end && data[j] != was[j]) {
                j++;
            }
            wrote(i, j - i);
            i = j;
        }
    }

    /** {@code flush([offset[, size]])}: write the range, and have the file reach the disk. */
    void flush(long from, long n) {
        checkValid();
        if (from < 0 || n < 0 || from + n > data.length) {
            throw Py.valueError("flush values out of range");
        }
        if (access == ACCESS_READ || access == ACCESS_COPY) {
            return;
        }
        if (from % MmapModule.PAGESIZE != 0) {
            throw OSErrors.of(ErrnoModule.EINVAL);  // msync(2) wants a page-aligned start
        }
        if (!writesThrough) {
            return;
        }
        syncChanged((int) from, (int) n);
        try {
            file.force(false);
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
    }

    /** {@code resize(newsize)}: the file's size too, for a map of a file. */
    void resize(long newSize) {
        checkValid();
        if (!trackfd) {
            throw Py.valueError("mmap can't resize with trackfd=False.");
        }
        if (readonly || access == ACCESS_COPY || file != null && !writesThrough) {
            throw Py.typeError("mmap can't resize a readonly or copy-on-write memory map.");
        }
        if (exports != null && exports.inUse()) {
            throw Py.error(PyExc.BufferError, "mmap can't resize with extant buffers exported.");
        }
        if (newSize < 0 || newSize > Integer.MAX_VALUE - 8 - offset) {
            throw Py.valueError("new size out of range");
        }
        if (file != null) {
            try {
                long want = offset + newSize;
                long have = file.size();
                if (want < have) {
                    file.truncate(want);
                } else if (want > have) {
                    file.write(ByteBuffer.wrap(new byte[1]), want - 1);
                }
            } catch (IOException e) {
                throw OSErrors.of(e, null);
            }
        }
        data = Arrays.copyOf(data, (int) newSize);
        if (pos > data.length) {
            pos = data.length;
        }
    }

    /** The file's size ({@code size()}); EBADF for anonymous memory, as CPython's fstat. */
    long fileSize() {
        checkValid();
        if (file == null || !trackfd) {
            throw OSErrors.of(ErrnoModule.EBADF);
        }
        try {
            return file.size();
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
    }

    void close() {
        if (exports != null && exports.inUse()) {
            throw Py.error(PyExc.BufferError, "cannot close exported pointers exist");
        }
        if (closed) {
            return;
        }
        closed = true;
        if (file != null && ownsFile) {
            closeQuietly(file);
        }
        file = null;
        data = new byte[0];
    }

    // ------------------------------------------------------------------ items

    PyObject getItem(PyObject key) {
        checkValid();
        if (key instanceof PySlice sl) {
            long[] ix = sl.indices(data.length);
            checkValid();  // an __index__ may have closed it
            int start = (int) ix[0];
            int step = (int) ix[2];
            int n = (int) ix[3];
            if (step == 1) {
                return PyBytes.of(Arrays.copyOfRange(data, start, start + n));
            }
            byte[] out = new byte[n];
            for (int i = 0, j = start; i < n; i++, j += step) {
                out[i] = data[j];
            }
            return PyBytes.of(out);
        }
        if (!isIndex(key)) {
            throw Py.typeError("mmap indices must be integers");
        }
        int i = index(key);
        return PyInt.of(data[i] & 0xFF);
    }

    void setItem(PyObject key, PyObject value) {
        checkValid();
        if (value == null) {
            throw Py.typeError("mmap doesn't support item deletion");
        }
        if (key instanceof PySlice sl) {
            long[] ix = sl.indices(data.length);
            checkValid();
            int start = (int) ix[0];
            int step = (int) ix[2];
            int n = (int) ix[3];
            byte[] v = Buffers.toBytes(value);
            if (v.length != n) {
                throw Py.error(PyExc.IndexError, "mmap slice assignment is wrong size");
            }
            checkWritable();
            if (step == 1) {
                System.arraycopy(v, 0, data, start, n);
                wrote(start, n);
            } else {
                for (int i = 0, j = start; i < n; i++, j += step) {
                    data[j] = v[i];
                    wrote(j, 1);
                }
            }
            return;
        }
        if (!isIndex(key)) {
            throw Py.typeError("mmap indices must be integer");
        }
        int i = index(key);
        if (!isIndex(value)) {
            throw Py.typeError("mmap item value must be an int");
        }
        long b = Abstract.asIndex(value);
        if (b < 0 || b > 255) {
            throw Py.valueError("mmap item value must be in range(0, 256)");
        }
        checkWritable();
        data[i] = (byte) b;
        wrote(i, 1);
    }

    private static boolean isIndex(PyObject o) {
        return o instanceof PyInt || o.getType().lookup(PyStr.intern("__index__")) != null;
    }

    private int index(PyObject key) {
        long i = Abstract.asIndex(key);
        checkValid();  // an __index__ may have closed it
        if (i < 0) {
            i += data.length;
        }
        if (i < 0 || i >= data.length) {
            throw Py.error(PyExc.IndexError, "mmap index out of range");
        }
        return (int) i;
    }

    // ------------------------------------------------------------------ buffer protocol

    @Override
    public PyBuffer getBuffer(int flags) {
        checkValid();
        PyBuffer view = PyBuffer.ofBytes(this, this, data, 0, data.length, readonly, flags);
        if (exports == null) {
            exports = new BufferExports();
        }
        if (writesThrough && !exports.inUse()) {
            synced = data.clone();
        }
        exports.add(view);
        return view;
    }

    @Override
    public void releaseBuffer(PyBuffer view) {
        exports.remove(view);
        if (writesThrough && !closed && view.buf == data) {
            try {
                syncChanged(0, data.length);  // what the view may have written
            } catch (RuntimeException e) {
                // the file is gone: nothing more to write
            }
        }
        if (!exports.inUse()) {
            synced = null;
        }
    }

    String repr() {
        if (closed) {
            return "<mmap.mmap closed=True>";
        }
        String[] names = {"ACCESS_DEFAULT", "ACCESS_READ", "ACCESS_WRITE", "ACCESS_COPY"};
        return "<mmap.mmap closed=False, access=" + names[access] + ", length=" + data.length
                + ", pos=" + pos + ", offset=" + offset + ">";
    }

    static PyStr reprOf(PyObject self) {
        return PyStr.of(((PyMmap) self).repr());
    }
}
