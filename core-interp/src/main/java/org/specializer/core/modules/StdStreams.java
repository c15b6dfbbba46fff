package org.specializer.core.modules;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.StdioProvider;

/**
 * The process's standard streams as Python objects: what {@code sys.stdin}, {@code sys.stdout}
 * and {@code sys.stderr} start as (and {@code sys.__stdout__} etc. stay).
 *
 * <p>A {@link StdioProvider} makes them when there is one (the native modules' {@code _io}
 * text streams over descriptors 0, 1 and 2); otherwise core's own {@link PyTextStream}s stand
 * in, which write to the file descriptors directly. Either way stdout is block-buffered
 * (line-buffered on a terminal) and stderr flushes stdout before each write, so that the two
 * interleave as a reader expects. The launcher must call {@link #flushAll()} at exit, whatever
 * the exit path (a shutdown hook does it too, as a safety net).
 */
public final class StdStreams {
    private StdStreams() {}

    private static PyObject stdin;
    /** The Java stream {@link #install} was given for standard input, or null. */
    private static InputStream installedIn;

    /**
     * The bytes of standard input as a Java stream, for a program read from it
     * ({@code python -}): the stream {@link #install} was given, else the process's own.
     */
    public static synchronized InputStream rawStdin() {
        return installedIn != null ? installedIn : System.in;
    }

