package org.specializer.api;

import java.util.Arrays;

/**
 * An instance of a Python class whose layout comes from {@code object}: the common case.
 *
 * <p>Attributes live in {@link #values}, indexed by the class's {@link SharedKeys} (CPython's
 * inline values). The per-instance insertion order is kept only when it differs from the keys'
 * order ({@link #order}), so that a materialized {@code __dict__} lists attributes as CPython
 * does. Asking for {@code __dict__}, running out of shared keys, or changing {@code __class__}
 * materializes a real dict: {@link #values} becomes null and {@link #dict} takes over for good.
 * Instances of classes with {@code __slots__} and no {@code __dict__} have neither.
 *
 * <p>{@code __slots__} values live in {@link #slots}, indexed by the class's slot names.
 */
public class PyInstance extends PyObject implements HasSlots {
    /** Inline values, or null in dict mode (or for dict-less instances). */
    public PyObject[] values;
    /** The materialized instance dict, or null. */
    public PyDict dict;
    /** {@code __slots__} storage, or null. */
    public PyObject[] slots;
    /** Insertion order of value indexes when it differs from index order; else null. */
    private byte[] order;
    private int orderLen;
    /** Highest value index set so far, plus one (while {@link #order} is null). */
    private int highWater;

    /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
    private Object finalizer;

    public PyInstance(PyType type) {
        super(type);
        if (type.hasDel()) {
            finalizer = Finalization.triggerFor(this);
        }
        SharedKeys k = type.getSharedKeys();
        if (k != null) {
            values = new PyObject[Math.max(k.size(), 2)];
        }
        int ns = type.getSlotNames().length;
        if (ns > 0) {
            slots = new PyObject[ns];
        }
    }

    @Override
    public PyObject[] slotValues() {
        return slots;
    }

    /** The instance attribute {@code name} (values or dict), or null. */
    public final PyObject getInstanceAttr(PyStr name) {
        PyObject[] v = values;
        if (v != null) {
            int i = type.getSharedKeys().indexOf(name);
            return i >= 0 && i < v.length ? v[i] : null;
        }
        PyDict d = dict;
        return d == null ? null : d.getItem(name);
    }

    /** Store an instance attribute; false when the instance has no dict to store it in. */
    public final boolean setInstanceAttr(PyStr name, PyObject value) {
        PyObject[] v = values;
        if (v != null) {
            SharedKeys k = type.getSharedKeys();
            int i = k.indexOf(name);
            if (i < 0) {
                i = k.add(name);
                if (i < 0) {
                    // keys are interned, as CPython's setattr does: LOAD_ATTR_WITH_HINT
                    // checks the key at its hint by identity
                    materializeDict().setItem(name.intern(), value);
                    return true;
                }
            }
            if (i >= v.length) {
                v = values = Arrays.copyOf(v, Math.max(k.size(), i + 1));
            }
            if (v[i] == null) {
                noteInserted(i);
            }
            v[i] = value;
            return true;
        }
        PyDict d = dict;
        if (d == null) {
            if (!type.instancesHaveDict()) {
                return false;
            }
            d = dict = new PyDict();
        }
        d.setItem(name.intern(), value);
        return true;
    }

    /** Store into inline value {@code i} (the specialized STORE_ATTR_INSTANCE_VALUE path). */
    public final void storeValue(int i, PyObject value) {
        PyObject[] v = values;
        if (i >= v.length) {
            v = values = Arrays.copyOf(v, Math.max(type.getSharedKeys().size(), i + 1));
        }
        if (v[i] == null) {
            noteInserted(i);
        }
        v[i] = value;
    }

    /** Delete an instance attribute; false when absent. */
    public final boolean delInstanceAttr(PyStr name) {
        PyObject[] v = values;
        if (v != null) {
            int i = type.getSharedKeys().indexOf(name);
            if (i < 0 || i >= v.length || v[i] == null) {
                return false;
            }
            v[i] = null;
            noteRemoved(i);
            return true;
        }
        PyDict d = dict;
        return d != null && d.delItem(name);
    }

    private void noteInserted(int i) {
        if (order == null) {
            if (i >= highWater) {
                highWater = i + 1;
                return;
            }
            buildOrder(); // out of index order: record the order explicitly from now on
        }
        order[orderLen++] = (byte) i;
    }

    /** The insertion order so far is index order: write it down. */
    private void buildOrder() {
        byte[] o = new byte[SharedKeys.MAX_SIZE];
        int n = 0;
        for (int j = 0; j < highWater && j < values.length; j++) {
            if (values[j] != null) {
                o[n++] = (byte) j;
            }
        }
        order = o;
        orderLen = n;
    }

    private void noteRemoved(int i) {
        if (order == null) {
            if (i == highWater - 1) {
                // deleting the newest keeps index order
                highWater = i;
                while (highWater > 0 && values[highWater - 1] == null) {
                    highWater--;
                }
                return;
            }
            buildOrder(); // values[i] is already cleared, so it is not listed
            return;
        }
        for (int j = 0; j < orderLen; j++) {
            if (order[j] == i) {
                System.arraycopy(order, j + 1, order, j, orderLen - j - 1);
                orderLen--;
                return;
            }
        }
    }

    /** Switch to dict mode: copy the inline values into a dict, in insertion order. */
    public final PyDict materializeDict() {
        PyObject[] v = values;
        if (v == null) {
            if (dict == null && type.instancesHaveDict()) {
                dict = new PyDict();
            }
            return dict;
        }
        SharedKeys k = type.getSharedKeys();
        PyDict d = new PyDict();
        if (order != null) {
            for (int j = 0; j < orderLen; j++) {
                int i = order[j];
                d.setItem(k.nameAt(i), v[i]);
            }
        } else {
            for (int i = 0; i < v.length; i++) {
                if (v[i] != null) {
                    d.setItem(k.nameAt(i), v[i]);
                }
            }
        }
        values = null;
        order = null;
        dict = d;
        return d;
    }

    @Override
    public PyDict getDict() {
        return materializeDict();
    }

    @Override
    public boolean setDict(PyDict d) {
        if (!type.instancesHaveDict()) {
            return false;
        }
        values = null;
        order = null;
        dict = d;
        return true;
    }
}
