package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyByteArray;
import org.specializer.api.PyBytes;
import org.specializer.api.PyMemoryView;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * The Python-visible methods of {@code random.Random}: argument handling with the messages of
 * CPython's {@code random.py} (Python functions) or {@code _random} (C functions), then the work
 * in {@link PyRandom} and {@link RandomVariates}.
 */
final class RandomMethods {
    private RandomMethods() {}

    /** random.py's {@code Random.VERSION}: the state format of getstate/setstate. */
    static final int VERSION = 3;

    private static final PyStr SEED = PyStr.intern("seed");

    private static PyRandom r(PyObject self) {
        return (PyRandom) self;
    }

    private static PyArgs args(String name, int positional, int required, String... names) {
        return new PyArgs("Random." + name, names, positional, required, true);
    }

    private static final PyArgs INIT = args("__init__", 1, 0, "x");
    private static final PyArgs SEED_ARGS = args("seed", 2, 0, "a", "version");
    private static final PyArgs RANDRANGE = args("randrange", 3, 1, "start", "stop", "step");
    private static final PyArgs RANDINT = args("randint", 2, 2, "a", "b");
    private static final PyArgs CHOICE = args("choice", 1, 1, "seq");
    private static final PyArgs SHUFFLE = args("shuffle", 1, 1, "x");
    private static final PyArgs SAMPLE = args("sample", 2, 2, "population", "k", "counts");
    private static final PyArgs CHOICES = args("choices", 2, 1, "population", "weights",
            "cum_weights", "k");
    private static final PyArgs SETSTATE = args("setstate", 1, 1, "state");
    private static final PyArgs RANDBYTES = args("randbytes", 1, 1, "n");

    static void define(PyType t) {
        t.constructor((cls, a, kw) -> {
            PyType c = (PyType) cls;
            PyRandom r = c == PyRandom.TYPE ? new PyRandom() : new PyRandom.Derived(c);
            if (c == PyRandom.TYPE && a.length - kw.length > 1) {
                throw Py.typeError("Random() takes at most 1 argument ("
                        + (a.length - kw.length) + " given)");
            }
            r.seedFromEntropy();
            return r;
        });
        t.methodK("__init__", (self, a, kw) -> {
            PyObject[] v = INIT.bind(a, kw);
            PyObject x = v[0] == null ? Py.None : v[0];
            if (self.type == PyRandom.TYPE) {
                r(self).seed(x, 2);
            } else {
                // a subclass may override seed(), as random.py's __init__ calls self.seed(x)
                Abstract.callMethod(self, SEED, x);
            }
            r(self).gaussNext = null;
            return Py.None;
        });
        t.define("VERSION", PyInt.of(VERSION));
        t.methodK("seed", (self, a, kw) -> {
            PyObject[] v = SEED_ARGS.bind(a, kw);
            int version = v[1] == null ? 2 : Abstract.asInt(v[1]);
            r(self).seed(v[0] == null ? Py.None : v[0], version);
            return Py.None;
        });
        t.method0("random", self -> new PyFloat(r(self).random()));
        t.method1("getrandbits", (self, k) -> r(self).getrandbits(Abstract.asIndex(k)));
        t.method1("_randbelow", (self, n) -> r(self).randbelow(Abstract.index(n)));
        t.method0("getstate", RandomMethods::getstate);
        t.methodK("setstate", (self, a, kw) -> setstate(r(self), SETSTATE.bind(a, kw)[0]));
        t.methodK("randrange", (self, a, kw) -> {
            PyObject[] v = RANDRANGE.bind(a, kw);
            return r(self).randrange(v[0], v[1], v[2]);
        });
        t.methodK("randint", (self, a, kw) -> {
            if (kw.length == 0 && a.length == 2) {
                return r(self).randint(a[0], a[1]);
            }
            PyObject[] v = RANDINT.bind(a, kw);
            return r(self).randint(v[0], v[1]);
        });
        t.methodK("choice", (self, a, kw) -> r(self).choice(
                kw.length == 0 && a.length == 1 ? a[0] : CHOICE.bind(a, kw)[0]));
        t.methodK("shuffle", (self, a, kw) -> {
            r(self).shuffle(SHUFFLE.bind(a, kw)[0]);
            return Py.None;
        });
        t.methodK("sample", (self, a, kw) -> sample(r(self), SAMPLE.bind(a, kw)));
        t.methodK("choices", (self, a, kw) -> choices(r(self), CHOICES.bind(a, kw)));
        t.methodK("randbytes", (self, a, kw) -> randbytes(r(self),
                Abstract.asIndex(RANDBYTES.bind(a, kw)[0])));
        RandomVariates.define(t);
    }

