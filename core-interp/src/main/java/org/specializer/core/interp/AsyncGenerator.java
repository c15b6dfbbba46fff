package org.specializer.core.interp;

import org.specializer.api.Abstract;
import org.specializer.api.Hashing;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * {@code async_generator}: what calling an {@code async def} that contains {@code yield}
 * returns (code flag CO_ASYNC_GENERATOR). Its frame runs as any generator's; what differs is
 * how it is driven and what its yields mean:
 *
 * <ul>
 *   <li>{@code yield v} wraps {@code v} first (CALL_INTRINSIC_1 INTRINSIC_ASYNC_GEN_WRAP, a
 *       {@link WrappedValue}), while the yields of an {@code await} inside it pass what the
 *       awaited object yields, unwrapped. The awaitables of {@link AsyncGenAwaitables} tell the
 *       two apart: a wrapped value ends the current step with StopIteration carrying the
 *       value, as a coroutine's return would, and anything else goes out to whoever drives
 *       the awaitable (the event loop).
 *   <li>The generator is driven through the awaitables its methods return: {@code __anext__}
 *       and {@code asend(v)} return an {@link AsyncGenAwaitables.ASend}, {@code athrow(...)}
 *       and {@code aclose()} an {@link AsyncGenAwaitables.AThrow}. Each is single-use.
 *   <li>Its return ends iteration with StopAsyncIteration, not StopIteration.
 *   <li>{@link #runningAsync} ({@code ag_running}) is true from the first step of an
 *       awaitable until it completes, including while the generator is suspended in an
 *       {@code await}: a second awaitable that starts meanwhile fails with "already
 *       running". {@link #closed} records that it ended by StopAsyncIteration or
 *       GeneratorExit, or that {@code aclose()} began.
 *   <li>The first {@code __anext__}, {@code asend}, {@code athrow} or {@code aclose} calls
 *       the {@code firstiter} hook of {@code sys.set_asyncgen_hooks} and records the
 *       {@code finalizer} hook. A JVM has no deterministic finalization, so the finalizer is
 *       kept but never called by collection.
 * </ul>
 *
 * Compare CPython genobject.c, "Asynchronous Generators".
 */
final class AsyncGenerator extends Generator {
    static final PyType TYPE = PyType.builtin("async_generator", AsyncGenerator.class,
            PyType.OBJECT, 0, AsyncGenerator::define).withWeakrefs();

    /** The {@code finalizer} hook when the hooks were first consulted, or null. */
    PyObject finalizer;
    private boolean hooksInited;
    /** CPython's {@code ag_closed}. */
    boolean closed;
    /** CPython's {@code ag_running_async}: {@code ag_running}. */
    boolean runningAsync;

    AsyncGenerator(Frame frame, PyStr name, PyStr qualname) {
        super(frame, TYPE, name, qualname);
    }

    @Override
    String kind() {
        return "async generator";
    }

    @Override
    PyException returned() {
        return Py.error(PyExc.StopAsyncIteration);
    }

    /** Compare CPython genobject.c: {@code async_gen_init_hooks}. */
    void initHooks() {
        if (hooksInited) {
            return;
        }
        hooksInited = true;
        finalizer = ThreadState.asyncGenFinalizer;
        PyObject firstiter = ThreadState.asyncGenFirstiter;
        if (firstiter != null) {
            Abstract.call1(firstiter, this);
        }
    }

    /**
     * What one step of the generator produced, as an awaitable passes it on: a raw value
     * (yielded by something it awaits) is returned; a wrapped value (its own {@code yield})
     * ends the step with StopIteration carrying the value.
     * Compare CPython genobject.c: {@code async_gen_unwrap_value}.
     */
    PyObject unwrap(PyObject result) {
        if (result instanceof WrappedValue w) {
            runningAsync = false;
            throw stopIteration(w.value);
        }
        return result;
    }

    /**
     * The bookkeeping of {@code async_gen_unwrap_value} for a step that raised: the generator
     * is closed if it ended by StopAsyncIteration or GeneratorExit, and no longer running.
     */
    PyException unwrapError(PyException e) {
        if (e.matches(PyExc.StopAsyncIteration) || e.matches(PyExc.GeneratorExit)) {
            closed = true;
        }
        runningAsync = false;
        return e;
    }

    /** True while the frame is suspended at a yield or an await ({@code ag_suspended}). */
    private boolean suspended() {
        return !isJustStarted() && !isRunning() && !isFinished();
    }

    private static void define(PyType t) {
        AsyncGenAwaitables.noInstances(t);
        org.specializer.api.PyGenericAlias.defineClassGetitem(t);
        t.method0("__aiter__", self -> self);
        t.method0("__anext__", self -> {
            AsyncGenerator ag = (AsyncGenerator) self;
            ag.initHooks();
            return new AsyncGenAwaitables.ASend(ag, null);
        });
        t.method1("asend", (self, v) -> {
            AsyncGenerator ag = (AsyncGenerator) self;
            ag.initHooks();
            return new AsyncGenAwaitables.ASend(ag, v);
        });
        // the arguments are checked when the awaitable first runs, as CPython 3.13 does
        t.methodN("athrow", 0, Integer.MAX_VALUE, (self, a) -> {
            AsyncGenerator ag = (AsyncGenerator) self;
            if (a.length > 1) {
                WarningsModule.warn(PyExc.DeprecationWarning, "the (type, exc, tb) signature of "
                        + "athrow() is deprecated, use the single-arg signature instead.", 1);
            }
            ag.initHooks();
            return new AsyncGenAwaitables.AThrow(ag, a);
        });
        t.method0("aclose", self -> {
            AsyncGenerator ag = (AsyncGenerator) self;
            ag.initHooks();
            return new AsyncGenAwaitables.AThrow(ag, null);
        });
        t.method0("__repr__", self -> new PyStr("<async_generator object "
                + ((AsyncGenerator) self).qualname + " at 0x"
                + String.format("%012x", Hashing.identityHash(self) & 0xffffffffffffL) + ">"));
        t.getset("__name__", self -> ((AsyncGenerator) self).name, (self, v) -> {
            if (!(v instanceof PyStr s)) {
                throw Py.typeError("__name__ must be set to a string object");
            }
            ((AsyncGenerator) self).name = s;
        });
        t.getset("__qualname__", self -> ((AsyncGenerator) self).qualname, (self, v) -> {
            if (!(v instanceof PyStr s)) {
                throw Py.typeError("__qualname__ must be set to a string object");
            }
            ((AsyncGenerator) self).qualname = s;
        });
        t.getset("ag_running", self -> Py.newBool(((AsyncGenerator) self).runningAsync), null);
        t.getset("ag_await", self -> {
            PyObject yf = ((AsyncGenerator) self).yieldFrom();
            return yf == null ? Py.None : yf;
        }, null);
        t.getset("ag_frame", self -> {
            PyObject f = ((AsyncGenerator) self).frameObject();
            return f == null ? Py.None : f;
        }, null);
        t.getset("ag_code", self -> ((AsyncGenerator) self).code(), null);
        t.getset("ag_suspended", self -> Py.newBool(((AsyncGenerator) self).suspended()),
                null);
    }

    /**
     * {@code async_generator_wrapped_value}: what CALL_INTRINSIC_1 INTRINSIC_ASYNC_GEN_WRAP
     * makes of the operand of an async generator's {@code yield}. Python code never sees one.
     */
    static final class WrappedValue extends PyObject {
        static final PyType TYPE = PyType.builtin("async_generator_wrapped_value",
                WrappedValue.class, PyType.OBJECT, 0, AsyncGenAwaitables::noInstances);

        final PyObject value;

        WrappedValue(PyObject value) {
            super(TYPE);
            this.value = value;
        }
    }
}
