package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Running out of memory is a Python MemoryError: sizes past what the heap can hold are refused
 * before allocating (as CPython refuses them), and a heap that really runs out raises
 * MemoryError where the program allocated, catchable there, with the interpreter usable after.
 * The JVM runs with a small heap so that exhaustion comes quickly.
 */
class MemoryErrorTest {

    @Test
    void hugeRepeatsAreMemoryErrors_andSizesPastSsizeTOverflow() {
        Launcher.Result r = Launcher.runSource("huge.py", """
                for make in (lambda: 'a' * 10**12, lambda: b'a' * 10**12, lambda: [0] * 10**12,
                             lambda: (0,) * 10**12, lambda: 'ab' * 2**62):
                    try:
                        make()
                    except (MemoryError, OverflowError) as e:
                        print(type(e).__name__, e)
                """);
        assertEquals(0, r.status(), r.stderr());
        assertEquals("MemoryError \nMemoryError \nMemoryError \nMemoryError \n"
                + "OverflowError repeated string is too long\n", r.stdout());
    }

    @Test
    void exhaustingTheHeapRaisesMemoryErrorWhereTheProgramAllocated() {
        Launcher.Result r = Launcher.run(List.of("-Xmx192m"), List.of("-c", """
                def fill():
                    chunks = []
                    try:
                        while True:
                            chunks.append(bytearray(4 * 1024 * 1024))
                    except MemoryError:
                        n = len(chunks)
                        chunks = None
                        return n
                n = fill()
                print("MemoryError after", n > 4, "chunks")
                print("still usable", sum(range(100)), len([str(i) for i in range(10000)]))
                try:
                    fill()
                finally:
                    print("finally runs")
                """), Map.of());
        assertFalse(r.stderr().contains("\tat "), r.stderr());
        assertEquals("MemoryError after True chunks\nstill usable 4950 10000\nfinally runs\n",
                r.stdout(), r.stderr());
        assertEquals(0, r.status(), r.stderr());
    }

    /**
     * A heap filled with small live objects: the collector would thrash for a long time before
     * the JVM gave up; the heap watcher makes the Python thread raise MemoryError, which the
     * program catches, and the interpreter is usable after.
     */
    @Test
    void aHeapFilledWithSmallObjectsRaisesMemoryError() {
        Launcher.Result r = Launcher.run(List.of("-Xmx128m"), List.of("-c", """
                def fill():
                    keep = []
                    try:
                        while True:
                            keep.append((object(), [1, 2, 3]))
                    except MemoryError:
                        n = len(keep)
                        keep = None
                        return n
                n = fill()
                print("MemoryError after", n > 10000, "objects")
                print("still usable", sum(range(100)), len([str(i) for i in range(10000)]))
                """), Map.of());
        assertFalse(r.stderr().contains("\tat "), r.stderr());
        assertEquals("MemoryError after True objects\nstill usable 4950 10000\n", r.stdout(),
                r.stderr());
        assertEquals(0, r.status(), r.stderr());
    }
}
