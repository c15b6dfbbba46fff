package org.specializer.natives.datetime;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * The methods of {@code datetime.tzinfo} and {@code datetime.timezone}. Compare
 * _datetimemodule.c: tzinfo_methods, timezone_methods.
 */
final class TzinfoMethods {
    private TzinfoMethods() {}

    private static final Args TIMEZONE = new Args("timezone", new String[] {"offset", "name"},
            1, 2);
    private static final PyStr GETINITARGS = PyStr.intern("__getinitargs__");
    private static final PyStr GETSTATE = PyStr.intern("__getstate__");

    static void defineTzinfo(PyType t) {
        // PyType_GenericNew: any arguments, for the __init__ of subclasses
        t.constructor((cls, args, kw) -> PyTzinfo.create(Args.newCheck(cls, PyTzinfo.TYPE)));
        for (String name : new String[] {"tzname", "utcoffset", "dst"}) {
            t.method1(name, (self, dt) -> {
                throw Py.notImplementedError("a tzinfo subclass must implement " + name + "()");
            });
        }
        t.method1("fromutc", TzinfoMethods::fromutc);
        t.method0("__reduce__", TzinfoMethods::reduce);
    }

    /**
     * {@code tzinfo.fromutc(dt)}: the standard offset added, then the DST of the result.
     * Compare _datetimemodule.c: tzinfo_fromutc.
     */
    private static PyObject fromutc(PyObject self, PyObject arg) {
        if (!(arg instanceof PyDateTime dt)) {
            throw Py.typeError("fromutc: argument must be a datetime");
        }
        if (dt.tzinfo != self) {
            throw Py.valueError("fromutc: dt.tzinfo is not self");
        }
        PyTimedelta off = Tz.utcoffset(self, dt);
        if (off == null) {
            throw Py.valueError("fromutc: non-None utcoffset() result required");
        }
        PyTimedelta dst = Tz.dst(self, dt);
        if (dst == null) {
            throw Py.valueError("fromutc: non-None dst() result required");
        }
        PyObject result = DateTimeMethods.addDelta(dt, (long) off.days - dst.days,
                (long) off.seconds - dst.seconds, (long) off.micros - dst.micros);
        dst = Tz.dst(self, result);
        if (dst == null) {
            throw Py.valueError("fromutc: tz.dst() gave inconsistent results; cannot convert");
        }
        if (!dst.isZero()) {
            result = DateTimeMethods.addDelta((PyDateTime) result, dst.days, dst.seconds,
                    dst.micros);
        }
        return result;
    }

    /** {@code (type(self), self.__getinitargs__() or (), self.__getstate__())}. */
    private static PyObject reduce(PyObject self) {
        PyObject getinitargs = self.lookupAttr(GETINITARGS);
        PyObject args = getinitargs == null ? PyTuple.EMPTY : Abstract.call0(getinitargs);
        PyObject state = Abstract.callMethod(self, GETSTATE);
        return PyTuple.of(self.type, args, state);
    }

    // ------------------------------------------------------------------ timezone

    static void defineTimezone(PyType t) {
        t.constructor((cls, args, kw) -> {
            Args.newCheck(cls, PyTimezone.TYPE);
            PyObject[] a = TIMEZONE.parse(args, kw);
            if (!(a[0] instanceof PyTimedelta offset)) {
                throw Py.typeError("timezone() argument 1 must be datetime.timedelta, not "
                        + a[0].type.getTpName());
            }
            PyStr name = a[1] == null ? null : Args.str(a[1], "timezone", 2);
            return PyTimezone.of(offset, name);
        });
        t.method1("__eq__", (self, o) -> o instanceof PyTimezone z
                ? Py.newBool(tz(self).offset.compareTo(z.offset) == 0) : Py.NotImplemented);
        t.method1("__ne__", (self, o) -> o instanceof PyTimezone z
                ? Py.newBool(tz(self).offset.compareTo(z.offset) != 0) : Py.NotImplemented);
        for (String name : new String[] {"__lt__", "__le__", "__gt__", "__ge__"}) {
            t.method1(name, (self, o) -> Py.NotImplemented);
        }
        t.method0("__hash__", self -> Py.newInt(tz(self).offset.hash()));
        t.method0("__repr__", self -> PyStr.of(repr(tz(self))));
        t.method0("__str__", self -> name(tz(self)));
        t.method1("tzname", (self, dt) -> {
            checkArgument(dt, "tzname");
            return name(tz(self));
        });
        t.method1("utcoffset", (self, dt) -> {
            checkArgument(dt, "utcoffset");
            return tz(self).offset;
        });
        t.method1("dst", (self, dt) -> {
            checkArgument(dt, "dst");
            return Py.None;
        });
        t.method1("fromutc", (self, arg) -> {
            if (!(arg instanceof PyDateTime dt)) {
                throw Py.typeError("fromutc: argument must be a datetime");
            }
            if (dt.tzinfo != self) {
                throw Py.valueError("fromutc: dt.tzinfo is not self");
            }
            PyTimedelta off = tz(self).offset;
            return DateTimeMethods.addDelta(dt, off.days, off.seconds, off.micros);
        });
        t.method0("__getinitargs__", self -> {
            PyTimezone z = tz(self);
            return z.name == null ? PyTuple.of(z.offset) : PyTuple.of(z.offset, z.name);
        });
        t.define("utc", PyTimezone.UTC);
        // rounded to whole minutes, as CPython's (bpo-37642)
        t.define("min", new PyTimezone(PyTimedelta.of(0, -(23 * 3600 + 59 * 60), 0), null));
        t.define("max", new PyTimezone(PyTimedelta.of(0, 23 * 3600 + 59 * 60, 0), null));
    }

    private static PyTimezone tz(PyObject o) {
        return (PyTimezone) o;
    }

    private static void checkArgument(PyObject dt, String meth) {
        if (dt != Py.None && !(dt instanceof PyDateTime)) {
            throw Py.typeError(meth + "(dt) argument must be a datetime instance or None, not "
                    + dt.type.getTpName());
        }
    }

    /** The name, or {@code UTC+HH:MM[:SS[.ffffff]]} from the offset. Compare timezone_str. */
    static PyStr name(PyTimezone z) {
        if (z.name != null) {
            return z.name;
        }
        if (z == PyTimezone.UTC || z.offset.isZero()) {
            return PyStr.of("UTC");
        }
        return PyStr.of(Formats.offset(new StringBuilder("UTC"), z.offset, ":").toString());
    }

    private static String repr(PyTimezone z) {
        String tn = z.type.getTpName();
        if (z == PyTimezone.UTC) {
            return tn + ".utc";
        }
        String off = Abstract.repr(z.offset).value;
        if (z.name == null) {
            return tn + "(" + off + ")";
        }
        return tn + "(" + off + ", " + Abstract.repr(z.name).value + ")";
    }
}
