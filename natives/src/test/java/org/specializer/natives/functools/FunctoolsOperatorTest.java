package org.specializer.core.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.core.modules.T.attr;
import static org.specializer.core.modules.T.call;
import static org.specializer.core.modules.T.callKw;
import static org.specializer.core.modules.T.list;
import static org.specializer.core.modules.T.mcall;
import static org.specializer.core.modules.T.raises;
import static org.specializer.core.modules.T.s;
import static org.specializer.core.modules.T.show;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

/** Expected values are CPython 3.13's (conformance 56_functools_operator). */
class FunctoolsOperatorTest {
    private static final PyModule F = FunctoolsModule.create();
    private static final PyModule O = OperatorModule.create();

    private static String repr(PyObject o) {
        return Abstract.repr(o).value;
    }

    @Test
    void reduceWithAndWithoutInitial() {
        PyObject add = attr(O, "add");
        assertEquals("15", show(mcall(F, "reduce", add, list(1, 2, 3, 4, 5))));
        assertEquals("0", show(mcall(F, "reduce", add, list(), 0)));
        assertEquals("[1, 2, 3]", show(mcall(F, "reduce", add, list(list(1), list(2, 3)))));
        raises(PyExc.TypeError, "reduce() of empty iterable with no initial value",
                () -> mcall(F, "reduce", add, list()));
        raises(PyExc.TypeError, "reduce expected at least 2 arguments, got 1",
                () -> mcall(F, "reduce", add));
    }

    @Test
    void partialFixesArgumentsAndFlattens() {
        PyObject collect = T.fn("collect", (self, a) -> new PyTuple(a.clone()));
        PyObject p = mcall(F, "partial", collect, 1, 2);
        assertEquals("(1, 2, 3)", show(call(p, 3)));
        assertSame(collect, attr(p, "func"));
        assertEquals("(1, 2)", show(attr(p, "args")));
        PyObject nested = mcall(F, "partial", p, 9);
        assertSame(collect, attr(nested, "func"));
        assertEquals("(1, 2, 9)", show(attr(nested, "args")));
        PyObject kw = callKw(attr(F, "partial"), new Object[] {attr(O, "itemgetter")}, "x", 1);
        assertEquals("{'x': 1}", show(attr(kw, "keywords")));
        assertTrue(repr(mcall(F, "partial", collect, 1)).startsWith("functools.partial("));
        assertTrue(repr(mcall(F, "partial", collect, 1)).endsWith(", 1)"));
        raises(PyExc.TypeError, "type 'partial' takes at least one argument",
                () -> mcall(F, "partial"));
        raises(PyExc.TypeError, "the first argument must be callable",
                () -> mcall(F, "partial", 1));
    }

    @Test
    void lruCacheCountsHitsAndEvictsLeastRecent() {
        List<Long> calls = new ArrayList<>();
        PyObject square = T.fn("square", (self, a) -> {
            calls.add(((PyInt) a[0]).value);
            return Abstract.mul(a[0], a[0]);
        });
        PyObject deco = callKw(attr(F, "lru_cache"), new Object[0], "maxsize", 2);
        PyObject cached = call(deco, square);
        for (int x : new int[] {1, 2, 1, 3, 1, 2}) {
            call(cached, x);
        }
        assertEquals("[1, 2, 3, 2]", calls.toString());
        assertEquals("CacheInfo(hits=2, misses=4, maxsize=2, currsize=2)",
                repr(call(attr(cached, "cache_info"))));
        call(attr(cached, "cache_clear"));
        assertEquals("CacheInfo(hits=0, misses=0, maxsize=2, currsize=0)",
                repr(call(attr(cached, "cache_info"))));
        assertSame(square, attr(cached, "__wrapped__"));

        PyObject ident = T.fn("ident", (self, a) -> a[0]);
        PyObject bare = mcall(F, "lru_cache", ident);
        call(bare, 1);
        call(bare, 1.0);
        call(bare, true);
        assertEquals("CacheInfo(hits=1, misses=2, maxsize=128, currsize=2)",
                repr(call(attr(bare, "cache_info"))));
        PyObject unbounded = mcall(F, "cache", ident);
        assertEquals("CacheInfo(hits=0, misses=0, maxsize=None, currsize=0)",
                repr(call(attr(unbounded, "cache_info"))));
        raises(PyExc.TypeError, "Expected first argument to be an integer, a callable, or None",
                () -> mcall(F, "lru_cache", "a"));
    }

