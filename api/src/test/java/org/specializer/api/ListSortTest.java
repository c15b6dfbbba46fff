package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class ListSortTest {

    /** A value whose {@code __lt__} logs its calls, answering truly or inconsistently. */
    static final class W extends PyObject {
        static final StringBuilder LOG = new StringBuilder();
        static int calls;
        static final PyType TYPE = PyType.builtin("W", W.class, PyType.OBJECT, 0,
                t -> t.method1("__lt__", (self, o) -> {
                    W a = (W) self;
                    W b = (W) o;
                    LOG.append(a.v).append('<').append(b.v).append(';');
                    calls++;
                    boolean r = a.odd ? Math.floorMod(3 * a.v + b.v, 5) < 2 : a.v < b.v;
                    return Py.newBool(r);
                }));
        final int v;
        final boolean odd;

        W(int v, boolean odd) {
            super(TYPE);
            this.v = v;
            this.odd = odd;
        }
    }

    private static List<String[]> fixtures() throws IOException {
        List<String[]> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                ListSortTest.class.getResourceAsStream("sort_fixtures.txt"),
                StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isEmpty()) {
                    out.add(line.split(" "));
                }
            }
        }
        return out;
    }

    private static int[] ints(String csv) {
        return csv.equals("-") ? new int[0]
                : Arrays.stream(csv.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    @Test
    void comparisonSequenceAndResultMatchCPythonTimsort()
            throws IOException, NoSuchAlgorithmException {
        int n = 0;
        for (String[] f : fixtures()) {
            boolean odd = f[0].equals("odd");
            boolean reverse = f[1].equals("True");
            int[] input = ints(f[2]);
            PyList l = new PyList();
            for (int x : input) {
                l.append(new W(x, odd));
            }
            W.LOG.setLength(0);
            W.calls = 0;
            ListSort.sort(l, null, reverse);
            StringBuilder got = new StringBuilder();
            for (int i = 0; i < l.size; i++) {
                got.append(i > 0 ? "," : "").append(((W) l.items[i]).v);
            }
            String desc = String.join(" ", f[0], f[1], "n=" + input.length);
            assertEquals(f[3], got.length() == 0 ? "-" : got.toString(), desc);
            assertEquals(Integer.parseInt(f[4]), W.calls, desc);
            byte[] sha = MessageDigest.getInstance("SHA-1").digest(
                    W.LOG.toString().getBytes(StandardCharsets.UTF_8));
            assertEquals(f[5], HexFormat.of().formatHex(sha), desc);
            n++;
        }
        assertEquals(250, n);
    }

    @Property
    void sortsIntsLikeJava(@ForAll @Size(max = 300) List<@IntRange(min = -50, max = 50) Integer> xs,
            @ForAll boolean reverse) {
        PyList l = new PyList();
        xs.forEach(x -> l.append(PyInt.of(x)));
        ListSort.sort(l, null, reverse);
        List<Integer> expected = new ArrayList<>(xs);
        expected.sort(reverse ? java.util.Comparator.reverseOrder() : null);
        for (int i = 0; i < expected.size(); i++) {
            assertEquals((long) expected.get(i), ((PyInt) l.items[i]).value);
        }
    }

    /**
     * Strings sort in code-point order, whichever comparison {@link PyStr#compare} takes:
     * UTF-16 order for strings without surrogates, code points otherwise. The characters are
     * drawn where the two orders could part: ASCII, Latin-1, the BMP above the surrogates,
     * lone surrogates and astral characters (a surrogate pair in UTF-16).
     */
    @Property
    void sortsStrsInCodePointOrder(
            @ForAll @Size(max = 60) List<@Size(max = 4) List<@IntRange(min = 0, max = 5) Integer>> picks) {
        int[] pool = {'a', 'z', 0xE9, 0xFFFF, 0xD800, 0x1F600};
        PyList l = new PyList();
        List<int[]> expected = new ArrayList<>();
        for (List<Integer> p : picks) {
            int[] cps = p.stream().mapToInt(i -> pool[i]).toArray();
            expected.add(cps);
            l.append(PyStr.of(new String(cps, 0, cps.length)));
        }
        ListSort.sort(l, null, false);
        expected.sort(Arrays::compare);
        for (int i = 0; i < expected.size(); i++) {
            assertTrue(Arrays.equals(expected.get(i),
                    ((PyStr) l.items[i]).value.codePoints().toArray()), "position " + i);
        }
    }

    /**
     * Tuples of exact ints, floats and strs sort as tuple comparison says item by item (the
     * sort's own fast comparison of such tuples against the generic one, reached by wrapping
     * each tuple in another): the same order, NaN, signed zeros, astral characters and ties
     * included.
     */
    @Property
    void sortsTuplesAsTheGenericComparisonDoes(
            @ForAll @Size(max = 80) List<@IntRange(min = 0, max = 63) Integer> picks,
            @ForAll boolean strs, @ForAll boolean reverse) {
        PyObject nan = new PyFloat(Double.NaN);
        PyObject[] seconds = strs
                ? new PyObject[] {PyStr.of("a"), PyStr.of("b"), PyStr.of("\uffff"),
                        PyStr.of("\ud83d\ude00"), PyStr.of("a"), PyStr.of("")}
                : new PyObject[] {new PyFloat(0.0), new PyFloat(-0.0), nan,
                        new PyFloat(Double.NaN), new PyFloat(1.5), nan};
        PyList fast = new PyList();
        PyList generic = new PyList();
        for (int p : picks) {
            PyTuple t = new PyTuple(new PyObject[] {PyInt.of(p % 3), seconds[(p / 3) % 6],
                    PyInt.of(p / 18)});
            fast.append(t);
            generic.append(new PyTuple(new PyObject[] {t}));
        }
        ListSort.sort(fast, null, reverse);
        ListSort.sort(generic, null, reverse);
        for (int i = 0; i < fast.size; i++) {
            assertTrue(fast.items[i] == ((PyTuple) generic.items[i]).items[0], "position " + i);
        }
    }

    @Property
    void keySortIsStableEvenReversed(
            @ForAll @Size(max = 200) List<@IntRange(min = 0, max = 9) Integer> keys,
            @ForAll boolean reverse) {
        // items are (key, position); sorting by key must keep positions increasing among equals
        PyList l = new PyList();
        for (int i = 0; i < keys.size(); i++) {
            l.append(Py3.tuple(keys.get(i), i));
        }
        PyObject first = Py3.fn(t -> ((PyTuple) t).items[0]);
        ListSort.sort(l, first, reverse);
        for (int i = 1; i < l.size; i++) {
            PyTuple a = (PyTuple) l.items[i - 1];
            PyTuple b = (PyTuple) l.items[i];
            long ka = ((PyInt) a.items[0]).value;
            long kb = ((PyInt) b.items[0]).value;
            assertTrue(reverse ? ka >= kb : ka <= kb);
            if (ka == kb) {
                assertTrue(((PyInt) a.items[1]).value < ((PyInt) b.items[1]).value);
            }
        }
    }

    @Test
    void sortMethodTakesKeywordsOnly() {
        PyList l = Py3.list(3, 1, 2);
        Py3.callKw(l, "sort", new PyObject[] {Py.True}, "reverse");
        assertEquals("[3, 2, 1]", Py3.repr(l));
        Py3.raises(PyExc.TypeError, "TypeError: sort() takes no positional arguments",
                () -> Py3.call(l, "sort", Py.True));
    }

    @Test
    void exceptionFromComparisonPropagatesAndKeepsAllItems() {
        PyList l = Py3.listOf(PyInt.of(3), PyStr.of("a"), PyInt.of(1), PyInt.of(2));
        Py3.raises(PyExc.TypeError,
                "TypeError: '<' not supported between instances of 'str' and 'int'",
                () -> Py3.call(l, "sort"));
        assertEquals(4, l.size);
        List<String> items = new ArrayList<>();
        for (int i = 0; i < l.size; i++) {
            items.add(Py3.repr(l.items[i]));
        }
        items.sort(null);
        assertEquals(List.of("'a'", "1", "2", "3"), items);
    }

    @Test
    void exceptionFromKeyLeavesListUnchanged() {
        PyList l = Py3.list(3, 1, 2);
        PyObject bad = Py3.fn(x -> {
            if (((PyInt) x).value == 2) {
                throw Py.valueError("no");
            }
            return x;
        });
        Py3.raises(PyExc.ValueError, "ValueError: no",
                () -> Py3.callKw(l, "sort", new PyObject[] {bad}, "key"));
        assertEquals("[3, 1, 2]", Py3.repr(l));
    }

    @Test
    void mutationDuringSortIsDetected() {
        PyList l = Py3.list(3, 1, 2);
        PyObject key = Py3.fn(x -> {
            l.append(PyInt.of(9));
            return x;
        });
        Py3.raises(PyExc.ValueError, "ValueError: list modified during sort",
                () -> Py3.callKw(l, "sort", new PyObject[] {key}, "key"));
        assertEquals("[1, 2, 3]", Py3.repr(l));
    }

    @Test
    void listLooksEmptyDuringSort() {
        PyList l = Py3.list(3, 1, 2);
        List<Integer> seen = new ArrayList<>();
        PyObject key = Py3.fn(x -> {
            seen.add(l.size);
            return x;
        });
        Py3.callKw(l, "sort", new PyObject[] {key}, "key");
        assertEquals(List.of(0, 0, 0), seen);
        assertEquals("[1, 2, 3]", Py3.repr(l));
    }
}
