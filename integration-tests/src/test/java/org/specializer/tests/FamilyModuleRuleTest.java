package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every family module obeys the dependency rule ({@link FamilyModuleRule}), as built and as
 * shipped; and the rule does fail a module that requires the core, built here as a plugin jar
 * the way an author would.
 */
class FamilyModuleRuleTest {
    private static final String BAD_MODULE = "org.example.needscore";

    private static Path root;
    private static Path badJar;
    private static Path goodJar;

    @BeforeAll
    static void buildPlugins() throws IOException {
        root = Files.createTempDirectory("spec-rule");
        Map<String, String> sources = new HashMap<>(PluginJar.decliningSpecializer(BAD_MODULE,
                "BINARY_OP", "NeedsCore", "DECLINED"));
        sources.put("module-info.java", """
                module %s {
                    requires org.specializer.spi;
                    requires org.specializer.core;
                    provides org.specializer.spi.Specializer with %s.NeedsCore;
                }
                """.formatted(BAD_MODULE, BAD_MODULE));
        badJar = PluginJar.build(root.resolve("bad"), BAD_MODULE, "1.0", sources);
        goodJar = PluginJar.build(root.resolve("good"), "org.example.good", "1.0",
                PluginJar.decliningSpecializer("org.example.good", "BINARY_OP", "Good",
                        "DECLINED"));
    }

    @AfterAll
    static void cleanUp() throws IOException {
        PluginJar.deleteTree(root);
    }

    /** The family folders the build knows: the modules of families/pom.xml. */
    private static List<Path> familyFolders() throws IOException {
        Path families = Launcher.projectRoot().resolve("families");
        String pom = Files.readString(families.resolve("pom.xml"), StandardCharsets.UTF_8);
        List<Path> out = new ArrayList<>();
        Matcher m = Pattern.compile("<module>([^<]+)</module>").matcher(pom);
        while (m.find()) {
            out.add(families.resolve(m.group(1).trim()));
        }
        assertTrue(out.size() >= 15, "the families of " + families + ": " + out);
        return out;
    }

    @Test
    void everyFamilyModule_requiresOnlyApiAndSpi() throws IOException {
        for (Path folder : familyFolders()) {
            Path classes = folder.resolve("target/classes");
            assertTrue(Files.isRegularFile(classes.resolve("module-info.class")),
                    "compiled before the integration tests: " + classes);
            FamilyModuleRule.check(classes);
        }
    }

    @Test
    void everyShippedFamilyJar_requiresOnlyApiAndSpi() throws IOException {
        List<Path> jars;
        try (Stream<Path> s = Files.list(Launcher.modulePath())) {
            jars = s.filter(p -> p.getFileName().toString().startsWith("family-")).sorted()
                    .toList();
        }
        assertEquals(familyFolders().size(), jars.size(), "one jar per family: " + jars);
        for (Path jar : jars) {
            FamilyModuleRule.check(jar);
        }
    }

    @Test
    void aModuleThatRequiresTheCore_fails() {
        ModuleDescriptor d = FamilyModuleRule.descriptor(badJar);
        assertEquals(BAD_MODULE, d.name());
        assertEquals(List.of("requires org.specializer.core"), FamilyModuleRule.violations(d));
        AssertionError e = assertThrows(AssertionError.class,
                () -> FamilyModuleRule.check(badJar));
        assertEquals("family module " + BAD_MODULE + " (" + badJar + ") may require only "
                + "[java.base, org.specializer.api, org.specializer.spi], but has: requires "
                + "org.specializer.core", e.getMessage());
    }

    @Test
    void aPluginThatRequiresOnlyTheSpi_passes() {
        FamilyModuleRule.check(goodJar);
    }

    @Test
    void everyKindOfRequires_counts() {
        ModuleDescriptor d = ModuleDescriptor.newModule("org.example.synthetic")
                .requires("org.specializer.spi")
                .requires(java.util.Set.of(ModuleDescriptor.Requires.Modifier.STATIC),
                        "org.specializer.core")
                .requires(java.util.Set.of(ModuleDescriptor.Requires.Modifier.TRANSITIVE),
                        "java.sql")
                .build();
        assertEquals(List.of("requires static org.specializer.core",
                "requires transitive java.sql"), FamilyModuleRule.violations(d));
    }

    @Test
    void aJarWithoutADescriptor_fails() throws IOException {
        Path plain = root.resolve("plain");
        Files.createDirectories(plain);
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(
                plain.resolve("plain-1.0.jar")))) {
            out.putNextEntry(new java.util.jar.JarEntry("org/example/Plain.txt"));
            out.write("not a module".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        AssertionError e = assertThrows(AssertionError.class,
                () -> FamilyModuleRule.check(plain.resolve("plain-1.0.jar")));
        assertTrue(e.getMessage().contains("not a modular jar"), e.getMessage());
    }
}
