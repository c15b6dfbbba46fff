package org.specializer.bootstrap;

import java.io.IOException;
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
 * Finding specializers and choosing at most one per family.
 *
 * <p>Three sources: the bundled families, on the launcher's module path (the boot layer);
 * plugin folders, each folder of jars resolved as a {@link ModuleLayer} of its own whose
 * parent is the boot layer; and instances handed in directly (tests, embedders). A child layer
 * may hold a module of the same name as one in the boot layer, so a plugin folder may hold a
 * rebuilt copy of a bundled family: it gets a class loader of its own and does not see the
 * bundled module.
 *
 * <p>The choice for each family, in order: {@code --use=FAMILY=PICK} keeps only the candidates
 * the pick matches ({@link Pick}); a plugin (or a given instance) replaces a bundled provider,
 * whatever the module names; what is left must be one candidate, else the family is ambiguous
 * and the error says which {@code --use} values would pick each. The experiment's flags
 * ({@code --families}, {@code --disable}, {@code --no-specialize}) then switch the chosen one
 * on or off.
 */
public final class Discovery {
    private Discovery() {}

    /** Where a specializer came from. */
    public enum Source {
        /** On the launcher's module path: built with the project. */
        BUNDLED,
        /** In a plugin folder: replaces a bundled provider of its family. */
        PLUGIN,
        /** Handed in directly (tests, embedders): as a plugin. */
        GIVEN
    }

    /**
     * A specializer and where it came from: its module's name and version, and for a plugin
     * the folder given to {@code --plugins} and the jar (or exploded folder) it was loaded from.
     */
    public record Found(Specializer specializer, String module, String version, Source source,
            Path folder, Path jar) {
        public Family family() {
            return specializer.family();
        }

        public boolean bundled() {
            return source == Source.BUNDLED;
        }

        /** {@code bundled}, {@code given}, or the plugin's jar. */
        public String location() {
            return switch (source) {
                case BUNDLED -> "bundled";
                case GIVEN -> "given";
                case PLUGIN -> jar == null ? folder.toString() : jar.toString();
            };
        }

        @Override
        public String toString() {
            return module + " " + version + " (" + location() + ")";
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
            out.add(describe(s, Source.BUNDLED, null));
        }
        Set<Path> seen = new LinkedHashSet<>();
        for (Path dir : pluginDirs) {
            if (!seen.add(canonical(dir))) {
                continue;  // the same folder twice would be the same plugins twice
            }
            ModuleLayer layer = pluginLayer(dir);
            for (ServiceLoader.Provider<Specializer> p
                    : ServiceLoader.load(layer, Specializer.class).stream().toList()) {
                if (p.type().getModule().getLayer() == layer) {
                    out.add(describe(p.get(), Source.PLUGIN, dir));
                }
            }
        }
        return out;
    }

    /** Describe an instance handed in directly (tests and embedders). */
    public static Found given(Specializer s) {
        return describe(s, Source.GIVEN, null);
    }

