package org.specializer.natives.posix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.natives.Python.raises;
import static org.specializer.natives.Python.repr;
import static org.specializer.natives.Python.run;
import static org.specializer.natives.Python.str;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.specializer.api.PyDict;
import org.specializer.api.PyStr;

class PosixModuleTest {
    @TempDir
    Path tmp;

    private String d() {
        return "import posix, errno\nD = " + repr("", "'" + tmp + "'") + "\n";
    }

    @Test
    void openWriteReadSeekClose() {
        String r = repr(d() + """
                fd = posix.open(D + '/f', posix.O_WRONLY | posix.O_CREAT | posix.O_TRUNC, 0o600)
                n = posix.write(fd, b'hello world')
                posix.close(fd)
                fd = posix.open(D + '/f', posix.O_RDONLY)
                a = posix.read(fd, 5)
                pos = posix.lseek(fd, 0, posix.SEEK_CUR if hasattr(posix, 'SEEK_CUR') else 1)
                b = posix.read(fd, 100)
                c = posix.read(fd, 100)
                end = posix.lseek(fd, -5, 2)
                posix.close(fd)
                """, "(n, a, pos, b, c, end)");
        assertEquals("(11, b'hello', 5, b' world', b'', 6)", r);
    }

    @Test
    void appendWithReadingWritesAtTheEnd() throws IOException {
        Files.writeString(tmp.resolve("a"), "abc");
        String r = repr(d() + """
                fd = posix.open(D + '/a', posix.O_RDWR | posix.O_APPEND)
                first = posix.read(fd, 1)
                posix.write(fd, b'XY')
                posix.lseek(fd, 0, 0)
                all = posix.read(fd, 10)
                posix.close(fd)
                """, "(first, all)");
        assertEquals("(b'a', b'abcXY')", r);
    }

    @Test
    void descriptorsAreTheLowestFreeAndDupSharesTheFile() throws IOException {
        Files.writeString(tmp.resolve("f"), "0123456789");
        String r = repr(d() + """
                a = posix.open(D + '/f', posix.O_RDONLY)
                b = posix.dup(a)
                x = posix.read(a, 3)
                y = posix.read(b, 3)
                inh = (posix.get_inheritable(a), posix.get_inheritable(b))
                posix.close(a)
                z = posix.read(b, 2)
                c = posix.open(D + '/f', posix.O_RDONLY)
                posix.close(b)
                posix.close(c)
                """, "(b - a, x, y, z, c == a, inh)");
        assertEquals("(1, b'012', b'345', b'67', True, (False, False))", r);
    }

    @Test
    void statResultHasCPythonsFields() throws IOException {
        Files.writeString(tmp.resolve("f"), "12345");
        String r = repr(d() + """
                st = posix.stat(D + '/f')
                """, "(len(st), st.st_size, st[6], type(st).__name__, type(st).__module__,"
                + " st.n_fields, st.n_sequence_fields, st.n_unnamed_fields,"
                + " st[8] == int(st.st_mtime), st.st_mtime_ns // 10**9 == st[8],"
                + " type(st.st_atime).__name__, st.st_blksize, st.st_blocks)");
        assertEquals("(10, 5, 5, 'stat_result', 'os', 19, 10, 3, True, True, 'float', 4096, 8)",
                r);
        assertTrue(str(d(), "posix.stat(D)").startsWith("os.stat_result(st_mode=16"));
    }

    @Test
    void lstatSeesTheLinkAndStatItsTarget() throws IOException {
        Files.writeString(tmp.resolve("t"), "x");
        String r = repr(d() + """
                import _stat
                posix.symlink('t', D + '/l')
                """, "(_stat.S_ISLNK(posix.lstat(D + '/l').st_mode),"
                + " _stat.S_ISREG(posix.stat(D + '/l').st_mode),"
                + " _stat.S_ISLNK(posix.stat(D + '/l', follow_symlinks=False).st_mode),"
                + " posix.readlink(D + '/l'), posix.readlink(D.encode() + b'/l'))");
        assertEquals("(True, True, True, 't', b't')", r);
    }

