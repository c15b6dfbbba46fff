package org.specializer.core.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.specializer.core.modules.T.attr;
import static org.specializer.core.modules.T.call;
import static org.specializer.core.modules.T.callKw;
import static org.specializer.core.modules.T.raises;
import static org.specializer.core.modules.T.show;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyNone;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyUnionType;

/** The {@code _typing} module and the entry points of the PEP 695 intrinsics (CPython 3.13). */
class TypingModuleTest {
    private static final PyModule M = TypingModule.create();

    /** A callable counting its calls, returning {@code result}. */
    private static PyObject counting(AtomicInteger calls, PyObject result) {
        return T.fn("evaluate", (self, args) -> {
            calls.incrementAndGet();
            return result;
        });
    }

    @Test
    void moduleHasCPythonsNames() {
        StringBuilder sb = new StringBuilder();
        for (String n : new String[] {"TypeVar", "ParamSpec", "ParamSpecArgs", "ParamSpecKwargs",
            "TypeVarTuple", "TypeAliasType", "Generic", "NoDefault"}) {
            sb.append(show(attr(M, n))).append(' ');
        }
        assertEquals("<class 'typing.TypeVar'> <class 'typing.ParamSpec'> "
                + "<class 'typing.ParamSpecArgs'> <class 'typing.ParamSpecKwargs'> "
                + "<class 'typing.TypeVarTuple'> <class 'typing.TypeAliasType'> "
                + "<class 'typing.Generic'> typing.NoDefault ", sb.toString());
        assertEquals("5", show(call(attr(M, "_idfunc"), 5)));
    }

    @Test
    void syntaxTypeVarsInferVarianceAndEvaluateTheirBoundOnce() {
        AtomicInteger calls = new AtomicInteger();
        PyObject tv = TypingModule.makeTypeVarWithBound(PyStr.of("T"), counting(calls, PyInt.TYPE));
        assertEquals("T", show(tv));
        assertEquals(0, calls.get());
        assertSame(PyInt.TYPE, attr(tv, "__bound__"));
        assertSame(PyInt.TYPE, attr(tv, "__bound__"));
        assertEquals(1, calls.get());
        assertSame(Py.True, attr(tv, "__infer_variance__"));
        assertEquals("()", show(attr(tv, "__constraints__")));
        assertEquals("'typing'", show(attr(tv, "__module__")));
        assertEquals("typing.NoDefault", show(attr(tv, "__default__")));
        assertSame(Py.False, call(attr(tv, "has_default")));
    }

    @Test
    void constraintsAndDefaultsAreLazyToo() {
        AtomicInteger calls = new AtomicInteger();
        PyObject cs = PyTuple.of(PyInt.TYPE, PyStr.TYPE);
        PyObject tv = TypingModule.makeTypeVarWithConstraints(PyStr.of("T"), counting(calls, cs));
        assertSame(Py.None, attr(tv, "__bound__"));
        assertSame(cs, attr(tv, "__constraints__"));
        assertSame(tv, TypingModule.setTypeParamDefault(tv, counting(calls, PyStr.TYPE)));
        assertSame(Py.True, call(attr(tv, "has_default")));
        assertEquals(1, calls.get());
        assertSame(PyStr.TYPE, attr(tv, "__default__"));
        assertEquals(2, calls.get());
        PyObject ps = TypingModule.makeParamSpec(PyStr.of("P"));
        PyObject ts = TypingModule.makeTypeVarTuple(PyStr.of("Ts"));
        assertEquals("P P.args P.kwargs Ts", show(ps) + " " + show(attr(ps, "args")) + " "
                + show(attr(ps, "kwargs")) + " " + show(ts));
        TypingModule.setTypeParamDefault(ts, counting(calls, PyInt.TYPE));
        assertSame(PyInt.TYPE, attr(ts, "__default__"));
        raises(PyExc.TypeError, "Expected a type param, got 1",
                () -> TypingModule.setTypeParamDefault(PyInt.of(1), Py.None));
    }

    @Test
    void typeVarsMadeByCallsFollowTheConstructorsRules() {
        PyObject typeVar = attr(M, "TypeVar");
        assertEquals("~T +T -T T", show(call(typeVar, "T")) + " "
                + show(callKw(typeVar, new Object[] {"T"}, "covariant", true)) + " "
                + show(callKw(typeVar, new Object[] {"T"}, "contravariant", 1)) + " "
                + show(callKw(typeVar, new Object[] {"T"}, "infer_variance", true)));
        assertEquals("(<class 'int'>, <class 'str'>)",
                show(attr(call(typeVar, "T", PyInt.TYPE, PyStr.TYPE), "__constraints__")));
        raises(PyExc.TypeError, "A single constraint is not allowed",
                () -> call(typeVar, "T", PyInt.TYPE));
        raises(PyExc.ValueError, "Bivariant types are not supported.",
                () -> callKw(typeVar, new Object[] {"T"}, "covariant", true, "contravariant", true));
        raises(PyExc.TypeError, "typevar() argument 'name' must be str, not int",
                () -> call(typeVar, 3));
        PyObject paramSpec = attr(M, "ParamSpec");
        assertSame(PyNone.TYPE, attr(call(paramSpec, "P"), "__bound__"));
        raises(PyExc.TypeError, "typevartuple() takes exactly 1 positional argument (2 given)",
                () -> call(attr(M, "TypeVarTuple"), "Ts", PyInt.TYPE));
    }

    @Test
    void typeAliasesComputeTheirValueOnceAndJoinUnions() {
        AtomicInteger calls = new AtomicInteger();
        PyObject alias = TypingModule.makeTypeAlias(PyTuple.of(PyStr.of("A"), Py.None,
                counting(calls, PyInt.TYPE)));
        assertEquals("A", show(alias));
        assertEquals(0, calls.get());
        assertSame(PyInt.TYPE, attr(alias, "__value__"));
        assertSame(PyInt.TYPE, attr(alias, "__value__"));
        assertEquals(1, calls.get());
        assertEquals("()", show(attr(alias, "__type_params__")));
        assertSame(PyUnionType.TYPE, Abstract.binaryOp(alias, Py.None, Abstract.NB_OR).type);
        raises(PyExc.TypeError, "Only generic type aliases are subscriptable",
                () -> Abstract.getItem(alias, PyInt.TYPE));
        PyObject tv = TypingModule.makeTypeVar(PyStr.of("T"));
        PyObject generic = TypingModule.makeTypeAlias(PyTuple.of(PyStr.of("G"), PyTuple.of(tv),
                counting(calls, PyInt.TYPE)));
        assertEquals("G[int]", show(Abstract.getItem(generic, PyInt.TYPE)));
        assertEquals("(T,)", show(attr(generic, "__parameters__")));
    }
}
