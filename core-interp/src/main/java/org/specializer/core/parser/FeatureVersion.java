package org.specializer.core.parser;

import java.lang.reflect.RecordComponent;
import java.util.List;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.SyntaxErrorException;

/**
 * {@code ast.parse(source, feature_version=(3, N))}: syntax newer than Python 3.N is a
 * SyntaxError with CPython's message ("Assignment expressions are only supported in Python 3.8
 * and greater"), so that tools checking code for an older Python see what CPython's parser
 * reports under {@code _feature_version}. The check walks the tree the parser made, a node
 * after its parts (CPython checks when a grammar rule completes), and reports the first
 * construct too new, at its position.
 *
 * <p>Covered, with the version each needs: async functions, await, async for and with, the
 * {@code @} operator (3.5); async comprehensions, variable annotations, underscores in numbers
 * (3.6); positional-only parameters and assignment expressions (3.8), pattern matching
 * (3.10), exception groups (3.11), type parameter lists and the type statement (3.12), type
 * parameter defaults (3.13). {@code async} and {@code await} as plain names (Python before
 * 3.7) stay keywords whatever the version.
 */
public final class FeatureVersion {
    private FeatureVersion() {}

    /** Throws the SyntaxError for the first construct of {@code mod} newer than 3.minor. */
    public static void check(Ast.Mod mod, int minor, String filename, String source) {
        if (minor >= 13) {
            return;
        }
        if (minor < 6 && source != null) {
            // the tree keeps no underscores of numbers: the tokens do
            for (Token t : new Tokenizer(source, filename).tokenize()) {
                if (t.kind == TokenKind.NUMBER && t.text.indexOf('_') >= 0) {
                    throw new SyntaxErrorException("Underscores in numeric literals are only "
                            + "supported in Python 3.6 and greater", filename, t.line,
                            t.col + 1, null);
                }
            }
        }
        new FeatureVersion.Walk(minor, filename).node(mod);
    }

    private record Walk(int minor, String filename) {
        void node(Object o) {
            if (o instanceof List<?> list) {
                for (Object item : list) {
                    node(item);
                }
                return;
            }
            if (!(o instanceof Ast.Node n)) {
                return;
            }
            for (RecordComponent c : n.getClass().getRecordComponents()) {
                if (c.getType() == Ast.Loc.class) {
                    continue;
                }
                try {
                    node(c.getAccessor().invoke(n));
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
            // after its parts, as CPython's grammar checks a version when a rule completes
            visit(n);
        }

        private void visit(Ast.Node n) {
            if (n instanceof Ast.FunctionDef f && f.isAsync()) {
                need(5, "Async functions are", f.loc());
            } else if (n instanceof Ast.Await a) {
                need(5, "Await expressions are", a.loc());
            } else if (n instanceof Ast.For f && f.isAsync()) {
                need(5, "Async for loops are", f.loc());
            } else if (n instanceof Ast.With w && w.isAsync()) {
                need(5, "Async with statements are", w.loc());
            } else if (n instanceof Ast.Comprehension c && c.isAsync()) {
                need(6, "Async comprehensions are", c.loc());
            } else if (n instanceof Ast.BinOp b && b.op() == Ast.Operator.MATMULT
                    || n instanceof Ast.AugAssign g && g.op() == Ast.Operator.MATMULT) {
                need(5, "The '@' operator is", n.loc());
            } else if (n instanceof Ast.AnnAssign a) {
                need(6, "Variable annotation syntax is", a.loc());
            }
            if (n instanceof Ast.Arguments a && !a.posonlyargs().isEmpty()) {
                need(8, "Positional-only parameters are", a.posonlyargs().get(0).loc());
            } else if (n instanceof Ast.NamedExpr e) {
                need(8, "Assignment expressions are", e.loc());
            } else if (n instanceof Ast.Match m) {
                need(10, "Pattern matching is", m.loc());
            } else if (n instanceof Ast.Try t && t.star()) {
                need(11, "Exception groups are", t.loc());
            } else if (n instanceof Ast.TypeAlias t) {
                need(12, "Type statement is", t.loc());
            } else if (n instanceof Ast.FunctionDef f && !f.typeParams().isEmpty()) {
                need(12, "Type parameter lists are", f.loc());
            } else if (n instanceof Ast.ClassDef c && !c.typeParams().isEmpty()) {
                need(12, "Type parameter lists are", c.loc());
            } else if (n instanceof Ast.TypeVar v && v.defaultValue() != null
                    || n instanceof Ast.ParamSpec p && p.defaultValue() != null
                    || n instanceof Ast.TypeVarTuple u && u.defaultValue() != null) {
                need(13, "Type parameter defaults are", n.loc());
            }
        }

        private void need(int version, String what, Ast.Loc loc) {
            if (minor < version) {
                throw new SyntaxErrorException(what + " only supported in Python 3." + version
                        + " and greater", filename, loc.line(), loc.col() + 1, null);
            }
        }
    }
}
