package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.core.modules.StdStreams;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * When the interpreter asks a family's specializer again after failures and misses, compared
 * with a model of CPython 3.13 written from its sources rather than from our {@link Counters}:
 *
 * <ul>
 *   <li>{@code Include/internal/pycore_backoff.h}: {@code make_backoff_counter},
 *       {@code backoff_counter_triggers} (value 0), {@code advance_backoff_counter} (value - 1,
 *       0xFFFF never moves), {@code restart_backoff_counter} (backoff + 1 up to 12, value
 *       2^backoff - 1);
 *   <li>{@code Include/internal/pycore_code.h}: {@code adaptive_counter_warmup} (1, 1),
 *       {@code adaptive_counter_cooldown} (52, 0), {@code adaptive_counter_backoff} = restart;
 *   <li>{@code Python/bytecodes.c}, {@code _SPECIALIZE_BINARY_OP} (every {@code _SPECIALIZE_X}
 *       alike): if the counter triggers, call the specializer, then {@code DISPATCH_SAME_OPARG()},
 *       which runs the instruction now at the site again in the same execution; otherwise
 *       advance the counter and run the generic body. A specialized child's failed guard
 *       ({@code DEOPT_IF}) enters the base's {@code _SPECIALIZE_X} the same way; its hits leave
 *       the counter alone. {@code Python/specialize.c}, {@code _Py_Specialize_BinaryOp}:
 *       success writes the child and cooldown, failure the base and
 *       {@code adaptive_counter_backoff}.
 * </ul>
 * So after a failure the re-dispatched base does not trigger on the restarted counter and
 * advances it at once. CPython 3.13.0 itself, reading the counter from
 * {@code _co_code_adaptive} after each call of {@code def f(x, y): return x ** y}, attempts at
 * calls 2, 5, 12, 27, 58, 121 and 248, which {@link #modelMatchesWhatCPythonDid} checks the
 * model against.
 */
class BackoffScheduleTest {

    // ------------------------------------------------------------------ the model

    /** CPython 3.13's {@code _Py_BackoffCounter}: a 12-bit value over a 4-bit backoff. */
    record Backoff(int value, int backoff) {
        static Backoff make(int value, int backoff) {
            if (backoff > 15 || value > 0xFFF) {
                throw new IllegalArgumentException();
            }
            return new Backoff(value, backoff);
        }

        boolean triggers() {
            return value == 0;
        }

        Backoff advance() {
            return value == 0xFFF && backoff == 0xF ? this : make((value - 1) & 0xFFF, backoff);
        }

        Backoff restart() {
            return backoff < 12 ? make((1 << (backoff + 1)) - 1, backoff + 1) : make(4095, 12);
        }

        static final Backoff WARMUP = make(1, 1);
        static final Backoff COOLDOWN = make(52, 0);
    }

    /**
     * One site under CPython 3.13's rules. {@code fits.test(n)}: execution n's operands are what
     * a specialization of the site's family would accept (the specializer succeeds, and a child
     * it made hits). Returns the executions (1-based) at which the specializer was called.
     */
    static List<Integer> cpythonAttempts(int executions, IntPredicate fits) {
        List<Integer> attempts = new ArrayList<>();
        Backoff counter = Backoff.WARMUP;   // _PyCode_Quicken
        boolean specialized = false;
        for (int n = 1; n <= executions; n++) {
            if (specialized && fits.test(n)) {
                continue;   // a hit: the counter is untouched
            }
            // the base instruction, or a child's DEOPT_IF into the base's _SPECIALIZE_X
            if (counter.triggers()) {
                attempts.add(n);
                if (fits.test(n)) {
                    specialized = true;
                    counter = Backoff.COOLDOWN;
                    continue;   // DISPATCH_SAME_OPARG: the new child hits
                }
                specialized = false;
                counter = counter.restart();
                // DISPATCH_SAME_OPARG: the base again, which does not trigger now
            }
            counter = counter.advance();
        }
        return attempts;
    }

    @Test
    void modelMatchesWhatCPythonDid() {
        assertEquals(List.of(2, 5, 12, 27, 58, 121, 248), cpythonAttempts(300, n -> false));
    }

    // ------------------------------------------------------------------ the interpreter

    /**
     * A BINARY_OP specializer for the sites of functions named {@code f}: it notes the
     * execution number (the global {@code n}) of each call, and makes BINARY_OP_ADD_INT for
     * {@code int + int}, fails otherwise.
     */
    static final class Recording implements Specializer {
        final List<Integer> attempts = new ArrayList<>();

        @Override
        public Family family() {
            return Family.BINARY_OP;
        }

        @Override
        public Decision specialize(Site site) {
            if (!site.code().name.equals("f")) {
                return Decision.fail(CommonFailure.OTHER);
            }
            attempts.add((int) ((PyInt) site.globals().getItem("n")).value);
            PyObject left = site.stack(1);
            PyObject right = site.stack(0);
            if (site.oparg() == 0 && left.getClass() == PyInt.class
                    && right.getClass() == PyInt.class) {
                return Decision.specialize(Opcode.BINARY_OP_ADD_INT);
            }
            return Decision.fail(CommonFailure.OTHER);
        }
    }

    @AfterEach
    void restore() {
        Specialization.install(List.of());
        Tier2.setEnabled(true);
    }

    /** Run {@code source} in the interpreter alone with {@code spec} serving BINARY_OP. */
    static void run(Specializer spec, String source) {
        Specialization.install(List.of(spec));
        Tier2.setEnabled(false);
        Runtime.init();
        StdStreams.install(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new ByteArrayOutputStream(), false);
        PyModule main = Runtime.newMainModule("prog.py");
        Runtime.execSource(source, "prog.py", main.dict, main.dict);
    }

    @Test
    void aSiteThatAlwaysFailsRetriesWhenCPythonDoes() {
        int calls = 2100;
        Recording spec = new Recording();
        run(spec, "def f(x, y):\n    return x ** y\n"
                + "for n in range(1, " + (calls + 1) + "):\n    f(2, 3)\n");
        List<Integer> expected = cpythonAttempts(calls, n -> false);
        assertEquals(List.of(2, 5, 12, 27, 58, 121, 248, 503, 1014, 2037), expected);
        assertEquals(expected, spec.attempts);
    }

    @Test
    void aSpecializedSiteIsReconsideredAtItsFiftyThirdMissThenBacksOff() {
        // ints twice (specialized at the second call), then floats: every call misses
        int calls = 140;
        IntPredicate ints = n -> n <= 2;
        Recording spec = new Recording();
        run(spec, "def f(x, y):\n    return x + y\n"
                + "for n in range(1, " + (calls + 1) + "):\n"
                + "    f(1, 2) if n <= 2 else f(1.5, 2.5)\n");
        List<Integer> expected = cpythonAttempts(calls, ints);
        // the 53rd miss (call 55) fails; the base was left at 0 by the same execution, so call
        // 56 attempts again; then 2^b - 1 executions between attempts
        assertEquals(List.of(2, 55, 56, 59, 66, 81, 112), expected);
        assertEquals(expected, spec.attempts);
    }

    @Test
    void missesNeedNotBeConsecutive() {
        // ints at odd calls hit, floats at even calls miss: the 53rd miss is call 2 + 2*53
        int calls = 120;
        IntPredicate ints = n -> n % 2 == 1 || n == 2;
        Recording spec = new Recording();
        run(spec, "def f(x, y):\n    return x + y\n"
                + "for n in range(1, " + (calls + 1) + "):\n"
                + "    f(1, 2) if n % 2 == 1 or n == 2 else f(1.5, 2.5)\n");
        List<Integer> expected = cpythonAttempts(calls, ints);
        assertEquals(108, (int) expected.get(1));
        assertEquals(expected, spec.attempts);
    }
}
