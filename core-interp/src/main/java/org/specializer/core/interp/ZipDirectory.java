package org.specializer.core.interp;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

/**
 * The table of contents of a zip archive as Lib's {@code zipimport._read_directory} builds it:
 * name inside the archive to {@code (__file__, compress, data_size, file_size, file_offset,
 * time, date, crc)}. {@link Imports#install} puts the standard library archive's table in
 * {@code zipimport._zip_directory_cache} before anything imports from it, so that zipimport
 * finds it there instead of parsing the central directory in Python, entry by entry, at every
 * start. The dict is the one {@code _read_directory} would return; {@code invalidate_caches()}
 * drops it and zipimport then reads the archive itself.
 *
 * <p>Only the plain case is done here: a posix path separator, no zip64 records, names in
 * ASCII or flagged UTF-8. For anything else, or any inconsistency that zipimport would report,
 * {@link #read} returns null and zipimport reads the archive (and reports) as usual.
 */
final class ZipDirectory {
    private ZipDirectory() {}

    /** Compare Lib/zipimport.py: END_CENTRAL_DIR_SIZE, MAX_COMMENT_LEN and the zip64 sizes. */
    private static final int END_CENTRAL_DIR_SIZE = 22;
    private static final int END_CENTRAL_DIR_SIZE_64 = 56;
    private static final int END_CENTRAL_DIR_LOCATOR_SIZE_64 = 20;
    private static final int MAX_COMMENT_LEN = (1 << 16) - 1;
    private static final long MAX_UINT32 = 0xFFFFFFFFL;

    /**
     * The table of contents of {@code archive} (a path string as on {@code sys.path}), or null.
     * With {@code sourcesAsFiles} (the standard library's archive, whose {@code .pyc} files are
     * the build's compilation of the sources beside them, as a {@code __pycache__} is), a
     * {@code .pyc} entry with its {@code .py} in the archive names the source as its file:
     * zipimport takes a module's {@code __file__} and spec origin from that name, so that
     * modules of Lib show their source file ({@code json/__init__.py}), as an installed
     * CPython's do, in {@code __file__}, {@code -m}'s {@code sys.argv[0]} (argparse's usage
     * lines) and reprs. The entry's data is still the {@code .pyc}'s.
     */
    static PyDict read(String archive, boolean sourcesAsFiles) {
        if (java.io.File.separatorChar != '/') {
            return null;
        }
        PyDict files;
        try (FileChannel ch = FileChannel.open(Path.of(archive), StandardOpenOption.READ)) {
            files = read(archive, ch);
        } catch (IOException | RuntimeException e) {
            return null;
        }
        if (files != null && sourcesAsFiles) {
            for (int i = files.nextEntry(0); i >= 0; i = files.nextEntry(i + 1)) {
                String name = ((PyStr) files.keyAt(i)).value;
                if (name.endsWith(".pyc")) {
                    PyObject source = files.getItem(PyStr.of(name.substring(0,
                            name.length() - 1)));
                    if (source instanceof PyTuple st) {
                        PyObject[] entry = ((PyTuple) files.valueAt(i)).items.clone();
                        entry[0] = st.items[0];
                        files.setValueAt(i, PyTuple.of(entry));
                    }
                }
            }
        }
        return files;
    }

