package org.specializer.natives.posixsubprocess;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.natives.CArgs;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.Children;
import org.specializer.natives.posix.FdTable;
import org.specializer.natives.posix.OpenFile;
import org.specializer.natives.posix.PathArg;
import org.specializer.natives.posix.PosixModule;
import org.specializer.natives.posix.ProcessIds;

/**
 * The {@code _posixsubprocess} module (CPython Modules/_posixsubprocess.c): {@code fork_exec},
 * how {@code subprocess.Popen} starts a program on POSIX.
 *
 * <p>The child is started by {@link Children#spawn} (a JVM cannot fork), with the descriptors
 * subprocess chose as its standard input, output and error. Errors in starting it reach the
 * parent as CPython's child reports them: "OSError:hex errno:" written to
 * {@code errpipe_write} ("OSError:2:noexec:chdir" for a bad {@code cwd}), with a pid that
 * {@code os.waitpid} reaps with exit status 255; subprocess turns that into the same
 * FileNotFoundError or PermissionError.
 *
 * <p>What a forked child could do and a started program cannot is limited: {@code argv[0]}
 * is the executable's path (not a name of the caller's choice); descriptors other than 0, 1
 * and 2 are not passed ({@code close_fds=False} and {@code pass_fds} change nothing);
 * {@code process_group} is not set; {@code uid}, {@code gid} and {@code extra_groups} other
 * than the process's own fail with EPERM, as for an unprivileged process; a
 * {@code preexec_fn}, which would run Python code in the forked child, is refused with
 * RuntimeError, as CPython refuses it in subinterpreters. {@code start_new_session} runs the
 * program under {@code setsid}, and {@code umask} under a shell that sets it first.
 */
