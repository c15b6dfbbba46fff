package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.specializer.core.interp.Mutants;

/**
 * The guard-mutant switch ({@code -Dspecializer.guardMutant=CHILD/n}, read once at start-up):
 * it turns off exactly the guard it names, and nothing when it is absent. The program runs
 * one LOAD_GLOBAL site with the same globals and, after a swap, with other builtins whose
 * entries are in another order: only the builtins' keys version tells the cached index from a
 * stale one, so turning off LOAD_GLOBAL_BUILTIN's second guard reads the wrong entry, and
 * turning off its first (the globals' keys version) changes nothing here.
 */
class GuardMutantSwitchTest {
    private static final String PROGRAM = """
            READER = compile("def read():\\n    return zz\\n", "<reader>", "exec")
            nsb = {"a": "nsb a", "zz": "nsb zz"}
            nsb2 = {"zz": "nsb2 zz", "a": "nsb2 a"}
            ns = {"__builtins__": nsb}
            exec(READER, ns)
            print([ns["read"]() for i in range(6)])
            ns["__builtins__"] = nsb2
            exec(READER, ns)
            print([ns["read"]() for i in range(6)])
            """;

    private static final String RIGHT = "['nsb zz', 'nsb zz', 'nsb zz', 'nsb zz', 'nsb zz', "
            + "'nsb zz']\n['nsb2 zz', 'nsb2 zz', 'nsb2 zz', 'nsb2 zz', 'nsb2 zz', 'nsb2 zz']\n";

    private static Launcher.Result run(String... jvmOptions) {
        Path p = Launcher.writeProgram("guard_switch.py", PROGRAM);
        return Launcher.run(List.of(jvmOptions), List.of("run", "--no-tier2", p.toString()),
                Map.of());
    }

    @Test
    void withoutTheProperty_everyGuardHolds() {
        Launcher.Result r = run();
        assertEquals(0, r.status(), r.stderr());
        assertEquals(RIGHT, r.stdout());
    }

    @Test
    void theNamedGuardAlone_isTurnedOff() {
        Launcher.Result builtins = run("-Dspecializer.guardMutant=LOAD_GLOBAL_BUILTIN/2");
        assertEquals(0, builtins.status(), builtins.stderr());
        assertNotEquals(RIGHT, builtins.stdout(), "the stale index was read");
        assertTrue(builtins.stdout().contains("nsb2 a"), builtins.stdout());
        Launcher.Result globals = run("-Dspecializer.guardMutant=LOAD_GLOBAL_BUILTIN/1");
        assertEquals(RIGHT, globals.stdout(), "the other guard of the child still holds");
        Launcher.Result none = run("-Dspecializer.guardMutant=none");
        assertEquals(RIGHT, none.stdout(), "the mechanism on, no guard off");
    }

    @Test
    void anUnknownGuard_isAnError() {
        Launcher.Result r = run("-Dspecializer.guardMutant=LOAD_GLOBAL_BUILTIN/9");
        assertNotEquals(0, r.status());
        assertTrue(r.stderr().contains("no guard LOAD_GLOBAL_BUILTIN/9"), r.stderr());
    }

    @Test
    void inThisJvm_theMechanismIsOff_andCannotBeSwitched() {
        assertFalse(Mutants.enabled(), "the tests run as users do: no -D"
                + Mutants.PROPERTY);
        assertThrows(IllegalStateException.class, () -> Mutants.select("TO_BOOL_INT/1"));
        assertEquals("none", Mutants.selected());
    }
}
