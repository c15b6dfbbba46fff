package org.specializer.natives.datetime;

import java.util.Arrays;
import org.specializer.api.Abstract;
import org.specializer.api.Hashing;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.CInts;

/**
 * The methods of {@code datetime.datetime}. Compare _datetimemodule.c: datetime_methods,
 * datetime_as_number, datetime_richcompare, datetime_hash.
 */
final class DateTimeMethods {
    private DateTimeMethods() {}

    private static final Args NEW = new Args(null, new String[] {"year", "month", "day", "hour",
        "minute", "second", "microsecond", "tzinfo", "fold"}, "iiiiiiiOi", 3, 8);
    private static final Args FROMTIMESTAMP = new Args("fromtimestamp",
            new String[] {"timestamp", "tz"}, 1, 2);
    private static final Args COMBINE = new Args("combine", new String[] {"date", "time",
        "tzinfo"}, 2, 3);
    private static final Args ISOFORMAT = new Args("isoformat", new String[] {"sep",
        "timespec"}, 0, 2);
    private static final Args ASTIMEZONE = new Args("astimezone", new String[] {"tz"}, 0, 1);
    private static final Params NOW = new Params("now", new String[] {"tz"}, 0, 1, 0);
    private static final Params REPLACE = new Params("replace", new String[] {"year", "month",
        "day", "hour", "minute", "second", "microsecond", "tzinfo", "fold"}, 0, 8, 0);
    private static final PyStr FOLD = PyStr.intern("fold");
    private static final PyStr STRPTIME_DATETIME = PyStr.intern("_strptime_datetime");

    static PyDateTime dt(PyObject o) {
        return (PyDateTime) o;
    }

    static void define(PyType t) {
        t.constructor((cls, args, kw) -> construct(Args.newCheck(cls, PyDateTime.TYPE), args, kw));
        t.getset("hour", self -> PyInt.of(Times.hour(dt(self).hmsu)), null);
        t.getset("minute", self -> PyInt.of(Times.minute(dt(self).hmsu)), null);
        t.getset("second", self -> PyInt.of(Times.second(dt(self).hmsu)), null);
        t.getset("microsecond", self -> PyInt.of(Times.micro(dt(self).hmsu)), null);
        t.getset("tzinfo", self -> dt(self).tzinfo, null);
        t.getset("fold", self -> PyInt.of(dt(self).fold), null);
        defineConstructors(t);
        defineConversions(t);

        t.method0("utcoffset", self -> Tz.orNone(Tz.utcoffset(dt(self).tzinfo, self)));
        t.method0("dst", self -> Tz.orNone(Tz.dst(dt(self).tzinfo, self)));
        t.method0("tzname", self -> Tz.tzname(dt(self).tzinfo, self));
        t.methodK("replace", DateTimeMethods::replace);
        t.methodK("__replace__", DateTimeMethods::replace);
        t.methodK("astimezone", (self, a, kw) -> astimezone(dt(self),
                ASTIMEZONE.parse(a, kw)[0]));
        t.methodN("__reduce_ex__", 1, 1, (self, a) -> reduce(dt(self), CInts.argInt(a[0])));
        t.method0("__reduce__", self -> reduce(dt(self), 2));
        t.method0("__hash__", self -> PyInt.of(hash(dt(self))));
        for (int op = Abstract.LT; op <= Abstract.GE; op++) {
            int o = op;
            t.method1(Compare.NAMES[op], (self, other) -> compare(dt(self), other, o));
        }
        TimedeltaMethods.binary(t, "__add__", "__radd__", DateTimeMethods::add);
        TimedeltaMethods.binary(t, "__sub__", "__rsub__", DateTimeMethods::subtract);
        t.define("min", new PyDateTime(PyDateTime.TYPE, Dates.pack(1, 1, 1), 0L, Py.None, 0));
        t.define("max", new PyDateTime(PyDateTime.TYPE, Dates.pack(9999, 12, 31),
                Times.pack(23, 59, 59, 999999), Py.None, 0));
        t.define("resolution", new PyTimedelta(PyTimedelta.TYPE, 0, 0, 1));
    }

    // ------------------------------------------------------------------ construction

