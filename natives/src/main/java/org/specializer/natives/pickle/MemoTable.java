package org.specializer.natives.pickle;

import java.util.Arrays;

import org.specializer.api.PyObject;

/**
 * The pickler's memo: object identity to memo index, open addressing with linear probing over
 * {@link System#identityHashCode}. Entries are never removed one by one, only all at once.
 * Compare CPython _pickle.c: {@code PyMemoTable}.
 */
final class MemoTable {
    private PyObject[] keys = new PyObject[16];
    private int[] values = new int[16];
    private int used;

    int size() {
        return used;
    }

    private int slot(PyObject key) {
        int mask = keys.length - 1;
        int h = System.identityHashCode(key);
        int i = (h ^ (h >>> 16)) & mask;
        for (;;) {
            PyObject k = keys[i];
            if (k == null || k == key) {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /** The index of {@code key}, or -1. */
    int get(PyObject key) {
        int i = slot(key);
        return keys[i] == null ? -1 : values[i];
    }

    void put(PyObject key, int value) {
        int i = slot(key);
        if (keys[i] != null) {
            values[i] = value;
            return;
        }
        keys[i] = key;
        values[i] = value;
        if (++used * 3 >= keys.length * 2) {
            resize(keys.length * (used > 50000 ? 2 : 4));
        }
    }

    private void resize(int n) {
        PyObject[] oldKeys = keys;
        int[] oldValues = values;
        keys = new PyObject[n];
        values = new int[n];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                int j = slot(oldKeys[i]);
                keys[j] = oldKeys[i];
                values[j] = oldValues[i];
            }
        }
    }

    void clear() {
        Arrays.fill(keys, null);
        used = 0;
    }

    MemoTable copy() {
        MemoTable t = new MemoTable();
        t.keys = keys.clone();
        t.values = values.clone();
        t.used = used;
        return t;
    }

    /** Calls {@code f} with each entry. */
    void forEach(java.util.function.ObjIntConsumer<PyObject> f) {
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != null) {
                f.accept(keys[i], values[i]);
            }
        }
    }
}
