package org.specializer.natives.collections;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * {@code _collections} against CPython 3.13: deque and its iterators, defaultdict, the C
 * OrderedDict (order-sensitive equality, move_to_end, views, mutation checks, pickling),
 * {@code _count_elements} and {@code _tuplegetter}, in the cases of
 * {@code collections_cases.txt}.
 */
class CollectionsModuleTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(CollectionsModuleTest.class, "collections_cases");
    }
}
