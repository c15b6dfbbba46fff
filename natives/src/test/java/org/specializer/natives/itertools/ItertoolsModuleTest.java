package org.specializer.natives.itertools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.specializer.natives.T.attr;
import static org.specializer.natives.T.call;
import static org.specializer.natives.T.callKw;
import static org.specializer.natives.T.list;
import static org.specializer.natives.T.raises;
import static org.specializer.natives.T.range;
import static org.specializer.natives.T.show;
import static org.specializer.natives.T.showAll;
import static org.specializer.natives.T.take;

import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.natives.T;

/** Expected values are CPython 3.13's. */
class ItertoolsModuleTest {
    private static final PyModule IT = ItertoolsModule.create();

    private static PyObject it(String name, Object... args) {
        return call(attr(IT, name), args);
    }

    private static final PyObject ADD = T.fn("add", (self, a) -> Abstract.add(a[0], a[1]));
    private static final PyObject MUL = T.fn("mul", (self, a) -> Abstract.mul(a[0], a[1]));
    private static final PyObject IS_ODD = T.fn("odd",
            (self, a) -> Py.newBool(((PyInt) a[0]).value % 2 != 0));

    /** Advance a count by two and return it (its repr shows the next value). */
    private static PyObject take2(PyObject c) {
        take(c, 2);
        return c;
    }

    @Test
    void countIntsFloatsAndRepr() {
        assertEquals("[0, 1, 2, 3, 4]", take(it("count"), 5));
        assertEquals("[10, 13, 16, 19]", take(it("count", 10, 3), 4));
        PyObject c = it("count", 1.0, -0.5);
        assertEquals("[1.0, 0.5, 0.0, -0.5]", take(c, 4));
        assertEquals("count(-1, 2)", Abstract.repr(take2(it("count", -5, 2))).value);
        assertEquals("count(5)", Abstract.repr(it("count", 5)).value);
        assertEquals("count(0, 2)", Abstract.repr(it("count", 0, 2)).value);
        raises(PyExc.TypeError, "a number is required", () -> it("count", "a"));
        raises(PyExc.TypeError, "count() takes at most 2 arguments (3 given)",
                () -> it("count", 1, 2, 3));
        raises(PyExc.TypeError, "count() got an unexpected keyword argument 'x'",
                () -> callKw(attr(IT, "count"), new Object[0], "x", 1));
    }

    @Test
    void cycleAndRepeat() {
        assertEquals("['a', 'b', 'a', 'b', 'a']", take(it("cycle", list("a", "b")), 5));
        assertEquals("[]", take(it("cycle", list()), 3));
        assertEquals("['z', 'z', 'z']", showAll(it("repeat", "z", 3)));
        PyObject r = it("repeat", "z", 2);
        assertEquals("repeat('z', 2)", Abstract.repr(r).value);
        assertEquals(2, ((PyInt) call(attr(r, "__length_hint__"))).value);
        take(r, 5);
        assertEquals("repeat('z', 0)", Abstract.repr(r).value);
        assertEquals("repeat(0)", Abstract.repr(it("repeat", 0)).value);
        assertEquals("[]", showAll(callKw(attr(IT, "repeat"), new Object[] {1}, "times", -1)));
        raises(PyExc.TypeError, "cycle expected 1 argument, got 0", () -> it("cycle"));
        raises(PyExc.TypeError, "repeat() missing required argument 'object' (pos 1)",
                () -> it("repeat"));
        raises(PyExc.TypeError, "len() of unsized object",
                () -> call(attr(it("repeat", 1), "__length_hint__")));
    }

    @Test
    void accumulate() {
        assertEquals("[1, 3, 6, 10, 15]", showAll(it("accumulate", list(1, 2, 3, 4, 5))));
        assertEquals("[1, 2, 6, 24, 120]", showAll(it("accumulate", list(1, 2, 3, 4, 5), MUL)));
        assertEquals("[100, 101, 103, 106]", showAll(callKw(attr(IT, "accumulate"),
                new Object[] {list(1, 2, 3)}, "initial", 100)));
        assertEquals("[0]", showAll(callKw(attr(IT, "accumulate"), new Object[] {list()},
                "initial", 0)));
        assertEquals("[[1], [1, 2]]", showAll(it("accumulate", list(list(1), list(2)))));
        raises(PyExc.TypeError, "accumulate() takes at most 2 positional arguments (3 given)",
                () -> it("accumulate", list(), null, null));
    }