    /**
     * Whether descriptor {@code fd} of this process is a terminal (Linux: what
     * {@code /proc/self/fd} says it refers to); false when that cannot be read.
     */
    public static boolean isTerminal(int fd) {
        try {
            String target = java.nio.file.Files.readSymbolicLink(
                    java.nio.file.Path.of("/proc/self/fd/" + fd)).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty")
                    || target.equals("/dev/console");
        } catch (java.io.IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    /** Whether {@link #install} replaced the process's standard streams (embedding, tests). */
    public static synchronized boolean installed() {
        return installedIn != null;
    }
    private static PyObject stdout;
    private static PyObject stderr;
    private static StdioProvider provider;
    private static boolean providerLooked;

    private static StdioProvider provider() {
        if (!providerLooked) {
            providerLooked = true;
            Iterator<StdioProvider> it = BuiltinModules.providers(StdioProvider.class).iterator();
            provider = it.hasNext() ? it.next() : null;
        }
        return provider;
    }

    private static synchronized void ensure() {
        if (stdout == null) {
            StdioProvider p = provider();
            if (p != null) {
                make(p.create(null, null, null));
            } else {
                boolean tty = System.console() != null;
                makeOwn(stdinClosedAtStart() ? null : new FileInputStream(FileDescriptor.in),
                        new FileOutputStream(FileDescriptor.out),
                        new FileOutputStream(FileDescriptor.err), tty);
            }
            // A safety net for exit paths that forget flushAll (System.exit runs it too).
            java.lang.Runtime.getRuntime().addShutdownHook(new Thread(StdStreams::flushAll,
                    "flush-std-streams"));
        }
    }

    private static void make(PyObject[] streams) {
        stdin = streams[0];
        stdout = streams[1];
        stderr = streams[2];
        SysModule.streamsReplaced();
    }

    private static void makeOwn(InputStream in, OutputStream out, OutputStream err,
            boolean lineBuffered) {
        PyObject i = in == null ? Py.None : PyTextStream.forInput("<stdin>", 0, in);
        PyTextStream o = PyTextStream.forOutput("<stdout>", 1, out, "strict", lineBuffered);
        PyTextStream e = PyTextStream.forOutput("<stderr>", 2, err, "backslashreplace", true);
        e.flushBeforeWriting(o);
        make(new PyObject[] {i, o, e});
    }

    /**
     * Replace the standard streams (embedding, tests): new stream objects over the given Java
     * streams become the originals, and {@code sys} is updated if it exists.
     */
    public static synchronized void install(InputStream in, OutputStream out, OutputStream err,
            boolean lineBuffered) {
        installedIn = in;
        if (stdout != null) {
            flushAll();
        }
        StdioProvider p = provider();
        if (p != null) {
            make(p.create(in, out, err));
        } else {
            makeOwn(in, out, err, lineBuffered);
        }
    }

    private static Boolean stdinClosed;

    /**
     * Whether the process started with descriptor 0 closed ({@code prog <&-}): CPython then
     * sets {@code sys.stdin} to None, and {@code input()} raises "lost sys.stdin" (compare
     * pylifecycle.c: {@code create_stdio}, {@code is_valid_fd}). The JVM's start-up opens
     * files of its own at the lowest free descriptors, so by now a closed 0 is one of them
     * (most often the JDK's class image, {@code lib/modules}): a descriptor 0 that refers to a
     * file of the JDK or a jar of the module path is taken as closed. Linux only (it reads
     * {@code /proc/self/fd}); elsewhere descriptor 0 is trusted.
     */
    public static synchronized boolean stdinClosedAtStart() {
        if (stdinClosed == null) {
            stdinClosed = closedAtStart(0);
        }
        return stdinClosed;
    }

    private static boolean closedAtStart(int fd) {
        java.nio.file.Path fds = java.nio.file.Path.of("/proc/self/fd");
        if (!java.nio.file.Files.isDirectory(fds)) {
            return false;
        }
        java.nio.file.Path target;
        try {
            target = java.nio.file.Files.readSymbolicLink(fds.resolve(Integer.toString(fd)));
        } catch (java.nio.file.NoSuchFileException e) {
            return true;
        } catch (java.io.IOException | RuntimeException e) {
            return false;
        }
        List<String> jvmFiles = new ArrayList<>();
        jvmFiles.add(System.getProperty("java.home"));
        for (String property : new String[] {"jdk.module.path", "java.class.path"}) {
            String value = System.getProperty(property);
            if (value != null) {
                jvmFiles.addAll(List.of(value.split(java.io.File.pathSeparator)));
            }
        }
        for (String f : jvmFiles) {
            if (f != null && !f.isEmpty()
                    && target.startsWith(java.nio.file.Path.of(f).toAbsolutePath())) {
                return true;
            }
        }
        return false;
    }

    /** The original {@code sys.stdin}. */
    /**
     * Give the standard streams the encoding and error handler {@code PYTHONIOENCODING} names
     * ({@code encoding[:errors]}; stderr keeps backslashreplace), by their
     * {@code reconfigure}, once the import system can find codecs. Returns null, or the fatal
     * error to report (an unknown encoding), as CPython's init_sys_streams fails.
     */
    public static String applyIoEncoding() {
        String[] io = org.specializer.core.PyFlags.stdioEncoding();
        if (io[0] == null && io[1] == null) {
            return null;
        }
        PyObject enc = io[0] == null ? Py.None : PyStr.of(io[0]);
        // an encoding alone means strict (PYTHONIOENCODING=latin1 is latin1:strict)
        PyObject errors = PyStr.of(io[1] != null ? io[1]
                : io[0] != null ? "strict" : "surrogateescape");
        String step = "init_stdio_encoding: failed to get the Python codec name of the stdio "
                + "encoding";
        try {
            if (io[0] != null) {
                // the codec first, by its own name (latin-1 is iso8859-1): an unknown one is
                // a fatal error, the streams untouched
                enc = Abstract.call(Py.importModule("codecs").getAttr(PyStr.intern("lookup")),
                        enc).getAttr(PyStr.intern("name"));
            }
            step = "init_sys_streams: can't initialize sys standard streams";
            reconfigure(stdin, enc, errors);
            reconfigure(stdout, enc, errors);
            reconfigure(stderr, enc, PyStr.intern("backslashreplace"));
        } catch (org.specializer.api.PyException e) {
            return "Fatal Python error: " + step + "\nPython runtime state: core initialized\n"
                    + e.value.type.getName() + ": " + Abstract.str(e.value).value + "\n";
        }
        return null;
    }

    private static void reconfigure(PyObject stream, PyObject encoding, PyObject errors) {
        PyObject r = stream == null || stream == Py.None ? null
                : stream.lookupAttr(PyStr.intern("reconfigure"));
        if (r != null) {
            r.call(new PyObject[] {encoding, errors},
                    new PyStr[] {PyStr.intern("encoding"), PyStr.intern("errors")});
        }
    }

    public static PyObject stdin() {
        ensure();
        return stdin;
    }

    /** The original {@code sys.stdout}. */
    public static PyObject stdout() {
        ensure();
        return stdout;
    }

    /** The original {@code sys.stderr}. */
    public static PyObject stderr() {
        ensure();
        return stderr;
    }

    /** Write text to the original stderr (after what stdout holds). */
    public static void writeErr(String text) {
        PyObject e = stderr();
        if (e instanceof TextSink ts && ts.isPlainTextSink()) {
            ts.writeText(PyStr.of(text));
        } else {
            Abstract.callMethod(e, PyStr.intern("write"), PyStr.of(text));
        }
    }

    /**
     * Flush stdout then stderr (the original streams). For the launcher at exit and before it
     * writes a traceback; errors (a closed pipe) are ignored, as at CPython's shutdown.
     */
    public static synchronized void flushAll() {
        if (stdout == null) {
            return;
        }
        if (provider != null) {
            provider.flush();
            return;
        }
        for (PyObject s : new PyObject[] {stdout, stderr}) {
            try {
                ((PyTextStream) s).flush();
            } catch (RuntimeException e) {
                // the reader went away: nothing more can be shown
            }
        }
    }
}
