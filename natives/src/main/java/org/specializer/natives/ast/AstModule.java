package org.specializer.natives.ast;

import java.util.Map;
import org.specializer.api.Abstract;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;
import org.specializer.core.ast.Ast;
import org.specializer.core.interp.AstObjects;
import org.specializer.core.interp.Interp;

/**
 * The {@code _ast} module (CPython {@code Python/Python-ast.c}): the node classes of
 * {@link AstTypes} and the compiler flags {@code PyCF_*} that Lib's {@code ast.py} passes to
 * {@code compile()}. Creating it registers the conversions {@code compile()} uses to return a
 * tree ({@code PyCF_ONLY_AST}) and to compile one.
 */
public final class AstModule {
    private AstModule() {}

    public static PyModule create() {
        AstTypes st = AstTypes.get();
        PyModule m = new PyModule("_ast");
        for (Map.Entry<String, PyType> e : st.all()) {
            m.put(e.getKey(), e.getValue());
        }
        m.put("PyCF_ONLY_AST", PyInt.of(0x0400));
        m.put("PyCF_TYPE_COMMENTS", PyInt.of(0x1000));
        m.put("PyCF_ALLOW_TOP_LEVEL_AWAIT", PyInt.of(0x2000));
        m.put("PyCF_OPTIMIZED_AST", PyInt.of(0x8400));
        Interp.setAstObjects(new Conversions(st));
        return m;
    }

    /** What {@code compile()} borrows from this module. */
    private static final class Conversions implements AstObjects {
        private final AstTypes st;

        Conversions(AstTypes st) {
            this.st = st;
        }

        @Override
        public boolean isAst(PyObject o) {
            return Abstract.isInstance(o, st.ast);
        }

        @Override
        public PyObject toPython(Ast.Mod mod, String source) {
            return ToPython.convert(st, mod, source);
        }

        @Override
        public PyObject toPython(Ast.Mod mod, String source,
                java.util.Map<Object, String> comments,
                java.util.List<org.specializer.core.parser.Tokenizer.TypeIgnore> ignores) {
            return ToPython.convert(st, mod, source, comments, ignores);
        }

        @Override
        public Ast.Mod fromPython(PyObject tree, String mode) {
            return FromPython.convert(st, tree, mode);
        }
    }
}
