package org.specializer.api;

import java.math.BigInteger;

/** {@code int} values outside the range of a Java long. Always normalized (see {@link PyInt}). */
public class PyBigInt extends PyObject {
    public final BigInteger value;

    protected PyBigInt(PyType type, BigInteger value) {
        super(type);
        this.value = value;
    }

    /** The int for {@code v}: a {@link PyInt} when it fits in a long. */
    public static PyObject normalize(BigInteger v) {
        if (v.bitLength() < 64) {
            return PyInt.of(v.longValue());
        }
        return new PyBigInt(PyInt.TYPE, v);
    }

    @Override
    public String toString() {
        return value.toString();
    }

    /** An instance of a user subclass of int (large value). */
    public static class Derived extends PyBigInt {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);

        public Derived(PyType type, BigInteger value) {
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
