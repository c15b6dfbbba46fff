package org.specializer.natives.datetime;

import org.specializer.api.Finalization;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * {@code datetime.datetime}: a date ({@link PyDate#ymd}) and a time of day ({@link #hmsu},
 * packed as {@link Times} describes), with PEP 495's {@code fold} and a tzinfo (None for a
 * naive datetime). The methods are in {@link DateTimeMethods}.
 */
class PyDateTime extends PyDate {
    static final PyType TYPE = PyType.builtin("datetime", PyDateTime.class, PyDate.TYPE,
            PyType.BASETYPE, DateTimeMethods::define).withModule("datetime").withDottedTpName();

    final long hmsu;
    final int fold;
    /** None for a naive datetime. */
    final PyObject tzinfo;
    /** The hash, computed when first asked for (it may call the tzinfo); -1 before. */
    long hash = -1;

    PyDateTime(PyType type, int ymd, long hmsu, PyObject tzinfo, int fold) {
        super(type, ymd);
        this.hmsu = hmsu;
        this.tzinfo = tzinfo;
        this.fold = fold;
    }

    /** A datetime of class {@code type} (datetime or a Python subclass), fields unchecked. */
    static PyDateTime create(PyType type, int ymd, long hmsu, PyObject tzinfo, int fold) {
        return type == TYPE ? new PyDateTime(TYPE, ymd, hmsu, tzinfo, fold)
                : new Derived(type, ymd, hmsu, tzinfo, fold);
    }

    final boolean aware() {
        return tzinfo != Py.None;
    }

    /** The same fields with another fold, of the same class (no constructor call). */
    final PyDateTime withFold(int f) {
        return create(type, ymd, hmsu, tzinfo, f);
    }

    /** An instance of a Python subclass of datetime. */
    static final class Derived extends PyDateTime {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);

        Derived(PyType type, int ymd, long hmsu, PyObject tzinfo, int fold) {
            super(type, ymd, hmsu, tzinfo, fold);
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
