package org.specializer.natives.datetime;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.socket.SocketModule;

/**
 * {@code _datetime}, the module Lib's {@code datetime} re-exports: {@code date},
 * {@code datetime}, {@code time}, {@code timedelta}, {@code tzinfo}, {@code timezone},
 * {@code MINYEAR}, {@code MAXYEAR} and {@code UTC}. Compare CPython Modules/_datetimemodule.c.
 * {@code datetime_CAPI} is a capsule with nothing behind it: no C code reads it here.
 */
public final class DatetimeModule {
    private DatetimeModule() {}

    private static final PyStr STRUCT_TIME = PyStr.intern("struct_time");
    private static final PyStr TIME = PyStr.intern("time");
    private static final Params ISOCAL_NEW = new Params("IsoCalendarDate",
            new String[] {"year", "week", "weekday"}, 0, 3, 3);

    /**
     * {@code datetime.IsoCalendarDate}, what {@code isocalendar()} returns: a tuple
     * {@code (year, week, weekday)} whose items are also attributes. Pickled as a plain tuple.
     */
    static final PyType ISO_CALENDAR_DATE = PyType.builtin("IsoCalendarDate",
            PyTuple.Derived.class, PyTuple.TYPE, 0, t -> {
                String[] names = {"year", "week", "weekday"};
                for (int i = 0; i < 3; i++) {
                    int index = i;
                    t.getset(names[i], self -> ((PyTuple) self).items[index], null);
                }
                t.method0("__repr__", self -> {
                    PyObject[] it = ((PyTuple) self).items;
                    return PyStr.of(self.type.getTpName() + "(year=" + Abstract.repr(it[0]).value
                            + ", week=" + Abstract.repr(it[1]).value + ", weekday="
                            + Abstract.repr(it[2]).value + ")");
                });
                t.method0("__reduce__", self -> PyTuple.of(PyTuple.TYPE,
                        PyTuple.of(PyTuple.of(((PyTuple) self).items))));
                t.constructor((cls, args, kw) -> {
                    PyObject[] a = ISOCAL_NEW.parse(args, kw);
                    PyType type = Args.newCheck(cls, DatetimeModule.ISO_CALENDAR_DATE);
                    return isoCalendarDate(type, Args.asCInt(a[0]), Args.asCInt(a[1]),
                            Args.asCInt(a[2]));
                });
            }).withModule("datetime").withDottedTpName();

    static PyTuple isoCalendarDate(PyType type, int year, int week, int weekday) {
        return new PyTuple.Derived(type, new PyObject[] {PyInt.of(year), PyInt.of(week),
            PyInt.of(weekday)});
    }

    public static PyModule create() {
        PyModule m = new PyModule("_datetime");
        m.put("__doc__", PyStr.of("Fast implementation of the datetime type."));
        m.put("MINYEAR", PyInt.of(Dates.MINYEAR));
        m.put("MAXYEAR", PyInt.of(Dates.MAXYEAR));
        m.put("date", PyDate.TYPE);
        m.put("datetime", PyDateTime.TYPE);
        m.put("time", PyTime.TYPE);
        m.put("timedelta", PyTimedelta.TYPE);
        m.put("tzinfo", PyTzinfo.TYPE);
        m.put("timezone", PyTimezone.TYPE);
        m.put("UTC", PyTimezone.UTC);
        // a capsule as CPython's, which nothing here dereferences (types.CapsuleType's test)
        m.put("datetime_CAPI", SocketModule.capsule("datetime.datetime_CAPI"));
        return m;
    }

    // ------------------------------------------------------------------ the time module

    /**
     * {@code time.struct_time((y, m, d, hh, mm, ss, weekday, yday, dst))}, the weekday and day
     * of the year computed. Compare _datetimemodule.c: build_struct_time.
     */
    static PyObject structTime(int y, int m, int d, int hh, int mm, int ss, int dst) {
        int ymd = Dates.pack(y, m, d);
        PyTuple fields = PyTuple.of(PyInt.of(y), PyInt.of(m), PyInt.of(d), PyInt.of(hh),
                PyInt.of(mm), PyInt.of(ss), PyInt.of(Dates.weekday(ymd)),
                PyInt.of(Dates.daysBeforeMonth(y, m) + d), PyInt.of(dst));
        PyObject structTime = Abstract.getAttr(Py.importModule("time"), STRUCT_TIME);
        return Abstract.call1(structTime, fields);
    }

    /** {@code time.time()}. */
    static PyObject timeTime() {
        return Abstract.call0(Abstract.getAttr(Py.importModule("time"), TIME));
    }
}
