package org.specializer.natives.datetime;

import java.math.BigInteger;
import org.specializer.api.Finalization;
import org.specializer.api.Hashing;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * {@code datetime.timedelta}: a duration, normalized as CPython keeps it to whole days (of
 * magnitude at most 999999999), seconds in {@code [0, 86400)} and microseconds in
 * {@code [0, 1000000)}. The Python-visible methods are in {@link TimedeltaMethods}.
 */
class PyTimedelta extends PyObject {
    static final PyType TYPE = PyType.builtin("timedelta", PyTimedelta.class, PyType.OBJECT,
            PyType.BASETYPE, TimedeltaMethods::define).withModule("datetime").withDottedTpName();

    static final long US_PER_SECOND = 1_000_000L;
    static final long SECONDS_PER_DAY = 86_400L;
    static final long US_PER_DAY = US_PER_SECOND * SECONDS_PER_DAY;
    /** Below this many days a duration's microseconds fit in a long. */
    private static final int LONG_DAYS = 100_000_000;
    private static final BigInteger BIG_US_PER_SECOND = BigInteger.valueOf(US_PER_SECOND);
    private static final BigInteger BIG_SECONDS_PER_DAY = BigInteger.valueOf(SECONDS_PER_DAY);

    /** {@code timedelta(0)}, which CPython also hands out as one object. */
    static final PyTimedelta ZERO = new PyTimedelta(TYPE, 0, 0, 0);

    final int days;
    final int seconds;
    final int micros;

    PyTimedelta(PyType type, int days, int seconds, int micros) {
        super(type);
        this.days = days;
        this.seconds = seconds;
        this.micros = micros;
    }

    /**
     * A timedelta of the given parts, which may be out of their ranges (they carry);
     * OverflowError beyond 999999999 days. Compare _datetimemodule.c: new_delta with
     * normalize.
     */
    static PyTimedelta of(long days, long seconds, long micros) {
        seconds += Math.floorDiv(micros, US_PER_SECOND);
        micros = Math.floorMod(micros, US_PER_SECOND);
        days += Math.floorDiv(seconds, SECONDS_PER_DAY);
        seconds = Math.floorMod(seconds, SECONDS_PER_DAY);
        return normalized(TYPE, days, (int) seconds, (int) micros);
    }

    /** From parts already in range, of class {@code type}; checks the days only. */
    static PyTimedelta normalized(PyType type, long days, int seconds, int micros) {
        if (days < -Dates.MAX_DELTA_DAYS || days > Dates.MAX_DELTA_DAYS) {
            throw Py.overflowError("days=" + days + "; must have magnitude <= "
                    + Dates.MAX_DELTA_DAYS);
        }
        if (type == TYPE) {
            if (days == 0 && seconds == 0 && micros == 0) {
                return ZERO;
            }
            return new PyTimedelta(TYPE, (int) days, seconds, micros);
        }
        return new Derived(type, (int) days, seconds, micros);
    }

    /** A timedelta of {@code us} microseconds. Compare _datetimemodule.c: microseconds_to_delta_ex. */
    static PyTimedelta ofMicros(long us, PyType type) {
        long secs = Math.floorDiv(us, US_PER_SECOND);
        int micros = (int) Math.floorMod(us, US_PER_SECOND);
        return normalized(type, Math.floorDiv(secs, SECONDS_PER_DAY),
                (int) Math.floorMod(secs, SECONDS_PER_DAY), micros);
    }

    static PyTimedelta ofMicros(BigInteger us, PyType type) {
        if (us.bitLength() < 63) {
            return ofMicros(us.longValue(), type);
        }
        BigInteger[] sm = floorDivMod(us, BIG_US_PER_SECOND);
        BigInteger[] ds = floorDivMod(sm[0], BIG_SECONDS_PER_DAY);
        if (ds[0].bitLength() >= 32) {
            throw Py.overflowError("Python int too large to convert to C int");
        }
        return normalized(type, ds[0].intValue(), ds[1].intValue(), sm[1].intValue());
    }

    /** A timedelta from a Python int of microseconds. */
    static PyTimedelta ofMicros(PyObject us) {
        if (us instanceof PyInt i) {
            return ofMicros(i.value, TYPE);
        }
        return ofMicros(TimedeltaMethods.big(us), TYPE);
    }

    static BigInteger[] floorDivMod(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        if (qr[1].signum() != 0 && qr[1].signum() != b.signum()) {
            qr[0] = qr[0].subtract(BigInteger.ONE);
            qr[1] = qr[1].add(b);
        }
        return qr;
    }

    /** Whether the microseconds fit in a long (which {@link #microsLong} then gives). */
    final boolean microsFitLong() {
        return days > -LONG_DAYS && days < LONG_DAYS;
    }

    final long microsLong() {
        return (days * SECONDS_PER_DAY + seconds) * US_PER_SECOND + micros;
    }

    final BigInteger microsBig() {
        if (microsFitLong()) {
            return BigInteger.valueOf(microsLong());
        }
        return BigInteger.valueOf(days).multiply(BigInteger.valueOf(US_PER_DAY))
                .add(BigInteger.valueOf(seconds * US_PER_SECOND + micros));
    }

    /** The microseconds as a Python int. */
    final PyObject microsObject() {
        return microsFitLong() ? PyInt.of(microsLong()) : Py.newInt(microsBig());
    }

    final boolean isZero() {
        return days == 0 && seconds == 0 && micros == 0;
    }

    /** Compare as CPython's delta_cmp: days, then seconds, then microseconds. */
    final int compareTo(PyTimedelta o) {
        if (days != o.days) {
            return days < o.days ? -1 : 1;
        }
        if (seconds != o.seconds) {
            return seconds < o.seconds ? -1 : 1;
        }
        return Integer.compare(micros, o.micros);
    }

    /** {@code hash((days, seconds, microseconds))}, as CPython's delta_hash. */
    final long hash() {
        long acc = Hashing.tupleStart();
        acc = Hashing.tupleStep(acc, Hashing.hashLong(days));
        acc = Hashing.tupleStep(acc, Hashing.hashLong(seconds));
        acc = Hashing.tupleStep(acc, Hashing.hashLong(micros));
        return Hashing.tupleEnd(acc, 3);
    }

    /** An instance of a Python subclass of timedelta. */
    static final class Derived extends PyTimedelta {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);

        Derived(PyType type, int days, int seconds, int micros) {
            super(type, days, seconds, micros);
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
}
