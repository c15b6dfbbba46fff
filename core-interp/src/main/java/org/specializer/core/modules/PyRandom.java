package org.specializer.core.modules;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashSet;
import java.util.SplittableRandom;
import org.specializer.api.Abstract;
import org.specializer.api.Hashing;
import org.specializer.api.IntOps;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyByteArray;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * {@code random.Random}: a Mersenne Twister with CPython's algorithms on top, so that integer
 * (and str, bytes, float) seeds give CPython 3.13's exact sequences. The methods CPython writes
 * in Python ({@code random.py}) are written here in Java, step for step in the same order of
 * generator calls; {@link RandomVariates} has the continuous distributions.
 *
 * <p>The integer methods draw through {@link #randbelow}, as CPython's
 * {@code _randbelow_with_getrandbits}: {@code getrandbits(n.bit_length())} until below n.
 * (CPython switches to a {@code random()}-based method for subclasses that override
 * {@code random()} but not {@code getrandbits()}; this implementation does not.)
 */
public class PyRandom extends PyObject {
    public static final PyType TYPE = PyType.builtin("Random", PyRandom.class, PyType.OBJECT,
            PyType.BASETYPE, RandomMethods::define).withModule("random");

    final MersenneTwister mt = new MersenneTwister();
    /** The second normal deviate of the last {@code gauss()} pair, or null. */
    PyObject gaussNext;

    public PyRandom() {
        super(TYPE);
    }

    protected PyRandom(PyType type) {
        super(type);
    }

    /** An instance of a Python subclass of Random. */
    public static final class Derived extends PyRandom {
        private PyDict dict;

        public Derived(PyType type) {
            super(type);
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
            dict = d;
            return true;
        }
    }

    // ------------------------------------------------------------------ seeding

    private static final SplittableRandom ENTROPY = new SplittableRandom(
            System.nanoTime() ^ System.currentTimeMillis() * 0x9E3779B97F4A7C15L);

    /** {@code seed(None)}: fresh entropy. */
    public void seedFromEntropy() {
        int[] key = new int[MersenneTwister.N];
        synchronized (ENTROPY) {
            for (int i = 0; i < key.length; i++) {
                key[i] = ENTROPY.nextInt();
            }
        }
        mt.initByArray(key);
        gaussNext = null;
    }

    /** {@code seed(a, version)}, CPython's {@code Random.seed}. */
    public void seed(PyObject a, int version) {
        if (a == Py.None) {
            seedFromEntropy();
            return;
        }
        if (a instanceof PyInt i) {
            long v = i.value;
            if (v == Long.MIN_VALUE) {
                mt.seed(BigInteger.valueOf(v).negate());
            } else {
                mt.seedUnsigned(Math.abs(v));
            }
        } else if (a instanceof PyBigInt b) {
            mt.seed(b.value.abs());
        } else if (a instanceof PyFloat f) {
            // CPython seeds with hash(a) as an unsigned machine word
            mt.seedUnsigned(Hashing.hashDouble(f.value, Hashing.identityHash(a)));
        } else if (a instanceof PyStr || a instanceof PyBytes || a instanceof PyByteArray) {
            byte[] bytes = a instanceof PyStr s ? s.value.getBytes(StandardCharsets.UTF_8)
                    : a instanceof PyBytes pb ? pb.value : ((PyByteArray) a).toByteArray();
            if (version == 1) {
                seedVersion1(bytes, a instanceof PyStr s ? s.value : null);
            } else {
                mt.seed(new BigInteger(1, concat(bytes, sha512(bytes))));
            }
        } else {
            throw Py.typeError("The only supported seed types are:\n"
                    + "None, int, float, str, bytes, and bytearray.");
        }
        gaussNext = null;
    }

    /** Version 1 seeding of str and bytes (Python 2's string hash), as random.py keeps it. */
    private void seedVersion1(byte[] bytes, String text) {
        // bytes are decoded as Latin-1: each byte is one code point
        int[] cps = text != null ? text.codePoints().toArray() : new int[bytes.length];
        if (text == null) {
            for (int i = 0; i < bytes.length; i++) {
                cps[i] = bytes[i] & 0xff;
            }
        }
        long x = cps.length == 0 ? 0 : (long) cps[0] << 7;
        for (int c : cps) {
            x = (1000003L * x) ^ c;
        }
        x ^= cps.length;
        mt.seedUnsigned(x);
    }

    private static byte[] sha512(byte[] b) {
        try {
            return MessageDigest.getInstance("SHA-512").digest(b);
        } catch (NoSuchAlgorithmException e) {
            throw Py.internal("SHA-512 is missing from this JVM");
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] r = new byte[a.length + b.length];
        System.arraycopy(a, 0, r, 0, a.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    // ------------------------------------------------------------------ primitives

    /** {@code random()}. */
    public double random() {
        return mt.nextDouble();
    }

    /** {@code getrandbits(k)}. */
    public PyObject getrandbits(long k) {
        if (k < 0) {
            throw Py.valueError("number of bits must be non-negative");
        }
        if (k > Integer.MAX_VALUE) {
            throw Py.overflowError("Python int too large to convert to C int");
        }
        if (k <= 63) {
            return PyInt.of(mt.bitsLong((int) k));
        }
        return Py.newInt(mt.bits((int) k));
    }

    /** {@code _randbelow(n)} for {@code n > 0}. */
    public long randbelow(long n) {
        int k = 64 - Long.numberOfLeadingZeros(n);
        long r = mt.bitsLong(k);
        while (r >= n) {
            r = mt.bitsLong(k);
        }
        return r;
    }

    /** {@code _randbelow(n)} for {@code n > 0} of any size. */
    public BigInteger randbelow(BigInteger n) {
        if (n.bitLength() < 64) {
            return BigInteger.valueOf(randbelow(n.longValue()));
        }
        int k = n.bitLength();
        BigInteger r = mt.bits(k);
        while (r.compareTo(n) >= 0) {
            r = mt.bits(k);
        }
        return r;
    }

    /** {@code _randbelow(n)} for a positive Python int. */
    PyObject randbelow(PyObject n) {
        if (n instanceof PyInt i) {
            return PyInt.of(randbelow(i.value));
        }
        return Py.newInt(randbelow(IntOps.big(n)));
    }

    // ------------------------------------------------------------------ integers

    /** {@code randrange(start, stop=None, step=1)}; null for an absent argument. */
    public PyObject randrange(PyObject start, PyObject stop, PyObject step) {
        PyObject istart = Abstract.index(start);
        if (stop == null || stop == Py.None) {
            // CPython tests "step is not _ONE": any int 1 is the cached object 1
            if (step != null && !(step.getClass() == PyInt.class && ((PyInt) step).value == 1)) {
                throw Py.typeError("Missing a non-None stop argument");
            }
            if (istart instanceof PyInt i) {
                if (i.value > 0) {
                    return PyInt.of(randbelow(i.value));
                }
            } else if (IntOps.big(istart).signum() > 0) {
                return Py.newInt(randbelow(IntOps.big(istart)));
            }
            throw Py.valueError("empty range for randrange()");
        }
        PyObject istop = Abstract.index(stop);
        PyObject istep = step == null ? PyInt.ONE : Abstract.index(step);
        if (istep instanceof PyInt s && s.value == 1) {
            if (istart instanceof PyInt a && istop instanceof PyInt b) {
                long width = b.value - a.value;
                // no overflow in b - a: then a + r (r < width) cannot overflow either
                if (((b.value ^ a.value) & (b.value ^ width)) >= 0) {
                    if (width > 0) {
                        return PyInt.of(a.value + randbelow(width));
                    }
                    throw emptyRange(start, stop, null);
                }
            }
            BigInteger width = IntOps.big(istop).subtract(IntOps.big(istart));
            if (width.signum() > 0) {
                return Py.newInt(IntOps.big(istart).add(randbelow(width)));
            }
            throw emptyRange(start, stop, null);
        }
        BigInteger a = IntOps.big(istart);
        BigInteger width = IntOps.big(istop).subtract(a);
        BigInteger st = IntOps.big(istep);
        BigInteger n;
        if (st.signum() > 0) {
            n = floorDiv(width.add(st).subtract(BigInteger.ONE), st);
        } else if (st.signum() < 0) {
            n = floorDiv(width.add(st).add(BigInteger.ONE), st);
        } else {
            throw Py.valueError("zero step for randrange()");
        }
        if (n.signum() <= 0) {
            throw emptyRange(start, stop, step);
        }
        return Py.newInt(a.add(st.multiply(randbelow(n))));
    }

    private static BigInteger floorDiv(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        if (qr[1].signum() != 0 && qr[1].signum() != b.signum()) {
            return qr[0].subtract(BigInteger.ONE);
        }
        return qr[0];
    }

    private static RuntimeException emptyRange(PyObject start, PyObject stop, PyObject step) {
        return Py.valueError("empty range in randrange(" + Abstract.str(start) + ", "
                + Abstract.str(stop) + (step == null ? "" : ", " + Abstract.str(step)) + ")");
    }

    /** {@code randint(a, b)}: {@code randrange(a, b + 1)}. */
    public PyObject randint(PyObject a, PyObject b) {
        if (a.getClass() == PyInt.class && b.getClass() == PyInt.class) {
            long lo = ((PyInt) a).value;
            long hi = ((PyInt) b).value;
            if (hi != Long.MAX_VALUE) {
                return randrange(a, PyInt.of(hi + 1), null);
            }
            if (lo < hi) {
                return randrange(a, Py.newInt(BigInteger.valueOf(hi).add(BigInteger.ONE)), null);
            }
        }
        return randrange(a, Abstract.add(b, PyInt.ONE), null);
    }

    // ------------------------------------------------------------------ sequences

    /** {@code choice(seq)}. */
    public PyObject choice(PyObject seq) {
        Class<?> c = seq.getClass();
        if (c == PyList.class) {
            PyList l = (PyList) seq;
            if (l.size == 0) {
                throw emptyChoice();
            }
            return l.items[(int) randbelow(l.size)];
        }
        if (c == PyTuple.class) {
            PyObject[] items = ((PyTuple) seq).items;
            if (items.length == 0) {
                throw emptyChoice();
            }
            return items[(int) randbelow(items.length)];
        }
        int n = Abstract.len(seq);
        if (n == 0) {
            throw emptyChoice();
        }
        return Abstract.getItem(seq, PyInt.of(randbelow(n)));
    }

    private static RuntimeException emptyChoice() {
        return Py.indexError("Cannot choose from an empty sequence");
    }

    /** {@code shuffle(x)}: Fisher-Yates from the end, {@code j = _randbelow(i + 1)}. */
    public void shuffle(PyObject x) {
        if (x.getClass() == PyList.class) {
            PyList l = (PyList) x;
            for (int i = l.size - 1; i > 0; i--) {
                int j = (int) randbelow(i + 1);
                // the list may not shrink under us: no Python code runs here
                PyObject t = l.items[i];
                l.items[i] = l.items[j];
                l.items[j] = t;
            }
            return;
        }
        for (int i = Abstract.len(x) - 1; i > 0; i--) {
            PyInt pi = PyInt.of(i);
            PyInt pj = PyInt.of(randbelow(i + 1));
            PyObject xj = Abstract.getItem(x, pj);
            PyObject xi = Abstract.getItem(x, pi);
            Abstract.setItem(x, pi, xj);
            Abstract.setItem(x, pj, xi);
        }
    }

    /**
     * {@code sample(population, k)}: CPython picks from a copied pool when the population is
     * small next to a set of k items, else draws indexes and rejects repeats; the choice
     * decides the sequence, so it is made by the same rule.
     */
    public PyList sample(PyObject population, long k) {
        int n = Abstract.len(population);
        if (k < 0 || k > n) {
            throw Py.valueError("Sample larger than population or is negative");
        }
        PyObject[] result = new PyObject[(int) k];
        long setsize = 21;
        if (k > 5) {
            setsize += (long) Math.pow(4, Math.ceil(Math.log(k * 3) / Math.log(4)));
        }
        if (n <= setsize) {
            PyObject[] pool = Abstract.toArray(population);
            for (int i = 0; i < k; i++) {
                int j = (int) randbelow(n - i);
                result[i] = pool[j];
                pool[j] = pool[n - i - 1];
            }
        } else {
            HashSet<Long> selected = new HashSet<>();
            for (int i = 0; i < k; i++) {
                long j = randbelow(n);
                while (selected.contains(j)) {
                    j = randbelow(n);
                }
                selected.add(j);
                result[i] = Abstract.getItem(population, PyInt.of(j));
            }
        }
        return new PyList(result);
    }
}