    private static ModuleLayer pluginLayer(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new SelectionException("plugin folder not found: " + dir);
        }
        ModuleLayer boot = ModuleLayer.boot();
        try {
            ModuleFinder finder = ModuleFinder.of(dir);
            Set<String> roots = new LinkedHashSet<>();
            for (ModuleReference r : finder.findAll()) {
                roots.add(r.descriptor().name());
            }
            // the folder's modules first, then the boot layer's: a copy of a bundled family
            // in the folder is a module of this layer
            Configuration cf = boot.configuration().resolveAndBind(finder, ModuleFinder.of(),
                    roots);
            return boot.defineModulesWithOneLoader(cf, ClassLoader.getSystemClassLoader());
        } catch (RuntimeException e) {
            throw new SelectionException("cannot load plugins from " + dir + ": "
                    + e.getMessage());
        }
    }

    private static Found describe(Specializer s, Source source, Path folder) {
        Module m = s.getClass().getModule();
        String name = m.isNamed() ? m.getName() : "(unnamed) " + s.getClass().getName();
        String version = m.getDescriptor() == null ? null
                : m.getDescriptor().rawVersion().orElse(null);
        if (version == null) {
            version = s.getClass().getPackage().getImplementationVersion();
        }
        Path jar = null;
        if (m.getLayer() != null) {
            jar = m.getLayer().configuration().findModule(name)
                    .map(ResolvedModule::reference).flatMap(ModuleReference::location)
                    .filter(u -> "file".equals(u.getScheme())).map(Path::of).orElse(null);
        }
        return new Found(s, name, version == null ? "-" : version, source, folder, jar);
    }

    /** The path itself if it does not exist, else its real path (links followed). */
    private static Path canonical(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p.toAbsolutePath().normalize();
        }
    }

    /**
     * What {@code --use=FAMILY=PICK} keeps: {@code MODULE}, {@code MODULE@WHERE} or
     * {@code @WHERE}, where WHERE is {@code bundled} or a plugin folder (as given to
     * {@code --plugins}) or a plugin jar. The place is needed only when two candidates share a
     * module name: a plugin copy of a bundled family ({@code @bundled} picks the bundled one)
     * or copies in two plugin folders. A folder that is literally named {@code bundled} is
     * written {@code ./bundled}.
     */
    public record Pick(String module, String where) {
        public static final String BUNDLED = "bundled";

        /** Parse {@code MODULE}, {@code MODULE@WHERE} or {@code @WHERE}. */
        public static Pick parse(String text) {
            int at = text.indexOf('@');  // module names have no '@'; paths may
            String module = (at < 0 ? text : text.substring(0, at)).trim();
            String where = at < 0 ? null : text.substring(at + 1).trim();
            if (module.isEmpty() && (where == null || where.isEmpty())) {
                throw new SelectionException("--use expects FAMILY=MODULE, FAMILY=MODULE@"
                        + BUNDLED + " or FAMILY=MODULE@PLUGIN_FOLDER, not '" + text + "'");
            }
            return new Pick(module.isEmpty() ? null : module,
                    where == null || where.isEmpty() ? null : where);
        }

        public boolean matches(Found f) {
            if (module != null && !module.equals(f.module())) {
                return false;
            }
            if (where == null) {
                return true;
            }
            if (where.equals(BUNDLED)) {
                return f.bundled();
            }
            if (f.source() != Source.PLUGIN) {
                return false;
            }
            Path p = canonical(Path.of(where));
            return p.equals(canonical(f.folder()))
                    || f.jar() != null && p.equals(canonical(f.jar()));
        }

        @Override
        public String toString() {
            return (module == null ? "" : module) + (where == null ? "" : "@" + where);
        }
    }

    /** What the user asked for. */
    public record Choice(Set<Family> only, Set<Family> disabled, Map<Family, Pick> use,
            boolean none) {}

    /**
     * The choice for one family: its candidates, the one chosen (null when the family is
     * ambiguous), whether the flags leave the family on, and for an ambiguous family the
     * candidates left in contention and the problem (null if none).
     */
    public record Outcome(Family family, List<Found> candidates, Found chosen, boolean enabled,
            List<Found> clashing, String problem) {}

    /**
     * The choice for each family that has candidates, in {@link Family} order. Never throws
     * for an ambiguous family (its outcome says why); a {@code --use} for a family without
     * any candidate, or matching none, is an error.
     */
    public static List<Outcome> outcomes(Collection<Found> found, Choice choice) {
        Map<Family, List<Found>> byFamily = new EnumMap<>(Family.class);
        for (Found f : found) {
            byFamily.computeIfAbsent(f.family(), k -> new ArrayList<>()).add(f);
        }
        for (Map.Entry<Family, Pick> u : choice.use().entrySet()) {
            List<Found> cands = byFamily.getOrDefault(u.getKey(), List.of());
            if (cands.stream().noneMatch(u.getValue()::matches)) {
                throw new SelectionException("--use=" + u.getKey().folderName() + "="
                        + u.getValue() + ": no provider of " + u.getKey() + " matches (found: "
                        + (cands.isEmpty() ? "none" : join(cands, ", ")) + ")");
            }
        }
        List<Outcome> out = new ArrayList<>();
        for (Map.Entry<Family, List<Found>> e : byFamily.entrySet()) {
            out.add(choose(e.getKey(), e.getValue(), choice));
        }
        return out;
    }

    private static Outcome choose(Family family, List<Found> all, Choice choice) {
        boolean on = enabled(family, choice);
        Pick pick = choice.use().get(family);
        List<Found> left = pick == null ? all
                : all.stream().filter(pick::matches).toList();
        List<Found> replacing = left.stream().filter(f -> !f.bundled()).toList();
        if (!replacing.isEmpty()) {
            left = replacing;
        }
        if (left.size() == 1) {
            return new Outcome(family, all, left.get(0), on, List.of(), null);
        }
        for (Found f : left) {
            for (Found g : left) {
                if (g != f && g.module().equals(f.module()) && g.location().equals(f.location())) {
                    return new Outcome(family, all, null, on, left, "module " + f.module() + " ("
                            + f.location() + ") provides more than one specializer for family "
                            + family + "; a module may provide one per family");
                }
            }
        }
        String use = "--use=" + family.folderName() + "=";
        List<String> picks = new ArrayList<>();
        for (Found f : left) {
            // the module name alone picks a plugin if no other plugin has it
            boolean shared = all.stream().anyMatch(g -> g != f && !g.bundled()
                    && g.module().equals(f.module()));
            picks.add(use + f.module() + (shared && f.folder() != null ? "@" + f.folder()
                    : f.bundled() && shared ? "@" + Pick.BUNDLED : ""));
        }
        String what = pick == null ? (left.get(0).bundled() ? "several bundled modules provide"
                : "several plugins provide") : use + pick + " matches several providers of";
        return new Outcome(family, all, null, on, left, what + " family " + family + ": "
                + join(left, " and ") + "; pick one with " + String.join(" or ", picks));
    }

    /**
     * At most one specializer per family, for the families the choice leaves on. An
     * ambiguous family is an error (whether on or off: the flags must not hide it).
     */
    public static Map<Family, Found> select(Collection<Found> found, Choice choice) {
        Map<Family, Found> out = new LinkedHashMap<>();
        for (Outcome o : outcomes(found, choice)) {
            if (o.problem() != null) {
                throw new SelectionException(o.problem());
            }
            if (o.enabled()) {
                out.put(o.family(), o.chosen());
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

    private static String join(List<Found> fs, String sep) {
        List<String> n = new ArrayList<>();
        for (Found f : fs) {
            n.add(f.toString());
        }
        return String.join(sep, n);
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

    /** Parse {@code FAMILY=PICK} pairs (see {@link Pick}). */
    public static Map<Family, Pick> parseUse(List<String> pairs) {
        Map<Family, Pick> out = new EnumMap<>(Family.class);
        for (String p : pairs) {
            int eq = p.indexOf('=');
            if (eq <= 0) {
                throw new SelectionException("--use expects FAMILY=MODULE, not '" + p + "'");
            }
            Set<Family> f = parseFamilies(p.substring(0, eq));
            if (f.size() != 1) {
                throw new SelectionException("--use expects FAMILY=MODULE, not '" + p + "'");
            }
            out.put(f.iterator().next(), Pick.parse(p.substring(eq + 1)));
        }
        return out;
    }
}
