package org.specializer.natives.abc;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * {@code _abc} against CPython 3.13, under an ABCMeta written on it as Lib's is: abstract methods, register, the subclass hook, caches and their invalidation, and the pattern-matching flags that {@code __abc_tpflags__} and register give, in the cases of {@code abc_cases.txt}.
 */
class AbcModuleTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(AbcModuleTest.class, "abc_cases");
    }
}
