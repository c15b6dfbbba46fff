package org.specializer.natives.datetime;

import org.specializer.api.Finalization;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * {@code datetime.date}: a day of the proleptic Gregorian calendar, packed in one int as
 * {@link Dates} describes. The methods are in {@link DateMethods}.
 */
class PyDate extends PyObject {
    static final PyType TYPE = PyType.builtin("date", PyDate.class, PyType.OBJECT,
            PyType.BASETYPE, DateMethods::define).withModule("datetime").withDottedTpName();

    /** {@code year << 16 | month << 8 | day}. */
    final int ymd;

    PyDate(PyType type, int ymd) {
        super(type);
        this.ymd = ymd;
    }

    /** A date of class {@code type} (date or a Python subclass of it), fields unchecked. */
    static PyDate create(PyType type, int ymd) {
        return type == TYPE ? new PyDate(TYPE, ymd) : new Derived(type, ymd);
    }

    final int year() {
        return Dates.year(ymd);
    }

    final int month() {
        return Dates.month(ymd);
    }

    final int day() {
        return Dates.day(ymd);
    }

    /** An instance of a Python subclass of date. */
    static final class Derived extends PyDate {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);

        Derived(PyType type, int ymd) {
            super(type, ymd);
        }

        @Override
        public PyDict getDict() {
            if (dict == null && type.instancesHaveDict()) {
                dict = new PyDict();
            }
            return dict;
        }

        @Override
        public boolean setDict(PyDict d) {
            dict = d;
            return true;
        }
    }
}