public final class PosixSubprocessModule {
    private PosixSubprocessModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_posixsubprocess");
        m.put("__doc__", PyStr.of("A POSIX helper for the subprocess module."));
        m.defK("fork_exec", (self, args, kw) -> {
            if (kw.length > 0) {
                throw Py.typeError("_posixsubprocess.fork_exec() takes no keyword arguments");
            }
            if (args.length != 23) {
                throw Py.typeError("fork_exec expected 23 arguments, got " + args.length);
            }
            return PyInt.of(forkExec(args));
        });
        return m;
    }

    /** Compare CPython _posixsubprocess.c: {@code subprocess_fork_exec_impl}. */
    static long forkExec(PyObject[] a) {
        PyObject processArgs = a[0];
        PyObject executableList = a[1];
        PyObject fdsToKeep = a[3];
        PyObject cwdObj = a[4];
        PyObject envList = a[5];
        int p2cread = CArgs.cint(a[6]);
        int c2pwrite = CArgs.cint(a[9]);
        int errwrite = CArgs.cint(a[11]);
        int errpipeWrite = CArgs.cint(a[13]);
        boolean callSetsid = Abstract.isTrue(a[15]);
        PyObject gidObj = a[17];
        PyObject extraGroups = a[18];
        PyObject uidObj = a[19];
        int childUmask = CArgs.cint(a[20]);
        PyObject preexecFn = a[21];

        if (!(fdsToKeep instanceof PyTuple keep)) {
            throw Py.typeError("fork_exec() argument 4 must be tuple, not "
                    + fdsToKeep.type.getName());
        }
        checkFdsToKeep(keep);
        List<byte[]> argv = new ArrayList<>();
        if (processArgs != Py.None) {
            if (processArgs.type.lookup(PyStr.intern("__len__")) == null
                    || processArgs.type.lookup(PyStr.intern("__getitem__")) == null) {
                throw Py.typeError("argv must be a tuple");
            }
            for (PyObject o : Abstract.toArray(processArgs)) {
                argv.add(fsConverter(o));
            }
        }
        if (executableList.type.lookup(PyStr.intern("__len__")) == null) {
            throw Py.typeError("object of type '" + executableList.type.getName()
                    + "' has no len()");
        }
        List<byte[]> executables = new ArrayList<>();
        for (PyObject o : Abstract.toArray(executableList)) {
            executables.add(fsConverter(o));
        }
        byte[] cwd = cwdObj == Py.None ? null : fsConverter(cwdObj);
        List<byte[]> env = null;
        if (envList != Py.None) {
            if (envList.type.lookup(PyStr.intern("__len__")) == null) {
                throw Py.typeError("object of type '" + envList.type.getName()
                        + "' has no len()");
            }
            env = new ArrayList<>();
            for (PyObject o : Abstract.toArray(envList)) {
                if (!(o instanceof PyBytes b)) {
                    throw Py.typeError("expected bytes, " + o.type.getName() + " found");
                }
                env.add(b.value);
            }
        }
        if (preexecFn != Py.None) {
            throw Py.runtimeError("preexec_fn not supported: this interpreter starts programs "
                    + "without fork()");
        }
        int[] stdio = {p2cread != -1 ? p2cread : 0, c2pwrite != -1 ? c2pwrite : 1,
            errwrite != -1 ? errwrite : 2};

        int errno = 0;
        String stage = "";
        if (!sameIds(uidObj, gidObj, extraGroups)) {
            errno = ErrnoModule.EPERM;
            stage = "noexec";
        } else {
            int saved = 0;
            int last = ErrnoModule.ENOENT;
            for (byte[] exe : executables) {
                try {
                    return Children.spawn(exe, argv.isEmpty() ? List.of(exe) : argv, cwd, env,
                            stdio, childUmask, callSetsid);
                } catch (Children.SpawnError e) {
                    if (!e.stage.isEmpty()) {
                        saved = e.errno;
                        stage = e.stage;
                        break;
                    }
                    last = e.errno;
                    if (e.errno != ErrnoModule.ENOENT && e.errno != ErrnoModule.ENOTDIR
                            && saved == 0) {
                        saved = e.errno;
                    }
                }
            }
            errno = saved != 0 ? saved : last;
        }
        reportToParent(errpipeWrite, errno, stage);
        return Children.failedChild();
    }

    /** What the child writes to the error pipe: "OSError:" hex errno ":" stage. */
    private static void reportToParent(int errpipeWrite, int errno, String stage) {
        OpenFile f = FdTable.lookup(errpipeWrite);
        if (f == null) {
            return;
        }
        byte[] msg = ("OSError:" + Integer.toHexString(errno) + ":" + stage)
                .getBytes(StandardCharsets.US_ASCII);
        try {
            f.write(msg, 0, msg.length);
        } catch (RuntimeException e) {
            // as the child's write, errors are ignored
        }
    }

    /** Compare CPython _posixsubprocess.c: {@code _sanity_check_python_fd_sequence}. */
    private static void checkFdsToKeep(PyTuple keep) {
        long prev = -1;
        for (PyObject o : keep.items) {
            if (!(o instanceof PyInt i) || i.value < 0 || i.value <= prev
                    || i.value > Integer.MAX_VALUE) {
                throw Py.valueError("bad value(s) in fds_to_keep");
            }
            prev = i.value;
        }
    }

    /** Are the uid, gid and groups asked for (None: unchanged) the process's own? */
    private static boolean sameIds(PyObject uid, PyObject gid, PyObject groups) {
        if (uid != Py.None && Abstract.asIndex(uid) != ProcessIds.euid()) {
            return false;
        }
        if (gid != Py.None && Abstract.asIndex(gid) != ProcessIds.egid()) {
            return false;
        }
        if (groups != Py.None) {
            for (PyObject g : Abstract.toArray(groups)) {
                if (Abstract.asIndex(g) != ProcessIds.egid()) {
                    return false;
                }
            }
        }
        return true;
    }

    /** {@code PyUnicode_FSConverter}: str (encoded), bytes, or a path-like object. */
    private static byte[] fsConverter(PyObject o) {
        PyObject p = o;
        if (!(p instanceof PyStr) && !(p instanceof PyBytes)) {
            p = PosixModule.fspath(o);
        }
        byte[] b = p instanceof PyStr s ? PathArg.fsencode(s.value) : ((PyBytes) p).value;
        for (byte x : b) {
            if (x == 0) {
                throw Py.valueError("embedded null byte");
            }
        }
        return b;
    }
}
