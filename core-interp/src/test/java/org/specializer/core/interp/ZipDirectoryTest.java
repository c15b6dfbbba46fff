package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

class ZipDirectoryTest {
    @TempDir
    Path dir;

    private static final byte[] SOURCE = "x = 1\n".getBytes(StandardCharsets.US_ASCII);

    /** A zip of a stored file, a folder, a deflated file with a UTF-8 name, after a prefix. */
    private Path archive(int prefix) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(new byte[prefix]);
        try (ZipOutputStream z = new ZipOutputStream(bytes, StandardCharsets.UTF_8)) {
            ZipEntry stored = new ZipEntry("m.py");
            stored.setMethod(ZipEntry.STORED);
            stored.setSize(SOURCE.length);
            CRC32 crc = new CRC32();
            crc.update(SOURCE);
            stored.setCrc(crc.getValue());
            z.putNextEntry(stored);
            z.write(SOURCE);
            z.putNextEntry(new ZipEntry("pkg/"));
            z.putNextEntry(new ZipEntry("pkg/\u00e9t\u00e9.py"));
            z.write(SOURCE);
        }
        Path p = dir.resolve("a.zip");
        Files.write(p, bytes.toByteArray());
        return p;
    }

    private static long field(PyDict files, String name, int i) {
        PyObject t = files.getItem(PyStr.of(name));
        assertNotNull(t, name);
        return ((PyInt) ((PyTuple) t).items[i]).value;
    }

    @Test
    void tableOfContentsAsZipimportBuildsIt() throws IOException {
        for (int prefix : new int[] {0, 100}) {
            Path p = archive(prefix);
            String archive = p.toString();
            PyDict files = ZipDirectory.read(archive + "/", false);
            assertNotNull(files);
            assertEquals(3, files.size());
            PyTuple m = (PyTuple) files.getItem(PyStr.of("m.py"));
            // __file__ is _path_join(archive, name): separators at the end stripped
            assertEquals(archive + "/m.py", ((PyStr) m.items[0]).value);
            assertEquals(0, field(files, "m.py", 1), "stored");
            assertEquals(SOURCE.length, field(files, "m.py", 2));
            assertEquals(SOURCE.length, field(files, "m.py", 3));
            // the first local header starts after the prepended bytes (arc_offset)
            assertEquals(prefix, field(files, "m.py", 4));
            CRC32 crc = new CRC32();
            crc.update(SOURCE);
            assertEquals(crc.getValue(), field(files, "m.py", 7));
            assertEquals(archive + "/pkg",
                    ((PyStr) ((PyTuple) files.getItem(PyStr.of("pkg/"))).items[0]).value);
            assertEquals(8, field(files, "pkg/\u00e9t\u00e9.py", 1), "deflated");
            assertEquals(SOURCE.length, field(files, "pkg/\u00e9t\u00e9.py", 3));
        }
    }

    @Test
    void notAZipIsLeftToZipimport() throws IOException {
        Path p = dir.resolve("b.zip");
        Files.writeString(p, "not a zip");
        assertNull(ZipDirectory.read(p.toString(), false));
        assertNull(ZipDirectory.read(dir.resolve("missing.zip").toString(), false));
    }

    /**
     * The standard library's archive: a compiled file with its source beside it names the
     * source (zipimport's __file__), its data still its own; one without a source keeps its
     * name.
     */
    @Test
    void compiledFilesOfTheLibraryArchiveNameTheirSources() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(bytes, StandardCharsets.UTF_8)) {
            for (String name : new String[] {"m.py", "m.pyc", "n.pyc"}) {
                z.putNextEntry(new ZipEntry(name));
                z.write(SOURCE);
            }
        }
        Path p = dir.resolve("lib.zip");
        Files.write(p, bytes.toByteArray());
        String archive = p.toString();
        PyDict plain = ZipDirectory.read(archive, false);
        PyDict lib = ZipDirectory.read(archive, true);
        assertEquals(archive + "/m.pyc", file(plain, "m.pyc"));
        assertEquals(archive + "/m.py", file(lib, "m.pyc"));
        assertEquals(archive + "/n.pyc", file(lib, "n.pyc"));
        assertEquals(archive + "/m.py", file(lib, "m.py"));
        for (int i = 1; i < 8; i++) {
            assertEquals(field(plain, "m.pyc", i), field(lib, "m.pyc", i), "field " + i);
        }
    }

    private static String file(PyDict files, String name) {
        return ((PyStr) ((PyTuple) files.getItem(PyStr.of(name))).items[0]).value;
    }
}
