package org.specializer.stdlib;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.specializer.core.LibCompiler;

/**
 * Builds {@code python313.zip}, the standard library Specializer imports from.
 *
 * <p>CPython 3.13's {@code Lib} comes from a package registry as a pinned dependency: the npm
 * package {@code pyodide} ships it as {@code python_stdlib.zip} (CPython's own pure-Python
 * modules, as source). This tool
 * <ol>
 *   <li>fetches the package with {@code npm pack} (into a work folder, once; npm keeps its own
 *       cache, so a rebuild needs no network),
 *   <li>checks the package against the pinned SHA-512 (the registry's integrity string) and
 *       fails the build on any difference,
 *   <li>takes {@code python_stdlib.zip} out of it, drops what is the browser runtime's and
 *       not CPython's ({@code pyodide}, {@code _pyodide}, its {@code webbrowser}), and
 *   <li>writes every module's source and, beside it, its code object compiled ahead of time
 *       ({@code name.pyc}, the layout {@code zipimport} reads, stored uncompressed), so that
 *       importing Lib never compiles at run time,
 *   <li>adds the modules of the supplements folder ({@code src/main/python}), compiled the
 *       same way: Specializer's own Python modules for what the package leaves out of Lib
 *       ({@code dbm}, {@code webbrowser}). A supplement never replaces a module of Lib: when
 *       Lib has it, the build fails, so that the supplement is removed.
 * </ol>
 *
 * <p>Usage: {@code LibArchive PACKAGE@VERSION INTEGRITY WORKDIR OUTPUT.zip [SUPPLEMENTS]}
 */
public final class LibArchive {
    private LibArchive() {}

    /**
     * Top-level entries of the package's zip that are not CPython's Lib: the browser runtime's
     * packages, its sysconfig data, and its {@code webbrowser}, which opens a tab through the
     * JavaScript host instead of CPython's module (a supplement of this project's takes its
     * place).
     */
    private static final List<String> NOT_LIB = List.of("pyodide/", "_pyodide/",
            "_sysconfigdata__emscripten_wasm32-emscripten.py", "webbrowser.py");

    public static void main(String[] args) {
        if (args.length != 4 && args.length != 5) {
            fail("usage: LibArchive PACKAGE@VERSION INTEGRITY WORKDIR OUTPUT.zip [SUPPLEMENTS]");
        }
        try {
            build(args[0], args[1], Path.of(args[2]), Path.of(args[3]),
                    args.length == 5 ? Path.of(args[4]) : null);
        } catch (IOException e) {
            fail("could not build the standard library archive: " + e);
        }
    }

    static void build(String spec, String integrity, Path work, Path output, Path supplements)
            throws IOException {
        byte[] tgz = fetch(spec, integrity, work);
        byte[] libZip = entryOfTarGz(tgz, "package/python_stdlib.zip");
        if (libZip == null) {
            fail(spec + " has no package/python_stdlib.zip: not the expected package");
        }
        Path tmp = output.resolveSibling(output.getFileName() + ".tmp");
        int[] counts = write(libZip, supplements, tmp);
        Files.move(tmp, output, StandardCopyOption.REPLACE_EXISTING,
                StandardCopyOption.ATOMIC_MOVE);
        System.out.println("[stdlib] " + output.getFileName() + ": " + counts[0]
                + " modules, " + counts[1] + " compiled ahead of time, " + counts[2]
                + " left to compile at import (" + spec + ")"
                + (counts[3] > 0 ? ", " + counts[3] + " of them supplements" : ""));
    }

    // ------------------------------------------------------------------ fetch and check

