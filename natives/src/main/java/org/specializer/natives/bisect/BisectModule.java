package org.specializer.natives.bisect;

import org.specializer.api.Abstract;
import org.specializer.api.ListMethods;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.modules.Params;

/**
 * The {@code _bisect} module, {@code bisect.py}'s accelerator, as CPython's
 * {@code _bisectmodule.c}: binary search comparing with {@code <} only, {@code key=} applied to
 * the list's items (not to {@code x}) by the searches, and to {@code x} as well by the
 * insertions.
 */
public final class BisectModule {
    private BisectModule() {}

    private static final String[] NAMES = {"a", "x", "lo", "hi", "key"};
    private static final PyStr INSERT = PyStr.intern("insert");

    public static PyModule create() {
        PyModule m = new PyModule("_bisect");
        define(m, "bisect_right", true, false);
        define(m, "bisect_left", false, false);
        define(m, "insort_right", true, true);
        define(m, "insort_left", false, true);
        return m;
    }

    private static void define(PyModule m, String name, boolean right, boolean insert) {
        Params p = new Params(name, NAMES, 0, 4, 2);
        m.defK(name, (self, args, kw) -> {
            PyObject[] a = p.parse(args, kw);
            long lo = a[2] == null ? 0 : Params.asSsize(a[2]);
            long hi = a[3] == null || a[3] == Py.None ? -1 : Params.asSsize(a[3]);
            PyObject key = a[4] == null || a[4] == Py.None ? null : a[4];
            PyObject x = a[1];
            if (!insert) {
                return PyInt.of(search(a[0], x, lo, hi, key, right));
            }
            PyObject kx = key == null ? x : Abstract.call1(key, x);
            long index = search(a[0], kx, lo, hi, key, right);
            if (a[0].getClass() == PyList.class) {
                ListMethods.insert((PyList) a[0], index, x);
            } else {
                Abstract.callMethod(a[0], INSERT, PyInt.of(index), x);
            }
            return Py.None;
        });
    }

    /** The insertion point of {@code x} in {@code a[lo:hi]} (hi -1: {@code len(a)}). */
    static long search(PyObject a, PyObject x, long lo, long hi, PyObject key, boolean right) {
        if (lo < 0) {
            throw Py.valueError("lo must be non-negative");
        }
        if (hi == -1) {
            hi = Abstract.lenSsize(a);
        }
        boolean exactList = a.getClass() == PyList.class;
        while (lo < hi) {
            long mid = (lo + hi) >>> 1;
            PyObject item;
            if (exactList && mid < ((PyList) a).size) {
                item = ((PyList) a).items[(int) mid];
            } else {
                item = Abstract.getItem(a, PyInt.of(mid));
            }
            if (key != null) {
                item = Abstract.call1(key, item);
            }
            if (right) {
                if (Abstract.richCompareBool(x, item, Abstract.LT)) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            } else {
                if (Abstract.richCompareBool(item, x, Abstract.LT)) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
        }
        return lo;
    }
}
