package org.specializer.core.interp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.specializer.api.PyCode;
import org.specializer.core.compiler.Compiler;
import org.specializer.core.marshal.Marshal;
import org.specializer.core.marshal.Pyc;

/**
 * The standard library archive, {@code python313.zip}: CPython 3.13's Lib with each module's
 * code compiled ahead of time (see the {@code stdlib} build module). It is an entry of
 * {@code sys.path}, read by Lib's own {@code zipimport}, as CPython reads its
 * {@code python313.zip}; this class reads it directly only for the modules the import system
 * needs before {@code zipimport} exists (importlib itself and zipimport: the "frozen" ones).
 *
 * <p>Where it is: the system property {@code specializer.stdlib} (the launcher sets it), else
 * {@code python313.zip} beside the core jar, else {@code stdlib/target/python313.zip} in a
 * build tree above the core's classes (tests, a fresh build). The property's value
 * {@code none} runs without Lib (built-in modules and source folders only).
 */
public final class StdlibArchive {
    public static final String NAME = "python313.zip";

    private final Path path;
    private final ZipFile zip;

    private StdlibArchive(Path path) throws IOException {
        this.path = path;
        this.zip = new ZipFile(path.toFile());
    }

    /** The archive, or null when there is none. */
    static StdlibArchive open() {
        Path p = locate();
        if (p == null) {
            return null;
        }
        try {
            StdlibArchive a = new StdlibArchive(p);
            Marshal.setLibPath(a.path.toString());
            return a;
        } catch (IOException e) {
            return null;
        }
    }

    /** Where the archive is, or null. */
    public static Path locate() {
        String prop = System.getProperty("specializer.stdlib");
        if ("none".equals(prop)) {
            return null;  // plain import mode, without Lib
        }
        if (prop != null && !prop.isEmpty()) {
            Path p = Path.of(prop).toAbsolutePath();
            return Files.isRegularFile(p) ? p : null;
        }
        try {
            Path here = Path.of(StdlibArchive.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI()).toAbsolutePath();
            Path dir = Files.isDirectory(here) ? here : here.getParent();
            if (dir != null && Files.isRegularFile(dir.resolve(NAME))) {
                return dir.resolve(NAME);
            }
            for (Path d = dir; d != null; d = d.getParent()) {
                Path c = d.resolve("stdlib").resolve("target").resolve(NAME);
                if (Files.isRegularFile(c)) {
                    return c;
                }
            }
        } catch (RuntimeException | java.net.URISyntaxException e) {
            return null;
        }
        return null;
    }

    public Path path() {
        return path;
    }

    /** The bytes of an entry, or null. */
    byte[] read(String entry) {
        ZipEntry e = zip.getEntry(entry);
        if (e == null) {
            return null;
        }
        try (InputStream in = zip.getInputStream(e)) {
            return in.readAllBytes();
        } catch (IOException x) {
            return null;
        }
    }

    /** Whether {@code filename} (a code object's) names a module of this archive, or one of
     *  the frozen modules read from it. */
    boolean holds(String filename) {
        String p = path.toString();
        return filename.startsWith("<frozen ") || filename.startsWith(p)
                && filename.length() > p.length() && filename.charAt(p.length()) == '/';
    }

    boolean has(String entry) {
        return zip.getEntry(entry) != null;
    }

    /**
     * The code of the module whose source is {@code file} (a path inside the archive such as
     * {@code importlib/_bootstrap.py}): its precompiled form if current, else compiled now.
     */
    PyCode code(String file) {
        byte[] pyc = read(file + "c");
        if (pyc != null && pyc.length > 16 && (pyc[0] & 0xFF | (pyc[1] & 0xFF) << 8) == Pyc.MAGIC) {
            return (PyCode) Marshal.loads(pyc, 16, pyc.length - 16, null);
        }
        byte[] src = read(file);
        if (src == null) {
            return null;
        }
        try {
            return Compiler.compileSource(new String(src, StandardCharsets.UTF_8),
                    path + "/" + file, "exec");
        } catch (org.specializer.core.ast.SyntaxErrorException e) {
            throw new org.specializer.api.PyException(CompilerBridge.syntaxError(e));
        }
    }
}
