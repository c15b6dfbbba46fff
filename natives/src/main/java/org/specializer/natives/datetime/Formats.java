package org.specializer.natives.datetime;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

/**
 * The string forms: ISO 8601 with a {@code timespec}, UTC offsets ({@code +HH:MM[:SS[.ffffff]]}),
 * {@code ctime()}, and {@code strftime}, whose {@code %z}, {@code %:z}, {@code %Z} and
 * {@code %f} are replaced here before the rest goes to the {@code time} module's strftime, as
 * CPython's {@code wrap_strftime} does.
 */
final class Formats {
    private Formats() {}

    private static final String[] DAY_NAMES = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    private static final String[] MONTH_NAMES = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    private static final PyStr STRFTIME = PyStr.intern("strftime");
    private static final PyStr REPLACE = PyStr.intern("replace");

    static StringBuilder pad2(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        return sb.append(v);
    }

    static StringBuilder pad3(StringBuilder sb, int v) {
        if (v < 100) {
            sb.append(v < 10 ? "00" : "0");
        }
        return sb.append(v);
    }

    static StringBuilder pad4(StringBuilder sb, int v) {
        if (v < 1000) {
            sb.append(v < 10 ? "000" : v < 100 ? "00" : "0");
        }
        return sb.append(v);
    }

    static StringBuilder pad6(StringBuilder sb, int v) {
        String s = Integer.toString(v);
        for (int i = s.length(); i < 6; i++) {
            sb.append('0');
        }
        return sb.append(s);
    }

    static StringBuilder isoDate(StringBuilder sb, int ymd) {
        pad4(sb, Dates.year(ymd)).append('-');
        pad2(sb, Dates.month(ymd)).append('-');
        return pad2(sb, Dates.day(ymd));
    }

    /** The timespec names, in CPython's order: hours ... microseconds. */
    private static final String[] SPECS = {"hours", "minutes", "seconds", "milliseconds",
        "microseconds"};

    /** The index of a timespec in {@link #SPECS}; "auto" (or null) picks by the microseconds. */
    static int timespec(String spec, int us) {
        if (spec == null || spec.equals("auto")) {
            return us == 0 ? 2 : 4;
        }
        for (int i = 0; i < SPECS.length; i++) {
            if (SPECS[i].equals(spec)) {
                return i;
            }
        }
        throw Py.valueError("Unknown timespec value");
    }

    /** {@code HH[:MM[:SS[.fff[fff]]]]} of a packed time, to the given timespec index. */
    static StringBuilder isoTime(StringBuilder sb, long t, int spec) {
        pad2(sb, Times.hour(t));
        if (spec >= 1) {
            pad2(sb.append(':'), Times.minute(t));
        }
        if (spec >= 2) {
            pad2(sb.append(':'), Times.second(t));
        }
        if (spec == 3) {
            pad3(sb.append('.'), Times.micro(t) / 1000);
        } else if (spec == 4) {
            pad6(sb.append('.'), Times.micro(t));
        }
        return sb;
    }

    /**
     * An offset as {@code sign HH sep MM [sep SS [.ffffff]]}, seconds and microseconds only
     * when not zero. Compare _datetimemodule.c: format_utcoffset.
     */
    static StringBuilder offset(StringBuilder sb, PyTimedelta off, String sep) {
        long total = off.days * 86400L + off.seconds;
        int us = off.micros;
        char sign = '+';
        if (off.days < 0) {
            sign = '-';
            total = -total;
            if (us != 0) {
                total--;
                us = 1_000_000 - us;
            }
        }
        int secs = (int) total;
        sb.append(sign);
        pad2(sb, secs / 3600).append(sep);
        pad2(sb, secs / 60 % 60);
        if (us != 0 || secs % 60 != 0) {
            pad2(sb.append(sep), secs % 60);
            if (us != 0) {
                pad6(sb.append('.'), us);
            }
        }
        return sb;
    }

    /** {@code Sat Jan  1 00:00:00 2000}. Compare _datetimemodule.c: format_ctime. */
    static String ctime(int ymd, long t) {
        StringBuilder sb = new StringBuilder(24);
        sb.append(DAY_NAMES[Dates.weekday(ymd)]).append(' ')
                .append(MONTH_NAMES[Dates.month(ymd) - 1]).append(' ');
        int day = Dates.day(ymd);
        if (day < 10) {
            sb.append(' ');
        }
        sb.append(day).append(' ');
        pad2(sb, Times.hour(t)).append(':');
        pad2(sb, Times.minute(t)).append(':');
        pad2(sb, Times.second(t)).append(' ');
        return pad4(sb, Dates.year(ymd)).toString();
    }

