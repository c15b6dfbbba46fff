package org.specializer.core.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.core.builtins.BuiltinsTestSupport.call;
import static org.specializer.core.builtins.BuiltinsTestSupport.error;
import static org.specializer.core.builtins.BuiltinsTestSupport.items;
import static org.specializer.core.builtins.BuiltinsTestSupport.longOf;
import static org.specializer.core.builtins.BuiltinsTestSupport.str;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

class BuiltinFunctionsTest {

    @Test
    void moduleHasTheNamesAndTypes() {
        PyDict d = BuiltinsTestSupport.BUILTINS.dict;
        for (String n : new String[] {"abs", "all", "any", "ascii", "bin", "callable", "chr",
            "delattr", "dir", "divmod", "format", "getattr", "globals", "hasattr", "hash", "hex",
            "id", "input", "isinstance", "issubclass", "iter", "len", "locals", "max", "min",
            "next", "oct", "ord", "pow", "print", "repr", "round", "setattr", "sorted", "sum",
            "vars", "exec", "eval", "compile", "breakpoint", "open", "__import__", "exit",
            "quit"}) {
            assertTrue(d.getItem(n) != null, n);
        }
        assertSame(PyInt.TYPE, d.getItem("int"));
        assertSame(PyType.OBJECT, d.getItem("object"));
        assertSame(PyEnumerate.TYPE, d.getItem("enumerate"));
        assertSame(PyExc.OSError, d.getItem("IOError"));
        assertSame(PyExc.OSError, d.getItem("EnvironmentError"));
        assertSame(PyExc.ValueError, d.getItem("ValueError"));
        assertSame(Py.True, d.getItem("__debug__"));
        assertSame(Py.Ellipsis, d.getItem("Ellipsis"));
        assertEquals("builtins", str(d.getItem("__name__")));
    }

    @Test
    void lenAndItsErrors() {
        assertEquals(3, longOf(call("len", "abc")));
        assertEquals(2, longOf(call("len", PyList.of(PyInt.ONE, PyInt.ONE))));
        assertEquals("TypeError: object of type 'int' has no len()", error(() -> call("len", 1)));
        assertEquals("TypeError: len() takes exactly one argument (0 given)",
                error(() -> call("len")));
        assertEquals("TypeError: len() takes no keyword arguments",
                error(() -> call("len", "x=", 1)));
    }

    /** A container whose length does not fit in a Java int. */
    static final class Huge extends PyObject {
        static final PyType TYPE = PyType.builtin("huge", Huge.class, PyType.OBJECT, 0,
                t -> t.method0("__len__", self -> ((Huge) self).length));
        final PyObject length;

        Huge(PyObject length) {
            super(TYPE);
            this.length = length;
        }
    }

    @Test
    void lenIsAnIndexSizedInt() {
        assertEquals(1L << 40, longOf(call("len", new Huge(PyInt.of(1L << 40)))));
        assertEquals("ValueError: __len__() should return >= 0",
                error(() -> call("len", new Huge(PyInt.of(-1)))));
        assertEquals("OverflowError: cannot fit 'int' into an index-sized integer",
                error(() -> call("len", new Huge(Py.newInt(BigInteger.TWO.pow(70))))));
        assertEquals("TypeError: 'str' object cannot be interpreted as an integer",
                error(() -> call("len", new Huge(PyStr.of("x")))));
    }

    @Test
    void chrAndOrd() {
        assertEquals("a", str(call("chr", 97)));
        assertEquals("\u263a", str(call("chr", 0x263a)));
        assertEquals("\ud83d\ude00", str(call("chr", 0x1f600)));
        assertEquals("ValueError: chr() arg not in range(0x110000)",
                error(() -> call("chr", 0x110000)));
        assertEquals("ValueError: chr() arg not in range(0x110000)", error(() -> call("chr", -1)));
        assertEquals("ValueError: chr() arg not in range(0x110000)",
                error(() -> call("chr", BigInteger.TWO.pow(100))));
        assertEquals("TypeError: 'str' object cannot be interpreted as an integer",
                error(() -> call("chr", "a")));
        assertEquals(97, longOf(call("ord", "a")));
        assertEquals(0x1f600, longOf(call("ord", "\ud83d\ude00")));
        assertEquals(255, longOf(call("ord", new PyBytes(new byte[] {(byte) 255}))));
        assertEquals("TypeError: ord() expected a character, but string of length 2 found",
                error(() -> call("ord", "ab")));
        assertEquals("TypeError: ord() expected a character, but string of length 0 found",
                error(() -> call("ord", "")));
        assertEquals("TypeError: ord() expected string of length 1, but int found",
                error(() -> call("ord", 1)));
    }