    // ------------------------------------------------------------------ state

    private static PyObject getstate(PyObject self) {
        long[] s = r(self).mt.getState();
        PyObject[] items = new PyObject[s.length];
        for (int i = 0; i < s.length; i++) {
            items[i] = PyInt.of(s[i]);
        }
        PyObject g = r(self).gaussNext;
        return PyTuple.of(PyInt.of(VERSION), new PyTuple(items), g == null ? Py.None : g);
    }

    private static PyObject setstate(PyRandom r, PyObject state) {
        PyObject version = Abstract.getItem(state, PyInt.ZERO);
        if (!Abstract.eq(version, PyInt.of(VERSION))) {
            throw Py.valueError("state with version " + Abstract.str(version)
                    + " passed to Random.setstate() of version " + VERSION);
        }
        PyObject[] parts = Abstract.toArray(state);
        if (parts.length != 3) {
            throw Py.valueError((parts.length > 3 ? "too many values to unpack (expected 3, got "
                    : "not enough values to unpack (expected 3, got ") + parts.length + ")");
        }
        if (!(parts[1] instanceof PyTuple internal)) {
            throw Py.typeError("state vector must be a tuple");
        }
        if (internal.items.length != MersenneTwister.N + 1) {
            throw Py.valueError("state vector is the wrong size");
        }
        long[] s = new long[MersenneTwister.N + 1];
        for (int i = 0; i < s.length; i++) {
            PyObject x = internal.items[i];
            if (!(x instanceof PyInt pi) || pi.value < 0 || pi.value > 0xffffffffL) {
                throw Py.overflowError("Python int too large to convert to C unsigned long");
            }
            s[i] = pi.value;
        }
        if (s[MersenneTwister.N] > MersenneTwister.N) {
            throw Py.valueError("invalid state");
        }
        r.mt.setState(s);
        r.gaussNext = parts[2] == Py.None ? null : parts[2];
        return Py.None;
    }

    // ------------------------------------------------------------------ sample and choices

    private static PyObject sample(PyRandom r, PyObject[] v) {
        PyObject population = v[0];
        if (!isSequence(population)) {
            throw Py.typeError("Population must be a sequence.  For dicts or sets, use "
                    + "sorted(d).");
        }
        long k = Abstract.asIndex(v[1]);
        PyObject counts = v[2];
        if (counts == null || counts == Py.None) {
            return r.sample(population, k);
        }
        int n = Abstract.len(population);
        PyList cum = accumulate(counts);
        if (cum.size != n) {
            throw Py.valueError("The number of counts does not match the population");
        }
        PyObject total = PyInt.ZERO;
        if (cum.size > 0) {
            total = cum.items[--cum.size];
            cum.items[cum.size] = null;
        }
        if (!(total instanceof PyInt)) {
            if (!(total instanceof PyBigInt)) {
                throw Py.typeError("Counts must be integers");
            }
            throw Py.overflowError("Python int too large to convert to C ssize_t");
        }
        long tot = ((PyInt) total).value;
        if (tot < 0) {
            throw Py.valueError("Counts must be non-negative");
        }
        if (tot > Integer.MAX_VALUE) {
            throw Py.overflowError("Python int too large to convert to C ssize_t");
        }
        PyList selections = r.sample(new IndexRange((int) tot), k);
        PyObject[] out = new PyObject[selections.size];
        for (int i = 0; i < out.length; i++) {
            out[i] = Abstract.getItem(population,
                    PyInt.of(bisectRight(cum, selections.items[i], 0, cum.size)));
        }
        return new PyList(out);
    }

    /** Population types random.py accepts as {@code collections.abc.Sequence}. */
    private static boolean isSequence(PyObject p) {
        if (p instanceof PyList || p instanceof PyTuple || p instanceof PyStr
                || p instanceof PyBytes || p instanceof IndexRange) {
            return true;
        }
        if (p instanceof PyByteArray || p instanceof PyMemoryView
                || (!p.type.isHeapType() && p.type.getName().equals("range"))) {
            return true;
        }
        return p.type.isHeapType() && p.type.lookup(Names.__getitem__) != null
                && p.type.lookup(Names.__len__) != null
                && p.type.lookup(PyStr.intern("keys")) == null;
    }