    /**
     * {@code datetime(year, month, day, hour, minute, second, microsecond, tzinfo, *, fold)},
     * or the datetime of a pickled state (10 bytes, the fold in the high bit of the month) and
     * its tzinfo. Compare _datetimemodule.c: datetime_new.
     */
    private static PyObject construct(PyType cls, PyObject[] args, PyStr[] kw) {
        int npos = args.length - kw.length;
        if (npos >= 1 && npos <= 2) {
            byte[] s = Pickles.state(args[0], 10, 2, m -> (m & 0x7F) >= 1 && (m & 0x7F) <= 12,
                    "datetime");
            if (s != null) {
                PyObject tzinfo = npos == 2 ? args[1] : Py.None;
                if (tzinfo != Py.None && !(tzinfo instanceof PyTzinfo)) {
                    throw Py.typeError("bad tzinfo state arg");
                }
                int m = s[2] & 0xFF;
                int ymd = Dates.pack((s[0] & 0xFF) << 8 | (s[1] & 0xFF), m & 0x7F, s[3] & 0xFF);
                int us = (s[7] & 0xFF) << 16 | (s[8] & 0xFF) << 8 | (s[9] & 0xFF);
                long hmsu = Times.pack(s[4] & 0xFF, s[5] & 0xFF, s[6] & 0xFF, us);
                return PyDateTime.create(cls, ymd, hmsu, tzinfo, m >> 7);
            }
        }
        PyObject[] a = NEW.parse(args, kw);
        return newDateTime(cls, CInts.argInt(a[0]), CInts.argInt(a[1]), CInts.argInt(a[2]),
                a[3] == null ? 0 : CInts.argInt(a[3]), a[4] == null ? 0 : CInts.argInt(a[4]),
                a[5] == null ? 0 : CInts.argInt(a[5]), a[6] == null ? 0 : CInts.argInt(a[6]),
                a[7] == null ? Py.None : a[7], a[8] == null ? 0 : CInts.argInt(a[8]));
    }

    /** A datetime of class {@code cls} from checked fields, without calling a subclass. */
    static PyDateTime newDateTime(PyType cls, int y, int m, int d, int hh, int mm, int ss,
            int us, PyObject tzinfo, int fold) {
        Dates.checkDate(y, m, d);
        Dates.checkTime(hh, mm, ss, us, fold);
        Tz.checkTzinfo(tzinfo);
        return PyDateTime.create(cls, Dates.pack(y, m, d), Times.pack(hh, mm, ss, us), tzinfo,
                fold);
    }

    /**
     * A datetime of class {@code cls}: directly for datetime, else by calling the class with
     * the fields, and {@code fold=1} when the fold is 1. Compare _datetimemodule.c:
     * new_datetime_subclass_fold_ex.
     */
    static PyObject newDateTimeOfClass(PyType cls, int y, int m, int d, int hh, int mm, int ss,
            int us, PyObject tzinfo, int fold) {
        if (cls == PyDateTime.TYPE) {
            return newDateTime(cls, y, m, d, hh, mm, ss, us, tzinfo, fold);
        }
        PyObject[] args = {PyInt.of(y), PyInt.of(m), PyInt.of(d), PyInt.of(hh), PyInt.of(mm),
            PyInt.of(ss), PyInt.of(us), tzinfo};
        if (fold == 0) {
            return Abstract.call(cls, args);
        }
        PyObject[] withFold = Arrays.copyOf(args, 9);
        withFold[8] = PyInt.of(fold);
        return cls.call(withFold, new PyStr[] {FOLD});
    }

    static PyObject newDateTimeOfClass(PyType cls, int ymd, long hmsu, PyObject tzinfo,
            int fold) {
        if (cls == PyDateTime.TYPE) {
            return new PyDateTime(PyDateTime.TYPE, ymd, hmsu, tzinfo, fold);
        }
        return newDateTimeOfClass(cls, Dates.year(ymd), Dates.month(ymd), Dates.day(ymd),
                Times.hour(hmsu), Times.minute(hmsu), Times.second(hmsu), Times.micro(hmsu),
                tzinfo, fold);
    }

