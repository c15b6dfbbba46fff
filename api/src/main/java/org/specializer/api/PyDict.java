package org.specializer.api;

import java.util.Arrays;

/**
 * {@code dict}: an insertion-ordered open-addressing table, laid out like CPython's compact
 * dict: a sparse index array of entry numbers, and dense entry arrays (hash, key, value) in
 * insertion order. Deleting leaves a hole in the entries (a null key) until the next resize.
 *
 * <h2>Keys version</h2>
 * As CPython 3.13's {@code dk_version}: {@link #keysVersion()} hands out a version for the
 * current set of keys, lazily, from a global counter starting at 2. Adding or removing a key
 * resets it to 0; overwriting a value does not. LOAD_GLOBAL and LOAD_ATTR_MODULE guard on it
 * and read the value through the entry index ({@link #entryIndex}, {@link #valueAt}).
 *
 * <h2>Keys</h2>
 * A key is compared by identity first, then by hash, then: exact str by text, anything else by
 * {@code ==} through {@link Abstract#richCompareBool}. Names are interned, so attribute and
 * global lookups usually stop at the identity test.
 *
 * <p>The Python-visible methods and views live in {@code DictMethods}.
 */
public class PyDict extends PyObject {
    public static final PyType TYPE = PyType.builtin("dict", PyDict.class, PyType.OBJECT,
            PyType.BASETYPE | PyType.MAPPING | PyType.MATCH_SELF, DictMethods::define);

    private static final int EMPTY = -1;
    private static final int DUMMY = -2;
    private static final int MIN_SIZE = 8;
    private static int nextKeysVersion = 2;

    private int[] index;
    private long[] hashes;
    private PyObject[] keys;
    private PyObject[] values;
    /** Entries used, holes included. */
    private int nentries;
    /**
     * Index slots that may still go from empty to used before a resize (CPython's
     * {@code dk_usable}). Deleting does not give any back: deleted slots stay dummies, and
     * at least a third of the index stays empty, so every probe ends.
     */
    private int usableLeft;
    /** Live entries: {@code len(self)}. */
    private int used;
    private int keysVersion;
    /** Bumped on every change of the key set, for "changed during iteration" checks. */
    private int keysMutations;

    public PyDict() {
        this(TYPE);
    }

    protected PyDict(PyType type) {
        super(type);
        allocate(MIN_SIZE);
    }

    /** A dict sized for {@code n} entries. */
    public static PyDict withCapacity(int n) {
        PyDict d = new PyDict();
        int size = MIN_SIZE;
        while (size * 2 / 3 < n) {
            size <<= 1;
        }
        if (size != MIN_SIZE) {
            d.allocate(size);
        }
        return d;
    }

    private void allocate(int size) {
        index = new int[size];
        Arrays.fill(index, EMPTY);
        int usable = usable(size);
        usableLeft = usable;
        hashes = new long[usable];
        keys = new PyObject[usable];
        values = new PyObject[usable];
        nentries = 0;
    }

    private static int usable(int size) {
        return (size << 1) / 3;
    }

    // ------------------------------------------------------------------ hashing

    /** {@code hash(key)}, with the common key types inline. */
    public static long hashOf(PyObject key) {
        if (key instanceof PyStr s) {
            if (s.getClass() == PyStr.class) {
                return s.pyHash();
            }
        } else if (key.getClass() == PyInt.class) {
            return Hashing.hashLong(((PyInt) key).value);
        }
        return Abstract.hash(key);
    }

    private static boolean keyEquals(PyObject stored, PyObject key) {
        if (stored.getClass() == PyStr.class && key.getClass() == PyStr.class) {
            return ((PyStr) stored).value.equals(((PyStr) key).value);
        }
        return Abstract.richCompareBool(stored, key, Abstract.EQ);
    }

    // ------------------------------------------------------------------ lookup

    /** The entry index of {@code key}, or -1. */
    private int find(PyObject key, long hash) {
        int[] idx = index;
        int mask = idx.length - 1;
        long perturb = hash;
        int i = (int) hash & mask;
        for (;;) {
            int ix = idx[i];
            if (ix == EMPTY) {
                return -1;
            }
            if (ix >= 0) {
                PyObject k = keys[ix];
                if (k == key) {
                    return ix;
                }
                if (hashes[ix] == hash) {
                    int mutations = keysMutations;
                    PyObject[] ks = keys;
                    boolean equal = keyEquals(k, key);
                    if (mutations != keysMutations || ks != keys) {
                        // the comparison changed the dict: start again, whatever it answered,
                        // as CPython's compare_generic does
                        return find(key, hash);
                    }
                    if (equal) {
                        return ix;
                    }
                }
            }
            perturb >>>= 5;
            i = (int) ((i * 5L + perturb + 1) & mask);
        }
    }

