package org.specializer.natives.datetime;

import org.specializer.api.Finalization;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * {@code datetime.time}: a time of day packed as {@link Times} describes, with PEP 495's
 * {@code fold} and a tzinfo (None for a naive time). The methods are in {@link TimeMethods}.
 */
class PyTime extends PyObject {
    static final PyType TYPE = PyType.builtin("time", PyTime.class, PyType.OBJECT,
            PyType.BASETYPE, TimeMethods::define).withModule("datetime").withDottedTpName();

    final long hmsu;
    final int fold;
    /** None for a naive time. */
    final PyObject tzinfo;
    /** The hash, computed when first asked for (it may call the tzinfo); -1 before. */
    long hash = -1;

    PyTime(PyType type, long hmsu, PyObject tzinfo, int fold) {
        super(type);
        this.hmsu = hmsu;
        this.tzinfo = tzinfo;
        this.fold = fold;
    }

    /** A time of class {@code type} (time or a Python subclass), fields unchecked. */
    static PyTime create(PyType type, long hmsu, PyObject tzinfo, int fold) {
        return type == TYPE ? new PyTime(TYPE, hmsu, tzinfo, fold)
                : new Derived(type, hmsu, tzinfo, fold);
    }

    final boolean aware() {
        return tzinfo != Py.None;
    }

    /** An instance of a Python subclass of time. */
    static final class Derived extends PyTime {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);

        Derived(PyType type, long hmsu, PyObject tzinfo, int fold) {
            super(type, hmsu, tzinfo, fold);
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
