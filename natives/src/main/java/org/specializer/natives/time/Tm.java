package org.specializer.natives.time;

import java.time.ZonedDateTime;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.modules.StructSeq;
import org.specializer.natives.CInts;

/**
 * A broken-down time in Python's terms (month 1-12, {@code wday} 0 for Monday, {@code yday}
 * from 1), with the zone name and UTC offset when known: what {@code struct_time} holds and
 * C's {@code struct tm} carries between the functions.
 */
final class Tm {
    int year;
    int mon;
    int mday;
    int hour;
    int min;
    int sec;
    /** 0 = Monday, as Python's. */
    int wday;
    int yday;
    int isdst;
    /** null when unknown. */
    String zone;
    /** Seconds east of UTC; null when unknown. */
    Integer gmtoff;

    /** C's {@code tm_wday}: 0 = Sunday. */
    int wdayC() {
        return (wday + 1) % 7;
    }

    static Tm from(ZonedDateTime t, boolean gmt) {
        Tm tm = new Tm();
        tm.year = t.getYear();
        tm.mon = t.getMonthValue();
        tm.mday = t.getDayOfMonth();
        tm.hour = t.getHour();
        tm.min = t.getMinute();
        tm.sec = t.getSecond();
        tm.wday = t.getDayOfWeek().getValue() - 1;
        tm.yday = t.getDayOfYear();
        tm.isdst = gmt ? 0 : TimeModule.isDst(t) ? 1 : 0;
        tm.zone = gmt ? "GMT" : TimeModule.abbreviation(t);
        tm.gmtoff = t.getOffset().getTotalSeconds();
        return tm;
    }

    PyTuple toStructTime() {
        return StructSeq.make(TimeModule.STRUCT_TIME, new PyObject[] {PyInt.of(year),
            PyInt.of(mon), PyInt.of(mday), PyInt.of(hour), PyInt.of(min), PyInt.of(sec),
            PyInt.of(wday), PyInt.of(yday), PyInt.of(isdst)}, new PyObject[] {
                zone == null ? Py.None : PyStr.of(zone),
                gmtoff == null ? Py.None : PyInt.of(gmtoff)});
    }

    /** A struct_time or 9-tuple argument. Compare timemodule.c: gettmarg. */
    static Tm of(PyObject o, String fname) {
        if (!(o instanceof PyTuple t)) {
            throw Py.typeError("Tuple or struct_time argument required");
        }
        PyObject[] f = t.items;
        if (f.length != 9) {
            throw Py.typeError(fname + "(): illegal time tuple argument");
        }
        Tm tm = new Tm();
        tm.year = CInts.argInt(f[0]);
        if (tm.year < Integer.MIN_VALUE + 1900) {
            // CPython keeps the year as tm_year = year - 1900 in a C int
            throw Py.overflowError("year out of range");
        }
        tm.mon = CInts.argInt(f[1]);
        tm.mday = CInts.argInt(f[2]);
        tm.hour = CInts.argInt(f[3]);
        tm.min = CInts.argInt(f[4]);
        tm.sec = CInts.argInt(f[5]);
        // CPython: tm_wday = (wday + 1) % 7 in C (Sunday 0), so -1 is Sunday, and any value
        // that leaves a negative remainder is refused by the range check
        int cwday = (int) ((CInts.argInt(f[6]) + 1L) % 7);
        tm.wday = cwday < 0 ? -1 : (cwday + 6) % 7;
        tm.yday = CInts.argInt(f[7]);
        tm.isdst = CInts.argInt(f[8]);
        if (o.type == TimeModule.STRUCT_TIME) {
            PyObject zone = o.getAttr(PyStr.intern("tm_zone"));
            PyObject off = o.getAttr(PyStr.intern("tm_gmtoff"));
            tm.zone = zone instanceof PyStr zs ? zs.value : null;
            tm.gmtoff = off instanceof PyInt oi ? (int) oi.value : null;
        }
        return tm;
    }

    /**
     * The range checks of {@code asctime} and {@code strftime}, accepting 0 for the month,
     * day and day of year. Compare timemodule.c: checktm and the normalizations before it.
     */
    void check() {
        if (mon == 0) {
            mon = 1;
        } else if (mon < 0 || mon > 12) {
            throw Py.valueError("month out of range");
        }
        if (mday == 0) {
            mday = 1;
        } else if (mday < 0 || mday > 31) {
            throw Py.valueError("day of month out of range");
        }
        if (hour < 0 || hour > 23) {
            throw Py.valueError("hour out of range");
        }
        if (min < 0 || min > 59) {
            throw Py.valueError("minute out of range");
        }
        if (sec < 0 || sec > 61) {
            throw Py.valueError("seconds out of range");
        }
        if (wday < 0) {
            throw Py.valueError("day of week out of range");
        }
        if (yday == 0) {
            yday = 1;
        } else if (yday < 0 || yday > 366) {
            throw Py.valueError("day of year out of range");
        }
        if (isdst < -1) {
            isdst = -1;
        } else if (isdst > 1) {
            isdst = 1;
        }
    }
}
