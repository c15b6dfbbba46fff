package org.specializer.core.ast;

import java.util.List;

/**
 * The abstract syntax tree, shaped after CPython 3.13's {@code ast} module: the same node
 * names, the same fields in the same order, so that a reader can hold this file next to
 * {@code Parser/Python.asdl}.
 *
 * <p>Differences from the {@code ast} module, all deliberate:
 * <ul>
 *   <li>Positions are one {@link Loc} per node instead of four attributes.
 *   <li>{@code AsyncFunctionDef}, {@code AsyncFor} and {@code AsyncWith} are the plain
 *       nodes with {@code isAsync} set; {@code TryStar} is {@link Try} with {@code star}.
 *   <li>Java names where CPython's would clash or read oddly: {@code Expr} is
 *       {@link ExprStmt}, {@code match_case} is {@link MatchCase}.
 *   <li>{@link Constant} values are plain Java values so that the parser needs nothing from
 *       the object model: {@link Long} or {@link java.math.BigInteger} for int,
 *       {@link Double} for float, {@link Imaginary} for an imaginary literal ({@code 2j}),
 *       {@link String} for str, {@code byte[]} for bytes, {@link Boolean} for bool, and
 *       {@link Singleton} for None and Ellipsis. The compiler turns them into Python objects
 *       (an imaginary literal into the complex number {@code 0+2j}).
 *   <li>Optional children are {@code null}; lists are never {@code null} (empty instead).
 *   <li>{@code type_params} is the last field of {@link FunctionDef} and {@link ClassDef};
 *       their constructors without it are for the many definitions that have none.
 * </ul>
 */
public final class Ast {
    private Ast() {}

    /** Source position: 1-based lines, 0-based columns counted in code points, end exclusive. */
    public record Loc(int line, int col, int endLine, int endCol) {
        public static final Loc NONE = new Loc(0, 0, 0, 0);
    }

    /** Every node knows where it came from. */
    public sealed interface Node permits Mod, Stmt, Expr, Comprehension, ExceptHandler, Arguments,
            Arg, Keyword, Alias, WithItem, MatchCase, Pattern, TypeParam {
        Loc loc();
    }

    // ---------------------------------------------------------------- modules

    public sealed interface Mod extends Node permits Module, Expression, Interactive,
            FunctionType {}

    /** A file: {@code exec} mode. */
    public record Module(Loc loc, List<Stmt> body) implements Mod {}

    /** A single expression: {@code eval} mode. */
    public record Expression(Loc loc, Expr body) implements Mod {}

    /** Statements typed at a prompt: {@code single} mode. */
    public record Interactive(Loc loc, List<Stmt> body) implements Mod {}

    /**
     * A function's signature as a type comment gives it, {@code (int, *str) -> bool}:
     * {@code func_type} mode, which only parses (PEP 484's comment form).
     */
    public record FunctionType(Loc loc, List<Expr> argtypes, Expr returns) implements Mod {}

    // ---------------------------------------------------------------- statements

    public sealed interface Stmt extends Node permits FunctionDef, ClassDef, Return, Delete, Assign,
            AugAssign, AnnAssign, For, While, If, With, Raise, Try, Assert, Import, ImportFrom,
            Global, Nonlocal, ExprStmt, Pass, Break, Continue, Match, TypeAlias {}

    public record FunctionDef(Loc loc, String name, Arguments args, List<Stmt> body,
            List<Expr> decoratorList, Expr returns, boolean isAsync, List<TypeParam> typeParams)
            implements Stmt {
        public FunctionDef(Loc loc, String name, Arguments args, List<Stmt> body,
                List<Expr> decoratorList, Expr returns, boolean isAsync) {
            this(loc, name, args, body, decoratorList, returns, isAsync, List.of());
        }
    }

    public record ClassDef(Loc loc, String name, List<Expr> bases, List<Keyword> keywords,
            List<Stmt> body, List<Expr> decoratorList, List<TypeParam> typeParams)
            implements Stmt {
        public ClassDef(Loc loc, String name, List<Expr> bases, List<Keyword> keywords,
                List<Stmt> body, List<Expr> decoratorList) {
            this(loc, name, bases, keywords, body, decoratorList, List.of());
        }
    }

