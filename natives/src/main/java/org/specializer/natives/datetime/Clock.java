package org.specializer.natives.datetime;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.natives.posix.OSErrors;
import org.specializer.natives.time.TimeModule;

/**
 * Timestamps and the local time: {@code fromtimestamp}'s conversions of a number of seconds
 * (CPython's {@code _PyTime_ObjectToTimeval}, rounding half to even), the broken-down UTC and
 * local times of a {@code time_t} ({@code gmtime}, {@code localtime} in the zone of the
 * {@code time} module), and the inverse of local time that {@code timestamp()} of a naive
 * datetime needs, which finds the fold and gap of a transition as CPython's
 * {@code local_to_seconds} does.
 */
final class Clock {
    private Clock() {}

    /** Seconds from 0001-01-01 to the Unix epoch: {@code 719163 * 86400}. */
    static final long EPOCH = (long) Dates.EPOCH_ORDINAL * 86400L;
    /** The widest fold in the tz database (23 hours, Kwajalein 1969), rounded up. */
    static final long MAX_FOLD_SECONDS = 24 * 3600;
    private static final int EOVERFLOW = 75;

    /** A broken-down time: fields, and for a local time its offset and zone name. */
    static final class Tm {
        int year;
        int month;
        int day;
        int hour;
        int minute;
        int second;
        int gmtoff;
        String zone;
    }

    // ------------------------------------------------------------------ timestamps

    /**
     * {@code (seconds, microseconds)} of a timestamp, the microseconds rounded half to even.
     * Compare pytime.c: _PyTime_ObjectToTimeval with _PyTime_ROUND_HALF_EVEN.
     */
    static long[] toTimeval(PyObject obj) {
        if (obj instanceof PyFloat f) {
            double d = f.value;
            if (Double.isNaN(d)) {
                throw Py.valueError("Invalid value NaN (not a number)");
            }
            double whole = d < 0 ? Math.ceil(d) : Math.floor(d);
            double frac = Double.isInfinite(d) ? 0.0 : Math.rint((d - whole) * 1e6);
            if (frac >= 1e6) {
                frac -= 1e6;
                whole += 1.0;
            } else if (frac < 0) {
                frac += 1e6;
                whole -= 1.0;
            }
            return new long[] {checkTimeT(whole), (long) frac};
        }
        return new long[] {intTimeT(obj), 0};
    }

    /** A timestamp rounded down to whole seconds. Compare _PyTime_ObjectToTime_t, ROUND_FLOOR. */
    static long toTimeT(PyObject obj) {
        if (obj instanceof PyFloat f) {
            double d = f.value;
            if (Double.isNaN(d)) {
                throw Py.valueError("Invalid value NaN (not a number)");
            }
            return checkTimeT(Math.floor(d));
        }
        return intTimeT(obj);
    }

    private static long checkTimeT(double d) {
        if (!(d >= -9.223372036854775808e18 && d < 9.223372036854775808e18)) {
            throw Py.overflowError("timestamp out of range for platform time_t");
        }
        return (long) d;
    }

    private static long intTimeT(PyObject obj) {
        PyObject i = Abstract.index(obj);
        if (i instanceof PyInt pi) {
            return pi.value;
        }
        throw Py.overflowError("timestamp out of range for platform time_t");
    }

    // ------------------------------------------------------------------ broken-down times

    /** {@code gmtime(t)}. */
    static Tm gmtime(long t) {
        Tm tm = new Tm();
        long days = Math.floorDiv(t, 86400L);
        int secs = (int) Math.floorMod(t, 86400L);
        long ordinal = days + Dates.EPOCH_ORDINAL;
        if (ordinal >= 1 && ordinal <= Dates.MAXORDINAL) {
            int ymd = Dates.fromOrdinal((int) ordinal);
            tm.year = Dates.year(ymd);
            tm.month = Dates.month(ymd);
            tm.day = Dates.day(ymd);
        } else {
            // outside years 1..9999, only for the message of the check that follows
            try {
                LocalDate d = LocalDate.ofEpochDay(days);
                tm.year = d.getYear();
                tm.month = d.getMonthValue();
                tm.day = d.getDayOfMonth();
            } catch (DateTimeException e) {
                throw OSErrors.of(EOVERFLOW);
            }
        }
        tm.hour = secs / 3600;
        tm.minute = secs / 60 % 60;
        tm.second = secs % 60;
        return tm;
    }

    /** {@code localtime(t)} in the time module's zone; OSError (EOVERFLOW) beyond its range. */
    static Tm localtime(long t) {
        return localtime(t, false);
    }