    private static PyObject replace(PyObject self, PyObject[] args, PyStr[] kw) {
        PyDateTime x = dt(self);
        PyObject[] a = REPLACE.parse(args, kw);
        long v = x.hmsu;
        return newDateTimeOfClass(self.type,
                a[0] == null ? x.year() : Args.asCInt(a[0]),
                a[1] == null ? x.month() : Args.asCInt(a[1]),
                a[2] == null ? x.day() : Args.asCInt(a[2]),
                a[3] == null ? Times.hour(v) : Args.asCInt(a[3]),
                a[4] == null ? Times.minute(v) : Args.asCInt(a[4]),
                a[5] == null ? Times.second(v) : Args.asCInt(a[5]),
                a[6] == null ? Times.micro(v) : Args.asCInt(a[6]),
                a[7] == null ? x.tzinfo : a[7],
                a[8] == null ? x.fold : Args.asCInt(a[8]));
    }

    // ------------------------------------------------------------------ alternate constructors

    private static void defineConstructors(PyType t) {
        t.classMethodK("now", (cls, a, kw) -> {
            PyObject tz = NOW.parse(a, kw)[0];
            tz = Tz.checkTzinfo(tz == null ? Py.None : tz);
            long[] now = Clock.now();
            return fromTimeT((PyType) cls, tz == Py.None, now[0], (int) now[1], tz);
        });
        t.classMethodK("utcnow", (cls, a, kw) -> {
            DateMethods.noArguments("utcnow", a);
            Py.warn(PyExc.DeprecationWarning, "datetime.datetime.utcnow() is deprecated and "
                    + "scheduled for removal in a future version. Use timezone-aware objects to "
                    + "represent datetimes in UTC: datetime.datetime.now(datetime.UTC).");
            long[] now = Clock.now();
            return fromTimeT((PyType) cls, false, now[0], (int) now[1], Py.None);
        });
        t.classMethodK("fromtimestamp", (cls, a, kw) -> {
            PyObject[] p = FROMTIMESTAMP.parse(a, kw);
            PyObject tz = Tz.checkTzinfo(p[1] == null ? Py.None : p[1]);
            long[] tv = Clock.toTimeval(p[0]);
            return fromTimeT((PyType) cls, tz == Py.None, tv[0], (int) tv[1], tz);
        });
        t.classMethodK("utcfromtimestamp", (cls, a, kw) -> {
            Py.warn(PyExc.DeprecationWarning, "datetime.datetime.utcfromtimestamp() is "
                    + "deprecated and scheduled for removal in a future version. Use "
                    + "timezone-aware objects to represent datetimes in UTC: "
                    + "datetime.datetime.fromtimestamp(timestamp, datetime.UTC).");
            if (kw.length != 0) {
                throw Py.typeError("utcfromtimestamp() takes no keyword arguments");
            }
            if (a.length != 1) {
                throw Py.typeError("utcfromtimestamp() takes exactly 1 argument (" + a.length
                        + " given)");
            }
            long[] tv = Clock.toTimeval(a[0]);
            return fromTimeT((PyType) cls, false, tv[0], (int) tv[1], Py.None);
        });
        t.classMethodK("strptime", (cls, a, kw) -> {
            if (kw.length != 0) {
                throw Py.typeError("strptime() takes no keyword arguments");
            }
            if (a.length != 2) {
                throw Py.typeError("strptime() takes exactly 2 arguments (" + a.length
                        + " given)");
            }
            PyStr string = Args.str(a[0], "strptime", 1);
            PyStr format = Args.str(a[1], "strptime", 2);
            PyObject module = Py.importModule("_strptime");
            return Abstract.callMethod(module, STRPTIME_DATETIME, cls, string, format);
        });
        t.classMethodK("combine", (cls, a, kw) -> {
            PyObject[] p = COMBINE.parse(a, kw);
            if (!(p[0] instanceof PyDate date)) {
                throw Py.typeError("combine() argument 1 must be datetime.date, not "
                        + p[0].type.getTpName());
            }
            if (!(p[1] instanceof PyTime time)) {
                throw Py.typeError("combine() argument 2 must be datetime.time, not "
                        + p[1].type.getTpName());
            }
            PyObject tz = p[2] == null ? time.tzinfo : p[2];
            long v = time.hmsu;
            return newDateTimeOfClass((PyType) cls, date.year(), date.month(), date.day(),
                    Times.hour(v), Times.minute(v), Times.second(v), Times.micro(v), tz,
                    time.fold);
        });
        t.classMethodK("fromisoformat", (cls, a, kw) -> {
            PyObject s = DateMethods.oneArgument("fromisoformat", a, kw);
            if (!(s instanceof PyStr str)) {
                throw Py.typeError("fromisoformat: argument must be str");
            }
            int[] ymd = new int[3];
            IsoFormat.Parsed p = IsoFormat.parseDateTime(str, ymd);
            return newDateTimeOfClass((PyType) cls, ymd[0], ymd[1], ymd[2], p.hour, p.minute,
                    p.second, p.micro, IsoFormat.tzinfo(p), 0);
        });
    }

