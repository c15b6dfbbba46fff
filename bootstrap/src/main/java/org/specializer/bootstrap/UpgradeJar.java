package org.specializer.bootstrap;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * A build step: rewrites the classes of a jar on the launcher's module path whose class-file
 * version is older than Java 6 (50) as Java 8 (52) classes, with the stack-map frames that
 * version needs, computed by ASM. Behaviour is unchanged; only the format is.
 *
 * <p>Why: the JDK's class-data sharing and ahead-of-time cache hold no class older than
 * version 50 (those need the old type-inferring verifier), so each run loaded and verified such
 * classes from the jar, cold. ASM is one (version 49): tier 2's first compilation of every run
 * spent about 80 ms loading it before it could translate anything.
 *
 * <p>Usage: {@code UpgradeJar JAR...}, each rewritten in place; a jar with nothing to upgrade
 * is left untouched, so the step can run on every build.
 */
public final class UpgradeJar {
    private UpgradeJar() {}

    /** The oldest class-file version the JDK's archives hold. */
    static final int ARCHIVABLE = 50;

    public static void main(String[] args) throws IOException {
        for (String a : args) {
            Path jar = Path.of(a);
            int n = upgrade(jar);
            if (n > 0) {
                System.out.println("[upgrade] " + jar.getFileName() + ": " + n
                        + " classes rewritten as class-file version 52");
            }
        }
    }

    /** Rewrite {@code jar}'s old classes in place; returns how many were rewritten. */
    static int upgrade(Path jar) throws IOException {
        Path tmp = jar.resolveSibling(jar.getFileName() + ".tmp");
        int rewritten = 0;
        try (InputStream fin = Files.newInputStream(jar);
                ZipInputStream in = new ZipInputStream(fin);
                OutputStream fout = Files.newOutputStream(tmp);
                ZipOutputStream out = new ZipOutputStream(fout)) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                byte[] b = in.readAllBytes();
                if (e.getName().endsWith(".class") && version(b) < ARCHIVABLE) {
                    b = upgrade(b);
                    rewritten++;
                }
                ZipEntry o = new ZipEntry(e.getName());
                o.setTime(e.getTime());
                out.putNextEntry(o);
                out.write(b);
                out.closeEntry();
            }
        }
        if (rewritten == 0) {
            Files.delete(tmp);
        } else {
            verify(tmp);
            Files.move(tmp, jar, StandardCopyOption.REPLACE_EXISTING);
        }
        return rewritten;
    }

    /**
     * Load, link and initialize every class of {@code jar} in a loader of its own, so that a
     * class the verifier would refuse fails the build instead of a run.
     */
    static void verify(Path jar) throws IOException {
        java.util.List<String> names = new java.util.ArrayList<>();
        try (java.util.zip.ZipFile z = new java.util.zip.ZipFile(jar.toFile())) {
            z.stream().map(ZipEntry::getName)
                    .filter(n -> n.endsWith(".class") && !n.contains("-info"))
                    .forEach(n -> names.add(n.substring(0, n.length() - 6).replace('/', '.')));
        }
        try (java.net.URLClassLoader loader = new java.net.URLClassLoader(
                new java.net.URL[] {jar.toUri().toURL()}, null)) {
            for (String n : names) {
                try {
                    Class.forName(n, true, loader);
                } catch (ClassNotFoundException | LinkageError e) {
                    throw new IOException(jar.getFileName() + ": " + n
                            + " does not load after the upgrade: " + e, e);
                }
            }
        }
    }

    /** The major class-file version of class file {@code b}. */
    static int version(byte[] b) {
        return b.length < 8 ? Integer.MAX_VALUE : (b[6] & 0xFF) << 8 | (b[7] & 0xFF);
    }

    /** Class file {@code b} as a version-52 class with computed frames. */
    static byte[] upgrade(byte[] b) {
        ClassReader r = new ClassReader(b);
        // no reader given to the writer: with one, ASM copies unchanged methods as they are,
        // without the frames version 52 requires
        ClassWriter w = new ClassWriter(ClassWriter.COMPUTE_FRAMES);
        r.accept(new ClassVisitor(Opcodes.ASM9, w) {
            @Override
            public void visit(int version, int access, String name, String signature,
                    String superName, String[] interfaces) {
                super.visit(Opcodes.V1_8, access, name, signature, superName, interfaces);
            }
        }, 0);
        return w.toByteArray();
    }
}
