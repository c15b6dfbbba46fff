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

    /**
     * A frozenset of {@code items}, laid out as CPython's compiler leaves it: made from the
     * items, then made again from the first one's iteration order (merge_consts_recursive
     * rebuilds each frozenset constant), so that a set display iterates in CPython's order
     * under the same hash seed.
     */
    static PyObject make(PyObject[] items) {
        PyFrozenSet first = new PyFrozenSet();
        for (PyObject item : items) {
            first.add(item);
        }
        PyFrozenSet s = new PyFrozenSet();
        for (PyObject item : first.toArray()) {
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
