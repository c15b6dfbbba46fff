package org.specializer.natives.itertools;

import org.specializer.natives.NativeObject;

import org.specializer.api.Abstract;
import org.specializer.api.IntOps;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyList;
import org.specializer.api.PyListIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * The {@code itertools} iterators that end with their shortest input: {@code accumulate},
 * {@code batched}, {@code chain}, {@code compress}, {@code dropwhile}, {@code takewhile},
 * {@code filterfalse}, {@code islice}, {@code pairwise}, {@code starmap}, {@code zip_longest}.
 * Each advances its inputs exactly as CPython's does, so that programs sharing an iterator
 * between several of them see the same items.
 */
final class TerminatingIterators {
    private TerminatingIterators() {}

    private static PyType type(String name, Class<?> c, java.util.function.Consumer<PyType> d) {
        return PyType.builtin(name, c, PyType.OBJECT, PyType.BASETYPE, t -> {
            Params.defineIterator(t);
            d.accept(t);
        }).withModule("itertools").withDottedTpName();
    }

    // ------------------------------------------------------------------ accumulate

    /** {@code accumulate(iterable, func=None, *, initial=None)}: running totals. */
    static final class Accumulate extends NativeObject implements PyIterator {
        static final PyType TYPE = type("accumulate", Accumulate.class, t -> {
            t.constructor(Accumulate::construct);
            t.method0("__reduce__", Accumulate::reduce);
            t.method1("__setstate__", (self, state) -> {
                Pickling.deprecated();
                ((Accumulate) self).total = state;
                return Py.None;
            });
        });

        private static final Params PARAMS = new Params("accumulate",
                new String[] {"iterable", "func", "initial"}, 0, 2, 1);

        private final PyObject it;
        private final PyObject func;
        private PyObject total;
        private PyObject initial;

        Accumulate(PyType type, PyObject it, PyObject func, PyObject initial) {
            super(type);
            this.it = it;
            this.func = func;
            this.initial = initial;
        }

        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            PyObject[] a = PARAMS.parse(args, kwnames);
            PyObject it = Abstract.iter(a[0]);
            PyObject func = a[1] == Py.None ? null : a[1];
            PyObject initial = a[2] == Py.None ? null : a[2];
            return new Accumulate((PyType) cls, it, func, initial);
        }

        @Override
        public PyObject nextOrNull() {
            if (initial != null) {
                total = initial;
                initial = null;
                return total;
            }
            PyObject v = Abstract.next(it);
            if (v == null) {
                return null;
            }
            PyObject t = total;
            if (t == null) {
                total = v;
            } else if (func == null) {
                total = Abstract.add(t, v);
            } else {
                total = Abstract.call(func, t, v);
            }
            return total;
        }

