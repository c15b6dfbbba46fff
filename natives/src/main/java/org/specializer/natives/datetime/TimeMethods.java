package org.specializer.natives.datetime;

import org.specializer.api.Abstract;
import org.specializer.api.Hashing;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.CInts;

/** The methods of {@code datetime.time}. Compare _datetimemodule.c: time_methods. */
final class TimeMethods {
    private TimeMethods() {}

    private static final Args NEW = new Args(null, new String[] {"hour", "minute", "second",
        "microsecond", "tzinfo", "fold"}, "iiiiOi", 0, 5);
    private static final Args ISOFORMAT = new Args("isoformat", new String[] {"timespec"}, 0, 1);
    private static final Args STRFTIME = new Args("strftime", new String[] {"format"}, 1, 1);
    private static final Params REPLACE = new Params("replace", new String[] {"hour", "minute",
        "second", "microsecond", "tzinfo", "fold"}, 0, 5, 0);
    private static final PyStr FOLD = PyStr.intern("fold");

    static PyTime t(PyObject o) {
        return (PyTime) o;
    }

    static void define(PyType t) {
        t.constructor((cls, args, kw) -> construct(Args.newCheck(cls, PyTime.TYPE), args, kw));
        t.getset("hour", self -> PyInt.of(Times.hour(t(self).hmsu)), null);
        t.getset("minute", self -> PyInt.of(Times.minute(t(self).hmsu)), null);
        t.getset("second", self -> PyInt.of(Times.second(t(self).hmsu)), null);
        t.getset("microsecond", self -> PyInt.of(Times.micro(t(self).hmsu)), null);
        t.getset("tzinfo", self -> t(self).tzinfo, null);
        t.getset("fold", self -> PyInt.of(t(self).fold), null);
        t.method0("utcoffset", self -> Tz.orNone(Tz.utcoffset(t(self).tzinfo, Py.None)));
        t.method0("dst", self -> Tz.orNone(Tz.dst(t(self).tzinfo, Py.None)));
        t.method0("tzname", self -> Tz.tzname(t(self).tzinfo, Py.None));
        t.method0("__repr__", self -> PyStr.of(repr(t(self))));
        t.method0("__str__", self -> Abstract.callMethod(self, DateMethods.ISOFORMAT));
        t.methodK("isoformat", (self, a, kw) -> {
            PyObject spec = ISOFORMAT.parse(a, kw)[0];
            PyTime x = t(self);
            StringBuilder sb = new StringBuilder(21);
            int s = Formats.timespec(spec == null ? null
                    : Args.str(spec, "isoformat", 1).value, Times.micro(x.hmsu));
            Formats.isoTime(sb, x.hmsu, s);
            if (x.aware()) {
                PyTimedelta off = Tz.utcoffset(x.tzinfo, Py.None);
                if (off != null) {
                    Formats.offset(sb, off, ":");
                }
            }
            return PyStr.of(sb.toString());
        });
        t.methodK("strftime", (self, a, kw) -> {
            PyStr format = Args.str(STRFTIME.parse(a, kw)[0], "strftime", 1);
            return Formats.strftime(self, format.value, Formats.timeTuple(t(self).hmsu), Py.None);
        });
        t.methodN("__format__", 1, 1, (self, a) -> DateMethods.format(self, a[0]));
        t.methodK("replace", TimeMethods::replace);
        t.methodK("__replace__", TimeMethods::replace);
        t.classMethodK("fromisoformat", (cls, a, kw) -> {
            PyObject s = DateMethods.oneArgument("fromisoformat", a, kw);
            if (!(s instanceof PyStr str)) {
                throw Py.typeError("fromisoformat: argument must be str");
            }
            IsoFormat.Parsed p = IsoFormat.parseTimeOnly(str);
            PyObject tz = IsoFormat.tzinfo(p);
            if (cls == PyTime.TYPE) {
                return newTime(PyTime.TYPE, p.hour, p.minute, p.second, p.micro, tz, 0);
            }
            return Abstract.call(cls, PyInt.of(p.hour), PyInt.of(p.minute), PyInt.of(p.second),
                    PyInt.of(p.micro), tz);
        });
        t.methodN("__reduce_ex__", 1, 1, (self, a) -> reduce(t(self),
                CInts.argInt(a[0])));
        t.method0("__reduce__", self -> reduce(t(self), 2));
        t.method0("__hash__", self -> PyInt.of(hash(t(self))));
        for (int op = Abstract.LT; op <= Abstract.GE; op++) {
            int o = op;
            t.method1(Compare.NAMES[op], (self, other) -> compare(t(self), other, o));
        }
        t.define("min", new PyTime(PyTime.TYPE, 0L, Py.None, 0));
        t.define("max", new PyTime(PyTime.TYPE, Times.pack(23, 59, 59, 999999), Py.None, 0));
        t.define("resolution", new PyTimedelta(PyTimedelta.TYPE, 0, 0, 1));
    }

