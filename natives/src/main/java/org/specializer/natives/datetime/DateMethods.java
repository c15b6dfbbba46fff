package org.specializer.natives.datetime;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.Hashing;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.CInts;

/**
 * The methods of {@code datetime.date}, some of which {@code datetime} inherits
 * ({@code strftime}, {@code __format__}, {@code isocalendar}, {@code toordinal} ...).
 * Compare _datetimemodule.c: date_methods, date_as_number, date_richcompare.
 */
final class DateMethods {
    private DateMethods() {}

    private static final Args NEW = new Args(null, new String[] {"year", "month", "day"}, "iii", 3,
            3);
    private static final Args FROMISOCALENDAR = new Args("fromisocalendar",
            new String[] {"year", "week", "day"}, "iii", 3, 3);
    private static final Args STRFTIME = new Args("strftime", new String[] {"format"}, 1, 1);
    private static final Params REPLACE = new Params("replace", new String[] {"year", "month",
        "day"}, 0, 3, 0);
    static final PyStr ISOFORMAT = PyStr.intern("isoformat");
    static final PyStr TIMETUPLE = PyStr.intern("timetuple");
    static final PyStr STRFTIME_NAME = PyStr.intern("strftime");
    private static final PyStr FROMTIMESTAMP = PyStr.intern("fromtimestamp");

    static PyDate d(PyObject o) {
        return (PyDate) o;
    }