    /** {@code type name[typeParams] = value} (PEP 695); {@code name} is a {@link Name} in STORE context. */
    public record TypeAlias(Loc loc, Expr name, List<TypeParam> typeParams, Expr value)
            implements Stmt {}

    public record Return(Loc loc, Expr value) implements Stmt {}

    public record Delete(Loc loc, List<Expr> targets) implements Stmt {}

    /** {@code a = b = value}: several targets, one value. */
    public record Assign(Loc loc, List<Expr> targets, Expr value) implements Stmt {}

    public record AugAssign(Loc loc, Expr target, Operator op, Expr value) implements Stmt {}

    /** {@code target: annotation [= value]}; {@code simple} when the target is a bare name not in parentheses. */
    public record AnnAssign(Loc loc, Expr target, Expr annotation, Expr value, boolean simple)
            implements Stmt {}

    public record For(Loc loc, Expr target, Expr iter, List<Stmt> body, List<Stmt> orelse,
            boolean isAsync) implements Stmt {}

    public record While(Loc loc, Expr test, List<Stmt> body, List<Stmt> orelse) implements Stmt {}

    /** {@code elif} chains are nested {@code If} nodes in {@code orelse}, as in CPython. */
    public record If(Loc loc, Expr test, List<Stmt> body, List<Stmt> orelse) implements Stmt {}

    public record With(Loc loc, List<WithItem> items, List<Stmt> body, boolean isAsync)
            implements Stmt {}

    public record Raise(Loc loc, Expr exc, Expr cause) implements Stmt {}

    /** {@code try}; {@code star} marks {@code except*} (CPython's TryStar). */
    public record Try(Loc loc, List<Stmt> body, List<ExceptHandler> handlers, List<Stmt> orelse,
            List<Stmt> finalbody, boolean star) implements Stmt {}

    public record Assert(Loc loc, Expr test, Expr msg) implements Stmt {}

    public record Import(Loc loc, List<Alias> names) implements Stmt {}

    /** {@code from [.]*module import names}; {@code module} is null for {@code from . import x}. */
    public record ImportFrom(Loc loc, String module, List<Alias> names, int level) implements Stmt {}

    public record Global(Loc loc, List<String> names) implements Stmt {}

    public record Nonlocal(Loc loc, List<String> names) implements Stmt {}

    /** An expression statement (CPython's {@code Expr}). */
    public record ExprStmt(Loc loc, Expr value) implements Stmt {}

    public record Pass(Loc loc) implements Stmt {}

    /** {@code match subject: case ...} (PEP 634); there is at least one case. */
    public record Match(Loc loc, Expr subject, List<MatchCase> cases) implements Stmt {}

    public record Break(Loc loc) implements Stmt {}

    public record Continue(Loc loc) implements Stmt {}

    // ---------------------------------------------------------------- expressions

    public sealed interface Expr extends Node permits BoolOp, NamedExpr, BinOp, UnaryOp, Lambda,
            IfExp, Dict, SetExpr, ListComp, SetComp, DictComp, GeneratorExp, Await, Yield,
            YieldFrom, Compare, Call, FormattedValue, JoinedStr, Constant, Attribute, Subscript,
            Starred, Name, ListExpr, TupleExpr, Slice {}

    /** {@code a and b and c}: one node, several values. */
    public record BoolOp(Loc loc, BoolOpKind op, List<Expr> values) implements Expr {}

    /** {@code target := value}; the target is always a {@link Name}. */
    public record NamedExpr(Loc loc, Expr target, Expr value) implements Expr {}

    public record BinOp(Loc loc, Expr left, Operator op, Expr right) implements Expr {}

    public record UnaryOp(Loc loc, UnaryOpKind op, Expr operand) implements Expr {}

    public record Lambda(Loc loc, Arguments args, Expr body) implements Expr {}

    public record IfExp(Loc loc, Expr test, Expr body, Expr orelse) implements Expr {}

    /** A dict display; a {@code null} key marks {@code **value} unpacking. */
    public record Dict(Loc loc, List<Expr> keys, List<Expr> values) implements Expr {}

    /** A set display (CPython's {@code Set}). */
    public record SetExpr(Loc loc, List<Expr> elts) implements Expr {}

    public record ListComp(Loc loc, Expr elt, List<Comprehension> generators) implements Expr {}

    public record SetComp(Loc loc, Expr elt, List<Comprehension> generators) implements Expr {}

