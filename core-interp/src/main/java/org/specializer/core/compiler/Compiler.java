package org.specializer.core.compiler;

import org.specializer.api.PyCode;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.SyntaxErrorException;
import org.specializer.core.parser.Parser;

/**
 * The bytecode compiler: AST in, code object out, producing what CPython 3.13 produces for
 * the same source (the same instructions, constants, names, locals layout, exception table
 * and line numbers; see {@link Disassembler} to compare with {@code python3 -m dis}).
 *
 * <p>The pipeline follows CPython's: constant folding on the AST ({@link ConstFolder}), the
 * symbol table ({@link SymbolTable}), code generation ({@link CodeGen}), flow-graph
 * optimization ({@link FlowGraph}, {@link Peephole}) and assembly ({@link Assembler}).
 */
public final class Compiler {
    /** CPython's {@code PyCF_MASK}: the CO_FUTURE_* flags {@code compile()} accepts. */
    public static final int PYCF_MASK = Future.PYCF_MASK;
    /** CPython's {@code PyCF_ALLOW_TOP_LEVEL_AWAIT}, which the {@code flags} of
     *  {@link #compile(Ast.Mod, String, Mode, String, int, int)} may hold too. */
    public static final int PYCF_ALLOW_TOP_LEVEL_AWAIT = Future.PYCF_ALLOW_TOP_LEVEL_AWAIT;
    /** CPython's {@code CO_FUTURE_ANNOTATIONS}. */
    public static final int CO_FUTURE_ANNOTATIONS = Future.CO_FUTURE_ANNOTATIONS;

    /** What the source is: a module, one expression, or statements typed at a prompt. */
    public enum Mode { EXEC, EVAL, SINGLE }

    private Compiler() {}

    /**
     * Compiles {@code mod} (a {@link Ast.Module} for EXEC, {@link Ast.Expression} for EVAL,
     * {@link Ast.Interactive} for SINGLE).
     *
     * @throws SyntaxErrorException for errors the compiler detects (scope errors, misplaced
     *         return/yield/break/continue, ...)
     */
    public static PyCode compile(Ast.Mod mod, String filename, Mode mode) {
        return compile(mod, filename, mode, null);
    }

    /** As {@link #compile(Ast.Mod, String, Mode)}; {@code source} supplies the text of error lines. */
    public static PyCode compile(Ast.Mod mod, String filename, Mode mode, String source) {
        return compile(mod, filename, mode, source, 0);
    }

    /**
     * As {@link #compile(Ast.Mod, String, Mode, String)}, with the future features
     * {@code flags} holds ({@link #PYCF_MASK} bits: what {@code compile()} was given or
     * inherited from the calling code) on from the start. They go into every code object's
     * {@code co_flags}, as in CPython.
     */
    public static PyCode compile(Ast.Mod mod, String filename, Mode mode, String source,
            int flags) {
        return compile(mod, filename, mode, source, flags, -1);
    }

    /**
     * As {@link #compile(Ast.Mod, String, Mode, String, int)} at optimization level
     * {@code optimize}, as {@code compile()} takes it: -1 for the interpreter's own
     * ({@code -O}, see {@link org.specializer.core.PyFlags#optimizeLevel}); 1 leaves out
     * {@code assert} statements and makes {@code __debug__} False; 2 also drops docstrings.
     */
    public static PyCode compile(Ast.Mod mod, String filename, Mode mode, String source,
            int flags, int optimize) {
        int level = optimizeLevel(optimize);
        ErrorReporter errors = new ErrorReporter(filename, source);
        checkMode(mod, mode);
        Future future = Future.parse(mod, errors, flags);
        Ast.Mod folded = ConstFolder.fold(mod, future.annotations, level);
        SymbolTable st = SymbolTable.build(folded, errors, future.annotations,
                future.topLevelAwait);
        return new CodeGen(st, errors, future, level).compileMod(folded);
    }

    /** {@code optimize} as a level: -1 is the interpreter's own. */
    static int optimizeLevel(int optimize) {
        return optimize < 0 ? org.specializer.core.PyFlags.optimizeLevel() : optimize;
    }

    /**
     * The tree as CPython's AST optimizer leaves it ({@code compile()} with
     * {@code PyCF_OPTIMIZED_AST}): constants folded, with the future features of the tree and
     * of {@code flags}.
     */
    public static Ast.Mod optimize(Ast.Mod mod, String filename, String source, int flags) {
        return optimize(mod, filename, source, flags, -1);
    }

    /** As {@link #optimize(Ast.Mod, String, String, int)} at level {@code optimize}. */
    public static Ast.Mod optimize(Ast.Mod mod, String filename, String source, int flags,
            int optimize) {
        Future future = Future.parse(mod, new ErrorReporter(filename, source), flags);
        return ConstFolder.fold(mod, future.annotations, optimizeLevel(optimize));
    }

    /**
     * Parses and compiles source text; {@code mode} is {@code "exec"}, {@code "eval"} or
     * {@code "single"}, as the {@code compile()} builtin takes it.
     */
    public static PyCode compileSource(String source, String filename, String mode) {
        return compileSource(source, filename, mode, 0);
    }

    /** As {@link #compileSource(String, String, String)} with future flags (see {@link #compile(Ast.Mod, String, Mode, String, int)}). */
    public static PyCode compileSource(String source, String filename, String mode, int flags) {
        return compileSource(source, filename, mode, flags, -1);
    }

    /** As {@link #compileSource(String, String, String, int)} at level {@code optimize}. */
    public static PyCode compileSource(String source, String filename, String mode, int flags,
            int optimize) {
        Parser.Mode pm;
        Mode cm;
        switch (mode) {
            case "exec" -> {
                pm = Parser.Mode.EXEC;
                cm = Mode.EXEC;
            }
            case "eval" -> {
                pm = Parser.Mode.EVAL;
                cm = Mode.EVAL;
            }
            case "single" -> {
                pm = Parser.Mode.SINGLE;
                cm = Mode.SINGLE;
            }
            default -> throw new IllegalArgumentException("compile() mode must be 'exec', 'eval' or 'single'");
        }
        return compile(Parser.parse(source, filename, pm), filename, cm, source, flags,
                optimize);
    }

    private static void checkMode(Ast.Mod mod, Mode mode) {
        boolean ok = switch (mode) {
            case EXEC -> mod instanceof Ast.Module;
            case EVAL -> mod instanceof Ast.Expression;
            case SINGLE -> mod instanceof Ast.Interactive;
        };
        if (!ok) {
            throw new IllegalArgumentException(mode + " mode needs a different tree than "
                    + mod.getClass().getSimpleName());
        }
    }
}
