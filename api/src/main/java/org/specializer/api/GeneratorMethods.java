package org.specializer.api;

/** Methods of generators and coroutines. */
final class GeneratorMethods {
    private GeneratorMethods() {}

    static void defineGenerator(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        common(t, "generator");
        t.method0("__iter__", self -> self);
        // send(None) raises StopIteration carrying the return value
        t.method0("__next__", self -> ((PyGenerator) self).send(Py.None));
        t.getset("gi_running", self -> Py.newBool(((PyGenerator) self).isRunning()), null);
        t.getset("gi_code", self -> ((PyGenerator) self).code(), null);
        t.getset("gi_frame", self -> orNone(((PyGenerator) self).frameObject()), null);
        t.getset("gi_yieldfrom", self -> orNone(((PyGenerator) self).yieldFrom()), null);
        t.getset("gi_suspended", self -> {
            PyGenerator g = (PyGenerator) self;
            return Py.newBool(!g.isRunning() && !g.isFinished() && !g.isJustStarted());
        }, null);
    }

    static void defineCoroutine(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        common(t, "coroutine");
        t.getset("cr_running", self -> Py.newBool(((PyGenerator) self).isRunning()), null);
        t.getset("cr_code", self -> ((PyGenerator) self).code(), null);
        t.getset("cr_frame", self -> orNone(((PyGenerator) self).frameObject()), null);
        t.getset("cr_await", self -> orNone(((PyGenerator) self).yieldFrom()), null);
        t.getset("cr_origin", self -> orNone(((PyGenerator) self).origin), null);
        t.getset("cr_suspended", self -> {
            PyGenerator g = (PyGenerator) self;
            return Py.newBool(!g.isRunning() && !g.isFinished() && !g.isJustStarted());
        }, null);
        t.method0("__await__", self -> new CoroutineWrapper((PyGenerator) self));
    }

    private static PyObject orNone(PyObject o) {
        return o == null ? Py.None : o;
    }

    private static void common(PyType t, String kind) {
        t.method1("send", (self, v) -> ((PyGenerator) self).send(v));
        t.methodN("throw", 1, 3, (self, a) -> ((PyGenerator) self).throwArgs(a));
        t.method0("close", self -> ((PyGenerator) self).close());
        t.method0("__repr__", self -> {
            PyGenerator g = (PyGenerator) self;
            return new PyStr("<" + kind + " object " + g.qualname + " at 0x"
                    + String.format("%012x", Hashing.identityHash(self) & 0xffffffffffffL) + ">");
        });
        t.getset("__name__", self -> ((PyGenerator) self).name, (self, v) -> {
            if (!(v instanceof PyStr s)) {
                throw Py.typeError("__name__ must be set to a string object");
            }
            ((PyGenerator) self).name = s;
        });
        t.getset("__qualname__", self -> ((PyGenerator) self).qualname, (self, v) -> {
            if (!(v instanceof PyStr s)) {
                throw Py.typeError("__qualname__ must be set to a string object");
            }
            ((PyGenerator) self).qualname = s;
        });
    }

    /** {@code coroutine_wrapper}: what {@code coro.__await__()} returns, an iterator over it. */
    static final class CoroutineWrapper extends PyObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("coroutine_wrapper", CoroutineWrapper.class,
                PyType.OBJECT, 0, t -> {
                    t.method0("__iter__", self -> self);
                    t.method0("__next__", self -> ((CoroutineWrapper) self).coro.send(Py.None));
                    t.method1("send", (self, v) -> ((CoroutineWrapper) self).coro.send(v));
                    t.methodN("throw", 1, 3, (self, a) -> ((CoroutineWrapper) self).coro
                            .throwArgs(a));
                    t.method0("close", self -> ((CoroutineWrapper) self).coro.close());
                });

        final PyGenerator coro;

        CoroutineWrapper(PyGenerator coro) {
            super(TYPE);
            this.coro = coro;
        }

        @Override
        public PyObject nextOrNull() {
            try {
                return coro.send(Py.None);
            } catch (PyException e) {
                if (e.matches(PyExc.StopIteration)) {
                    return null;
                }
                throw e;
            }
        }
    }
}
