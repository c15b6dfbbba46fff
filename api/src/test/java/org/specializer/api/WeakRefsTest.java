package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WeakRefsTest {
    /** A callback that records the references it is called with. */
    private static PyObject recorder(List<PyObject> calls) {
        return new PyBuiltinFunction(Builtin.Impl.of1("cb", "cb", (self, ref) -> {
            calls.add(ref);
            return Py.None;
        }), null);
    }

    /** Make a referent with references, and drop it (a method of its own, so no local keeps it). */
    private static List<PyObject> refsToADroppedObject(int n, PyObject callback) {
        PyObject referent = new PySet();
        PySet.TYPE.withWeakrefs(); // as the runtime's start-up makes it
        List<PyObject> refs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            refs.add(PyWeakref.of(PyWeakref.TYPE, referent, callback));
        }
        return refs;
    }

    @Test
    void aSweepAfterACollectionRunsEveryClearedReferenceOnceNewestFirst() {
        List<PyObject> calls = new ArrayList<>();
        List<PyObject> refs = refsToADroppedObject(3, recorder(calls));
        System.gc();
        // straight after the collection: the reference handler thread may not have handed any of
        // them over yet, and the sweep must not depend on it
        WeakRefs.processQueue(true);
        assertEquals(List.of(refs.get(2), refs.get(1), refs.get(0)), calls);
        for (PyObject r : refs) {
            assertSame(null, ((PyWeakref) r).get());
        }
        // once the handler has queued them, they are not run a second time
        for (int i = 0; i < 20; i++) {
            WeakRefs.processQueue();
            sleep(25);
        }
        assertEquals(3, calls.size());
    }

    @Test
    void withoutASweepOnlyHandedOverReferencesRun() {
        List<PyObject> calls = new ArrayList<>();
        List<PyObject> refs = refsToADroppedObject(2, recorder(calls));
        System.gc();
        for (int i = 0; i < 200 && calls.size() < 2; i++) {
            WeakRefs.processQueue();
            sleep(25);
        }
        assertEquals(java.util.Set.copyOf(refs), java.util.Set.copyOf(calls));
        assertEquals(2, calls.size());
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }
}
