package org.specializer.core.interp;

import org.specializer.api.ExceptionMethods;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyCode;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.SyntaxErrorException;
import org.specializer.core.compiler.Compiler;
import org.specializer.core.parser.FeatureVersion;
import org.specializer.core.parser.Parser;

/**
 * Source text or AST to code object: the parser and the compiler behind the {@code compile},
 * {@code exec} and {@code eval} builtins and imports, with CPython's compiler flags
 * ({@code PyCF_*}) and the future features a compilation inherits from the calling code.
 * Compile-time errors become Python SyntaxErrors here, so that programs can catch them.
 */
final class CompilerBridge {
    private CompilerBridge() {}

    // CPython's PyCF_* flags (Include/cpython/compile.h)
    static final int PYCF_SOURCE_IS_UTF8 = 0x0100;
    static final int PYCF_DONT_IMPLY_DEDENT = 0x0200;
    static final int PYCF_ONLY_AST = 0x0400;
    static final int PYCF_IGNORE_COOKIE = 0x0800;
    static final int PYCF_TYPE_COMMENTS = 0x1000;
    static final int PYCF_ALLOW_TOP_LEVEL_AWAIT = Compiler.PYCF_ALLOW_TOP_LEVEL_AWAIT;
    static final int PYCF_ALLOW_INCOMPLETE_INPUT = 0x4000;
    static final int PYCF_OPTIMIZED_AST = 0x8000 | PYCF_ONLY_AST;
    /** CPython's {@code PyCF_MASK_OBSOLETE}: CO_NESTED, accepted and ignored. */
    static final int PYCF_MASK_OBSOLETE = 0x0010;
    static final int PYCF_COMPILE_MASK = PYCF_ONLY_AST | PYCF_ALLOW_TOP_LEVEL_AWAIT
            | PYCF_TYPE_COMMENTS | PYCF_DONT_IMPLY_DEDENT | PYCF_ALLOW_INCOMPLETE_INPUT
            | PYCF_OPTIMIZED_AST;

    private static volatile AstObjects astObjects;

    static void setAstObjects(AstObjects a) {
        astObjects = a;
    }

    /** The {@code _ast} module's services, importing {@code _ast} the first time. */
    static AstObjects astObjects() {
        AstObjects a = astObjects;
        if (a == null) {
            Imports.importModule("_ast", new org.specializer.api.PyDict(),
                    org.specializer.api.PyTuple.EMPTY, 0);
            a = astObjects;
            if (a == null) {
                throw Py.error(PyExc.SystemError, "the _ast module did not register itself");
            }
        }
        return a;
    }

    /** Is {@code o} an AST node? False while {@code _ast} has not been imported (no node exists). */
    static boolean isAst(PyObject o) {
        AstObjects a = astObjects;
        return a != null && a.isAst(o);
    }

    /** Compile {@code source} in mode "exec", "eval" or "single", for the launcher and imports. */
    static PyCode compile(String source, String filename, String mode) {
        return Compiler.compileSource(source, filename, mode);
    }

    /**
     * The CO_FUTURE_* flags of the innermost Python frame's code, which {@code compile},
     * {@code exec} and {@code eval} inherit (CPython's {@code PyEval_MergeCompilerFlags}).
     */
    static int inheritedFlags() {
        Frame f = ThreadState.current;
        return f == null ? 0 : f.code.flags & Compiler.PYCF_MASK;
    }

    /**
     * {@code compile()} once its arguments are checked (CPython's {@code builtin_compile_impl}):
     * {@code source} is a str or an AST; the result is a code object, or an AST with
     * {@code PyCF_ONLY_AST}.
     */
    static PyObject compileBuiltin(PyObject source, String filename, String mode, int flags,
            boolean dontInherit, int optimize) {
        return compileBuiltin(source, filename, mode, flags, dontInherit, optimize, -1);
    }

