package org.specializer.natives.random;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyDict;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * {@code _random.Random}: the Mersenne Twister state and the four primitives Lib's
 * {@code random.Random} builds on ({@code random}, {@code seed}, {@code getstate},
 * {@code setstate}, {@code getrandbits}). Everything else ({@code randrange}, {@code choice},
 * {@code gauss}, ...) is {@code random.py}'s Python, as in CPython, so seeded programs draw
 * the same numbers.
 */
public class PyRandom extends PyObject {
    public static final PyType TYPE = PyType.builtin("Random", PyRandom.class, PyType.OBJECT,
            PyType.BASETYPE, PyRandom::define).withModule("_random").withDottedTpName();

    final MersenneTwister mt = new MersenneTwister();
    private PyDict dict;

    PyRandom(PyType type) {
        super(type);
        seedFromEntropy();
    }

    private static PyRandom r(PyObject o) {
        return (PyRandom) o;
    }

    private static void define(PyType t) {
        t.constructor((cls, a, kw) -> new PyRandom((PyType) cls));
        t.methodK("__init__", PyRandom::init);
        t.method0("random", self -> new PyFloat(r(self).mt.nextDouble()));
        t.methodN("seed", 0, 1, (self, a) -> {
            r(self).seed(a.length == 0 ? Py.None : a[0]);
            return Py.None;
        });
        t.method0("getstate", PyRandom::getstate);
        t.method1("setstate", PyRandom::setstate);
        t.method1("getrandbits", (self, k) -> r(self).getrandbits(asCInt(k)));
    }

    /**
     * {@code Random(x=None)}: seeds with {@code x}; keywords are refused unless a subclass
     * brings an {@code __init__} of its own. Compare CPython _randommodule.c: random_init.
     */
    private static PyObject init(PyObject self, PyObject[] args, PyStr[] kwnames) {
        if (kwnames.length != 0 && (self.type == TYPE
                || self.type.lookup(Names.__init__) == TYPE.lookup(Names.__init__))) {
            throw Py.typeError("Random() takes no keyword arguments");
        }
        int npos = args.length - kwnames.length;
        if (npos > 1) {
            throw Py.typeError("Random() requires 0 or 1 argument");
        }
        r(self).seed(npos == 1 ? args[0] : Py.None);
        return Py.None;
    }

    private static final SplittableRandom ENTROPY = new SplittableRandom(
            System.nanoTime() ^ System.currentTimeMillis() * 0x9E3779B97F4A7C15L);

    /** {@code seed(None)}: a key of fresh entropy, as CPython's random_seed_urandom. */
    void seedFromEntropy() {
        int[] key = new int[MersenneTwister.N];
        synchronized (ENTROPY) {
            for (int i = 0; i < key.length; i++) {
                key[i] = ENTROPY.nextInt();
            }
        }
        mt.initByArray(key);
    }

    /**
     * {@code seed(n)}: None draws entropy; an int seeds with its absolute value's 32-bit words;
     * any other object with its hash as an unsigned machine word (random.py turns str and bytes
     * into ints first). Compare CPython _randommodule.c: random_seed.
     */
    void seed(PyObject arg) {
        if (arg == Py.None) {
            seedFromEntropy();
        } else if (arg instanceof PyInt i) {
            long v = i.value;
            if (v == Long.MIN_VALUE) {
                mt.seed(BigInteger.valueOf(v).negate());
            } else {
                mt.seedUnsigned(Math.abs(v));
            }
        } else if (arg instanceof PyBigInt b) {
            mt.seed(b.value.abs());
        } else {
            mt.seedUnsigned(Abstract.hash(arg));
        }
    }

    /** An index as a C int, as CPython's {@code _PyLong_AsInt} converts it. */
    private static int asCInt(PyObject k) {
        PyObject i = Abstract.index(k);
        if (!(i instanceof PyInt pi) || pi.value < Integer.MIN_VALUE
                || pi.value > Integer.MAX_VALUE) {
            throw Py.overflowError("Python int too large to convert to C int");
        }
        return (int) pi.value;
    }

    /** {@code getrandbits(k)}. Compare CPython _randommodule.c: _random_Random_getrandbits_impl. */
    PyObject getrandbits(int k) {
        if (k < 0) {
            throw Py.valueError("number of bits must be non-negative");
        }
        if (k <= 63) {
            return PyInt.of(mt.bitsLong(k));
        }
        return Py.newInt(mt.bits(k));
    }

    private static PyObject getstate(PyObject self) {
        long[] s = r(self).mt.getState();
        PyObject[] items = new PyObject[s.length];
        for (int i = 0; i < s.length; i++) {
            items[i] = PyInt.of(s[i]);
        }
        return new PyTuple(items);
    }

    /** Compare CPython _randommodule.c: random_setstate. */
    private static PyObject setstate(PyObject self, PyObject state) {
        if (!(state instanceof PyTuple t)) {
            throw Py.typeError("state vector must be a tuple");
        }
        if (t.items.length != MersenneTwister.N + 1) {
            throw Py.valueError("state vector is the wrong size");
        }
        long[] s = new long[MersenneTwister.N + 1];
        for (int i = 0; i < MersenneTwister.N; i++) {
            s[i] = asUnsignedLong(t.items[i]) & 0xffffffffL;
        }
        PyObject last = t.items[MersenneTwister.N];
        PyObject index = Abstract.index(last);
        if (!(index instanceof PyInt pi)) {
            throw Py.overflowError("Python int too large to convert to C long");
        }
        if (pi.value < 0 || pi.value > MersenneTwister.N) {
            throw Py.valueError("invalid state");
        }
        s[MersenneTwister.N] = pi.value;
        r(self).mt.setState(s);
        return Py.None;
    }

    /** CPython's {@code PyLong_AsUnsignedLong}: ints only, 0 to 2**64-1; the low 64 bits. */
    private static long asUnsignedLong(PyObject o) {
        if (o instanceof PyInt i) {
            if (i.value < 0) {
                throw Py.overflowError("can't convert negative value to unsigned int");
            }
            return i.value;
        }
        if (o instanceof PyBigInt b) {
            if (b.value.signum() < 0) {
                throw Py.overflowError("can't convert negative value to unsigned int");
            }
            if (b.value.bitLength() > 64) {
                throw Py.overflowError("Python int too large to convert to C unsigned long");
            }
            return b.value.longValue();
        }
        throw Py.typeError("an integer is required");
    }

    @Override
    public PyDict getDict() {
        if (dict == null && type.instancesHaveDict()) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        if (!type.instancesHaveDict()) {
            return false;
        }
        dict = d;
        return true;
    }
}