        /**
         * {@code (type, (it, func), total)}; an initial value not yet yielded goes in front of
         * the iterator, and a total of None (which {@code __setstate__} would never be given)
         * becomes {@code islice(accumulate(chain((None,), it), func), 1, None)}. Compare CPython
         * itertoolsmodule.c: accumulate_reduce.
         */
        private static PyObject reduce(PyObject self) {
            Pickling.deprecated();
            Accumulate a = (Accumulate) self;
            PyObject func = a.func == null ? Py.None : a.func;
            if (a.initial != null) {
                PyObject it = Chain.of(PyTuple.of(a.initial), a.it);
                return PyTuple.of(self.type, PyTuple.of(it, func), Py.None);
            }
            if (a.total == Py.None) {
                PyObject it = Abstract.call(self.type, Chain.of(PyTuple.of(Py.None), a.it), func);
                return PyTuple.of(ISlice.TYPE, PyTuple.of(it, PyInt.ONE, Py.None));
            }
            return PyTuple.of(self.type, PyTuple.of(a.it, func),
                    a.total == null ? Py.None : a.total);
        }
    }

    // ------------------------------------------------------------------ batched

    /** {@code batched(iterable, n, *, strict=False)}: tuples of {@code n} items. */
    static final class Batched extends NativeObject implements PyIterator {
        static final PyType TYPE = type("batched", Batched.class,
                t -> t.constructor(Batched::construct));

        private static final Params PARAMS = new Params("batched",
                new String[] {"iterable", "n", "strict"}, 0, 2, 2);

        private PyObject it;
        private final int n;
        private final boolean strict;

        Batched(PyType type, PyObject it, int n, boolean strict) {
            super(type);
            this.it = it;
            this.n = n;
            this.strict = strict;
        }

        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            PyObject[] a = PARAMS.parse(args, kwnames);
            long n = Params.asSsize(a[1]);
            if (n < 1) {
                throw Py.valueError("n must be at least one");
            }
            boolean strict = a[2] != null && Abstract.isTrue(a[2]);
            PyObject it = Abstract.iter(a[0]);
            return new Batched((PyType) cls, it, Params.asCount(n, "batched"), strict);
        }

        @Override
        public PyObject nextOrNull() {
            PyObject source = it;
            if (source == null) {
                return null;
            }
            PyObject[] items = new PyObject[Math.min(n, 1024)];
            int i = 0;
            while (i < n) {
                PyObject item;
                try {
                    item = Abstract.next(source);
                } catch (PyException e) {
                    it = null;
                    throw e;
                }
                if (item == null) {
                    break;
                }
                if (i == items.length) {
                    items = java.util.Arrays.copyOf(items, Math.min(n, items.length * 2));
                }
                items[i++] = item;
            }
            if (i == 0) {
                it = null;
                return null;
            }
            if (i < n) {
                if (strict) {
                    it = null;
                    throw Py.valueError("batched(): incomplete batch");
                }
            }
            return new PyTuple(i == items.length ? items : java.util.Arrays.copyOf(items, i));
        }
    }

    // ------------------------------------------------------------------ chain

    /** {@code chain(*iterables)} and {@code chain.from_iterable(iterable)}. */
    static final class Chain extends NativeObject implements PyIterator {
        static final PyType TYPE = type("chain", Chain.class, t -> {
            PyGenericAlias.defineClassGetitem(t);
            t.constructor((cls, args, kw) -> {
                PyObject[] a = Params.positionalNew(cls, Chain.TYPE, "chain", args, kw, 0,
                        Integer.MAX_VALUE);
                return new Chain((PyType) cls, Abstract.iter(PyTuple.of(a.clone())));
            });
            t.classMethodK("from_iterable", (cls, args, kw) -> {
                Params.positional("from_iterable", args, kw, 1, 1);
                return new Chain((PyType) cls, Abstract.iter(args[0]));
            });
            t.method0("__reduce__", Chain::reduce);
            t.method1("__setstate__", Chain::setState);
        });

        private PyObject source;
        private PyObject active;

        Chain(PyType type, PyObject source) {
            super(type);
            this.source = source;
        }

        /** {@code chain(*iterables)}. */
        static Chain of(PyObject... iterables) {
            return new Chain(TYPE, Abstract.iter(PyTuple.of(iterables)));
        }

        /**
         * {@code (type, (), (source, active))}, without {@code active} between iterables and
         * without the state once exhausted. Compare CPython itertoolsmodule.c: chain_reduce.
         */
        private static PyObject reduce(PyObject self) {
            Pickling.deprecated();
            Chain c = (Chain) self;
            if (c.source == null) {
                return PyTuple.of(self.type, PyTuple.EMPTY);
            }
            PyTuple state = c.active == null ? PyTuple.of(c.source)
                    : PyTuple.of(c.source, c.active);
            return PyTuple.of(self.type, PyTuple.EMPTY, state);
        }

        /** {@code (source[, active])}. Compare CPython itertoolsmodule.c: chain_setstate. */
        private static PyObject setState(PyObject self, PyObject state) {
            Pickling.deprecated();
            PyObject[] a = Pickling.items(state, 1, 2);
            PyObject active = a.length > 1 ? a[1] : null;
            if (!Pickling.isIterator(a[0]) || (active != null && !Pickling.isIterator(active))) {
                throw Py.typeError("Arguments must be iterators.");
            }
            Chain c = (Chain) self;
            c.source = a[0];
            c.active = active;
            return Py.None;
        }

        @Override
        public PyObject nextOrNull() {
            while (source != null) {
                if (active == null) {
                    PyObject iterable;
                    try {
                        iterable = Abstract.next(source);
                        if (iterable == null) {
                            source = null;
                            return null;
                        }
                        active = Abstract.iter(iterable);
                    } catch (PyException e) {
                        source = null;
                        throw e;
                    }
                }
                PyObject item = Abstract.next(active);
                if (item != null) {
                    return item;
                }
                active = null;
            }
            return null;
        }
    }

    // ------------------------------------------------------------------ compress

    /** {@code compress(data, selectors)}: the data items whose selector is true. */
    static final class Compress extends NativeObject implements PyIterator {
        static final PyType TYPE = type("compress", Compress.class, t -> {
            t.constructor(Compress::construct);
            t.method0("__reduce__", self -> {
                Pickling.deprecated();
                Compress c = (Compress) self;
                return PyTuple.of(self.type, PyTuple.of(c.data, c.selectors));
            });
        });

        private static final Params PARAMS = new Params("compress",
                new String[] {"data", "selectors"}, 0, 2, 2);

        private final PyObject data;
        private final PyObject selectors;

        Compress(PyType type, PyObject data, PyObject selectors) {
            super(type);
            this.data = data;
            this.selectors = selectors;
        }

        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            PyObject[] a = PARAMS.parse(args, kwnames);
            PyObject d = Abstract.iter(a[0]);
            PyObject s = Abstract.iter(a[1]);
            return new Compress((PyType) cls, d, s);
        }

        @Override
        public PyObject nextOrNull() {
            for (;;) {
                PyObject d = Abstract.next(data);
                if (d == null) {
                    return null;
                }
                PyObject s = Abstract.next(selectors);
                if (s == null) {
                    return null;
                }
                if (Abstract.isTrue(s)) {
                    return d;
                }
            }
        }
    }

    // ------------------------------------------------------------------ dropwhile / takewhile

    /** {@code dropwhile(predicate, iterable)}. */
    static final class DropWhile extends NativeObject implements PyIterator {
        static final PyType TYPE = type("dropwhile", DropWhile.class, t -> {
            t.constructor((cls, args, kw) -> {
                args = Params.positionalNew(cls, DropWhile.TYPE, "dropwhile", args, kw, 2, 2);
                return new DropWhile((PyType) cls, args[0], Abstract.iter(args[1]));
            });
            t.method0("__reduce__", self -> {
                Pickling.deprecated();
                DropWhile d = (DropWhile) self;
                return PyTuple.of(self.type, PyTuple.of(d.predicate, d.it),
                        PyInt.of(d.dropped ? 1 : 0));
            });
            t.method1("__setstate__", (self, state) -> {
                Pickling.deprecated();
                ((DropWhile) self).dropped = Abstract.isTrue(state);
                return Py.None;
            });
        });

        private final PyObject predicate;
        private final PyObject it;
        private boolean dropped;

        DropWhile(PyType type, PyObject predicate, PyObject it) {
            super(type);
            this.predicate = predicate;
            this.it = it;
        }

        @Override
        public PyObject nextOrNull() {
            for (;;) {
                PyObject item = Abstract.next(it);
                if (item == null) {
                    return null;
                }
                if (dropped) {
                    return item;
                }
                if (!Abstract.isTrue(Abstract.call1(predicate, item))) {
                    dropped = true;
                    return item;
                }
            }
        }
    }

    /** {@code takewhile(predicate, iterable)}. */
    static final class TakeWhile extends NativeObject implements PyIterator {
        static final PyType TYPE = type("takewhile", TakeWhile.class, t -> {
            t.constructor((cls, args, kw) -> {
                args = Params.positionalNew(cls, TakeWhile.TYPE, "takewhile", args, kw, 2, 2);
                return new TakeWhile((PyType) cls, args[0], Abstract.iter(args[1]));
            });
            t.method0("__reduce__", self -> {
                Pickling.deprecated();
                TakeWhile d = (TakeWhile) self;
                return PyTuple.of(self.type, PyTuple.of(d.predicate, d.it),
                        PyInt.of(d.stopped ? 1 : 0));
            });
            t.method1("__setstate__", (self, state) -> {
                Pickling.deprecated();
                ((TakeWhile) self).stopped = Abstract.isTrue(state);
                return Py.None;
            });
        });

        private final PyObject predicate;
        private final PyObject it;
        private boolean stopped;

        TakeWhile(PyType type, PyObject predicate, PyObject it) {
            super(type);
            this.predicate = predicate;
            this.it = it;
        }

        @Override
        public PyObject nextOrNull() {
            if (stopped) {
                return null;
            }
            PyObject item = Abstract.next(it);
            if (item == null) {
                return null;
            }
            if (Abstract.isTrue(Abstract.call1(predicate, item))) {
                return item;
            }
            stopped = true;
            return null;
        }
    }

    // ------------------------------------------------------------------ filterfalse

    /** {@code filterfalse(function or None, iterable)}: the items for which it is false. */
    static final class FilterFalse extends NativeObject implements PyIterator {
        static final PyType TYPE = type("filterfalse", FilterFalse.class, t -> {
            t.constructor((cls, args, kw) -> {
                args = Params.positionalNew(cls, FilterFalse.TYPE, "filterfalse", args, kw, 2, 2);
                return new FilterFalse((PyType) cls, args[0], Abstract.iter(args[1]));
            });
            t.method0("__reduce__", self -> {
                Pickling.deprecated();
                FilterFalse f = (FilterFalse) self;
                return PyTuple.of(self.type, PyTuple.of(f.function == null ? Py.None
                        : f.function, f.it));
            });
        });

        private final PyObject function;
        private final PyObject it;

        FilterFalse(PyType type, PyObject function, PyObject it) {
            super(type);
            this.function = function == Py.None ? null : function;
            this.it = it;
        }

        @Override
        public PyObject nextOrNull() {
            for (;;) {
                PyObject item = Abstract.next(it);
                if (item == null) {
                    return null;
                }
                PyObject test = function == null ? item : Abstract.call1(function, item);
                if (!Abstract.isTrue(test)) {
                    return item;
                }
            }
        }
    }

    // ------------------------------------------------------------------ islice

    /** {@code islice(iterable, stop)} or {@code islice(iterable, start, stop[, step])}. */
    static final class ISlice extends NativeObject implements PyIterator {
        static final PyType TYPE = type("islice", ISlice.class, t -> {
            t.constructor(ISlice::construct);
            t.method0("__reduce__", ISlice::reduce);
            t.method1("__setstate__", (self, state) -> {
                Pickling.deprecated();
                ((ISlice) self).cnt = IntOps.asSsizeT(state);
                return Py.None;
            });
        });

        private static final String STOP_ERROR = "Stop argument for islice() must be None or "
                + "an integer: 0 <= x <= sys.maxsize.";
        private static final String INDEX_ERROR = "Indices for islice() must be None or an "
                + "integer: 0 <= x <= sys.maxsize.";

        private PyObject it;
        /** The index of the next item to return. */
        private long next;
        /** -1 for no limit. */
        private final long stop;
        private final long step;
        /** Items consumed so far. */
        private long cnt;

        ISlice(PyType type, PyObject it, long start, long stop, long step) {
            super(type);
            this.it = it;
            this.next = start;
            this.stop = stop;
            this.step = step;
        }

        /** The index value of {@code o}, or -1 when it is not an index that fits (CPython clears the error). */
        private static long indexOrMinusOne(PyObject o) {
            try {
                return Params.asSsize(o);
            } catch (PyException e) {
                return -1;
            }
        }

        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            args = Params.positionalNew(cls, ISlice.TYPE, "islice", args, kwnames, 2, 4);
            long start = 0;
            long stop = -1;
            long step = 1;
            PyObject a1 = args[1];
            if (args.length == 2) {
                if (a1 != Py.None) {
                    stop = indexOrMinusOne(a1);
                    if (stop == -1) {
                        throw Py.valueError(STOP_ERROR);
                    }
                }
            } else {
                PyObject a2 = args[2];
                if (a1 != Py.None) {
                    start = indexOrMinusOne(a1);
                }
                if (a2 != Py.None) {
                    stop = indexOrMinusOne(a2);
                    if (stop == -1) {
                        throw Py.valueError(STOP_ERROR);
                    }
                }
            }
            if (start < 0 || stop < -1) {
                throw Py.valueError(INDEX_ERROR);
            }
            if (args.length == 4 && args[3] != Py.None) {
                step = indexOrMinusOne(args[3]);
            }
            if (step < 1) {
                throw Py.valueError("Step for islice() must be a positive integer or None.");
            }
            PyObject it = Abstract.iter(args[0]);
            return new ISlice((PyType) cls, it, start, stop, step);
        }

        @Override
        public PyObject nextOrNull() {
            PyObject source = it;
            if (source == null) {
                return null;
            }
            while (cnt < next) {
                if (Abstract.next(source) == null) {
                    it = null;
                    return null;
                }
                cnt++;
            }
            if (stop != -1 && cnt >= stop) {
                it = null;
                return null;
            }
            PyObject item = Abstract.next(source);
            if (item == null) {
                it = null;
                return null;
            }
            cnt++;
            long old = next;
            next += step;
            if (next < old || (stop != -1 && next > stop)) {
                next = stop;
            }
            return item;
        }

        /**
         * {@code (type, (it, next, stop, step), cnt)}; once exhausted, an islice of an empty
         * list's iterator. Compare CPython itertoolsmodule.c: islice_reduce.
         */
        private static PyObject reduce(PyObject self) {
            Pickling.deprecated();
            ISlice s = (ISlice) self;
            if (s.it == null) {
                PyObject empty = new PyListIterator(new PyList());
                return PyTuple.of(self.type, PyTuple.of(empty, PyInt.ZERO), PyInt.ZERO);
            }
            PyObject stop = s.stop == -1 ? Py.None : PyInt.of(s.stop);
            return PyTuple.of(self.type, PyTuple.of(s.it, PyInt.of(s.next), stop,
                    PyInt.of(s.step)), PyInt.of(s.cnt));
        }
    }

    // ------------------------------------------------------------------ pairwise

    /** {@code pairwise(iterable)}: overlapping pairs of consecutive items. */
    static final class Pairwise extends NativeObject implements PyIterator {
        static final PyType TYPE = type("pairwise", Pairwise.class, t -> t.constructor(
                (cls, args, kw) -> {
                    if (cls == Pairwise.TYPE) {
                        Params.noKeywords("pairwise", kw);
                    }
                    Params.checkPositional("pairwise", args.length - kw.length, 1, 1);
                    return new Pairwise((PyType) cls, Abstract.iter(args[0]));
                }));

        private PyObject it;
        private PyObject old;

        Pairwise(PyType type, PyObject it) {
            super(type);
            this.it = it;
        }

        @Override
        public PyObject nextOrNull() {
            PyObject source = it;
            if (source == null) {
                return null;
            }
            PyObject o = old;
            if (o == null) {
                o = old = Abstract.next(source);
                if (o == null) {
                    it = null;
                    return null;
                }
            }
            PyObject n = Abstract.next(source);
            if (n == null) {
                it = null;
                old = null;
                return null;
            }
            old = n;
            return new PyTuple(new PyObject[] {o, n});
        }
    }

    // ------------------------------------------------------------------ starmap

    /** {@code starmap(function, iterable)}: {@code function(*args)} for each args. */
    static final class StarMap extends NativeObject implements PyIterator {
        static final PyType TYPE = type("starmap", StarMap.class, t -> {
            t.constructor((cls, args, kw) -> {
                args = Params.positionalNew(cls, StarMap.TYPE, "starmap", args, kw, 2, 2);
                return new StarMap((PyType) cls, args[0], Abstract.iter(args[1]));
            });
            t.method0("__reduce__", self -> {
                Pickling.deprecated();
                StarMap m = (StarMap) self;
                return PyTuple.of(self.type, PyTuple.of(m.function, m.it));
            });
        });

        private final PyObject function;
        private final PyObject it;

        StarMap(PyType type, PyObject function, PyObject it) {
            super(type);
            this.function = function;
            this.it = it;
        }

        @Override
        public PyObject nextOrNull() {
            PyObject args = Abstract.next(it);
            if (args == null) {
                return null;
            }
            PyObject[] a = args.getClass() == PyTuple.class ? ((PyTuple) args).items.clone()
                    : Abstract.toArray(args);
            return function.call(a, Py.NO_KWNAMES);
        }
    }

    // ------------------------------------------------------------------ zip_longest

    /** {@code zip_longest(*iterables, fillvalue=None)}. */
    static final class ZipLongest extends NativeObject implements PyIterator {
        static final PyType TYPE = type("zip_longest", ZipLongest.class, t -> {
            t.constructor(ZipLongest::construct);
            t.method0("__reduce__", ZipLongest::reduce);
            t.method1("__setstate__", (self, state) -> {
                Pickling.deprecated();
                ((ZipLongest) self).fillvalue = state;
                return Py.None;
            });
        });

        private final PyObject[] iterators;
        private int active;
        private PyObject fillvalue;

        ZipLongest(PyType type, PyObject[] iterators, PyObject fillvalue) {
            super(type);
            this.iterators = iterators;
            this.active = iterators.length;
            this.fillvalue = fillvalue;
        }

        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            PyObject fill = Py.None;
            if (kwnames.length > 0) {
                if (kwnames.length != 1 || !kwnames[0].value.equals("fillvalue")) {
                    throw Py.typeError("zip_longest() got an unexpected keyword argument");
                }
                fill = args[args.length - 1];
            }
            int n = args.length - kwnames.length;
            PyObject[] its = new PyObject[n];
            for (int i = 0; i < n; i++) {
                its[i] = Abstract.iter(args[i]);
            }
            return new ZipLongest((PyType) cls, its, fill);
        }

        @Override
        public PyObject nextOrNull() {
            PyObject[] its = iterators;
            if (its.length == 0 || active == 0) {
                return null;
            }
            PyObject[] items = new PyObject[its.length];
            for (int i = 0; i < its.length; i++) {
                PyObject source = its[i];
                PyObject item;
                if (source == null) {
                    item = fillvalue;
                } else {
                    try {
                        item = Abstract.next(source);
                    } catch (PyException e) {
                        active = 0;
                        throw e;
                    }
                    if (item == null) {
                        active--;
                        if (active == 0) {
                            return null;
                        }
                        item = fillvalue;
                        its[i] = null;
                    }
                }
                items[i] = item;
            }
            return new PyTuple(items);
        }

        /**
         * {@code (type, iterators, fillvalue)}, with {@code ()} for an exhausted iterator.
         * Compare CPython itertoolsmodule.c: zip_longest_reduce.
         */
        private static PyObject reduce(PyObject self) {
            Pickling.deprecated();
            ZipLongest z = (ZipLongest) self;
            PyObject[] args = new PyObject[z.iterators.length];
            for (int i = 0; i < args.length; i++) {
                PyObject it = z.iterators[i];
                args[i] = it == null ? PyTuple.EMPTY : it;
            }
            return PyTuple.of(self.type, new PyTuple(args), z.fillvalue);
        }
    }
}
