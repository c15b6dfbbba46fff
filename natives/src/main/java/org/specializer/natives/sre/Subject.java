package org.specializer.natives.sre;

import java.lang.ref.WeakReference;
import java.util.Arrays;
import org.specializer.api.PyBytes;
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
 */
final class Subject {
    /** The object matched: a str or a bytes. */
    final PyObject string;
    /** Its characters; never modified. */
    final int[] chars;
    final boolean isBytes;
    /** Python str whose Java string has surrogate pairs: char offsets are not code points. */
    private final boolean astral;

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

    /** The view of {@code o}, or null when it is neither str nor bytes. */
    static Subject of(PyObject o) {
        Subject s = last.get();
        if (s != null && s.string == o) {
            return s;
        }
        if (o instanceof PyStr ps) {
            s = ofStr(ps);
        } else if (o instanceof PyBytes pb) {
            byte[] b = pb.value;
            int[] c = new int[b.length];
            for (int i = 0; i < b.length; i++) {
                c[i] = b[i] & 0xff;
            }
            s = new Subject(o, c, true, false);
        } else {
            return null;
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

    int length() {
        return chars.length;
    }

    /** {@code string[i:j]} as the exact str or bytes ({@code getslice} in CPython's sre.c). */
    PyObject slice(int i, int j) {
        if (isBytes) {
            PyBytes b = (PyBytes) string;
            if (i == 0 && j == b.value.length && b.getClass() == PyBytes.class) {
                return b;
            }
            return PyBytes.of(Arrays.copyOfRange(b.value, i, j));
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

    /** An empty string of the subject's kind. */
    PyObject empty() {
        return isBytes ? PyBytes.EMPTY : PyStr.EMPTY;
    }
}
