package org.specializer.natives.collections;

import java.util.Arrays;
import org.specializer.api.Finalization;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * {@code collections.deque}: a double-ended queue in a circular array, with an optional maximum
 * length (items fall off the opposite end). {@link #state} counts structural changes, as
 * CPython's {@code deque->state}, so that iterators detect mutation. The Python-visible methods
 * are in {@link DequeMethods}.
 */
final class PyDeque extends PyObject implements org.specializer.api.HasSlots {
    static final PyType TYPE = PyType.builtin("deque", PyDeque.class, PyType.OBJECT,
            PyType.BASETYPE | PyType.SEQUENCE, DequeMethods::define).withModule("collections").withDottedTpName()
            .withWeakrefs();

    private static final PyObject[] EMPTY = new PyObject[0];

    private PyObject[] buf = EMPTY;
    /** Index in {@link #buf} of the leftmost item. */
    private int head;
    private int size;
    /** -1 when unbounded. */
    int maxlen = -1;
    /** Bumped on every change of the item sequence other than item assignment. */
    long state;
    /** The instance dict of Python subclasses' instances. */
    private PyDict dict;
    /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
    private final Object finalizer = Finalization.triggerIfDel(this);
    /** The values of a Python subclass's {@code __slots__}, or null. */
    private final PyObject[] slots = org.specializer.api.HasSlots.allocate(type);

    static {
        TYPE.withSubclassSlots();
    }

    PyDeque(PyType type) {
        super(type);
    }

    @Override
    public PyObject[] slotValues() {
        return slots;
    }

    int size() {
        return size;
    }

    /** Item {@code i}, {@code 0 <= i < size()}. */
    PyObject get(int i) {
        int j = head + i;
        PyObject[] b = buf;
        return b[j >= b.length ? j - b.length : j];
    }

    void set(int i, PyObject v) {
        int j = head + i;
        PyObject[] b = buf;
        b[j >= b.length ? j - b.length : j] = v;
    }

    private void grow() {
        int cap = buf.length == 0 ? 8 : buf.length * 2;
        PyObject[] nb = new PyObject[cap];
        for (int i = 0; i < size; i++) {
            nb[i] = get(i);
        }
        buf = nb;
        head = 0;
    }

    /** {@code append(x)}: on the right, dropping from the left when full. */
    void append(PyObject x) {
        if (maxlen == 0) {
            return;
        }
        if (size == buf.length) {
            grow();
        }
        int j = head + size;
        buf[j >= buf.length ? j - buf.length : j] = x;
        size++;
        state++;
        if (maxlen >= 0 && size > maxlen) {
            popLeft();
        }
    }

    /** {@code appendleft(x)}: on the left, dropping from the right when full. */
    void appendLeft(PyObject x) {
        if (maxlen == 0) {
            return;
        }
        if (size == buf.length) {
            grow();
        }
        head = head == 0 ? buf.length - 1 : head - 1;
        buf[head] = x;
        size++;
        state++;
        if (maxlen >= 0 && size > maxlen) {
            pop();
        }
    }

    /** Remove and return the rightmost item; null when empty. */
    PyObject pop() {
        if (size == 0) {
            return null;
        }
        int j = head + size - 1;
        if (j >= buf.length) {
            j -= buf.length;
        }
        PyObject x = buf[j];
        buf[j] = null;
        size--;
        state++;
        return x;
    }

    /** Remove and return the leftmost item; null when empty. */
    PyObject popLeft() {
        if (size == 0) {
            return null;
        }
        PyObject x = buf[head];
        buf[head] = null;
        head = head + 1 == buf.length ? 0 : head + 1;
        size--;
        state++;
        return x;
    }

    void clear() {
        Arrays.fill(buf, null);
        head = 0;
        size = 0;
        state++;
    }

    /** {@code rotate(n)}: right by {@code n} (left when negative). */
    void rotate(long n) {
        int len = size;
        state++;
        if (len <= 1) {
            return;
        }
        int k = (int) Math.floorMod(n, (long) len);
        if (k == 0) {
            return;
        }
        if (size == buf.length) {
            // full ring: moving the head is the rotation
            head = Math.floorMod(head - k, buf.length);
            return;
        }
        PyObject[] items = toArray();
        for (int i = 0; i < len; i++) {
            set((i + k) % len, items[i]);
        }
    }

    void reverse() {
        for (int i = 0, j = size - 1; i < j; i++, j--) {
            PyObject t = get(i);
            set(i, get(j));
            set(j, t);
        }
    }

    /** Remove item {@code i}, {@code 0 <= i < size()}, shifting the shorter side. */
    void removeAt(int i) {
        if (i < size / 2) {
            for (int k = i; k > 0; k--) {
                set(k, get(k - 1));
            }
            popLeft();
        } else {
            for (int k = i; k < size - 1; k++) {
                set(k, get(k + 1));
            }
            pop();
        }
    }

    /** Insert {@code x} before index {@code i}, {@code 0 <= i <= size()} (no maxlen check). */
    void insertAt(int i, PyObject x) {
        if (size == buf.length) {
            grow();
        }
        size++;
        for (int k = size - 1; k > i; k--) {
            set(k, get(k - 1));
        }
        set(i, x);
        state++;
    }

    PyObject[] toArray() {
        PyObject[] out = new PyObject[size];
        for (int i = 0; i < size; i++) {
            out[i] = get(i);
        }
        return out;
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
        if (!type.instancesHaveDict()) {
            return false;
        }
        dict = d;
        return true;
    }
}
