package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.lifecycle.BeforeProperty;
import org.specializer.spi.Family;

/**
 * BINARY_OP's soundness property: for generated operands and types fed through hot sites,
 * the specialized runs print exactly what the generic run prints: every value with its type,
 * every exception with its message.
 *
 * <p>A program is a list of segments; each runs one operator's site (a function per operator,
 * in-place forms included) a generated number of times with one pair of operands, or
 * accumulates into the left operand. Operands are small, edge and huge ints, bools, floats
 * (nan, infinities, -0.0, subnormals), strs (non-ASCII and astral), user classes with and
 * without dunders, subclasses of int, float and str, and other builtins; pairs are often of
 * one kind (so that sites specialize) and often not (so that they miss, deopt and
 * re-specialize). Runs: generic, then BINARY_OP alone eagerly, BINARY_OP alone with every
 * miss re-deciding, and every family with CPython's counters.
 */
class BinaryOpSoundnessProperties {

    /** One operand: a Python expression and the kind it belongs to. */
    record Operand(Kind kind, String python) {
        @Override
        public String toString() {
            return python;
        }
    }

    enum Kind { INT, BIG, BOOL, FLOAT, STR, USER, INT_SUB, FLOAT_SUB, STR_SUB, LIST, TUPLE,
        BYTES, SET, NONE;

        boolean isIntLike() {
            return this == INT || this == BIG || this == BOOL || this == INT_SUB;
        }

        boolean isSequence() {
            return this == STR || this == STR_SUB || this == LIST || this == TUPLE
                    || this == BYTES;
        }

        boolean isNumber() {
            return isIntLike() || this == FLOAT || this == FLOAT_SUB;
        }
    }

    /** {@code times} executions of {@code op}'s site with these operands. */
    record Segment(String op, Operand left, Operand right, int times, boolean accumulate) {
        String python() {
            return accumulate
                    ? "accumulate(op_" + op + ", " + left + ", " + right + ", " + times + ")"
                    : "repeat(op_" + op + ", " + left + ", " + right + ", " + times + ")";
        }
    }

    static final List<String> OPS = List.of("add", "sub", "mul", "iadd", "isub", "imul",
            "truediv", "floordiv", "mod", "pow", "lshift", "rshift", "and", "or", "xor",
            "matmul");

    private static final String PRELUDE = """
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
                def __repr__(self):
                    return f"V({self.v!r})"
            class N:
                def __repr__(self):
                    return "N()"
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
            def op_add(a, b):
                return a + b
            def op_sub(a, b):
                return a - b
            def op_mul(a, b):
                return a * b
            def op_iadd(a, b):
                a += b
                return a
            def op_isub(a, b):
                a -= b
                return a
            def op_imul(a, b):
                a *= b
                return a
            def op_truediv(a, b):
                return a / b
            def op_floordiv(a, b):
                return a // b
            def op_mod(a, b):
                return a % b
            def op_pow(a, b):
                return a ** b
            def op_lshift(a, b):
                return a << b
            def op_rshift(a, b):
                return a >> b
            def op_and(a, b):
                return a & b
            def op_or(a, b):
                return a | b
            def op_xor(a, b):
                return a ^ b
            def op_matmul(a, b):
                return a @ b
            def show(x):
                return f"{type(x).__name__} {x!r}"
            def attempt(fn, a, b):
                try:
                    return show(fn(a, b))
                except Exception as e:
                    return f"{type(e).__name__}: {e}"
            def repeat(fn, a, b, n):
                for _ in range(n):
                    print(attempt(fn, a, b))
            def accumulate(fn, a, b, n):
                for _ in range(n):
                    try:
                        a = fn(a, b)
                        print(show(a))
                    except Exception as e:
                        print(f"{type(e).__name__}: {e}")
                        return
            """;

    private static long hits;
    private static long specializations;

    private int tier2Before;

    @BeforeProperty
    void resetCounts() {
        tier2Before = org.specializer.core.interp.Tier2.compiledCount();
        hits = 0;
        specializations = 0;
    }

