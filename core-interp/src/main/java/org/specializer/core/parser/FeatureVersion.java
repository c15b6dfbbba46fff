package org.specializer.core.parser;

import java.lang.reflect.RecordComponent;
import java.util.List;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.SyntaxErrorException;

/**
 * {@code ast.parse(source, feature_version=(3, N))}: syntax newer than Python 3.N is a
 * SyntaxError with CPython's message ("Assignment expressions are only supported in Python 3.8
 * and greater"), so that tools checking code for an older Python see what CPython's parser
 * reports under {@code _feature_version}. The check walks the tree the parser made, in source
 * order, and reports the first construct too new, at its position.
 *
 * <p>Covered, with the version each needs: positional-only parameters and assignment
 * expressions (3.8), pattern matching (3.10), exception groups (3.11), type parameter lists
 * and the type statement (3.12), type parameter defaults (3.13). CPython's older checks (async
 * and await as keywords before 3.7, and the like) are not made.
 */
public final class FeatureVersion {
    private FeatureVersion() {}

    /** Throws the SyntaxError for the first construct of {@code mod} newer than 3.minor. */
    public static void check(Ast.Mod mod, int minor, String filename) {
        if (minor >= 13) {
            return;
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
            visit(n);
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
        }

        private void visit(Ast.Node n) {
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
