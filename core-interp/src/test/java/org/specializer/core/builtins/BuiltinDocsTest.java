package org.specializer.core.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.specializer.core.Interpreter;
import org.specializer.core.modules.StdStreams;

/**
 * The documentation of builtins: {@code __text_signature__} as CPython 3.13's for the names in
 * {@code text_signatures.txt} (recorded from CPython by {@code make_text_signatures.py} beside
 * it), a docstring for every builtin function, and the descriptor kinds {@code types} and
 * {@code inspect} tell apart.
 */
@Timeout(120)
class BuiltinDocsTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private String run(String source) {
        StdStreams.install(new ByteArrayInputStream(new byte[0]), out, err, false);
        int status = Interpreter.runHere(source, "<test>", List.of("<test>"), "",
                new Interpreter.Options());
        StdStreams.flushAll();
        return out.toString(StandardCharsets.UTF_8) + (status == 0 ? ""
                : "status " + status + "\n" + err.toString(StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        StdStreams.install(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new ByteArrayOutputStream(), false);
    }

    private static List<String> fixture() throws IOException {
        try (InputStream in = BuiltinDocsTest.class.getResourceAsStream("text_signatures.txt")) {
            List<String> lines = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .split("\n")) {
                if (!line.isEmpty()) {
                    lines.add(line);
                }
            }
            return lines;
        }
    }

    /**
     * The types of the {@code types} module, made as Lib's types.py makes them (Lib is not on
     * this module's path).
     */
    private static final String TYPES = String.join("\n",
            "import sys",
            "class types:",
            "    def _f(): pass",
            "    FunctionType = type(_f)",
            "    CodeType = type(_f.__code__)",
            "    MappingProxyType = type(type.__dict__)",
            "    SimpleNamespace = type(sys.implementation)",
            "    def _cell_factory():",
            "        a = 1",
            "        def f(): nonlocal a",
            "        return f.__closure__[0]",
            "    CellType = type(_cell_factory())",
            "    def _g(): yield 1",
            "    GeneratorType = type(_g())",
            "    async def _c(): pass",
            "    _c = _c()",
            "    CoroutineType = type(_c)",
            "    _c.close()",
            "    async def _ag(): yield",
            "    AsyncGeneratorType = type(_ag())",
            "    class _C:",
            "        def _m(self): pass",
            "    MethodType = type(_C()._m)",
            "    BuiltinFunctionType = type(len)",
            "    BuiltinMethodType = type([].append)",
            "    WrapperDescriptorType = type(object.__init__)",
            "    MethodWrapperType = type(object().__str__)",
            "    MethodDescriptorType = type(str.join)",
            "    ClassMethodDescriptorType = type(dict.__dict__['fromkeys'])",
            "    ModuleType = type(sys)",
            "    try:",
            "        raise TypeError",
            "    except TypeError as exc:",
            "        TracebackType = type(exc.__traceback__)",
            "        FrameType = type(exc.__traceback__.tb_frame)",
            "    GetSetDescriptorType = type(FunctionType.__code__)",
            "    MemberDescriptorType = type(FunctionType.__globals__)",
            "    GenericAlias = type(list[int])",
            "    UnionType = type(int | str)",
            "");

    @Test
    void textSignaturesAreCPython313s() throws IOException {
        List<String> lines = fixture();
        StringBuilder program = new StringBuilder(TYPES);
        StringBuilder expected = new StringBuilder();
        for (String line : lines) {
            String name = line.substring(0, line.indexOf('\t'));
            program.append("print(").append(pyString(name)).append(", repr(getattr(")
                    .append(name).append(", '__text_signature__', None)), sep='\\t')\n");
            expected.append(line).append('\n');
        }
        assertEquals(expected.toString(), run(program.toString()));
    }

    private static String pyString(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    @Test
    void everyBuiltinFunctionHasADocstring() {
        assertEquals("True []\n", run(TYPES + String.join("\n",
                "import builtins",
                "fs = [n for n, v in vars(builtins).items()",
                "      if isinstance(v, types.BuiltinFunctionType)]",
                "print(len(fs) >= 45, [n for n in fs",
                "                if not isinstance(getattr(builtins, n).__doc__, str)",
                "                or not getattr(builtins, n).__doc__.strip()])",
                "")));
    }

    @Test
    void everyBuiltinClassAndSysFunctionHasADocstring() {
        // as in CPython, ExceptionGroup has no docstring
        assertEquals("['ExceptionGroup'] []\n", run(TYPES + String.join("\n",
                "import builtins",
                "print([n for n, v in vars(builtins).items()",
                "       if isinstance(v, type) and not (v.__doc__ or '').strip()],",
                "      [n for n, v in vars(sys).items()",
                "       if isinstance(v, types.BuiltinFunctionType) and not n.startswith('_')",
                "       and not (v.__doc__ or '').strip()])",
                "")));
    }

    @Test
    void docIsTheTextAfterTheSignature() {
        assertEquals("True False True\nTrue True\n", run(String.join("\n",
                "print(len.__doc__.startswith('Return'), '--' in len.__doc__,",
                "      str.join.__doc__ == ''.join.__doc__)",
                "print((1).__doc__ == int.__doc__ == vars(int)['__doc__'],",
                "      dict.__dict__['fromkeys'].__doc__ == dict.fromkeys.__doc__)",
                "")));
    }

    @Test
    void descriptorKindsAsCPythons() {
        assertEquals(String.join("\n",
                "wrapper_descriptor method-wrapper method_descriptor classmethod_descriptor",
                "getset_descriptor member_descriptor builtin_function_or_method",
                "<slot wrapper '__init__' of 'object' objects>",
                "<method 'join' of 'str' objects> <method 'fromkeys' of 'dict' objects>",
                "<member '__globals__' of 'function' objects> <member 'x' of 'C' objects>",
                "<attribute '__code__' of 'function' objects> <built-in function len>",
                "True True <built-in method __new__ of type object at 0x> int.__new__",
                "<method-wrapper '__str__' of C object at 0x> C True object.__str__ <class 'object'>",
                "<built-in method join of str object at 0x> str.join",
                "object.__init__ object __init__ <class 'object'>",
                ""), run(TYPES + String.join("\n",
                "def a(r): return r[:r.index(' at 0x') + 6] + r[-1]",
                "print(*(t.__name__ for t in (types.WrapperDescriptorType,",
                "      types.MethodWrapperType, types.MethodDescriptorType,",
                "      types.ClassMethodDescriptorType)))",
                "print(*(t.__name__ for t in (types.GetSetDescriptorType,",
                "      types.MemberDescriptorType, types.BuiltinFunctionType)))",
                "class C:",
                "    __slots__ = ('x',)",
                "print(object.__init__)",
                "print(str.join, dict.__dict__['fromkeys'])",
                "print(types.FunctionType.__globals__, C.x)",
                "print(types.FunctionType.__code__, len)",
                "print(type(int.__add__) is types.WrapperDescriptorType,",
                "      type(dict.__getitem__) is types.MethodDescriptorType,",
                "      a(repr(int.__new__)), int.__new__.__qualname__)",
                "m = C().__str__",
                "print(a(repr(m)), type(m.__self__).__name__, m.__self__ is not None,",
                "      m.__qualname__, m.__objclass__)",
                "print(a(repr('x'.join)), 'x'.join.__qualname__)",
                "d = object.__init__",
                "print(d.__qualname__, d.__objclass__.__name__, d.__name__, d.__objclass__)",
                "")));
    }
}
