package org.specializer.core.compiler;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The state of one code object being compiled (CPython's {@code compiler_unit} and its
 * metadata): its symbol-table block, names, constants, local/cell/free variable maps, the
 * instruction sequence and the stack of enclosing control blocks.
 */
final class CodeUnit {
    /**
     * CPython's COMPILER_SCOPE_*: TYPEPARAMS is the hidden function that builds a generic
     * definition's type parameters, ANNOTATIONS one that evaluates a bound or default lazily.
     */
    enum Kind { MODULE, CLASS, FUNCTION, ASYNC_FUNCTION, LAMBDA, COMPREHENSION, TYPEPARAMS, ANNOTATIONS }

    final Scope ste;
    final Kind kind;
    final String name;
    String qualname;
    /** The class name used for private-name mangling, inherited by nested units. */
    String privateName;
    final int firstlineno;
    /** Positional parameters, positional-only ones included (co_argcount). */
    int argcount;
    int posonlyargcount;
    int kwonlyargcount;

    final ConstPool consts = new ConstPool();
    final Map<String, Integer> names = new LinkedHashMap<>();
    final Map<String, Integer> varnames = new LinkedHashMap<>();
    final Map<String, Integer> cellvars = new LinkedHashMap<>();
    final Map<String, Integer> freevars = new LinkedHashMap<>();
    /** Names made fast locals while compiling an inlined comprehension at module or class level. */
    final Map<String, Boolean> fasthidden = new LinkedHashMap<>();
    /** Attributes assigned as {@code self.x} in methods (for a class unit). */
    final TreeSet<String> staticAttributes = new TreeSet<>();

    final InstrSeq seq = new InstrSeq();
    final List<FBlock> fblocks = new ArrayList<>();
    int inInlinedComp;

    CodeUnit(Scope ste, Kind kind, String name, int firstlineno) {
        this.ste = ste;
        this.kind = kind;
        this.name = name;
        this.firstlineno = firstlineno;
        for (String v : ste.varnames) {
            varnames.put(v, varnames.size());
        }
        // cells and frees are numbered in sorted name order, as CPython's dictbytype
        for (String k : new TreeSet<>(ste.symbols.keySet())) {
            int flags = ste.symbols.get(k);
            if (Scope.scopeOfFlags(flags) == Scope.CELL || (flags & Scope.DEF_COMP_CELL) != 0) {
                cellvars.put(k, cellvars.size());
            }
        }
        if (ste.needsClassClosure) {
            cellvars.putIfAbsent("__class__", cellvars.size());
        }
        if (ste.needsClassdict) {
            cellvars.putIfAbsent("__classdict__", cellvars.size());
        }
        for (String k : new TreeSet<>(ste.symbols.keySet())) {
            int flags = ste.symbols.get(k);
            if (Scope.scopeOfFlags(flags) == Scope.FREE || (flags & Scope.DEF_FREE_CLASS) != 0) {
                freevars.put(k, cellvars.size() + freevars.size());
            }
        }
    }

    static int addName(Map<String, Integer> dict, String name) {
        Integer i = dict.get(name);
        if (i != null) {
            return i;
        }
        int n = dict.size();
        dict.put(name, n);
        return n;
    }

    /** A control block: loops, try/with bodies and handlers, for break/continue/return unwinding. */
    static final class FBlock {
        enum Type {
            WHILE_LOOP, FOR_LOOP, TRY_EXCEPT, FINALLY_TRY, FINALLY_END, WITH, ASYNC_WITH,
            HANDLER_CLEANUP, POP_VALUE, EXCEPTION_HANDLER, EXCEPTION_GROUP_HANDLER,
            ASYNC_COMPREHENSION_GENERATOR, STOP_ITERATION
        }

        final Type type;
        final int block;
        final int exit;
        final int line;
        /** The full location where the block was pushed, or null (see {@link #line}). */
        final org.specializer.core.ast.Ast.Loc loc;
        /** Finally body (FINALLY_TRY), handler name (HANDLER_CLEANUP) or with statement. */
        final Object datum;

        FBlock(Type type, int block, int exit, int line, org.specializer.core.ast.Ast.Loc loc,
                Object datum) {
            this.type = type;
            this.block = block;
            this.exit = exit;
            this.line = line;
            this.loc = loc;
            this.datum = datum;
        }
    }
}