    static void define(PyType t) {
        t.constructor((cls, args, kw) -> construct(Args.newCheck(cls, PyDate.TYPE), args, kw));
        t.getset("year", self -> PyInt.of(d(self).year()), null);
        t.getset("month", self -> PyInt.of(d(self).month()), null);
        t.getset("day", self -> PyInt.of(d(self).day()), null);

        t.classMethodK("fromtimestamp", (cls, a, kw) -> {
            if (a.length != 1 || kw.length != 0) {
                if (kw.length != 0) {
                    throw Py.typeError("date.fromtimestamp() takes no keyword arguments");
                }
                throw Py.typeError("date.fromtimestamp() takes exactly one argument ("
                        + a.length + " given)");
            }
            Clock.Tm tm = Clock.localtime(Clock.toTimeT(a[0]));
            return newDate((PyType) cls, tm.year, tm.month, tm.day);
        });
        t.classMethodK("today", (cls, a, kw) -> {
            noArguments("today", a);
            return Abstract.callMethod(cls, FROMTIMESTAMP, DatetimeModule.timeTime());
        });
        t.classMethodK("fromordinal", (cls, a, kw) -> {
            if (kw.length != 0) {
                throw Py.typeError("fromordinal() takes no keyword arguments");
            }
            if (a.length != 1) {
                throw Py.typeError("fromordinal() takes exactly 1 argument (" + a.length
                        + " given)");
            }
            int ymd = Dates.fromOrdinalChecked(CInts.argInt(a[0]));
            return newDate((PyType) cls, Dates.year(ymd), Dates.month(ymd), Dates.day(ymd));
        });
        t.classMethodK("fromisoformat", (cls, a, kw) -> {
            PyObject s = oneArgument("fromisoformat", a, kw);
            if (!(s instanceof PyStr str)) {
                throw Py.typeError("fromisoformat: argument must be str");
            }
            int ymd = IsoFormat.parseDateOnly(str);
            return newDate((PyType) cls, Dates.year(ymd), Dates.month(ymd), Dates.day(ymd));
        });
        t.classMethodK("fromisocalendar", (cls, a, kw) -> {
            int year;
            int week;
            int day;
            try {
                PyObject[] p = FROMISOCALENDAR.parse(a, kw);
                year = CInts.argInt(p[0]);
                week = CInts.argInt(p[1]);
                day = CInts.argInt(p[2]);
            } catch (PyException e) {
                if (e.matches(PyExc.OverflowError)) {
                    throw Py.valueError("ISO calendar component out of range");
                }
                throw e;
            }
            int ymd = Dates.fromIsoCalendar(year, week, day);
            if (ymd == -4) {
                throw Py.valueError("Year is out of range: " + year);
            } else if (ymd == -2) {
                throw Py.valueError("Invalid week: " + week);
            } else if (ymd == -3) {
                throw Py.valueError("Invalid day: " + day + " (range is [1, 7])");
            }
            return newDate((PyType) cls, Dates.year(ymd), Dates.month(ymd), Dates.day(ymd));
        });

        t.method0("__repr__", self -> PyStr.of(self.type.getTpName() + "(" + d(self).year()
                + ", " + d(self).month() + ", " + d(self).day() + ")"));
        t.method0("__str__", self -> Abstract.callMethod(self, ISOFORMAT));
        t.method0("isoformat", self -> PyStr.of(Formats.isoDate(new StringBuilder(10),
                d(self).ymd).toString()));
        t.method0("ctime", self -> PyStr.of(Formats.ctime(d(self).ymd, 0L)));
        t.methodK("strftime", (self, a, kw) -> {
            PyStr format = Args.str(STRFTIME.parse(a, kw)[0], "strftime", 1);
            PyObject tuple = Abstract.callMethod(self, TIMETUPLE);
            return Formats.strftime(self, format.value, tuple, self);
        });
        t.methodN("__format__", 1, 1, (self, a) -> format(self, a[0]));
        t.method0("timetuple", self -> {
            PyDate x = d(self);
            return DatetimeModule.structTime(x.year(), x.month(), x.day(), 0, 0, 0, -1);
        });
        t.method0("isocalendar", self -> {
            int[] c = Dates.isoCalendar(d(self).ymd);
            return DatetimeModule.isoCalendarDate(DatetimeModule.ISO_CALENDAR_DATE, c[0], c[1],
                    c[2]);
        });
        t.method0("isoweekday", self -> PyInt.of(Dates.weekday(d(self).ymd) + 1));
        t.method0("weekday", self -> PyInt.of(Dates.weekday(d(self).ymd)));
        t.method0("toordinal", self -> PyInt.of(Dates.toOrdinal(d(self).ymd)));
        t.methodK("replace", DateMethods::replace);
        t.methodK("__replace__", DateMethods::replace);
        t.method0("__reduce__", self -> PyTuple.of(self.type, PyTuple.of(state(d(self)))));
        t.method0("__hash__", self -> PyInt.of(Hashing.hashBytes(
                Dates.hashData(d(self).ymd, 0), 0, 4)));

        for (int op = Abstract.LT; op <= Abstract.GE; op++) {
            int o = op;
            t.method1(Compare.NAMES[op], (self, other) -> {
                if (other instanceof PyDate x && !(other instanceof PyDateTime)) {
                    return Py.newBool(Abstract.compareLongs(
                            Integer.compareUnsigned(d(self).ymd, x.ymd), 0, o));
                }
                return Py.NotImplemented;
            });
        }
        TimedeltaMethods.binary(t, "__add__", "__radd__", DateMethods::add);
        TimedeltaMethods.binary(t, "__sub__", "__rsub__", DateMethods::subtract);

        t.define("min", new PyDate(PyDate.TYPE, Dates.pack(1, 1, 1)));
        t.define("max", new PyDate(PyDate.TYPE, Dates.pack(9999, 12, 31)));
        t.define("resolution", new PyTimedelta(PyTimedelta.TYPE, 1, 0, 0));
    }

    static void noArguments(String name, PyObject[] a) {
        if (a.length != 0) {
            throw Py.typeError(name + "() takes no arguments (" + a.length + " given)");
        }
    }

    /** The one positional argument of a METH_O function. */
    static PyObject oneArgument(String name, PyObject[] a, PyStr[] kw) {
        if (kw.length != 0) {
            throw Py.typeError(name + "() takes no keyword arguments");
        }
        if (a.length != 1) {
            throw Py.typeError(name + "() takes exactly one argument (" + a.length + " given)");
        }
        return a[0];
    }

    /** {@code __format__(fmt)}: str(self) for an empty format, else self.strftime(fmt). */
    static PyObject format(PyObject self, PyObject fmt) {
        if (!(fmt instanceof PyStr s)) {
            throw Py.typeError("__format__() argument 1 must be str, not " + fmt.type.getTpName());
        }
        if (s.value.isEmpty()) {
            return Abstract.str(self);
        }
        return Abstract.callMethod(self, STRFTIME_NAME, s);
    }

