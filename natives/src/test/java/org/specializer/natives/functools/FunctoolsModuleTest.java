package org.specializer.natives.functools;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * {@code _functools} against CPython 3.13: reduce, partial (flattening, repr, pickling, the {@code __get__} of 3.13), cmp_to_key and the {@code _lru_cache_wrapper} behind lru_cache (keys, typed, bounded and unbounded, recursion, cache_info and cache_clear), in the cases of {@code functools_cases.txt}.
 */
class FunctoolsModuleTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(FunctoolsModuleTest.class, "functools_cases");
    }
}
