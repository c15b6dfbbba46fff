package org.specializer.natives.datetime;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * {@code _datetime} against CPython 3.13, in the cases of {@code datetime_cases.txt}: the
 * constructors and their messages, timedelta arithmetic (int and float multiplication and
 * division, floor division, modulo, divmod, rounding half to even), date and datetime
 * arithmetic and comparison (naive and aware, across zones, PEP 495's fold), hashes of equal
 * objects, replace and copy.replace, fromisoformat, isoformat with timespec, isocalendar,
 * strftime's %z, %:z, %Z and %f, strptime, timestamps, astimezone, tzinfo delegation and its
 * checks, timezone, pickles (the bytes of every protocol, as CPython writes them) and
 * subclasses.
 */
class DatetimeModuleTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(DatetimeModuleTest.class, "datetime_cases");
    }
}
