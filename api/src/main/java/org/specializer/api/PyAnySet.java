package org.specializer.api;

/**
 * The hash table shared by {@code set} ({@link PySet}) and {@code frozenset}
 * ({@link PyFrozenSet}), laid out and probed exactly as CPython's {@code setobject.c} so that
 * iteration order (and so what programs print) is CPython's for keys whose hashes are
 * CPython's: ints, floats, tuples of them.
 *
 * <h2>The table</h2>
 * Parallel arrays {@link #keys} and {@link #hashes} of a power-of-two size (8 at first). A
 * slot is unused (null key, hash 0), active, or a dummy left by a deletion ({@link #DUMMY},
 * hash -1). A key probes from {@code hash & mask}: up to {@link #LINEAR_PROBES} following slots
 * when they fit before the end of the table, then a perturbed jump
 * {@code i = (i * 5 + 1 + (perturb >>>= 5)) & mask}. Adding to an unused slot may trigger a
 * resize when {@code fill * 5 >= mask * 3}, to the smallest power of two above
 * {@code used * 4} ({@code used * 2} past 50000), re-inserting in table order.
 *
 * <p>Methods here are the table operations; the Python-visible methods are in
 * {@code SetMethods}.
 */
public abstract class PyAnySet extends PyObject {
    /** CPython's {@code PySet_MINSIZE}. */
    static final int MIN_SIZE = 8;
    static final int LINEAR_PROBES = 9;
    private static final int PERTURB_SHIFT = 5;
    /** The key of a deleted slot. */
    static final PyObject DUMMY = new PyObject(null) {};

    /** Slots: null (unused), {@link #DUMMY} (deleted) or a key. */
    PyObject[] keys;
    long[] hashes;
    /** Active plus dummy slots. */
    int fill;
    /** Active slots: {@code len(self)}. */
    int used;
    /** Where {@code pop()} resumes its scan. */
    int finger;
    /** frozenset's cached hash; -1 until computed. */
    long hash = -1;

    protected PyAnySet(PyType type) {
        super(type);
        keys = new PyObject[MIN_SIZE];
        hashes = new long[MIN_SIZE];
    }

    /** {@code len(self)}. */
    public final int size() {
        return used;
    }

    // ------------------------------------------------------------------ lookup

    private static boolean keyEquals(PyObject stored, PyObject key) {
        if (stored.getClass() == PyStr.class && key.getClass() == PyStr.class) {
            return ((PyStr) stored).value.equals(((PyStr) key).value);
        }
        return Abstract.richCompareBool(stored, key, Abstract.EQ);
    }

    /** The slot holding {@code key}, or -1. Compare CPython setobject.c: set_lookkey. */
    final int find(PyObject key, long hash) {
        restart:
        for (;;) {
            PyObject[] ks = keys;
            long[] hs = hashes;
            int mask = ks.length - 1;
            long perturb = hash;
            int i = (int) hash & mask;
            for (;;) {
                int probes = i + LINEAR_PROBES <= mask ? LINEAR_PROBES : 0;
                int j = i;
                do {
                    PyObject k = ks[j];
                    if (k == null) {
                        return -1;
                    }
                    if (hs[j] == hash) {
                        if (k == key) {
                            return j;
                        }
                        if (k.getClass() == PyStr.class && key.getClass() == PyStr.class) {
                            if (((PyStr) k).value.equals(((PyStr) key).value)) {
                                return j;
                            }
                        } else if (k != DUMMY) {
                            boolean eq = Abstract.richCompareBool(k, key, Abstract.EQ);
                            if (ks != keys || ks[j] != k) {
                                // the comparison changed the set: start again, as CPython does
                                continue restart;
                            }
                            if (eq) {
                                return j;
                            }
                        }
                    }
                    j++;
                } while (probes-- > 0);
                perturb >>>= PERTURB_SHIFT;
                i = (int) ((i * 5L + 1 + perturb) & mask);
            }
        }
    }

    /** {@code key in self} with a known hash. */
    public final boolean containsEntry(PyObject key, long hash) {
        return find(key, hash) >= 0;
    }

    /** {@code key in self}, raising TypeError for an unhashable key. */
    public final boolean containsKey(PyObject key) {
        return find(key, PyDict.hashOf(key)) >= 0;
    }

