package org.specializer.natives.datetime;

import org.specializer.api.Py;

/**
 * Calendar arithmetic on the proleptic Gregorian calendar, with day 1 the first of January of
 * year 1 (the ordinals of {@code date.toordinal()}). Compare CPython _datetimemodule.c's
 * calendrical helpers ({@code ymd_to_ord}, {@code ord_to_ymd}, {@code iso_week1_monday}), whose
 * algorithms {@code _pydatetime} documents.
 *
 * <p>A date is kept packed in one int, {@code year << 16 | month << 8 | day}, the big-endian
 * value of the first four bytes of CPython's pickled state: packed dates order as the dates do.
 */
final class Dates {
    private Dates() {}

    static final int MINYEAR = 1;
    static final int MAXYEAR = 9999;
    /** {@code date(9999, 12, 31).toordinal()}. */
    static final int MAXORDINAL = 3652059;
    /** {@code date(1970, 1, 1).toordinal()}. */
    static final int EPOCH_ORDINAL = 719163;
    static final int MAX_DELTA_DAYS = 999999999;

    private static final int[] DAYS_IN_MONTH = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    private static final int[] DAYS_BEFORE_MONTH = {0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273,
        304, 334};
    /** Days in 400, 100 and 4 years. */
    private static final int DI400Y = 146097;
    private static final int DI100Y = 36524;
    private static final int DI4Y = 1461;

    static int pack(int year, int month, int day) {
        return year << 16 | month << 8 | day;
    }

    /**
     * The bytes CPython keeps an object's fields in, which it hashes as bytes (so that the
     * hash follows the hash seed, as bytes' does): a date's four (year high and low, month,
     * day), then a time's six (hour, minute, second, microsecond in three). A date hashes
     * the first four, a datetime all ten, a time the last six.
     */
    static byte[] hashData(int ymd, long hmsu) {
        byte[] d = new byte[10];
        int y = year(ymd);
        d[0] = (byte) (y >> 8);
        d[1] = (byte) y;
        d[2] = (byte) month(ymd);
        d[3] = (byte) day(ymd);
        int us = Times.micro(hmsu);
        d[4] = (byte) Times.hour(hmsu);
        d[5] = (byte) Times.minute(hmsu);
        d[6] = (byte) Times.second(hmsu);
        d[7] = (byte) (us >> 16);
        d[8] = (byte) (us >> 8);
        d[9] = (byte) us;
        return d;
    }

    static int year(int ymd) {
        return ymd >>> 16;
    }

    static int month(int ymd) {
        return (ymd >>> 8) & 0xFF;
    }

    static int day(int ymd) {
        return ymd & 0xFF;
    }

    static boolean isLeap(int year) {
        return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    static int daysInMonth(int year, int month) {
        return month == 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month];
    }

    static int daysBeforeMonth(int year, int month) {
        return DAYS_BEFORE_MONTH[month] + (month > 2 && isLeap(year) ? 1 : 0);
    }

    /** Days before the first of January of {@code year} (year >= 1). */
    static int daysBeforeYear(int year) {
        int y = year - 1;
        return y * 365 + y / 4 - y / 100 + y / 400;
    }

    static int toOrdinal(int year, int month, int day) {
        return daysBeforeYear(year) + daysBeforeMonth(year, month) + day;
    }

    static int toOrdinal(int ymd) {
        return toOrdinal(year(ymd), month(ymd), day(ymd));
    }

    /**
     * The year in which ordinal {@code n >= 1} falls: the 400-, 100-, 4- and 1-year cycles
     * before it (any int ordinal, also past year 9999).
     */
    static int yearOfOrdinal(int n) {
        int d = n - 1;
        int n400 = d / DI400Y;
        d %= DI400Y;
        int n100 = d / DI100Y;
        d %= DI100Y;
        int n4 = d / DI4Y;
        d %= DI4Y;
        int n1 = d / 365;
        int year = n400 * 400 + 1 + n100 * 100 + n4 * 4 + n1;
        return n1 == 4 || n100 == 4 ? year - 1 : year;  // the last day of a 4- or 400-year cycle
    }

    /**
     * The packed date of ordinal {@code n >= 1}: its year, then the month from an estimate
     * that is exact or one too large.
     */
    static int fromOrdinal(int n) {
        int year = yearOfOrdinal(n);
        int d = n - 1 - daysBeforeYear(year);
        boolean leap = isLeap(year);
        int month = (d + 50) >> 5;
        int preceding = DAYS_BEFORE_MONTH[month] + (month > 2 && leap ? 1 : 0);
        if (preceding > d) {
            month--;
            preceding -= DAYS_IN_MONTH[month] + (month == 2 && leap ? 1 : 0);
        }
        return pack(year, month, d - preceding + 1);
    }

