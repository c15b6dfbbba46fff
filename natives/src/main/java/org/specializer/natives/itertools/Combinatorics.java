package org.specializer.natives.itertools;

import org.specializer.natives.NativeObject;

import org.specializer.api.Abstract;
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

    private static PyType type(String name, Class<?> c, org.specializer.api.Builtin.FK ctor) {
        return PyType.builtin(name, c, PyType.OBJECT, PyType.BASETYPE, t -> {
            Params.defineIterator(t);
            t.constructor(ctor);
        }).withModule("itertools").withDottedTpName();
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
        static final PyType TYPE = type("product", Product.class, Product::construct);

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
    }

    // ------------------------------------------------------------------ permutations

    /** {@code permutations(iterable, r=None)}: r-length orderings. */
    static final class Permutations extends NativeObject implements PyIterator {
        static final PyType TYPE = type("permutations", Permutations.class,
                Permutations::construct);

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
    }

    // ------------------------------------------------------------------ combinations

    /** {@code combinations(iterable, r)}: r-length subsequences in input order. */
    static final class Combinations extends NativeObject implements PyIterator {
        static final PyType TYPE = type("combinations", Combinations.class,
                Combinations::construct);

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
    }

    /** {@code combinations_with_replacement(iterable, r)}. */
    static final class CombinationsWithReplacement extends NativeObject implements PyIterator {
        static final PyType TYPE = type("combinations_with_replacement",
                CombinationsWithReplacement.class, CombinationsWithReplacement::construct);

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
    }
}
