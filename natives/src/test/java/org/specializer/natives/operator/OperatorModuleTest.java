package org.specializer.natives.operator;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * {@code _operator} against CPython 3.13: the operator functions, length_hint, call, _compare_digest, and itemgetter, attrgetter and methodcaller with their reprs and pickling, in the cases of {@code operator_cases.txt}.
 */
class OperatorModuleTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(OperatorModuleTest.class, "operator_cases");
    }
}
