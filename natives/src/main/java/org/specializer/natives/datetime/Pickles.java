package org.specializer.natives.datetime;

import java.util.function.IntPredicate;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * The pickled states the constructors accept as their first argument: CPython's bytes (4 for
 * a date, 6 for a time, 10 for a datetime), or the same as a str of code points below 256, as
 * Python 2's pickles hold them when loaded with {@code encoding='latin1'}.
 */
final class Pickles {
    private Pickles() {}

    /**
     * The state's bytes if {@code arg} is one: {@code size} long, its byte {@code at} passing
     * {@code sane} (which tells a state from the first field of a call); else null.
     */
    static byte[] state(PyObject arg, int size, int at, IntPredicate sane, String kind) {
        if (arg instanceof PyBytes b) {
            byte[] v = b.value;
            return v.length == size && sane.test(v[at] & 0xFF) ? v : null;
        }
        if (arg instanceof PyStr s) {
            String v = s.value;
            if (v.length() != size && v.codePointCount(0, v.length()) != size) {
                return null;
            }
            int[] cps = v.codePoints().toArray();
            if (cps.length != size || !sane.test(cps[at])) {
                return null;
            }
            byte[] out = new byte[size];
            for (int i = 0; i < size; i++) {
                if (cps[i] > 255) {
                    throw Py.valueError("Failed to encode latin1 string when unpickling a " + kind
                            + " object. pickle.load(data, encoding='latin1') is assumed.");
                }
                out[i] = (byte) cps[i];
            }
            return out;
        }
        return null;
    }

    static byte[] state(PyObject arg, int size, int at, String kind) {
        return state(arg, size, at, m -> m >= 1 && m <= 12, kind);
    }
}
