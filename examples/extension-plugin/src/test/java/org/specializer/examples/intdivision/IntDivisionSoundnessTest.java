package org.specializer.examples.intdivision;

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
import org.specializer.testkit.Programs;
import org.specializer.testkit.Untrusted;

/**
 * The plugin's decisions and descriptors against generic execution, with Specializer's family
 * test kit: generated operands of every kind (ints at the long borders, huge ints, bools,
 * floats, strs, user classes, subclasses of int...) through hot {@code //} and {@code %} sites
 * and the other operators this specializer decides for; each site is made hot with one pair
 * and then meets another, so that a descriptor's guard must refuse what its action cannot do
 * (a zero divisor, {@code -2**63 // -1}, an int subclass with its own {@code __floordiv__}).
 * Every run prints what the run without specialization prints.
 */
class IntDivisionSoundnessTest {
    private static final FamilyKit KIT = FamilyKit.forSpecializer(new IntDivisionSpecializer());

    private static final String PRELUDE = Operands.PRELUDE + """
            class J(int):
                def __floordiv__(self, o):
                    return ("J//", int(self), o)
            def op_floordiv(a, b):
                return a // b
            def op_mod(a, b):
                return a % b
            def op_ifloordiv(a, b):
                a //= b
                return a
            def op_add(a, b):
                return a + b
            def op_mul(a, b):
                return a * b
            def attempt(fn, a, b):
                try:
                    r = fn(a, b)
                    return f"{type(r).__name__} {r!r}"
                except Exception as e:
                    return f"{type(e).__name__}: {e}"
            def switch(fn, a, b, c, d, n):
                print([attempt(fn, a, b) for _ in range(n)][-1], attempt(fn, c, b),
                      attempt(fn, a, d), attempt(fn, c, d))
            """;

    @BeforeProperty
    void resetCounts() {
        KIT.reset();
    }

    @AfterProperty
    void theSitesDidSpecialize() {
        KIT.assertExercised();
    }

    @Property(tries = 40)
    void divisionPrintsWhatGenericDivisionPrints(@ForAll("programs") Programs.Program program,
            @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        Arbitrary<String> ints = Arbitraries.oneOf(Operands.of(Operands.Kind.INT)
                .map(Operands.Operand::python), Arbitraries.of("0", "-1", "-2**63", "2**63 - 1",
                        "J(7)", "True"));
        Arbitrary<String> any = Operands.any().map(Operands.Operand::python);
        Arbitrary<String> operand = Arbitraries.frequencyOf(Tuple.of(3, ints), Tuple.of(1, any));
        Arbitrary<String> fn = Arbitraries.of("op_floordiv", "op_mod", "op_ifloordiv",
                "op_floordiv", "op_mod", "op_add", "op_mul");
        Arbitrary<String> step = Combinators.combine(fn, operand, operand, operand, operand,
                Programs.repeats()).as((f, a, b, c, d, n) -> "switch(" + f + ", " + a + ", "
                        + b + ", " + c + ", " + d + ", " + n + ")");
        // the pairs at the edges of the descriptors' guards, after ints made the site hot
        Arbitrary<String> edge = Combinators.combine(fn, ints, ints, Arbitraries.of(
                "-2**63, -1", "5, 0", "-7, 2", "7, -2", "J(7), 2", "True, 2", "2**64, 3",
                "-2**63, 1", "0, -1"), Programs.repeats()).as((f, a, b, cd, n) -> "switch("
                        + f + ", " + a + ", " + b + ", " + cd + ", " + n + ")");
        return Programs.of(PRELUDE, Arbitraries.frequencyOf(Tuple.of(2, step),
                Tuple.of(1, edge)), 1, 10);
    }

    @Provide
    Arbitrary<Opcode> children() {
        List<Opcode> children = new ArrayList<>(Untrusted.children(Family.BINARY_OP));
        return Arbitraries.of(children);
    }
}
