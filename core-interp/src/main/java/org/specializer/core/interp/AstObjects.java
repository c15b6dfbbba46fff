package org.specializer.core.interp;

import org.specializer.api.PyObject;
import org.specializer.core.ast.Ast;

/**
 * What the {@code _ast} module lends {@code compile()}: its node classes and the conversions
 * between Python trees of them and the parser's {@link Ast}. The module that implements
 * {@code _ast} registers one with {@link Interp#setAstObjects} when {@code _ast} is created;
 * {@code compile()} imports {@code _ast} the first time it needs one.
 */
public interface AstObjects {
    /** Is {@code o} an instance of {@code ast.AST} (CPython's {@code PyAST_Check})? */
    boolean isAst(PyObject o);

    /**
     * The Python tree of {@code mod} (CPython's {@code PyAST_mod2obj}). Columns of the
     * parser's tree count code points; with {@code source} given they become the UTF-8 byte
     * offsets CPython's trees hold. A null {@code source} means the columns are already bytes
     * (a tree that came from Python).
     */
    PyObject toPython(Ast.Mod mod, String source);

    /**
     * {@link #toPython(Ast.Mod, String)} of a parse under PyCF_TYPE_COMMENTS: the nodes'
     * {@code type_comment} fields from {@code comments}, Module.type_ignores from
     * {@code ignores}.
     */
    PyObject toPython(Ast.Mod mod, String source, java.util.Map<Object, String> comments,
            java.util.List<org.specializer.core.parser.Tokenizer.TypeIgnore> ignores);

    /**
     * The parser's tree of a Python tree, checked as CPython's {@code PyAST_obj2mod} and
     * {@code _PyAST_Validate} check it. {@code mode} is the mode {@code compile()} was given.
     *
     * @throws org.specializer.api.PyException TypeError or ValueError with CPython's messages
     */
    Ast.Mod fromPython(PyObject tree, String mode);
}