    /**
     * {@code time(hour, minute, second, microsecond, tzinfo, *, fold)}, or the time of a
     * pickled state (6 bytes, the fold in the high bit of the hour) and its tzinfo.
     * Compare _datetimemodule.c: time_new.
     */
    private static PyObject construct(PyType cls, PyObject[] args, PyStr[] kw) {
        int npos = args.length - kw.length;
        if (npos >= 1 && npos <= 2) {
            byte[] state = Pickles.state(args[0], 6, 0, h -> (h & 0x7F) < 24, "time");
            if (state != null) {
                PyObject tzinfo = npos == 2 ? args[1] : Py.None;
                if (tzinfo != Py.None && !(tzinfo instanceof PyTzinfo)) {
                    throw Py.typeError("bad tzinfo state arg");
                }
                int h = state[0] & 0xFF;
                int us = (state[3] & 0xFF) << 16 | (state[4] & 0xFF) << 8 | (state[5] & 0xFF);
                return PyTime.create(cls, Times.pack(h & 0x7F, state[1] & 0xFF,
                        state[2] & 0xFF, us), tzinfo, h >> 7);
            }
        }
        PyObject[] a = NEW.parse(args, kw);
        return newTime(cls, a[0] == null ? 0 : CInts.argInt(a[0]), a[1] == null ? 0
                : CInts.argInt(a[1]), a[2] == null ? 0 : CInts.argInt(a[2]), a[3] == null ? 0
                : CInts.argInt(a[3]), a[4] == null ? Py.None : a[4], a[5] == null ? 0
                : CInts.argInt(a[5]));
    }

    /** A time of class {@code cls} from checked fields, without calling a subclass. */
    static PyTime newTime(PyType cls, int h, int m, int s, int us, PyObject tzinfo, int fold) {
        Dates.checkTime(h, m, s, us, fold);
        Tz.checkTzinfo(tzinfo);
        return PyTime.create(cls, Times.pack(h, m, s, us), tzinfo, fold);
    }

    /**
     * A time of class {@code cls}: directly for time, else by calling the class with
     * {@code (h, m, s, us, tzinfo)} and {@code fold=1} when the fold is 1. Compare
     * _datetimemodule.c: new_time_subclass_fold_ex.
     */
    static PyObject newTimeOfClass(PyType cls, int h, int m, int s, int us, PyObject tzinfo,
            int fold) {
        if (cls == PyTime.TYPE) {
            return newTime(cls, h, m, s, us, tzinfo, fold);
        }
        PyObject[] args = {PyInt.of(h), PyInt.of(m), PyInt.of(s), PyInt.of(us), tzinfo};
        if (fold == 0) {
            return Abstract.call(cls, args);
        }
        return cls.call(new PyObject[] {args[0], args[1], args[2], args[3], args[4],
            PyInt.of(fold)}, new PyStr[] {FOLD});
    }

    private static PyObject replace(PyObject self, PyObject[] args, PyStr[] kw) {
        PyTime x = t(self);
        PyObject[] a = REPLACE.parse(args, kw);
        long v = x.hmsu;
        return newTimeOfClass(self.type,
                a[0] == null ? Times.hour(v) : Args.asCInt(a[0]),
                a[1] == null ? Times.minute(v) : Args.asCInt(a[1]),
                a[2] == null ? Times.second(v) : Args.asCInt(a[2]),
                a[3] == null ? Times.micro(v) : Args.asCInt(a[3]),
                a[4] == null ? x.tzinfo : a[4],
                a[5] == null ? x.fold : Args.asCInt(a[5]));
    }

