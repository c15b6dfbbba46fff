package org.specializer.core.builtins;

import org.specializer.api.Py;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/** What every builtin iterator type defines: {@code __iter__} returning itself, and {@code __next__}. */
final class IteratorSupport {
    private IteratorSupport() {}

    static void defineIterator(PyType t) {
        t.method0("__iter__", self -> self);
        t.method0("__next__", IteratorSupport::next);
    }

    /** {@code __next__}: the next item, or StopIteration. */
    static PyObject next(PyObject self) {
        PyObject v = ((PyIterator) self).nextOrNull();
        if (v == null) {
            throw Py.stopIteration(null);
        }
        return v;
    }

    /** "T() takes no keyword arguments" for constructors that take none. */
    static void noKeywords(String name, PyStr[] kwnames) {
        if (kwnames.length != 0) {
            throw Py.typeError(name + "() takes no keyword arguments");
        }
    }
}
