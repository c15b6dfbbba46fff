package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Source files as bytes, run as scripts and through {@code compile}: PEP 263 coding cookies,
 * the UTF-8 byte order mark, undecodable bytes and NUL, with CPython 3.13's output, messages and
 * exit statuses (each expectation was printed by CPython 3.13 for the same bytes).
 */
class SourceEncodingTest {

    /** Run {@code source} (chars below 256, one byte each) as a script file. */
    private static void check(String source, int status, String stdout, String stderr)
            throws IOException {
        Path dir = Files.createTempDirectory("spec-enc");
        Path file = dir.resolve("enc.py");
        Files.write(file, source.getBytes(StandardCharsets.ISO_8859_1));
        try {
            Launcher.Result r = Launcher.run(List.of("run", file.toString()));
            assertFalse(r.stderr().contains("\tat "), r.stderr());
            assertEquals(stderr.replace("FILE", file.toAbsolutePath().toString()), r.stderr());
            assertEquals(stdout, r.stdout());
            assertEquals(status, r.status());
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(dir);
        }
    }

    @Test
    void aLatin1CookieDecodesTheFile() throws IOException {
        check("# -*- coding: latin-1 -*-\nprint('caf\u00e9', len('caf\u00e9'))\n", 0,
                "caf\u00e9 4\n", "");
    }

    @Test
    void aCookieOnTheSecondLineAfterAComment() throws IOException {
        check("#!/usr/bin/env python\n# vim: set fileencoding=iso-8859-15 :\nprint('\u00a4')\n",
                0, "\u20ac\n", "");
        check("# coding=cp1252\nprint('\u0080')\n", 0, "\u20ac\n", "");
    }

    @Test
    void aByteOrderMarkIsDropped_andAllowsNoOtherCookie() throws IOException {
        check("\u00ef\u00bb\u00bfprint('bom')\n", 0, "bom\n", "");
        check("\u00ef\u00bb\u00bf# coding: latin-1\nprint(1)\n", 1, "",
                "SyntaxError: encoding problem: iso-8859-1 with BOM\n");
    }

    @Test
    void anUnknownEncodingIsASyntaxError() throws IOException {
        check("# coding: foo\nprint(1)\n", 1, "", "SyntaxError: encoding problem: foo\n");
    }

    @Test
    void undeclaredNonUtf8BytesNameTheByteAndLine() throws IOException {
        check("x = 1\n# coding: latin-1\nprint('\u00e9')\n", 1, "",
                "SyntaxError: Non-UTF-8 code starting with '\\xe9' in file FILE on line 3, "
                + "but no encoding declared; see https://peps.python.org/pep-0263/ for details\n");
    }

    @Test
    void bytesTheDeclaredEncodingCannotDecodeAreAnEncodingProblem() throws IOException {
        check("# coding: ascii\nx = 1\n\u00e2\u0098\u0083\n", 1, "",
                "SyntaxError: encoding problem: ascii\n");
        check("# coding: cp1252\nx = 1\ny = '\u0081'\n", 1, "",
                "SyntaxError: encoding problem: cp1252\n");
    }

    @Test
    void compileGivesTheDeclaredCodecsOwnErrorOverTheWholeText() {
        Launcher.Result r = Launcher.runSource("compile_codec_errors.py", """
                for src in [b'# coding: cp1252\\nx=\\x81\\n', b'# coding: ascii\\nx=1\\n\\xe2\\x98',
                            b'x=1\\n\\xff\\n', b'# coding: foo\\n']:
                    try:
                        compile(src, 's', 'exec')
                    except SyntaxError as e:
                        print(e.args[0], e.args[1][:4])
                """);
        assertEquals(0, r.status(), r.stderr());
        assertEquals("'charmap' codec can't decode byte 0x81 in position 19: character maps to "
                + "<undefined> ('s', 0, -1, None)\n"
                + "'ascii' codec can't decode byte 0xe2 in position 20: ordinal not in "
                + "range(128) ('s', 0, -1, None)\n"
                + "(unicode error) 'utf-8' codec can't decode byte 0xff in position 0: invalid "
                + "start byte ('s', 2, 1, '\ufffd\\n')\n"
                + "unknown encoding: foo ('s', 0, -1, None)\n", r.stdout());
    }

    @Test
    void aNulByteAnywhereIsASyntaxError() throws IOException {
        check("print(1) # \u0000 nul\n", 1, "", "  File \"FILE\", line 1\n    print(1) # \n"
                + "SyntaxError: source code cannot contain null bytes\n");
    }

    @Test
    void compileDecodesBytesTheSameWay() {
        Launcher.Result r = Launcher.runSource("compile_bytes.py", """
                for src in [b'# coding: foo\\nx=1\\n', b'\\xef\\xbb\\xbf# coding: latin-1\\nx=1\\n',
                            b'x=1 # \\x00\\n', b'# coding: latin-1\\nx="\\xe9"\\nprint(x)']:
                    try:
                        exec(compile(src, 'f', 'exec'))
                    except SyntaxError as e:
                        print(type(e).__name__, e)
                """);
        assertEquals(0, r.status(), r.stderr());
        assertEquals("SyntaxError unknown encoding: foo (f, line 0)\n"
                + "SyntaxError encoding problem: iso-8859-1 with BOM (f, line 0)\n"
                + "SyntaxError source code string cannot contain null bytes\n"
                + "\u00e9\n", r.stdout());
    }
}