    /** {@code datetime.time(1, 2, 3, 4, tzinfo=..., fold=1)}. Compare time_repr. */
    static String repr(PyTime x) {
        long v = x.hmsu;
        StringBuilder sb = new StringBuilder(x.type.getTpName()).append('(')
                .append(Times.hour(v)).append(", ").append(Times.minute(v));
        if (Times.micro(v) != 0) {
            sb.append(", ").append(Times.second(v)).append(", ").append(Times.micro(v));
        } else if (Times.second(v) != 0) {
            sb.append(", ").append(Times.second(v));
        }
        if (x.aware()) {
            sb.append(", tzinfo=").append(Abstract.repr(x.tzinfo).value);
        }
        if (x.fold != 0) {
            sb.append(", fold=1");
        }
        return sb.append(')').toString();
    }

    /** The state CPython pickles: 6 bytes, the fold in the hour's high bit from protocol 4. */
    private static PyObject reduce(PyTime x, int proto) {
        long v = x.hmsu;
        int h = Times.hour(v) | (proto > 3 && x.fold != 0 ? 0x80 : 0);
        int us = Times.micro(v);
        PyBytes state = PyBytes.of(new byte[] {(byte) h, (byte) Times.minute(v),
            (byte) Times.second(v), (byte) (us >> 16), (byte) (us >> 8), (byte) us});
        PyTuple args = x.aware() ? PyTuple.of(state, x.tzinfo) : PyTuple.of(state);
        return PyTuple.of(x.type, args);
    }

    /**
     * Naive times by their fields; aware ones by their fields less the offset (fold ignored).
     * Compare _datetimemodule.c: time_hash.
     */
    private static long hash(PyTime x) {
        if (x.hash != -1) {
            return x.hash;
        }
        PyTimedelta off = null;
        if (x.aware()) {
            PyTime self0 = x.fold == 0 ? x : PyTime.create(x.type, x.hmsu, x.tzinfo, 0);
            off = Tz.utcoffset(self0.tzinfo, Py.None);
        }
        long h;
        if (off == null) {
            h = Hashing.hashBytes(Dates.hashData(0, x.hmsu), 4, 6);
        } else {
            h = PyTimedelta.of(-(long) off.days, Times.secondsOfDay(x.hmsu) - (long) off.seconds,
                    Times.micro(x.hmsu) - (long) off.micros).hash();
        }
        x.hash = h;
        return h;
    }

    /** Compare _datetimemodule.c: time_richcompare. */
    private static PyObject compare(PyTime self, PyObject other, int op) {
        if (!(other instanceof PyTime o)) {
            return Py.NotImplemented;
        }
        if (self.tzinfo == o.tzinfo) {
            return Py.newBool(Abstract.compareLongs(Long.compare(self.hmsu, o.hmsu), 0, op));
        }
        PyTimedelta off1 = Tz.utcoffset(self.tzinfo, Py.None);
        PyTimedelta off2 = Tz.utcoffset(o.tzinfo, Py.None);
        if (off1 == off2 || off1 != null && off2 != null && off1.compareTo(off2) == 0) {
            return Py.newBool(Abstract.compareLongs(Long.compare(self.hmsu, o.hmsu), 0, op));
        }
        if (off1 != null && off2 != null) {
            long s1 = Times.secondsOfDay(self.hmsu) - off1.days * 86400L - off1.seconds;
            long s2 = Times.secondsOfDay(o.hmsu) - off2.days * 86400L - off2.seconds;
            int diff = s1 != s2 ? Long.compare(s1, s2)
                    : Integer.compare(Times.micro(self.hmsu), Times.micro(o.hmsu));
            return Py.newBool(Abstract.compareLongs(diff, 0, op));
        }
        if (op == Abstract.EQ) {
            return Py.False;
        }
        if (op == Abstract.NE) {
            return Py.True;
        }
        throw Py.typeError("can't compare offset-naive and offset-aware times");
    }
}
