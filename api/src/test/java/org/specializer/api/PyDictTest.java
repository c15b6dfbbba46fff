package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class PyDictTest {

    @Test
    void keepsInsertionOrderAcrossDeletesAndResizes() {
        PyDict d = new PyDict();
        for (int i = 0; i < 100; i++) {
            d.setItem(PyInt.of(i), PyInt.of(i * i));
        }
        for (int i = 0; i < 100; i += 2) {
            d.delItem(PyInt.of(i));
        }
        d.setItem(PyInt.of(0), PyInt.of(-1));
        int expected = 1;
        int seen = 0;
        for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
            PyInt k = (PyInt) d.keyAt(i);
            if (seen < 50) {
                assertEquals(expected, k.value);
                expected += 2;
            } else {
                assertEquals(0, k.value);
            }
            seen++;
        }
        assertEquals(51, seen);
        assertEquals(51, d.size());
    }

    @Test
    void keysVersionChangesOnlyWhenKeysChange() {
        PyDict d = new PyDict();
        d.setItem(PyStr.intern("a"), PyInt.of(1));
        int v1 = d.keysVersion();
        assertNotEquals(0, v1);
        d.setItem(PyStr.intern("a"), PyInt.of(2));
        assertEquals(v1, d.keysVersion());
        d.setItem(PyStr.intern("b"), PyInt.of(3));
        assertNotEquals(v1, d.keysVersion());
        int v2 = d.keysVersion();
        d.delItem(PyStr.intern("b"));
        assertNotEquals(v2, d.keysVersion());
    }

    @Test
    void strKeysMatchByValueNotOnlyIdentity() {
        PyDict d = new PyDict();
        d.setItem(new PyStr("xy"), PyInt.of(1));
        assertSame(PyInt.of(1), d.getItem(new PyStr("x" + "y".repeat(1))));
        assertNull(d.getItem(new PyStr("z")));
    }

    @Test
    void popitemAndInsertCyclesNeverFillTheIndex() {
        PyDict d = new PyDict();
        for (int i = 0; i < 100_000; i++) {
            d.setItem(PyInt.of(i), PyInt.of(i));
            if (i % 3 != 0) {
                d.popLast();
            }
        }
        // a lookup of an absent key must end (it probes until an empty slot)
        assertNull(d.getItem(PyInt.of(-1)));
        assertEquals(33_334, d.size());
    }

    @Property
    void behavesLikeAMapForIntKeys(@ForAll int[] ops) {
        PyDict d = new PyDict();
        java.util.LinkedHashMap<Integer, Integer> m = new java.util.LinkedHashMap<>();
        for (int op : ops) {
            int key = Math.floorMod(op, 37);
            if (op % 3 == 0) {
                assertEquals(m.remove(key) != null, d.delItem(PyInt.of(key)));
            } else {
                m.put(key, op);
                d.setItem(PyInt.of(key), PyInt.of(op));
            }
        }
        assertEquals(m.size(), d.size());
        java.util.Iterator<java.util.Map.Entry<Integer, Integer>> it = m.entrySet().iterator();
        for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
            java.util.Map.Entry<Integer, Integer> e = it.next();
            assertEquals((long) e.getKey(), ((PyInt) d.keyAt(i)).value);
            assertEquals((long) e.getValue(), ((PyInt) d.valueAt(i)).value);
        }
    }
}
