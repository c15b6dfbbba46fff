package org.specializer.core.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDateTime;
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
        assertEquals(1970, ((PyInt) t.getAttr(PyStr.intern("tm_year"))).value);
        assertEquals(3, ((PyInt) t.items[6]).value);
        assertEquals(1, ((PyInt) t.items[7]).value);
        assertEquals("Thu Jan  1 00:00:00 1970", ((PyStr) call("asctime", t)).value);
        assertEquals("1970-01-01 00:00:00 Thursday 001 AM %", TimeModule.strftime(
                "%Y-%m-%d %H:%M:%S %A %j %p %%", LocalDateTime.of(1970, 1, 1, 0, 0, 0)));
    }
}
