package org.specializer.natives.posix;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.interp.Breaker;
import org.specializer.core.interp.Gil;
import org.specializer.core.modules.Params;
import org.specializer.natives.errno.ErrnoModule;

/**
 * The child processes of this process: what {@code _posixsubprocess.fork_exec} and
 * {@code os.system} start, and what {@code os.waitpid}, {@code os.wait} and {@code os.kill}
 * know of them.
 *
 * <p>A JVM cannot fork; a child is started with {@link ProcessBuilder} and its pid is the real
 * one. Its standard descriptors are the {@link FdTable} entries the caller names: one that is
 * the process's own descriptor of the same number is inherited; a device ({@code /dev/null},
 * a terminal) or another of the process's own descriptors is opened for the child by path;
 * anything else (a pipe from {@code os.pipe}, a file, an embedder's stream) is connected by a
 * pump thread that copies between the child's pipe and the open file, holding a reference to
 * the open file as the child's own descriptor would, so that the read end of a pipe sees end
 * of file only when both the parent's descriptors and the child's copy are gone. Output pumps
 * into files are finished before {@code waitpid} reports the child's exit, so that the file
 * holds everything the child wrote.
 *
 * <p>Wait statuses are built from the child's exit value: {@code code << 8} for an exit. The
 * JVM reaps children itself and reports death by signal N as exit value 128 + N, so a child is
 * reported as killed by a signal only when this process sent it that signal ({@code os.kill},
 * {@code Popen.terminate}); one killed by a signal from elsewhere shows the shell's convention,
 * exit status 128 + N.
 */
public final class Children {
    private Children() {}

    /** A child: the process (null when exec failed), its pumps, and what was sent to it. */
    static final class Child {
        final long pid;
        final Process process;
        final List<Thread> filePumps = new ArrayList<>();
        volatile int signalSent;
        /** The exit status of a child that never ran (exec failed): 255, as CPython's. */
        final int failedStatus;

        Child(long pid, Process process, int failedStatus) {
            this.pid = pid;
            this.process = process;
            this.failedStatus = failedStatus;
        }

        boolean exited() {
            return process == null || !process.isAlive();
        }

        /** The wait status, once exited. */
        int status() {
            if (process == null) {
                return failedStatus;
            }
            for (Thread t : filePumps) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            int code = process.exitValue();
            int sig = signalSent;
            if (sig > 0 && code == 128 + sig) {
                return sig;
            }
            return (code & 0xff) << 8;
        }
    }

    private static final Map<Long, Child> CHILDREN = new LinkedHashMap<>();
    private static long fakePid;

    /** Failure to start a child: the error number, and whether it happened before exec. */
    public static final class SpawnError extends Exception {
        private static final long serialVersionUID = 1L;
        public final int errno;
        /** "noexec:chdir" for a bad cwd, "" for exec itself. */
        public final String stage;

        SpawnError(int errno, String stage) {
            super(null, null, false, false);
            this.errno = errno;
            this.stage = stage;
        }
    }