    @AfterProperty
    void theSitesDidSpecialize() {
        assertTrue(org.specializer.core.interp.Tier2.compiledCount() > tier2Before,
                "tier 2 compiled nothing across the tries");
        assertTrue(specializations > 0 && hits > 0, "BINARY_OP never specialized or never hit "
                + "across the tries: the property proved nothing (" + specializations
                + " specializations, " + hits + " hits)");
    }

    @Property(tries = 100)
    void specializedBinaryOpsPrintWhatGenericOnesPrint(
            @ForAll("programs") List<Segment> segments) {
        StringBuilder src = new StringBuilder(PRELUDE);
        for (Segment s : segments) {
            src.append(s.python()).append('\n');
        }
        String program = src.toString();
        InProcess.Result generic = InProcess.run(program, "binary_op_property.py",
                InProcess.Mode.NO_SPECIALIZE);
        assertEquals(0, generic.status(), generic::describe);
        for (InProcess.Mode mode : List.of(InProcess.Mode.eagerOnly(Family.BINARY_OP),
                new InProcess.Mode("--families=binary_op --warmup=0 --cooldown=0",
                        Set.of(Family.BINARY_OP), 0, 0),
                InProcess.Mode.defaults(),
                InProcess.Mode.tier2Of("--families=binary_op", Set.of(Family.BINARY_OP), 2))) {
            InProcess.Result r = InProcess.run(program, "binary_op_property.py", mode);
            assertEquals(generic.stdout(), r.stdout(), () -> mode + " printed otherwise (line "
                    + CorpusModesTest.firstDifferentLine(generic.stdout(), r.stdout())
                    + ") for:\n" + segments);
            assertEquals(generic.status(), r.status(), r::describe);
            InProcess.Counts c = r.stats(Family.BINARY_OP);
            hits += c.hits();
            specializations += c.successes();
        }
    }

    @Provide
    Arbitrary<List<Segment>> programs() {
        return segment().list().ofMinSize(1).ofMaxSize(12);
    }

