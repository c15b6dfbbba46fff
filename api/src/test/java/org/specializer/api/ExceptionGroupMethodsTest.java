package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.api.Py3.call;
import static org.specializer.api.Py3.fn;
import static org.specializer.api.Py3.i;
import static org.specializer.api.Py3.listOf;
import static org.specializer.api.Py3.raises;
import static org.specializer.api.Py3.repr;
import static org.specializer.api.Py3.s;

import org.junit.jupiter.api.Test;

class ExceptionGroupMethodsTest {

    private static PyBaseException exc(PyType t, long arg) {
        return PyExc.create(t, i(arg));
    }

    private static PyObject group(PyType t, String msg, PyObject... excs) {
        return t.call(new PyObject[] {s(msg), listOf(excs)}, Py.NO_KWNAMES);
    }

    /**
     * {@code ExceptionGroup("top", [ValueError(1), ExceptionGroup("mid", [TypeError(2),
     * ValueError(3)]), KeyError(4)])}.
     */
    private static PyBaseExceptionGroup nested() {
        return (PyBaseExceptionGroup) group(PyExc.ExceptionGroup, "top",
                exc(PyExc.ValueError, 1),
                group(PyExc.ExceptionGroup, "mid", exc(PyExc.TypeError, 2),
                        exc(PyExc.ValueError, 3)),
                exc(PyExc.KeyError, 4));
    }

    @Test
    void baseExceptionGroupOfExceptionsIsAnExceptionGroup() {
        PyObject g = group(PyExc.BaseExceptionGroup, "m", exc(PyExc.ValueError, 1));
        assertSame(PyExc.ExceptionGroup, g.type);
        PyObject b = group(PyExc.BaseExceptionGroup, "m", exc(PyExc.ValueError, 1),
                PyExc.create(PyExc.KeyboardInterrupt));
        assertSame(PyExc.BaseExceptionGroup, b.type);
        assertEquals("m (2 sub-exceptions)", Abstract.str(b).value);
        assertEquals("m (1 sub-exception)", Abstract.str(g).value);
        assertEquals("ExceptionGroup('m', [ValueError(1)])", repr(g));
        assertEquals("(ValueError(1),)", repr(((PyBaseExceptionGroup) g).exceptions));
        assertTrue(PyExc.ExceptionGroup.isSubtype(PyExc.Exception));
        assertFalse(PyExc.BaseExceptionGroup.isSubtype(PyExc.Exception));
    }

    @Test
    void constructorErrorsAreCPythons() {
        raises(PyExc.TypeError, "TypeError: Cannot nest BaseExceptions in an ExceptionGroup",
                () -> group(PyExc.ExceptionGroup, "m", PyExc.create(PyExc.SystemExit)));
        raises(PyExc.ValueError,
                "ValueError: second argument (exceptions) must be a non-empty sequence",
                () -> group(PyExc.ExceptionGroup, "m"));
        raises(PyExc.TypeError, "TypeError: second argument (exceptions) must be a sequence",
                () -> PyExc.ExceptionGroup.call(new PyObject[] {s("m"), new PyDict()},
                        Py.NO_KWNAMES));
        raises(PyExc.ValueError,
                "ValueError: Item 1 of second argument (exceptions) is not an exception",
                () -> group(PyExc.ExceptionGroup, "m", exc(PyExc.ValueError, 1), i(2)));
        raises(PyExc.TypeError,
                "TypeError: BaseExceptionGroup.__new__() argument 1 must be str, not int",
                () -> PyExc.ExceptionGroup.call(new PyObject[] {i(1), listOf()}, Py.NO_KWNAMES));
        raises(PyExc.TypeError,
                "TypeError: BaseExceptionGroup.__new__() takes exactly 2 arguments (1 given)",
                () -> PyExc.ExceptionGroup.call(new PyObject[] {s("m")}, Py.NO_KWNAMES));
        raises(PyExc.AttributeError, "AttributeError: readonly attribute",
                () -> nested().setAttr(s("message"), s("x")));
    }

    @Test
    void splitByTypeKeepsTheNesting() {
        PyBaseExceptionGroup g = nested();
        PyTuple r = (PyTuple) call(g, "split", PyExc.ValueError);
        assertEquals("ExceptionGroup('top', [ValueError(1), ExceptionGroup('mid', "
                + "[ValueError(3)])])", repr(r.items[0]));
        assertEquals("ExceptionGroup('top', [ExceptionGroup('mid', [TypeError(2)]), "
                + "KeyError(4)])", repr(r.items[1]));
        // the leaves themselves are shared, not copied
        PyBaseExceptionGroup match = (PyBaseExceptionGroup) r.items[0];
        assertSame(g.exceptions.items[0], match.exceptions.items[0]);
    }

    @Test
    void splitAndSubgroupOnAWholeMatchOrNone() {
        PyBaseExceptionGroup g = nested();
        PyTuple all = (PyTuple) call(g, "split", PyExc.Exception);
        assertSame(g, all.items[0]);
        assertSame(Py.None, all.items[1]);
        assertSame(g, call(g, "subgroup", PyExc.ExceptionGroup));
        assertSame(Py.None, call(g, "subgroup", PyExc.OSError));
        // nothing matches: the rest is a copy, rebuilt group by group
        PyTuple none = (PyTuple) call(g, "split", PyExc.OSError);
        assertSame(Py.None, none.items[0]);
        assertNotSame(g, none.items[1]);
        assertEquals(repr(g), repr(none.items[1]));
    }