    public record DictComp(Loc loc, Expr key, Expr value, List<Comprehension> generators)
            implements Expr {}

    public record GeneratorExp(Loc loc, Expr elt, List<Comprehension> generators) implements Expr {}

    public record Await(Loc loc, Expr value) implements Expr {}

    public record Yield(Loc loc, Expr value) implements Expr {}

    public record YieldFrom(Loc loc, Expr value) implements Expr {}

    /** {@code a < b <= c}: {@code ops} and {@code comparators} have the same length. */
    public record Compare(Loc loc, Expr left, List<CmpOp> ops, List<Expr> comparators)
            implements Expr {}

    /** Positional arguments may include {@link Starred}; a keyword with a null name is {@code **value}. */
    public record Call(Loc loc, Expr func, List<Expr> args, List<Keyword> keywords) implements Expr {}

    /**
     * One replacement field of an f-string. {@code conversion} is -1 (none), or the code point
     * of {@code 's'}, {@code 'r'} or {@code 'a'}; {@code formatSpec} is a {@link JoinedStr} or
     * null. The {@code =} specifier is expanded by the parser into a preceding Constant with the
     * expression text, as CPython does.
     */
    public record FormattedValue(Loc loc, Expr value, int conversion, Expr formatSpec)
            implements Expr {}

    /** An f-string: Constant(str) and FormattedValue parts. */
    public record JoinedStr(Loc loc, List<Expr> values) implements Expr {}

    /**
     * A literal. {@code value} is a Long/BigInteger (int), Double (float), {@link Imaginary},
     * String (str), byte[] (bytes), Boolean, or a {@link Singleton}. {@code kind} is "u" for a
     * u-prefixed string, otherwise null.
     */
    public record Constant(Loc loc, Object value, String kind) implements Expr {}

    /** The value of an imaginary literal: {@code 2.5j} is {@code Imaginary(2.5)}. */
    public record Imaginary(double value) {}

    public record Attribute(Loc loc, Expr value, String attr, ExprContext ctx) implements Expr {}

    /** {@code value[slice]}; the slice is any expression, a {@link Slice}, or a {@link TupleExpr} of them. */
    public record Subscript(Loc loc, Expr value, Expr slice, ExprContext ctx) implements Expr {}

    public record Starred(Loc loc, Expr value, ExprContext ctx) implements Expr {}

    public record Name(Loc loc, String id, ExprContext ctx) implements Expr {}

    /** A list display or target (CPython's {@code List}). */
    public record ListExpr(Loc loc, List<Expr> elts, ExprContext ctx) implements Expr {}

    /** A tuple display or target (CPython's {@code Tuple}). */
    public record TupleExpr(Loc loc, List<Expr> elts, ExprContext ctx) implements Expr {}

    /** {@code lower:upper:step}, each part optional; appears only as a subscript's slice. */
    public record Slice(Loc loc, Expr lower, Expr upper, Expr step) implements Expr {}

    // ---------------------------------------------------------------- other nodes

    /** {@code for target in iter if ifs...} inside a comprehension. */
    public record Comprehension(Loc loc, Expr target, Expr iter, List<Expr> ifs, boolean isAsync)
            implements Node {}

    /** {@code except type as name: body}; type and name may be null. */
    public record ExceptHandler(Loc loc, Expr type, String name, List<Stmt> body) implements Node {}

    /**
     * A parameter list. {@code defaults} apply to the last positional parameters
     * (posonlyargs then args); {@code kwDefaults} has one entry per kwonlyarg, null where there
     * is no default.
     */
    public record Arguments(Loc loc, List<Arg> posonlyargs, List<Arg> args, Arg vararg,
            List<Arg> kwonlyargs, List<Expr> kwDefaults, Arg kwarg, List<Expr> defaults)
            implements Node {
        public static Arguments empty(Loc loc) {
            return new Arguments(loc, List.of(), List.of(), null, List.of(), List.of(), null,
                    List.of());
        }
    }

    public record Arg(Loc loc, String arg, Expr annotation) implements Node {}

    /** {@code arg=value}; {@code arg} is null for {@code **value}. */
    public record Keyword(Loc loc, String arg, Expr value) implements Node {}

