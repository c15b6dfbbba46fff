package org.specializer.api;

/** {@code frozenset}: an immutable, hashable {@link PyAnySet}. Methods in {@code SetMethods}. */
public class PyFrozenSet extends PyAnySet {
    public static final PyType TYPE = PyType.builtin("frozenset", PyFrozenSet.class,
            PyType.OBJECT, PyType.BASETYPE | PyType.MATCH_SELF, SetMethods::defineFrozenSet);

    public PyFrozenSet() {
        super(TYPE);
    }

    protected PyFrozenSet(PyType type) {
        super(type);
    }

    /** A new frozenset of the items of {@code iterable}. */
    public static PyFrozenSet of(PyObject iterable) {
        PyFrozenSet s = new PyFrozenSet();
        s.update(iterable);
        return s;
    }

    /** {@code hash(self)}, computed once. Compare CPython setobject.c: frozenset_hash. */
    public final long pyHash() {
        long h = hash;
        if (h != -1) {
            return h;
        }
        // xor of every active entry's shuffled hash: independent of order
        long acc = 0;
        for (int i = nextSlot(0); i >= 0; i = nextSlot(i + 1)) {
            acc ^= shuffleBits(hashAt(i));
        }
        acc ^= ((long) used + 1) * 1927868237L;
        acc ^= (acc >>> 11) ^ (acc >>> 25);
        acc = acc * 69069L + 907133923L;
        if (acc == -1) {
            acc = 590923713L;
        }
        hash = acc;
        return acc;
    }

    private static long shuffleBits(long h) {
        return ((h ^ 89869747L) ^ (h << 16)) * 3644798167L;
    }

    static {
        TYPE.withSubclassSlots();  // Derived keeps __slots__ values
    }

    /** An instance of a user subclass of frozenset. */
    public static class Derived extends PyFrozenSet implements HasSlots {
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