    @Test
    void errorsCarryErrnoSubclassAndFileNames() throws IOException {
        Files.writeString(tmp.resolve("file"), "x");
        String setup = d();
        raises("FileNotFoundError: [Errno 2] No such file or directory: 'nope'",
                setup + "posix.stat('nope')");
        assertEquals("(2, 'nope', None)", repr(setup + """
                try:
                    posix.open('nope', posix.O_RDONLY)
                except FileNotFoundError as e:
                    r = (e.errno, e.filename, e.filename2)
                """, "r"));
        raises("FileNotFoundError: [Errno 2] No such file or directory: 'nope' -> 'b'",
                setup + "posix.rename('nope', 'b')");
        raises("FileExistsError: [Errno 17] File exists: '" + tmp + "'",
                setup + "posix.mkdir(D)");
        raises("IsADirectoryError: [Errno 21] Is a directory: '" + tmp + "'",
                setup + "posix.unlink(D)");
        raises("NotADirectoryError: [Errno 20] Not a directory: '" + tmp + "/file'",
                setup + "posix.rmdir(D + '/file')");
        raises("NotADirectoryError: [Errno 20] Not a directory: '" + tmp + "/file/'",
                setup + "posix.stat(D + '/file/')");
        raises("IsADirectoryError: [Errno 21] Is a directory: '" + tmp + "'",
                setup + "posix.open(D, posix.O_WRONLY)");
        raises("OSError: [Errno 9] Bad file descriptor", setup + "posix.read(99, 1)");
        raises("OSError: [Errno 9] Bad file descriptor", setup + "posix.close(99)");
        raises("FileNotFoundError: [Errno 2] No such file or directory: b'nope'",
                setup + "posix.stat(b'nope')");
        raises("FileNotFoundError: [Errno 2] No such file or directory: ''",
                setup + "posix.stat('')");
        raises("TypeError: stat: path should be string, bytes, os.PathLike or integer, not list",
                setup + "posix.stat([1])");
        raises("ValueError: stat: embedded null character in path", setup + "posix.stat('a\\0')");
        raises("UnicodeEncodeError: 'utf-8' codec can't encode character '\\udfff' in position 1:"
                + " surrogates not allowed", setup + "posix.stat('a\\udfff')");
        raises("TypeError: listdir: path should be string, bytes, os.PathLike, integer or None,"
                + " not float", setup + "posix.listdir(1.5)");
        raises("TypeError: stat() takes exactly 1 positional argument (2 given)",
                setup + "posix.stat('a', 'b')");
        raises("TypeError: a bytes-like object is required, not 'str'",
                setup + "posix.write(1, 'x')");
        raises("OSError: [Errno 22] Invalid argument: '" + tmp + "/file'",
                setup + "posix.readlink(D + '/file')");
    }

    @Test
    void pathLikeArgumentsGoThroughFspath() throws IOException {
        Files.writeString(tmp.resolve("f"), "abc");
        String r = repr(d() + """
                class P:
                    def __init__(self, p): self.p = p
                    def __fspath__(self): return self.p
                size = posix.stat(P(D + '/f')).st_size
                same = posix.fspath(P('x'))
                try:
                    posix.stat(P('nope'))
                except OSError as e:
                    name = e.filename
                """, "(size, same, name, posix.fspath(b'b'))");
        assertEquals("(3, 'x', 'nope', b'b')", r);
        raises("TypeError: expected str, bytes or os.PathLike object, not int",
                "import posix\nposix.fspath(1)");
    }

