package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * The awaitables that drive an {@link AsyncGenerator}: {@code async_generator_asend} (from
 * {@code __anext__} and {@code asend}) and {@code async_generator_athrow} (from {@code athrow}
 * and {@code aclose}). Each is its own iterator ({@code __await__} returns it) and can be
 * awaited once: it starts in state INIT, is ITER while the generator's step is in progress
 * (the generator may suspend in an {@code await} any number of times, each suspension passing
 * out what the awaited object yielded), and is CLOSED when the step has ended, after which any
 * use is "cannot reuse already awaited ...". The states, checks and messages are CPython
 * 3.13's, including its quirks (an athrow awaitable that already ran keeps sending into the
 * generator; a bad argument count for {@code athrow} leaves the generator marked running).
 *
 * Compare CPython genobject.c: {@code async_gen_asend_*} and {@code async_gen_athrow_*}.
 */
final class AsyncGenAwaitables {
    private AsyncGenAwaitables() {}

    private static final int INIT = 0;
    private static final int ITER = 1;
    private static final int CLOSED = 2;

    /** Calling the type fails, as for CPython's types without {@code tp_new}. */
    static void noInstances(PyType t) {
        t.constructor((cls, args, kwnames) -> {
            throw Py.typeError("cannot create '" + t.getName() + "' instances");
        });
    }

    private static void defineAwaitable(PyType t) {
        noInstances(t);
        t.method0("__await__", self -> self);
        t.method0("__iter__", self -> self);
    }

    /** {@code async_generator_asend}: one {@code __anext__()} or {@code asend(v)} step. */
    static final class ASend extends PyObject {
        static final PyType TYPE = PyType.builtin("async_generator_asend", ASend.class,
                PyType.OBJECT, 0, t -> {
                    defineAwaitable(t);
                    t.method0("__next__", self -> ((ASend) self).send(null));
                    t.method1("send", (self, v) -> ((ASend) self).send(v));
                    t.methodN("throw", 1, 3, (self, a) -> ((ASend) self).throwArgs(a));
                    t.method0("close", self -> ((ASend) self).close());
                });

        private final AsyncGenerator gen;
        /** The value to send ({@code asend(v)}), or null ({@code __anext__}). */
        private final PyObject sendval;
        private int state = INIT;
        /** What the generator yielded, when {@link #sendOrNull} returned null. */
        PyObject result;

        ASend(AsyncGenerator gen, PyObject sendval) {
            super(TYPE);
            this.gen = gen;
            this.sendval = sendval;
        }

        /** Compare CPython genobject.c: {@code async_gen_asend_send}. */
        PyObject send(PyObject arg) {
            PyObject r = sendOrNull(arg);
            if (r == null) {
                throw Generator.stopIteration(result);
            }
            return r;
        }

        /**
         * {@link #send}, except that the end of the step (the generator's own yield) returns
         * null with the yielded value in {@link #result} instead of raising StopIteration: how
         * SEND drives the awaitable of an {@code async for}.
         */
        PyObject sendOrNull(PyObject arg) {
            if (state == CLOSED) {
                throw Py.runtimeError("cannot reuse already awaited __anext__()/asend()");
            }
            if (state == INIT) {
                if (gen.runningAsync) {
                    state = CLOSED;
                    throw Py.runtimeError("anext(): asynchronous generator is already running");
                }
                if (arg == null || arg == Py.None) {
                    arg = sendval;
                }
                state = ITER;
            }
            gen.runningAsync = true;
            PyObject r;
            try {
                r = gen.send(arg == null ? Py.None : arg);
            } catch (PyException e) {
                state = CLOSED;
                throw gen.unwrapError(e);
            }
            if (r instanceof AsyncGenerator.WrappedValue w) {
                gen.runningAsync = false;
                state = CLOSED;
                result = w.value;
                return null;
            }
            return r;
        }

        /** Compare CPython genobject.c: {@code async_gen_asend_throw}. */
        PyObject throwArgs(PyObject[] args) {
            if (state == CLOSED) {
                throw Py.runtimeError("cannot reuse already awaited __anext__()/asend()");
            }
            if (state == INIT) {
                if (gen.runningAsync) {
                    state = CLOSED;
                    throw Py.runtimeError("anext(): asynchronous generator is already running");
                }
                state = ITER;
                gen.runningAsync = true;
            }
            try {
                return gen.unwrap(gen.throwArgs(args));
            } catch (PyException e) {
                state = CLOSED;
                throw gen.unwrapError(e);
            }
        }

        /** Compare CPython genobject.c: {@code async_gen_asend_close}. */
        PyObject close() {
            if (state == CLOSED) {
                return Py.None;
            }
            try {
                throwArgs(new PyObject[] {PyExc.GeneratorExit});
            } catch (PyException e) {
                if (endsClose(e)) {
                    return Py.None;
                }
                throw e;
            }
            throw Py.runtimeError("coroutine ignored GeneratorExit");
        }
    }

    /** What {@code close()} of an awaitable takes as a clean end. */
    private static boolean endsClose(PyException e) {
        return e.matches(PyExc.StopIteration) || e.matches(PyExc.StopAsyncIteration)
                || e.matches(PyExc.GeneratorExit);
    }

