package org.specializer.core.compiler;

import java.util.HashSet;
import java.util.Set;

import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyObject;

/**
 * frozenset constants, which CPython makes for {@code x in {1, 2}}, {@code for x in {1, 2}} and
 * set displays of three or more constants.
 */
final class FrozenSets {
    private FrozenSets() {}

    /** A frozenset of {@code items}. */
    static PyObject make(PyObject[] items) {
        PyFrozenSet s = new PyFrozenSet();
        for (PyObject item : items) {
            s.add(item);
        }
        return s;
    }

    /** The constant key of a frozenset (the set of its items' keys), or null when {@code o} is not one. */
    static Object key(PyObject o) {
        if (o.getClass() != PyFrozenSet.class) {
            return null;
        }
        PyFrozenSet fs = (PyFrozenSet) o;
        Set<Object> keys = new HashSet<>();
        for (PyObject item : fs.toArray()) {
            keys.add(Constants.key(item));
        }
        return new Constants.Key(PyFrozenSet.class, keys);
    }
}