    private static PyList accumulate(PyObject iterable) {
        PyList out = new PyList();
        PyObject it = Abstract.iter(iterable);
        PyObject total = null;
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            total = total == null ? x : Abstract.add(total, x);
            out.append(total);
        }
        return out;
    }

    /** {@code bisect.bisect_right(a, x, lo, hi)}. */
    private static int bisectRight(PyList a, PyObject x, int lo, int hi) {
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (Abstract.richCompareBool(x, a.items[mid], Abstract.LT)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** {@code choices(population, weights=None, *, cum_weights=None, k=1)}. */
    private static PyObject choices(PyRandom r, PyObject[] v) {
        PyObject population = v[0];
        PyObject weights = v[1] == Py.None ? null : v[1];
        PyObject cumWeights = v[2] == Py.None ? null : v[2];
        long k = v[3] == null ? 1 : Abstract.asIndex(v[3]);
        int n = Abstract.len(population);
        if (cumWeights == null) {
            if (weights == null) {
                double fn = n;
                PyObject[] out = new PyObject[(int) Math.max(0, k)];
                for (int i = 0; i < out.length; i++) {
                    out[i] = Abstract.getItem(population,
                            PyInt.of((long) Math.floor(r.random() * fn)));
                }
                return new PyList(out);
            }
            if (weights instanceof PyInt && Abstract.iterOrNull(weights) == null) {
                throw Py.typeError("The number of choices must be a keyword argument: k="
                        + Abstract.repr(weights));
            }
            cumWeights = accumulate(weights);
        } else if (weights != null) {
            throw Py.typeError("Cannot specify both weights and cumulative weights");
        }
        PyList cum = cumWeights instanceof PyList l && cumWeights != v[2] ? l
                : new PyList(Abstract.toArray(cumWeights));
        if (cum.size != n) {
            throw Py.valueError("The number of weights does not match the population");
        }
        double total = Abstract.asDouble(Abstract.add(cum.items[cum.size - 1],
                new PyFloat(0.0)));
        if (total <= 0.0) {
            throw Py.valueError("Total of weights must be greater than zero");
        }
        if (!Double.isFinite(total)) {
            throw Py.valueError("Total of weights must be finite");
        }
        int hi = n - 1;
        PyObject[] out = new PyObject[(int) Math.max(0, k)];
        for (int i = 0; i < out.length; i++) {
            PyObject x = new PyFloat(r.random() * total);
            out[i] = Abstract.getItem(population, PyInt.of(bisectRight(cum, x, 0, hi)));
        }
        return new PyList(out);
    }

    // ------------------------------------------------------------------ bytes

    /** {@code randbytes(n)}: 32-bit words, little-endian, the last one's high bytes. */
    private static PyObject randbytes(PyRandom r, long n) {
        if (n < 0) {
            throw Py.valueError("negative argument not allowed");
        }
        byte[] b = new byte[(int) n];
        for (int at = 0; at < b.length; at += 4) {
            int w = r.mt.next32();
            int left = b.length - at;
            if (left < 4) {
                w >>>= 32 - 8 * left;
            }
            for (int i = 0; i < Math.min(4, left); i++) {
                b[at + i] = (byte) (w >>> (8 * i));
            }
        }
        return new PyBytes(b);
    }

    /** {@code range(n)} for {@code sample(range(total), k)} in the counts path. */
    private static final class IndexRange extends PyObject {
        private static final PyType TYPE = PyType.builtin("range_of_indices",
                IndexRange.class, PyType.OBJECT, 0, t -> {
                    t.method0("__len__", self -> PyInt.of(((IndexRange) self).n));
                    t.method1("__getitem__", (self, i) -> {
                        long v = Abstract.asIndex(i);
                        if (v < 0 || v >= ((IndexRange) self).n) {
                            throw Py.indexError("range object index out of range");
                        }
                        return PyInt.of(v);
                    });
                });
        final int n;

        IndexRange(int n) {
            super(TYPE);
            this.n = n;
        }
    }
}
