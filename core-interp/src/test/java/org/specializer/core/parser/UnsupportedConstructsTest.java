package org.specializer.core.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.specializer.core.ast.SyntaxErrorException;

/**
 * Constructs Specializer does not support are rejected with a SyntaxError that names them, at
 * the construct's position; the soft keywords stay ordinary names everywhere else (match
 * statements themselves are in the CPython fixtures).
 */
class UnsupportedConstructsTest {
    private static String parse(String src) {
        try {
            return AstDump.dump(Parser.parse(src, "f", Parser.Mode.EXEC));
        } catch (SyntaxErrorException e) {
            return "ERR " + Fixtures.describe(e);
        }
    }

    @Test
    void complexLiteralPatternsAreRejected() {
        assertEquals("ERR SyntaxError 2 10 2 12 complex numbers are not supported",
                parse("match x:\n    case 1j: pass\n"));
        assertEquals("ERR SyntaxError 2 14 2 16 complex numbers are not supported",
                parse("match x:\n    case 1 + 2j: pass\n"));
        assertEquals("ERR SyntaxError 2 11 2 13 complex numbers are not supported",
                parse("match x:\n    case {1j: y}: pass\n"));
    }

    @Test
    void matchAsAName() {
        assertEquals("Module(body=[Assign(targets=[Name(id='match', ctx=Store())], value=Constant(value=1))])",
                parse("match = 1"));
        assertEquals("Module(body=[Expr(value=Call(func=Name(id='match', ctx=Load()), args=[Name(id='x', ctx=Load())]))])",
                parse("match(x)"));
        assertEquals("Module(body=[Expr(value=BinOp(left=Name(id='match', ctx=Load()), op=Mult(), right=Name(id='x', ctx=Load())))])",
                parse("match * x"));
        assertEquals("Module(body=[Expr(value=Subscript(value=Name(id='match', ctx=Load()), slice=Name(id='x', ctx=Load()), ctx=Load()))])",
                parse("match[x]"));
        assertEquals("Module(body=[AnnAssign(target=Name(id='match', ctx=Store()), annotation=Name(id='int', ctx=Load()), simple=1)])",
                parse("match: int"));
    }

    @Test
    void typeParametersAreRejected() {
        assertEquals("ERR SyntaxError 1 6 1 7 type parameter lists are not supported by Specializer",
                parse("def f[T](x: T): pass"));
        assertEquals("ERR SyntaxError 1 8 1 9 type parameter lists are not supported by Specializer",
                parse("class C[T]: pass"));
        assertEquals("ERR SyntaxError 1 1 1 5 'type' statements are not supported by Specializer",
                parse("type Alias = list[int]"));
        assertEquals("ERR SyntaxError 1 1 1 5 'type' statements are not supported by Specializer",
                parse("type Alias[T] = list[T]"));
    }

    @Test
    void typeAsAName() {
        assertEquals("Module(body=[Expr(value=Call(func=Name(id='type', ctx=Load()), args=[Name(id='x', ctx=Load())]))])",
                parse("type(x)"));
        assertEquals("Module(body=[Assign(targets=[Name(id='type', ctx=Store())], value=Constant(value=1))])",
                parse("type = 1"));
    }

    @Test
    void imaginaryLiteralsAreConstants() {
        assertEquals("Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1j))])",
                parse("x = 1j"));
        assertEquals("Module(body=[Expr(value=Constant(value=1500j))])", parse("1.5e3J"));
        assertEquals("Module(body=[Expr(value=BinOp(left=Constant(value=2.5j), op=Add(), right=Constant(value=infj)))])",
                parse("2.5j + 1e400j"));
        assertEquals("ERR SyntaxError 1 2 1 2 invalid imaginary literal", parse("1jx"));
    }
}
