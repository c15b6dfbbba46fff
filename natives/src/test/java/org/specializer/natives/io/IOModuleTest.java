package org.specializer.natives.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.natives.Python.raises;
import static org.specializer.natives.Python.repr;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.specializer.natives.Python;

class IOModuleTest {
    @TempDir
    Path tmp;

    private String d() {
        return "import _io, posix\nD = " + repr("", "'" + tmp + "'") + "\n";
    }

    @Test
    void classHierarchyIsCPythons() {
        assertEquals("(True, True, True, True, True, True, True)", repr("import _io",
                "(issubclass(_io.FileIO, _io._RawIOBase), issubclass(_io.BufferedReader,"
                + " _io._BufferedIOBase), issubclass(_io.TextIOWrapper, _io._TextIOBase),"
                + " issubclass(_io.StringIO, _io._TextIOBase), issubclass(_io.BytesIO,"
                + " _io._BufferedIOBase), issubclass(_io._RawIOBase, _io._IOBase),"
                + " issubclass(_io.UnsupportedOperation, OSError)"
                + " and issubclass(_io.UnsupportedOperation, ValueError))"));
        assertEquals("('io', '_io', 8192)", repr("import _io",
                "(_io.UnsupportedOperation.__module__, _io.FileIO.__module__,"
                + " _io.DEFAULT_BUFFER_SIZE)"));
    }

    @Test
    void fileIOOnTheDescriptorTable() throws IOException {
        Files.writeString(tmp.resolve("f"), "abcdef");
        String r = repr(d() + """
                fd = posix.open(D + '/f', posix.O_RDONLY)
                f = _io.FileIO(fd, closefd=False)
                a = f.read(2)
                b = posix.read(fd, 2)
                c = f.read()
                f.close()
                still = posix.read(fd, 1)
                posix.close(fd)
                g = _io.FileIO(D + '/f', 'r+')
                g.seek(0, 2)
                g.write(b'gh')
                g.seek(0)
                all = g.readall()
                mode = g.mode
                g.close()
                """, "(a, b, c, still, all, mode, g.closed)");
        assertEquals("(b'ab', b'cd', b'ef', b'', b'abcdefgh', 'rb+', True)", r);
        raises("ValueError: I/O operation on closed file", d()
                + "f = _io.FileIO(D + '/f')\nf.close()\nf.read()");
        raises("io.UnsupportedOperation: File not open for writing", d()
                + "_io.FileIO(D + '/f').write(b'x')");
        raises("ValueError: Must have exactly one of create/read/write/append mode and at"
                + " most one plus", d() + "_io.FileIO(D + '/f', 'rw')");
        raises("IsADirectoryError: [Errno 21] Is a directory: '" + tmp + "'",
                d() + "_io.FileIO(D)");
        raises("ValueError: Cannot use closefd=False with file name",
                d() + "_io.FileIO(D + '/f', closefd=False)");
    }

    @Test
    void bufferedWriterHoldsDataUntilFlush() throws IOException {
        String r = repr(d() + """
                w = _io.BufferedWriter(_io.FileIO(D + '/w', 'w'), 16)
                w.write(b'12345')
                before = posix.stat(D + '/w').st_size
                w.write(b'x' * 20)
                after = posix.stat(D + '/w').st_size
                w.flush()
                flushed = posix.stat(D + '/w').st_size
                pos = w.tell()
                w.close()
                """, "(before, after, flushed, pos)");
        assertEquals("(0, 25, 25, 25)", r);
    }

    @Test
    void bufferedRandomMixesReadsAndWrites() {
        String r = repr(d() + """
                f = _io.open(D + '/r', 'w+b')
                f.write(b'hello world')
                f.seek(0)
                a = f.read(5)
                f.write(b'XX')
                t = f.tell()
                f.seek(0)
                b = f.read()
                f.close()
                """, "(a, t, b)");
        assertEquals("(b'hello', 7, b'helloXXorld')", r);
    }

    @Test
    void textTellAndSeekCookiesAreByteOffsets() {
        String r = repr(d() + """
                with _io.open(D + '/t', 'w', encoding='utf-8') as f:
                    f.write('\\u00e9t\\u00e9\\nsecond\\n')
                f = _io.open(D + '/t', encoding='utf-8')
                a = f.read(2)
                p = f.tell()
                rest = f.readline()
                q = f.tell()
                f.seek(p)
                again = f.read(1)
                f.close()
                """, "(a, p, rest, q, again)");
        assertEquals("('ét', 3, 'é\\n', 6, 'é')", r);
    }

    @Test
    void nonzeroRelativeTextSeeksAreRefused() {
        raises("io.UnsupportedOperation: can't do nonzero cur-relative seeks",
                "import _io\n_io.TextIOWrapper(_io.BytesIO(b'abc'), encoding='ascii')"
                + ".seek(1, 1)");
        raises("ValueError: I/O operation on closed file.",
                "import _io\nt = _io.TextIOWrapper(_io.BytesIO(), encoding='ascii')\n"
                + "t.close()\nt.write('x')");
    }