    @Test
    void subgroupByTupleAndByPredicate() {
        PyBaseExceptionGroup g = nested();
        assertEquals("ExceptionGroup('top', [ExceptionGroup('mid', [TypeError(2)]), "
                + "KeyError(4)])",
                repr(call(g, "subgroup", PyTuple.of(PyExc.TypeError, PyExc.LookupError))));
        PyObject big = fn(e -> Py.newBool(!(e instanceof PyBaseExceptionGroup)
                && ((PyInt) ((PyBaseException) e).args.items[0]).value >= 3));
        assertEquals("ExceptionGroup('top', [ExceptionGroup('mid', [ValueError(3)]), "
                + "KeyError(4)])", repr(call(g, "subgroup", big)));
        raises(PyExc.TypeError, "TypeError: expected an exception type, a tuple of exception "
                + "types, or a callable (other than a class)",
                () -> call(g, "split", PyTuple.of(PyExc.ValueError, i(1))));
        raises(PyExc.TypeError, "TypeError: expected an exception type, a tuple of exception "
                + "types, or a callable (other than a class)",
                () -> call(g, "subgroup", PyType.OBJECT));
    }

    @Test
    void partsCarryTheGroupsMetadataAndACopyOfItsNotes() {
        PyBaseExceptionGroup g = nested();
        PyTraceback tb = new PyTraceback(null, null, 1, 0);
        PyBaseException cause = exc(PyExc.OSError, 5);
        PyBaseException context = exc(PyExc.KeyError, 6);
        g.traceback = tb;
        g.cause = cause;
        g.context = context;
        call(g, "add_note", s("n"));
        PyTuple r = (PyTuple) call(g, "split", PyExc.TypeError);
        for (PyObject o : r.items) {
            PyBaseException part = (PyBaseException) o;
            assertNotSame(g, part);
            assertSame(tb, part.traceback);
            assertSame(cause, part.cause);
            assertSame(context, part.context);
            assertTrue(part.suppressContext);
            PyObject notes = part.getAttr(Names.__notes__);
            assertEquals("['n']", repr(notes));
            assertNotSame(g.getAttr(Names.__notes__), notes);
        }
        // the nested part made from "mid" carries mid's metadata (none), not top's
        PyBaseExceptionGroup mid = (PyBaseExceptionGroup) ((PyBaseExceptionGroup) r.items[0])
                .exceptions.items[0];
        assertNull(mid.traceback);
        assertNull(mid.cause);
    }

    @Test
    void deriveUsesTheMessageAndPicksTheType() {
        PyBaseExceptionGroup g = nested();
        g.traceback = new PyTraceback(null, null, 1, 0);
        PyObject d = call(g, "derive", listOf(PyExc.create(PyExc.SystemExit)));
        assertEquals("BaseExceptionGroup('top', [SystemExit()])", repr(d));
        assertNull(((PyBaseException) d).traceback);
    }

    @Test
    void prepReraiseStarKeepsWhatWasReraisedInPlace() {
        PyBaseExceptionGroup g = nested();
        g.traceback = new PyTraceback(null, null, 1, 0);
        PyObject values = ((PyTuple) call(g, "split", PyExc.ValueError)).items[0];
        PyObject rest = ((PyTuple) call(g, "split", PyExc.ValueError)).items[1];
        PyObject keys = ((PyTuple) call(rest, "split", PyExc.KeyError)).items[0];
        // both re-raised: one group in the original's shape, the handled TypeError left out
        PyObject r = ExceptionGroupMethods.prepReraiseStar(g, listOf(values, keys, Py.None));
        assertEquals("ExceptionGroup('top', [ValueError(1), ExceptionGroup('mid', "
                + "[ValueError(3)]), KeyError(4)])", repr(r));
        assertSame(g.traceback, ((PyBaseException) r).traceback);
        // nothing left
        assertSame(Py.None, ExceptionGroupMethods.prepReraiseStar(g, listOf(Py.None)));
    }

    @Test
    void prepReraiseStarPutsNewExceptionsBesideTheRest() {
        PyBaseExceptionGroup g = nested();
        g.traceback = new PyTraceback(null, null, 1, 0);
        PyObject rest = ((PyTuple) call(g, "split", PyExc.ValueError)).items[1];
        PyBaseException raised = exc(PyExc.RuntimeError, 9);
        PyObject r = ExceptionGroupMethods.prepReraiseStar(g, listOf(raised, rest));
        assertEquals("ExceptionGroup('', [RuntimeError(9), ExceptionGroup('top', "
                + "[ExceptionGroup('mid', [TypeError(2)]), KeyError(4)])])", repr(r));
        assertSame(raised, ExceptionGroupMethods.prepReraiseStar(g, listOf(raised, Py.None)));
    }

    @Test
    void prepReraiseStarOfANakedExceptionIsWhatTheClauseRaised() {
        PyBaseException naked = exc(PyExc.ValueError, 1);
        PyObject wrapped = ExceptionGroupMethods.create("", PyTuple.of(naked));
        assertSame(wrapped, ExceptionGroupMethods.prepReraiseStar(naked,
                listOf(wrapped, Py.None)));
        assertSame(Py.None, ExceptionGroupMethods.prepReraiseStar(naked, listOf(Py.None)));
    }

    @Test
    void givenExceptionMatchesBySubclassThroughNestedTuples() {
        PyBaseException k = exc(PyExc.KeyError, 1);
        assertTrue(ExceptionGroupMethods.givenExceptionMatches(k, PyExc.LookupError));
        assertTrue(ExceptionGroupMethods.givenExceptionMatches(k,
                PyTuple.of(PyExc.TypeError, PyTuple.of(PyExc.KeyError))));
        assertFalse(ExceptionGroupMethods.givenExceptionMatches(k, PyExc.IndexError));
    }
}
