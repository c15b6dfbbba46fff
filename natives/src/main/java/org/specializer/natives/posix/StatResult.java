package org.specializer.natives.posix;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Map;
import org.specializer.api.Py;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;
import org.specializer.core.modules.StructSeq;

/**
 * {@code os.stat_result}, as CPython's {@code posixmodule.c} fills it on Linux: ten tuple items
 * (the times as ints) and the attributes beyond them (float and nanosecond times,
 * {@code st_blksize}, {@code st_blocks}, {@code st_rdev}). The values come from the JDK's
 * {@code unix} file attribute view; the JDK does not report {@code st_blksize} and
 * {@code st_blocks}, so they are 4096 and the 512-byte blocks of whole 4096-byte blocks.
 */
public final class StatResult {
    private StatResult() {}

    public static final PyType TYPE = StructSeq.type("os", "stat_result", 10,
            "st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid", "st_size",
            null, null, null,
            "st_atime", "st_mtime", "st_ctime", "st_atime_ns", "st_mtime_ns", "st_ctime_ns",
            "st_blksize", "st_blocks", "st_rdev");

    private static final String ATTRIBUTES =
            "unix:mode,ino,dev,rdev,nlink,uid,gid,size,lastAccessTime,lastModifiedTime,ctime";
    private static final BigInteger BILLION = BigInteger.valueOf(1_000_000_000L);

    /** The stat of {@code p}, following a final symlink or not. */
    public static PyObject of(Path p, boolean follow) throws IOException {
        Map<String, Object> a = follow ? Files.readAttributes(p, ATTRIBUTES)
                : Files.readAttributes(p, ATTRIBUTES, LinkOption.NOFOLLOW_LINKS);
        int mode = (Integer) a.get("mode");
        long size = (Long) a.get("size");
        return make(mode, (Long) a.get("ino"), (Long) a.get("dev"), (Integer) a.get("nlink"),
                (Integer) a.get("uid"), (Integer) a.get("gid"), size,
                ((FileTime) a.get("lastAccessTime")).toInstant(),
                ((FileTime) a.get("lastModifiedTime")).toInstant(),
                ((FileTime) a.get("ctime")).toInstant(), (Long) a.get("rdev"));
    }

    /** A stat for something with no file behind it (a pipe, a Java stream). */
    static PyObject synthetic(int mode) {
        Instant now = Instant.now();
        return make(mode, 0, 0, 1, uid(), gid(), 0, now, now, now, 0);
    }

    private static int uid() {
        return (int) ProcessInfo.ids()[0];
    }

    private static int gid() {
        return (int) ProcessInfo.ids()[2];
    }

    private static PyObject make(int mode, long ino, long dev, long nlink, long uid, long gid,
            long size, Instant atime, Instant mtime, Instant ctime, long rdev) {
        PyObject[] items = {
            PyInt.of(mode), unsigned(ino), unsigned(dev), PyInt.of(nlink),
            PyInt.of(uid & 0xffffffffL), PyInt.of(gid & 0xffffffffL), PyInt.of(size),
            PyInt.of(atime.getEpochSecond()), PyInt.of(mtime.getEpochSecond()),
            PyInt.of(ctime.getEpochSecond()),
        };
        long blocks = (size + 4095) / 4096 * 8;
        PyObject[] extra = {
            seconds(atime), seconds(mtime), seconds(ctime), nanos(atime), nanos(mtime),
            nanos(ctime), PyInt.of(4096), PyInt.of(blocks), unsigned(rdev),
        };
        return StructSeq.make(TYPE, items, extra);
    }

    private static PyObject unsigned(long v) {
        return v >= 0 ? PyInt.of(v)
                : Py.newInt(BigInteger.valueOf(v).add(BigInteger.ONE.shiftLeft(64)));
    }

    /** CPython's {@code sec + nsec * 1e-9}. */
    private static PyObject seconds(Instant t) {
        return new PyFloat(t.getEpochSecond() + t.getNano() * 1e-9);
    }

    private static PyObject nanos(Instant t) {
        return Py.newInt(BigInteger.valueOf(t.getEpochSecond()).multiply(BILLION)
                .add(BigInteger.valueOf(t.getNano())));
    }
}
