package org.specializer.core.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.SyntaxErrorException;

/** EVAL and SINGLE modes; expectations from CPython 3.13's ast.parse(src, mode=...). */
class ModesTest {
    private static String parse(String src, Parser.Mode mode) {
        try {
            return AstDump.dump(Parser.parse(src, "f", mode));
        } catch (SyntaxErrorException e) {
            return "ERR " + Fixtures.describe(e);
        }
    }

    @Test
    void evalReturnsAnExpression() {
        assertEquals("Expression(body=BinOp(left=Constant(value=1), op=Add(), right=Constant(value=2)))",
                parse("1 + 2", Parser.Mode.EVAL));
        assertEquals("Expression(body=Tuple(elts=[Name(id='x', ctx=Load()), Name(id='y', ctx=Load())], ctx=Load()))",
                parse("x, y", Parser.Mode.EVAL));
        assertEquals("Expression(body=Lambda(args=arguments(), body=Constant(value=0)))",
                parse("lambda: 0\n\n", Parser.Mode.EVAL));
        Ast.Mod m = Parser.parse("x", "f", Parser.Mode.EVAL);
        assertEquals(Ast.Expression.class, m.getClass());
    }

    @Test
    void evalRejectsStatements() {
        assertEquals("ERR SyntaxError 1 3 1 4 invalid syntax", parse("x = 1", Parser.Mode.EVAL));
        assertEquals("ERR SyntaxError 1 1 1 3 invalid syntax", parse("if x:\n  y\n", Parser.Mode.EVAL));
        assertEquals("ERR SyntaxError 1 1 1 6 invalid syntax", parse("yield x", Parser.Mode.EVAL));
        assertEquals("ERR SyntaxError 0 0 0 0 invalid syntax", parse("", Parser.Mode.EVAL));
        assertEquals("ERR SyntaxError 1 0 1 0 invalid syntax", parse("\n", Parser.Mode.EVAL));
        assertEquals("ERR IndentationError 1 1 1 -1 unexpected indent", parse(" 1", Parser.Mode.EVAL));
    }

    @Test
    void singleReturnsInteractive() {
        assertEquals("Interactive(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))])",
                parse("x = 1", Parser.Mode.SINGLE));
        assertEquals("Interactive(body=[If(test=Name(id='x', ctx=Load()), body=[Expr(value=Name(id='y', ctx=Load()))])])",
                parse("if x:\n  y\n", Parser.Mode.SINGLE));
        assertEquals("Interactive(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1)), "
                + "Assign(targets=[Name(id='y', ctx=Store())], value=Constant(value=2))])",
                parse("x = 1; y = 2", Parser.Mode.SINGLE));
        assertEquals("Interactive(body=[Expr(value=Yield(value=Name(id='x', ctx=Load())))])",
                parse("yield x", Parser.Mode.SINGLE));
    }

    @Test
    void singleRejectsSeveralStatements() {
        assertEquals("ERR SyntaxError 1 6 1 7 multiple statements found while compiling a single statement",
                parse("x = 1\ny = 2", Parser.Mode.SINGLE));
        assertEquals("ERR SyntaxError 0 0 0 0 invalid syntax", parse("", Parser.Mode.SINGLE));
        assertEquals("ERR SyntaxError 1 0 1 0 invalid syntax", parse("\n", Parser.Mode.SINGLE));
    }

    @Test
    void execOfNothingIsAnEmptyModule() {
        assertEquals("Module()", parse("", Parser.Mode.EXEC));
        assertEquals("Module()", parse("\n\n# comment\n   \n", Parser.Mode.EXEC));
    }
}
