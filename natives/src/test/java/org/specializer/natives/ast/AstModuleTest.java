package org.specializer.natives.ast;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.PyDict;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.interp.Runtime;
import org.specializer.natives.Python;

/**
 * The {@code _ast} module: trees from {@code compile(..., PyCF_ONLY_AST)} against CPython 3.13's
 * {@code ast.dump(..., include_attributes=True)} for six hundred sources
 * ({@code ast/dump_cases.txt}, non-ASCII ones included, whose columns are UTF-8 byte offsets),
 * trees compiled back to the same bytecode as their source, the node classes' construction
 * rules, and CPython's errors for malformed trees.
 */
class AstModuleTest {
    /** ast.dump(node, include_attributes=True), without Lib's ast module. */
    private static final String DUMP = "import _ast\n"
            + "def dump(node):\n"
            + "    if isinstance(node, _ast.AST):\n"
            + "        cls = type(node)\n"
            + "        args = []\n"
            + "        for name in node._fields:\n"
            + "            try:\n"
            + "                value = getattr(node, name)\n"
            + "            except AttributeError:\n"
            + "                continue\n"
            + "            if value is None and getattr(cls, name, ...) is None:\n"
            + "                continue\n"
            + "            if (value is None or value == []) and not isinstance(\n"
            + "                    node, (_ast.Constant, _ast.MatchSingleton)):\n"
            + "                continue\n"
            + "            args.append('%s=%s' % (name, dump(value)))\n"
            + "        for name in node._attributes:\n"
            + "            try:\n"
            + "                value = getattr(node, name)\n"
            + "            except AttributeError:\n"
            + "                continue\n"
            + "            if value is None and getattr(cls, name, ...) is None:\n"
            + "                continue\n"
            + "            args.append('%s=%s' % (name, dump(value)))\n"
            + "        return '%s(%s)' % (cls.__name__, ', '.join(args))\n"
            + "    if isinstance(node, list):\n"
            + "        return '[%s]' % ', '.join(dump(x) for x in node)\n"
            + "    return repr(node)\n";

    private record Case(String source, String dump) {}

