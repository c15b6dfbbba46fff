package org.specializer.core.modules;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.TextStyle;
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

/**
 * The {@code time} module: the clocks, {@code sleep}, and the calendar basics
 * ({@code gmtime}, {@code localtime}, {@code mktime}, {@code ctime}, {@code asctime}, and
 * {@code strftime} for the common directives).
 */
public final class TimeModule {
    private TimeModule() {}

    private static final PyType STRUCT_TIME = StructSeq.type("time", "struct_time",
            "tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday",
            "tm_isdst");

    private static final String[] DAYS = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul",
        "Aug", "Sep", "Oct", "Nov", "Dec"};

    public static PyModule create() {
        PyModule m = new PyModule("time");
        m.def0("time", self -> new PyFloat(timeNs() / 1e9));
        m.def0("time_ns", self -> PyInt.of(timeNs()));
        m.def0("perf_counter", self -> new PyFloat(System.nanoTime() / 1e9));
        m.def0("perf_counter_ns", self -> PyInt.of(System.nanoTime()));
        m.def0("monotonic", self -> new PyFloat(System.nanoTime() / 1e9));
        m.def0("monotonic_ns", self -> PyInt.of(System.nanoTime()));
        m.def0("process_time", self -> new PyFloat(processNs() / 1e9));
        m.def0("process_time_ns", self -> PyInt.of(processNs()));
        m.def0("thread_time", self -> new PyFloat(processNs() / 1e9));
        m.def0("thread_time_ns", self -> PyInt.of(processNs()));
        m.def1("sleep", (self, secs) -> {
            sleep(secs);
            return Py.None;
        });
        m.put("struct_time", STRUCT_TIME);
        m.defN("gmtime", 0, 1, (self, a) -> structTime(seconds(a), ZoneOffset.UTC));
        m.defN("localtime", 0, 1, (self, a) -> structTime(seconds(a), ZoneId.systemDefault()));
        m.def1("mktime", (self, t) -> new PyFloat(toLocal(t).atZone(ZoneId.systemDefault())
                .toEpochSecond()));
        m.defN("asctime", 0, 1, (self, a) -> PyStr.of(asctime(a.length == 0
                ? LocalDateTime.now() : toLocal(a[0]))));
        m.defN("ctime", 0, 1, (self, a) -> PyStr.of(asctime(LocalDateTime.ofInstant(
                Instant.ofEpochSecond(seconds(a)), ZoneId.systemDefault()))));
        m.defN("strftime", 1, 2, (self, a) -> {
            if (!(a[0] instanceof PyStr fmt)) {
                throw Py.typeError("strftime() argument 1 must be str, not "
                        + a[0].type.getName());
            }
            LocalDateTime t = a.length == 1 ? LocalDateTime.now() : toLocal(a[1]);
            return PyStr.of(strftime(fmt.value, t));
        });
        ZonedDateTime now = ZonedDateTime.now();
        int offset = now.getOffset().getTotalSeconds();
        String zone = now.getZone().getDisplayName(TextStyle.SHORT, Locale.ROOT);
        m.put("timezone", PyInt.of(-offset));
        m.put("altzone", PyInt.of(-offset));
        m.put("daylight", PyInt.ZERO);
        m.put("tzname", PyTuple.of(PyStr.of(zone), PyStr.of(zone)));
        return m;
    }

    private static long timeNs() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    private static long processNs() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos)
                .orElseGet(System::nanoTime);
    }

    /** {@code time.sleep(secs)} with CPython's checks. */
    static void sleep(PyObject secs) {
        double s;
        if (secs instanceof PyFloat f) {
            s = f.value;
            if (Double.isNaN(s)) {
                throw Py.valueError("Invalid value NaN (not a number)");
            }
        } else {
            s = Abstract.asIndex(secs);
        }
        if (s < 0) {
            throw Py.valueError("sleep length must be non-negative");
        }
        if (s > 9.2e9) {
            throw Py.overflowError("timestamp out of range for platform time_t");
        }
        long ns = (long) (s * 1e9);
        try {
            Thread.sleep(ns / 1_000_000, (int) (ns % 1_000_000));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static long seconds(PyObject[] a) {
        if (a.length == 0 || a[0] == Py.None) {
            return Instant.now().getEpochSecond();
        }
        return (long) Math.floor(Abstract.asDouble(a[0]));
    }

    private static PyTuple structTime(long secs, ZoneId zone) {
        LocalDateTime t = LocalDateTime.ofInstant(Instant.ofEpochSecond(secs), zone);
        return StructSeq.make(STRUCT_TIME, PyInt.of(t.getYear()), PyInt.of(t.getMonthValue()),
                PyInt.of(t.getDayOfMonth()), PyInt.of(t.getHour()), PyInt.of(t.getMinute()),
                PyInt.of(t.getSecond()), PyInt.of(t.getDayOfWeek().getValue() - 1),
                PyInt.of(t.getDayOfYear()), PyInt.ZERO);
    }

    private static LocalDateTime toLocal(PyObject t) {
        PyObject[] f = t instanceof PyTuple tup ? tup.items : Abstract.toArray(t);
        if (f.length != 9) {
            throw Py.typeError("time.struct_time() takes a 9-sequence (" + f.length
                    + "-sequence given)");
        }
        return LocalDateTime.of(Abstract.asInt(f[0]), Abstract.asInt(f[1]), Abstract.asInt(f[2]),
                Abstract.asInt(f[3]), Abstract.asInt(f[4]), Abstract.asInt(f[5]));
    }

    private static String asctime(LocalDateTime t) {
        return String.format("%s %s %2d %02d:%02d:%02d %d",
                DAYS[t.getDayOfWeek().getValue() - 1], MONTHS[t.getMonthValue() - 1],
                t.getDayOfMonth(), t.getHour(), t.getMinute(), t.getSecond(), t.getYear());
    }

    /** The C library's {@code strftime} for the directives programs commonly use (C locale). */
    static String strftime(String fmt, LocalDateTime t) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < fmt.length(); i++) {
            char c = fmt.charAt(i);
            if (c != '%' || i + 1 == fmt.length()) {
                sb.append(c);
                continue;
            }
            char d = fmt.charAt(++i);
            DayOfWeek dow = t.getDayOfWeek();
            switch (d) {
                case 'Y': sb.append(t.getYear()); break;
                case 'y': sb.append(String.format("%02d", t.getYear() % 100)); break;
                case 'm': sb.append(String.format("%02d", t.getMonthValue())); break;
                case 'd': sb.append(String.format("%02d", t.getDayOfMonth())); break;
                case 'H': sb.append(String.format("%02d", t.getHour())); break;
                case 'I': sb.append(String.format("%02d", (t.getHour() + 11) % 12 + 1)); break;
                case 'M': sb.append(String.format("%02d", t.getMinute())); break;
                case 'S': sb.append(String.format("%02d", t.getSecond())); break;
                case 'p': sb.append(t.getHour() < 12 ? "AM" : "PM"); break;
                case 'j': sb.append(String.format("%03d", t.getDayOfYear())); break;
                case 'a': sb.append(DAYS[dow.getValue() - 1]); break;
                case 'A': sb.append(dow.getDisplayName(TextStyle.FULL, Locale.US)); break;
                case 'b': sb.append(MONTHS[t.getMonthValue() - 1]); break;
                case 'B': sb.append(t.getMonth().getDisplayName(TextStyle.FULL, Locale.US));
                    break;
                case 'w': sb.append(dow.getValue() % 7); break;
                case 'c': sb.append(asctime(t)); break;
                case 'x': sb.append(String.format("%02d/%02d/%02d", t.getMonthValue(),
                        t.getDayOfMonth(), t.getYear() % 100)); break;
                case 'X': sb.append(String.format("%02d:%02d:%02d", t.getHour(), t.getMinute(),
                        t.getSecond())); break;
                case 'Z': sb.append(ZoneId.systemDefault().getDisplayName(TextStyle.SHORT,
                        Locale.ROOT)); break;
                case '%': sb.append('%'); break;
                default: sb.append('%').append(d);
            }
        }
        return sb.toString();
    }
}