    @Test
    void directoriesListScanRenameRemove() throws IOException {
        Files.writeString(tmp.resolve("b"), "bb");
        Files.createDirectory(tmp.resolve("sub"));
        String r = repr(d() + """
                names = sorted(posix.listdir(D))
                bnames = sorted(posix.listdir(D.encode()))
                with posix.scandir(D) as it:
                    entries = sorted((e.name, e.is_dir(), e.is_file(), e.is_symlink(),
                                      e.path == D + '/' + e.name) for e in it)
                posix.rename(D + '/b', D + '/c')
                posix.replace(D + '/c', D + '/sub/c')
                posix.mkdir(D + '/new', 0o755)
                after = sorted(posix.listdir(D)), posix.listdir(D + '/sub')
                posix.rmdir(D + '/new')
                posix.remove(D + '/sub/c')
                """, "(names, bnames, entries, after, sorted(posix.listdir(D)))");
        assertEquals("(['b', 'sub'], [b'b', b'sub'], [('b', False, True, False, True),"
                + " ('sub', True, False, False, True)], (['new', 'sub'], ['c']), ['sub'])", r);
    }

    @Test
    void dirEntryStatAndRepr() throws IOException {
        Files.writeString(tmp.resolve("x"), "12");
        String r = repr(d() + """
                e = list(posix.scandir(D))[0]
                """, "(repr(e), e.stat().st_size, e.inode() == posix.stat(D + '/x').st_ino,"
                + " posix.fspath(e) == e.path)");
        assertEquals("(\"<DirEntry 'x'>\", 2, True, True)", r);
        raises("TypeError: cannot create 'posix.DirEntry' instances",
                "import posix\nposix.DirEntry()");
    }

    @Test
    void chdirChangesWhereRelativePathsResolve() throws IOException {
        Files.writeString(tmp.resolve("rel"), "rr");
        PyDict g = run(d() + """
                old = posix.getcwd()
                posix.chdir(D)
                try:
                    here = posix.getcwd()
                    size = posix.stat('rel').st_size
                    names = posix.listdir()
                    fd = posix.open('rel', posix.O_RDONLY)
                    data = posix.read(fd, 10)
                    posix.close(fd)
                finally:
                    posix.chdir(old)
                """);
        assertEquals(tmp.toRealPath().toString(), ((PyStr) g.getItem(PyStr.of("here"))).value);
        assertEquals("2", g.getItem(PyStr.of("size")).toString());
        assertEquals("b'rr'", g.getItem(PyStr.of("data")).toString());
        raises("NotADirectoryError: [Errno 20] Not a directory: '" + tmp + "/rel'",
                d() + "posix.chdir(D + '/rel')");
    }

    @Test
    void environIsBytesAndPutenvIsSeenByLaterReads() {
        assertEquals("(True, True)", repr("import posix",
                "(all(type(k) is bytes and type(v) is bytes for k, v in posix.environ.items()),"
                + " b'PATH' in posix.environ)"));
        run("import posix\nposix.putenv('SPECIALIZER_TEST_VAR', 'v1')");
        assertEquals("v1", new String(Posix.getenv("SPECIALIZER_TEST_VAR".getBytes()),
                StandardCharsets.UTF_8));
        run("import posix\nposix.unsetenv(b'SPECIALIZER_TEST_VAR')");
        assertEquals(null, Posix.getenv("SPECIALIZER_TEST_VAR".getBytes()));
        raises("ValueError: illegal environment variable name", "import posix\nposix.putenv('a=b', 'c')");
        raises("OSError: [Errno 22] Invalid argument", "import posix\nposix.putenv('', 'c')");
    }

    @Test
    void pipesCarryBytesAndRefuseToSeek() {
        String r = repr("""
                import posix
                r, w = posix.pipe()
                n = posix.write(w, b'abc')
                data = posix.read(r, 10)
                posix.set_blocking(r, False)
                try:
                    posix.read(r, 10)
                except BlockingIOError as e:
                    again = e.errno
                try:
                    posix.lseek(r, 0, 0)
                except OSError as e:
                    seek = str(e)
                posix.close(w)
                posix.set_blocking(r, True)
                eof = posix.read(r, 10)
                mode = posix.fstat(r).st_mode
                posix.close(r)
                """, "(n, data, again, seek, eof, oct(mode))");
        assertEquals("(3, b'abc', 11, '[Errno 29] Illegal seek', b'', '0o10600')", r);
    }

