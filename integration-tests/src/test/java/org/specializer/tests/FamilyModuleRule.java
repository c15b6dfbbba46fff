package org.specializer.tests;

import java.lang.module.FindException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The dependency rule of a family module, read from its compiled descriptor: it requires
 * {@code org.specializer.api}, {@code org.specializer.spi} and {@code java.base} only, so
 * that the core (interpreter, built-ins, tier 2) can change without breaking any family, and
 * a family built elsewhere loads as a plugin. Point it at a bundled family's classes, a
 * family jar, or a plugin project's jar.
 *
 * <p>The families' poms are held to the same rule by the enforcer execution in
 * {@code families/pom.xml} (Maven dependencies other than api and spi are banned).
 */
final class FamilyModuleRule {
    private FamilyModuleRule() {}

    /** What a family module may require. */
    static final Set<String> ALLOWED = Set.of("java.base", "org.specializer.api",
            "org.specializer.spi");

    /** The one module in {@code location}: a modular jar or a folder of compiled classes. */
    static ModuleDescriptor descriptor(Path location) {
        Set<ModuleReference> found;
        try {
            found = ModuleFinder.of(location).findAll();
        } catch (FindException e) {
            throw new AssertionError("cannot read a module from " + location + ": "
                    + e.getMessage(), e);
        }
        if (found.size() != 1) {
            throw new AssertionError("expected one module in " + location + ", found "
                    + found.size());
        }
        ModuleDescriptor d = found.iterator().next().descriptor();
        if (d.isAutomatic()) {
            throw new AssertionError(location + " is not a modular jar (no module-info): "
                    + "automatic module " + d.name());
        }
        return d;
    }

    /** The module's requires that break the rule, as {@code requires [modifiers] name}. */
    static List<String> violations(ModuleDescriptor d) {
        List<String> out = new ArrayList<>();
        for (ModuleDescriptor.Requires r : d.requires()) {
            if (!ALLOWED.contains(r.name())) {
                StringBuilder sb = new StringBuilder("requires ");
                for (ModuleDescriptor.Requires.Modifier m : new TreeSet<>(r.modifiers())) {
                    sb.append(m.name().toLowerCase(Locale.ROOT)).append(' ');
                }
                out.add(sb.append(r.name()).toString());
            }
        }
        out.sort(null);
        return out;
    }

    /** Fail, naming the module, where it is and each offending requires, unless it obeys. */
    static void check(Path location) {
        ModuleDescriptor d = descriptor(location);
        List<String> bad = violations(d);
        if (!bad.isEmpty()) {
            throw new AssertionError("family module " + d.name() + " (" + location
                    + ") may require only " + ALLOWED.stream().sorted().toList() + ", but has: "
                    + String.join(", ", bad));
        }
    }
}
