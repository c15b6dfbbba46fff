package org.specializer.natives.time;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

class TimeModuleTest {
    private static final PyModule TIME = TimeModule.create();

    private static PyObject call(String name, PyObject... args) {
        return TIME.getAttr(PyStr.intern(name)).call(args, Py.NO_KWNAMES);
    }

    private static String error(Runnable r) {
        PyException e = assertThrows(PyException.class, r::run);
        return e.pyType().getName() + ": " + Abstract.str(e.value).value;
    }

    /**
     * Without TZ the zone is the system's: read from /etc/localtime's link when that names UTC
     * (java.time not asked), java.time's system zone otherwise; both give java.time's answer.
     */
    @Test
    void withoutTzTheZoneAttributesAreTheSystemZones() {
        Assumptions.assumeTrue(System.getenv("TZ") == null, "TZ is set");
        java.time.ZoneId system = java.time.ZoneId.systemDefault();
        int year = java.time.ZonedDateTime.now(system).getYear();
        java.time.ZonedDateTime jan = java.time.LocalDateTime.of(year, 1, 1, 0, 0).atZone(system);
        java.time.ZonedDateTime jul = java.time.LocalDateTime.of(year, 7, 1, 0, 0).atZone(system);
        int std = -Math.min(jan.getOffset().getTotalSeconds(), jul.getOffset().getTotalSeconds());
        assertEquals(PyInt.of(std), TIME.getAttr(PyStr.intern("timezone")));
        PyTuple names = (PyTuple) TIME.getAttr(PyStr.intern("tzname"));
        java.util.Set<String> expected = new java.util.HashSet<>(java.util.List.of(
                TimeModule.abbreviation(jan), TimeModule.abbreviation(jul)));
        assertEquals(expected, new java.util.HashSet<>(java.util.List.of(
                ((PyStr) names.items[0]).value, ((PyStr) names.items[1]).value)));
    }

    @Test
    void clocksHaveTheRightTypesAndDoNotGoBack() {
        assertTrue(call("time") instanceof PyFloat);
        assertTrue(((PyInt) call("time_ns")).value > 1_600_000_000L * 1_000_000_000L);
        long a = ((PyInt) call("perf_counter_ns")).value;
        long b = ((PyInt) call("perf_counter_ns")).value;
        assertTrue(b >= a);
        double m1 = ((PyFloat) call("monotonic")).value;
        double m2 = ((PyFloat) call("monotonic")).value;
        assertTrue(m2 >= m1);
        assertTrue(((PyFloat) call("process_time")).value >= 0.0);
        assertTrue(call("monotonic_ns") instanceof PyInt);
        assertTrue(call("process_time_ns") instanceof PyInt);
    }

    @Test
    void sleepChecksItsArgument() {
        assertEquals(Py.None, call("sleep", new PyFloat(0.001)));
        assertEquals(Py.None, call("sleep", PyInt.ZERO));
        assertEquals("ValueError: sleep length must be non-negative",
                error(() -> call("sleep", PyInt.of(-1))));
        assertEquals("ValueError: Invalid value NaN (not a number)",
                error(() -> call("sleep", new PyFloat(Double.NaN))));
        assertEquals("TypeError: 'str' object cannot be interpreted as an integer",
                error(() -> call("sleep", PyStr.of("a"))));
        assertEquals("TypeError: time.sleep() takes exactly one argument (0 given)",
                error(() -> call("sleep")));
    }

    @Test
    void gmtimeAndFormatting() {
        PyTuple t = (PyTuple) call("gmtime", PyInt.ZERO);
        assertEquals(9, t.items.length);
        assertEquals("GMT", ((PyStr) t.getAttr(PyStr.intern("tm_zone"))).value);
        assertEquals(0, ((PyInt) t.getAttr(PyStr.intern("tm_gmtoff"))).value);
        assertEquals(1970, ((PyInt) t.getAttr(PyStr.intern("tm_year"))).value);
        assertEquals(3, ((PyInt) t.items[6]).value);
        assertEquals(1, ((PyInt) t.items[7]).value);
        assertEquals("Thu Jan  1 00:00:00 1970", ((PyStr) call("asctime", t)).value);
        assertEquals("1970-01-01 00:00:00 Thursday 001 AM %",
                ((PyStr) call("strftime", PyStr.of("%Y-%m-%d %H:%M:%S %A %j %p %%"), t)).value);
    }

    @Test
    void strftimeFollowsGlibc() {
        PyTuple t = (PyTuple) call("gmtime", PyInt.of(1700000000));
        assertEquals("Tue Nov 14 22:13:20 2023|20|11/14/23|14|2023-11-14|23|2023|Nov|10|318"
                + "|22|10|pm|10:13:20 PM|1700000000|2|46|46|2|46|+0000|GMT|14|11|TUE|00014",
                ((PyStr) call("strftime", PyStr.of("%c|%C|%D|%e|%F|%g|%G|%h|%I|%j|%k|%l|%P|%r"
                + "|%s|%u|%U|%V|%w|%W|%z|%Z|%-d|%_m|%^a|%05d"), t)).value);
        assertEquals("%Q %", ((PyStr) call("strftime", PyStr.of("%Q %"), t)).value);
    }

    @Test
    void structTimeChecksAndMktime() {
        assertEquals("ValueError: month out of range", error(() -> call("asctime",
                PyTuple.of(PyInt.of(2023), PyInt.of(13), PyInt.of(1), PyInt.ZERO, PyInt.ZERO,
                        PyInt.ZERO, PyInt.ZERO, PyInt.of(1), PyInt.ZERO))));
        assertEquals("TypeError: Tuple or struct_time argument required",
                error(() -> call("mktime", PyInt.of(5))));
        assertEquals("TypeError: mktime(): illegal time tuple argument",
                error(() -> call("mktime", PyTuple.of(PyInt.of(1), PyInt.of(2)))));
        PyObject local = call("localtime", PyInt.of(1700000000));
        assertEquals(1700000000.0, ((PyFloat) call("mktime", local)).value);
        assertEquals("ValueError: unknown clock", error(() -> call("get_clock_info",
                PyStr.of("x"))));
        assertEquals("namespace(implementation='clock_gettime(CLOCK_MONOTONIC)', "
                + "monotonic=True, adjustable=False, resolution=1e-09)",
                Abstract.repr(call("get_clock_info", PyStr.of("perf_counter"))).value);
    }
}