    private Arbitrary<Segment> segment() {
        Arbitrary<String> op = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.of("add", "sub", "mul", "iadd", "isub", "imul")),
                Tuple.of(2, Arbitraries.of(OPS)));
        Arbitrary<Kind> kind = Arbitraries.frequency(Tuple.of(5, Kind.INT), Tuple.of(2, Kind.BIG),
                Tuple.of(1, Kind.BOOL), Tuple.of(5, Kind.FLOAT), Tuple.of(4, Kind.STR),
                Tuple.of(1, Kind.USER), Tuple.of(1, Kind.INT_SUB), Tuple.of(1, Kind.FLOAT_SUB),
                Tuple.of(1, Kind.STR_SUB), Tuple.of(1, Kind.LIST), Tuple.of(1, Kind.TUPLE),
                Tuple.of(1, Kind.BYTES), Tuple.of(1, Kind.SET), Tuple.of(1, Kind.NONE));
        Arbitrary<Integer> times = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.integers().between(1, 8)),
                Tuple.of(3, Arbitraries.integers().between(50, 60)),
                Tuple.of(2, Arbitraries.integers().between(9, 80)));
        Arbitrary<Boolean> sameKind = Arbitraries.of(true, true, true, false);
        Arbitrary<Boolean> accumulate = Arbitraries.of(false, false, false, true);
        return Combinators.combine(op, kind, kind, sameKind, times, accumulate)
                .flatAs((o, k1, k2, same, n, acc) -> Combinators.combine(operand(k1),
                        operand(same ? k1 : k2)).as((l, r) -> safe(o, l, r, n, acc)));
    }

    /**
     * Keep a segment's cost small: no huge repetitions of sequences, no huge shifts or powers,
     * nothing that grows exponentially (accumulating products, a list multiplied in place).
     */
    private static Segment safe(String op, Operand l, Operand r, int n, boolean accumulate) {
        boolean mul = op.endsWith("mul") && !op.equals("matmul");
        if (mul && ((l.kind().isSequence() && r.kind().isIntLike())
                || (r.kind().isSequence() && l.kind().isIntLike()))) {
            Operand small = new Operand(Kind.INT, Integer.toString(Math.floorMod(
                    (l.python() + r.python()).hashCode(), 5) - 1));
            if (l.kind().isIntLike()) {
                l = small;
            } else {
                r = small;
            }
        }
        if (op.equals("imul") && l.kind() == Kind.LIST && r.kind().isIntLike()) {
            // a list *= n grows the same list object at every repetition: n**times items
            r = new Operand(Kind.INT, Integer.toString(Math.floorMod(r.python().hashCode(), 2)));
        }
        if ((op.equals("pow") || op.equals("lshift")) && r.kind().isIntLike()) {
            r = new Operand(Kind.INT, Integer.toString(Math.floorMod(r.python().hashCode(),
                    op.equals("pow") ? 12 : 90) - (op.equals("pow") ? 2 : 0)));
        }
        boolean grows = op.contains("add") || op.contains("sub")
                || (mul && l.kind().isNumber() && r.kind().isNumber()
                        && l.kind() != Kind.BIG && r.kind() != Kind.BIG);
        return new Segment(op, l, r, n, accumulate && grows);
    }

    private static final BigInteger TWO_200 = BigInteger.TWO.pow(200);

    static Arbitrary<Operand> operand(Kind k) {
        return switch (k) {
            case INT -> Arbitraries.integers().between(-1000, 1000)
                    .map(i -> new Operand(k, Integer.toString(i)));
            case BIG -> Arbitraries.oneOf(
                    Arbitraries.of("2**31", "-2**31", "2**63 - 1", "-2**63", "2**63", "2**64",
                            "-2**64 + 1", "2**62", "-(2**62)"),
                    Arbitraries.bigIntegers().between(TWO_200.negate(), TWO_200)
                            .map(BigInteger::toString))
                    .map(s -> new Operand(k, "(" + s + ")"));
            case BOOL -> Arbitraries.of("True", "False").map(s -> new Operand(k, s));
            case FLOAT -> Arbitraries.oneOf(
                    Arbitraries.of("float('nan')", "float('inf')", "float('-inf')", "-0.0",
                            "0.0", "1.0", "0.5", "1e308", "-1e308", "5e-324",
                            "2.2250738585072014e-308", "0.1", "1e16"),
                    Arbitraries.doubles().between(-1e6, 1e6).map(BinaryOpSoundnessProperties::literal),
                    Arbitraries.integers().between(-20, 20).map(i -> i + ".0"))
                    .map(s -> new Operand(k, s));
            case STR -> str().map(s -> new Operand(k, s));
            case USER -> Arbitraries.oneOf(
                    Arbitraries.integers().between(-3, 3).map(i -> "V(" + i + ")"),
                    Arbitraries.of("V('v')", "N()"))
                    .map(s -> new Operand(k, s));
            case INT_SUB -> Arbitraries.integers().between(-50, 50)
                    .map(i -> new Operand(k, "I(" + i + ")"));
            case FLOAT_SUB -> Arbitraries.of("F(2.5)", "F(-0.0)", "F(float('nan'))")
                    .map(s -> new Operand(k, s));
            case STR_SUB -> str().map(s -> new Operand(k, "S(" + s + ")"));
            case LIST -> Arbitraries.of("[]", "[1]", "[1, 'a']").map(s -> new Operand(k, s));
            case TUPLE -> Arbitraries.of("()", "(1,)", "(2.5, None)")
                    .map(s -> new Operand(k, s));
            case BYTES -> Arbitraries.of("b''", "b'ab'", "b'\\xff'").map(s -> new Operand(k, s));
            case SET -> Arbitraries.of("{1, 2}", "frozenset({3})", "set()")
                    .map(s -> new Operand(k, s));
            case NONE -> Arbitraries.just(new Operand(k, "None"));
        };
    }

    /** The exact decimal expansion: Python reads it back to the same double. */
    static String literal(double d) {
        if (d == 0) {
            return 1 / d < 0 ? "-0.0" : "0.0";
        }
        return "float('" + new BigDecimal(d).toString() + "')";
    }

    /** A str literal of up to 4 code points, ASCII, Latin-1, CJK and astral, escaped. */
    static Arbitrary<String> str() {
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
