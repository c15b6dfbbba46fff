package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.specializer.spi.Opcode;

/**
 * The guard list: well formed, one entry per guard, numbered from 1 in each child, every child
 * one with a body; and the mechanism off unless the JVM starts with the property, so that
 * every guard holds in a normal run (integration-tests' GuardMutantSwitchTest shows, in a
 * launcher run, that the property turns off exactly the guard it names).
 */
class MutantsTest {

    @Test
    void everyGuard_isNamedAfterAChildWithABody_numberedFromOne() {
        Map<Opcode, Integer> last = new LinkedHashMap<>();
        Set<String> seen = new HashSet<>();
        for (String g : Mutants.all()) {
            assertTrue(seen.add(g), "twice: " + g);
            Opcode child = Mutants.child(g);
            assertTrue(Bodies.has(child), g + ": no body in the loop");
            int n = Integer.parseInt(g.substring(g.indexOf('/') + 1));
            assertEquals(last.getOrDefault(child, 0) + 1, n, g + " follows guard "
                    + last.getOrDefault(child, 0) + " of its child");
            last.put(child, n);
            assertFalse(Mutants.describe(g).isBlank(), g);
        }
        assertTrue(Mutants.all().size() > 100, "the list covers the children: "
                + Mutants.all().size());
    }

    @Test
    void everyChildWithABody_hasAGuardOrIsExplained() {
        Set<Opcode> guarded = new HashSet<>();
        for (String g : Mutants.all()) {
            guarded.add(Mutants.child(g));
        }
        StringBuilder notes = new StringBuilder();
        for (String[] n : Mutants.NOT_GUARDS) {
            notes.append(n[0]).append('\n');
        }
        for (Opcode child : Bodies.implemented()) {
            assertTrue(guarded.contains(child) || notes.indexOf(child.name()) >= 0,
                    child + " has neither a guard in the list nor a note why not");
        }
    }

    @Test
    void withoutTheProperty_noGuardIsOff() {
        assertFalse(Mutants.enabled());
        for (String g : List.of("TO_BOOL_INT/1", "LOAD_GLOBAL_BUILTIN/2", "CALL_LEN/2")) {
            Opcode c = Mutants.child(g);
            int n = Integer.parseInt(g.substring(g.indexOf('/') + 1));
            assertTrue(Mutants.on(c.number(), n), g);
            assertFalse(Mutants.off(c.number(), n), g);
        }
        assertThrows(IllegalStateException.class, () -> Mutants.select("TO_BOOL_INT/1"));
        assertEquals("none", Mutants.selected());
    }

    @Test
    void unknownNames_areRefused() {
        assertThrows(IllegalArgumentException.class, () -> Mutants.describe("TO_BOOL_INT/7"));
        assertThrows(IllegalArgumentException.class, () -> Mutants.child("NOPE/1"));
    }
}