    /** The slot in the index array for entry {@code ix} with {@code hash}. */
    private int slotOf(long hash, int ix) {
        int[] idx = index;
        int mask = idx.length - 1;
        long perturb = hash;
        int i = (int) hash & mask;
        while (idx[i] != ix) {
            perturb >>>= 5;
            i = (int) ((i * 5L + perturb + 1) & mask);
        }
        return i;
    }

    /** An empty (or dummy) slot for a new entry with {@code hash}. */
    private int freeSlot(long hash) {
        int[] idx = index;
        int mask = idx.length - 1;
        long perturb = hash;
        int i = (int) hash & mask;
        while (idx[i] >= 0) {
            perturb >>>= 5;
            i = (int) ((i * 5L + perturb + 1) & mask);
        }
        return i;
    }

    /** {@code self[key]} or null when absent (no {@code __missing__}). */
    public final PyObject getItem(PyObject key) {
        int ix = find(key, hashOf(key));
        return ix < 0 ? null : values[ix];
    }

    /** Lookup with a precomputed hash. */
    public final PyObject getItem(PyObject key, long hash) {
        int ix = find(key, hash);
        return ix < 0 ? null : values[ix];
    }

    /** {@code self[name]} for a str key; null when absent. */
    public final PyObject getItem(PyStr name) {
        int ix = find(name, name.pyHash());
        return ix < 0 ? null : values[ix];
    }

    /** Lookup by Java string (for builtin code). */
    public final PyObject getItem(String name) {
        return getItem(PyStr.of(name));
    }

    public final boolean containsKey(PyObject key) {
        return find(key, hashOf(key)) >= 0;
    }

    // ------------------------------------------------------------------ entry access

    /** The entry index of {@code key}, or -1: for caches guarded by the keys version. */
    public final int entryIndex(PyObject key) {
        return find(key, hashOf(key));
    }

    /**
     * The entry index of str key {@code name} without running Python code: keys are compared by
     * identity and str equality only. -1 when absent; -2 when a key of another type has the same
     * hash, so that only Python's {@code ==} could tell (specializers then give up).
     */
    public final int strEntryIndex(PyStr name) {
        long hash = name.pyHash();
        int[] idx = index;
        int mask = idx.length - 1;
        long perturb = hash;
        int i = (int) hash & mask;
        for (;;) {
            int ix = idx[i];
            if (ix == EMPTY) {
                return -1;
            }
            if (ix >= 0) {
                PyObject k = keys[ix];
                if (k == name) {
                    return ix;
                }
                if (hashes[ix] == hash) {
                    if (k.getClass() != PyStr.class) {
                        return -2;
                    }
                    if (((PyStr) k).value.equals(name.value)) {
                        return ix;
                    }
                }
            }
            perturb >>>= 5;
            i = (int) ((i * 5L + perturb + 1) & mask);
        }
    }

    /** The value of entry {@code ix} (null for a deleted entry or out of range). */
    public final PyObject valueAt(int ix) {
        PyObject[] v = values;
        return ix < nentries ? v[ix] : null;
    }

    /**
     * Overwrite the value of live entry {@code ix} (the key set, hence the keys version, stays
     * the same): for caches that found the entry by a hint and checked its key.
     */
    public final void setValueAt(int ix, PyObject value) {
        values[ix] = value;
    }

    /** The key of entry {@code ix} (null for a deleted entry). */
    public final PyObject keyAt(int ix) {
        return keys[ix];
    }

    /** Entries used, holes included: iterate {@code 0 <= i < entryCount()} and skip null keys. */
    public final int entryCount() {
        return nentries;
    }

    /** The next live entry at or after {@code i}, or -1 at the end. */
    public final int nextEntry(int i) {
        PyObject[] k = keys;
        int n = nentries;
        while (i < n) {
            if (k[i] != null) {
                return i;
            }
            i++;
        }
        return -1;
    }

    /** Number of key-set changes so far (insertions and deletions). */
    public final int keysMutations() {
        return keysMutations;
    }

    // ------------------------------------------------------------------ versions

    /** The keys version for the current key set, assigned if needed; 0 when out of versions. */
    public final int keysVersion() {
        int v = keysVersion;
        if (v == 0) {
            v = newKeysVersion();
            keysVersion = v;
        }
        return v;
    }

    /** A fresh keys version from the counter shared with {@link SharedKeys}; 0 once exhausted. */
    static int newKeysVersion() {
        int v = nextKeysVersion;
        if (v != 0) {
            nextKeysVersion = v + 1;
        }
        return v;
    }

    /** The keys version as it is now, without assigning. */
    public final int currentKeysVersion() {
        return keysVersion;
    }

    private void keysChanged() {
        keysVersion = 0;
        keysMutations++;
    }

    // ------------------------------------------------------------------ mutation

    /** {@code self[key] = value}. */
    public final void setItem(PyObject key, PyObject value) {
        setItem(key, hashOf(key), value);
    }

