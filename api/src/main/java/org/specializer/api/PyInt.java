package org.specializer.api;

import java.math.BigInteger;

/**
 * {@code int} values that fit in a Java long. Larger values are {@link PyBigInt}; the runtime
 * keeps the two normalized, so an int is a {@code PyInt} exactly when it fits in 64 bits.
 * Arithmetic uses the long fast path ({@code Math.addExact} and friends) and falls back to
 * BigInteger on overflow, which is rare. Small values are cached.
 *
 * <p>The Python-visible methods are in {@code IntMethods}; arithmetic in {@code IntOps}.
 */
public class PyInt extends PyObject {
    public static final PyType TYPE = PyType.builtin("int", PyInt.class, PyType.OBJECT,
            PyType.BASETYPE | PyType.MATCH_SELF, IntMethods::define);

    public static final int CACHE_LOW = -128;
    public static final int CACHE_HIGH = 1024;
    private static final PyInt[] CACHE = new PyInt[CACHE_HIGH - CACHE_LOW + 1];

    static {
        for (int i = 0; i < CACHE.length; i++) {
            CACHE[i] = new PyInt(TYPE, CACHE_LOW + i);
        }
    }

    public static final PyInt ZERO = of(0);
    public static final PyInt ONE = of(1);
    public static final PyInt MINUS_ONE = of(-1);

    public final long value;

    protected PyInt(PyType type, long value) {
        super(type);
        this.value = value;
    }

    public static PyInt of(long v) {
        if (v >= CACHE_LOW && v <= CACHE_HIGH) {
            return CACHE[(int) v - CACHE_LOW];
        }
        return new PyInt(TYPE, v);
    }

    public static PyInt of(int v) {
        if (v >= CACHE_LOW && v <= CACHE_HIGH) {
            return CACHE[v - CACHE_LOW];
        }
        return new PyInt(TYPE, v);
    }

    public BigInteger big() {
        return BigInteger.valueOf(value);
    }

    @Override
    public String toString() {
        return Long.toString(value);
    }

    /** An instance of a user subclass of int (small value). */
    public static class Derived extends PyInt {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);

        public Derived(PyType type, long value) {
            super(type, value);
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
