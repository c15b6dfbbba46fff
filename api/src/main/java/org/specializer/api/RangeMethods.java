package org.specializer.api;

import java.math.BigInteger;

/** The methods of {@code range}, CPython 3.13's {@code rangeobject.c} behaviour and messages. */
final class RangeMethods {
    private RangeMethods() {}

    private static PyRange r(PyObject o) {
        return (PyRange) o;
    }

    static void define(PyType t) {
        t.constructor(RangeMethods::rangeNew);
        t.getset("start", self -> r(self).start, null);
        t.getset("stop", self -> r(self).stop, null);
        t.getset("step", self -> r(self).step, null);
        t.method0("__len__", self -> {
            PyRange r = r(self);
            if (!(r.length instanceof PyInt)) {
                throw Py.overflowError("Python int too large to convert to C ssize_t");
            }
            return r.length;
        });
        t.method0("__bool__", self -> Py.newBool(!isZero(r(self).length)));
        t.method1("__getitem__", (self, key) -> getItem(r(self), key));
        t.method1("__contains__", (self, v) -> Py.newBool(contains(r(self), v)));
        t.method1("index", (self, v) -> index(r(self), v));
        t.method1("count", (self, v) -> count(r(self), v));
        t.method0("__iter__", self -> iter(r(self)));
        t.method0("__reversed__", self -> reversed(r(self)));
        t.method0("__reduce__", self -> {
            PyRange r = r(self);
            return PyTuple.of(self.type, PyTuple.of(r.start, r.stop, r.step));
        });
        t.method1("__eq__", (self, o) -> o instanceof PyRange other
                ? Py.newBool(equal(r(self), other)) : Py.NotImplemented);
        t.method1("__ne__", (self, o) -> o instanceof PyRange other
                ? Py.newBool(!equal(r(self), other)) : Py.NotImplemented);
        t.method0("__hash__", self -> PyInt.of(hash(r(self))));
        t.method0("__repr__", self -> {
            PyRange r = r(self);
            String s = "range(" + Abstract.repr(r.start) + ", " + Abstract.repr(r.stop);
            if (!(r.step instanceof PyInt i && i.value == 1)) {
                s += ", " + Abstract.repr(r.step);
            }
            return new PyStr(s + ")");
        });
    }

    private static boolean isZero(PyObject i) {
        return i instanceof PyInt p && p.value == 0;
    }

    /** An argument of {@code range()}: {@code operator.index} as an exact int. */
    private static PyObject arg(PyObject o) {
        PyObject i = Abstract.index(o);
        return i.getClass() == PyBool.class ? PyInt.of(((PyInt) i).value) : i;
    }

    private static PyObject rangeNew(PyObject cls, PyObject[] args, PyStr[] kw) {
        if (kw.length != 0) {
            throw Py.typeError("range() takes no keyword arguments");
        }
        switch (args.length) {
            case 0:
                throw Py.typeError("range expected at least 1 argument, got 0");
            case 1:
                return new PyRange(PyInt.ZERO, arg(args[0]), PyInt.ONE);
            case 2:
                return new PyRange(arg(args[0]), arg(args[1]), PyInt.ONE);
            case 3: {
                PyObject start = arg(args[0]);
                PyObject stop = arg(args[1]);
                PyObject step = arg(args[2]);
                if (isZero(step)) {
                    throw Py.valueError("range() arg 3 must not be zero");
                }
                return new PyRange(start, stop, step);
            }
            default:
                throw Py.typeError("range expected at most 3 arguments, got " + args.length);
        }
    }

    // ------------------------------------------------------------------ items

