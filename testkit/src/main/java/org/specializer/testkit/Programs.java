package org.specializer.testkit;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Generated programs that change, between and in the middle of hot loops, what specialized
 * sites depend on: class attributes (plain values and every kind of descriptor), an
 * instance's class ({@code __class__}), a class's bases ({@code __bases__}), globals and
 * builtins (rebound, deleted, added), and dicts (keys added and removed until they resize).
 *
 * <p>A program is a prelude (a family's definitions: its hot sites), then steps. The steps run
 * inside {@code try}/{@code finally} after {@link #HELPERS}, which put the builtins back
 * whatever happened (the in-process runner fails a program that leaves them changed). Each
 * mutation step reports an exception instead of raising it, so a generated program runs to
 * its end:
 *
 * <pre>
 *   Arbitrary&lt;String&gt; step = Arbitraries.frequencyOf(
 *           Tuple.of(4, hotCalls), Tuple.of(1, Programs.classChanges(...)));
 *   Arbitrary&lt;Program&gt; programs = Programs.of(PRELUDE, step, 1, 14);
 *   kit.check(program.source(), program::description);
 * </pre>
 */
public final class Programs {
    private Programs() {}

    /** A program's source, and what a failure shows of it (its generated part). */
    public record Program(String source, String description) {
        @Override
        public String toString() {
            return description;
        }
    }

    /** The program of {@link #HELPERS}, {@code prelude} and {@code steps} (in a {@code try}). */
    public static Program program(String prelude, List<String> steps) {
        return new Program(build(prelude, steps), String.join("\n", steps));
    }

    /**
     * Definitions the mutation steps use: {@code unset(obj, name)} deletes an attribute that is
     * in the object's own {@code __dict__}, {@code set_builtin} and {@code del_builtin} change the
     * builtins (put back by the program's {@code finally}), {@code Desc} and {@code Data} are a
     * non-data and a data descriptor, {@code noise(d, n, prefix)} and {@code quiet(...)} add and
     * remove keys.
     */
    public static final String HELPERS = """
            import builtins as _builtins
            _BUILTINS = vars(_builtins)
            _SAVED_BUILTINS = dict(_BUILTINS)
            def _restore_builtins():
                for k in [k for k in _BUILTINS if k not in _SAVED_BUILTINS]:
                    del _BUILTINS[k]
                for k, v in _SAVED_BUILTINS.items():
                    if _BUILTINS.get(k, _restore_builtins) is not v:
                        _BUILTINS[k] = v
            def unset(obj, name):
                if name in getattr(obj, "__dict__", ()):
                    delattr(obj, name)
            def set_builtin(name, value):
                setattr(_builtins, name, value)
            def del_builtin(name):
                if hasattr(_builtins, name):
                    delattr(_builtins, name)
            def noise(d, n, prefix="noise_"):
                for i in range(n):
                    d[prefix + str(i)] = i
            def quiet(d, n, prefix="noise_"):
                for i in range(n):
                    d.pop(prefix + str(i), None)
            class Desc:
                def __get__(self, inst, owner):
                    return "Desc.get"
            class Data:
                def __get__(self, inst, owner):
                    return "Data.get"
                def __set__(self, inst, value):
                    pass
            """;

    /** The source of a program of {@code prelude} and {@code steps}. */
    public static String build(String prelude, List<String> steps) {
        StringBuilder src = new StringBuilder(HELPERS).append(prelude);
        if (!prelude.endsWith("\n")) {
            src.append('\n');
        }
        src.append("try:\n");
        for (String step : steps) {
            src.append(indent(step)).append('\n');
        }
        return src.append("    pass\nfinally:\n    _restore_builtins()\n").toString();
    }

    private static String indent(String block) {
        return "    " + block.replace("\n", "\n    ");
    }

    /** Programs of {@code prelude} and {@code min} to {@code max} steps. */
    public static Arbitrary<Program> of(String prelude, Arbitrary<String> step, int min,
            int max) {
        return step.list().ofMinSize(min).ofMaxSize(max).map(s -> program(prelude, s));
    }

    /**
     * A statement that reports the exception it raises, if any, instead of raising it:
     * {@code ! C.x = 1: TypeError}.
     */
    public static String guarded(String statement) {
        String shown = statement.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "; ");
        return "try:\n    " + statement.replace("\n", "\n    ")
                + "\nexcept Exception as _e:\n    print('! " + shown
                + ":', type(_e).__name__)";
    }

    /** How many times a hot loop runs: once, a few times, around the cooldown (52), more. */
    public static Arbitrary<Integer> repeats() {
        return Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(3, 3), Tuple.of(2, 53),
                Tuple.of(2, 60));
    }

    /**
     * {@code hot} run {@code n} times, with {@code change} made once in the middle of the
     * loop (at a generated iteration): the sites are specialized when it happens.
     */
    public static Arbitrary<String> midLoop(Arbitrary<String> hot, Arbitrary<String> change) {
        return Combinators.combine(hot, change, Arbitraries.of(4, 20, 60),
                Arbitraries.of(1, 2, 3, 10, 50)).as((h, c, n, at) -> "for _i in range(" + n
                        + "):\n    " + h.replace("\n", "\n    ") + "\n    if _i == " + at
                        + ":\n        " + guarded(c).replace("\n", "\n        "));
    }

    /** Values of every kind of class attribute: plain, functions, descriptors, hooks' targets. */
    public static Arbitrary<String> attributeValues() {
        return Arbitraries.of("1", "'s'", "None", "(lambda self, *a: 'fn')",
                "property(lambda self: 'prop')", "property(lambda self: self.missing)",
                "staticmethod(lambda *a: 'static')", "classmethod(lambda c, *a: c.__name__)",
                "Desc()", "Data()", "len", "str.upper");
    }

    /**
     * {@code target.name = value} and {@code unset(target, name)} for the given targets
     * (classes or instances), names and values ({@link #attributeValues} for one).
     */
    public static Arbitrary<String> attributeChanges(Arbitrary<String> targets,
            Arbitrary<String> names, Arbitrary<String> values) {
        Arbitrary<String> set = Combinators.combine(targets, names, values)
                .as((t, n, v) -> guarded(t + "." + n + " = " + v));
        Arbitrary<String> unset = Combinators.combine(targets, names)
                .as((t, n) -> "unset(" + t + ", '" + n + "')");
        return Arbitraries.frequencyOf(Tuple.of(3, set), Tuple.of(2, unset));
    }

    /** {@code instance.__class__ = cls}. */
    public static Arbitrary<String> classChanges(Arbitrary<String> instances,
            Arbitrary<String> classes) {
        return Combinators.combine(instances, classes)
                .as((o, c) -> guarded(o + ".__class__ = " + c));
    }

    /** {@code cls.__bases__ = bases} (a tuple expression). */
    public static Arbitrary<String> basesChanges(Arbitrary<String> classes,
            Arbitrary<String> bases) {
        return Combinators.combine(classes, bases)
                .as((c, b) -> guarded(c + ".__bases__ = " + b));
    }

    /** Globals bound, rebound and deleted: {@code globals()['name'] = value}, and pops. */
    public static Arbitrary<String> globalChanges(Arbitrary<String> names,
            Arbitrary<String> values) {
        Arbitrary<String> bind = Combinators.combine(names, values)
                .as((n, v) -> "globals()['" + n + "'] = " + v);
        Arbitrary<String> delete = names.map(n -> "globals().pop('" + n + "', None)");
        return Arbitraries.frequencyOf(Tuple.of(3, bind), Tuple.of(2, delete));
    }

    /** Builtins rebound, added and deleted (put back at the program's end). */
    public static Arbitrary<String> builtinChanges(Arbitrary<String> names,
            Arbitrary<String> values) {
        Arbitrary<String> bind = Combinators.combine(names, values)
                .as((n, v) -> "set_builtin('" + n + "', " + v + ")");
        Arbitrary<String> delete = names.map(n -> "del_builtin('" + n + "')");
        return Arbitraries.frequencyOf(Tuple.of(3, bind), Tuple.of(2, delete));
    }

    /**
     * Keys added to and removed from the dicts named (enough, at times, that they resize):
     * their keys versions change while the values a site reads stay.
     */
    public static Arbitrary<String> dictChanges(Arbitrary<String> dicts) {
        return Combinators.combine(dicts, Arbitraries.of(1, 3, 40), Arbitraries.of(true, false))
                .as((d, n, add) -> (add ? "noise(" : "quiet(") + d + ", " + n + ")");
    }
}
