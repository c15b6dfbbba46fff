package org.specializer.core.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.specializer.core.ast.SyntaxErrorException;

class ParserSmokeTest {
    private static String dump(String src) {
        return AstDump.dump(Parser.parse(src, "<test>", Parser.Mode.EXEC));
    }

    @Test
    void assignmentOfSum() {
        assertEquals("Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp("
                + "left=Constant(value=1), op=Add(), right=Constant(value=2)))])", dump("x = 1 + 2\n"));
    }

    @Test
    void evalMode() {
        assertEquals("Expression(body=Name(id='x', ctx=Load()))",
                AstDump.dump(Parser.parse("x", "<test>", Parser.Mode.EVAL)));
    }

    @Test
    void invalidSyntaxHasCPythonPosition() {
        SyntaxErrorException e = assertThrows(SyntaxErrorException.class, () -> dump("a b\n"));
        assertEquals("invalid syntax", e.msg());
        assertEquals(1, e.line());
        assertEquals(3, e.column());
        assertEquals(4, e.endColumn());
        assertEquals("a b", e.sourceLine());
    }
}