    // ------------------------------------------------------------------ strftime

    /**
     * {@code strftime(format)} of {@code object} (a date, datetime or time): %z, %:z, %Z and
     * %f replaced here, each computed once and only if used, then {@code time.strftime} with
     * {@code timetuple}. {@code tzinfoArg} is what the tzinfo methods get (the datetime, or
     * None for a time). Compare _datetimemodule.c: wrap_strftime.
     */
    static PyObject strftime(PyObject object, String format, PyObject timetuple,
            PyObject tzinfoArg) {
        String z = null;
        String colonZ = null;
        String bigZ = null;
        String f = null;
        StringBuilder out = new StringBuilder(format.length() + 8);
        int n = format.length();
        int i = 0;
        while (i < n) {
            char ch = format.charAt(i++);
            if (ch != '%' || i == n) {
                out.append(ch);
                continue;
            }
            ch = format.charAt(i++);
            if (ch == 'z') {
                if (z == null) {
                    z = offsetReplacement(object, "", tzinfoArg);
                }
                out.append(z);
            } else if (ch == ':' && i < n && format.charAt(i) == 'z') {
                i++;
                if (colonZ == null) {
                    colonZ = offsetReplacement(object, ":", tzinfoArg);
                }
                out.append(colonZ);
            } else if (ch == 'Z') {
                if (bigZ == null) {
                    bigZ = nameReplacement(object, tzinfoArg);
                }
                out.append(bigZ);
            } else if (ch == 'f') {
                if (f == null) {
                    int us = object instanceof PyTime tm ? Times.micro(tm.hmsu)
                            : object instanceof PyDateTime dt ? Times.micro(dt.hmsu) : 0;
                    f = pad6(new StringBuilder(6), us).toString();
                }
                out.append(f);
            } else {
                out.append('%').append(ch);
            }
        }
        PyObject time = Py.importModule("time");
        return Abstract.call(Abstract.getAttr(time, STRFTIME), PyStr.of(out.toString()),
                timetuple);
    }

    private static PyObject tzinfoOf(PyObject object) {
        if (object instanceof PyDateTime dt) {
            return dt.tzinfo;
        }
        if (object instanceof PyTime t) {
            return t.tzinfo;
        }
        return Py.None;
    }

    private static String offsetReplacement(PyObject object, String sep, PyObject tzinfoArg) {
        PyObject tzinfo = tzinfoOf(object);
        if (tzinfo == Py.None) {
            return "";
        }
        PyTimedelta off = Tz.utcoffset(tzinfo, tzinfoArg);
        return off == null ? "" : offset(new StringBuilder(), off, sep).toString();
    }

    private static String nameReplacement(PyObject object, PyObject tzinfoArg) {
        PyObject tzinfo = tzinfoOf(object);
        if (tzinfo == Py.None) {
            return "";
        }
        PyObject name = Tz.tzname(tzinfo, tzinfoArg);
        if (name == Py.None) {
            return "";
        }
        // doubled, since strftime is going to read the name as part of the format
        PyObject r = Abstract.callMethod(name, REPLACE, PyStr.of("%"), PyStr.of("%%"));
        if (!(r instanceof PyStr s)) {
            throw Py.typeError("tzname.replace() did not return a string");
        }
        checkEncodable(s.value);
        return s.value;
    }

    /** UnicodeEncodeError for a lone surrogate, which CPython cannot write as UTF-8. */
    static void checkEncodable(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length()
                    && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                int at = s.codePointCount(0, i);
                throw new PyException(PyExc.create(
                        PyExc.UnicodeEncodeError, PyStr.of("utf-8"), PyStr.of(s),
                        PyInt.of(at), PyInt.of(at + 1),
                        PyStr.of("surrogates not allowed")));
            }
        }
    }

    /** The 9-tuple a time's strftime gives the time module: 1900-01-01 at the time. */
    static PyTuple timeTuple(long t) {
        return PyTuple.of(PyInt.of(1900), PyInt.of(1),
                PyInt.of(1), PyInt.of(Times.hour(t)),
                PyInt.of(Times.minute(t)),
                PyInt.of(Times.second(t)), PyInt.of(0),
                PyInt.of(1), PyInt.of(-1));
    }
}