    /**
     * {@code async_generator_athrow}: one {@code athrow(...)} step, or ({@link #args} null)
     * {@code aclose()}, which throws GeneratorExit in and completes with StopIteration when the
     * generator ends, or fails with "async generator ignored GeneratorExit" if it yields.
     */
    static final class AThrow extends PyObject {
        static final PyType TYPE = PyType.builtin("async_generator_athrow", AThrow.class,
                PyType.OBJECT, 0, t -> {
                    defineAwaitable(t);
                    t.method0("__next__", self -> ((AThrow) self).send(Py.None));
                    t.method1("send", (self, v) -> ((AThrow) self).send(v));
                    t.methodN("throw", 1, 3, (self, a) -> ((AThrow) self).throwArgs(a));
                    t.method0("close", self -> ((AThrow) self).close());
                });

        private final AsyncGenerator gen;
        /** The arguments of {@code athrow}, or null for {@code aclose()}. */
        private final PyObject[] args;
        private int state = INIT;

        AThrow(AsyncGenerator gen, PyObject[] args) {
            super(TYPE);
            this.gen = gen;
            this.args = args;
        }

        private PyException alreadyRunning() {
            return Py.runtimeError((args == null ? "aclose" : "athrow")
                    + "(): asynchronous generator is already running");
        }

        /** Compare CPython genobject.c: {@code async_gen_athrow_send}. */
        PyObject send(PyObject arg) {
            if (state == CLOSED) {
                throw Py.runtimeError("cannot reuse already awaited aclose()/athrow()");
            }
            if (gen.isFinished()) {
                state = CLOSED;
                throw Py.stopIteration(null);
            }
            if (state == INIT) {
                if (gen.runningAsync) {
                    state = CLOSED;
                    throw alreadyRunning();
                }
                if (gen.closed) {
                    state = CLOSED;
                    throw Py.error(PyExc.StopAsyncIteration);
                }
                if (arg != Py.None) {
                    throw Py.runtimeError("can't send non-None value to a just-started "
                            + "coroutine");
                }
                state = ITER;
                gen.runningAsync = true;
                if (args == null) {
                    gen.closed = true;
                    PyObject r;
                    try {
                        r = gen.throwInto(PyExc.GeneratorExit, null, null, false);
                    } catch (PyException e) {
                        throw checkError(e);
                    }
                    return r instanceof AsyncGenerator.WrappedValue ? yieldClose() : r;
                }
                int n = args.length;
                if (n < 1 || n > 3) {
                    // raised before the generator runs, which stays marked running
                    throw Py.typeError("athrow expected " + (n < 1 ? "at least 1 argument"
                            : "at most 3 arguments") + ", got " + n);
                }
                try {
                    return gen.unwrap(gen.throwInto(args[0], n > 1 ? args[1] : null,
                            n > 2 ? args[2] : null, false));
                } catch (PyException e) {
                    throw checkError(gen.unwrapError(e));
                }
            }
            if (args != null) {
                try {
                    return gen.unwrap(gen.send(arg));
                } catch (PyException e) {
                    throw gen.unwrapError(e);
                }
            }
            PyObject r;
            try {
                r = gen.send(arg);
            } catch (PyException e) {
                throw checkError(e);
            }
            return r instanceof AsyncGenerator.WrappedValue ? yieldClose() : r;
        }

        /** The generator yielded during {@code aclose()}. */
        private PyObject yieldClose() {
            gen.runningAsync = false;
            state = CLOSED;
            throw Py.runtimeError("async generator ignored GeneratorExit");
        }

        /**
         * The step ended by an exception: for {@code aclose()}, the generator's end
         * (StopAsyncIteration or GeneratorExit) completes the await with StopIteration.
         */
        private PyException checkError(PyException e) {
            gen.runningAsync = false;
            state = CLOSED;
            if (args == null
                    && (e.matches(PyExc.StopAsyncIteration) || e.matches(PyExc.GeneratorExit))) {
                return Py.stopIteration(null);
            }
            return e;
        }

        /** Compare CPython genobject.c: {@code async_gen_athrow_throw}. */
        PyObject throwArgs(PyObject[] a) {
            if (state == CLOSED) {
                throw Py.runtimeError("cannot reuse already awaited aclose()/athrow()");
            }
            if (state == INIT) {
                if (gen.runningAsync) {
                    state = CLOSED;
                    throw alreadyRunning();
                }
                state = ITER;
                gen.runningAsync = true;
            }
            if (args != null) {
                try {
                    return gen.unwrap(gen.throwArgs(a));
                } catch (PyException e) {
                    gen.unwrapError(e);
                    state = CLOSED;
                    throw e;
                }
            }
            PyObject r;
            try {
                r = gen.throwArgs(a);
            } catch (PyException e) {
                gen.runningAsync = false;
                state = CLOSED;
                if (e.matches(PyExc.StopAsyncIteration) || e.matches(PyExc.GeneratorExit)) {
                    throw Py.stopIteration(null);
                }
                throw e;
            }
            if (r instanceof AsyncGenerator.WrappedValue) {
                return yieldClose();
            }
            return r;
        }

        /** Compare CPython genobject.c: {@code async_gen_athrow_close}. */
        PyObject close() {
            if (state == CLOSED) {
                return Py.None;
            }
            try {
                throwArgs(new PyObject[] {PyExc.GeneratorExit});
            } catch (PyException e) {
                if (endsClose(e)) {
                    return Py.None;
                }
                throw e;
            }
            throw Py.runtimeError("coroutine ignored GeneratorExit");
        }
    }
}
