package org.specializer.natives.datetime;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * Calls of a tzinfo's {@code utcoffset}, {@code dst} and {@code tzname}, with CPython's checks
 * of what they return. A {@link PyTimezone}'s answers are read directly: its methods cannot be
 * overridden. Compare _datetimemodule.c: call_tzinfo_method, call_tzname.
 */
final class Tz {
    private Tz() {}

    static final PyStr UTCOFFSET = PyStr.intern("utcoffset");
    static final PyStr DST = PyStr.intern("dst");
    static final PyStr TZNAME = PyStr.intern("tzname");
    static final PyStr FROMUTC = PyStr.intern("fromutc");

    /** Strictly between -timedelta(hours=24) and timedelta(hours=24). */
    static boolean inRange(PyTimedelta d) {
        return !(d.days == -1 && d.seconds == 0 && d.micros < 1 || d.days < -1 || d.days >= 1);
    }

    /** {@code tzinfo.utcoffset(arg)}, null for None (and for a tzinfo of None). */
    static PyTimedelta utcoffset(PyObject tzinfo, PyObject arg) {
        if (tzinfo instanceof PyTimezone tz) {
            return tz.offset;
        }
        return call(tzinfo, UTCOFFSET, arg);
    }

    /** {@code tzinfo.dst(arg)}, null for None. */
    static PyTimedelta dst(PyObject tzinfo, PyObject arg) {
        if (tzinfo instanceof PyTimezone) {
            return null;
        }
        return call(tzinfo, DST, arg);
    }

    private static PyTimedelta call(PyObject tzinfo, PyStr name, PyObject arg) {
        if (tzinfo == Py.None) {
            return null;
        }
        PyObject r = Abstract.callMethod(tzinfo, name, arg);
        if (r == Py.None) {
            return null;
        }
        if (r instanceof PyTimedelta d) {
            if (!inRange(d)) {
                throw Py.valueError("offset must be a timedelta strictly between"
                        + " -timedelta(hours=24) and timedelta(hours=24).");
            }
            return d;
        }
        throw Py.typeError("tzinfo." + name.value + "() must return None or timedelta, not '"
                + r.type.getTpName() + "'");
    }

    /** {@code tzinfo.tzname(arg)}: None or a str. */
    static PyObject tzname(PyObject tzinfo, PyObject arg) {
        if (tzinfo == Py.None) {
            return Py.None;
        }
        if (tzinfo instanceof PyTimezone tz) {
            return TzinfoMethods.name(tz);
        }
        PyObject r = Abstract.callMethod(tzinfo, TZNAME, arg);
        if (r == Py.None || r instanceof PyStr) {
            return r;
        }
        throw Py.typeError("tzinfo.tzname() must return None or a string, not '"
                + r.type.getTpName() + "'");
    }

    /** A value for a result: the timedelta, or None. */
    static PyObject orNone(PyTimedelta d) {
        return d == null ? Py.None : d;
    }

    /** TypeError unless {@code p} is None or a tzinfo. Compare check_tzinfo_subclass. */
    static PyObject checkTzinfo(PyObject p) {
        if (p == Py.None || p instanceof PyTzinfo) {
            return p;
        }
        throw Py.typeError("tzinfo argument must be None or of a tzinfo subclass, not type '"
                + p.type.getTpName() + "'");
    }
}