    /**
     * The datetime of {@code timet} seconds and {@code us} microseconds from the epoch, in
     * local time (with the fold found) or UTC, then converted by {@code tz.fromutc} when a tz
     * is given. Compare _datetimemodule.c: datetime_from_timet_and_us.
     */
    private static PyObject fromTimeT(PyType cls, boolean local, long timet, int us,
            PyObject tz) {
        Clock.Tm tm = local ? Clock.localtime(timet) : Clock.gmtime(timet);
        int second = Math.min(59, tm.second);
        int fold = local ? Clock.foldOf(timet, tm) : 0;
        PyObject r = newDateTimeOfClass(cls, tm.year, tm.month, tm.day, tm.hour, tm.minute,
                second, us, tz, fold);
        if (tz != Py.None) {
            return fromutc(tz, r);
        }
        return r;
    }

    /**
     * {@code tz.fromutc(dt)}: a timezone's own directly (its methods cannot be overridden)
     * when dt is an exact datetime, else by calling the method.
     */
    static PyObject fromutc(PyObject tz, PyObject dt) {
        if (tz instanceof PyTimezone z && dt.type == PyDateTime.TYPE
                && ((PyDateTime) dt).tzinfo == z) {
            PyTimedelta off = z.offset;
            return off.isZero() ? dt : addDelta((PyDateTime) dt, off.days, off.seconds,
                    off.micros);
        }
        return Abstract.callMethod(tz, Tz.FROMUTC, dt);
    }

    // ------------------------------------------------------------------ conversions

    private static void defineConversions(PyType t) {
        t.method0("date", self -> new PyDate(PyDate.TYPE, dt(self).ymd));
        t.method0("time", self -> new PyTime(PyTime.TYPE, dt(self).hmsu, Py.None,
                dt(self).fold));
        t.method0("timetz", self -> new PyTime(PyTime.TYPE, dt(self).hmsu, dt(self).tzinfo,
                dt(self).fold));
        t.method0("ctime", self -> PyStr.of(Formats.ctime(dt(self).ymd, dt(self).hmsu)));
        t.method0("__repr__", self -> PyStr.of(repr(dt(self))));
        t.method0("__str__", self -> Abstract.callMethod(self, DateMethods.ISOFORMAT,
                PyStr.of(" ")));
        t.methodK("isoformat", (self, a, kw) -> {
            PyObject[] p = ISOFORMAT.parse(a, kw);
            int sep = p[0] == null ? 'T' : Args.character(p[0], "isoformat", 1);
            String spec = p[1] == null ? null : Args.str(p[1], "isoformat", 2).value;
            return PyStr.of(isoformat(dt(self), sep, spec));
        });
        t.method0("timetuple", self -> {
            PyDateTime x = dt(self);
            int dstflag = -1;
            if (x.aware()) {
                PyTimedelta dst = Tz.dst(x.tzinfo, x);
                if (dst != null) {
                    dstflag = dst.isZero() ? 0 : 1;
                }
            }
            long v = x.hmsu;
            return DatetimeModule.structTime(x.year(), x.month(), x.day(), Times.hour(v),
                    Times.minute(v), Times.second(v), dstflag);
        });
        t.method0("utctimetuple", self -> {
            PyDateTime x = dt(self);
            int ymd = x.ymd;
            long v = x.hmsu;
            PyTimedelta off = x.aware() ? Tz.utcoffset(x.tzinfo, x) : null;
            if (off != null) {
                long[] r = shift(ymd, v, -(long) off.days, -(long) off.seconds,
                        -(long) off.micros);
                ymd = (int) r[0];
                v = r[1];
            }
            return DatetimeModule.structTime(Dates.year(ymd), Dates.month(ymd), Dates.day(ymd),
                    Times.hour(v), Times.minute(v), Times.second(v), 0);
        });
        t.method0("timestamp", self -> timestamp(dt(self)));
    }

