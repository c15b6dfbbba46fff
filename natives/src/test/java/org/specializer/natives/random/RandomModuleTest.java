package org.specializer.natives.random;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * {@code _random.Random} against CPython 3.13: the sequences of int, big, negative, float and hashed seeds, getrandbits, getstate and setstate with their checks, and subclasses, in the cases of {@code random_cases.txt}.
 */
class RandomModuleTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(RandomModuleTest.class, "random_cases");
    }
}