    @Test
    void binOctHex() {
        assertEquals("0b1010", str(call("bin", 10)));
        assertEquals("-0b1010", str(call("bin", -10)));
        assertEquals("0b0", str(call("bin", 0)));
        assertEquals("0xff", str(call("hex", 255)));
        assertEquals("-0xff", str(call("hex", -255)));
        assertEquals("0o10", str(call("oct", 8)));
        assertEquals("-0o10", str(call("oct", -8)));
        assertEquals("0x10000000000000000", str(call("hex", BigInteger.TWO.pow(64))));
        assertEquals("-0b1" + "0".repeat(63), str(call("bin", Long.MIN_VALUE)));
        assertEquals("0b1", str(call("bin", true)));
        assertEquals("TypeError: 'float' object cannot be interpreted as an integer",
                error(() -> call("hex", 1.5)));
        assertEquals("TypeError: 'NoneType' object cannot be interpreted as an integer",
                error(() -> call("oct", (Object) null)));
    }

    @Test
    void asciiEscapesNonAscii() {
        assertEquals("'caf\\xe9'", str(call("ascii", "caf\u00e9")));
        assertEquals("'\\u20ac\\U0001f600'", str(call("ascii", "\u20ac\ud83d\ude00")));
        assertEquals("'abc'", str(call("ascii", "abc")));
    }

    @Test
    void attributes() {
        PyModule m = new PyModule("m");
        call("setattr", m, "x", 5);
        assertEquals(5, longOf(call("getattr", m, "x")));
        assertSame(Py.True, call("hasattr", m, "x"));
        assertSame(Py.False, call("hasattr", m, "y"));
        assertEquals("dflt", str(call("getattr", m, "y", "dflt")));
        call("delattr", m, "x");
        assertSame(Py.False, call("hasattr", m, "x"));
        assertEquals("AttributeError: module 'm' has no attribute 'x'",
                error(() -> call("getattr", m, "x")));
        assertEquals("TypeError: attribute name must be string, not 'int'",
                error(() -> call("getattr", m, 2)));
        assertEquals("TypeError: attribute name must be string, not 'int'",
                error(() -> call("hasattr", m, 2)));
        assertEquals("TypeError: getattr expected at least 2 arguments, got 1",
                error(() -> call("getattr", m)));
        assertEquals("TypeError: setattr expected 3 arguments, got 2",
                error(() -> call("setattr", m, "a")));
        assertEquals("AttributeError: 'int' object has no attribute 'x' and no __dict__ for "
                + "setting new attributes", error(() -> call("setattr", 1, "x", 2)));
    }

    @Test
    void identityHashAndCallable() {
        PyObject a = new PyList();
        PyObject b = new PyList();
        assertEquals(longOf(call("id", a)), longOf(call("id", a)));
        assertNotEquals(longOf(call("id", a)), longOf(call("id", b)));
        assertEquals(longOf(call("hash", "abc")), PyStr.of("abc").pyHash());
        assertEquals(7, longOf(call("hash", 7)));
        assertSame(Py.True, call("callable", BuiltinsTestSupport.BUILTINS.dict.getItem("len")));
        assertSame(Py.True, call("callable", PyInt.TYPE));
        assertSame(Py.False, call("callable", 3));
        assertEquals("TypeError: callable() takes exactly one argument (0 given)",
                error(() -> call("callable")));
    }

    @Test
    void idsNeverCollideAmongLiveObjects() {
        Set<Long> seen = new HashSet<>();
        PyObject[] keep = new PyObject[20000];
        for (int i = 0; i < keep.length; i++) {
            keep[i] = new PyList();
            assertTrue(seen.add(ObjectIds.idOf(keep[i])));
        }
        assertEquals(ObjectIds.idOf(keep[123]), ObjectIds.idOf(keep[123]));
    }

