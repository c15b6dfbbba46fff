package org.specializer.core.compiler;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.specializer.core.ast.Ast;
import org.specializer.core.parser.Parser;

/**
 * The symbol table of source text, as CPython's {@code _Py_SymtableStringObjectFlags} builds it
 * for the {@code _symtable} module: parsed, its future features read, and its blocks analysed
 * by {@link SymbolTable}, without the AST optimizer. Each block is an {@link Entry} with
 * CPython's type codes and per-name flags (DEF_* bits, the resolved scope from bit 12).
 */
public final class Symbols {
    private Symbols() {}

    // CPython's _symtable.TYPE_* (the block types)
    public static final int TYPE_FUNCTION = 0;
    public static final int TYPE_CLASS = 1;
    public static final int TYPE_MODULE = 2;
    public static final int TYPE_ANNOTATION = 3;
    public static final int TYPE_TYPE_ALIAS = 4;
    public static final int TYPE_TYPE_PARAMETERS = 5;
    public static final int TYPE_TYPE_VARIABLE = 6;

    /** One block: what a {@code symtable entry} object shows. */
    public record Entry(int id, String name, int type, int lineno, boolean nested,
            Map<String, Integer> symbols, List<String> varnames, List<Entry> children) {}

    /**
     * The table of {@code source} compiled in {@code mode} ({@code "exec"}, {@code "eval"} or
     * {@code "single"}).
     *
     * @throws org.specializer.core.ast.SyntaxErrorException for source that does not parse or
     *         has a scope error
     */
    public static Entry build(String source, String filename, String mode) {
        Parser.Mode pm = switch (mode) {
            case "eval" -> Parser.Mode.EVAL;
            case "single" -> Parser.Mode.SINGLE;
            default -> Parser.Mode.EXEC;
        };
        Ast.Mod mod = Parser.parse(source, filename, pm);
        ErrorReporter errors = new ErrorReporter(filename, source);
        Future future = Future.parse(mod, errors, 0);
        SymbolTable st = SymbolTable.build(mod, errors, future.annotations);
        return entry(st.top, new int[] {1});
    }

    private static Entry entry(Scope s, int[] ids) {
        int id = ids[0]++;
        List<Entry> children = new ArrayList<>();
        for (Scope c : s.children) {
            children.add(entry(c, ids));
        }
        int type = switch (s.kind) {
            case MODULE -> TYPE_MODULE;
            case CLASS -> TYPE_CLASS;
            case ANNOTATION -> TYPE_ANNOTATION;
            case TYPE_ALIAS -> TYPE_TYPE_ALIAS;
            case TYPE_PARAMETERS -> TYPE_TYPE_PARAMETERS;
            case TYPE_VARIABLE -> TYPE_TYPE_VARIABLE;
            case FUNCTION -> TYPE_FUNCTION;
        };
        return new Entry(id, s.name, type, s.loc == null ? 0 : s.loc.line(), s.nested,
                Collections.unmodifiableMap(new LinkedHashMap<>(s.symbols)),
                List.copyOf(s.varnames), List.copyOf(children));
    }
}
