package org.specializer.natives.posix;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PySet;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.StructSeq;
import org.specializer.natives.errno.ErrnoModule;

/**
 * The functions of {@code posix} about the system rather than one file: {@code statvfs},
 * {@code sysconf}, {@code confstr}, {@code getloadavg}, {@code sched_getaffinity}, process
 * groups and sessions, supplementary groups, ownership ({@code chown} and friends), device
 * numbers, and {@code _path_normpath} (posixpath's fast path).
 */
final class SystemFunctions {
    private SystemFunctions() {}

    static final PyType STATVFS_RESULT = StructSeq.type("os", "statvfs_result", 10,
            "f_bsize", "f_frsize", "f_blocks", "f_bfree", "f_bavail", "f_files", "f_ffree",
            "f_favail", "f_flag", "f_namemax", "f_fsid");

    /** The {@code sysconf} names a Linux build of CPython knows, as far as they are answered. */
    private static final Object[][] SYSCONF = {
        {"SC_ARG_MAX", 0}, {"SC_CHILD_MAX", 1}, {"SC_CLK_TCK", 2}, {"SC_NGROUPS_MAX", 3},
        {"SC_OPEN_MAX", 4}, {"SC_PAGESIZE", 30}, {"SC_PAGE_SIZE", 30},
        {"SC_NPROCESSORS_CONF", 83}, {"SC_NPROCESSORS_ONLN", 84}, {"SC_PHYS_PAGES", 85},
        {"SC_LINE_MAX", 43}, {"SC_HOST_NAME_MAX", 180}, {"SC_LOGIN_NAME_MAX", 71},
    };

    private static final Object[][] CONFSTR = {
        {"CS_PATH", 0}, {"CS_GNU_LIBC_VERSION", 2}, {"CS_GNU_LIBPTHREAD_VERSION", 3},
    };

    static void define(PyModule m) {
        m.put("statvfs_result", STATVFS_RESULT);
        m.def1("statvfs", (self, path) -> statvfs(PathArg.of("statvfs", "path", path, true,
                false)));
        m.def1("fstatvfs", (self, fd) -> statvfs(PathArg.of("fstatvfs", "fd",
                PyInt.of(Args.fd(fd)), true, false)));
        PyDict sysconfNames = new PyDict();
        for (Object[] e : SYSCONF) {
            sysconfNames.setItem(PyStr.of((String) e[0]), PyInt.of((Integer) e[1]));
        }
        m.put("sysconf_names", sysconfNames);
        m.def1("sysconf", (self, name) -> PyInt.of(sysconf(code(sysconfNames, name))));
        PyDict confstrNames = new PyDict();
        for (Object[] e : CONFSTR) {
            confstrNames.setItem(PyStr.of((String) e[0]), PyInt.of((Integer) e[1]));
        }
        m.put("confstr_names", confstrNames);
        m.def1("confstr", (self, name) -> {
            switch (code(confstrNames, name)) {
                case 0:
                    return PyStr.of("/bin:/usr/bin");
                case 2:
                    return PyStr.of("glibc 2.36");
                case 3:
                    return PyStr.of("NPTL 2.36");
                default:
                    throw OSErrors.of(ErrnoModule.EINVAL);
            }
        });
        m.def0("getloadavg", self -> {
            try {
                String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
                return PyTuple.of(new PyFloat(Double.parseDouble(f[0])),
                        new PyFloat(Double.parseDouble(f[1])),
                        new PyFloat(Double.parseDouble(f[2])));
            } catch (IOException | RuntimeException e) {
                throw Py.error(org.specializer.api.PyExc.OSError, "Load averages are "
                        + "unobtainable");
            }
        });
        m.def1("sched_getaffinity", (self, pid) -> {
            PySet s = new PySet();
            int n = java.lang.Runtime.getRuntime().availableProcessors();
            for (int i = 0; i < n; i++) {
                s.add(PyInt.of(i));
            }
            return s;
        });
        m.def0("getpgrp", self -> PyInt.of(statField(4)));
        m.def1("getpgid", (self, pid) -> PyInt.of(ownOrRefuse(pid, 4)));
        m.def1("getsid", (self, pid) -> PyInt.of(ownOrRefuse(pid, 5)));
        m.def0("getgroups", self -> {
            PyList out = new PyList();
            for (long g : ProcessInfo.groups()) {
                out.append(PyInt.of(g));
            }
            return out;
        });
        m.def0("sync", self -> Py.None);
        m.def1("major", (self, dev) -> devPart(major(devArg(dev))));
        m.def1("minor", (self, dev) -> devPart(minor(devArg(dev))));
        m.def2("makedev", (self, ma, mi) -> {
            long dev = makedev(partArg(ma), partArg(mi));
            return dev == -1L ? PyInt.MINUS_ONE : Py.newInt(new java.math.BigInteger(
                    Long.toUnsignedString(dev)));
        });
        m.defK("chown", (self, args, kw) -> chown("chown", args, kw, true));
        m.defK("lchown", (self, args, kw) -> chown("lchown", args, kw, false));
        m.def3("fchown", (self, fd, uid, gid) -> {
            PathArg p = PathArg.of("fchown", "fd", PyInt.of(Args.fd(fd)), true, false);
            setOwner(p, p.resolve(), Abstract.asIndex(uid), Abstract.asIndex(gid), true);
            return Py.None;
        });
        m.def1("_path_normpath", (self, path) -> {
            PathArg p = PathArg.of("_path_normpath", "path", path, false, false, true);
            return p.result(normpath(p.text));
        });
    }