    @Test
    void incrementalUtf8DecodingAcrossChunks() {
        // a 2-byte character split by a tiny chunk size
        String r = repr("""
                import _io
                t = _io.TextIOWrapper(_io.BufferedReader(_io.BytesIO('a\\u00e9b\\u20acc'.encode()), 1),
                                      encoding='utf-8')
                t._CHUNK_SIZE = 1
                chars = [t.read(1) for _ in range(6)]
                """, "chars");
        assertEquals("['a', 'é', 'b', '€', 'c', '']", r);
    }

    @Test
    void stringIONewlineModes() {
        assertEquals("(['a\\n', 'b\\n', 'c'], ['a\\r', 'b\\r\\n', 'c'], 'x\\r\\ny')",
                repr("import _io", "(_io.StringIO('a\\rb\\r\\nc', newline=None).readlines(),"
                + " _io.StringIO('a\\rb\\r\\nc', newline='').readlines(),"
                + " (lambda s: (s.write('x\\ny'), s.getvalue())[1])(_io.StringIO(newline='\\r\\n')))"));
    }

    @Test
    void bytesLikeArgumentsUseTheBufferProtocol() {
        String r = repr(d() + """
                fd = posix.open(D + '/b', posix.O_RDWR | posix.O_CREAT)
                n = posix.write(fd, bytearray(b'abc')) + posix.write(fd, memoryview(b'xdefx')[1:4])
                posix.lseek(fd, 0, 0)
                f = _io.FileIO(fd, 'r', closefd=False)
                ba = bytearray(4)
                got = f.readinto(ba)
                mv = memoryview(bytearray(10))
                got2 = f.readinto(mv[2:5])
                posix.close(fd)
                b = _io.BytesIO(b'12345')
                v = b.getbuffer()
                v[0] = 57
                try:
                    b.write(b'x')
                    refused = False
                except BufferError:
                    refused = True
                v.release()
                b.write(b'!')
                """, "(n, got, ba, got2, bytes(mv), refused, b.getvalue())");
        assertEquals("(6, 4, bytearray(b'abcd'), 2, b'\\x00\\x00ef\\x00\\x00\\x00\\x00\\x00"
                + "\\x00', True, b'!2345')", r);
        raises("TypeError: readinto() argument must be read-write bytes-like object, not bytes",
                "import _io\n_io.BytesIO(b'x').readinto(b'y')");
    }

    @Test
    void openWritesAreFlushedAtExitHooks() throws IOException {
        Python.run(d() + "f = _io.open(D + '/late', 'w')\nf.write('pending')\n");
        assertEquals("", Files.readString(tmp.resolve("late")));
        ExitFlush.flushAll();
        assertEquals("pending", Files.readString(tmp.resolve("late"), StandardCharsets.UTF_8));
    }

    @Test
    void stdioIsTextOverBufferedOverFileIO() {
        boolean ignore = org.specializer.core.PyFlags.ignoreEnvironment;
        org.specializer.core.PyFlags.ignoreEnvironment = true;   // PYTHONUNBUFFERED may be set
        try {
            buffered();
        } finally {
            org.specializer.core.PyFlags.ignoreEnvironment = ignore;
        }
    }

    @Test
    void stdioUnderDashUWritesThrough() {
        boolean was = org.specializer.core.PyFlags.unbuffered;
        org.specializer.core.PyFlags.unbuffered = true;
        try {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            org.specializer.api.PyObject[] s = new Stdio().create(
                    new java.io.ByteArrayInputStream(new byte[0]), out,
                    new java.io.ByteArrayOutputStream());
            PyTextIOWrapper o = (PyTextIOWrapper) s[1];
            o.writeText(org.specializer.api.PyStr.of("at once "));
            assertEquals("at once ", out.toString());
            assertTrue(o.buffer instanceof PyFileIO, "no BufferedWriter under -u");
        } finally {
            org.specializer.core.PyFlags.unbuffered = was;
        }
    }

    private void buffered() {
        Stdio p = new Stdio();
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        org.specializer.api.PyObject[] s = p.create(new java.io.ByteArrayInputStream(
                "line\n".getBytes()), out, err);
        PyTextIOWrapper o = (PyTextIOWrapper) s[1];
        PyTextIOWrapper e = (PyTextIOWrapper) s[2];
        o.writeText(org.specializer.api.PyStr.of("to out "));
        assertEquals("", out.toString());
        e.writeText(org.specializer.api.PyStr.of("to err\n"));
        assertEquals("to out ", out.toString());
        assertEquals("to err\n", err.toString());
        assertEquals("line\n", ((PyTextIOWrapper) s[0]).readline(-1));
        assertTrue(e.lineBuffering && !o.lineBuffering);
        p.flush();
    }
}
