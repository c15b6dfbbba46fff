package org.specializer.core.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.specializer.core.builtins.BuiltinsTestSupport.call;
import static org.specializer.core.builtins.BuiltinsTestSupport.error;
import static org.specializer.core.builtins.BuiltinsTestSupport.str;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.specializer.api.Builtin;
import org.specializer.api.Py;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.modules.StdStreams;
import org.specializer.core.modules.SysModule;

/** A stuck stream must not hold the build: each test has a generous time limit. */
@Timeout(60)
class PrintingTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private void streams(String input) {
        StdStreams.install(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                out, err, false);
    }

    private String stdout() {
        StdStreams.flushAll();
        return out.toString(StandardCharsets.UTF_8);
    }

    @AfterEach
    void restore() {
        streams("");
    }

    @Test
    void printWritesSeparatorsAndEnd() {
        streams("");
        call("print", "a", 1, -25, Long.MIN_VALUE, null);
        call("print", "a", "b", "c", "sep=", "-", "end=", "!\n");
        call("print", "x", "sep=", null, "end=", null);
        call("print");
        call("print", "", "lead", "sep=", "");
        assertEquals("a 1 -25 -9223372036854775808 None\na-b-c!\nx\n\nlead\n", stdout());
    }

    @Test
    void printEncodesUtf8() {
        streams("");
        call("print", "caf\u00e9 \u20ac \ud83d\ude00");
        assertEquals("caf\u00e9 \u20ac \ud83d\ude00\n", stdout());
    }

    @Test
    void loneSurrogatesAreAnErrorOnStdoutAndEscapedOnStderr() {
        streams("");
        assertEquals("UnicodeEncodeError: 'utf-8' codec can't encode character '\\ud800' in "
                + "position 1: surrogates not allowed", error(() -> call("print", "a\ud800")));
        assertEquals("", stdout());
        PyObject stderr = SysModule.stderr();
        call(stderr.getAttr(PyStr.intern("write")), "x\udc80\n");
        assertEquals("x\\udc80\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void longOutputCrossesTheBuffer() {
        streams("");
        String line = "0123456789\u00e9".repeat(1000);
        for (int i = 0; i < 20; i++) {
            call("print", line);
        }
        assertEquals((line + "\n").repeat(20), stdout());
    }

    @Test
    void stderrFlushesStdoutFirst() {
        streams("");
        call("print", "to stdout");
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        call("print", "to stderr", "file=", SysModule.stderr());
        assertEquals("to stdout\n", out.toString(StandardCharsets.UTF_8));
        assertEquals("to stderr\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void printToAnObjectWithWrite() {
        streams("");
        PyList written = new PyList();
        PyModule file = new PyModule("f");
        file.put("write", new PyBuiltinFunction(Builtin.Impl.of1("write", "write", (self, s) -> {
            written.append(s);
            return Py.None;
        }), null));
        call("print", "a", 1, "file=", file);
        assertEquals(4, written.size);
        assertEquals("a", str(written.items[0]));
        assertEquals(" ", str(written.items[1]));
        assertEquals("1", str(written.items[2]));
        assertEquals("\n", str(written.items[3]));
        assertEquals("", stdout());
    }

    @Test
    void printFollowsAReplacedSysStdout() {
        streams("");
        PyModule sys = SysModule.create();
        PyObject original = sys.dict.getItem("stdout");
        PyModule sink = new PyModule("sink");
        StringBuilder sb = new StringBuilder();
        sink.put("write", new PyBuiltinFunction(Builtin.Impl.of1("write", "write", (self, s) -> {
            sb.append(str(s));
            return Py.None;
        }), null));
        sys.put("stdout", sink);
        try {
            call("print", "captured");
        } finally {
            sys.put("stdout", original);
        }
        assertEquals("captured\n", sb.toString());
        sys.put("stdout", Py.None);
        try {
            assertSame(Py.None, call("print", "nowhere"));
        } finally {
            sys.put("stdout", original);
        }
        assertEquals("", stdout());
    }

    @Test
    void printArgumentErrors() {
        streams("");
        assertEquals("TypeError: sep must be None or a string, not int",
                error(() -> call("print", "sep=", 1)));
        assertEquals("TypeError: end must be None or a string, not int",
                error(() -> call("print", "end=", 1)));
        assertEquals("AttributeError: 'int' object has no attribute 'write'",
                error(() -> call("print", "file=", 1)));
        assertEquals("TypeError: print() got an unexpected keyword argument 'foo'",
                error(() -> call("print", "foo=", 1)));
    }

    @Test
    void stdoutWriteReturnsTheLength() {
        streams("");
        PyObject write = SysModule.stdout().getAttr(PyStr.intern("write"));
        assertEquals(3, ((PyInt) call(write, "a\ud83d\ude00b")).value);
        assertEquals("TypeError: write() argument must be str, not int",
                error(() -> call(write, 1)));
        assertEquals("a\ud83d\ude00b", stdout());
    }

    @Test
    void inputReadsLines() {
        streams("first\r\nsecond\nlast");
        assertEquals("first", str(call("input", "prompt> ")));
        assertEquals("prompt> ", stdout());
        assertEquals("second", str(call("input")));
        assertEquals("last", str(call("input")));
        assertEquals("EOFError: EOF when reading a line", error(() -> call("input")));
    }

    @Test
    void stdinIsIterableByLines() {
        streams("a\nb\n");
        PyObject stdin = SysModule.stdin();
        assertEquals("a\n", str(BuiltinFunctions.next(stdin)));
        assertEquals("b\n", str(call(stdin.getAttr(PyStr.intern("readline")))));
        assertEquals("", str(call(stdin.getAttr(PyStr.intern("read")))));
    }
}
