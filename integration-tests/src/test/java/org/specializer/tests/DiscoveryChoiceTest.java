package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.specializer.bootstrap.Discovery;
import org.specializer.bootstrap.Discovery.Found;
import org.specializer.bootstrap.Discovery.Source;
import org.specializer.spi.Decision;
import org.specializer.spi.Family;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * The choice of one provider per family, on candidates made up in the test: a plugin replaces
 * the bundled module, two plugins need {@code --use}, and {@code --use}'s
 * {@code MODULE[@WHERE]} picks by name and place.
 */
class DiscoveryChoiceTest {
    /** A stub that is never asked. */
    private static final class Stub implements Specializer {
        private final Family family;

        Stub(Family family) {
            this.family = family;
        }

        @Override
        public Family family() {
            return family;
        }

        @Override
        public Decision specialize(Site site) {
            throw new AssertionError("not asked in these tests");
        }
    }

    private static final Path A = Path.of("/plugins/a");
    private static final Path B = Path.of("/plugins/b");

    private static Found bundled(String module) {
        return new Found(new Stub(Family.TO_BOOL), module, "1", Source.BUNDLED, null, null);
    }

    private static Found plugin(String module, Path folder) {
        return new Found(new Stub(Family.TO_BOOL), module, "2", Source.PLUGIN, folder,
                folder.resolve(module + ".jar"));
    }

    private static Discovery.Choice use(String... pairs) {
        return new Discovery.Choice(null, Set.of(), Discovery.parseUse(List.of(pairs)), false);
    }

    private static Discovery.Outcome outcome(List<Found> found, Discovery.Choice choice) {
        List<Discovery.Outcome> all = Discovery.outcomes(found, choice);
        assertEquals(1, all.size());
        return all.get(0);
    }

    @Test
    void aPluginReplacesTheBundledModule_whateverItsName() {
        Found b = bundled("org.specializer.family.tobool");
        for (String name : List.of("org.specializer.family.tobool", "org.example.tobool")) {
            Found p = plugin(name, A);
            assertSame(p, outcome(List.of(b, p), use()).chosen(), name);
            assertSame(b, outcome(List.of(b, p), use("to_bool=" + b.module() + "@bundled"))
                    .chosen(), name);
        }
        Found p = plugin("org.example.tobool", A);
        assertSame(b, outcome(List.of(b, p), use("to_bool=" + b.module())).chosen());
    }

    @Test
    void twoPlugins_areAmbiguousUntilUsePicksOne() {
        Found b = bundled("org.specializer.family.tobool");
        Found pa = plugin("org.specializer.family.tobool", A);
        Found pb = plugin("org.specializer.family.tobool", B);
        Discovery.Outcome o = outcome(List.of(b, pa, pb), use());
        assertNull(o.chosen());
        assertEquals(List.of(pa, pb), o.clashing());
        assertEquals("several plugins provide family TO_BOOL: org.specializer.family.tobool 2 ("
                + A.resolve("org.specializer.family.tobool.jar") + ") and "
                + "org.specializer.family.tobool 2 (" + B.resolve("org.specializer.family.tobool"
                + ".jar") + "); pick one with --use=to_bool=org.specializer.family.tobool@" + A
                + " or --use=to_bool=org.specializer.family.tobool@" + B, o.problem());
        Discovery.SelectionException e = assertThrows(Discovery.SelectionException.class,
                () -> Discovery.select(List.of(b, pa, pb), use()));
        assertEquals(o.problem(), e.getMessage());
        assertSame(pb, outcome(List.of(b, pa, pb), use("to_bool=org.specializer.family.tobool@"
                + B)).chosen());
        assertSame(pa, outcome(List.of(b, pa, pb), use("to_bool=@" + A.resolve(
                "org.specializer.family.tobool.jar"))).chosen());
    }

    @Test
    void anAmbiguousFamilyIsAnError_evenWhenTheFlagsSwitchItOff() {
        List<Found> found = List.of(plugin("org.example.x", A), plugin("org.example.y", B));
        Discovery.Choice off = new Discovery.Choice(null, Set.of(Family.TO_BOOL), Map.of(),
                false);
        Discovery.SelectionException e = assertThrows(Discovery.SelectionException.class,
                () -> Discovery.select(found, off));
        assertTrue(e.getMessage().endsWith("pick one with --use=to_bool=org.example.x or "
                + "--use=to_bool=org.example.y"), e.getMessage());
    }

    @Test
    void aModuleWithTwoProvidersForOneFamily_isTheAuthorsError() {
        Found one = plugin("org.example.x", A);
        Found again = new Found(new Stub(Family.TO_BOOL), one.module(), one.version(),
                Source.PLUGIN, A, one.jar());
        assertEquals("module org.example.x (" + one.jar() + ") provides more than one "
                + "specializer for family TO_BOOL; a module may provide one per family",
                outcome(List.of(one, again), use()).problem());
    }

    @Test
    void useIsParsed_andBadFormsAreUsageErrors() {
        assertEquals(new Discovery.Pick("m", null), Discovery.Pick.parse("m"));
        assertEquals(new Discovery.Pick("m", "bundled"), Discovery.Pick.parse("m@bundled"));
        assertEquals(new Discovery.Pick(null, "/p/a@b"), Discovery.Pick.parse("@/p/a@b"));
        assertEquals(new Discovery.Pick("m", "/p/a@b"), Discovery.Pick.parse("m@/p/a@b"));
        for (String bad : List.of("to_bool", "=m", "to_bool=", "to_bool=@", "no_such=m",
                "to_bool,call=m")) {
            assertThrows(Discovery.SelectionException.class,
                    () -> Discovery.parseUse(List.of(bad)), bad);
        }
    }
}
