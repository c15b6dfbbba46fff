package org.specializer.tests;

import java.util.ArrayList;
import java.util.List;
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
import org.specializer.spi.Opcode;
import org.specializer.testkit.FamilyKit;
import org.specializer.testkit.Operands;
import org.specializer.testkit.Operands.Kind;
import org.specializer.testkit.Operands.Operand;
import org.specializer.testkit.Programs;
import org.specializer.testkit.Suite;
import org.specializer.testkit.Untrusted;

/**
 * BINARY_OP's soundness property: for generated operands and types fed through hot sites,
 * the specialized runs print exactly what the generic run prints: every value with its type,
 * every exception with its message.
 *
 * <p>A program is a list of segments; each runs one operator's site (a function per operator,
 * in-place forms included) a generated number of times with one pair of operands
 * ({@link Operands#pairs}: of one kind most often, so that sites specialize, else not, so that
 * they miss, deopt and specialize again), or accumulates into the left operand, or runs the
 * site hot with one pair and then once with each operand replaced by another
 * ({@code switch}: a guard on one operand alone meets a value it must refuse).
 */
class BinaryOpSoundnessProperties {

    /**
     * {@code times} executions of {@code op}'s site with these operands; with {@code other}
     * (a switch), then one with each operand replaced by {@code other}'s.
     */
    record Segment(String op, Operand left, Operand right, int times, boolean accumulate,
            List<Operand> other) {
        String python() {
            if (other != null) {
                return "switch(op_" + op + ", " + left + ", " + right + ", " + other.get(0)
                        + ", " + other.get(1) + ", " + times + ")";
            }
            return accumulate
                    ? "accumulate(op_" + op + ", " + left + ", " + right + ", " + times + ")"
                    : "repeat(op_" + op + ", " + left + ", " + right + ", " + times + ")";
        }
    }

    static final List<String> OPS = List.of("add", "sub", "mul", "iadd", "isub", "imul",
            "truediv", "floordiv", "mod", "pow", "lshift", "rshift", "and", "or", "xor",
            "matmul");

    private static final String PRELUDE = Operands.PRELUDE + """
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
            def switch(fn, a, b, c, d, n):
                repeat(fn, a, b, n)
                print(attempt(fn, c, b), attempt(fn, a, d), attempt(fn, c, d))
            def accumulate(fn, a, b, n):
                for _ in range(n):
                    try:
                        a = fn(a, b)
                        print(show(a))
                    except Exception as e:
                        print(f"{type(e).__name__}: {e}")
                        return
            """;

    private static final FamilyKit KIT = FamilyKit.forFamily(Family.BINARY_OP);

    /** The property's programs and kit, for the guard-mutant runner too. */
    static Suite suite() {
        return new Suite("binary_op", KIT, programs(), 100);
    }

    @BeforeProperty
    void resetCounts() {
        KIT.reset();
    }

    @AfterProperty
    void theSitesDidSpecialize() {
        KIT.assertExercised();
    }

    @Property(tries = 100)
    void specializedBinaryOpsPrintWhatGenericOnesPrint(
            @ForAll("generated") Programs.Program program, @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> generated() {
        return programs();
    }

    @Provide
    Arbitrary<Opcode> children() {
        return Arbitraries.of(Untrusted.children(Family.BINARY_OP));
    }

    static Arbitrary<Programs.Program> programs() {
        return segment().list().ofMinSize(1).ofMaxSize(12).map(segments -> {
            List<String> steps = new ArrayList<>();
            for (Segment s : segments) {
                steps.add(s.python());
            }
            return Programs.program(PRELUDE, steps);
        });
    }

    private static Arbitrary<Segment> segment() {
        Arbitrary<String> op = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.of("add", "sub", "mul", "iadd", "isub", "imul")),
                Tuple.of(2, Arbitraries.of(OPS)));
        Arbitrary<Integer> times = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.integers().between(1, 8)),
                Tuple.of(3, Arbitraries.integers().between(50, 60)),
                Tuple.of(2, Arbitraries.integers().between(9, 80)));
        Arbitrary<Boolean> accumulate = Arbitraries.of(false, false, false, true);
        Arbitrary<Segment> plain = Combinators.combine(op, Operands.pairs(), times, accumulate)
                .as((o, pair, n, acc) -> safe(o, pair.get(0), pair.get(1), n, acc));
        // operators whose results stay small whatever the operands
        Arbitrary<String> tame = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.of("add", "sub", "iadd", "isub")),
                Tuple.of(2, Arbitraries.of("truediv", "floordiv", "mod", "and", "or", "xor",
                        "matmul")));
        Arbitrary<Segment> switched = Combinators.combine(tame, Operands.pairs(),
                Operands.pairs(), times).as((o, pair, other, n) -> new Segment(o, pair.get(0),
                        pair.get(1), n, false, other));
        return Arbitraries.frequencyOf(Tuple.of(3, plain), Tuple.of(1, switched));
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
        if (op.equals("imul") && l.kind().isSequence() && r.kind().isIntLike()) {
            // a list *= n grows the same list object at every repetition: n**times items
            r = new Operand(Kind.INT, Integer.toString(Math.floorMod(r.python().hashCode(), 2)));
        }
        if ((op.equals("pow") || op.equals("lshift")) && r.kind().isIntLike()) {
            r = new Operand(Kind.INT, Integer.toString(Math.floorMod(r.python().hashCode(),
                    op.equals("pow") ? 12 : 90) - (op.equals("pow") ? 2 : 0)));
        }
        boolean grows = op.contains("add") || op.contains("sub")
                || (mul && l.kind().isNumber() && r.kind().isNumber()
                        && l.kind() != Kind.BIG_INT && r.kind() != Kind.BIG_INT);
        return new Segment(op, l, r, n, accumulate && grows, null);
    }
}