    private static PyObject getItem(PyRange r, PyObject key) {
        if (key instanceof PySlice s) {
            return slice(r, s);
        }
        PyObject idx = Abstract.indexOrNull(key);
        if (idx == null) {
            throw Py.typeError("range indices must be integers or slices, not "
                    + key.type.getName());
        }
        if (r.isLong && idx instanceof PyInt pi) {
            long i = pi.value;
            if (i < 0) {
                i += r.llength;
            }
            if (i < 0 || i >= r.llength) {
                throw Py.indexError("range object index out of range");
            }
            return PyInt.of(r.lstart + i * r.lstep);
        }
        BigInteger i = PyRange.big(idx);
        BigInteger len = PyRange.big(r.length);
        if (i.signum() < 0) {
            i = i.add(len);
        }
        if (i.signum() < 0 || i.compareTo(len) >= 0) {
            throw Py.indexError("range object index out of range");
        }
        return r.item(i);
    }

    /** A slice operand as a BigInteger, or null for None. */
    private static BigInteger sliceArg(PyObject o) {
        if (o == Py.None) {
            return null;
        }
        PyObject i = Abstract.indexOrNull(o);
        if (i == null) {
            throw Py.typeError("slice indices must be integers or None or have an __index__ "
                    + "method");
        }
        return PyRange.big(i);
    }

    /** Clamp a slice bound to {@code [lower, upper]} after adding the length to negatives. */
    private static BigInteger bound(BigInteger v, BigInteger len, BigInteger lower,
            BigInteger upper) {
        if (v.signum() < 0) {
            v = v.add(len);
            return v.compareTo(lower) < 0 ? lower : v;
        }
        return v.compareTo(upper) > 0 ? upper : v;
    }

    // Compare CPython rangeobject.c: compute_slice with _PySlice_GetLongIndices.
    private static PyObject slice(PyRange r, PySlice s) {
        BigInteger step = sliceArg(s.step);
        if (step == null) {
            step = BigInteger.ONE;
        } else if (step.signum() == 0) {
            throw Py.valueError("slice step cannot be zero");
        }
        BigInteger len = PyRange.big(r.length);
        boolean neg = step.signum() < 0;
        BigInteger lower = neg ? BigInteger.ONE.negate() : BigInteger.ZERO;
        BigInteger upper = neg ? len.subtract(BigInteger.ONE) : len;
        BigInteger start = sliceArg(s.start);
        start = start == null ? (neg ? upper : lower) : bound(start, len, lower, upper);
        BigInteger stop = sliceArg(s.stop);
        stop = stop == null ? (neg ? lower : upper) : bound(stop, len, lower, upper);
        BigInteger rstart = PyRange.big(r.start);
        BigInteger rstep = PyRange.big(r.step);
        return new PyRange(Py.newInt(rstart.add(start.multiply(rstep))),
                Py.newInt(rstart.add(stop.multiply(rstep))), Py.newInt(step.multiply(rstep)));
    }

    // ------------------------------------------------------------------ search

    private static boolean isExactInt(PyObject o) {
        Class<?> c = o.getClass();
        return c == PyInt.class || c == PyBigInt.class || c == PyBool.class;
    }

    /** {@code v in r}: O(1) for ints. Compare CPython rangeobject.c: range_contains_long. */
    static boolean contains(PyRange r, PyObject v) {
        if (!isExactInt(v)) {
            return sequenceContains(r, v);
        }
        if (r.isLong && v instanceof PyInt pi) {
            long x = pi.value;
            if (r.lstep > 0) {
                return r.lstart <= x && x < r.lstop
                        && Long.remainderUnsigned(x - r.lstart, r.lstep) == 0;
            }
            return r.lstop < x && x <= r.lstart
                    && Long.remainderUnsigned(r.lstart - x, -r.lstep) == 0;
        }
        BigInteger x = PyRange.big(v);
        BigInteger start = PyRange.big(r.start);
        BigInteger stop = PyRange.big(r.stop);
        BigInteger step = PyRange.big(r.step);
        boolean inBounds = step.signum() > 0
                ? start.compareTo(x) <= 0 && x.compareTo(stop) < 0
                : stop.compareTo(x) < 0 && x.compareTo(start) <= 0;
        return inBounds && x.subtract(start).mod(step.abs()).signum() == 0;
    }