    /** {@code datetime.datetime(2000, 1, 1, 0, 0, fold=1, tzinfo=...)}. Compare datetime_repr. */
    static String repr(PyDateTime x) {
        long v = x.hmsu;
        StringBuilder sb = new StringBuilder(x.type.getTpName()).append('(').append(x.year())
                .append(", ").append(x.month()).append(", ").append(x.day()).append(", ")
                .append(Times.hour(v)).append(", ").append(Times.minute(v));
        if (Times.micro(v) != 0) {
            sb.append(", ").append(Times.second(v)).append(", ").append(Times.micro(v));
        } else if (Times.second(v) != 0) {
            sb.append(", ").append(Times.second(v));
        }
        if (x.fold != 0) {
            sb.append(", fold=").append(x.fold);
        }
        if (x.aware()) {
            sb.append(", tzinfo=").append(Abstract.repr(x.tzinfo).value);
        }
        return sb.append(')').toString();
    }

    static String isoformat(PyDateTime x, int sep, String spec) {
        StringBuilder sb = new StringBuilder(32);
        Formats.isoDate(sb, x.ymd).appendCodePoint(sep);
        Formats.isoTime(sb, x.hmsu, Formats.timespec(spec, Times.micro(x.hmsu)));
        if (x.aware()) {
            PyTimedelta off = Tz.utcoffset(x.tzinfo, x);
            if (off != null) {
                Formats.offset(sb, off, ":");
            }
        }
        return sb.toString();
    }

    /**
     * {@code timestamp()}: an aware datetime's distance from the epoch; a naive one is local
     * time, converted as {@code mktime} would. Compare _datetimemodule.c: datetime_timestamp.
     */
    private static PyObject timestamp(PyDateTime x) {
        long v = x.hmsu;
        if (x.aware()) {
            PyTimedelta off = x.tzinfo == PyTimezone.UTC ? PyTimedelta.ZERO
                    : Tz.utcoffset(x.tzinfo, x);
            if (off == null) {
                throw Py.typeError("can't subtract offset-naive and offset-aware datetimes");
            }
            PyTimedelta d = PyTimedelta.of(Dates.toOrdinal(x.ymd) - (long) Dates.EPOCH_ORDINAL
                    - off.days, Times.secondsOfDay(v) - (long) off.seconds,
                    Times.micro(v) - (long) off.micros);
            return TimedeltaMethods.totalSeconds(d);
        }
        long seconds = Clock.localToSeconds(x.year(), x.month(), x.day(), Times.hour(v),
                Times.minute(v), Times.second(v), x.fold);
        return new PyFloat((double) (seconds - Clock.EPOCH) + Times.micro(v) / 1e6);
    }

    /** The pickled state: 10 bytes, the fold in the month's high bit from protocol 4. */
    private static PyObject reduce(PyDateTime x, int proto) {
        long v = x.hmsu;
        int y = x.year();
        int m = x.month() | (proto > 3 && x.fold != 0 ? 0x80 : 0);
        int us = Times.micro(v);
        PyBytes state = PyBytes.of(new byte[] {(byte) (y >> 8), (byte) y, (byte) m,
            (byte) x.day(), (byte) Times.hour(v), (byte) Times.minute(v),
            (byte) Times.second(v), (byte) (us >> 16), (byte) (us >> 8), (byte) us});
        PyTuple args = x.aware() ? PyTuple.of(state, x.tzinfo) : PyTuple.of(state);
        return PyTuple.of(x.type, args);
    }

    // ------------------------------------------------------------------ time zones

