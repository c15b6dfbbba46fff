package org.specializer.natives.bz2;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * {@code _bz2} against CPython 3.13, in the cases of {@code bz2_cases.txt}: round trips at
 * several levels and sizes (runs longer than 255, multi-block input), streams made by
 * libbzip2 decoded whole and a byte at a time, {@code max_length} with {@code needs_input} and
 * output left pending, {@code unused_data}, multi-stream data through Lib's bz2, corrupt and
 * truncated input with CPython's errors (and how a decompressor goes on after one), argument
 * errors, flushed compressors, and the types' names, attributes, pickling and subclassing
 * refusals.
 */
class Bz2ModuleTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(Bz2ModuleTest.class, "bz2_cases");
    }
}
