package org.specializer.api;

import java.util.Arrays;

/**
 * The attribute names shared by the instances of one class, in the order they were first
 * stored: CPython 3.13's shared keys ({@code ht_cached_keys}). Each instance keeps its
 * attribute values in an array indexed by these keys (its inline values), so an attribute read
 * specialized to LOAD_ATTR_INSTANCE_VALUE is a type-version check and an array load.
 *
 * <p>Keys are only ever appended, up to {@link #MAX_SIZE}; after that, new attribute names go to
 * a materialized per-instance dict. The {@link #keysVersion() keys version} changes when a key
 * is added: LOAD_ATTR_METHOD_WITH_VALUES uses it to know that no instance can shadow a method.
 */
public final class SharedKeys {
    /** CPython's {@code SHARED_KEYS_MAX_SIZE}. */
    public static final int MAX_SIZE = 30;

    private PyStr[] names = new PyStr[4];
    private int size;
    private int keysVersion;

    /** The index of {@code name}, or -1. */
    public int indexOf(PyStr name) {
        PyStr[] n = names;
        int s = size;
        for (int i = 0; i < s; i++) {
            if (n[i] == name) {
                return i;
            }
        }
        for (int i = 0; i < s; i++) {
            if (n[i].value.equals(name.value)) {
                return i;
            }
        }
        return -1;
    }

    /** Append {@code name}; its index, or -1 when the keys are full. */
    public int add(PyStr name) {
        if (size >= MAX_SIZE) {
            return -1;
        }
        if (size == names.length) {
            names = Arrays.copyOf(names, Math.min(MAX_SIZE, size * 2));
        }
        names[size] = name.intern();
        keysVersion = 0;
        return size++;
    }

    public int size() {
        return size;
    }

    public PyStr nameAt(int i) {
        return names[i];
    }

    /**
     * The keys version as it is now, without assigning one (0 when none is assigned): what
     * guards compare, so that a check never hands out versions.
     */
    public int currentKeysVersion() {
        return keysVersion;
    }

    /** The version of the current key set, assigned lazily; 0 when out of versions. */
    public int keysVersion() {
        int v = keysVersion;
        if (v == 0) {
            v = PyDict.newKeysVersion();
            keysVersion = v;
        }
        return v;
    }
}