    /**
     * The packed date of ordinal {@code n}: ValueError below 1 ("ordinal must be >= 1") and
     * beyond year 9999 (with the year it would be, as CPython's check of the date).
     */
    static int fromOrdinalChecked(int n) {
        if (n < 1) {
            throw Py.valueError("ordinal must be >= 1");
        }
        if (n > MAXORDINAL) {
            throw Py.valueError("year " + yearOfOrdinal(n) + " is out of range");
        }
        return fromOrdinal(n);
    }

    /** Monday 0 ... Sunday 6. */
    static int weekday(int ymd) {
        return (toOrdinal(ymd) + 6) % 7;
    }

    /** The ordinal of the Monday of week 1 of ISO year {@code year}: the week with a Thursday. */
    static int isoWeek1Monday(int year) {
        int first = toOrdinal(year, 1, 1);
        int firstWeekday = (first + 6) % 7;
        int monday = first - firstWeekday;
        return firstWeekday > 3 ? monday + 7 : monday;
    }

    /** {@code (iso year, week, weekday)} of a date. Compare _datetimemodule.c: date_isocalendar. */
    static int[] isoCalendar(int ymd) {
        int year = year(ymd);
        int week1 = isoWeek1Monday(year);
        int today = toOrdinal(ymd);
        int week = Math.floorDiv(today - week1, 7);
        int day = Math.floorMod(today - week1, 7);
        if (week < 0) {
            year--;
            week1 = isoWeek1Monday(year);
            week = Math.floorDiv(today - week1, 7);
            day = Math.floorMod(today - week1, 7);
        } else if (week >= 52 && today >= isoWeek1Monday(year + 1)) {
            year++;
            week = 0;
        }
        return new int[] {year, week + 1, day + 1};
    }

    /**
     * The packed date of an ISO calendar date, or a negative code: -2 a bad week, -3 a bad
     * day, -4 a year out of range. Compare _datetimemodule.c: iso_to_ymd.
     */
    static int fromIsoCalendar(int year, int week, int day) {
        if (year < MINYEAR || year > MAXYEAR) {
            return -4;
        }
        if (week <= 0 || week >= 53) {
            boolean ok = false;
            if (week == 53) {
                // years that start on a Thursday, and leap years that start on a Wednesday
                int first = weekday(pack(year, 1, 1));
                ok = first == 3 || first == 2 && isLeap(year);
            }
            if (!ok) {
                return -2;
            }
        }
        if (day <= 0 || day >= 8) {
            return -3;
        }
        return fromOrdinal(isoWeek1Monday(year) + (week - 1) * 7 + day - 1);
    }

    /** ValueError unless the fields make a date. Compare _datetimemodule.c: check_date_args. */
    static void checkDate(int year, int month, int day) {
        if (year < MINYEAR || year > MAXYEAR) {
            throw Py.valueError("year " + year + " is out of range");
        }
        if (month < 1 || month > 12) {
            throw Py.valueError("month must be in 1..12");
        }
        if (day < 1 || day > daysInMonth(year, month)) {
            throw Py.valueError("day is out of range for month");
        }
    }

    /** ValueError unless the fields make a time. Compare _datetimemodule.c: check_time_args. */
    static void checkTime(int hour, int minute, int second, int us, int fold) {
        if (hour < 0 || hour > 23) {
            throw Py.valueError("hour must be in 0..23");
        }
        if (minute < 0 || minute > 59) {
            throw Py.valueError("minute must be in 0..59");
        }
        if (second < 0 || second > 59) {
            throw Py.valueError("second must be in 0..59");
        }
        if (us < 0 || us > 999999) {
            throw Py.valueError("microsecond must be in 0..999999");
        }
        if (fold != 0 && fold != 1) {
            throw Py.valueError("fold must be either 0 or 1");
        }
    }

    /** The packed date {@code days} after {@code ymd}; OverflowError outside years 1..9999. */
    static int addDays(int ymd, long days) {
        if (days > -28 && days < 28) {
            // within the month: no ordinals (the common step of a few minutes or days)
            long day = day(ymd) + days;
            if (day >= 1 && (day <= 28 || day <= daysInMonth(year(ymd), month(ymd)))) {
                return ymd + (int) days;
            }
        }
        long ord = toOrdinal(ymd) + days;
        if (ord < 1 || ord > MAXORDINAL) {
            throw Py.overflowError("date value out of range");
        }
        return fromOrdinal((int) ord);
    }
}