    /**
     * {@code date(year, month, day)}, or the date of a pickled state (4 bytes, or a str of 4
     * code points below 256 from a pickle of Python 2). Compare _datetimemodule.c: date_new.
     */
    private static PyObject construct(PyType cls, PyObject[] args, PyStr[] kw) {
        if (args.length - kw.length == 1) {
            byte[] state = Pickles.state(args[0], 4, 2, "date");
            if (state != null) {
                int ymd = Dates.pack((state[0] & 0xFF) << 8 | (state[1] & 0xFF), state[2] & 0xFF,
                        state[3] & 0xFF);
                return PyDate.create(cls, ymd);
            }
        }
        PyObject[] a = NEW.parse(args, kw);
        int year = CInts.argInt(a[0]);
        int month = CInts.argInt(a[1]);
        int day = CInts.argInt(a[2]);
        Dates.checkDate(year, month, day);
        return PyDate.create(cls, Dates.pack(year, month, day));
    }

    /** The pickled state: 4 bytes, year high and low, month, day. */
    static PyBytes state(PyDate x) {
        int y = x.year();
        return PyBytes.of(new byte[] {(byte) (y >> 8), (byte) y, (byte) x.month(),
            (byte) x.day()});
    }

    /**
     * A date of class {@code cls}: directly for date and datetime, else by calling the class
     * with {@code (year, month, day)}. Compare _datetimemodule.c: new_date_subclass_ex.
     */
    static PyObject newDate(PyType cls, int year, int month, int day) {
        if (cls == PyDate.TYPE) {
            Dates.checkDate(year, month, day);
            return new PyDate(PyDate.TYPE, Dates.pack(year, month, day));
        }
        if (cls == PyDateTime.TYPE) {
            Dates.checkDate(year, month, day);
            return new PyDateTime(PyDateTime.TYPE, Dates.pack(year, month, day), 0L, Py.None, 0);
        }
        return Abstract.call(cls, PyInt.of(year), PyInt.of(month), PyInt.of(day));
    }

    private static PyObject replace(PyObject self, PyObject[] args, PyStr[] kw) {
        PyDate x = d(self);
        PyObject[] a = REPLACE.parse(args, kw);
        int year = a[0] == null ? x.year() : Args.asCInt(a[0]);
        int month = a[1] == null ? x.month() : Args.asCInt(a[1]);
        int day = a[2] == null ? x.day() : Args.asCInt(a[2]);
        return newDate(self.type, year, month, day);
    }

    /** {@code date + timedelta}. Compare _datetimemodule.c: date_add. */
    private static PyObject add(PyObject left, PyObject right) {
        if (left instanceof PyDateTime || right instanceof PyDateTime) {
            return Py.NotImplemented;
        }
        if (left instanceof PyDate x) {
            if (right instanceof PyTimedelta delta) {
                return addDays(x, delta.days);
            }
        } else if (left instanceof PyTimedelta delta) {
            return addDays(d(right), delta.days);
        }
        return Py.NotImplemented;
    }

    private static PyObject subtract(PyObject left, PyObject right) {
        if (left instanceof PyDateTime || right instanceof PyDateTime) {
            return Py.NotImplemented;
        }
        if (left instanceof PyDate x) {
            if (right instanceof PyDate y) {
                return PyTimedelta.of(Dates.toOrdinal(x.ymd) - Dates.toOrdinal(y.ymd), 0, 0);
            }
            if (right instanceof PyTimedelta delta) {
                return addDays(x, -(long) delta.days);
            }
        }
        return Py.NotImplemented;
    }

    private static PyObject addDays(PyDate x, long days) {
        int ymd = Dates.addDays(x.ymd, days);
        if (x.type == PyDate.TYPE) {
            return new PyDate(PyDate.TYPE, ymd);
        }
        return newDate(x.type, Dates.year(ymd), Dates.month(ymd), Dates.day(ymd));
    }
}