    private static List<Case> cases() throws IOException {
        String text;
        try (InputStream in = AstModuleTest.class.getResourceAsStream("/ast/dump_cases.txt")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<Case> out = new ArrayList<>();
        String src = null;
        for (String line : text.split("\n")) {
            if (line.startsWith("src ")) {
                src = unescape(line.substring(4));
            } else if (line.startsWith("pos ")) {
                out.add(new Case(src, line.substring(4)));
            }
        }
        return out;
    }

    /** Python's unicode_escape decoding, for the fixture's sources. */
    private static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char k = s.charAt(++i);
            switch (k) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case 'r' -> sb.append('\r');
                case 'x' -> {
                    sb.append((char) Integer.parseInt(s.substring(i + 1, i + 3), 16));
                    i += 2;
                }
                case 'u' -> {
                    sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                case 'U' -> {
                    sb.appendCodePoint(Integer.parseInt(s.substring(i + 1, i + 9), 16));
                    i += 8;
                }
                default -> sb.append(k);
            }
        }
        return sb.toString();
    }

    /** Runs {@code program} with {@code SRCS} bound to the cases' sources; the value of {@code OUT}. */
    private static List<String> runOverSources(List<Case> cases, String program) {
        Runtime.init();
        PyDict g = new PyDict();
        g.setItem(PyStr.intern("__name__"), PyStr.of("__test__"));
        g.setItem(PyStr.intern("__builtins__"), Runtime.builtinsModule());
        PyObject[] srcs = new PyObject[cases.size()];
        for (int i = 0; i < srcs.length; i++) {
            srcs[i] = PyStr.of(cases.get(i).source());
        }
        g.setItem(PyStr.intern("SRCS"), new PyList(srcs));
        Runtime.execSource(program, "<test>", g, g);
        List<String> out = new ArrayList<>();
        for (PyObject o : Abstract.toArray(g.getItem(PyStr.intern("OUT")))) {
            out.add(((PyStr) o).value);
        }
        return out;
    }

    @Test
    void treesMatchCPythonsDumpsWithPositions() throws IOException {
        List<Case> cases = cases();
        List<String> got = runOverSources(cases, DUMP
                + "OUT = [dump(compile(s, '<f>', 'exec', _ast.PyCF_ONLY_AST)) for s in SRCS]\n");
        for (int i = 0; i < cases.size(); i++) {
            assertEquals(cases.get(i).dump(), got.get(i), cases.get(i).source());
        }
    }

    @Test
    void treesCompileToTheSourcesBytecode() throws IOException {
        List<Case> cases = cases();
        List<String> got = runOverSources(cases, ""
                + "def codes(c):\n"
                + "    yield c.co_code, c.co_consts is not None and len(c.co_consts), "
                + "list(c.co_lines()), c.co_exceptiontable\n"
                + "    for k in c.co_consts:\n"
                + "        if type(k) is type(c):\n"
                + "            yield from codes(k)\n"
                + "OUT = []\n"
                + "for s in SRCS:\n"
                + "    try:\n"
                + "        direct = list(codes(compile(s, 'f', 'exec')))\n"
                + "    except SyntaxError:\n"
                + "        OUT.append('same')\n"
                + "        continue\n"
                + "    tree = compile(s, 'f', 'exec', 0x400)\n"
                + "    via = list(codes(compile(tree, 'f', 'exec')))\n"
                + "    OUT.append('same' if direct == via else 'differs: ' + s)\n");
        for (String r : got) {
            assertEquals("same", r);
        }
    }

    @Test
    void nodeClassesFollowThePythonAsdl() {
        assertEquals("('body', 'type_ignores')", Python.repr("import _ast", "_ast.Module._fields"));
        assertEquals("('lineno', 'col_offset', 'end_lineno', 'end_col_offset')",
                Python.repr("import _ast", "_ast.stmt._attributes"));
        assertEquals("'BinOp(expr left, operator op, expr right)'",
                Python.repr("import _ast", "_ast.BinOp.__doc__"));
        assertEquals("'cmpop = Eq | NotEq | Lt | LtE | Gt | GtE | Is | IsNot | In | NotIn'",
                Python.repr("import _ast", "_ast.cmpop.__doc__"));
        assertEquals("(<class 'ast.Name'>, <class 'ast.expr'>, <class 'ast.AST'>, "
                + "<class 'object'>)", Python.repr("import _ast", "_ast.Name.__mro__"));
        assertEquals("('id', 'ctx')", Python.repr("import _ast", "_ast.Name.__match_args__"));
        assertEquals("(None, None, 'ast')", Python.repr("import _ast",
                "(_ast.Return.value, _ast.expr.end_lineno, _ast.AST.__module__)"));
        assertEquals("(1024, 4096, 8192, 33792)", Python.repr("import _ast",
                "(_ast.PyCF_ONLY_AST, _ast.PyCF_TYPE_COMMENTS, _ast.PyCF_ALLOW_TOP_LEVEL_AWAIT,"
                        + " _ast.PyCF_OPTIMIZED_AST)"));
    }

    @Test
    void constructorsTakeFieldsAndDefaultTheRest() {
        assertEquals("{'id': 'x', 'ctx': True}", Python.repr("import _ast\nn = _ast.Name('x')",
                "{'id': n.id, 'ctx': type(n.ctx) is _ast.Load}"));
        assertEquals("([], [], None, [])", Python.repr("import _ast\nf = _ast.FunctionDef()",
                "(f.body, f.decorator_list, f.returns, f.type_params)"));
        assertEquals("(<class 'ast.Name'>, (None, None), {'id': 'x', 'ctx': 1, 'lineno': 3})",
                Python.repr("import _ast", "_ast.Name('x', 1, lineno=3).__reduce__()"));
        assertEquals("(<class 'ast.Constant'>, (None,), {'value': 1})",
                Python.repr("import _ast", "_ast.Constant(1).__reduce__()"));
        Python.raises("TypeError: Name constructor takes at most 2 positional arguments",
                "import _ast\n_ast.Name(1, 2, 3)\n");
        Python.raises("TypeError: Name got multiple values for argument 'id'",
                "import _ast\n_ast.Name('x', id='y')\n");
        Python.raises("TypeError: AST constructor takes at most 0 positional arguments",
                "import _ast\n_ast.AST(1)\n");
        assertEquals("{'a': 1}", Python.repr("import _ast\n"
                + "class N(_ast.AST):\n    _fields = ('a', 'b')\n", "N(1).__dict__"));
    }

    @Test
    void malformedTreesGetCPythonsErrors() {
        String pre = "import _ast as a\nL = dict(lineno=1, col_offset=0)\n";
        Python.raises("TypeError: required field \"lineno\" missing from stmt",
                pre + "compile(a.Module([a.Expr(a.Name('x', a.Load()))], []), 'f', 'exec')\n");
        Python.raises("TypeError: required field \"lineno\" missing from expr",
                pre + "compile(a.Module([a.Expr(1, **L)], []), 'f', 'exec')\n");
        Python.raises("ValueError: field 'value' is required for Expr",
                pre + "compile(a.Module([a.Expr(None, **L)], []), 'f', 'exec')\n");
        Python.raises("TypeError: Module field \"body\" must be a list, not a int",
                pre + "compile(a.Module(1), 'f', 'exec')\n");
        Python.raises("TypeError: got an invalid type in Constant: list",
                pre + "compile(a.Expression(a.Constant([1], **L)), 'f', 'eval')\n");
        Python.raises("TypeError: expected some sort of expr_context, but got 1",
                pre + "compile(a.Expression(a.Name('x', 1, **L)), 'f', 'eval')\n");
        Python.raises("ValueError: expression must have Load context but has Store instead",
                pre + "compile(a.Expression(a.Name('x', a.Store(), **L)), 'f', 'eval')\n");
        Python.raises("TypeError: expected Expression node, got Module",
                pre + "compile(a.Module([]), 'f', 'eval')\n");
        Python.raises("ValueError: AST node line range (3, 1) is not valid", pre
                + "compile(a.Expression(a.Constant(1, lineno=3, col_offset=0, end_lineno=1)), "
                + "'f', 'eval')\n");
        Python.raises("ValueError: empty body on FunctionDef", pre
                + "compile(a.Module([a.FunctionDef('f', a.arguments(), [], **L)]), 'f', 'exec')\n");
        Python.raises("TypeError: expected some sort of operator, but got None", pre
                + "compile(a.Expression(a.BinOp(a.Constant(1, **L), None, a.Constant(1, **L),"
                + " **L)), 'f', 'eval')\n");
        Python.raises("ValueError: identifier field can't represent 'None' constant", pre
                + "compile(a.Expression(a.Name('None', a.Load(), **L)), 'f', 'eval')\n");
    }

    @Test
    void treesEvaluate() {
        assertEquals("7", Python.repr("import _ast as a\n"
                + "t = compile('1 + 2 * 3', 'f', 'eval', a.PyCF_ONLY_AST)\n",
                "eval(compile(t, 'f', 'eval'))"));
        assertEquals("True", Python.repr("import _ast as a\n"
                + "t = compile('x = 1', 'f', 'exec', 0x400)\n", "compile(t, 'f', 'exec', 0x400) is t"));
        assertEquals("3", Python.repr("import _ast as a\n"
                + "t = compile('1 + 2', 'f', 'eval', a.PyCF_OPTIMIZED_AST)\n", "t.body.value"));
    }
}
