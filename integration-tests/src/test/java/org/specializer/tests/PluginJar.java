package org.specializer.tests;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Builds a specializer module the way a family author would, at test time: compiles its
 * sources against the launcher's module path with the system Java compiler, stamps the module
 * version, and packs the classes into a modular jar.
 */
final class PluginJar {
    private PluginJar() {}

    /**
     * Compile {@code sources} (path within the source tree, e.g. {@code module-info.java},
     * to Java text) as module {@code module}, version {@code version}, into
     * {@code folder/module.jar}.
     */
    static Path build(Path folder, String module, String version, Map<String, String> sources)
            throws IOException {
        Path work = Files.createTempDirectory("plugin-build");
        Path src = work.resolve("src");
        Path classes = work.resolve("classes");
        List<String> options = List.of("--module-path", Launcher.modulePath().toString(),
                "--module-version", version, "-d", classes.toString(), "-Xlint:all", "-Werror");
        List<String> files = new ArrayList<>();
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path file = src.resolve(e.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
            files.add(file.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new AssertionError("no system Java compiler (a JRE instead of a JDK?)");
        }
        StringWriter diagnostics = new StringWriter();
        boolean compiled = javac.getTask(diagnostics, null, null, options, null,
                javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)
                        .getJavaFileObjectsFromStrings(files)).call();
        if (!compiled) {
            throw new AssertionError("the plugin did not compile:\n" + diagnostics);
        }
        Files.createDirectories(folder);
        Path jar = folder.resolve(module + ".jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        try (OutputStream out = Files.newOutputStream(jar);
                JarOutputStream jo = new JarOutputStream(out, manifest);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
                jo.putNextEntry(new JarEntry(classes.relativize(f).toString()
                        .replace('\\', '/')));
                jo.write(Files.readAllBytes(f));
                jo.closeEntry();
            }
        }
        deleteTree(work);
        return jar;
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.delete(p);
            }
        }
    }

    /** A specializer of {@code family} that always fails with its own kind {@code kind}. */
    static Map<String, String> decliningSpecializer(String module, String family,
            String className, String kind) {
        return specializer(module, family, className, "Decision.fail(TrialFailure." + kind + ")",
                kind);
    }

    /**
     * A specializer of {@code family} whose every decision is the Java expression
     * {@code decision}; its failure kinds are the enum {@code TrialFailure} with the one
     * constant {@code kind}.
     */
    static Map<String, String> specializer(String module, String family, String className,
            String decision, String kind) {
        String pkg = module;
        String dir = pkg.replace('.', '/');
        return Map.of(
                "module-info.java", """
                        module %s {
                            requires org.specializer.spi;
                            provides org.specializer.spi.Specializer with %s.%s;
                        }
                        """.formatted(module, pkg, className),
                dir + "/" + className + ".java", """
                        package %s;

                        import java.util.List;
                        import org.specializer.spi.Decision;
                        import org.specializer.spi.Family;
                        import org.specializer.spi.FailureKind;
                        %simport org.specializer.spi.Site;
                        import org.specializer.spi.Specializer;

                        /** A test-only family with one answer for every site. */
                        public final class %s implements Specializer {
                            @Override
                            public Family family() {
                                return Family.%s;
                            }

                            @Override
                            public Decision specialize(Site site) {
                                return %s;
                            }

                            @Override
                            public List<? extends FailureKind> failureKinds() {
                                return List.of(TrialFailure.values());
                            }
                        }
                        """.formatted(pkg, decision.contains("Opcode.")
                                ? "import org.specializer.spi.Opcode;\n" : "", className, family,
                                decision),
                dir + "/TrialFailure.java", """
                        package %s;

                        import org.specializer.spi.FailureKind;

                        /** Why the trial family declined: a kind of its own. */
                        public enum TrialFailure implements FailureKind {
                            %s;

                            @Override
                            public int code() {
                                return -1;
                            }
                        }
                        """.formatted(pkg, kind));
    }
}
