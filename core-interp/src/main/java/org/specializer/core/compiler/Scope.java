package org.specializer.core.compiler;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.specializer.core.ast.Ast;

/**
 * One block of the symbol table: a module, a class body or a function-like scope (function,
 * lambda, comprehension, and PEP 695's annotation scopes: the type parameters of a generic
 * definition, a type variable's bound or default, a type alias's value). Compare CPython's
 * {@code PySTEntryObject}.
 *
 * <p>Each name maps to an int: the DEF_* flags collected while walking the tree, and, after
 * analysis, the resolved scope in the bits from {@link #SCOPE_OFFSET}. The insertion order of
 * {@link #symbols} is the order in which names were first seen, as CPython's dict, and some
 * code generation (the isolation of inlined comprehension variables) follows it.
 */
final class Scope {
    // ---- symbol flags (CPython's DEF_*)
    static final int DEF_GLOBAL = 1;
    static final int DEF_LOCAL = 2;
    static final int DEF_PARAM = 4;
    static final int DEF_NONLOCAL = 8;
    static final int USE = 16;
    static final int DEF_FREE_CLASS = 64;
    static final int DEF_IMPORT = 128;
    static final int DEF_ANNOT = 256;
    static final int DEF_COMP_ITER = 512;
    static final int DEF_TYPE_PARAM = 1024;
    static final int DEF_COMP_CELL = 2048;
    static final int DEF_BOUND = DEF_LOCAL | DEF_PARAM | DEF_IMPORT;

    // ---- resolved scopes
    static final int SCOPE_OFFSET = 12;
    static final int SCOPE_MASK = DEF_GLOBAL | DEF_LOCAL | DEF_PARAM | DEF_NONLOCAL;
    static final int LOCAL = 1;
    static final int GLOBAL_EXPLICIT = 2;
    static final int GLOBAL_IMPLICIT = 3;
    static final int FREE = 4;
    static final int CELL = 5;

    /**
     * CPython's block types: ANNOTATION is an annotation under {@code from __future__ import
     * annotations}; TYPE_VARIABLE, TYPE_ALIAS and TYPE_PARAMETERS are CPython's
     * TypeVariableBlock, TypeAliasBlock and TypeParametersBlock.
     */
    enum Kind { MODULE, CLASS, FUNCTION, ANNOTATION, TYPE_VARIABLE, TYPE_ALIAS, TYPE_PARAMETERS }

    enum Comprehension { NONE, LIST, SET, DICT, GENERATOR }

    final String name;
    final Kind kind;
    final Ast.Loc loc;
    final Map<String, Integer> symbols = new LinkedHashMap<>();
    /** The parameters, in order (CPython's ste_varnames). */
    final List<String> varnames = new ArrayList<>();
    final List<Scope> children = new ArrayList<>();
    /** Where each global/nonlocal (or walrus-implied) declaration was, for error messages. */
    final Map<String, Ast.Loc> directives = new LinkedHashMap<>();

    boolean nested;
    boolean generator;
    boolean coroutine;
    Comprehension comprehension = Comprehension.NONE;
    boolean varargs;
    boolean varkeywords;
    boolean returnsValue;
    boolean needsClassClosure;
    /** A class whose body must keep its namespace in a {@code __classdict__} cell. */
    boolean needsClassdict;
    /** An annotation scope directly in a class: names resolve through the class's namespace. */
    boolean canSeeClassScope;
    /** What a TYPE_VARIABLE block evaluates ("a TypeVar bound"), for error messages. */
    String scopeInfo;
    /** The names mangled in a generic class's type parameter block (CPython's ste_mangled_names). */
    Set<String> mangledNames;
    boolean compInlined;
    boolean compIterTarget;
    int compIterExpr;
    boolean free;
    boolean childFree;

    Scope(String name, Kind kind, Ast.Loc loc) {
        this.name = name;
        this.kind = kind;
        this.loc = loc;
    }

    /** CPython's {@code _PyST_IsFunctionLike}. */
    boolean isFunctionLike() {
        return kind != Kind.MODULE && kind != Kind.CLASS;
    }

    /** The flags of {@code name}, 0 when unknown. */
    int flags(String name) {
        Integer v = symbols.get(name);
        return v == null ? 0 : v;
    }

    /** The resolved scope of {@code name}, 0 when unknown. */
    int scopeOf(String name) {
        return (flags(name) >> SCOPE_OFFSET) & SCOPE_MASK;
    }

    static int scopeOfFlags(int flags) {
        return (flags >> SCOPE_OFFSET) & SCOPE_MASK;
    }

    @Override
    public String toString() {
        return kind + " " + name + " " + symbols;
    }
}