    @Test
    void isinstanceAndIssubclass() {
        assertSame(Py.True, call("isinstance", 3, PyInt.TYPE));
        assertSame(Py.True, call("isinstance", true, PyInt.TYPE));
        assertSame(Py.False, call("isinstance", 3, PyTuple.of(PyStr.TYPE, PyList.TYPE)));
        assertSame(Py.True, call("issubclass", org.specializer.api.PyBool.TYPE, PyInt.TYPE));
        assertEquals("TypeError: isinstance() arg 2 must be a type, a tuple of types, or a union",
                error(() -> call("isinstance", 1, 2)));
        assertEquals("TypeError: issubclass() arg 1 must be a class",
                error(() -> call("issubclass", 1, PyInt.TYPE)));
        assertEquals("TypeError: isinstance expected 2 arguments, got 1",
                error(() -> call("isinstance", 1)));
    }

    @Test
    void iterAndNext() {
        PyObject it = call("iter", items(9, 8));
        assertEquals(9, longOf(call("next", it)));
        assertEquals(8, longOf(call("next", it)));
        assertEquals("empty", str(call("next", it, "empty")));
        assertEquals("StopIteration: ", error(() -> call("next", it)));
        assertEquals("TypeError: 'int' object is not an iterator", error(() -> call("next", 1)));
        assertEquals("TypeError: 'int' object is not iterable", error(() -> call("iter", 1)));
        assertEquals("TypeError: iter expected at least 1 argument, got 0",
                error(() -> call("iter")));
        assertEquals("TypeError: iter expected at most 2 arguments, got 3",
                error(() -> call("iter", 1, 2, 3)));
        assertEquals("TypeError: iter(v, w): v must be callable",
                error(() -> call("iter", 1, 2)));
        assertEquals("TypeError: next expected at most 2 arguments, got 3",
                error(() -> call("next", it, 1, 2)));
    }

    @Test
    void powRoundFormatAndDivmodErrors() {
        assertEquals(256, longOf(call("pow", 2, 8)));
        assertEquals(8, longOf(call("pow", 2, "exp=", 3)));
        assertEquals("TypeError: pow() missing required argument 'exp' (pos 2)",
                error(() -> call("pow", 2)));
        assertEquals("TypeError: pow() takes at most 3 arguments (4 given)",
                error(() -> call("pow", 2, 3, 4, 5)));
        assertEquals("TypeError: pow() got an unexpected keyword argument 'foo'",
                error(() -> call("pow", 2, 3, "foo=", 4)));
        assertEquals("TypeError: type str doesn't define __round__ method",
                error(() -> call("round", "s")));
        assertEquals("TypeError: round() takes at most 2 arguments (3 given)",
                error(() -> call("round", 1, 2, 3)));
        assertEquals("TypeError: round() got an unexpected keyword argument 'foo'",
                error(() -> call("round", 1.5, "foo=", 1)));
        assertEquals("TypeError: format() argument 2 must be str, not int",
                error(() -> call("format", 1, 2)));
        assertEquals("TypeError: format expected at least 1 argument, got 0",
                error(() -> call("format")));
        assertEquals("TypeError: divmod expected 2 arguments, got 1",
                error(() -> call("divmod", 1)));
        assertEquals("TypeError: bad operand type for abs(): 'str'",
                error(() -> call("abs", "a")));
    }

    @Test
    void threeArgumentPowUsesOnlyTheLeftOperand() {
        BuiltinsTestSupport.requires(PyInt.TYPE, "__pow__");
        assertEquals(1, longOf(call("pow", 3, 4, 5)));
        assertEquals("TypeError: unsupported operand type(s) for ** or pow(): 'int', 'int', "
                + "'str'", error(() -> call("pow", 2, 3, "x")));
        assertEquals("TypeError: unsupported operand type(s) for ** or pow(): 'str', 'int', "
                + "'int'", error(() -> call("pow", "a", 2, 3)));
    }

    @Test
    void exitRaisesSystemExit() {
        assertEquals("SystemExit: 3", error(() -> call("exit", 3)));
        assertEquals("SystemExit: ", error(() -> call("quit")));
    }

    @Test
    void openIsAClearError() {
        assertTrue(error(() -> call("open", "f.txt")).startsWith("NotImplementedError: open()"));
    }
}
