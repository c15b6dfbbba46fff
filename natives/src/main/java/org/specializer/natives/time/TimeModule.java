package org.specializer.natives.time;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.zone.ZoneRules;
import java.util.Locale;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.interp.Breaker;
import org.specializer.core.interp.Interp;
import org.specializer.core.modules.PyNamespace;
import org.specializer.core.modules.StructSeq;
import org.specializer.natives.posix.OSErrors;
import org.specializer.natives.posix.Posix;

/**
 * The {@code time} module, as CPython's {@code Modules/timemodule.c} on Linux: the clocks
 * (with {@code get_clock_info} and the {@code clock_gettime} family), {@code sleep} (without
 * the interpreter lock), {@code struct_time} with {@code tm_zone} and {@code tm_gmtoff},
 * {@code gmtime}/{@code localtime}/{@code mktime}/{@code asctime}/{@code ctime}, glibc's
 * {@code strftime} in the C locale ({@link Strftime}), {@code strptime} through Lib's
 * {@code _strptime}, and the time zone ({@code timezone}, {@code altzone}, {@code daylight},
 * {@code tzname}, {@code tzset} reading {@code TZ} from the environment {@code os} sees).
 */
public final class TimeModule {
    private TimeModule() {}

    static final PyType STRUCT_TIME = StructSeq.type("time", "struct_time", 9,
            "tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday",
            "tm_isdst", "tm_zone", "tm_gmtoff");

    private static final int CLOCK_REALTIME = 0;
    private static final int CLOCK_MONOTONIC = 1;
    private static final int CLOCK_PROCESS_CPUTIME_ID = 2;
    private static final int CLOCK_THREAD_CPUTIME_ID = 3;
    private static final int CLOCK_MONOTONIC_RAW = 4;
    private static final int CLOCK_BOOTTIME = 7;
    private static final int CLOCK_TAI = 11;

    /** The zone {@code localtime} uses; {@code tzset()} re-reads it. */
    private static volatile ZoneId zone = initialZone();

