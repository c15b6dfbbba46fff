package org.specializer.natives.multibytecodec;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * {@code _multibytecodec} and the CJK codec modules against CPython 3.13, in the cases of
 * {@code multibytecodec_cases.txt}: codecs of each module, the error handlers on both sides
 * with CPython's reasons and positions, EUC-KR's make-up sequences, ISO-2022 shifts, and
 * incremental coders whose state goes on across calls.
 */
class MultibytecodecModuleTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(MultibytecodecModuleTest.class, "multibytecodec_cases");
    }
}
