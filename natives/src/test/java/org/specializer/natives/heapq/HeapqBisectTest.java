package org.specializer.natives.heapq;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * {@code _heapq} and {@code _bisect} against CPython 3.13: heaps built and popped item for item in CPython's positions (and the max-heap helpers), the checks on the heap list, and the searches and insertions with lo, hi and key, in the cases of {@code heapq_cases.txt}.
 */
class HeapqBisectTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(HeapqBisectTest.class, "heapq_cases");
    }
}