    /** The package tarball, fetched with npm unless a copy that passes the check is there. */
    private static byte[] fetch(String spec, String integrity, Path work) throws IOException {
        String name = spec.substring(0, spec.lastIndexOf('@'));
        String version = spec.substring(spec.lastIndexOf('@') + 1);
        Path tgz = work.resolve(name.replace('/', '-').replace("@", "") + "-" + version + ".tgz");
        if (Files.isRegularFile(tgz) && integrityOf(Files.readAllBytes(tgz)).equals(integrity)) {
            return Files.readAllBytes(tgz);
        }
        Files.createDirectories(work);
        List<String> cmd = new ArrayList<>(List.of("npm", "pack", spec, "--pack-destination",
                work.toString(), "--silent"));
        int status;
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(10, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                fail("npm pack " + spec + " did not finish in 10 minutes");
            }
            status = p.exitValue();
        } catch (IOException e) {
            fail("CPython's Lib is fetched with npm (`npm pack " + spec + "`), and npm could not"
                    + " be started: " + e.getMessage() + ". Install Node.js and npm"
                    + " (see README, prerequisites).");
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted while fetching " + spec);
            return null;
        }
        if (status != 0 || !Files.isRegularFile(tgz)) {
            fail("`npm pack " + spec + "` failed (exit status " + status + "): the npm registry"
                    + " could not be reached, or the package is gone. CPython's Lib is a pinned"
                    + " dependency of the build; see README, prerequisites.");
        }
        byte[] data = Files.readAllBytes(tgz);
        String actual = integrityOf(data);
        if (!actual.equals(integrity)) {
            Files.delete(tgz);
            fail("checksum mismatch for " + spec + ": expected " + integrity + ", got " + actual
                    + ". The build refuses a Lib it did not pin.");
        }
        return data;
    }

    static String integrityOf(byte[] data) {
        try {
            return "sha512-" + Base64.getEncoder().encodeToString(
                    MessageDigest.getInstance("SHA-512").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One file of a gzipped tar (ustar headers), or null. */
    static byte[] entryOfTarGz(byte[] tgz, String path) throws IOException {
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(tgz))) {
            byte[] header = new byte[512];
            while (in.readNBytes(header, 0, 512) == 512) {
                if (header[0] == 0) {
                    return null;  // end of archive
                }
                String name = field(header, 0, 100);
                String prefix = field(header, 345, 155);
                if (!prefix.isEmpty()) {
                    name = prefix + "/" + name;
                }
                long size = Long.parseLong(field(header, 124, 12).trim(), 8);
                long padded = (size + 511) / 512 * 512;
                if (name.equals(path) && header[156] != '5') {
                    byte[] data = in.readNBytes((int) size);
                    return data.length == size ? data : null;
                }
                in.skipNBytes(padded);
            }
        }
        return null;
    }

    private static String field(byte[] h, int off, int len) {
        int end = off;
        while (end < off + len && h[end] != 0) {
            end++;
        }
        return new String(h, off, end - off, StandardCharsets.US_ASCII);
    }

    // ------------------------------------------------------------------ write

    /**
     * Copy Lib, then the supplements, with each module's precompiled code beside it;
     * {modules, compiled, not, supplements}.
     */
    private static int[] write(byte[] libZip, Path supplements, Path out) throws IOException {
        int[] counts = new int[4];
        LibCompiler compiler = new LibCompiler();
        java.util.Set<String> names = new java.util.HashSet<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(libZip));
                OutputStream file = Files.newOutputStream(out);
                ZipOutputStream zip = new ZipOutputStream(file)) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                String name = e.getName();
                if (NOT_LIB.stream().anyMatch(name::startsWith)) {
                    continue;
                }
                names.add(name);
                putModule(zip, compiler, name, in.readAllBytes(), e, counts);
            }
            if (supplements != null && Files.isDirectory(supplements)) {
                List<Path> files;
                try (var walk = Files.walk(supplements)) {
                    files = walk.filter(Files::isRegularFile).sorted().toList();
                }
                for (Path source : files) {
                    String name = supplements.relativize(source).toString()
                            .replace(source.getFileSystem().getSeparator(), "/");
                    if (names.contains(name)) {
                        fail("Lib now has " + name + ": remove the supplement "
                                + supplements.relativize(source));
                    }
                    ZipEntry like = new ZipEntry(name);
                    like.setLastModifiedTime(Files.getLastModifiedTime(source));
                    putModule(zip, compiler, name, Files.readAllBytes(source), like, counts);
                    if (name.endsWith(".py")) {
                        counts[3]++;
                    }
                }
            }
        }
        return counts;
    }

    /** One file, and for a module its code compiled ahead of time beside it. */
    private static void putModule(ZipOutputStream zip, LibCompiler compiler, String name,
            byte[] data, ZipEntry like, int[] counts) throws IOException {
        put(zip, name, data, like);
        if (!name.endsWith(".py")) {
            return;
        }
        counts[0]++;
        byte[] pyc = compiler.pyc(data, name);
        if (pyc != null) {
            putStored(zip, name + "c", pyc, like);
            counts[1]++;
        } else {
            counts[2]++;
            System.out.println("[stdlib]   not compiled: " + name + ": " + compiler.lastError());
        }
    }

    private static void put(ZipOutputStream zip, String name, byte[] data, ZipEntry like)
            throws IOException {
        ZipEntry e = new ZipEntry(name);
        e.setTime(like.getTime());
        zip.putNextEntry(e);
        zip.write(data);
        zip.closeEntry();
    }

    /** An entry stored uncompressed: precompiled code is read at every start-up. */
    private static void putStored(ZipOutputStream zip, String name, byte[] data, ZipEntry like)
            throws IOException {
        ZipEntry e = new ZipEntry(name);
        e.setTime(like.getTime());
        e.setMethod(ZipEntry.STORED);
        e.setSize(data.length);
        e.setCompressedSize(data.length);
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(data);
        e.setCrc(crc.getValue());
        zip.putNextEntry(e);
        zip.write(data);
        zip.closeEntry();
    }

    private static void fail(String message) {
        System.err.println("[stdlib] ERROR: " + message);
        System.exit(1);
    }

}
