package org.specializer.natives.pwd;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.StructSeq;
import org.specializer.natives.posix.PathArg;

/**
 * The {@code pwd} module (CPython Modules/pwdmodule.c): the password database, read from
 * {@code /etc/passwd} (the JVM has no {@code getpwent}; NSS sources other than files are not
 * consulted). Entries are read afresh at each call, as the C library's are.
 */
public final class PwdModule {
    private PwdModule() {}

    static final PyType STRUCT_PASSWD = StructSeq.type("pwd", "struct_passwd", "pw_name",
            "pw_passwd", "pw_uid", "pw_gid", "pw_gecos", "pw_dir", "pw_shell");

    /** Where the entries are read from; tests point it elsewhere. */
    static Path passwdFile = Path.of("/etc/passwd");

    public static PyModule create() {
        PyModule m = new PyModule("pwd");
        m.put("__doc__", PyStr.of(DOC));
        m.put("struct_passwd", STRUCT_PASSWD);
        m.def1("getpwuid", (self, uidObj) -> {
            long uid;
            try {
                uid = uid(uidObj, "uid");
            } catch (PyException e) {
                if (e.matches(PyExc.OverflowError)) {
                    throw Py.keyError(PyStr.of("getpwuid(): uid not found"));
                }
                throw e;
            }
            for (String[] f : entries(passwdFile, 7)) {
                if (parseId(f[2]) == uid) {
                    return entry(f);
                }
            }
            throw Py.keyError(PyStr.of("getpwuid(): uid not found: " + Abstract.str(uidObj)));
        });
        m.def1("getpwnam", (self, name) -> {
            String n = name(name, "getpwnam() argument");
            for (String[] f : entries(passwdFile, 7)) {
                if (f[0].equals(n)) {
                    return entry(f);
                }
            }
            throw Py.keyError(PyStr.of("getpwnam(): name not found: " + Abstract.repr(name)));
        });
        m.def0("getpwall", self -> {
            List<PyObject> all = new ArrayList<>();
            for (String[] f : entries(passwdFile, 7)) {
                all.add(entry(f));
            }
            return new PyList(all.toArray(new PyObject[0]));
        });
        return m;
    }

    private static PyObject entry(String[] f) {
        return StructSeq.make(STRUCT_PASSWD, PyStr.of(f[0]), PyStr.of(f[1]),
                PyInt.of(parseId(f[2])), PyInt.of(parseId(f[3])), PyStr.of(f[4]), PyStr.of(f[5]),
                PyStr.of(f[6]));
    }

    /**
     * A {@code uid_t} or {@code gid_t} argument: -1 is (uid_t)-1, other negative values and
     * values that do not fit 32 bits are OverflowErrors ("uid is less than minimum").
     * Compare CPython posixmodule.c: {@code _Py_Uid_Converter}.
     */
    public static long uid(PyObject o, String what) {
        if (o instanceof org.specializer.api.PyFloat) {
            throw Py.typeError(what + " should be integer, not " + o.type.getName());
        }
        PyObject i = Abstract.indexOrNull(o);
        if (i == null) {
            throw Py.typeError(what + " should be integer, not " + o.type.getName());
        }
        if (i instanceof PyBigInt b) {
            throw Py.overflowError(what + (b.value.signum() < 0 ? " is less than minimum"
                    : " is greater than maximum"));
        }
        long v = ((PyInt) i).value;
        if (v == -1) {
            return 0xffffffffL;
        }
        if (v < 0 || v > 0xffffffffL) {
            throw Py.overflowError(what + " is less than minimum");
        }
        return v;
    }

    /** A name argument: a str without NUL ({@code what}: "f() argument" for the messages). */
    public static String name(PyObject o, String what) {
        if (!(o instanceof PyStr s)) {
            throw Py.typeError(what + " must be str, not " + o.type.getName());
        }
        if (s.value.indexOf('\0') >= 0) {
            throw Py.valueError("embedded null byte");
        }
        return s.value;
    }

    /** A numeric field of the database, as the C library reads it (garbage: -1). */
    public static long parseId(String s) {
        try {
            return Long.parseLong(s.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /**
     * The entries of a colon-separated database file, each split into {@code n} fields (lines
     * with fewer fields, blank lines and comments skipped); none when it cannot be read.
     */
    public static List<String[]> entries(Path file, int n) {
        List<String[]> out = new ArrayList<>();
        byte[] all;
        try {
            all = Files.readAllBytes(file);
        } catch (IOException e) {
            return out;
        }
        for (String line : PathArg.fsdecode(all).split("\n")) {
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("+")
                    || line.startsWith("-")) {
                continue;
            }
            String[] f = line.split(":", -1);
            if (f.length < n) {
                continue;
            }
            if (f.length > n) {
                f = java.util.Arrays.copyOf(f, n);
            }
            out.add(f);
        }
        return out;
    }

    private static final String DOC = """
            This module provides access to the Unix password database.
            It is available on all Unix versions.

            Password database entries are reported as 7-tuples containing the following
            items from the password database (see `<pwd.h>'), in order:
            pw_name, pw_passwd, pw_uid, pw_gid, pw_gecos, pw_dir, pw_shell.
            The uid and gid items are integers, all others are strings. An
            exception is raised if the entry asked for cannot be found.""";
}
