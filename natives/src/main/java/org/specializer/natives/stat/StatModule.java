package org.specializer.natives.stat;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * The {@code _stat} module, as CPython's {@code Modules/_stat.c} on Linux: the file type and
 * permission constants, the {@code S_IS*} tests, {@code S_IMODE}, {@code S_IFMT} and
 * {@code filemode}. Lib's {@code stat.py} imports everything from it.
 */
public final class StatModule {
    private StatModule() {}

    public static final int S_IFMT = 0170000;
    public static final int S_IFSOCK = 0140000;
    public static final int S_IFLNK = 0120000;
    public static final int S_IFREG = 0100000;
    public static final int S_IFBLK = 060000;
    public static final int S_IFDIR = 040000;
    public static final int S_IFCHR = 020000;
    public static final int S_IFIFO = 010000;

    private interface ModeTest {
        boolean test(long mode);
    }

    public static PyModule create() {
        PyModule m = new PyModule("_stat");
        test(m, "S_ISDIR", mode -> (mode & S_IFMT) == S_IFDIR);
        test(m, "S_ISCHR", mode -> (mode & S_IFMT) == S_IFCHR);
        test(m, "S_ISBLK", mode -> (mode & S_IFMT) == S_IFBLK);
        test(m, "S_ISREG", mode -> (mode & S_IFMT) == S_IFREG);
        test(m, "S_ISFIFO", mode -> (mode & S_IFMT) == S_IFIFO);
        test(m, "S_ISLNK", mode -> (mode & S_IFMT) == S_IFLNK);
        test(m, "S_ISSOCK", mode -> (mode & S_IFMT) == S_IFSOCK);
        test(m, "S_ISDOOR", mode -> false);
        test(m, "S_ISPORT", mode -> false);
        test(m, "S_ISWHT", mode -> false);
        m.def1("S_IMODE", (self, mode) -> PyInt.of(mode(mode) & 07777));
        m.def1("S_IFMT", (self, mode) -> PyInt.of(mode(mode) & S_IFMT));
        m.def1("filemode", (self, mode) -> PyStr.of(filemode(mode(mode))));
        Object[][] constants = {
            {"S_IFDIR", S_IFDIR}, {"S_IFCHR", S_IFCHR}, {"S_IFBLK", S_IFBLK},
            {"S_IFREG", S_IFREG}, {"S_IFIFO", S_IFIFO}, {"S_IFLNK", S_IFLNK},
            {"S_IFSOCK", S_IFSOCK}, {"S_IFDOOR", 0}, {"S_IFPORT", 0}, {"S_IFWHT", 0},
            {"S_ISUID", 04000}, {"S_ISGID", 02000}, {"S_ISVTX", 01000}, {"S_ENFMT", 02000},
            {"S_IREAD", 0400}, {"S_IWRITE", 0200}, {"S_IEXEC", 0100},
            {"S_IRWXU", 0700}, {"S_IRUSR", 0400}, {"S_IWUSR", 0200}, {"S_IXUSR", 0100},
            {"S_IRWXG", 070}, {"S_IRGRP", 040}, {"S_IWGRP", 020}, {"S_IXGRP", 010},
            {"S_IRWXO", 07}, {"S_IROTH", 04}, {"S_IWOTH", 02}, {"S_IXOTH", 01},
            {"UF_SETTABLE", 0xffffL}, {"UF_NODUMP", 1}, {"UF_IMMUTABLE", 2}, {"UF_APPEND", 4},
            {"UF_OPAQUE", 8}, {"UF_NOUNLINK", 0x10}, {"UF_COMPRESSED", 0x20},
            {"UF_TRACKED", 0x40}, {"UF_DATAVAULT", 0x80}, {"UF_HIDDEN", 0x8000},
            {"SF_SETTABLE", 0xffff0000L}, {"SF_ARCHIVED", 0x10000}, {"SF_IMMUTABLE", 0x20000},
            {"SF_APPEND", 0x40000}, {"SF_NOUNLINK", 0x100000}, {"SF_SNAPSHOT", 0x200000},
            {"SF_FIRMLINK", 0x800000}, {"SF_DATALESS", 0x40000000},
            {"ST_MODE", 0}, {"ST_INO", 1}, {"ST_DEV", 2}, {"ST_NLINK", 3}, {"ST_UID", 4},
            {"ST_GID", 5}, {"ST_SIZE", 6}, {"ST_ATIME", 7}, {"ST_MTIME", 8}, {"ST_CTIME", 9},
        };
        for (Object[] c : constants) {
            m.put((String) c[0], PyInt.of(((Number) c[1]).longValue()));
        }
        return m;
    }

    private static void test(PyModule m, String name, ModeTest t) {
        m.def1(name, (self, mode) -> Py.newBool(t.test(mode(mode))));
    }

    /** Compare CPython _stat.c: _PyLong_AsMode_t. */
    private static long mode(PyObject o) {
        PyObject i = Abstract.index(o);
        if (!(i instanceof PyInt pi) || pi.value < 0 || pi.value > 0xffffffffL) {
            throw Py.overflowError("mode out of range");
        }
        return pi.value;
    }

    /** {@code filemode(mode)}: "-rw-r--r--". Compare CPython _stat.c: stat_filemode. */
    public static String filemode(long mode) {
        char[] buf = new char[10];
        buf[0] = switch ((int) (mode & S_IFMT)) {
            case S_IFDIR -> 'd';
            case S_IFCHR -> 'c';
            case S_IFBLK -> 'b';
            case S_IFREG -> '-';
            case S_IFIFO -> 'p';
            case S_IFLNK -> 'l';
            case S_IFSOCK -> 's';
            default -> '?';
        };
        buf[1] = (mode & 0400) != 0 ? 'r' : '-';
        buf[2] = (mode & 0200) != 0 ? 'w' : '-';
        buf[3] = special(mode, 0100, 04000, 's');
        buf[4] = (mode & 040) != 0 ? 'r' : '-';
        buf[5] = (mode & 020) != 0 ? 'w' : '-';
        buf[6] = special(mode, 010, 02000, 's');
        buf[7] = (mode & 04) != 0 ? 'r' : '-';
        buf[8] = (mode & 02) != 0 ? 'w' : '-';
        buf[9] = special(mode, 01, 01000, 't');
        return new String(buf);
    }

    private static char special(long mode, int exec, int bit, char c) {
        if ((mode & bit) != 0) {
            return (mode & exec) != 0 ? c : Character.toUpperCase(c);
        }
        return (mode & exec) != 0 ? 'x' : '-';
    }
}