    @Test
    void updateWrapperCopiesNameAndSetsWrapped() {
        PyObject wrapped = T.fn("inner", (self, a) -> Py.None);
        PyObject wrapper = mcall(F, "partial", wrapped);
        mcall(F, "update_wrapper", wrapper, wrapped);
        assertEquals("'inner'", show(attr(wrapper, "__name__")));
        assertSame(wrapped, attr(wrapper, "__wrapped__"));
        PyObject w = mcall(F, "wraps", wrapped);
        assertTrue(repr(w).startsWith("functools.partial("));
        assertEquals("('__module__', '__name__', '__qualname__', '__doc__', '__annotations__', "
                + "'__type_params__')", show(attr(F, "WRAPPER_ASSIGNMENTS")));
    }

    @Test
    void cmpToKeyWrapsAComparison() {
        PyObject cmp = T.fn("cmp", (self, a) -> Abstract.sub(a[0], a[1]));
        PyObject key = mcall(F, "cmp_to_key", cmp);
        PyObject k1 = call(key, 1);
        PyObject k2 = call(key, 2);
        assertTrue(Abstract.richCompareBool(k1, k2, Abstract.LT));
        assertEquals("1", show(attr(k1, "obj")));
        raises(PyExc.TypeError, "other argument must be K instance",
                () -> Abstract.richCompare(k1, PyInt.of(2), Abstract.LT));
    }

    @Test
    void operatorFunctions() {
        assertEquals("5", show(mcall(O, "add", 2, 3)));
        assertEquals("6", show(mcall(O, "mul", 2, 3)));
        assertEquals("True", show(mcall(O, "lt", 2, 3)));
        assertEquals("-6", show(mcall(O, "inv", 5)));
        assertEquals("True", show(mcall(O, "not_", 0)));
        assertEquals("2", show(mcall(O, "countOf", list(1, 1, 2), 1)));
        assertEquals("1", show(mcall(O, "indexOf", list(1, 2), 2)));
        assertEquals("[1, 2]", show(mcall(O, "iadd", list(1), list(2))));
        assertEquals("2", show(mcall(O, "length_hint", Abstract.iter(list(1, 2)))));
        assertEquals("3", show(mcall(O, "length_hint", 5, 3)));
        raises(PyExc.TypeError, "add expected 2 arguments, got 1", () -> mcall(O, "add", 1));
        raises(PyExc.TypeError, "'int' object can't be concatenated",
                () -> mcall(O, "concat", 1, 2));
        raises(PyExc.ValueError, "sequence.index(x): x not in sequence",
                () -> mcall(O, "indexOf", list(1), 3));
        assertSame(attr(O, "add"), attr(O, "__add__"));
    }

    @Test
    void itemgetterAttrgetterMethodcaller() {
        PyObject people = T.tuple("ann", 31, "nyc");
        assertEquals("'ann'", show(call(mcall(O, "itemgetter", 0), people)));
        assertEquals("('ann', 'nyc')", show(call(mcall(O, "itemgetter", 0, 2), people)));
        assertEquals("operator.itemgetter(1)", repr(mcall(O, "itemgetter", 1)));
        assertEquals("operator.itemgetter(0, 'a')", repr(mcall(O, "itemgetter", 0, "a")));
        PyDict d = new PyDict();
        d.setItem(s("b"), PyInt.of(2));
        assertEquals("2", show(call(mcall(O, "itemgetter", "b"), d)));
        raises(PyExc.TypeError, "itemgetter expected 1 argument, got 0",
                () -> mcall(O, "itemgetter"));

        PyObject module = F;
        assertEquals("'functools'", show(call(mcall(O, "attrgetter", "__name__"), module)));
        assertEquals("operator.attrgetter('a.b', 'c')", repr(mcall(O, "attrgetter", "a.b",
                "c")));
        raises(PyExc.TypeError, "attribute name must be a string",
                () -> mcall(O, "attrgetter", 1));

        PyObject mc = callKw(attr(O, "methodcaller"), new Object[] {"f", 1}, "b", 2);
        assertEquals("operator.methodcaller('f', 1, b=2)", repr(mc));
        PyObject popper = mcall(O, "methodcaller", "pop");
        assertEquals("3", show(call(popper, list(1, 2, 3))));
        raises(PyExc.TypeError, "method name must be a string",
                () -> mcall(O, "methodcaller", 1));
        assertEquals(PyStr.class, s("x").getClass());
    }
}
