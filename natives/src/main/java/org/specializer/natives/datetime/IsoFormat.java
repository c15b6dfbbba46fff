package org.specializer.natives.datetime;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * {@code fromisoformat} parsing, as CPython 3.11+ does it: dates {@code YYYY-MM-DD},
 * {@code YYYYMMDD}, {@code YYYY-Www[-D]} and {@code YYYYWww[D]}; times
 * {@code HH[:MM[:SS[.f+]]]} with or without colons, fractions of any length (truncated to
 * microseconds) after a dot or comma; offsets {@code Z} or {@code ±HH[:MM[:SS[.ffffff]]]};
 * any one character between date and time. The fields are range-checked afterwards by the
 * constructors, so a well-formed string with a bad field gets the constructor's message.
 * Compare _datetimemodule.c: parse_isoformat_date, parse_hh_mm_ss_ff, parse_isoformat_time,
 * _find_isoformat_datetime_separator.
 *
 * <p>The text is read as code points followed by a 0, which stands for C's terminating NUL:
 * the parser reads past the end as CPython's does, and stops there.
 */
final class IsoFormat {
    private IsoFormat() {}

    /** A parsed time: fields, and the offset (seconds and microseconds) when {@code hasTz}. */
    static final class Parsed {
        int hour;
        int minute;
        int second;
        int micro;
        boolean hasTz;
        int tzSeconds;
        int tzMicros;
    }

    private static int[] codePoints(String s) {
        int n = s.codePointCount(0, s.length());
        int[] cps = new int[n + 1];
        int i = 0;
        for (int k = 0; k < s.length(); ) {
            int c = s.codePointAt(k);
            cps[i++] = c;
            k += Character.charCount(c);
        }
        return cps;  // cps[n] == 0
    }