    public static PyModule create() {
        PyModule m = new PyModule("time");
        m.def0("time", self -> new PyFloat(realtimeNs() / 1e9));
        m.def0("time_ns", self -> PyInt.of(realtimeNs()));
        m.def0("monotonic", self -> new PyFloat(System.nanoTime() / 1e9));
        m.def0("monotonic_ns", self -> PyInt.of(System.nanoTime()));
        m.def0("perf_counter", self -> new PyFloat(System.nanoTime() / 1e9));
        m.def0("perf_counter_ns", self -> PyInt.of(System.nanoTime()));
        m.def0("process_time", self -> new PyFloat(processNs() / 1e9));
        m.def0("process_time_ns", self -> PyInt.of(processNs()));
        m.def0("thread_time", self -> new PyFloat(threadNs() / 1e9));
        m.def0("thread_time_ns", self -> PyInt.of(threadNs()));
        m.def1("clock_gettime", (self, id) -> new PyFloat(clockNs(Abstract.asInt(id)) / 1e9));
        m.def1("clock_gettime_ns", (self, id) -> PyInt.of(clockNs(Abstract.asInt(id))));
        m.def1("clock_getres", (self, id) -> {
            clockNs(Abstract.asInt(id));
            return new PyFloat(1e-9);
        });
        m.def2("clock_settime", (self, id, t) -> {
            throw OSErrors.of(org.specializer.natives.errno.ErrnoModule.EPERM);
        });
        m.def2("clock_settime_ns", (self, id, t) -> {
            throw OSErrors.of(org.specializer.natives.errno.ErrnoModule.EPERM);
        });
        m.def1("get_clock_info", (self, name) -> clockInfo(name));
        m.def1("sleep", (self, secs) -> {
            sleep(secs);
            return Py.None;
        });
        m.put("struct_time", STRUCT_TIME);
        m.defN("gmtime", 0, 1, (self, a) -> structTime(seconds(a), ZoneOffset.UTC, true));
        m.defN("localtime", 0, 1, (self, a) -> structTime(seconds(a), zone, false));
        m.def1("mktime", (self, t) -> new PyFloat(mktime(Tm.of(t, "mktime"))));
        m.defN("asctime", 0, 1, (self, a) -> {
            Tm tm = a.length == 0 ? Tm.from(ZonedDateTime.now(zone), false)
                    : Tm.of(a[0], "asctime");
            tm.check();
            return PyStr.of(asctime(tm));
        });
        m.defN("ctime", 0, 1, (self, a) -> PyStr.of(asctime(Tm.from(zoned(seconds(a), zone),
                false))));
        m.defN("strftime", 1, 2, (self, a) -> {
            if (!(a[0] instanceof PyStr fmt)) {
                throw Py.typeError("strftime() argument 1 must be str, not "
                        + a[0].type.getName());
            }
            Tm tm = a.length == 1 ? Tm.from(ZonedDateTime.now(zone), false)
                    : Tm.of(a[1], "strftime");
            tm.check();
            if (fmt.value.indexOf('\0') >= 0) {
                // as CPython's encoding of the format for the C library
                throw Py.valueError("embedded null character");
            }
            return PyStr.of(Strftime.format(fmt.value, tm));
        });
        m.defN("strptime", 1, 2, (self, a) -> {
            PyObject strptime = Abstract.getAttr(Interp.importModule("_strptime", null, Py.None, 0),
                    "_strptime_time");
            return Abstract.call(strptime, a);
        });
        m.def0("tzset", self -> {
            zone = initialZone();
            setZoneAttributes(m);
            return Py.None;
        });
        Object[][] ids = {{"CLOCK_REALTIME", CLOCK_REALTIME}, {"CLOCK_MONOTONIC", CLOCK_MONOTONIC},
            {"CLOCK_PROCESS_CPUTIME_ID", CLOCK_PROCESS_CPUTIME_ID},
            {"CLOCK_THREAD_CPUTIME_ID", CLOCK_THREAD_CPUTIME_ID},
            {"CLOCK_MONOTONIC_RAW", CLOCK_MONOTONIC_RAW}, {"CLOCK_BOOTTIME", CLOCK_BOOTTIME},
            {"CLOCK_TAI", CLOCK_TAI}};
        for (Object[] c : ids) {
            m.put((String) c[0], PyInt.of((Integer) c[1]));
        }
        setZoneAttributes(m);
        return m;
    }

    // ------------------------------------------------------------------ clocks

