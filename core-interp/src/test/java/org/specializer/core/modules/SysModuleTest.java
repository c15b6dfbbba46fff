package org.specializer.core.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.builtins.Builtins;

class SysModuleTest {
    private static final PyModule SYS = SysModule.create();

    private static PyObject attr(String name) {
        return SYS.getAttr(PyStr.intern(name));
    }

    private static PyObject call(String name, PyObject... args) {
        return attr(name).call(args, Py.NO_KWNAMES);
    }

    private static String error(Runnable r) {
        PyException e = assertThrows(PyException.class, r::run);
        return e.pyType().getName() + ": " + Abstract.str(e.value).value;
    }

    private static long longOf(PyObject o) {
        return ((PyInt) o).value;
    }

    @Test
    void oneModulePerProcess() {
        assertSame(SYS, SysModule.create());
        assertSame(SYS, SysModule.modules().getItem("sys"));
        assertSame(SysModule.modules(), attr("modules"));
        assertSame(SysModule.path(), attr("path"));
    }

    @Test
    void argvIsSetInPlace() {
        PyList argv = (PyList) attr("argv");
        SysModule.setArgv(List.of("prog.py", "-x"));
        assertSame(argv, attr("argv"));
        assertEquals(2, argv.size);
        assertEquals("-x", ((PyStr) argv.items[1]).value);
    }

    @Test
    void numbersAndNames() {
        assertEquals(Long.MAX_VALUE, longOf(attr("maxsize")));
        assertEquals(0x10ffff, longOf(attr("maxunicode")));
        assertEquals("little", ((PyStr) attr("byteorder")).value);
        assertEquals("linux", ((PyStr) attr("platform")).value);
        assertTrue(((PyStr) attr("version")).value.startsWith("3.13.0 "));
        assertEquals(0x030d00f0, longOf(attr("hexversion")));
        assertEquals("utf-8", ((PyStr) call("getdefaultencoding")).value);
    }

    @Test
    void versionInfoIsANamedTuple() {
        PyObject vi = attr("version_info");
        assertTrue(vi instanceof PyTuple);
        assertTrue(vi.type.isSubtype(PyTuple.TYPE));
        assertEquals(3, longOf(vi.getAttr(PyStr.intern("major"))));
        assertEquals(13, longOf(vi.getAttr(PyStr.intern("minor"))));
        assertEquals("final", ((PyStr) vi.getAttr(PyStr.intern("releaselevel"))).value);
        assertEquals(5, ((PyTuple) vi).items.length);
        assertEquals("sys.version_info(major=3, minor=13, micro=0, releaselevel='final', "
                + "serial=0)", Abstract.repr(vi).value);
        assertEquals("<class 'sys.version_info'>", vi.type.toString());
        PyObject impl = attr("implementation");
        assertEquals("specializer", ((PyStr) impl.getAttr(PyStr.intern("name"))).value);
        assertEquals("specializer-313", ((PyStr) impl.getAttr(PyStr.intern("cache_tag"))).value);
        assertSame(vi, impl.getAttr(PyStr.intern("version")));
    }

    @Test
    void hashAndIntInfo() {
        PyObject hi = attr("hash_info");
        assertEquals(64, longOf(hi.getAttr(PyStr.intern("width"))));
        assertEquals((1L << 61) - 1, longOf(hi.getAttr(PyStr.intern("modulus"))));
        assertEquals(314159, longOf(hi.getAttr(PyStr.intern("inf"))));
        assertEquals(0, longOf(hi.getAttr(PyStr.intern("nan"))));
        assertEquals(1000003, longOf(hi.getAttr(PyStr.intern("imag"))));
        assertEquals("siphash13", ((PyStr) hi.getAttr(PyStr.intern("algorithm"))).value);
        PyObject ii = attr("int_info");
        assertEquals(4300, longOf(ii.getAttr(PyStr.intern("default_max_str_digits"))));
        assertEquals(53, longOf(attr("float_info").getAttr(PyStr.intern("mant_dig"))));
    }

    @Test
    void recursionLimitChecks() {
        assertEquals("ValueError: recursion limit must be greater or equal than 1",
                error(() -> call("setrecursionlimit", PyInt.of(0))));
        assertTrue(longOf(call("getrecursionlimit")) >= 1);
    }

    @Test
    void intMaxStrDigits() {
        assertEquals(4300, longOf(call("get_int_max_str_digits")));
        assertEquals("ValueError: maxdigits must be 0 or larger than 640",
                error(() -> call("set_int_max_str_digits", PyInt.of(5))));
        call("set_int_max_str_digits", PyInt.of(0));
        assertEquals(0, SysModule.intMaxStrDigits());
        call("set_int_max_str_digits", PyInt.of(4300));
        assertEquals(4300, SysModule.intMaxStrDigits());
    }

