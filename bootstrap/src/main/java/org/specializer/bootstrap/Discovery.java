package org.specializer.bootstrap;

import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.module.ResolvedModule;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import org.specializer.spi.Family;
import org.specializer.spi.Specializer;

/**
 * Finding specializers: on the module path (the bundled families), in plugin folders (one
 * {@link ModuleLayer} per folder of jars), or handed in directly (tests). Then choosing at
 * most one per family according to the experiment's flags.
 */
public final class Discovery {
    private Discovery() {}

    /** A specializer and where it came from. */
    public record Found(Specializer specializer, String module, String version, String location,
            String origin) {
        public Family family() {
            return specializer.family();
        }
    }

    /** A discovery or selection problem the user must fix; its message says how. */
    public static final class SelectionException extends RuntimeException {
        SelectionException(String msg) {
            super(msg);
        }
    }

    /** Every specializer on the module path and in {@code pluginDirs}. */
    public static List<Found> discover(List<Path> pluginDirs) {
        List<Found> out = new ArrayList<>();
        for (Specializer s : ServiceLoader.load(ModuleLayer.boot(), Specializer.class)) {
            out.add(describe(s, "module path"));
        }
        for (Path dir : pluginDirs) {
            ModuleLayer layer = pluginLayer(dir);
            for (ServiceLoader.Provider<Specializer> p
                    : ServiceLoader.load(layer, Specializer.class).stream().toList()) {
                if (p.type().getModule().getLayer() == layer) {
                    out.add(describe(p.get(), "plugins " + dir));
                }
            }
        }
        return out;
    }

    /** Describe an instance handed in directly (tests and embedders). */
    public static Found given(Specializer s) {
        return describe(s, "given");
    }

    private static ModuleLayer pluginLayer(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new SelectionException("plugin folder not found: " + dir);
        }
        ModuleFinder finder = ModuleFinder.of(dir);
        Set<String> roots = new LinkedHashSet<>();
        for (ModuleReference r : finder.findAll()) {
            roots.add(r.descriptor().name());
        }
        ModuleLayer boot = ModuleLayer.boot();
        try {
            Configuration cf = boot.configuration().resolveAndBind(finder, ModuleFinder.of(),
                    roots);
            return boot.defineModulesWithOneLoader(cf, ClassLoader.getSystemClassLoader());
        } catch (RuntimeException e) {
            throw new SelectionException("cannot load plugins from " + dir + ": "
                    + e.getMessage());
        }
    }

    private static Found describe(Specializer s, String origin) {
        Module m = s.getClass().getModule();
        String name = m.isNamed() ? m.getName() : "(unnamed) " + s.getClass().getName();
        String version = m.getDescriptor() == null ? null
                : m.getDescriptor().rawVersion().orElse(null);
        if (version == null) {
            version = s.getClass().getPackage().getImplementationVersion();
        }
        String location = "?";
        if (m.getLayer() != null) {
            location = m.getLayer().configuration().findModule(name)
                    .map(ResolvedModule::reference).flatMap(ModuleReference::location)
                    .map(URI::toString).orElse("?");
        }
        return new Found(s, name, version == null ? "-" : version, location, origin);
    }

    /** What the user asked for. */
    public record Choice(Set<Family> only, Set<Family> disabled, Map<Family, String> use,
            boolean none) {}

    /**
     * At most one specializer per family: two providers for one family is an error naming
     * both, unless {@code --use=FAMILY=module} picks one.
     */
    public static Map<Family, Found> select(Collection<Found> found, Choice choice) {
        Map<Family, List<Found>> byFamily = new EnumMap<>(Family.class);
        for (Found f : found) {
            byFamily.computeIfAbsent(f.family(), k -> new ArrayList<>()).add(f);
        }
        for (Map.Entry<Family, String> u : choice.use().entrySet()) {
            List<Found> cands = byFamily.getOrDefault(u.getKey(), List.of());
            List<Found> picked = cands.stream().filter(f -> f.module().equals(u.getValue()))
                    .toList();
            if (picked.isEmpty()) {
                throw new SelectionException("--use=" + u.getKey().folderName() + "="
                        + u.getValue() + ": no such module provides " + u.getKey()
                        + " (found: " + names(cands) + ")");
            }
            byFamily.put(u.getKey(), picked);
        }
        Map<Family, Found> out = new LinkedHashMap<>();
        for (Map.Entry<Family, List<Found>> e : byFamily.entrySet()) {
            if (e.getValue().size() > 1) {
                throw new SelectionException("two specializers for family " + e.getKey() + ": "
                        + e.getValue().get(0).module() + " (" + e.getValue().get(0).origin()
                        + ") and " + e.getValue().get(1).module() + " ("
                        + e.getValue().get(1).origin() + "); pick one with --use="
                        + e.getKey().folderName() + "=MODULE");
            }
            if (enabled(e.getKey(), choice)) {
                out.put(e.getKey(), e.getValue().get(0));
            }
        }
        return out;
    }

    /** Is {@code f} switched on by the choice (whether or not a specializer exists)? */
    public static boolean enabled(Family f, Choice choice) {
        if (choice.none() || choice.disabled().contains(f)) {
            return false;
        }
        return choice.only() == null || choice.only().contains(f);
    }

    private static String names(List<Found> fs) {
        List<String> n = new ArrayList<>();
        for (Found f : fs) {
            n.add(f.module());
        }
        return n.isEmpty() ? "none" : String.join(", ", n);
    }

    /** Parse a comma-separated family list ({@code load_attr,binary_op}). */
    public static Set<Family> parseFamilies(String list) {
        Set<Family> out = new LinkedHashSet<>();
        if (list == null || list.isBlank()) {
            return out;
        }
        for (String part : list.split(",")) {
            String id = part.trim();
            if (id.isEmpty()) {
                continue;
            }
            try {
                out.add(Family.byId(id));
            } catch (IllegalArgumentException e) {
                throw new SelectionException("unknown family '" + id + "'; families are: "
                        + familyNames());
            }
        }
        return out;
    }

    static String familyNames() {
        List<String> n = new ArrayList<>();
        for (Family f : Family.values()) {
            n.add(f.folderName());
        }
        return String.join(", ", n);
    }

    /** Parse {@code FAMILY=module} pairs. */
    public static Map<Family, String> parseUse(List<String> pairs) {
        Map<Family, String> out = new EnumMap<>(Family.class);
        for (String p : pairs) {
            int eq = p.indexOf('=');
            if (eq <= 0) {
                throw new SelectionException("--use expects FAMILY=MODULE, not '" + p + "'");
            }
            Set<Family> f = parseFamilies(p.substring(0, eq));
            out.put(f.iterator().next(), p.substring(eq + 1).trim());
        }
        return out;
    }
}