    /**
     * Start program {@code executable} with arguments {@code argv} (the program's own name in
     * {@code argv[0]} is not passed on: the JVM sets it to the path) in {@code cwd} (null: the
     * current directory) with environment {@code env} ("NAME=value" items; null: the
     * process's), its descriptors 0, 1 and 2 being the table's {@code stdio[i]}: the child's
     * pid. A relative {@code executable} is found from the child's directory, as exec would.
     *
     * @param umask  the child's umask, or -1 to keep this process's
     * @param setsid start it in a new session
     */
    public static long spawn(byte[] executable, List<byte[]> argv, byte[] cwd, List<byte[]> env,
            int[] stdio, int umask, boolean setsid) throws SpawnError {
        Path dir = Posix.cwd();
        if (cwd != null) {
            dir = dir.resolve(PathArg.fsdecode(cwd));
            if (!Files.exists(dir)) {
                throw new SpawnError(ErrnoModule.ENOENT, "noexec:chdir");
            }
            if (!Files.isDirectory(dir)) {
                throw new SpawnError(ErrnoModule.ENOTDIR, "noexec:chdir");
            }
            if (!Files.isExecutable(dir)) {
                throw new SpawnError(ErrnoModule.EACCES, "noexec:chdir");
            }
        }
        Path program = dir.resolve(PathArg.fsdecode(executable));
        List<String> command = new ArrayList<>();
        command.add(program.toString());
        for (int i = 1; i < argv.size(); i++) {
            command.add(PathArg.fsdecode(argv.get(i)));
        }
        if (!Files.exists(program)) {
            throw new SpawnError(ErrnoModule.ENOENT, "");
        }
        if (Files.isDirectory(program) || !Files.isExecutable(program)) {
            throw new SpawnError(ErrnoModule.EACCES, "");
        }
        if (umask >= 0) {
            List<String> wrapped = new ArrayList<>(List.of("/bin/sh", "-c",
                    "umask " + Integer.toOctalString(umask) + " && exec \"$0\" \"$@\""));
            wrapped.addAll(command);
            command = wrapped;
        }
        if (setsid) {
            command.add(0, "setsid");
        }
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        Map<String, String> penv = pb.environment();
        penv.clear();
        if (env == null) {
            for (byte[][] kv : Posix.environment()) {
                penv.put(PathArg.fsdecode(kv[0]), PathArg.fsdecode(kv[1]));
            }
        } else {
            for (byte[] item : env) {
                for (byte b : item) {
                    if (b == 0) {   // as CPython's fork_exec converting the list
                        throw Py.valueError("embedded null byte");
                    }
                }
                String s = PathArg.fsdecode(item);
                int eq = s.indexOf('=');
                if (eq > 0) {
                    penv.put(s.substring(0, eq), s.substring(eq + 1));
                }
            }
        }
        OpenFile[] files = new OpenFile[3];
        boolean[] pump = new boolean[3];
        for (int k = 0; k < 3; k++) {
            OpenFile f = FdTable.lookup(stdio[k]);
            files[k] = f;
            if (f == null) {
                // a closed descriptor: the child gets nothing there
                if (k == 0) {
                    pb.redirectInput(new File("/dev/null"));
                } else if (k == 1) {
                    pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
                } else {
                    pb.redirectError(ProcessBuilder.Redirect.DISCARD);
                }
                continue;
            }
            ProcessBuilder.Redirect r = redirect(f, k);
            if (r == null) {
                pump[k] = true;
                r = ProcessBuilder.Redirect.PIPE;
            }
            if (k == 0) {
                pb.redirectInput(r);
            } else if (k == 1) {
                pb.redirectOutput(r);
            } else {
                pb.redirectError(r);
            }
        }
        boolean merged = pump[1] && pump[2] && files[1] == files[2];
        if (merged) {
            pb.redirectErrorStream(true);
            pump[2] = false;
        }
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            int errno = errnoOf(e);
            throw new SpawnError(errno, "");
        }
        Child c = new Child(p.pid(), p, 0);
        if (pump[0]) {
            startPump(c, files[0], null, p.getOutputStream(), "stdin");
        } else {
            closeQuietly(p.getOutputStream());
        }
        if (pump[1]) {
            startPump(c, files[1], p.getInputStream(), null, "stdout");
        }
        if (pump[2]) {
            startPump(c, files[2], p.getErrorStream(), null, "stderr");
        }
        synchronized (CHILDREN) {
            CHILDREN.put(c.pid, c);
        }
        p.onExit().thenRun(Signals::childExited);
        return c.pid;
    }

    /**
     * Record a child that could not be started, so that {@code waitpid} reaps it as CPython's
     * parent reaps the forked child that failed to exec (exit status 255): a pid no process
     * has (above the kernel's largest).
     */
    public static long failedChild() {
        synchronized (CHILDREN) {
            if (fakePid == 0) {
                fakePid = 4194304;
                try {
                    fakePid = Long.parseLong(Files.readString(
                            Path.of("/proc/sys/kernel/pid_max")).trim());
                } catch (IOException | NumberFormatException e) {
                    // keep Linux's largest pid_max
                }
            }
            long pid = ++fakePid;
            CHILDREN.put(pid, new Child(pid, null, 255 << 8));
            return pid;
        }
    }

    /** How the child's descriptor {@code k} can reach {@code f} without a pump, or null. */
    private static ProcessBuilder.Redirect redirect(OpenFile f, int k) {
        if (f.osFd == k) {
            return ProcessBuilder.Redirect.INHERIT;
        }
        File target = null;
        if (f.osFd >= 0) {
            target = new File("/proc/self/fd/" + f.osFd);
        } else if (f.kind == OpenFile.Kind.FILE && f.path != null
                && f.path.startsWith("/dev/") && !Files.isRegularFile(f.path)) {
            if (k > 0 && f.path.toString().equals("/dev/null")) {
                return ProcessBuilder.Redirect.DISCARD;
            }
            target = f.path.toFile();
        }
        if (target == null) {
            return null;
        }
        return k == 0 ? ProcessBuilder.Redirect.from(target)
                : ProcessBuilder.Redirect.appendTo(target);
    }

    /** Copy between the child's pipe and {@code f} on a daemon thread of its own. */
    private static void startPump(Child c, OpenFile f, InputStream fromChild,
            OutputStream toChild, String what) {
        FdTable.retain(f);
        Process p = c.process;
        Runnable body = fromChild != null ? () -> pumpOut(p, fromChild, f)
                : () -> pumpIn(p, f, toChild);
        Thread t = new Thread(body, "child-" + c.pid + "-" + what);
        t.setDaemon(true);
        if (fromChild != null && f.kind != OpenFile.Kind.PIPE) {
            c.filePumps.add(t);
        }
        t.start();
    }

    /**
     * The child's output into {@code f}, until the child closes it. When {@code f} is the
     * write end of an {@code os.pipe()}, closing the pipe's read end closes the child's pipe
     * at once, so that the child's next write fails with EPIPE, as it would with one pipe
     * between the two processes; and the pump does not block in a read while the child runs
     * (it looks for data every few milliseconds), since a read blocked on the child's pipe
     * would keep it open, and the child's next write would succeed.
     */
    private static void pumpOut(Process p, InputStream in, OpenFile f) {
        byte[] buf = new byte[8192];
        OpenFile reader = f.kind == OpenFile.Kind.PIPE ? f.peer : null;
        if (reader != null) {
            reader.whenClosed(() -> closeQuietly(in));
        }
        try {
            int n;
            for (;;) {
                if (reader != null) {
                    long pause = 1;
                    while (in.available() == 0 && p.isAlive()) {
                        if (reader.isClosed()) {
                            return;
                        }
                        Thread.sleep(pause);
                        pause = Math.min(pause * 2, 16);
                    }
                }
                n = in.read(buf);
                if (n <= 0) {
                    break;
                }
                int off = 0;
                while (off < n) {
                    int w = f.write(buf, off, n - off);
                    if (w < 0) {
                        Thread.sleep(1);
                    } else {
                        off += w;
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // the child or the reader went away: what is left is lost, as with a broken pipe
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            closeQuietly(in);
            FdTable.release(f);
        }
    }

    /**
     * {@code f}'s data into the child's input, until end of file or the child stops reading.
     * The pump's hold on {@code f} ends when the child does, as the child's descriptor would:
     * the writer of an {@code os.pipe()} then sees it broken, not a reader that never reads.
     */
    private static void pumpIn(Process p, OpenFile f, OutputStream out) {
        byte[] buf = new byte[8192];
        java.util.concurrent.atomic.AtomicBoolean held =
                new java.util.concurrent.atomic.AtomicBoolean(true);
        Runnable letGo = () -> {
            closeQuietly(out);
            if (held.compareAndSet(true, false)) {
                FdTable.release(f);
            }
        };
        p.onExit().thenRun(letGo);
        try {
            for (;;) {
                int n = f.read(buf, 0, buf.length);
                if (n == 0) {
                    break;
                }
                if (n < 0) {
                    Thread.sleep(1);
                    continue;
                }
                out.write(buf, 0, n);
                out.flush();
            }
        } catch (IOException | RuntimeException e) {
            // the child closed its input
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            letGo.run();
        }
    }

    private static void closeQuietly(java.io.Closeable c) {
        try {
            c.close();
        } catch (IOException e) {
            // nothing to tell
        }
    }

    /** The error number in a failed start's message ("error=2, No such file or directory"). */
    private static int errnoOf(IOException e) {
        String m = String.valueOf(e.getMessage());
        int i = m.indexOf("error=");
        if (i >= 0) {
            int j = i + 6;
            while (j < m.length() && Character.isDigit(m.charAt(j))) {
                j++;
            }
            try {
                return Integer.parseInt(m.substring(i + 6, j));
            } catch (NumberFormatException x) {
                // fall through
            }
        }
        int errno = ErrnoModule.fromMessage(m);
        return errno < 0 ? ErrnoModule.EACCES : errno;
    }

    /** {@code os.kill} sent {@code sig} to {@code pid}: remember it for the wait status. */
    static void noteSignal(long pid, int sig) {
        synchronized (CHILDREN) {
            Child c = CHILDREN.get(pid);
            if (c != null && sig > 0) {
                c.signalSent = sig;
            }
        }
    }

    /** Is {@code pid} a child of ours not yet waited for? */
    static boolean isChild(long pid) {
        synchronized (CHILDREN) {
            return CHILDREN.containsKey(pid);
        }
    }

    /**
     * {@code waitpid(pid, options)}: {pid, status} of a child that exited (and is forgotten),
     * {0, 0} when WNOHANG and none has. Compare CPython posixmodule.c: {@code os_waitpid_impl}.
     */
    static long[] waitpid(long pid, int options) {
        boolean nohang = (options & 1) != 0;
        for (;;) {
            List<Child> candidates = new ArrayList<>();
            synchronized (CHILDREN) {
                if (pid > 0) {
                    Child c = CHILDREN.get(pid);
                    if (c != null) {
                        candidates.add(c);
                    }
                } else {
                    candidates.addAll(CHILDREN.values());
                }
            }
            if (candidates.isEmpty()) {
                throw OSErrors.of(ErrnoModule.ECHILD);
            }
            for (Child c : candidates) {
                if (c.exited()) {
                    int status = Gil.blocking(c::status);
                    synchronized (CHILDREN) {
                        if (CHILDREN.remove(c.pid) == null) {
                            continue; // another thread reaped it
                        }
                    }
                    return new long[] {c.pid, status};
                }
            }
            if (nohang) {
                return new long[] {0, 0};
            }
            List<CompletableFuture<Process>> exits = new ArrayList<>();
            for (Child c : candidates) {
                exits.add(c.process.onExit());
            }
            // wait without the interpreter lock; wake now and then to see new children
            Boolean interrupted = Gil.blocking(() -> {
                Breaker.enterWait();
                try {
                    CompletableFuture.anyOf(exits.toArray(new CompletableFuture<?>[0]))
                            .get(pid > 0 ? 1000 : 50, TimeUnit.MILLISECONDS);
                } catch (TimeoutException | ExecutionException e) {
                    // look again
                } catch (InterruptedException e) {
                    return true;
                } finally {
                    Breaker.exitWait();
                }
                return false;
            });
            // as CPython's waitpid (PEP 475): a signal's handler runs (KeyboardInterrupt ends
            // the wait), then the wait goes on; an interrupt without a signal is retried
            if (interrupted || Breaker.signalPending()) {
                Breaker.handle();
            }
        }
    }

    private static final Params WAITPID = new Params("waitpid",
            new String[] {"pid", "options"}, 2, 2, 2);
    private static final Params SYSTEM = new Params("system", new String[] {"command"}, 0, 1,
            1);

    /** {@code os.waitpid}, {@code os.wait} and {@code os.system}. */
    static void define(PyModule m) {
        m.defK("waitpid", (self, args, kw) -> {
            PyObject[] a = WAITPID.parse(args, kw);
            long[] r = waitpid(Abstract.asIndex(a[0]), Args.cint(a[1]));
            return PyTuple.of(PyInt.of(r[0]), PyInt.of(r[1]));
        });
        m.def0("wait", self -> {
            long[] r = waitpid(-1, 0);
            return PyTuple.of(PyInt.of(r[0]), PyInt.of(r[1]));
        });
        m.defK("system", (self, args, kw) -> {
            PyObject cmd = SYSTEM.parse(args, kw)[0];
            byte[] command;
            if (cmd instanceof PyStr s) {
                command = PathArg.fsencode(s.value);
            } else if (cmd instanceof PyBytes b) {
                command = b.value;
            } else {
                command = PathArg.fsencode(((PyStr) PosixModule.fspath(cmd)).value);
            }
            for (byte x : command) {
                if (x == 0) {
                    throw Py.valueError("embedded null byte");
                }
            }
            return PyInt.of(system(command));
        });
    }

    /** {@code os.system(command)}: the wait status of {@code /bin/sh -c command}. */
    static int system(byte[] command) {
        long pid;
        try {
            byte[] sh = "/bin/sh".getBytes(StandardCharsets.US_ASCII);
            pid = spawn(sh, List.of(sh,
                    "-c".getBytes(StandardCharsets.US_ASCII), command), null, null,
                    new int[] {0, 1, 2}, -1, false);
        } catch (SpawnError e) {
            return 127 << 8;
        }
        return (int) waitpid(pid, 0)[1];
    }
}