    private static long realtimeNs() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    private static long processNs() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos)
                .orElseGet(System::nanoTime);
    }

    /** This thread's CPU time: Linux's schedstat (nanoseconds), else the process's. */
    private static long threadNs() {
        try {
            String s = Files.readString(Path.of("/proc/thread-self/schedstat"));
            return Long.parseLong(s.substring(0, s.indexOf(' ')));
        } catch (java.io.IOException | RuntimeException e) {
            return processNs();
        }
    }

    private static long clockNs(int id) {
        switch (id) {
            case CLOCK_REALTIME:
            case CLOCK_TAI:
                return realtimeNs();
            case CLOCK_MONOTONIC:
            case CLOCK_MONOTONIC_RAW:
            case CLOCK_BOOTTIME:
                return System.nanoTime();
            case CLOCK_PROCESS_CPUTIME_ID:
                return processNs();
            case CLOCK_THREAD_CPUTIME_ID:
                return threadNs();
            default:
                throw OSErrors.of(org.specializer.natives.errno.ErrnoModule.EINVAL);
        }
    }

    private static PyObject clockInfo(PyObject name) {
        String n = name instanceof PyStr s ? s.value : "";
        String impl;
        boolean monotonic = true;
        boolean adjustable = false;
        switch (n) {
            case "time":
                impl = "clock_gettime(CLOCK_REALTIME)";
                monotonic = false;
                adjustable = true;
                break;
            case "monotonic":
            case "perf_counter":
                impl = "clock_gettime(CLOCK_MONOTONIC)";
                break;
            case "process_time":
                impl = "clock_gettime(CLOCK_PROCESS_CPUTIME_ID)";
                break;
            case "thread_time":
                impl = "clock_gettime(CLOCK_THREAD_CPUTIME_ID)";
                break;
            default:
                if (!(name instanceof PyStr)) {
                    throw Py.typeError("get_clock_info() argument must be str, not "
                            + name.type.getName());
                }
                throw Py.valueError("unknown clock");
        }
        return new PyNamespace().put("implementation", PyStr.of(impl))
                .put("monotonic", Py.newBool(monotonic))
                .put("adjustable", Py.newBool(adjustable))
                .put("resolution", new PyFloat(1e-9));
    }

    /** {@code time.sleep(secs)}, without the interpreter lock. Compare timemodule.c: pysleep. */
    static void sleep(PyObject secs) {
        long ns;
        if (secs instanceof PyFloat f) {
            double s = f.value;
            if (Double.isNaN(s)) {
                throw Py.valueError("Invalid value NaN (not a number)");
            }
            if (s < 0) {
                throw Py.valueError("sleep length must be non-negative");
            }
            if (s > 9.2e9) {
                throw Py.overflowError("timestamp too large to convert to C _PyTime_t");
            }
            ns = (long) Math.ceil(s * 1e9);
        } else {
            long s = Abstract.asIndex(secs);
            if (s < 0) {
                throw Py.valueError("sleep length must be non-negative");
            }
            if (s > 9_200_000_000L) {
                throw Py.overflowError("timestamp too large to convert to C _PyTime_t");
            }
            ns = s * 1_000_000_000L;
        }
        // Compare CPython pysleep (PEP 475): a signal interrupts the sleep, its handler runs
        // (KeyboardInterrupt ends it), and the sleep resumes for the time left
        long deadline = System.nanoTime() + ns;
        for (;;) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return;
            }
            boolean interrupted = Breaker.sleepInterruptibly(left);
            if (interrupted || Breaker.signalPending()) {
                Breaker.handle();
            }
        }
    }

    // ------------------------------------------------------------------ calendar

    /** Seconds since the epoch from an optional argument. Compare pytime.c: _PyTime_ObjectToTime_t. */
    private static long seconds(PyObject[] a) {
        if (a.length == 0 || a[0] == Py.None) {
            return Instant.now().getEpochSecond();
        }
        PyObject o = a[0];
        if (o instanceof PyFloat f) {
            double d = Math.floor(f.value);
            if (Double.isNaN(d)) {
                throw Py.valueError("Invalid value NaN (not a number)");
            }
            if (d >= 9.223372036854775807e18 || d < -9.223372036854775808e18) {
                throw Py.overflowError("timestamp out of range for platform time_t");
            }
            return (long) d;
        }
        PyObject i = Abstract.index(o);
        if (!(i instanceof PyInt pi)) {
            throw Py.overflowError("timestamp out of range for platform time_t");
        }
        return pi.value;
    }

    private static ZonedDateTime zoned(long secs, ZoneId z) {
        try {
            ZonedDateTime t = Instant.ofEpochSecond(secs).atZone(z);
            if (t.getYear() > Integer.MAX_VALUE - 1900 || t.getYear() < Integer.MIN_VALUE
                    + 1900) {
                throw OSErrors.of(75);
            }
            return t;
        } catch (DateTimeException | ArithmeticException e) {
            throw OSErrors.of(75); // EOVERFLOW, as glibc's localtime
        }
    }

    private static PyTuple structTime(long secs, ZoneId z, boolean gmt) {
        return Tm.from(zoned(secs, z), gmt).toStructTime();
    }

    /** C's {@code mktime}: fields may be out of range (they carry over). */
    private static double mktime(Tm tm) {
        try {
            LocalDateTime t = LocalDateTime.of(tm.year, 1, 1, 0, 0, 0)
                    .plusMonths(tm.mon - 1L).plusDays(tm.mday - 1L).plusHours(tm.hour)
                    .plusMinutes(tm.min).plusSeconds(tm.sec);
            ZonedDateTime z = t.atZone(zone);
            ZoneRules rules = zone.getRules();
            if (tm.isdst >= 0) {
                boolean dst = rules.isDaylightSavings(z.toInstant());
                if (dst != (tm.isdst > 0)) {
                    Duration delta = rules.getDaylightSavings(z.toInstant());
                    if (delta.isZero()) {
                        delta = Duration.ofHours(1);
                    }
                    z = tm.isdst > 0 && !dst ? z.minus(delta) : z.plus(delta);
                }
            }
            return z.toEpochSecond();
        } catch (DateTimeException | ArithmeticException e) {
            throw Py.overflowError("mktime argument out of range");
        }
    }

    private static final String[] DAYS = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul",
        "Aug", "Sep", "Oct", "Nov", "Dec"};

    /** "Sun Jun 20 23:21:05 1993". Compare timemodule.c: _asctime. */
    static String asctime(Tm tm) {
        return String.format("%s %s%3d %02d:%02d:%02d %d", DAYS[tm.wdayC()],
                MONTHS[tm.mon - 1], tm.mday, tm.hour, tm.min, tm.sec, tm.year);
    }

    // ------------------------------------------------------------------ time zone

    /**
     * The zone of TZ as the C library reads it (a file of the system's tz database or a POSIX
     * string), or null when TZ is unset or this could not read it: then {@link #zone} is one of
     * java.time's.
     */
    private static volatile LocalZone local;

    private static ZoneId initialZone() {
        byte[] tz = Posix.getenvBytes("TZ");
        local = null;
        if (tz != null) {
            String s = new String(tz, java.nio.charset.StandardCharsets.UTF_8);
            if (s.startsWith(":")) {
                s = s.substring(1);
            }
            LocalZone lz = LocalZone.of(s);
            if (lz != null) {
                local = lz;
                return lz.id;
            }
            try {
                return ZoneId.of(s);
            } catch (DateTimeException e) {
                return posixZone(s);
            }
        }
        return systemZoneIsUtc() ? ZoneOffset.UTC : ZoneId.systemDefault();
    }

    /**
     * Whether, with TZ unset, the C library's local time is UTC: no {@code /etc/localtime}, or
     * a link to one of UTC's files, the usual case of servers and containers. java.time is then
     * not asked: {@code ZoneId.systemDefault()} reads the JDK's tz database, twice, which took
     * 10-20 ms of every start (importlib imports {@code time}). The JVM's own
     * {@code -Duser.timezone} keeps java.time's answer.
     */
    private static boolean systemZoneIsUtc() {
        String prop = System.getProperty("user.timezone");
        if (prop != null && !prop.isEmpty()) {
            return false;
        }
        Path localtime = Path.of("/etc/localtime");
        try {
            if (!Files.isSymbolicLink(localtime)) {
                return !Files.exists(localtime);
            }
            String target = Files.readSymbolicLink(localtime).toString();
            int at = target.indexOf("zoneinfo/");
            // the tz database's names of UTC whose abbreviation is "UTC" (GMT's say "GMT")
            return at >= 0 && switch (target.substring(at + "zoneinfo/".length())) {
                case "UTC", "Etc/UTC", "UCT", "Etc/UCT", "Universal", "Etc/Universal", "Zulu",
                        "Etc/Zulu" -> true;
                default -> false;
            };
        } catch (java.io.IOException | RuntimeException e) {
            return false;
        }
    }

    /** A POSIX TZ string's standard offset ("EST5EDT": UTC-5), DST rules left out. */
    private static ZoneId posixZone(String s) {
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("^([A-Za-z]{3,}|<[^>]+>)([+-]?\\d{1,2})(?::(\\d{2}))?").matcher(s);
        if (m.find()) {
            int hours = Integer.parseInt(m.group(2).replace("+", ""));
            int minutes = m.group(3) == null ? 0 : Integer.parseInt(m.group(3));
            int total = -(Math.abs(hours) * 3600 + minutes * 60) * Integer.signum(hours == 0
                    ? 1 : hours);
            return ZoneOffset.ofTotalSeconds(total);
        }
        return ZoneOffset.UTC;
    }

    /**
     * The zone {@code localtime} uses, as {@code tzset()} last read it: the local time of
     * {@code _datetime} ({@code fromtimestamp}, {@code timestamp}, {@code astimezone}) is this
     * module's, as CPython's is the C library's.
     */
    public static ZoneId localZone() {
        return zone;
    }

    /** The zone's abbreviation at {@code t} ("CET", "UTC"): {@code tm_zone}. */
    public static String zoneName(ZonedDateTime t) {
        return abbreviation(t);
    }

    /** Whether DST is in effect at {@code t}: {@code tm_isdst}. */
    static boolean isDst(ZonedDateTime t) {
        LocalZone lz = local;
        if (lz != null && t.getZone().equals(lz.id)) {
            return lz.isDst(t.toEpochSecond());
        }
        return t.getZone().getRules().isDaylightSavings(t.toInstant());
    }

    /** The zone's abbreviation at {@code t} ("CET", "UTC"). */
    static String abbreviation(ZonedDateTime t) {
        LocalZone lz = local;
        if (lz != null && t.getZone().equals(lz.id)) {
            return lz.abbreviation(t.toEpochSecond());
        }
        if (t.getZone() instanceof ZoneOffset off) {
            return off.getTotalSeconds() == 0 ? "UTC" : off.getId();
        }
        int off = t.getOffset().getTotalSeconds();
        if (t.getZone().getRules().isFixedOffset()) {
            // Etc/UTC, Etc/GMT-3 and the like: tzdata's names, without loading the locale's
            // zone names (that took 5 ms of every start-up, since importlib imports time)
            return off != 0 ? numericName(off) : t.getZone().getId().contains("GMT") ? "GMT"
                    : "UTC";
        }
        String s = t.format(DateTimeFormatter.ofPattern("zzz", Locale.US));
        // "GMT+03:00" means no abbreviation is known
        return s.startsWith("GMT") && s.length() > 3 ? numericName(off) : s;
    }

    /** tzdata's numeric name of an offset with no abbreviation: "+03", "-0530". */
    private static String numericName(int off) {
        int h = Math.abs(off) / 3600;
        int mi = Math.abs(off) % 3600 / 60;
        return (off < 0 ? "-" : "+") + String.format("%02d", h)
                + (mi == 0 ? "" : String.format("%02d", mi));
    }

    /** {@code timezone}, {@code altzone}, {@code daylight}, {@code tzname}. Compare timemodule.c: init_timezone. */
    private static void setZoneAttributes(PyModule m) {
        // struct_time has tm_zone and tm_gmtoff: 11 items, as on Linux
        m.put("_STRUCT_TM_ITEMS", PyInt.of(11));
        int year = ZonedDateTime.now(zone).getYear();
        ZonedDateTime jan = LocalDateTime.of(year, 1, 1, 0, 0).atZone(zone);
        ZonedDateTime jul = LocalDateTime.of(year, 7, 1, 0, 0).atZone(zone);
        int janoff = jan.getOffset().getTotalSeconds();
        int juloff = jul.getOffset().getTotalSeconds();
        String janname = abbreviation(jan);
        String julname = abbreviation(jul);
        if (janoff < juloff) {
            // DST is reversed in the southern hemisphere
            m.put("timezone", PyInt.of(-janoff));
            m.put("altzone", PyInt.of(-juloff));
            m.put("daylight", PyInt.of(janoff != juloff ? 1 : 0));
            m.put("tzname", PyTuple.of(PyStr.of(janname), PyStr.of(julname)));
        } else {
            m.put("timezone", PyInt.of(-juloff));
            m.put("altzone", PyInt.of(-janoff));
            m.put("daylight", PyInt.of(janoff != juloff ? 1 : 0));
            m.put("tzname", PyTuple.of(PyStr.of(julname), PyStr.of(janname)));
        }
    }
}