    /** {@code name [as asname]} in an import; {@code name} may be dotted or {@code "*"}. */
    public record Alias(Loc loc, String name, String asname) implements Node {}

    public record WithItem(Loc loc, Expr contextExpr, Expr optionalVars) implements Node {}

    /**
     * {@code case pattern if guard: body} (CPython's {@code match_case}, which has no position;
     * {@code loc} spans from {@code case} to the end of the body, and is not dumped).
     */
    public record MatchCase(Loc loc, Pattern pattern, Expr guard, List<Stmt> body)
            implements Node {}

    // ---------------------------------------------------------------- patterns

    public sealed interface Pattern extends Node permits MatchValue, MatchSingleton,
            MatchSequence, MatchMapping, MatchClass, MatchStar, MatchAs, MatchOr {}

    /** A literal or dotted name, compared with {@code ==}: {@code -1}, {@code Color.RED}. */
    public record MatchValue(Loc loc, Expr value) implements Pattern {}

    /** {@code None}, {@code True} or {@code False}, compared with {@code is}. */
    public record MatchSingleton(Loc loc, Object value) implements Pattern {}

    /** {@code [a, *rest]} or {@code (a, b)}: at most one {@link MatchStar} among the patterns. */
    public record MatchSequence(Loc loc, List<Pattern> patterns) implements Pattern {}

    /** {@code {key: pattern, **rest}}; {@code rest} is null without {@code **}. */
    public record MatchMapping(Loc loc, List<Expr> keys, List<Pattern> patterns, String rest)
            implements Pattern {}

    /** {@code Cls(p1, p2, attr=p3)}: positional sub-patterns, keyword names and sub-patterns. */
    public record MatchClass(Loc loc, Expr cls, List<Pattern> patterns, List<String> kwdAttrs,
            List<Pattern> kwdPatterns) implements Pattern {}

    /** {@code *name} in a sequence pattern; {@code name} is null for {@code *_}. */
    public record MatchStar(Loc loc, String name) implements Pattern {}

    /**
     * {@code pattern as name}, a capture ({@code pattern} null) or the wildcard {@code _} (both
     * null).
     */
    public record MatchAs(Loc loc, Pattern pattern, String name) implements Pattern {}

    /** {@code p1 | p2 | ...}: two or more alternatives. */
    public record MatchOr(Loc loc, List<Pattern> patterns) implements Pattern {}

    // ---------------------------------------------------------------- type parameters (PEP 695)

    /** One entry of a type parameter list: {@code T: bound = default}, {@code *Ts}, {@code **P}. */
    public sealed interface TypeParam extends Node permits TypeVar, ParamSpec, TypeVarTuple {
        String name();

        Expr defaultValue();
    }

    /** {@code name[: bound][= default]}; a {@link TupleExpr} bound lists constraints. */
    public record TypeVar(Loc loc, String name, Expr bound, Expr defaultValue)
            implements TypeParam {}

    /** {@code **name[= default]}. */
    public record ParamSpec(Loc loc, String name, Expr defaultValue) implements TypeParam {}

    /** {@code *name[= default]}; the default may be a {@link Starred}. */
    public record TypeVarTuple(Loc loc, String name, Expr defaultValue) implements TypeParam {}

    // ---------------------------------------------------------------- enums

    public enum ExprContext { LOAD, STORE, DEL }

    public enum BoolOpKind { AND, OR }

    /** Binary operators, in the order of CPython's ast.operator. */
    public enum Operator {
        ADD("+"), SUB("-"), MULT("*"), MATMULT("@"), DIV("/"), MOD("%"), POW("**"),
        LSHIFT("<<"), RSHIFT(">>"), BITOR("|"), BITXOR("^"), BITAND("&"), FLOORDIV("//");

        public final String symbol;

        Operator(String symbol) {
            this.symbol = symbol;
        }
    }

    public enum UnaryOpKind { INVERT, NOT, UADD, USUB }

    public enum CmpOp {
        EQ("=="), NOTEQ("!="), LT("<"), LTE("<="), GT(">"), GTE(">="), IS("is"), ISNOT("is not"),
        IN("in"), NOTIN("not in");

        public final String symbol;

        CmpOp(String symbol) {
            this.symbol = symbol;
        }
    }

    /** The constants that are not plain Java values. */
    public enum Singleton { NONE, ELLIPSIS }
}
