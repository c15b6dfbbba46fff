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
    void complexLiteralPatternsParseAsCPythonsAst() {
        assertEquals("Module(body=[Match(subject=Name(id='x', ctx=Load()), cases=[match_case("
                + "pattern=MatchValue(value=Constant(value=1j)), body=[Pass()])])])",
                parse("match x:\n    case 1j: pass\n"));
        assertEquals("Module(body=[Match(subject=Name(id='x', ctx=Load()), cases=[match_case("
                + "pattern=MatchValue(value=BinOp(left=UnaryOp(op=USub(), operand=Constant("
                + "value=1)), op=Sub(), right=Constant(value=2j))), body=[Pass()])])])",
                parse("match x:\n    case -1 - 2j: pass\n"));
        assertEquals("ERR SyntaxError 2 10 2 12 real number required in complex literal",
                parse("match x:\n    case 1j + 2j: pass\n"));
        assertEquals("ERR SyntaxError 2 14 2 15 imaginary number required in complex literal",
                parse("match x:\n    case 1 + 2: pass\n"));
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
    void typeStartsATypeAliasOnlyBeforeANameAndEqualsOrBracket() {
        assertEquals("Module(body=[TypeAlias(name=Name(id='Alias', ctx=Store()), "
                + "value=Name(id='int', ctx=Load()))])", parse("type Alias = int"));
        assertEquals("Module(body=[TypeAlias(name=Name(id='A', ctx=Store()), "
                + "type_params=[TypeVar(name='T')], value=Name(id='T', ctx=Load()))])",
                parse("type A[T] = T"));
        assertEquals("Module(body=[Expr(value=Subscript(value=Name(id='type', ctx=Load()), "
                + "slice=Name(id='int', ctx=Load()), ctx=Load()))])", parse("type[int]"));
        assertEquals("ERR SyntaxError 1 7 1 8 invalid syntax", parse("type x.y = 1"));
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