    /**
     * {@code compile()} with {@code _feature_version}: a minor version of Python 3 whose syntax
     * an AST parse ({@code PyCF_ONLY_AST}) is held to, or -1 for this one, as CPython's
     * builtin_compile_impl applies it.
     */
    static PyObject compileBuiltin(PyObject source, String filename, String mode, int flags,
            boolean dontInherit, int optimize, int featureVersion) {
        if (!dontInherit) {
            flags |= inheritedFlags();
        }
        int futureFlags = flags & Compiler.PYCF_MASK;
        int compileFlags = futureFlags | (flags & PYCF_ALLOW_TOP_LEVEL_AWAIT);
        try {
            if (isAst(source)) {
                if ((flags & PYCF_OPTIMIZED_AST) == PYCF_ONLY_AST) {
                    return source;
                }
                AstObjects a = astObjects();
                Ast.Mod mod = a.fromPython(source, mode);
                if ((flags & PYCF_ONLY_AST) != 0) {
                    return a.toPython(Compiler.optimize(mod, filename, null, futureFlags,
                            optimize), null);
                }
                return Compiler.compile(mod, filename, compilerMode(mode), null, compileFlags,
                        optimize);
            }
            String text = ((PyStr) source).value;
            if ((flags & PYCF_ALLOW_INCOMPLETE_INPUT) != 0 && mode.equals("single")
                    && (flags & PYCF_DONT_IMPLY_DEDENT) != 0 && !text.endsWith("\n")
                    && Parser.isIncomplete(text, filename, parserMode(mode), true)) {
                throw incompleteInput(filename, text);  // complete only with what its end implies
            }
            if ((flags & PYCF_ONLY_AST) != 0 && (flags & PYCF_TYPE_COMMENTS) != 0) {
                Parser.Typed typed = Parser.parseWithTypeComments(text, filename,
                        parserMode(mode));
                Ast.Mod mod = typed.mod();
                if (featureVersion >= 0) {
                    FeatureVersion.check(mod, featureVersion, filename, text);
                }
                if ((flags & PYCF_OPTIMIZED_AST) == PYCF_OPTIMIZED_AST) {
                    return astObjects().toPython(Compiler.optimize(mod, filename, text,
                            futureFlags, optimize), text);
                }
                return astObjects().toPython(mod, text, typed.comments(), typed.ignores());
            }
            if ((flags & PYCF_ONLY_AST) != 0) {
                AstObjects a = astObjects();
                Ast.Mod mod = Parser.parse(text, filename, parserMode(mode));
                if (featureVersion >= 0) {
                    FeatureVersion.check(mod, featureVersion, filename, text);
                }
                if ((flags & PYCF_OPTIMIZED_AST) == PYCF_OPTIMIZED_AST) {
                    mod = Compiler.optimize(mod, filename, text, futureFlags, optimize);
                }
                return a.toPython(mod, text);
            }
            try {
                return Compiler.compileSource(text, filename, mode, compileFlags, optimize);
            } catch (SyntaxErrorException e) {
                if ((flags & PYCF_ALLOW_INCOMPLETE_INPUT) != 0 && Parser.isIncomplete(text,
                        filename, parserMode(mode), (flags & PYCF_DONT_IMPLY_DEDENT) != 0)) {
                    throw incompleteInput(filename, text);
                }
                throw e;
            }
        } catch (SyntaxErrorException e) {
            throw new PyException(syntaxError(e));
        }
    }

    /** CPython's {@code _IncompleteInputError}: the input goes on past its end (its last line). */
    private static PyException incompleteInput(String filename, String text) {
        int line = (int) text.strip().chars().filter(c -> c == '\n').count() + 1;
        PyBaseException exc = PyExc.create(PyExc.IncompleteInputError,
                PyStr.of("incomplete input"), PyTuple.of(PyStr.of(filename), PyInt.of(line),
                        Py.None, Py.None, PyInt.of(line), Py.None));
        ExceptionMethods.initAttributes(exc);
        return new PyException(exc);
    }

    /** Source of {@code exec} or {@code eval}, with the caller's future features. */
    static PyCode compileForExec(String text, String mode) {
        try {
            return Compiler.compileSource(text, "<string>", mode, inheritedFlags());
        } catch (SyntaxErrorException e) {
            throw new PyException(syntaxError(e));
        }
    }

    private static Compiler.Mode compilerMode(String mode) {
        return switch (mode) {
            case "eval" -> Compiler.Mode.EVAL;
            case "single" -> Compiler.Mode.SINGLE;
            default -> Compiler.Mode.EXEC;
        };
    }

    private static Parser.Mode parserMode(String mode) {
        return switch (mode) {
            case "eval" -> Parser.Mode.EVAL;
            case "single" -> Parser.Mode.SINGLE;
            case "func_type" -> Parser.Mode.FUNC_TYPE;
            default -> Parser.Mode.EXEC;
        };
    }

    /** The Python SyntaxError (or IndentationError, TabError) for a compile-time error. */
    static PyBaseException syntaxError(SyntaxErrorException e) {
        PyType t = switch (e.kind()) {
            case INDENTATION_ERROR -> PyExc.IndentationError;
            case TAB_ERROR -> PyExc.TabError;
            default -> PyExc.SyntaxError;
        };
        if (e.line() < 0) {   // no location (the encoding of a whole file)
            PyBaseException exc = PyExc.create(t, PyStr.of(e.msg()));
            ExceptionMethods.initAttributes(exc);
            return exc;
        }
        if (e.line() == 0 && e.sourceLine() == null) {
            // the text as a whole (its encoding): CPython's (filename, 0, -1, None)
            PyBaseException exc = PyExc.create(t, PyStr.of(e.msg()), PyTuple.of(
                    PyStr.of(e.filename()), PyInt.of(0), PyInt.of(-1), Py.None));
            ExceptionMethods.initAttributes(exc);
            return exc;
        }
        PyObject text = e.sourceLine() == null ? Py.None
                : PyStr.of(e.lineEnded() ? e.sourceLine() + "\n" : e.sourceLine());
        // a negative column: no offset to point at (the caret is left out)
        PyTuple info = PyTuple.of(PyStr.of(e.filename()), PyInt.of(e.line()),
                e.column() < 0 ? Py.None : PyInt.of(e.column()), text, PyInt.of(e.endLine()),
                PyInt.of(e.endColumn()));
        PyBaseException exc = PyExc.create(t, PyStr.of(e.msg()), info);
        ExceptionMethods.initAttributes(exc);
        return exc;
    }
}
