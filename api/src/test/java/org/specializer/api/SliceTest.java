package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.specializer.api.Py3.raises;

import org.junit.jupiter.api.Test;

class SliceTest {
    @Test
    void slicesHashAndCompareAsTuplesOfTheirParts() {
        assertEquals(-2340833382717974474L, Abstract.hash(Py3.slice(1L, 2L, 3L)));
        assertEquals(Py.True, Abstract.richCompare(Py3.slice(1L, 2L, null),
                Py3.slice(1L, 3L, null), Abstract.LT));
        assertEquals(Py.True, Abstract.richCompare(Py3.slice(1L, 2L, null),
                Py3.slice(1L, 2L, null), Abstract.EQ));
        assertEquals(Py.False, Abstract.richCompare(Py3.slice(1L, null, null), Py3.i(1),
                Abstract.EQ));
        raises(PyExc.TypeError, "TypeError: unhashable type: 'list'",
                () -> Abstract.hash(new PySlice(Py3.list(), Py.None, Py.None)));
        raises(PyExc.TypeError,
                "TypeError: '<' not supported between instances of 'int' and 'str'",
                () -> Abstract.richCompare(Py3.slice(1L, 2L, null),
                        new PySlice(Py3.s("a"), Py3.i(3), Py.None), Abstract.LT));
    }
}