    /** {@code localtime(t)}, and {@code tm_zone} when {@code withZone} (it costs a format). */
    static Tm localtime(long t, boolean withZone) {
        ZonedDateTime z;
        try {
            z = Instant.ofEpochSecond(t).atZone(TimeModule.localZone());
        } catch (DateTimeException | ArithmeticException e) {
            throw OSErrors.of(EOVERFLOW);
        }
        Tm tm = new Tm();
        tm.year = z.getYear();
        tm.month = z.getMonthValue();
        tm.day = z.getDayOfMonth();
        tm.hour = z.getHour();
        tm.minute = z.getMinute();
        tm.second = z.getSecond();
        tm.gmtoff = z.getOffset().getTotalSeconds();
        if (withZone) {
            tm.zone = TimeModule.zoneName(z);
        }
        return tm;
    }

    /** Seconds from 0001-01-01 of a UTC time. Compare _datetimemodule.c: utc_to_seconds. */
    static long utcToSeconds(int year, int month, int day, int hour, int minute, int second) {
        if (year < Dates.MINYEAR || year > Dates.MAXYEAR) {
            throw Py.valueError("year " + year + " is out of range");
        }
        long ordinal = Dates.toOrdinal(year, month, day);
        return ((ordinal * 24 + hour) * 60 + minute) * 60 + second;
    }

    static long utcToSeconds(Tm tm) {
        return utcToSeconds(tm.year, tm.month, tm.day, tm.hour, tm.minute, tm.second);
    }

    /** The local time, in seconds from 0001-01-01, of {@code u} seconds from 0001-01-01 UTC. */
    static long local(long u) {
        long local;
        try {
            local = u + TimeModule.localZone().getRules()
                    .getOffset(Instant.ofEpochSecond(u - EPOCH)).getTotalSeconds();
        } catch (DateTimeException | ArithmeticException e) {
            throw OSErrors.of(EOVERFLOW);
        }
        if (local >= 86400L && local < (Dates.MAXORDINAL + 1L) * 86400L) {
            return local;  // in years 1..9999: what the fields would give
        }
        return utcToSeconds(localtime(u - EPOCH));  // the check's message has the year
    }

    /**
     * The UTC seconds (from 0001-01-01) of a local time: {@code t = local(u)} solved for
     * {@code u}, the earlier solution in a fold for fold 0, the later for fold 1; in a gap, the
     * time moved by the gap (forward for fold 0). Compare _datetimemodule.c: local_to_seconds.
     */
    static long localToSeconds(int year, int month, int day, int hour, int minute, int second,
            int fold) {
        long t = utcToSeconds(year, month, day, hour, minute, second);
        long a = local(t) - t;
        long u1 = t - a;
        long t1 = local(u1);
        long b;
        if (t1 == t) {
            // one solution; look for an earlier (fold 0) or later (fold 1) one
            long u2 = fold != 0 ? u1 + MAX_FOLD_SECONDS : u1 - MAX_FOLD_SECONDS;
            b = local(u2) - u2;
            if (a == b) {
                return u1;
            }
        } else {
            b = t1 - u1;
        }
        long u2 = t - b;
        long t2 = local(u2);
        if (t2 == t) {
            return u2;
        }
        if (t1 == t) {
            return u1;
        }
        // both offsets found, but neither gives t: t is in a gap
        return fold != 0 ? Math.min(u1, u2) : Math.max(u1, u2);
    }

    /** Whether local {@code t} (seconds from the epoch) is the second of two: fold 1. */
    static int foldOf(long timet, Tm tm) {
        long result = utcToSeconds(tm.year, tm.month, tm.day, tm.hour, tm.minute,
                Math.min(59, tm.second));
        long probe = local(EPOCH + timet - MAX_FOLD_SECONDS);
        long transition = result - probe - MAX_FOLD_SECONDS;
        if (transition < 0) {
            probe = local(EPOCH + timet + transition);
            if (probe == result) {
                return 1;
            }
        }
        return 0;
    }

    /** The local zone at a timestamp as a fixed timezone with its abbreviation. */
    static PyTimezone localTimezone(long timestamp) {
        Tm tm = localtime(timestamp, true);
        return PyTimezone.of(PyTimedelta.of(0, tm.gmtoff, 0), PyStr.of(tm.zone));
    }

    /** Now, in whole seconds and microseconds (rounded down) from the epoch. */
    static long[] now() {
        Instant i = Instant.now();
        return new long[] {i.getEpochSecond(), i.getNano() / 1000};
    }
}
