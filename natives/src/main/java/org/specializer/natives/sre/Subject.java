package org.specializer.natives.sre;

import java.lang.ref.WeakReference;
import java.util.Arrays;
import org.specializer.api.Buffers;
import org.specializer.api.PyBuffer;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * A string to match as the engine sees it: its characters as code points in an {@code int[]}
 * (a byte string's bytes as 0 to 255), whatever the text holds, so that the engine indexes by
 * code point as Python does and never meets a UTF-16 surrogate pair. It also cuts the
 * results ({@code group()}, {@code split} pieces) from the original object.
 *
 * <p>Programs often match the same long string again and again from different positions
 * ({@code pattern.match(text, pos)} in a tokenizer's loop), so the view of the last string seen
 * is kept (weakly) and handed out again for the same (immutable) object.
 *
 * <h2>Other bytes-like objects</h2>
 * A bytearray, a memoryview or any other exporter of a C-contiguous buffer is matched as
 * CPython's {@code getstring} does: through a buffer export ({@code PyBUF_SIMPLE}), held while
 * the operation runs (a scanner holds it until it is exhausted), so that a bytearray cannot be
 * resized meanwhile; {@link #release} gives it back. The engine reads a copy taken when the
 * export is made; the results are cut from the object's memory as it is when they are cut,
 * as CPython's are, and always as bytes.
 */
final class Subject {
    /** The object matched: a str, or a bytes or other bytes-like object. */
    final PyObject string;
    /** Its characters; never modified. */
    final int[] chars;
    final boolean isBytes;
    /** Python str whose Java string has surrogate pairs: char offsets are not code points. */
    private final boolean astral;
    /** The export held for a bytes-like object other than bytes, until released. */
    private PyBuffer view;

    private Subject(PyObject string, int[] chars, boolean isBytes, boolean astral) {
        this.string = string;
        this.chars = chars;
        this.isBytes = isBytes;
        this.astral = astral;
    }

    /** Strings shorter than this are converted each time (cheaper than keeping them alive). */
    private static final int CACHE_MIN = 64;
    /** The last long subject; weakly held, so that neither it nor its string outlives use. */
    private static volatile WeakReference<Subject> last = new WeakReference<>(null);

    /** The view of {@code o}, or null when it is neither str nor bytes-like. */
    static Subject of(PyObject o) {
        Subject s = last.get();
        if (s != null && s.string == o) {
            return s;
        }
        if (o instanceof PyStr ps) {
            s = ofStr(ps);
        } else if (o instanceof PyBytes pb) {
            s = new Subject(o, widen(pb.value, 0, pb.value.length), true, false);
        } else {
            return ofBuffer(o);
        }
        if (s.chars.length >= CACHE_MIN) {
            last = new WeakReference<>(s);
        }
        return s;
    }

    private static Subject ofStr(PyStr ps) {
        String v = ps.value;
        if (ps.isBmp()) {
            int n = v.length();
            int[] c = new int[n];
            for (int i = 0; i < n; i++) {
                c[i] = v.charAt(i);
            }
            return new Subject(ps, c, false, false);
        }
        return new Subject(ps, v.codePoints().toArray(), false, true);
    }

    /** A bytes-like object through a held export, or null (CPython's getstring TypeError). */
    private static Subject ofBuffer(PyObject o) {
        if (!Buffers.check(o)) {
            return null;
        }
        PyBuffer v;
        try {
            v = Buffers.getOrNull(o, PyBuffer.SIMPLE);
        } catch (PyException e) {
            if (e.matches(PyExc.BufferError)) {
                return null;
            }
            throw e;
        }
        if (v == null) {
            return null;
        }
        Subject s = new Subject(o, widen(v.buf, v.offset, v.len), true, false);
        s.view = v;
        return s;
    }

    private static int[] widen(byte[] b, int offset, int len) {
        int[] c = new int[len];
        for (int i = 0; i < len; i++) {
            c[i] = b[offset + i] & 0xff;
        }
        return c;
    }

    /** Whether {@code o} is matched as bytes: a bytes, or another object with a buffer. */
    static boolean isBytesLike(PyObject o) {
        return o instanceof PyBytes || (!(o instanceof PyStr) && Buffers.check(o));
    }

    /** Give back the export of a bytes-like object, if one is held. */
    void release() {
        PyBuffer v = view;
        if (v != null) {
            view = null;
            v.release();
        }
    }

    int length() {
        return chars.length;
    }

    /** {@code string[i:j]} as the exact str or bytes ({@code getslice} in CPython's sre.c). */
    PyObject slice(int i, int j) {
        if (isBytes) {
            if (string.getClass() == PyBytes.class) {
                PyBytes b = (PyBytes) string;
                if (i == 0 && j == b.value.length) {
                    return b;
                }
                return PyBytes.of(Arrays.copyOfRange(b.value, i, j));
            }
            return sliceBuffer(i, j);
        }
        PyStr s = (PyStr) string;
        if (i == 0 && j == chars.length && s.getClass() == PyStr.class) {
            return s;
        }
        if (astral) {
            return PyStr.of(new String(chars, i, j - i));
        }
        return PyStr.of(s.value.substring(i, j));
    }

    /**
     * {@code string[i:j]} of a bytes-like object other than bytes, from its memory now (cut
     * down to its length, as CPython's match_getslice_by_index does).
     */
    private PyObject sliceBuffer(int i, int j) {
        if (string instanceof PyBytes b) {
            return PyBytes.of(Arrays.copyOfRange(b.value, i, j));
        }
        PyBuffer v = view;
        boolean held = v != null;
        if (!held) {
            v = Buffers.get(string, PyBuffer.SIMPLE);
        }
        try {
            int a = Math.min(i, v.len);
            int b = Math.min(j, v.len);
            return PyBytes.of(Arrays.copyOfRange(v.buf, v.offset + a, v.offset + b));
        } finally {
            if (!held) {
                v.release();
            }
        }
    }
}
