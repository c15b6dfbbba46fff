package org.specializer.family.tobool;

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
 * This family's decisions against generic execution, with the family test kit, from the
 * family's own module (as a family built elsewhere would test itself): the kit's operands of
 * every kind through one hot truth test, while the classes they are instances of gain and
 * lose {@code __bool__} and {@code __len__} and instances change class. The fuller property
 * (and the guard-mutant suite) is integration-tests' ToBoolSoundnessTest.
 */
class ToBoolKitProperties {
    private static final FamilyKit KIT = FamilyKit.forSpecializer(new ToBoolSpecializer());

    private static final String PRELUDE = Operands.PRELUDE + """
            class Plain2:
                def __repr__(self):
                    return "Plain2()"
            p = Plain()
            def truth(v):
                return "T" if v else "F"
            def rep(v, n):
                out = []
                for _ in range(n):
                    try:
                        out.append(truth(v))
                    except Exception as e:
                        out.append(type(e).__name__)
                print(repr(v)[:30], "".join(out))
            """;

    @BeforeProperty
    void resetCounts() {
        KIT.reset();
    }

    @AfterProperty
    void theSitesDidSpecialize() {
        KIT.assertExercised();
    }

    @Property(tries = 25)
    void truthTestsPrintWhatGenericOnesPrint(@ForAll("programs") Programs.Program program,
            @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        Arbitrary<String> rep = Combinators.combine(Arbitraries.oneOf(Operands.any(),
                Arbitraries.just(new Operands.Operand(Operands.Kind.PLAIN, "p"))),
                Programs.repeats()).as((v, n) -> "rep(" + v + ", " + n + ")");
        Arbitrary<String> classes = Arbitraries.of("Plain", "Plain2", "V", "I", "L");
        Arbitrary<String> change = Arbitraries.oneOf(
                Programs.attributeChanges(classes, Arbitraries.of("__bool__", "__len__"),
                        Arbitraries.of("lambda self: False", "lambda self: 0",
                                "lambda self: 1")),
                Programs.classChanges(Arbitraries.just("p"), Arbitraries.of("Plain", "Plain2")));
        return Programs.of(PRELUDE, Arbitraries.frequencyOf(Tuple.of(4, rep),
                Tuple.of(1, change), Tuple.of(1, Programs.midLoop(
                        Arbitraries.of("rep(p, 1)", "rep(0, 1)", "rep([], 1)"), change))),
                1, 12);
    }

    @Provide
    Arbitrary<Opcode> children() {
        return Arbitraries.of(Untrusted.children(Family.TO_BOOL));
    }
}
