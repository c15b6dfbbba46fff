package org.specializer.core.compiler;

import org.specializer.core.ast.Ast;

/** Expression source text for {@code from __future__ import annotations} (CPython's ast_unparse.c). */
final class Unparser {
    private Unparser() {}

    static String unparse(Ast.Expr e) {
        throw new UnsupportedOperationException("from __future__ import annotations is not supported yet");
    }
}