    @Test
    void chainAndFromIterable() {
        assertEquals("[1, 2, 'a', 3]", showAll(it("chain", list(1, 2), list("a"),
                T.tuple(3))));
        assertEquals("[]", showAll(it("chain")));
        assertEquals("['x', 'y', 7]", showAll(call(attr(attr(IT, "chain"), "from_iterable"),
                list(list("x", "y"), list(7)))));
        PyObject lazy = it("chain", 1);
        raises(PyExc.TypeError, "'int' object is not iterable", () -> Abstract.next(lazy));
        raises(PyExc.TypeError, "chain() takes no keyword arguments",
                () -> callKw(attr(IT, "chain"), new Object[0], "a", 1));
    }

    private static final PyObject LT4 = T.fn("lt4",
            (self, a) -> Py.newBool(((PyInt) a[0]).value < 4));

    @Test
    void filteringIterators() {
        assertEquals("['a', 'c']", showAll(it("compress", list("a", "b", "c"),
                list(1, 0, 1))));
        assertEquals("[4, 5, 1]", showAll(it("dropwhile", LT4, list(1, 2, 4, 5, 1))));
        assertEquals("[1, 2]", showAll(it("takewhile", LT4, list(1, 2, 4, 5, 1))));
        assertEquals("[0, 2, 4]", showAll(it("filterfalse", IS_ODD, range(0, 6))));
        assertEquals("[0, '']", showAll(it("filterfalse", null, list(0, 1, "", "x"))));
        assertEquals("[3, 12]", showAll(it("starmap", MUL, list(T.tuple(1, 3),
                list(3, 4)))));
        assertEquals("[(1, 2), (2, 3), (3, 4)]", showAll(it("pairwise", list(1, 2, 3, 4))));
        assertEquals("[]", showAll(it("pairwise", list(1))));
        raises(PyExc.TypeError, "dropwhile expected 2 arguments, got 1",
                () -> it("dropwhile", Py.None));
    }

    @Test
    void isliceSemanticsAndMessages() {
        assertEquals("[3, 7, 11]", showAll(it("islice", range(0, 20), 3, 15, 4)));
        assertEquals("[2, 3]", showAll(it("islice", range(0, 4), 2, null)));
        PyObject source = Abstract.iter(range(0, 11));
        assertEquals("[0, 1, 2, 3]", showAll(it("islice", source, 4)));
        // islice stops without consuming the item after its stop
        assertEquals("[4, 5, 6, 7]", showAll(it("islice", source, 4)));
        String stop = "Stop argument for islice() must be None or an integer: 0 <= x <= "
                + "sys.maxsize.";
        String indices = "Indices for islice() must be None or an integer: 0 <= x <= "
                + "sys.maxsize.";
        raises(PyExc.ValueError, stop, () -> it("islice", list(), -1));
        raises(PyExc.ValueError, stop, () -> it("islice", list(), "a"));
        raises(PyExc.ValueError, indices, () -> it("islice", list(), -2));
        raises(PyExc.ValueError, indices, () -> it("islice", list(), -1, 2));
        raises(PyExc.ValueError, "Step for islice() must be a positive integer or None.",
                () -> it("islice", list(), 1, 2, 0));
        raises(PyExc.TypeError, "islice expected at least 2 arguments, got 1",
                () -> it("islice", list()));
    }

    @Test
    void zipLongestAndBatched() {
        assertEquals("[('a', 1), ('b', None), ('c', None)]",
                showAll(it("zip_longest", list("a", "b", "c"), list(1))));
        assertEquals("[(1, 'x'), (2, 'y'), (3, '-')]", showAll(callKw(attr(IT, "zip_longest"),
                new Object[] {list(1, 2, 3), list("x", "y")}, "fillvalue", "-")));
        assertEquals("[]", showAll(it("zip_longest")));
        assertEquals("[(0, 1), (2, 3), (4,)]", showAll(it("batched", range(0, 5), 2)));
        raises(PyExc.ValueError, "n must be at least one", () -> it("batched", list(), 0));
        PyObject strict = callKw(attr(IT, "batched"), new Object[] {range(0, 3), 2},
                "strict", true);
        assertEquals("[(0, 1)]", take(strict, 1));
        raises(PyExc.ValueError, "batched(): incomplete batch", () -> Abstract.next(strict));
        raises(PyExc.TypeError, "zip_longest() got an unexpected keyword argument",
                () -> callKw(attr(IT, "zip_longest"), new Object[0], "x", 1));
    }