    /** Compare Lib/zipimport.py: _read_directory. */
    private static PyDict read(String archive, FileChannel ch) throws IOException {
        long fileSize = ch.size();
        int tailSize = MAX_COMMENT_LEN + END_CENTRAL_DIR_SIZE + END_CENTRAL_DIR_SIZE_64
                + END_CENTRAL_DIR_LOCATOR_SIZE_64;
        long tailStart = Math.max(fileSize - tailSize, 0);
        byte[] data = readFully(ch, tailStart, (int) (fileSize - tailStart));
        int pos = lastIndexOf(data, (byte) 5, (byte) 6);
        int pos64 = lastIndexOf(data, (byte) 6, (byte) 6);
        if (pos < 0 || pos64 >= 0 && pos64 + END_CENTRAL_DIR_SIZE_64
                + END_CENTRAL_DIR_LOCATOR_SIZE_64 == pos
                || data.length - pos < END_CENTRAL_DIR_SIZE) {
            return null;
        }
        ByteBuffer eocd = ByteBuffer.wrap(data, pos, END_CENTRAL_DIR_SIZE).slice()
                .order(ByteOrder.LITTLE_ENDIAN);
        long headerPosition = fileSize - data.length + pos;
        long dirSize = eocd.getInt(12) & MAX_UINT32;
        long dirPosition = eocd.getInt(16) & MAX_UINT32;
        int numEntries = eocd.getShort(8) & 0xFFFF;
        if (headerPosition < dirSize || headerPosition < dirPosition) {
            return null;
        }
        headerPosition -= dirSize;
        long arcOffset = headerPosition - dirPosition;
        if (arcOffset < 0 || fileSize - headerPosition > Integer.MAX_VALUE) {
            return null;
        }
        // to the end, as zipimport reads entries until one is not a central directory header
        ByteBuffer dir = ByteBuffer.wrap(readFully(ch, headerPosition,
                (int) (fileSize - headerPosition))).order(ByteOrder.LITTLE_ENDIAN);
        String prefix = stripSeparators(archive);  // _path_join(archive, name)
        PyDict files = new PyDict();
        int count = 0;
        int at = 0;
        while (at + 46 <= dir.limit() && dir.getInt(at) == 0x02014B50) {
            int flags = dir.getShort(at + 8) & 0xFFFF;
            int compress = dir.getShort(at + 10) & 0xFFFF;
            int time = dir.getShort(at + 12) & 0xFFFF;
            int date = dir.getShort(at + 14) & 0xFFFF;
            long crc = dir.getInt(at + 16) & MAX_UINT32;
            long dataSize = dir.getInt(at + 20) & MAX_UINT32;
            long fileSizeU = dir.getInt(at + 24) & MAX_UINT32;
            int nameSize = dir.getShort(at + 28) & 0xFFFF;
            int extraSize = dir.getShort(at + 30) & 0xFFFF;
            int commentSize = dir.getShort(at + 32) & 0xFFFF;
            long fileOffset = dir.getInt(at + 42) & MAX_UINT32;
            int nameAt = at + 46;
            at = nameAt + nameSize + extraSize + commentSize;
            if (at > dir.limit() || fileSizeU == MAX_UINT32 || dataSize == MAX_UINT32
                    || fileOffset == MAX_UINT32 || fileOffset > dirPosition) {
                return null;
            }
            String name;
            if ((flags & 0x800) != 0) {
                name = new String(data(dir), nameAt, nameSize, StandardCharsets.UTF_8);
                if (name.indexOf('\uFFFD') >= 0) {
                    return null;  // not UTF-8: zipimport reports the decoding error
                }
            } else {
                for (int i = 0; i < nameSize; i++) {
                    if (dir.get(nameAt + i) < 0) {
                        return null;  // cp437: left to zipimport
                    }
                }
                name = new String(data(dir), nameAt, nameSize, StandardCharsets.US_ASCII);
            }
            String file = name.isEmpty() ? prefix : prefix + "/" + stripSeparators(name);
            PyObject entry = PyTuple.of(PyStr.of(file), PyInt.of(compress), PyInt.of(dataSize),
                    PyInt.of(fileSizeU), PyInt.of(fileOffset + arcOffset), PyInt.of(time),
                    PyInt.of(date), PyInt.of(crc));
            files.setItem(PyStr.of(name), entry);
            count++;
        }
        if (at + 4 <= dir.limit() && dir.getInt(at) == 0x02014B50) {
            return null;  // a header cut short: zipimport reports it
        }
        return count == numEntries ? files : null;
    }

    private static byte[] data(ByteBuffer b) {
        return b.array();
    }

    /** {@code s.rstrip('/')}, as {@code _bootstrap_external._path_join} does to each part. */
    private static String stripSeparators(String s) {
        int n = s.length();
        while (n > 0 && s.charAt(n - 1) == '/') {
            n--;
        }
        return s.substring(0, n);
    }

    /** The last {@code PK\x..\x..} signature in {@code data}, or -1. */
    private static int lastIndexOf(byte[] data, byte third, byte fourth) {
        for (int i = data.length - 4; i >= 0; i--) {
            if (data[i] == 'P' && data[i + 1] == 'K' && data[i + 2] == third
                    && data[i + 3] == fourth) {
                return i;
            }
        }
        return -1;
    }

    private static byte[] readFully(FileChannel ch, long at, int n) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(n);
        while (b.hasRemaining()) {
            if (ch.read(b, at + b.position()) < 0) {
                throw new IOException("short read");
            }
        }
        return b.array();
    }
}
