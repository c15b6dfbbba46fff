package org.specializer.core.compiler;

import java.util.Set;

import org.specializer.core.ast.Ast;

/**
 * {@code from __future__ import ...} at the top of a module (CPython's {@code future.c}):
 * which features are on, and where the last valid future import is, so that later ones can
 * be reported as misplaced.
 */
final class Future {
    private static final Set<String> KNOWN = Set.of("nested_scopes", "generators", "division",
            "absolute_import", "with_statement", "print_function", "unicode_literals",
            "barry_as_FLUFL", "generator_stop", "annotations");

    /** CPython's CO_FUTURE_BARRY_AS_BDFL and CO_FUTURE_ANNOTATIONS code flags. */
    static final int CO_FUTURE_BARRY_AS_BDFL = 0x400000;
    static final int CO_FUTURE_ANNOTATIONS = 0x1000000;
    /**
     * CPython's {@code PyCF_MASK}: every CO_FUTURE_* flag (division 0x20000 up to annotations).
     * The ones {@code compile()} is given go into each code object's flags as they are, though
     * only annotations and barry_as_FLUFL change anything.
     */
    static final int PYCF_MASK = 0x20000 | 0x40000 | 0x80000 | 0x100000 | 0x200000
            | CO_FUTURE_BARRY_AS_BDFL | 0x800000 | CO_FUTURE_ANNOTATIONS;

    /** CPython's {@code PyCF_ALLOW_TOP_LEVEL_AWAIT}: a compile flag, not a code flag. */
    static final int PYCF_ALLOW_TOP_LEVEL_AWAIT = 0x2000;

    boolean annotations;
    /** {@code await}, {@code async for}, {@code async with} and asynchronous comprehensions
     *  are allowed in the module's own code, which is then a coroutine. */
    boolean topLevelAwait;
    /** The future flags every code object of the module carries. */
    int flags;
    private Ast.Loc location = new Ast.Loc(-1, -1, -1, -1);

    /**
     * The features of {@code mod}, starting from {@code inherited} (the CO_FUTURE_* flags that
     * {@code compile()} was given or that the calling code has).
     */
    static Future parse(Ast.Mod mod, ErrorReporter errors, int inherited) {
        Future f = new Future();
        f.flags = inherited & PYCF_MASK;
        f.annotations = (inherited & CO_FUTURE_ANNOTATIONS) != 0;
        f.topLevelAwait = (inherited & PYCF_ALLOW_TOP_LEVEL_AWAIT) != 0;
        java.util.List<Ast.Stmt> body;
        if (mod instanceof Ast.Module m) {
            body = m.body();
        } else if (mod instanceof Ast.Interactive m) {
            body = m.body();
        } else {
            return f;
        }
        int i = ConstFolder.docstring(body) != null ? 1 : 0;
        for (; i < body.size(); i++) {
            if (!(body.get(i) instanceof Ast.ImportFrom imp) || imp.level() != 0
                    || !"__future__".equals(imp.module())) {
                break;
            }
            for (Ast.Alias a : imp.names()) {
                String feature = a.name();
                if (feature.equals("annotations")) {
                    f.annotations = true;
                    f.flags |= CO_FUTURE_ANNOTATIONS;
                } else if (feature.equals("barry_as_FLUFL")) {
                    f.flags |= CO_FUTURE_BARRY_AS_BDFL;
                } else if (feature.equals("braces")) {
                    throw errors.error("not a chance", imp.loc());
                } else if (!KNOWN.contains(feature)) {
                    throw errors.error("future feature " + feature + " is not defined", imp.loc());
                }
            }
            f.location = imp.loc();
        }
        return f;
    }

    /** Is a {@code from __future__} import at {@code loc} after the valid ones? */
    boolean isAfterFutureImports(Ast.Loc loc) {
        return loc.line() > location.line()
                || (loc.line() == location.line() && loc.col() > location.col());
    }
}