    static PyException invalid(PyStr s) {
        return Py.valueError("Invalid isoformat string: " + Abstract.repr(s).value);
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    /** {@code n} digits at {@code p} into {@code out[0]}; the position after, or -1. */
    private static int digits(int[] s, int p, int n, int[] out) {
        int v = 0;
        for (int i = 0; i < n; i++) {
            int c = p < s.length ? s[p] : 0;
            if (!isDigit(c)) {
                return -1;
            }
            v = v * 10 + (c - '0');
            p++;
        }
        out[0] = v;
        return p;
    }

    // ------------------------------------------------------------------ dates

    /** {@code date.fromisoformat}: a packed date (fields not yet checked). */
    static int parseDateOnly(PyStr str) {
        int[] s = codePoints(str.value);
        int len = s.length - 1;
        int[] ymd = new int[3];
        if ((len != 7 && len != 8 && len != 10) || parseDate(s, 0, len, ymd) < 0) {
            throw invalid(str);
        }
        Dates.checkDate(ymd[0], ymd[1], ymd[2]);
        return Dates.pack(ymd[0], ymd[1], ymd[2]);
    }

    /**
     * The date in {@code s[from, from + len)} into {@code ymd}: 0, or a negative code when
     * malformed (ISO week dates are range-checked here, as they are converted).
     */
    private static int parseDate(int[] s, int from, int len, int[] ymd) {
        int[] v = new int[1];
        int p = digits(s, from, 4, v);
        if (p < 0) {
            return -1;
        }
        int year = v[0];
        boolean sep = s[p] == '-';
        if (sep) {
            p++;
        }
        if (s[p] == 'W') {
            p = digits(s, p + 1, 2, v);
            if (p < 0) {
                return -3;
            }
            int week = v[0];
            int day = 1;
            if (p - from < len) {
                if (sep && s[p++] != '-') {
                    return -2;
                }
                p = digits(s, p, 1, v);
                if (p < 0) {
                    return -4;
                }
                day = v[0];
            }
            int packed = Dates.fromIsoCalendar(year, week, day);
            if (packed < 0) {
                return -5;
            }
            ymd[0] = Dates.year(packed);
            ymd[1] = Dates.month(packed);
            ymd[2] = Dates.day(packed);
            return 0;
        }
        p = digits(s, p, 2, v);
        if (p < 0) {
            return -1;
        }
        int month = v[0];
        if (sep && s[p++] != '-') {
            return -2;
        }
        p = digits(s, p, 2, v);
        if (p < 0) {
            return -1;
        }
        ymd[0] = year;
        ymd[1] = month;
        ymd[2] = v[0];
        return 0;
    }

    // ------------------------------------------------------------------ times

    /**
     * {@code HH[:?MM[:?SS[{.,}f+]]]} in {@code s[from, end)}: negative when malformed, 1 when
     * something other than the end follows, else 0.
     */
    private static int parseHhMmSsFf(int[] s, int from, int end, int[] out) {
        out[0] = out[1] = out[2] = out[3] = 0;
        int[] v = new int[1];
        int p = from;
        boolean sep = true;
        for (int i = 0; i < 3; i++) {
            p = digits(s, p, 2, v);
            if (p < 0) {
                return -3;
            }
            out[i] = v[0];
            int c = s[p++];
            if (i == 0) {
                sep = c == ':';
            }
            if (p >= end) {
                return c != 0 ? 1 : 0;
            } else if (sep && c == ':') {
                continue;
            } else if (c == '.' || c == ',') {
                break;
            } else if (!sep) {
                --p;
            } else {
                return -4;
            }
        }
        int toParse = Math.min(end - p, 6);
        p = digits(s, p, toParse, v);
        if (p < 0) {
            return -3;
        }
        int us = v[0];
        for (int i = toParse; i < 6; i++) {
            us *= 10;
        }
        out[3] = us;
        while (isDigit(s[p])) {
            p++;  // digits beyond microseconds are dropped
        }
        return s[p] != 0 ? 1 : 0;
    }

    /** The time (and offset) in {@code s[from, from + len)}; false when malformed. */
    private static boolean parseTime(int[] s, int from, int len, Parsed t) {
        int end = from + len;
        int tz = from;
        do {
            int c = s[tz];
            if (c == 'Z' || c == '+' || c == '-') {
                break;
            }
        } while (++tz < end);
        int[] f = new int[4];
        int rv = parseHhMmSsFf(s, from, tz, f);
        if (rv < 0) {
            return false;
        }
        t.hour = f[0];
        t.minute = f[1];
        t.second = f[2];
        t.micro = f[3];
        if (tz == end) {
            return rv != 1;
        }
        t.hasTz = true;
        if (s[tz] == 'Z') {
            return s[tz + 1] == 0;
        }
        int sign = s[tz] == '-' ? -1 : 1;
        rv = parseHhMmSsFf(s, tz + 1, end, f);
        t.tzSeconds = sign * (f[0] * 3600 + f[1] * 60 + f[2]);
        t.tzMicros = sign * f[3];
        return rv == 0;
    }

    /** The tzinfo of a parsed time: None, UTC for a zero offset, else a timezone. */
    static PyObject tzinfo(Parsed t) {
        if (!t.hasTz) {
            return Py.None;
        }
        if (t.tzSeconds == 0) {
            return PyTimezone.UTC;
        }
        return PyTimezone.of(PyTimedelta.of(0, t.tzSeconds, t.tzMicros), null);
    }

    /** {@code time.fromisoformat}: a leading T allowed. */
    static Parsed parseTimeOnly(PyStr str) {
        int[] s = codePoints(str.value);
        int from = s[0] == 'T' ? 1 : 0;
        Parsed t = new Parsed();
        if (!parseTime(s, from, s.length - 1 - from, t)) {
            throw invalid(str);
        }
        return t;
    }

    /** {@code datetime.fromisoformat}: the packed date into {@code ymd}, and the time. */
    static Parsed parseDateTime(PyStr str, int[] ymd) {
        int[] s = codePoints(str.value);
        int len = s.length - 1;
        if (len < 7) {
            throw invalid(str);
        }
        int sepAt = separator(s, len);
        if (sepAt < 0 || parseDate(s, 0, sepAt, ymd) < 0) {
            throw invalid(str);
        }
        Parsed t = new Parsed();
        if (len > sepAt) {
            if (!parseTime(s, sepAt + 1, len - sepAt - 1, t)) {
                throw invalid(str);
            }
        }
        return t;
    }

    /**
     * Where the separator of date and time is: 7, 8 or 10 by the form of the date, or -1.
     * Compare _datetimemodule.c: _find_isoformat_datetime_separator.
     */
    private static int separator(int[] s, int len) {
        if (len == 7) {
            return 7;
        }
        if (s[4] == '-') {
            if (s[5] == 'W') {
                if (len > 8 && s[8] == '-') {
                    if (len == 9) {
                        return -1;
                    }
                    if (len > 10 && isDigit(s[10])) {
                        // YYYY-Www-## : taken as a hyphen separator at 8, not a digit at 10
                        return 8;
                    }
                    return 10;
                }
                return 8;
            }
            return 10;
        }
        if (s[4] == 'W') {
            // YYYYWww (7) or YYYYWwwd (8): the time's digits come in pairs
            int idx = 7;
            while (idx < len && isDigit(s[idx])) {
                idx++;
            }
            if (idx < 9) {
                return idx;
            }
            return idx % 2 == 0 ? 7 : 8;
        }
        return 8;
    }
}