    private static boolean sequenceContains(PyRange r, PyObject v) {
        PyObject it = iter(r);
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            if (Abstract.richCompareBool(x, v, Abstract.EQ)) {
                return true;
            }
        }
        return false;
    }

    private static PyObject index(PyRange r, PyObject v) {
        if (!isExactInt(v)) {
            PyObject it = iter(r);
            long i = 0;
            for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it), i++) {
                if (Abstract.richCompareBool(x, v, Abstract.EQ)) {
                    return PyInt.of(i);
                }
            }
            throw Py.valueError("sequence.index(x): x not in sequence");
        }
        if (!contains(r, v)) {
            throw Py.valueError(Abstract.repr(v) + " is not in range");
        }
        if (r.isLong && v instanceof PyInt pi) {
            // unsigned: the distance from start can exceed the long range
            return PyInt.of(r.lstep > 0 ? Long.divideUnsigned(pi.value - r.lstart, r.lstep)
                    : Long.divideUnsigned(r.lstart - pi.value, -r.lstep));
        }
        return Py.newInt(PyRange.big(v).subtract(PyRange.big(r.start))
                .divide(PyRange.big(r.step)));
    }

    private static PyObject count(PyRange r, PyObject v) {
        if (isExactInt(v)) {
            return PyInt.of(contains(r, v) ? 1 : 0);
        }
        PyObject it = iter(r);
        long n = 0;
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            if (Abstract.richCompareBool(x, v, Abstract.EQ)) {
                n++;
            }
        }
        return PyInt.of(n);
    }

    // ------------------------------------------------------------------ iteration

    /** {@code iter(r)}. Compare CPython rangeobject.c: range_iter. */
    static PyObject iter(PyRange r) {
        if (r.isLong) {
            long n = r.llength;
            boolean fits = n == 0 || (r.lstep > 0 ? r.lstop <= Long.MAX_VALUE - (r.lstep - 1)
                    : r.lstop >= Long.MIN_VALUE + (-1 - r.lstep));
            if (fits) {
                return new PyRangeIterator(r.lstart, r.lstep, n);
            }
        }
        return new PyLongRangeIterator(PyRange.big(r.start), PyRange.big(r.step),
                PyRange.big(r.length));
    }

    /** {@code reversed(r)}. Compare CPython rangeobject.c: range_reverse. */
    static PyObject reversed(PyRange r) {
        if (r.isLong && r.lstep != Long.MIN_VALUE) {
            long lstart = r.lstart;
            long lstep = r.lstep;
            boolean fits = lstep > 0 ? lstart >= Long.MIN_VALUE + lstep
                    : lstart <= Long.MAX_VALUE + lstep;
            if (fits) {
                long n = r.llength;
                long newStop = lstart - lstep;
                long newStart = newStop + n * lstep;
                return new PyRangeIterator(newStart, -lstep, n);
            }
        }
        BigInteger len = PyRange.big(r.length);
        BigInteger step = PyRange.big(r.step);
        BigInteger last = PyRange.big(r.start).add(len.subtract(BigInteger.ONE).multiply(step));
        return new PyLongRangeIterator(last, step.negate(), len);
    }

    // ------------------------------------------------------------------ equality and hash

    /** Ranges are equal when they give the same items. Compare CPython: range_equals. */
    static boolean equal(PyRange a, PyRange b) {
        if (a == b) {
            return true;
        }
        if (!Abstract.eq(a.length, b.length)) {
            return false;
        }
        if (isZero(a.length)) {
            return true;
        }
        if (!Abstract.eq(a.start, b.start)) {
            return false;
        }
        if (a.length instanceof PyInt i && i.value == 1) {
            return true;
        }
        return Abstract.eq(a.step, b.step);
    }

    /** {@code hash((len, start, step))} with None for what does not matter. */
    static long hash(PyRange r) {
        PyObject start = Py.None;
        PyObject step = Py.None;
        if (!isZero(r.length)) {
            start = r.start;
            if (!(r.length instanceof PyInt i && i.value == 1)) {
                step = r.step;
            }
        }
        return TupleMethods.hash(PyTuple.of(r.length, start, step));
    }
}