    @Test
    void asyncgenHooksAreKeptUntilReplacedOrCleared() {
        PyObject len = Builtins.create().dict.getItem(PyStr.intern("len"));
        PyObject hooks = call("get_asyncgen_hooks");
        assertEquals("asyncgen_hooks(firstiter=None, finalizer=None)", Abstract.repr(hooks).value);
        attr("set_asyncgen_hooks").call(new PyObject[] {len},
                new PyStr[] {PyStr.intern("finalizer")});
        call("set_asyncgen_hooks", len);
        hooks = call("get_asyncgen_hooks");
        assertSame(len, hooks.getAttr(PyStr.intern("firstiter")));
        assertSame(len, ((PyTuple) hooks).items[1], "a hook not passed is left as it was");
        assertEquals("TypeError: callable finalizer expected, got int",
                error(() -> call("set_asyncgen_hooks", PyInt.of(1), PyInt.of(2))));
        assertSame(len, ((PyTuple) call("get_asyncgen_hooks")).items[0], "nothing changed");
        call("set_asyncgen_hooks", Py.None, Py.None);
        assertEquals("asyncgen_hooks(firstiter=None, finalizer=None)",
                Abstract.repr(call("get_asyncgen_hooks")).value);
        assertEquals("TypeError: function takes at most 2 arguments (3 given)",
                error(() -> call("set_asyncgen_hooks", Py.None, Py.None, Py.None)));
    }

    @Test
    void exitRaisesSystemExitWithTheCode() {
        PyException e = assertThrows(PyException.class, () -> call("exit", PyInt.of(3)));
        assertTrue(e.matches(PyExc.SystemExit));
        assertEquals(1, e.value.args.items.length);
        PyException none = assertThrows(PyException.class, () -> call("exit"));
        assertEquals(0, none.value.args.items.length);
        PyException pair = assertThrows(PyException.class,
                () -> call("exit", PyTuple.of(PyInt.ONE, PyInt.of(2))));
        assertEquals(2, pair.value.args.items.length);
        PyBaseException v = pair.value;
        assertEquals(PyExc.SystemExit, v.type);
    }

    @Test
    void internAndExcInfo() {
        PyStr a = (PyStr) call("intern", new PyStr("some name"));
        assertSame(a, call("intern", new PyStr("some name")));
        assertEquals("TypeError: intern() argument must be str, not int",
                error(() -> call("intern", PyInt.ONE)));
        PyTuple info = (PyTuple) call("exc_info");
        assertEquals(3, info.items.length);
    }

    @Test
    void getsizeofGivesCPythonsNumbers() {
        assertEquals(28, longOf(call("getsizeof", PyInt.of(0))));
        assertEquals(28, longOf(call("getsizeof", PyInt.of(1))));
        assertEquals(32, longOf(call("getsizeof", PyInt.of(1L << 30))));
        assertEquals(40, longOf(call("getsizeof",
                Py.newInt(java.math.BigInteger.TWO.pow(100)))));
        assertEquals(24, longOf(call("getsizeof", new org.specializer.api.PyFloat(1.0))));
        assertEquals(41, longOf(call("getsizeof", PyStr.EMPTY)));
        assertEquals(44, longOf(call("getsizeof", PyStr.of("abc"))));
        assertEquals(61, longOf(call("getsizeof", PyStr.of("\u00e9"))));
        assertEquals(60, longOf(call("getsizeof", PyStr.of("\u20ac"))));
        assertEquals(64, longOf(call("getsizeof", PyStr.of("\ud83d\ude00"))));
        assertEquals(56, longOf(call("getsizeof", new PyList())));
        assertEquals(40, longOf(call("getsizeof", PyTuple.EMPTY)));
        assertEquals(56, longOf(call("getsizeof", PyTuple.of(PyInt.ONE, PyInt.ONE))));
        assertEquals(16, longOf(call("getsizeof", Py.None)));
        assertTrue(attr("getsizeof") != null && !(call("getsizeof", PyInt.ONE)
                instanceof PyBigInt));
    }

    @Test
    void standardStreamsAreInstalled() {
        assertSame(StdStreams.stdout(), attr("__stdout__"));
        assertSame(StdStreams.stderr(), attr("__stderr__"));
        assertSame(StdStreams.stdin(), attr("__stdin__"));
        PyObject out = attr("stdout");
        assertEquals("utf-8", ((PyStr) out.getAttr(PyStr.intern("encoding"))).value);
        assertEquals("<stdout>", ((PyStr) out.getAttr(PyStr.intern("name"))).value);
        assertEquals(1, longOf(Abstract.callMethod(out, PyStr.intern("fileno"))));
        assertEquals("_io", out.type.getModuleName());
        assertEquals("TextIOWrapper", out.type.getName());
    }
}
