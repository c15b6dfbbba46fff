package org.specializer.natives.posix;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.stat.StatModule;

/**
 * {@code os.scandir}: the {@code ScandirIterator} (an iterator and context manager over a
 * directory stream) and the {@code DirEntry}s it yields. As in CPython, an entry remembers
 * what it learned: the entry's own (lstat) stat is read at most once, the followed stat at
 * most once, so {@code is_dir()} then {@code is_file()} costs one system call.
 */
final class Scandir {
    private Scandir() {}

    static final PyType ITERATOR_TYPE = PyType.builtin("ScandirIterator", Iter.class,
            PyType.OBJECT, 0, Scandir::defineIterator).withModule("posix");
    static final PyType ENTRY_TYPE = PyType.builtin("DirEntry", Entry.class, PyType.OBJECT, 0,
            Scandir::defineEntry).withModule("posix");

    private static final Params SCANDIR = new Params("scandir", new String[] {"path"}, 0, 1, 0);
    private static final Params FOLLOW = new Params("is_dir", new String[] {"follow_symlinks"},
            0, 0, 0);

    /** {@code scandir(path='.')}. */
    static PyObject scandir(PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = SCANDIR.parse(args, kwnames);
        PathArg p = a[0] == null ? PathArg.dot() : PathArg.of("scandir", "path", a[0], true, true);
        Path dir = p.resolve();
        try {
            return new Iter(p, dir, Files.newDirectoryStream(dir));
        } catch (IOException e) {
            throw OSErrors.of(e, p.fd >= 0 ? null : p.filename());
        }
    }

    static final class Iter extends PyObject implements PyIterator {
        private final PathArg arg;
        private final Path dir;
        private DirectoryStream<Path> stream;
        private Iterator<Path> it;

        Iter(PathArg arg, Path dir, DirectoryStream<Path> stream) {
            super(ITERATOR_TYPE);
            this.arg = arg;
            this.dir = dir;
            this.stream = stream;
            this.it = stream.iterator();
        }

        @Override
        public PyObject nextOrNull() {
            if (stream == null) {
                return null;
            }
            try {
                if (it.hasNext()) {
                    return new Entry(arg, it.next());
                }
            } catch (java.nio.file.DirectoryIteratorException e) {
                close();
                throw OSErrors.of(e.getCause(), arg.fd >= 0 ? null : arg.filename());
            }
            close();
            return null;
        }

        void close() {
            if (stream != null) {
                try {
                    stream.close();
                } catch (IOException e) {
                    // nothing to report: the listing is over
                }
                stream = null;
            }
        }
    }

    private static void defineIterator(PyType t) {
        t.method0("__iter__", self -> self);
        t.method0("__next__", self -> {
            PyObject v = ((Iter) self).nextOrNull();
            if (v == null) {
                throw Py.stopIteration(null);
            }
            return v;
        });
        t.method0("close", self -> {
            ((Iter) self).close();
            return Py.None;
        });
        t.method0("__enter__", self -> self);
        t.methodN("__exit__", 0, 3, (self, a) -> {
            ((Iter) self).close();
            return Py.None;
        });
        t.method0("__del__", self -> {
            ((Iter) self).close();
            return Py.None;
        });
    }

    // ------------------------------------------------------------------ DirEntry

    static final class Entry extends PyObject {
        final PyObject name;
        final PyObject path;
        final Path file;
        private PyObject lstat;
        private PyObject stat;

        Entry(PathArg dirArg, Path file) {
            super(ENTRY_TYPE);
            this.file = file;
            String n = file.getFileName().toString();
            String joined;
            if (dirArg.fd >= 0) {
                joined = n;
            } else {
                String d = dirArg.text;
                joined = d.endsWith("/") ? d + n : d + "/" + n;
            }
            this.name = dirArg.result(n);
            this.path = dirArg.result(joined);
        }

        PyObject lstat() {
            if (lstat == null) {
                try {
                    lstat = StatResult.of(file, false);
                } catch (IOException e) {
                    throw OSErrors.of(e, path);
                }
            }
            return lstat;
        }

        PyObject stat(boolean follow) {
            if (!follow) {
                return lstat();
            }
            if (stat == null) {
                if (!isLink()) {
                    stat = lstat();
                } else {
                    try {
                        stat = StatResult.of(file, true);
                    } catch (IOException e) {
                        throw OSErrors.of(e, path);
                    }
                }
            }
            return stat;
        }

        boolean isLink() {
            return testMode(false, StatModule.S_IFLNK);
        }

        /** Is the file of type {@code fmt}? False when it went away. */
        boolean testMode(boolean follow, int fmt) {
            PyObject st;
            try {
                st = stat(follow);
            } catch (org.specializer.api.PyException e) {
                if (e.matches(org.specializer.api.PyExc.FileNotFoundError)) {
                    return false;
                }
                throw e;
            }
            long mode = ((PyInt) ((PyTuple) st).items[0]).value;
            return (mode & StatModule.S_IFMT) == fmt;
        }
    }

    private static Entry e(PyObject o) {
        return (Entry) o;
    }

    private static boolean follow(PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = FOLLOW.parse(args, kwnames);
        return a[0] == null || org.specializer.api.Abstract.isTrue(a[0]);
    }

    private static void defineEntry(PyType t) {
        org.specializer.api.PyGenericAlias.defineClassGetitem(t);
        t.constructor((cls, args, kw) -> {
            throw Py.typeError("cannot create 'posix.DirEntry' instances");
        });
        t.getset("name", self -> e(self).name, null);
        t.getset("path", self -> e(self).path, null);
        t.methodK("is_dir", (self, args, kw) -> Py.newBool(e(self).testMode(follow(args, kw),
                StatModule.S_IFDIR)));
        t.methodK("is_file", (self, args, kw) -> Py.newBool(e(self).testMode(follow(args, kw),
                StatModule.S_IFREG)));
        t.method0("is_symlink", self -> Py.newBool(e(self).isLink()));
        t.method0("is_junction", self -> Py.False);
        t.methodK("stat", (self, args, kw) -> e(self).stat(follow(args, kw)));
        t.method0("inode", self -> {
            try {
                Object ino = Files.getAttribute(e(self).file, "unix:ino",
                        java.nio.file.LinkOption.NOFOLLOW_LINKS);
                return PyInt.of((Long) ino);
            } catch (NoSuchFileException x) {
                throw OSErrors.of(x, e(self).path);
            } catch (IOException x) {
                throw OSErrors.of(x, e(self).path);
            }
        });
        t.method0("__fspath__", self -> e(self).path);
        t.method0("__repr__", self -> PyStr.of("<DirEntry "
                + org.specializer.api.Abstract.repr(e(self).name).value + ">"));
    }
}
