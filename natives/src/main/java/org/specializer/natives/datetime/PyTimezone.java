package org.specializer.natives.datetime;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * {@code datetime.timezone}: a fixed offset from UTC, with an optional name. Not subclassable,
 * as CPython's. {@link #UTC} is {@code timezone.utc}, which {@code timezone(timedelta(0))}
 * returns.
 */
final class PyTimezone extends PyTzinfo {
    static final PyType TYPE = PyType.builtin("timezone", PyTimezone.class, PyTzinfo.TYPE, 0,
            TzinfoMethods::defineTimezone).withModule("datetime").withDottedTpName();

    static final PyTimezone UTC = new PyTimezone(PyTimedelta.ZERO, null);

    final PyTimedelta offset;
    /** The name given, or null. */
    final PyStr name;

    PyTimezone(PyTimedelta offset, PyStr name) {
        super(TYPE);
        this.offset = offset;
        this.name = name;
    }

    /**
     * {@code timezone(offset[, name])}: UTC for a zero offset without a name; ValueError for
     * an offset of a day or more. Compare _datetimemodule.c: new_timezone.
     */
    static PyTimezone of(PyTimedelta offset, PyStr name) {
        if (name == null && offset.isZero()) {
            return UTC;
        }
        if (!Tz.inRange(offset)) {
            throw Py.valueError("offset must be a timedelta strictly between"
                    + " -timedelta(hours=24) and timedelta(hours=24), not "
                    + Abstract.repr(offset).value + ".");
        }
        return new PyTimezone(offset, name);
    }
}
