package org.specializer.natives.io;

import java.io.InputStream;
import java.io.OutputStream;
import org.specializer.api.Py;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.StdioProvider;
import org.specializer.core.modules.StdStreams;
import org.specializer.natives.posix.FdTable;

/**
 * {@code sys.stdin}, {@code sys.stdout} and {@code sys.stderr} as CPython's
 * {@code create_stdio} makes them: a {@code TextIOWrapper} (UTF-8, newline {@code "\n"}) over a
 * BufferedReader or BufferedWriter over {@code FileIO(fd, closefd=False)} named
 * {@code <stdin>}, {@code <stdout>}, {@code <stderr>}. stdin and stdout use the
 * surrogateescape error handler and stderr backslashreplace, as CPython under a UTF-8 locale
 * (a run reconfigures them to what {@code PYTHONIOENCODING} names, once codecs can be looked
 * up: {@link StdStreams#applyIoEncoding});
 * stdout is line-buffered on a terminal, stderr always. With {@code -u} or
 * {@code PYTHONUNBUFFERED}, stdout and stderr are text wrappers straight over their
 * {@code FileIO}, writing through, as CPython's. Unlike CPython, each write to stderr first
 * pushes out what stdout holds, so that the two appear in the order they were written.
 */
public final class Stdio implements StdioProvider {
    private PyTextIOWrapper stdout;
    private PyTextIOWrapper stderr;

    @Override
    public synchronized PyObject[] create(InputStream in, OutputStream out, OutputStream err) {
        if (in != null || out != null || err != null) {
            FdTable.installStandardStreams(in, out, err);
        }
        // None when the process started without a descriptor 0, as CPython's create_stdio
        PyObject i = in == null && StdStreams.stdinClosedAtStart() ? Py.None
                : stream(0, "<stdin>", "surrogateescape");
        PyTextIOWrapper o = stream(1, "<stdout>", "surrogateescape");
        PyTextIOWrapper e = stream(2, "<stderr>", "backslashreplace");
        e.flushFirst = o;
        stdout = o;
        stderr = e;
        return new PyObject[] {i, o, e};
    }

    private static PyTextIOWrapper stream(int fd, String name, String errors) {
        boolean write = fd != 0;
        PyFileIO raw = new PyFileIO(PyFileIO.TYPE);
        raw.init(org.specializer.api.PyInt.of(fd), write ? "wb" : "rb", false,
                org.specializer.api.Py.None);
        raw.getDict().setItem(PyStr.intern("name"), PyStr.of(name));
        boolean tty = raw.isatty();
        // Compare CPython pylifecycle.c create_stdio: no buffer for writing under -u
        boolean unbuffered = write && org.specializer.core.PyFlags.unbufferedStdio();
        PyObject buffer = raw;
        if (!unbuffered) {
            PyBuffered b = new PyBuffered(write ? PyBuffered.WRITER : PyBuffered.READER);
            b.init(raw, raw.blksize > 1 ? raw.blksize : IOModule.DEFAULT_BUFFER_SIZE, !write,
                    write);
            buffer = b;
        }
        PyTextIOWrapper text = new PyTextIOWrapper(PyTextIOWrapper.TYPE);
        text.init(buffer, PyStr.of("utf-8"), PyStr.of(errors), PyStr.of("\n"),
                tty || fd == 2, unbuffered);
        text.getDict().setItem(PyStr.intern("mode"), PyStr.of(write ? "w" : "r"));
        return text;
    }

    @Override
    public synchronized void flush() {
        for (PyTextIOWrapper s : new PyTextIOWrapper[] {stdout, stderr}) {
            if (s == null) {
                continue;
            }
            try {
                s.flushAtExit();
            } catch (RuntimeException e) {
                // the reader went away: nothing more can be shown
            }
        }
    }
}