    @Test
    void processFunctions() {
        assertEquals("True", str("import posix", "posix.getpid() == " + ProcessHandle.current().pid()));
        assertEquals("(True, True, True, 16, 'Permission denied', 'Unknown error 999')",
                repr("import posix", "(posix.getuid() >= 0, posix.getppid() > 0,"
                + " posix.cpu_count() >= 1, len(posix.urandom(16)), posix.strerror(13),"
                + " posix.strerror(999))"));
        assertEquals("('Linux', 5)", repr("import posix", "(posix.uname().sysname,"
                + " len(posix.times()))"));
        assertEquals("(1, -9, True, 3, False)", repr("import posix",
                "(posix.waitstatus_to_exitcode(256), posix.waitstatus_to_exitcode(9),"
                + " posix.WIFEXITED(768), posix.WEXITSTATUS(768), posix.WIFSIGNALED(768))"));
        raises("ValueError: negative argument not allowed", "import posix\nposix.urandom(-1)");
        raises("KeyboardInterrupt", "import posix\nposix.kill(posix.getpid(), 2)");
    }

    @Test
    void umaskAppliesToCreatedFiles() {
        String r = repr(d() + """
                old = posix.umask(0o077)
                try:
                    fd = posix.open(D + '/u', posix.O_WRONLY | posix.O_CREAT, 0o666)
                    posix.close(fd)
                    posix.mkdir(D + '/ud')
                finally:
                    posix.umask(old)
                """, "(oct(posix.stat(D + '/u').st_mode & 0o777),"
                + " oct(posix.stat(D + '/ud').st_mode & 0o777))");
        assertEquals("('0o600', '0o700')", r);
    }

    @Test
    void chmodUtimeTruncateAccess() throws IOException {
        Files.writeString(tmp.resolve("f"), "0123456789");
        String r = repr(d() + """
                f = D + '/f'
                posix.chmod(f, 0o640)
                m = oct(posix.stat(f).st_mode & 0o7777)
                posix.utime(f, (1000, 2000.5))
                st = posix.stat(f)
                posix.utime(f, ns=(5 * 10**9 + 7, 6 * 10**9 + 9))
                st2 = posix.stat(f)
                posix.truncate(f, 4)
                s1 = posix.stat(f).st_size
                fd = posix.open(f, posix.O_RDWR)
                posix.ftruncate(fd, 8)
                data = posix.read(fd, 20)
                posix.close(fd)
                acc = (posix.access(f, posix.R_OK), posix.access(f + 'x', posix.F_OK))
                """, "(m, st.st_atime, st.st_mtime, st2.st_atime_ns, st2.st_mtime_ns, s1, data,"
                + " acc)");
        assertEquals("('0o640', 1000.0, 2000.5, 5000000007, 6000000009, 4,"
                + " b'0123\\x00\\x00\\x00\\x00', (True, False))", r);
    }

    @Test
    void systemFunctions() {
        assertEquals("('a/b/d', '/', '.', '//a', '/b', b'x')", repr("import posix",
                "(posix._path_normpath('a//b/./c/../d'), posix._path_normpath('/../x/..'),"
                + " posix._path_normpath(''), posix._path_normpath('//a'),"
                + " posix._path_normpath('///b'), posix._path_normpath(b'x/'))"));
        assertEquals("(1, 3, 259, 4096)", repr("import posix",
                "(posix.major(259), posix.minor(259), posix.makedev(1, 3),"
                + " posix.sysconf('SC_PAGE_SIZE'))"));
        assertEquals("('statvfs_result', 10, 11, True)", repr("import posix",
                "(type(posix.statvfs('/')).__name__, len(posix.statvfs('/')),"
                + " posix.statvfs('/').n_fields, posix.statvfs('/').f_blocks > 0)"));
        raises("ValueError: unrecognized configuration name",
                "import posix\nposix.sysconf('NOPE')");
    }

    @Test
    void standardStreamsAreDescriptorsZeroToTwo() {
        assertTrue(FdTable.lookup(0) != null && FdTable.lookup(1) != null
                && FdTable.lookup(2) != null);
        assertFalse(FdTable.get(0).writable);
        assertTrue(FdTable.get(1).writable);
        assertTrue(FdTable.isInheritable(2));
    }
}
