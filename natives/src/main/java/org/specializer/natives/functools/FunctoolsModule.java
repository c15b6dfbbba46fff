package org.specializer.natives.functools;

import org.specializer.api.Abstract;
import org.specializer.api.Builtin;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * The {@code _functools} module (CPython Modules/_functoolsmodule.c): {@code reduce},
 * {@link PyPartial partial}, {@code cmp_to_key} and its {@link KeyWrapper}, and the
 * {@link LruCache _lru_cache_wrapper} behind {@code lru_cache}. Lib's {@code functools.py}
 * builds the rest ({@code update_wrapper}, {@code lru_cache} itself, {@code total_ordering},
 * {@code cached_property}, ...).
 */
public final class FunctoolsModule {
    private FunctoolsModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_functools");
        m.addFunction(Builtin.Impl.ofK("reduce", "reduce", (self, args, kw) -> {
            Params.noKeywords("reduce", kw);
            Params.positional("reduce", args, kw, 2, 3);
            return reduce(args);
        }));
        m.put("partial", PyPartial.TYPE);
        m.addFunction(Builtin.Impl.ofK("cmp_to_key", "cmp_to_key", (self, args, kw) ->
                new KeyWrapper(CMP_TO_KEY.parse(args, kw)[0], null)));
        m.put("_lru_cache_wrapper", LruCache.TYPE);
        return m;
    }

    /** {@code cmp_to_key(mycmp)}: the comparison by position or by name. */
    private static final Params CMP_TO_KEY = new Params("cmp_to_key", new String[] {"mycmp"},
            0, 1, 1);

    /** {@code reduce(function, iterable[, initial], /)}. */
    static PyObject reduce(PyObject[] a) {
        PyObject func = a[0];
        PyObject it = Abstract.iterOrNull(a[1]);
        if (it == null) {
            throw Py.typeError("reduce() arg 2 must support iteration");
        }
        PyObject acc = a.length > 2 ? a[2] : null;
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            acc = acc == null ? x : Abstract.call(func, acc, x);
        }
        if (acc == null) {
            throw Py.typeError("reduce() of empty iterable with no initial value");
        }
        return acc;
    }

    /**
     * {@code functools.KeyWrapper}, what {@code cmp_to_key(cmp)} returns: called with an object
     * it wraps it, and wrapped objects order by {@code cmp(a, b)} against 0. Compare CPython
     * _functoolsmodule.c: keyobject_call and keyobject_richcompare.
     */
    static final class KeyWrapper extends PyObject {
        static final PyType TYPE = PyType.builtin("KeyWrapper", KeyWrapper.class, PyType.OBJECT,
                0, t -> {
                    t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
                    t.getset("obj", self -> {
                        PyObject o = ((KeyWrapper) self).obj;
                        if (o == null) {
                            throw Py.error(PyExc.AttributeError, "obj");
                        }
                        return o;
                    }, (self, v) -> ((KeyWrapper) self).obj = v);
                    // what inspect.signature gives for a key function (as CPython's getset)
                    t.getset("__text_signature__", self -> PyStr.of("(obj)"), null);
                    t.define("__hash__", Py.None);
                    String[] names = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
                    for (int op = 0; op < names.length; op++) {
                        int o = op;
                        t.method1(names[op], (self, other) -> compare(self, other, o));
                    }
                }).withModule("functools").withDottedTpName();

        private static final Params CALL = new Params("K", new String[] {"obj"}, 0, 1, 1);

        private final PyObject cmp;
        private PyObject obj;

        KeyWrapper(PyObject cmp, PyObject obj) {
            super(TYPE);
            this.cmp = cmp;
            this.obj = obj;
        }

        @Override
        public PyObject call(PyObject[] args, PyStr[] kwnames) {
            return new KeyWrapper(cmp, CALL.parse(args, kwnames)[0]);
        }

        private static PyObject compare(PyObject self, PyObject other, int op) {
            if (other.type != self.type) {
                throw Py.typeError("other argument must be K instance");
            }
            KeyWrapper a = (KeyWrapper) self;
            KeyWrapper b = (KeyWrapper) other;
            if (a.obj == null || b.obj == null) {
                throw Py.error(PyExc.AttributeError, "object");
            }
            PyObject r = Abstract.call(a.cmp, a.obj, b.obj);
            return Abstract.richCompare(r, PyInt.ZERO, op);
        }
    }
}