    /**
     * {@code astimezone(tz=None)}: to UTC by the own offset (a naive datetime's from local
     * time), then {@code tz.fromutc}; with no tz, to the local zone as a fixed timezone.
     * Compare _datetimemodule.c: datetime_astimezone.
     */
    private static PyObject astimezone(PyDateTime self, PyObject tz) {
        PyObject tzinfo = Tz.checkTzinfo(tz == null ? Py.None : tz);
        PyObject selfTz = self.aware() ? self.tzinfo : localTimezoneOf(self);
        if (selfTz == tzinfo) {
            return self;
        }
        PyTimedelta off = Tz.utcoffset(selfTz, self);
        if (off == null) {
            selfTz = localTimezoneOf(self);
            if (selfTz == tzinfo) {
                return self;
            }
            off = Tz.utcoffset(selfTz, self);
        }
        PyObject shifted = addDelta(self, -(long) off.days, -(long) off.seconds,
                -(long) off.micros);
        if (!(shifted instanceof PyDateTime utc)) {
            throw Py.typeError("unexpected return type from the datetime subclass: "
                    + shifted.type.getTpName());
        }
        if (tzinfo == Py.None) {
            long secs = (Dates.toOrdinal(utc.ymd) - (long) Dates.EPOCH_ORDINAL) * 86400L
                    + Times.secondsOfDay(utc.hmsu);
            tzinfo = Clock.localTimezone(secs);
        }
        PyDateTime withTz = PyDateTime.create(utc.type, utc.ymd, utc.hmsu, tzinfo, utc.fold);
        return fromutc(tzinfo, withTz);
    }

    /**
     * The local zone of a naive datetime, as a fixed timezone: the offset at its timestamp,
     * the later one in a gap for fold 0. Compare _datetimemodule.c: local_timezone_from_local.
     */
    private static PyTimezone localTimezoneOf(PyDateTime x) {
        long v = x.hmsu;
        long seconds = Clock.localToSeconds(x.year(), x.month(), x.day(), Times.hour(v),
                Times.minute(v), Times.second(v), x.fold);
        long seconds2 = Clock.localToSeconds(x.year(), x.month(), x.day(), Times.hour(v),
                Times.minute(v), Times.second(v), 1 - x.fold);
        if (seconds2 != seconds && (seconds2 > seconds) == (x.fold != 0)) {
            seconds = seconds2;
        }
        return Clock.localTimezone(seconds - Clock.EPOCH);
    }

    // ------------------------------------------------------------------ arithmetic

    /** A packed date and time moved by a duration: {@code {ymd, hmsu}}; OverflowError. */
    static long[] shift(int ymd, long hmsu, long days, long seconds, long micros) {
        long tod = Times.microsOfDay(hmsu) + seconds * 1_000_000L + micros;
        long carry = Math.floorDiv(tod, PyTimedelta.US_PER_DAY);
        tod = Math.floorMod(tod, PyTimedelta.US_PER_DAY);
        int newYmd = Dates.addDays(ymd, days + carry);
        return new long[] {newYmd, Times.fromMicrosOfDay(tod)};
    }

    /**
     * {@code dt + timedelta(days, seconds, micros)}, of dt's class, keeping its tzinfo, fold 0.
     * Compare _datetimemodule.c: add_datetime_timedelta.
     */
    static PyObject addDelta(PyDateTime x, long days, long seconds, long micros) {
        long[] r = shift(x.ymd, x.hmsu, days, seconds, micros);
        return newDateTimeOfClass(x.type, (int) r[0], r[1], x.tzinfo, 0);
    }

    private static PyObject add(PyObject left, PyObject right) {
        if (left instanceof PyDateTime x) {
            if (right instanceof PyTimedelta d) {
                return addDelta(x, d.days, d.seconds, d.micros);
            }
        } else if (left instanceof PyTimedelta d) {
            return addDelta(dt(right), d.days, d.seconds, d.micros);
        }
        return Py.NotImplemented;
    }

    private static PyObject subtract(PyObject left, PyObject right) {
        if (!(left instanceof PyDateTime x)) {
            return Py.NotImplemented;
        }
        if (right instanceof PyDateTime y) {
            return difference(x, y);
        }
        if (right instanceof PyTimedelta d) {
            return addDelta(x, -(long) d.days, -(long) d.seconds, -(long) d.micros);
        }
        return Py.NotImplemented;
    }

