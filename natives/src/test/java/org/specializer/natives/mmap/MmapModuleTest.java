package org.specializer.natives.mmap;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * {@code mmap} against CPython 3.13, in the cases of {@code mmap_cases.txt}: anonymous maps
 * (reads, writes, seeks, slices, find, move, resize, exported views, closing), and maps of a
 * file, whose writes, flushes, resizes and memoryview writes reach the file while read-only
 * and copy-on-write maps leave it alone.
 */
class MmapModuleTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(MmapModuleTest.class, "mmap_cases");
    }
}
