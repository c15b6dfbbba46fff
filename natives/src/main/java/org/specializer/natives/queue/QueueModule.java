package org.specializer.natives.queue;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.interp.Gil;
import org.specializer.core.modules.Params;
import org.specializer.natives.ModuleErrors;
import org.specializer.natives.NativeObject;

/**
 * The {@code _queue} module (CPython Modules/_queuemodule.c): {@code SimpleQueue}, the
 * unbounded FIFO queue Lib's {@code queue} uses, and the {@code Empty} exception.
 *
 * <p>Items live in a {@link LinkedBlockingQueue}; {@code put} never blocks, {@code get} first
 * takes an item while holding the interpreter lock and otherwise waits {@link Gil#blocking
 * without} it, so that the producing thread can run.
 */
public final class QueueModule {
    private QueueModule() {}

    static final PyType EMPTY = ModuleErrors.newException("_queue.Empty", PyExc.Exception,
            "Exception raised by Queue.get(block=0)/get_nowait().");

    public static PyModule create() {
        PyModule m = new PyModule("_queue");
        m.put("__doc__", PyStr.of("C implementation of the Python queue module.\n"
                + "This module is an implementation detail, please do not use it directly."));
        m.put("Empty", EMPTY);
        m.put("SimpleQueue", SimpleQueue.TYPE);
        return m;
    }

    /** {@code _queue.SimpleQueue}. */
    static final class SimpleQueue extends NativeObject {
        static final PyType TYPE = PyType.builtin("SimpleQueue", SimpleQueue.class,
                PyType.OBJECT, PyType.BASETYPE, SimpleQueue::define).withModule("_queue");

        private static final Params PUT = new Params("put", new String[] {"item", "block",
            "timeout"}, 0, 3, 1);
        private static final Params PUT_NOWAIT = new Params("put_nowait",
                new String[] {"item"}, 0, 1, 1);
        private static final Params GET = new Params("get", new String[] {"block", "timeout"},
                0, 2, 0);

        final LinkedBlockingQueue<PyObject> items = new LinkedBlockingQueue<>();

        SimpleQueue(PyType type) {
            super(type);
        }

        private static SimpleQueue q(PyObject self) {
            return (SimpleQueue) self;
        }

        private static void define(PyType t) {
            t.define("__doc__", PyStr.of("Simple, unbounded, reentrant FIFO queue."));
            t.constructor((cls, args, kw) -> {
                if (args.length - kw.length > 0) {
                    throw Py.typeError("SimpleQueue() takes no positional arguments");
                }
                if (kw.length > 0) {
                    throw Py.typeError("SimpleQueue() takes no keyword arguments");
                }
                return new SimpleQueue((PyType) cls);
            });
            t.methodK("put", (self, args, kw) -> {
                q(self).items.add(PUT.parse(args, kw)[0]);
                return Py.None;
            });
            t.methodK("put_nowait", (self, args, kw) -> {
                q(self).items.add(PUT_NOWAIT.parse(args, kw)[0]);
                return Py.None;
            });
            t.methodK("get", (self, args, kw) -> {
                PyObject[] a = GET.parse(args, kw);
                boolean block = a[0] == null || Abstract.isTrue(a[0]);
                PyObject timeout = a[1] == null ? Py.None : a[1];
                return q(self).get(block, timeout);
            });
            t.methodK("get_nowait", (self, args, kw) -> {
                if (args.length > 0) {
                    throw Py.typeError("get_nowait() takes no arguments");
                }
                return q(self).get(false, Py.None);
            });
            t.method0("empty", self -> Py.newBool(q(self).items.isEmpty()));
            t.method0("qsize", self -> PyInt.of(q(self).items.size()));
            PyGenericAlias.defineClassGetitem(t);
        }

        /** Compare CPython _queuemodule.c: {@code _queue_SimpleQueue_get_impl}. */
        PyObject get(boolean block, PyObject timeoutObj) {
            long nanos = -1;
            if (block && timeoutObj != Py.None) {
                nanos = timeoutNanos(timeoutObj);
                if (nanos < 0) {
                    throw Py.valueError("'timeout' must be a non-negative number");
                }
            }
            PyObject item = items.poll();
            if (item != null) {
                return item;
            }
            if (!block || nanos == 0) {
                throw Py.error(EMPTY);
            }
            final long wait = nanos;
            PyObject[] got = Gil.blocking(() -> {
                try {
                    return new PyObject[] {wait < 0 ? items.take()
                        : items.poll(wait, TimeUnit.NANOSECONDS)};
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return null;
                }
            });
            if (got == null) {
                throw Py.error(PyExc.KeyboardInterrupt);
            }
            if (got[0] == null) {
                throw Py.error(EMPTY);
            }
            return got[0];
        }
    }

    /** A timeout in seconds (int or float) as nanoseconds. Compare CPython pytime.c. */
    static long timeoutNanos(PyObject o) {
        if (o instanceof PyFloat f) {
            double d = f.value;
            if (Double.isNaN(d)) {
                throw Py.valueError("Invalid value NaN (not a number)");
            }
            if (Math.abs(d) > 9.2e9) {
                throw Py.overflowError("timestamp out of range for platform time_t");
            }
            return (long) Math.ceil(d * 1e9);
        }
        long s = Abstract.asIndex(o);
        if (Math.abs(s) > 9_223_372_036L) {
            throw Py.overflowError("timestamp too large to convert to C _PyTime_t");
        }
        return s * 1_000_000_000L;
    }
}