    @Test
    void groupbyGroupsShareTheParentsState() {
        PyObject g = it("groupby", list("a", "a", "b", "b", "b", "a"));
        PyTuple first = (PyTuple) Abstract.next(g);
        assertEquals("'a'", show(first.items[0]));
        PyTuple second = (PyTuple) Abstract.next(g);
        // advancing the parent ended the first group
        assertNull(Abstract.next(first.items[1]));
        assertEquals("['b', 'b', 'b']", showAll(second.items[1]));
        PyTuple third = (PyTuple) Abstract.next(g);
        assertEquals("['a']", showAll(third.items[1]));
        assertNull(Abstract.next(g));
        assertEquals("<class 'itertools._grouper'>", first.items[1].type.toString());

        PyObject byParity = it("groupby", list(1, 3, 2, 4, 5), IS_ODD);
        StringBuilder sb = new StringBuilder();
        for (PyObject kg = Abstract.next(byParity); kg != null; kg = Abstract.next(byParity)) {
            PyTuple t = (PyTuple) kg;
            sb.append(show(t.items[0])).append(showAll(t.items[1]));
        }
        assertEquals("True[1, 3]False[2, 4]True[5]", sb.toString());
    }

    @Test
    void teeCopiesShareOneSource() {
        PyObject source = Abstract.iter(range(0, 200));
        PyTuple ts = (PyTuple) it("tee", source, 3);
        assertEquals(3, ts.items.length);
        assertEquals("[0, 1, 2]", take(ts.items[0], 3));
        assertEquals(200, T.drain(ts.items[1]).size());
        assertEquals(197, T.drain(ts.items[0]).size());
        assertEquals(200, T.drain(ts.items[2]).size());
        assertSame(PyTuple.EMPTY, it("tee", list(), 0));
        raises(PyExc.ValueError, "n must be >= 0", () -> it("tee", list(), -1));
        raises(PyExc.TypeError, "itertools.tee() takes no keyword arguments",
                () -> callKw(attr(IT, "tee"), new Object[] {list()}, "n", 2));
    }

    @Test
    void combinatoricsInCPythonOrder() {
        assertEquals("[(1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2)]",
                showAll(it("permutations", list(1, 2, 3), 2)));
        assertEquals(720, T.drain(it("permutations", range(0, 6))).size());
        assertEquals("[()]", showAll(it("permutations", list(), 0)));
        assertEquals("[]", showAll(it("permutations", list(1), 2)));
        assertEquals("[('a', 'b'), ('a', 'c'), ('b', 'c')]",
                showAll(it("combinations", list("a", "b", "c"), 2)));
        assertEquals("[()]", showAll(it("combinations", list(1, 2), 0)));
        assertEquals("[]", showAll(it("combinations", list(1, 2), 3)));
        assertEquals("[(1, 1), (1, 2), (2, 2)]",
                showAll(it("combinations_with_replacement", list(1, 2), 2)));
        assertEquals("[('a', 0), ('a', 1), ('b', 0), ('b', 1)]",
                showAll(it("product", list("a", "b"), list(0, 1))));
        assertEquals("[(0, 0), (0, 1), (1, 0), (1, 1)]", showAll(callKw(attr(IT, "product"),
                new Object[] {list(0, 1)}, "repeat", 2)));
        assertEquals("[()]", showAll(it("product")));
        assertEquals("[]", showAll(it("product", list(1), list())));
        assertEquals(60, T.drain(it("product", range(0, 3), range(0, 4), range(0, 5))).size());
        raises(PyExc.ValueError, "r must be non-negative", () -> it("permutations", list(), -1));
        raises(PyExc.TypeError, "Expected int as r", () -> it("permutations", list(), "a"));
        raises(PyExc.TypeError, "combinations() missing required argument 'r' (pos 2)",
                () -> it("combinations", list()));
        raises(PyExc.ValueError, "repeat argument cannot be negative",
                () -> callKw(attr(IT, "product"), new Object[] {list()}, "repeat", -1));
    }

    @Test
    void iteratorsAreTheirOwnIterators() {
        PyObject c = it("count");
        assertSame(c, Abstract.iter(c));
        assertEquals("0", show(call(attr(c, "__next__"))));
        raises(PyExc.StopIteration, null, () -> call(attr(it("repeat", 1, 0), "__next__")));
        assertEquals("<class 'itertools.chain'>", attr(IT, "chain").toString());
    }
}
