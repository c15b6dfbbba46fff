package org.specializer.core.compiler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.specializer.api.PyObject;

/** A code object's constants in first-use order, equal constants sharing one index. */
final class ConstPool {
    private final List<PyObject> values = new ArrayList<>();
    private final Map<Object, Integer> index = new HashMap<>();

    int add(PyObject o) {
        Object k = Constants.key(o);
        Integer i = index.get(k);
        if (i != null) {
            return i;
        }
        int n = values.size();
        values.add(o);
        index.put(k, n);
        return n;
    }

    PyObject get(int i) {
        return values.get(i);
    }

    int size() {
        return values.size();
    }

    /** Keeps only the constants whose {@code used} flag is set; returns old index to new index (-1 for dropped). */
    int[] compact(boolean[] used) {
        int[] map = new int[values.size()];
        List<PyObject> kept = new ArrayList<>();
        index.clear();
        for (int i = 0; i < values.size(); i++) {
            if (used[i]) {
                map[i] = kept.size();
                index.put(Constants.key(values.get(i)), kept.size());
                kept.add(values.get(i));
            } else {
                map[i] = -1;
            }
        }
        values.clear();
        values.addAll(kept);
        return map;
    }

    PyObject[] toArray() {
        return values.toArray(new PyObject[0]);
    }
}
