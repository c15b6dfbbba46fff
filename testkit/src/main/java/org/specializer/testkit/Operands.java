package org.specializer.testkit;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Generated operands: Python expressions of every kind a specializer may meet, edges
 * included (ints at the 32- and 64-bit borders and huge, NaN, infinities, -0.0 and
 * subnormals, non-ASCII and astral strs, empty containers, instances of user classes with and
 * without dunders, subclasses of the builtins). An expression is valid after {@link #PRELUDE},
 * which defines the classes it names.
 */
public final class Operands {
    private Operands() {}

    /** The kinds of operand, by the type a specializer would see. */
    public enum Kind {
        INT, BIG_INT, BOOL, FLOAT, STR, BYTES, LIST, TUPLE, DICT, SET, FROZENSET, NONE,
        /** An instance of a user class with arithmetic, comparison and container dunders. */
        INSTANCE,
        /** An instance of a user class with no dunders. */
        PLAIN,
        INT_SUBCLASS, FLOAT_SUBCLASS, STR_SUBCLASS, LIST_SUBCLASS, TUPLE_SUBCLASS, DICT_SUBCLASS;

        /** An int (of any size, bools and int subclasses included). */
        public boolean isIntLike() {
            return this == INT || this == BIG_INT || this == BOOL || this == INT_SUBCLASS;
        }

        /** A sequence that {@code * n} repeats. */
        public boolean isSequence() {
            return this == STR || this == STR_SUBCLASS || this == LIST || this == LIST_SUBCLASS
                    || this == TUPLE || this == TUPLE_SUBCLASS || this == BYTES;
        }

        public boolean isNumber() {
            return isIntLike() || this == FLOAT || this == FLOAT_SUBCLASS;
        }
    }

    /** One operand: a Python expression and its kind. */
    public record Operand(Kind kind, String python) {
        @Override
        public String toString() {
            return python;
        }
    }

    /** The classes the operands name: {@code V}, {@code Plain}, {@code I}, {@code F}, ... */
    public static final String PRELUDE = """
            class V:
                def __init__(self, v):
                    self.v = v
                def __add__(self, o):
                    return ("V+", self.v, o.v if isinstance(o, V) else o)
                def __radd__(self, o):
                    return ("+V", o, self.v)
                def __sub__(self, o):
                    return ("V-", self.v)
                def __mul__(self, o):
                    return ("V*", self.v)
                def __rmul__(self, o):
                    return ("*V", self.v)
                def __iadd__(self, o):
                    return ("V+=", self.v)
                def __lt__(self, o):
                    return ("V<", self.v)
                def __eq__(self, o):
                    return isinstance(o, V) and o.v == self.v
                def __hash__(self):
                    return hash(self.v)
                def __len__(self):
                    return abs(self.v) if isinstance(self.v, int) else 1
                def __getitem__(self, i):
                    if isinstance(i, int) and not 0 <= i < 2:
                        raise IndexError(i)
                    return ("V[]", i)
                def __contains__(self, x):
                    return x == self.v
                def __repr__(self):
                    return f"V({self.v!r})"
            class Plain:
                def __repr__(self):
                    return "Plain()"
            class I(int):
                def __add__(self, o):
                    return ("I+", int(self), o)
                def __repr__(self):
                    return f"I({int(self)})"
            class F(float):
                def __sub__(self, o):
                    return ("F-", float(self), o)
                def __repr__(self):
                    return f"F({float(self)!r})"
            class S(str):
                def __add__(self, o):
                    return ("S+", str(self), o)
                def __repr__(self):
                    return f"S({str(self)!r})"
            class L(list):
                def __getitem__(self, i):
                    return ("L[]", list.__getitem__(self, i))
            class T(tuple):
                def __len__(self):
                    return 99
            class D(dict):
                def __missing__(self, k):
                    return ("D missing", k)
            """;

    private static final BigInteger TWO_200 = BigInteger.TWO.pow(200);

    /** Operands of kind {@code k}. */
    public static Arbitrary<Operand> of(Kind k) {
        return switch (k) {
            case INT -> Arbitraries.oneOf(Arbitraries.integers().between(-1000, 1000)
                            .map(i -> Integer.toString(i)),
                    Arbitraries.of("0", "1", "-1", "2**31 - 1", "-2**31", "2**62", "-(2**62)"))
                    .map(s -> new Operand(k, s));
            case BIG_INT -> Arbitraries.oneOf(
                    Arbitraries.of("2**63 - 1", "-2**63", "2**63", "2**64", "-2**64 + 1"),
                    Arbitraries.bigIntegers().between(TWO_200.negate(), TWO_200)
                            .map(BigInteger::toString))
                    .map(s -> new Operand(k, "(" + s + ")"));
            case BOOL -> Arbitraries.of("True", "False").map(s -> new Operand(k, s));
            case FLOAT -> Arbitraries.oneOf(
                    Arbitraries.of("float('nan')", "float('inf')", "float('-inf')", "-0.0",
                            "0.0", "1.0", "0.5", "1e308", "-1e308", "5e-324",
                            "2.2250738585072014e-308", "0.1", "1e16"),
                    Arbitraries.doubles().between(-1e6, 1e6).map(Operands::literal),
                    Arbitraries.integers().between(-20, 20).map(i -> i + ".0"))
                    .map(s -> new Operand(k, s));
            case STR -> str().map(s -> new Operand(k, s));
            case BYTES -> Arbitraries.of("b''", "b'ab'", "b'\\xff'", "bytearray(b'x')")
                    .map(s -> new Operand(k, s));
            case LIST -> Arbitraries.of("[]", "[1]", "[1, 'a']", "[None, 2.5, (1,)]")
                    .map(s -> new Operand(k, s));
            case TUPLE -> Arbitraries.of("()", "(1,)", "(2.5, None)", "(1, 2, 3)")
                    .map(s -> new Operand(k, s));
            case DICT -> Arbitraries.of("{}", "{1: 'one'}", "{'a': 1, 'b': 2}", "{(1, 2): 0}")
                    .map(s -> new Operand(k, s));
            case SET -> Arbitraries.of("set()", "{1, 2}", "{'a'}").map(s -> new Operand(k, s));
            case FROZENSET -> Arbitraries.of("frozenset()", "frozenset({3})")
                    .map(s -> new Operand(k, s));
            case NONE -> Arbitraries.just(new Operand(k, "None"));
            case INSTANCE -> Arbitraries.oneOf(
                    Arbitraries.integers().between(-3, 3).map(i -> "V(" + i + ")"),
                    Arbitraries.of("V('v')"))
                    .map(s -> new Operand(k, s));
            case PLAIN -> Arbitraries.just(new Operand(k, "Plain()"));
            case INT_SUBCLASS -> Arbitraries.integers().between(-50, 50)
                    .map(i -> new Operand(k, "I(" + i + ")"));
            case FLOAT_SUBCLASS -> Arbitraries.of("F(2.5)", "F(-0.0)", "F(float('nan'))")
                    .map(s -> new Operand(k, s));
            case STR_SUBCLASS -> str().map(s -> new Operand(k, "S(" + s + ")"));
            case LIST_SUBCLASS -> Arbitraries.of("L()", "L([1, 2])")
                    .map(s -> new Operand(k, s));
            case TUPLE_SUBCLASS -> Arbitraries.of("T()", "T((1, 2))")
                    .map(s -> new Operand(k, s));
            case DICT_SUBCLASS -> Arbitraries.of("D()", "D(a=1)")
                    .map(s -> new Operand(k, s));
        };
    }

    /** A kind, the common ones (exact ints, floats, strs) most often. */
    public static Arbitrary<Kind> kinds() {
        return Arbitraries.frequency(Tuple.of(6, Kind.INT), Tuple.of(2, Kind.BIG_INT),
                Tuple.of(1, Kind.BOOL), Tuple.of(5, Kind.FLOAT), Tuple.of(4, Kind.STR),
                Tuple.of(1, Kind.BYTES), Tuple.of(2, Kind.LIST), Tuple.of(2, Kind.TUPLE),
                Tuple.of(1, Kind.DICT), Tuple.of(1, Kind.SET), Tuple.of(1, Kind.FROZENSET),
                Tuple.of(1, Kind.NONE), Tuple.of(1, Kind.INSTANCE), Tuple.of(1, Kind.PLAIN),
                Tuple.of(1, Kind.INT_SUBCLASS), Tuple.of(1, Kind.FLOAT_SUBCLASS),
                Tuple.of(1, Kind.STR_SUBCLASS), Tuple.of(1, Kind.LIST_SUBCLASS),
                Tuple.of(1, Kind.TUPLE_SUBCLASS), Tuple.of(1, Kind.DICT_SUBCLASS));
    }

    /** Any operand. */
    public static Arbitrary<Operand> any() {
        return kinds().flatMap(Operands::of);
    }

    /**
     * Pairs of operands, mostly of one kind (so that sites specialize), else of any two kinds
     * (so that they miss, deopt and specialize again).
     */
    public static Arbitrary<List<Operand>> pairs() {
        Arbitrary<List<Operand>> same = kinds().flatMap(k -> Combinators.combine(of(k), of(k))
                .as(List::of));
        Arbitrary<List<Operand>> mixed = Combinators.combine(any(), any()).as(List::of);
        return Arbitraries.frequencyOf(Tuple.of(3, same), Tuple.of(1, mixed));
    }

    /** The exact decimal expansion of {@code d}: Python reads it back to the same double. */
    public static String literal(double d) {
        if (d == 0) {
            return 1 / d < 0 ? "-0.0" : "0.0";
        }
        return "float('" + new BigDecimal(d).toString() + "')";
    }

    /** A str literal of up to 4 code points, ASCII, Latin-1, CJK and astral, escaped. */
    public static Arbitrary<String> str() {
        return Arbitraries.of(0x61, 0x62, 0x20, 0x27, 0x5c, 0xe9, 0xff, 0x65e5, 0x1d11e,
                0x1f600, 0x30)
                .list().ofMaxSize(4)
                .map(cps -> {
                    StringBuilder sb = new StringBuilder("'");
                    for (int cp : cps) {
                        if (cp >= 0x30 && cp < 0x7f && cp != 0x5c && cp != 0x27) {
                            sb.append((char) cp);
                        } else {
                            sb.append(String.format("\\U%08x", cp));
                        }
                    }
                    return sb.append('\'').toString();
                });
    }
}
