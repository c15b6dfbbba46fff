package org.specializer.natives.time;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * The local time of an explicit TZ against CPython 3.13 on glibc, in the cases of
 * {@code tz_cases.txt}: POSIX TZ strings with their DST rules (negative DST, DST over New
 * Year's, rule times past midnight or before it, Julian days, glibc's defaults) and a file of
 * the system's tz database; {@code tzname}, {@code timezone}, {@code altzone},
 * {@code daylight}, {@code localtime}'s fields, zone and offset, and {@code mktime} in folds
 * and gaps.
 */
class LocalZoneTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(LocalZoneTest.class, "tz_cases");
    }
}
