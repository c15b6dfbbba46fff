package org.specializer.core.modules;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The process's standard streams as Python text streams: the objects {@code sys.stdin},
 * {@code sys.stdout} and {@code sys.stderr} start as (and {@code sys.__stdout__} etc. stay).
 *
 * <p>They write to the file descriptors directly, not through {@code System.out}, so that
 * buffering is ours: stdout is block-buffered (line-buffered on a terminal), stderr flushes
 * stdout before each write and itself after it, so that the two interleave as a reader
 * expects. The launcher must call {@link #flushAll()} at exit, whatever the exit path (a
 * shutdown hook does it too, as a safety net, for output left in a stream that is no longer
 * {@code sys.stdout}).
 */
public final class StdStreams {
    private StdStreams() {}

    private static PyTextStream stdin;
    private static PyTextStream stdout;
    private static PyTextStream stderr;

    private static synchronized void ensure() {
        if (stdout == null) {
            boolean tty = System.console() != null;
            install(new FileInputStream(FileDescriptor.in),
                    new FileOutputStream(FileDescriptor.out),
                    new FileOutputStream(FileDescriptor.err), tty);
            // A safety net for exit paths that forget flushAll (System.exit runs it too).
            java.lang.Runtime.getRuntime().addShutdownHook(new Thread(StdStreams::flushAll,
                    "flush-std-streams"));
        }
    }

    /**
     * Replace the standard streams (embedding, tests): new stream objects over the given Java
     * streams become the originals, and {@code sys} is updated if it exists.
     */
    public static synchronized void install(InputStream in, OutputStream out, OutputStream err,
            boolean lineBuffered) {
        if (stdout != null) {
            flushAll();
        }
        stdin = PyTextStream.forInput("<stdin>", 0, in);
        stdout = PyTextStream.forOutput("<stdout>", 1, out, "strict", lineBuffered);
        stderr = PyTextStream.forOutput("<stderr>", 2, err, "backslashreplace", true);
        stderr.flushBeforeWriting(stdout);
        SysModule.streamsReplaced();
    }

    /** The original {@code sys.stdin}. */
    public static PyTextStream stdin() {
        ensure();
        return stdin;
    }

    /** The original {@code sys.stdout}. */
    public static PyTextStream stdout() {
        ensure();
        return stdout;
    }

    /** The original {@code sys.stderr}. */
    public static PyTextStream stderr() {
        ensure();
        return stderr;
    }

    /**
     * Flush stdout then stderr (the original streams). For the launcher at exit and before it
     * writes a traceback; errors (a closed pipe) are ignored, as at CPython's shutdown.
     */
    public static synchronized void flushAll() {
        if (stdout == null) {
            return;
        }
        try {
            stdout.flush();
        } catch (RuntimeException e) {
            // the reader went away: nothing more can be shown
        }
        try {
            stderr.flush();
        } catch (RuntimeException e) {
            // as above
        }
    }
}