    // ------------------------------------------------------------------ insertion

    /** Add {@code key}; false when it was already present. */
    public final boolean add(PyObject key) {
        return addEntry(key, PyDict.hashOf(key));
    }

    /** Compare CPython setobject.c: set_add_entry. */
    final boolean addEntry(PyObject key, long hash) {
        restart:
        for (;;) {
            PyObject[] ks = keys;
            long[] hs = hashes;
            int mask = ks.length - 1;
            long perturb = hash;
            int i = (int) hash & mask;
            int freeslot = -1;
            for (;;) {
                int probes = i + LINEAR_PROBES <= mask ? LINEAR_PROBES : 0;
                int j = i;
                do {
                    PyObject k = ks[j];
                    if (k == null) {
                        if (freeslot >= 0) {
                            // a dummy on the way is reused
                            used++;
                            ks[freeslot] = key;
                            hs[freeslot] = hash;
                            return true;
                        }
                        fill++;
                        used++;
                        ks[j] = key;
                        hs[j] = hash;
                        if ((long) fill * 5 >= (long) mask * 3) {
                            resize(used > 50000 ? used * 2 : used * 4);
                        }
                        return true;
                    }
                    if (hs[j] == hash && k != DUMMY) {
                        if (k == key) {
                            return false;
                        }
                        if (k.getClass() == PyStr.class && key.getClass() == PyStr.class) {
                            if (((PyStr) k).value.equals(((PyStr) key).value)) {
                                return false;
                            }
                        } else {
                            boolean eq = Abstract.richCompareBool(k, key, Abstract.EQ);
                            if (eq) {
                                return false;
                            }
                            if (ks != keys || ks[j] != k) {
                                continue restart;
                            }
                        }
                    } else if (k == DUMMY) {
                        // CPython keeps the last dummy seen, not the first
                        freeslot = j;
                    }
                    j++;
                } while (probes-- > 0);
                perturb >>>= PERTURB_SHIFT;
                i = (int) ((i * 5L + 1 + perturb) & mask);
            }
        }
    }

    /** Insert a key known to be absent into a table without dummies (set_insert_clean). */
    private static void insertClean(PyObject[] ks, long[] hs, PyObject key, long hash) {
        int mask = ks.length - 1;
        long perturb = hash;
        int i = (int) hash & mask;
        for (;;) {
            if (ks[i] == null) {
                ks[i] = key;
                hs[i] = hash;
                return;
            }
            if (i + LINEAR_PROBES <= mask) {
                for (int j = 1; j <= LINEAR_PROBES; j++) {
                    if (ks[i + j] == null) {
                        ks[i + j] = key;
                        hs[i + j] = hash;
                        return;
                    }
                }
            }
            perturb >>>= PERTURB_SHIFT;
            i = (int) ((i * 5L + 1 + perturb) & mask);
        }
    }

    /** Compare CPython setobject.c: set_table_resize. */
    final void resize(long minused) {
        int newsize = MIN_SIZE;
        while (newsize <= minused) {
            newsize <<= 1;
            if (newsize <= 0) {
                throw Py.error(PyExc.MemoryError);
            }
        }
        PyObject[] oldKeys = keys;
        long[] oldHashes = hashes;
        PyObject[] ks = new PyObject[newsize];
        long[] hs = new long[newsize];
        for (int i = 0; i < oldKeys.length; i++) {
            PyObject k = oldKeys[i];
            if (k != null && k != DUMMY) {
                insertClean(ks, hs, k, oldHashes[i]);
            }
        }
        keys = ks;
        hashes = hs;
        fill = used;
    }

    // ------------------------------------------------------------------ removal

    /** Remove {@code key}; false when absent. Compare CPython setobject.c: set_discard_entry. */
    final boolean discardEntry(PyObject key, long hash) {
        int j = find(key, hash);
        if (j < 0) {
            return false;
        }
        keys[j] = DUMMY;
        hashes[j] = -1;
        used--;
        return true;
    }

    /** Remove {@code key}; false when absent. */
    public final boolean discard(PyObject key) {
        return discardEntry(key, PyDict.hashOf(key));
    }