    public final void setItem(PyObject key, long hash, PyObject value) {
        int ix = find(key, hash);
        if (ix >= 0) {
            values[ix] = value;
            return;
        }
        insertNew(key, hash, value);
    }

    /** Set a str key (for builtin code). */
    public final void setItem(String key, PyObject value) {
        setItem(PyStr.intern(key), value);
    }

    /** {@code self.setdefault(key, value)}: the existing value, or {@code value} after inserting it. */
    public final PyObject setDefault(PyObject key, PyObject value) {
        long hash = hashOf(key);
        int ix = find(key, hash);
        if (ix >= 0) {
            return values[ix];
        }
        insertNew(key, hash, value);
        return value;
    }

    private void insertNew(PyObject key, long hash, PyObject value) {
        if (usableLeft <= 0 || nentries >= keys.length) {
            resize(Math.max(MIN_SIZE, highestBit(used * 3) << 1));
        }
        usableLeft--;
        int slot = freeSlot(hash);
        int ix = nentries++;
        index[slot] = ix;
        hashes[ix] = hash;
        keys[ix] = key;
        values[ix] = value;
        used++;
        keysChanged();
    }

    private static int highestBit(int n) {
        return Integer.highestOneBit(Math.max(n, 1));
    }

    private void resize(int size) {
        while (usable(size) <= used) {
            size <<= 1;
        }
        long[] oh = hashes;
        PyObject[] ok = keys;
        PyObject[] ov = values;
        int on = nentries;
        allocate(size);
        int n = 0;
        for (int i = 0; i < on; i++) {
            if (ok[i] != null) {
                hashes[n] = oh[i];
                keys[n] = ok[i];
                values[n] = ov[i];
                index[freeSlot(oh[i])] = n;
                n++;
            }
        }
        nentries = n;
        usableLeft -= n;
    }

    /** {@code del self[key]}: false when absent (the caller raises KeyError). */
    public final boolean delItem(PyObject key) {
        return removeKey(key) != null;
    }

    /** Remove {@code key}; the old value, or null when absent. */
    public final PyObject removeKey(PyObject key) {
        return removeKey(key, hashOf(key));
    }

    /** Remove {@code key}, whose hash is {@code hash} (not computed again: CPython's
     *  {@code _PyDict_Pop_KnownHash}); the old value, or null when absent. */
    public final PyObject removeKey(PyObject key, long hash) {
        int ix = find(key, hash);
        if (ix < 0) {
            return null;
        }
        PyObject old = values[ix];
        index[slotOf(hash, ix)] = DUMMY;
        keys[ix] = null;
        values[ix] = null;
        used--;
        keysChanged();
        return old;
    }

    /** Remove and return the last entry as {key, value}; null when empty. */
    public final PyObject[] popLast() {
        int i = nentries - 1;
        while (i >= 0 && keys[i] == null) {
            i--;
        }
        if (i < 0) {
            return null;
        }
        PyObject k = keys[i];
        PyObject v = values[i];
        index[slotOf(hashes[i], i)] = DUMMY;
        keys[i] = null;
        values[i] = null;
        nentries = i;
        used--;
        keysChanged();
        return new PyObject[] {k, v};
    }

    public final void clear() {
        if (used == 0 && nentries == 0) {
            return;
        }
        allocate(MIN_SIZE);
        used = 0;
        keysChanged();
    }

    /** {@code len(self)}. */
    public final int size() {
        return used;
    }

    /** A shallow copy (an exact dict). */
    public final PyDict copy() {
        PyDict d = withCapacity(used);
        for (int i = 0; i < nentries; i++) {
            if (keys[i] != null) {
                d.insertNew(keys[i], hashes[i], values[i]);
            }
        }
        return d;
    }

    /** {@code self.update(other)} for another dict. */
    public final void update(PyDict other) {
        for (int i = 0; i < other.nentries; i++) {
            PyObject k = other.keys[i];
            if (k != null) {
                setItem(k, other.hashes[i], other.values[i]);
            }
        }
    }

    /** The hash stored for entry {@code ix}. */
    public final long hashAt(int ix) {
        return hashes[ix];
    }

    static {
        TYPE.withSubclassSlots();  // Derived keeps __slots__ values
    }

    /** An instance of a user subclass of dict. */
    public static class Derived extends PyDict implements HasSlots {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);
        /** The values of the class's {@code __slots__}, or null. */
        private final PyObject[] slots = HasSlots.allocate(type);

        public Derived(PyType type) {
            super(type);
        }

        @Override
        public PyObject[] slotValues() {
            return slots;
        }

        @Override
        public PyDict getDict() {
            if (dict == null && type.instancesHaveDict()) {
                dict = new PyDict();
            }
            return dict;
        }

        @Override
        public boolean setDict(PyDict d) {
            dict = d;
            return true;
        }
    }
}
