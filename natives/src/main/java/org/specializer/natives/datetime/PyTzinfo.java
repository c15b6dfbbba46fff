package org.specializer.natives.datetime;

import org.specializer.api.Finalization;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * {@code datetime.tzinfo}: the abstract base of time zones. Instances of the class itself
 * are allowed (pickling of subclasses needs them) but every method but {@code fromutc} raises
 * NotImplementedError; the time zones are Python subclasses, and {@link PyTimezone}. The
 * methods are in {@link TzinfoMethods}.
 */
class PyTzinfo extends PyObject {
    static final PyType TYPE = PyType.builtin("tzinfo", PyTzinfo.class, PyType.OBJECT,
            PyType.BASETYPE, TzinfoMethods::defineTzinfo).withModule("datetime")
            .withDottedTpName();

    PyTzinfo(PyType type) {
        super(type);
    }

    /** An instance of tzinfo or of a Python subclass of it. */
    static PyTzinfo create(PyType type) {
        return type == TYPE ? new PyTzinfo(TYPE) : new Derived(type);
    }

    /** An instance of a Python subclass of tzinfo: every real time zone but timezone. */
    static final class Derived extends PyTzinfo {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);

        Derived(PyType type) {
            super(type);
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
