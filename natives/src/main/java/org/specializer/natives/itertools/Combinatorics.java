package org.specializer.natives.itertools;

import org.specializer.natives.NativeObject;

import org.specializer.api.Abstract;
import org.specializer.api.IntOps;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * The combinatoric iterators of {@code itertools}: {@code product}, {@code permutations},
 * {@code combinations} and {@code combinations_with_replacement}. Each walks an index vector
 * over the input saved as an array, and yields in CPython's (lexicographic by position) order.
 */
final class Combinatorics {
    private Combinatorics() {}

    private static PyType type(String name, Class<?> c, org.specializer.api.Builtin.FK ctor,
            org.specializer.api.Builtin.F0 reduce, org.specializer.api.Builtin.F1 setState) {
        return PyType.builtin(name, c, PyType.OBJECT, PyType.BASETYPE, t -> {
            Params.defineIterator(t);
            t.constructor(ctor);
            t.method0("__reduce__", self -> {
                Pickling.deprecated();
                return reduce.call(self);
            });
            t.method1("__setstate__", (self, state) -> {
                Pickling.deprecated();
                return setState.call(self, state);
            });
        }).withModule("itertools").withDottedTpName();
    }

    /** A setstate index vector: a tuple of {@code n} ints ("invalid arguments" otherwise). */
    private static long[] indexState(PyObject state, int n) {
        if (!(state instanceof PyTuple t) || t.items.length != n) {
            throw Py.valueError("invalid arguments");
        }
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = IntOps.asSsizeT(t.items[i]);
        }
        return out;
    }

    /** {@code (type, (pool, r))}, {@code (type, ((), r))} or {@code (type, (pool, r), state)}. */
    private static PyObject reduceCombinatoric(PyObject self, boolean started, boolean stopped,
            PyObject[] pool, int r, PyObject state) {
        PyObject rr = PyInt.of(r);
        if (!started) {
            return PyTuple.of(self.type, PyTuple.of(new PyTuple(pool), rr));
        }
        if (stopped) {
            return PyTuple.of(self.type, PyTuple.of(PyTuple.EMPTY, rr));
        }
        return PyTuple.of(self.type, PyTuple.of(new PyTuple(pool), rr), state);
    }

    private static PyTuple pick(PyObject[] pool, int[] indices, int r) {
        PyObject[] out = new PyObject[r];
        for (int i = 0; i < r; i++) {
            out[i] = pool[indices[i]];
        }
        return new PyTuple(out);
    }

    private static int checkR(long r) {
        if (r < 0) {
            throw Py.valueError("r must be non-negative");
        }
        return Params.asCount(r, "r");
    }

    // ------------------------------------------------------------------ product

    /** {@code product(*iterables, repeat=1)}: the Cartesian product, rightmost varying fastest. */
    static final class Product extends NativeObject implements PyIterator {
        static final PyType TYPE = type("product", Product.class, Product::construct,
                Product::reduce, Product::setState);

        private final PyObject[][] pools;
        private int[] indices;
        private boolean stopped;

        Product(PyType type, PyObject[][] pools) {
            super(type);
            this.pools = pools;
        }

        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            long repeat = 1;
            for (int k = 0; k < kwnames.length; k++) {
                if (!kwnames[k].value.equals("repeat")) {
                    throw Py.typeError("product() got an unexpected keyword argument '"
                            + kwnames[k].value + "'");
                }
                repeat = Params.asSsize(args[args.length - kwnames.length + k]);
            }
            if (repeat < 0) {
                throw Py.valueError("repeat argument cannot be negative");
            }
            // no pools at all for repeat=0: the arguments are not even iterated, as CPython's
            int nargs = repeat == 0 ? 0 : args.length - kwnames.length;
            if (nargs != 0 && repeat > (Integer.MAX_VALUE - 8) / nargs) {
                throw Py.overflowError("repeat argument too large");
            }
            int npools = (int) (nargs * repeat);
            PyObject[][] pools = new PyObject[npools][];
            for (int i = 0; i < nargs; i++) {
                pools[i] = Abstract.toArray(args[i]);
            }
            for (int i = nargs; i < npools; i++) {
                pools[i] = pools[i - nargs];
            }
            return new Product((PyType) cls, pools);
        }

        @Override
        public PyObject nextOrNull() {
            if (stopped) {
                return null;
            }
            PyObject[][] p = pools;
            int n = p.length;
            if (indices == null) {
                for (PyObject[] pool : p) {
                    if (pool.length == 0) {
                        stopped = true;
                        return null;
                    }
                }
                indices = new int[n];
            } else {
                // advance the odometer from the right; when it wraps all the way, stop
                int i = n - 1;
                while (i >= 0) {
                    if (++indices[i] < p[i].length) {
                        break;
                    }
                    indices[i] = 0;
                    i--;
                }
                if (i < 0) {
                    stopped = true;
                    return null;
                }
            }
            PyObject[] out = new PyObject[n];
            for (int i = 0; i < n; i++) {
                out[i] = p[i][indices[i]];
            }
            return new PyTuple(out);
        }

        /**
         * {@code (type, pools)}, with the indices of the last result as the state once started;
         * {@code (type, ((),))} once stopped. Compare CPython itertoolsmodule.c: product_reduce.
         */
        private static PyObject reduce(PyObject self) {
            Product p = (Product) self;
            if (p.stopped) {
                return PyTuple.of(self.type, PyTuple.of(PyTuple.EMPTY));
            }
            PyObject[] pools = new PyObject[p.pools.length];
            for (int i = 0; i < pools.length; i++) {
                pools[i] = new PyTuple(p.pools[i]);
            }
            if (p.indices == null) {
                return PyTuple.of(self.type, new PyTuple(pools));
            }
            return PyTuple.of(self.type, new PyTuple(pools), Pickling.ints(p.indices,
                    p.indices.length));
        }

        /**
         * The indices of the last result, each clamped to its pool; an empty pool stops.
         * Compare CPython itertoolsmodule.c: product_setstate.
         */
        private static PyObject setState(PyObject self, PyObject state) {
            Product p = (Product) self;
            int n = p.pools.length;
            if (!(state instanceof PyTuple t) || t.items.length != n) {
                throw Py.valueError("invalid arguments");
            }
            int[] indices = new int[n];
            for (int i = 0; i < n; i++) {
                long index = IntOps.asSsizeT(t.items[i]);
                int size = p.pools[i].length;
                if (size == 0) {
                    p.stopped = true;
                    return Py.None;
                }
                indices[i] = (int) Math.max(0, Math.min(index, size - 1));
            }
            p.indices = indices;
            return Py.None;
        }
    }

    // ------------------------------------------------------------------ permutations

    /** {@code permutations(iterable, r=None)}: r-length orderings. */
    static final class Permutations extends NativeObject implements PyIterator {
        static final PyType TYPE = type("permutations", Permutations.class,
                Permutations::construct, Permutations::reduce, Permutations::setState);

        private static final Params PARAMS = new Params("permutations",
                new String[] {"iterable", "r"}, 0, 2, 1);

        private final PyObject[] pool;
        private final int r;
        private final int[] indices;
        private final int[] cycles;
        private boolean started;
        private boolean stopped;

        Permutations(PyType type, PyObject[] pool, int r) {
            super(type);
            this.pool = pool;
            this.r = r;
            int n = pool.length;
            this.indices = new int[n];
            for (int i = 0; i < n; i++) {
                indices[i] = i;
            }
            this.cycles = new int[Math.min(r, n)];
            for (int i = 0; i < cycles.length; i++) {
                cycles[i] = n - i;
            }
            this.stopped = r > n;
        }

        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            PyObject[] a = PARAMS.parse(args, kwnames);
            PyObject[] pool = Abstract.toArray(a[0]);
            long r = pool.length;
            if (a[1] != null && a[1] != Py.None) {
                if (!(a[1] instanceof PyInt) && !(a[1] instanceof PyBigInt)) {
                    throw Py.typeError("Expected int as r");
                }
                r = Params.asSsize(a[1]);
            }
            return new Permutations((PyType) cls, pool, checkR(r));
        }

        @Override
        public PyObject nextOrNull() {
            if (stopped) {
                return null;
            }
            int n = pool.length;
            if (!started) {
                started = true;
                return pick(pool, indices, r);
            }
            if (n == 0) {
                stopped = true;
                return null;
            }
            for (int i = r - 1; i >= 0; i--) {
                if (--cycles[i] == 0) {
                    // rotate indices[i:] left by one
                    int first = indices[i];
                    System.arraycopy(indices, i + 1, indices, i, n - i - 1);
                    indices[n - 1] = first;
                    cycles[i] = n - i;
                } else {
                    int j = cycles[i];
                    int tmp = indices[i];
                    indices[i] = indices[n - j];
                    indices[n - j] = tmp;
                    return pick(pool, indices, r);
                }
            }
            stopped = true;
            return null;
        }

        /**
         * {@code (type, (pool, r), (indices, cycles))} once started. Compare CPython
         * itertoolsmodule.c: permutations_reduce.
         */
        private static PyObject reduce(PyObject self) {
            Permutations p = (Permutations) self;
            PyObject state = p.started && !p.stopped ? PyTuple.of(
                    Pickling.ints(p.indices, p.indices.length),
                    Pickling.ints(p.cycles, p.cycles.length)) : null;
            return reduceCombinatoric(self, p.started, p.stopped, p.pool, p.r, state);
        }

        /**
         * {@code (indices, cycles)}: n indices clamped to the pool, r cycles clamped to
         * {@code 1..n-i}. Compare CPython itertoolsmodule.c: permutations_setstate.
         */
        private static PyObject setState(PyObject self, PyObject state) {
            PyObject[] a = Pickling.items(state, 2, 2);
            for (int k = 0; k < 2; k++) {
                if (!(a[k] instanceof PyTuple)) {
                    throw Py.typeError("argument " + (k + 1) + " must be tuple, not "
                            + a[k].type.getName());
                }
            }
            Permutations p = (Permutations) self;
            PyObject[] indices = ((PyTuple) a[0]).items;
            PyObject[] cycles = ((PyTuple) a[1]).items;
            int n = p.pool.length;
            if (indices.length != n || cycles.length != p.r) {
                throw Py.valueError("invalid arguments");
            }
            int[] ind = new int[n];
            for (int i = 0; i < n; i++) {
                ind[i] = (int) Math.max(0, Math.min(IntOps.asSsizeT(indices[i]), n - 1));
            }
            int[] cyc = new int[p.r];
            for (int i = 0; i < p.r; i++) {
                cyc[i] = (int) Math.max(1, Math.min(IntOps.asSsizeT(cycles[i]), n - i));
            }
            if (p.r > n) {
                // stopped from the start: CPython's state would index past the pool
                return Py.None;
            }
            System.arraycopy(ind, 0, p.indices, 0, n);
            System.arraycopy(cyc, 0, p.cycles, 0, p.r);
            p.started = true;
            return Py.None;
        }
    }

    // ------------------------------------------------------------------ combinations

    /** {@code combinations(iterable, r)}: r-length subsequences in input order. */
    static final class Combinations extends NativeObject implements PyIterator {
        static final PyType TYPE = type("combinations", Combinations.class,
                Combinations::construct, Combinations::reduce, Combinations::setState);

        private static final Params PARAMS = new Params("combinations",
                new String[] {"iterable", "r"}, 0, 2, 2);

        private final PyObject[] pool;
        private final int r;
        private final int[] indices;
        private boolean started;
        private boolean stopped;

        Combinations(PyType type, PyObject[] pool, int r) {
            super(type);
            this.pool = pool;
            this.r = r;
            this.indices = new int[r > pool.length ? 0 : r];
            for (int i = 0; i < indices.length; i++) {
                indices[i] = i;
            }
            this.stopped = r > pool.length;
        }

        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            PyObject[] a = PARAMS.parse(args, kwnames);
            PyObject[] pool = Abstract.toArray(a[0]);
            return new Combinations((PyType) cls, pool, checkR(Params.asSsize(a[1])));
        }

        @Override
        public PyObject nextOrNull() {
            if (stopped) {
                return null;
            }
            if (!started) {
                started = true;
                return pick(pool, indices, r);
            }
            int n = pool.length;
            int i = r - 1;
            while (i >= 0 && indices[i] == i + n - r) {
                i--;
            }
            if (i < 0) {
                stopped = true;
                return null;
            }
            indices[i]++;
            for (int j = i + 1; j < r; j++) {
                indices[j] = indices[j - 1] + 1;
            }
            return pick(pool, indices, r);
        }

        /** Compare CPython itertoolsmodule.c: combinations_reduce. */
        private static PyObject reduce(PyObject self) {
            Combinations c = (Combinations) self;
            PyObject state = c.started && !c.stopped ? Pickling.ints(c.indices, c.r) : null;
            return reduceCombinatoric(self, c.started, c.stopped, c.pool, c.r, state);
        }

        /**
         * The r indices of the last result, index i clamped to {@code 0..i+n-r}. Compare
         * CPython itertoolsmodule.c: combinations_setstate.
         */
        private static PyObject setState(PyObject self, PyObject state) {
            Combinations c = (Combinations) self;
            long[] ind = indexState(state, c.r);
            int n = c.pool.length;
            if (c.r > n) {
                // stopped from the start: CPython's state would index past the pool
                return Py.None;
            }
            for (int i = 0; i < c.r; i++) {
                c.indices[i] = (int) Math.max(0, Math.min(ind[i], i + n - c.r));
            }
            c.started = true;
            return Py.None;
        }
    }

    /** {@code combinations_with_replacement(iterable, r)}. */
    static final class CombinationsWithReplacement extends NativeObject implements PyIterator {
        static final PyType TYPE = type("combinations_with_replacement",
                CombinationsWithReplacement.class, CombinationsWithReplacement::construct,
                CombinationsWithReplacement::reduce, CombinationsWithReplacement::setState);

        private static final Params PARAMS = new Params("combinations_with_replacement",
                new String[] {"iterable", "r"}, 0, 2, 2);

        private final PyObject[] pool;
        private final int r;
        private final int[] indices;
        private boolean started;
        private boolean stopped;

        CombinationsWithReplacement(PyType type, PyObject[] pool, int r) {
            super(type);
            this.pool = pool;
            this.r = r;
            this.indices = new int[r];
            this.stopped = pool.length == 0 && r > 0;
        }

        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            PyObject[] a = PARAMS.parse(args, kwnames);
            PyObject[] pool = Abstract.toArray(a[0]);
            return new CombinationsWithReplacement((PyType) cls, pool,
                    checkR(Params.asSsize(a[1])));
        }

        @Override
        public PyObject nextOrNull() {
            if (stopped) {
                return null;
            }
            if (!started) {
                started = true;
                return pick(pool, indices, r);
            }
            int n = pool.length;
            int i = r - 1;
            while (i >= 0 && indices[i] == n - 1) {
                i--;
            }
            if (i < 0) {
                stopped = true;
                return null;
            }
            int v = indices[i] + 1;
            for (int j = i; j < r; j++) {
                indices[j] = v;
            }
            return pick(pool, indices, r);
        }

        /** Compare CPython itertoolsmodule.c: cwr_reduce. */
        private static PyObject reduce(PyObject self) {
            CombinationsWithReplacement c = (CombinationsWithReplacement) self;
            PyObject state = c.started && !c.stopped ? Pickling.ints(c.indices, c.r) : null;
            return reduceCombinatoric(self, c.started, c.stopped, c.pool, c.r, state);
        }

        /**
         * The r indices of the last result, each clamped to the pool. Compare CPython
         * itertoolsmodule.c: cwr_setstate.
         */
        private static PyObject setState(PyObject self, PyObject state) {
            CombinationsWithReplacement c = (CombinationsWithReplacement) self;
            long[] ind = indexState(state, c.r);
            int n = c.pool.length;
            if (n == 0 && c.r > 0) {
                // stopped from the start: CPython's state would index past the empty pool
                return Py.None;
            }
            for (int i = 0; i < c.r; i++) {
                c.indices[i] = (int) Math.max(0, Math.min(ind[i], n - 1));
            }
            c.started = true;
            return Py.None;
        }
    }
}
