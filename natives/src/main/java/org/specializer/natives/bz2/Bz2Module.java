package org.specializer.natives.bz2;

import java.util.concurrent.locks.ReentrantLock;

import org.specializer.api.Py;
import org.specializer.api.PyModule;
import org.specializer.core.interp.Gil;

/**
 * The {@code _bz2} module (CPython Modules/_bz2module.c): {@code BZ2Compressor} and
 * {@code BZ2Decompressor}, on a bzip2 encoder and decoder of this package's own
 * ({@link Bz2Encoder}, {@link Bz2Decoder}) in place of libbzip2. Lib's {@code bz2} builds its
 * one-shot functions and {@code BZ2File} on these two.
 *
 * <p>The objects follow CPython's: the same argument handling and messages, output returned in
 * the same pieces (a compressor gives nothing until a block is full; a decompressor stops when
 * its input is used up even with output pending, as CPython's loop around libbzip2 does), the
 * same errors ({@code OSError("Invalid data stream")} for corrupt data). As in CPython, the
 * types cannot be subclassed nor pickled, each object takes a lock of its own, and the
 * interpreter lock is let go while a large piece of work runs.
 */
public final class Bz2Module {
    private Bz2Module() {}

    public static PyModule create() {
        PyModule m = new PyModule("_bz2");
        m.put("__doc__", Py.None);
        m.put("BZ2Compressor", PyBz2Compressor.TYPE);
        m.put("BZ2Decompressor", PyBz2Decompressor.TYPE);
        return m;
    }

    /**
     * Take an object's lock, letting go of the interpreter lock while another thread holds it.
     * Compare CPython _bz2module.c: {@code ACQUIRE_LOCK}.
     */
    static void acquire(ReentrantLock lock) {
        if (!lock.tryLock()) {
            Gil.blocking(() -> {
                lock.lock();
                return null;
            });
        }
    }
}