    private static int code(PyDict names, PyObject name) {
        if (name instanceof PyStr) {
            PyObject c = names.getItem(name);
            if (c == null) {
                throw Py.valueError("unrecognized configuration name");
            }
            return (int) ((PyInt) c).value;
        }
        return Abstract.asInt(name);
    }

    private static long sysconf(int code) {
        switch (code) {
            case 0:
                return 2097152;
            case 1:
            case 4:
                return 1024;
            case 2:
                return 100;
            case 3:
                return 65536;
            case 30:
                return 4096;
            case 83:
            case 84:
                return java.lang.Runtime.getRuntime().availableProcessors();
            case 85: {
                try {
                    for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                        if (line.startsWith("MemTotal:")) {
                            return Long.parseLong(line.replaceAll("[^0-9]", "")) / 4;
                        }
                    }
                } catch (IOException | RuntimeException e) {
                    // unknown
                }
                return -1;
            }
            case 43:
                return 2048;
            case 180:
                return 64;
            case 71:
                return 256;
            default:
                throw OSErrors.of(ErrnoModule.EINVAL);
        }
    }

    private static PyObject statvfs(PathArg p) {
        Path jp = p.resolve();
        try {
            FileStore fs = Files.getFileStore(jp);
            long bsize = fs.getBlockSize();
            long blocks = fs.getTotalSpace() / bsize;
            long bfree = fs.getUnallocatedSpace() / bsize;
            long bavail = fs.getUsableSpace() / bsize;
            int flag = 4096 | (fs.isReadOnly() ? 1 : 0);
            PyObject[] items = {PyInt.of(bsize), PyInt.of(bsize), PyInt.of(blocks),
                PyInt.of(bfree), PyInt.of(bavail), PyInt.ZERO, PyInt.ZERO, PyInt.ZERO,
                PyInt.of(flag), PyInt.of(255)};
            return StructSeq.make(STATVFS_RESULT, items, new PyObject[] {PyInt.ZERO});
        } catch (IOException e) {
            throw OSErrors.of(e, p.fd >= 0 ? null : p.filename());
        }
    }

    /** Field {@code i} (0-based, after the command) of {@code /proc/self/stat}. */
    private static long statField(int i) {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(f[i - 2]);
        } catch (IOException | RuntimeException e) {
            return ProcessHandle.current().pid();
        }
    }

    private static long ownOrRefuse(PyObject pid, int field) {
        long p = Abstract.asIndex(pid);
        if (p != 0 && p != ProcessHandle.current().pid()) {
            if (ProcessHandle.of(p).isEmpty()) {
                throw OSErrors.of(ErrnoModule.ESRCH);
            }
            try {
                String stat = Files.readString(Path.of("/proc/" + p + "/stat"));
                String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                return Long.parseLong(f[field - 2]);
            } catch (IOException | RuntimeException e) {
                throw OSErrors.of(ErrnoModule.ESRCH);
            }
        }
        return statField(field);
    }

    // dev_t arguments as CPython's converters take them: -1 is NODEV (all bits set), other
    // negative numbers and numbers too wide are OverflowError; a part that is all ones is
    // NODEV's, -1

    private static long devArg(PyObject o) {
        long v = Abstract.asIndex(o);
        if (v < -1) {
            throw Py.overflowError("can't convert negative int to unsigned");
        }
        return v;
    }

    private static long partArg(PyObject o) {
        long v = Abstract.asIndex(o);
        if (v == -1) {
            return -1L;
        }
        if (v < 0) {
            throw Py.overflowError("can't convert negative int to unsigned");
        }
        if (v > 0xffffffffL) {
            throw Py.overflowError("Python int too large to convert to C unsigned int");
        }
        return v;
    }

    private static PyObject devPart(long part) {
        return PyInt.of(part == 0xffffffffL ? -1 : part);
    }

    static long major(long dev) {
        return ((dev >>> 32) & 0xfffff000L) | ((dev >>> 8) & 0xfffL);
    }

    static long minor(long dev) {
        return ((dev >>> 12) & 0xffffff00L) | (dev & 0xffL);
    }

    static long makedev(long major, long minor) {
        return ((major & 0xfffff000L) << 32) | ((major & 0xfffL) << 8)
                | ((minor & 0xffffff00L) << 12) | (minor & 0xffL);
    }

    private static final org.specializer.core.modules.Params CHOWN =
            new org.specializer.core.modules.Params("chown", new String[] {"path", "uid", "gid",
                "dir_fd", "follow_symlinks"}, 0, 3, 3);

    private static PyObject chown(String fname, PyObject[] args, org.specializer.api.PyStr[] kw,
            boolean follow) {
        PyObject[] a = CHOWN.parse(args, kw);
        PathArg p = PathArg.of(fname, "path", a[0], follow, false);
        boolean f = follow && Args.bool(a[4], true);
        setOwner(p, p.resolve(Args.dirFd(a[3])), Abstract.asIndex(a[1]),
                Abstract.asIndex(a[2]), f);
        return Py.None;
    }

    /** uid or gid -1: unchanged. */
    private static void setOwner(PathArg p, Path jp, long uid, long gid, boolean follow) {
        LinkOption[] opts = follow ? new LinkOption[0]
                : new LinkOption[] {LinkOption.NOFOLLOW_LINKS};
        try {
            if (uid == -1 && gid == -1) {
                // nothing to change, but chown(2) still looks the file up
                Files.readAttributes(jp, java.nio.file.attribute.BasicFileAttributes.class, opts);
            }
            if (uid != -1) {
                Files.setAttribute(jp, "unix:uid", (int) uid, opts);
            }
            if (gid != -1) {
                Files.setAttribute(jp, "unix:gid", (int) gid, opts);
            }
        } catch (IOException e) {
            throw OSErrors.of(e, p.fd >= 0 ? null : p.filename());
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            throw OSErrors.of(ErrnoModule.ENOTSUP, p.fd >= 0 ? null : p.filename());
        }
    }

    /** posixpath.normpath without its '' to '.'. Compare CPython fileutils.c: _Py_normpath. */
    static String normpath(String path) {
        if (path.isEmpty()) {
            return ".";
        }
        String initial;
        String rest;
        if (!path.startsWith("/")) {
            initial = "";
            rest = path;
        } else if (!path.startsWith("//") || path.startsWith("///")) {
            initial = "/";
            rest = path.substring(1);
        } else {
            initial = "//";
            rest = path.substring(2);
        }
        List<String> comps = new ArrayList<>();
        for (String comp : rest.split("/", -1)) {
            if (comp.isEmpty() || comp.equals(".")) {
                continue;
            }
            if (!comp.equals("..") || (initial.isEmpty() && comps.isEmpty())
                    || (!comps.isEmpty() && comps.get(comps.size() - 1).equals(".."))) {
                comps.add(comp);
            } else if (!comps.isEmpty()) {
                comps.remove(comps.size() - 1);
            }
        }
        String out = initial + String.join("/", comps);
        return out.isEmpty() ? "." : out;
    }
}