    /** {@code x - y}, each by its UTC offset when their tzinfos differ. */
    private static PyTimedelta difference(PyDateTime x, PyDateTime y) {
        PyTimedelta off1 = null;
        PyTimedelta off2 = null;
        if (x.tzinfo != y.tzinfo) {
            off1 = Tz.utcoffset(x.tzinfo, x);
            off2 = Tz.utcoffset(y.tzinfo, y);
            if ((off1 == null) != (off2 == null)) {
                throw Py.typeError("can't subtract offset-naive and offset-aware datetimes");
            }
        }
        long days = (long) Dates.toOrdinal(x.ymd) - Dates.toOrdinal(y.ymd);
        long secs = (long) Times.secondsOfDay(x.hmsu) - Times.secondsOfDay(y.hmsu);
        long us = (long) Times.micro(x.hmsu) - Times.micro(y.hmsu);
        PyTimedelta r = PyTimedelta.of(days, secs, us);
        if (off1 != null && off1.compareTo(off2) != 0) {
            r = PyTimedelta.of((long) r.days - off1.days + off2.days,
                    (long) r.seconds - off1.seconds + off2.seconds,
                    (long) r.micros - off1.micros + off2.micros);
        }
        return r;
    }

    // ------------------------------------------------------------------ comparison and hash

    /** Compare _datetimemodule.c: datetime_richcompare, with PEP 495's exception. */
    private static PyObject compare(PyDateTime self, PyObject other, int op) {
        if (!(other instanceof PyDateTime o)) {
            return Py.NotImplemented;
        }
        if (self.tzinfo == o.tzinfo) {
            return Py.newBool(Abstract.compareLongs(fieldsCompare(self, o), 0, op));
        }
        PyTimedelta off1 = Tz.utcoffset(self.tzinfo, self);
        PyTimedelta off2 = Tz.utcoffset(o.tzinfo, o);
        boolean eqne = op == Abstract.EQ || op == Abstract.NE;
        if (off1 == off2 || off1 != null && off2 != null && off1.compareTo(off2) == 0) {
            int diff = fieldsCompare(self, o);
            if (eqne && diff == 0 && pep495Exception(self, o, off1, off2)) {
                diff = 1;
            }
            return Py.newBool(Abstract.compareLongs(diff, 0, op));
        }
        if (off1 != null && off2 != null) {
            PyTimedelta delta = difference(self, o);
            int diff = delta.days != 0 ? delta.days : delta.seconds | delta.micros;
            if (eqne && diff == 0 && pep495Exception(self, o, off1, off2)) {
                diff = 1;
            }
            return Py.newBool(Abstract.compareLongs(diff, 0, op));
        }
        if (op == Abstract.EQ) {
            return Py.False;
        }
        if (op == Abstract.NE) {
            return Py.True;
        }
        throw Py.typeError("can't compare offset-naive and offset-aware datetimes");
    }

    private static int fieldsCompare(PyDateTime a, PyDateTime b) {
        int c = Integer.compareUnsigned(a.ymd, b.ymd);
        return c != 0 ? c : Long.compare(a.hmsu, b.hmsu);
    }

    /**
     * PEP 495: an inter-zone comparison is unequal when either side's offset depends on its
     * fold. Compare _datetimemodule.c: pep495_eq_exception.
     */
    private static boolean pep495Exception(PyDateTime a, PyDateTime b, PyTimedelta offA,
            PyTimedelta offB) {
        return foldMatters(a, offA) || foldMatters(b, offB);
    }

    private static boolean foldMatters(PyDateTime x, PyTimedelta off) {
        PyTimedelta flipped = Tz.utcoffset(x.tzinfo, x.withFold(1 - x.fold));
        if (flipped == off) {
            return false;
        }
        if (flipped == null || off == null) {
            return true;
        }
        return flipped.compareTo(off) != 0;
    }

    /**
     * Naive datetimes (and aware ones whose offset is None) by their fields; aware ones by
     * their UTC time, fold ignored. Compare _datetimemodule.c: datetime_hash.
     */
    private static long hash(PyDateTime x) {
        if (x.hash != -1) {
            return x.hash;
        }
        PyTimedelta off = null;
        if (x.aware()) {
            off = Tz.utcoffset(x.tzinfo, x.fold == 0 ? x : x.withFold(0));
        }
        long h;
        if (off == null) {
            h = Hashing.hashBytes(Dates.hashData(x.ymd, x.hmsu), 0, 10);
        } else {
            h = PyTimedelta.of((long) Dates.toOrdinal(x.ymd) - off.days,
                    (long) Times.secondsOfDay(x.hmsu) - off.seconds,
                    (long) Times.micro(x.hmsu) - off.micros).hash();
        }
        x.hash = h;
        return h;
    }
}