    /** {@code self.pop()}; KeyError when empty. Compare CPython setobject.c: set_pop. */
    public final PyObject pop() {
        if (used == 0) {
            throw Py.error(PyExc.KeyError, "pop from an empty set");
        }
        PyObject[] ks = keys;
        int mask = ks.length - 1;
        int i = finger & mask;
        while (ks[i] == null || ks[i] == DUMMY) {
            i++;
            if (i > mask) {
                i = 0;
            }
        }
        PyObject key = ks[i];
        ks[i] = DUMMY;
        hashes[i] = -1;
        used--;
        finger = i + 1;
        return key;
    }

    /** {@code self.clear()}. */
    public final void clearTable() {
        keys = new PyObject[MIN_SIZE];
        hashes = new long[MIN_SIZE];
        fill = 0;
        used = 0;
    }

    // ------------------------------------------------------------------ iteration

    /** The next active slot at or after {@code i}, or -1. */
    public final int nextSlot(int i) {
        PyObject[] ks = keys;
        for (; i < ks.length; i++) {
            PyObject k = ks[i];
            if (k != null && k != DUMMY) {
                return i;
            }
        }
        return -1;
    }

    /** The key in slot {@code i} (an active slot from {@link #nextSlot}). */
    public final PyObject keyAt(int i) {
        return keys[i];
    }

    final long hashAt(int i) {
        return hashes[i];
    }

    /** The keys in table order. */
    public final PyObject[] toArray() {
        PyObject[] out = new PyObject[used];
        int n = 0;
        PyObject[] ks = keys;
        for (int i = 0; i < ks.length && n < out.length; i++) {
            PyObject k = ks[i];
            if (k != null && k != DUMMY) {
                out[n++] = k;
            }
        }
        return n == out.length ? out : java.util.Arrays.copyOf(out, n);
    }

    // ------------------------------------------------------------------ bulk updates

    /** {@code self |= other} for another set. Compare CPython setobject.c: set_merge. */
    final void merge(PyAnySet other) {
        if (other == this || other.used == 0) {
            return;
        }
        if ((long) (fill + other.used) * 5 >= (long) (keys.length - 1) * 3) {
            resize((long) (used + other.used) * 2);
        }
        PyObject[] ok = other.keys;
        long[] oh = other.hashes;
        if (fill == 0 && keys.length == ok.length && other.fill == other.used) {
            // same size, no dummies: the table is copied slot for slot
            System.arraycopy(ok, 0, keys, 0, ok.length);
            System.arraycopy(oh, 0, hashes, 0, oh.length);
            fill = other.fill;
            used = other.used;
            return;
        }
        if (fill == 0) {
            PyObject[] ks = keys;
            long[] hs = hashes;
            fill = other.used;
            used = other.used;
            for (int i = 0; i < ok.length; i++) {
                PyObject k = ok[i];
                if (k != null && k != DUMMY) {
                    insertClean(ks, hs, k, oh[i]);
                }
            }
            return;
        }
        for (int i = 0; i < ok.length; i++) {
            PyObject k = ok[i];
            if (k != null && k != DUMMY) {
                addEntry(k, oh[i]);
            }
        }
    }

    /** {@code self.update(iterable)}. Compare CPython setobject.c: set_update_internal. */
    public final void update(PyObject iterable) {
        if (iterable instanceof PyAnySet s) {
            merge(s);
            return;
        }
        if (iterable.getClass() == PyDict.class) {
            PyDict d = (PyDict) iterable;
            int n = d.size();
            if ((long) (fill + n) * 5 >= (long) (keys.length - 1) * 3) {
                resize((long) (used + n) * 2);
            }
            for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                addEntry(d.keyAt(i), d.hashAt(i));
            }
            return;
        }
        PyObject it = Abstract.iter(iterable);
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            add(x);
        }
    }

    /** Exchange tables with {@code other} (set_swap_bodies). */
    final void swapBodies(PyAnySet other) {
        PyObject[] k = keys;
        keys = other.keys;
        other.keys = k;
        long[] h = hashes;
        hashes = other.hashes;
        other.hashes = h;
        int t = fill;
        fill = other.fill;
        other.fill = t;
        t = used;
        used = other.used;
        other.used = t;
        long hh = hash;
        hash = other.hash;
        other.hash = hh;
    }
}
