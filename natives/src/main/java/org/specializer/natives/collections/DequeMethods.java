package org.specializer.natives.collections;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.ReprGuard;
import org.specializer.api.Sequences;
import org.specializer.core.modules.Params;

/** The Python-visible methods of {@code collections.deque} and its iterators. */
final class DequeMethods {
    private DequeMethods() {}

    private static final Params INIT = new Params("deque", new String[] {"iterable", "maxlen"},
            0, 2, 0);
    private static final PyStr[] MAXLEN_KW = {PyStr.intern("maxlen")};

    private static PyDeque d(PyObject o) {
        return (PyDeque) o;
    }

    static void define(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        t.constructor((cls, args, kw) -> new PyDeque((PyType) cls));
        t.methodK("__init__", DequeMethods::init);
        t.method1("append", (self, x) -> {
            d(self).append(x);
            return Py.None;
        });
        t.method1("appendleft", (self, x) -> {
            d(self).appendLeft(x);
            return Py.None;
        });
        t.method0("pop", self -> {
            PyObject x = d(self).pop();
            if (x == null) {
                throw Py.indexError("pop from an empty deque");
            }
            return x;
        });
        t.method0("popleft", self -> {
            PyObject x = d(self).popLeft();
            if (x == null) {
                throw Py.indexError("pop from an empty deque");
            }
            return x;
        });
        t.method1("extend", (self, it) -> {
            extend(d(self), it);
            return Py.None;
        });
        t.method1("extendleft", (self, it) -> {
            PyDeque dq = d(self);
            PyObject src = it == self ? new PyList(dq.toArray()) : it;
            PyObject iter = Abstract.iter(src);
            for (PyObject x = Abstract.next(iter); x != null; x = Abstract.next(iter)) {
                dq.appendLeft(x);
            }
            return Py.None;
        });
        t.methodN("rotate", 0, 1, (self, a) -> {
            d(self).rotate(a.length == 0 ? 1 : Params.asSsize(a[0]));
            return Py.None;
        });
        t.method0("clear", self -> {
            d(self).clear();
            return Py.None;
        });
        t.method0("copy", DequeMethods::copy);
        t.method0("__copy__", DequeMethods::copy);
        t.method1("count", (self, x) -> {
            PyDeque dq = d(self);
            long state = dq.state;
            int n = 0;
            for (int i = 0; i < dq.size(); i++) {
                PyObject item = dq.get(i);
                boolean eq = item == x || Abstract.richCompareBool(item, x, Abstract.EQ);
                checkState(dq, state);
                if (eq) {
                    n++;
                }
            }
            return PyInt.of(n);
        });
        t.methodN("index", 1, 3, DequeMethods::index);
        t.method2("insert", (self, i, x) -> {
            PyDeque dq = d(self);
            long n = dq.size();
            if (dq.maxlen == n) {
                throw Py.indexError("deque already at its maximum size");
            }
            long idx = Params.asSsize(i);
            if (idx < 0) {
                idx = Math.max(0, idx + n);
            } else if (idx > n) {
                idx = n;
            }
            dq.insertAt((int) idx, x);
            return Py.None;
        });
        t.method1("remove", (self, x) -> {
            PyDeque dq = d(self);
            long state = dq.state;
            for (int i = 0; i < dq.size(); i++) {
                PyObject item = dq.get(i);
                boolean eq = item == x || Abstract.richCompareBool(item, x, Abstract.EQ);
                if (state != dq.state) {
                    throw Py.indexError("deque mutated during remove().");
                }
                if (eq) {
                    dq.removeAt(i);
                    return Py.None;
                }
            }
            throw Py.valueError(Abstract.repr(x).value + " is not in deque");
        });
        t.method0("reverse", self -> {
            d(self).reverse();
            return Py.None;
        });
        t.getset("maxlen", self -> d(self).maxlen < 0 ? Py.None : PyInt.of(d(self).maxlen),
                null);

        t.method0("__len__", self -> PyInt.of(d(self).size()));
        t.define("__hash__", Py.None);
        t.method1("__getitem__", (self, i) -> {
            PyDeque dq = d(self);
            return dq.get(checkIndex(dq, i));
        });
        t.method2("__setitem__", (self, i, v) -> {
            PyDeque dq = d(self);
            dq.set(checkIndex(dq, i), v);
            return Py.None;
        });
        t.method1("__delitem__", (self, i) -> {
            PyDeque dq = d(self);
            dq.removeAt(checkIndex(dq, i));
            return Py.None;
        });
        t.method1("__contains__", (self, x) -> {
            PyDeque dq = d(self);
            long state = dq.state;
            for (int i = 0; i < dq.size(); i++) {
                PyObject item = dq.get(i);
                boolean eq = item == x || Abstract.richCompareBool(item, x, Abstract.EQ);
                checkState(dq, state);
                if (eq) {
                    return Py.True;
                }
            }
            return Py.False;
        });
        t.method0("__reduce__", DequeMethods::reduce);
        t.method0("__iter__", self -> new Iter(d(self), false));
        t.method0("__reversed__", self -> new Iter(d(self), true));
        t.method0("__repr__", DequeMethods::repr);
        t.method1("__add__", (self, other) -> {
            if (!(other instanceof PyDeque o)) {
                throw Py.typeError("can only concatenate deque (not \"" + other.type.getName()
                        + "\") to deque");
            }
            PyDeque r = (PyDeque) copy(self);
            extend(r, o);
            return r;
        });
        t.method1("__iadd__", (self, other) -> {
            extend(d(self), other);
            return self;
        });
        t.method1("__mul__", DequeMethods::mul);
        t.method1("__rmul__", DequeMethods::mul);
        t.method1("__imul__", (self, n) -> {
            repeatInPlace(d(self), Sequences.repeatValue(Sequences.repeatCountOrError(n)));
            return self;
        });
        t.sequenceSlots("__add__", "__iadd__", "__mul__", "__rmul__", "__imul__");
        String[] cmp = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
        for (int op = 0; op < cmp.length; op++) {
            int o = op;
            t.method1(cmp[op], (self, other) -> compare(self, other, o));
        }
    }

    private static PyObject init(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = INIT.parse(args, kwnames);
        PyDeque dq = d(self);
        int maxlen = -1;
        if (a[1] != null && a[1] != Py.None) {
            if (a[1] instanceof PyBigInt) {
                throw Py.overflowError("Python int too large to convert to C ssize_t");
            }
            if (!(a[1] instanceof PyInt pi)) {
                throw Py.typeError("an integer is required");
            }
            if (pi.value < 0) {
                throw Py.valueError("maxlen must be non-negative");
            }
            maxlen = (int) Math.min(pi.value, Integer.MAX_VALUE);
        }
        dq.maxlen = maxlen;
        if (dq.size() > 0) {
            dq.clear();
        }
        if (a[0] != null) {
            extend(dq, a[0]);
        }
        return Py.None;
    }

    /** {@code deque.extend(iterable)}. */
    static void extend(PyDeque dq, PyObject iterable) {
        PyObject src = iterable == dq ? new PyList(dq.toArray()) : iterable;
        PyObject it = Abstract.iter(src);
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            dq.append(x);
        }
    }

    /** {@code copy()}: same type and maxlen; subclasses are called as {@code type(d)(d[, maxlen])}. */
    static PyObject copy(PyObject self) {
        PyDeque dq = d(self);
        if (self.getClass() == PyDeque.class && self.type == PyDeque.TYPE) {
            PyDeque r = new PyDeque(PyDeque.TYPE);
            r.maxlen = dq.maxlen;
            for (int i = 0; i < dq.size(); i++) {
                r.append(dq.get(i));
            }
            return r;
        }
        if (dq.maxlen < 0) {
            return Abstract.call1(self.type, self);
        }
        return self.type.call(new PyObject[] {self, PyInt.of(dq.maxlen)}, MAXLEN_KW);
    }

    private static void checkState(PyDeque dq, long state) {
        if (dq.state != state) {
            throw Py.error(PyExc.RuntimeError, "deque mutated during iteration");
        }
    }

    private static int checkIndex(PyDeque dq, PyObject i) {
        PyObject idx = Abstract.indexOrNull(i);
        if (idx == null) {
            throw Py.typeError("sequence index must be integer, not '" + i.type.getName() + "'");
        }
        long k = Params.asSsize(idx);
        int n = dq.size();
        if (k < 0) {
            k += n;
        }
        if (k < 0 || k >= n) {
            throw Py.indexError("deque index out of range");
        }
        return (int) k;
    }

    private static PyObject index(PyObject self, PyObject[] a) {
        PyDeque dq = d(self);
        PyObject x = a[0];
        long n = dq.size();
        long start = a.length > 1 ? Abstract.sliceIndexNotNone(a[1]) : 0;
        long stop = a.length > 2 ? Abstract.sliceIndexNotNone(a[2]) : Long.MAX_VALUE;
        if (start < 0) {
            start = Math.max(0, start + n);
        }
        if (stop < 0) {
            stop = Math.max(0, stop + n);
        }
        stop = Math.min(stop, n);
        long state = dq.state;
        for (long i = start; i < stop; i++) {
            PyObject item = dq.get((int) i);
            boolean eq = item == x || Abstract.richCompareBool(item, x, Abstract.EQ);
            checkState(dq, state);
            if (eq) {
                return PyInt.of(i);
            }
        }
        throw Py.valueError(Abstract.repr(x).value + " is not in deque");
    }

    /**
     * {@code (type(d), () or ((), maxlen), d.__getstate__(), iter(d))}: the state is the
     * instance dict and slots of a subclass's instance, None for a plain deque. Compare
     * CPython _collectionsmodule.c: deque___reduce___impl.
     */
    private static PyObject reduce(PyObject self) {
        PyDeque dq = d(self);
        PyObject state = Abstract.callMethod(self, PyStr.intern("__getstate__"));
        PyObject args = dq.maxlen < 0 ? PyTuple.EMPTY : PyTuple.of(PyTuple.EMPTY,
                PyInt.of(dq.maxlen));
        // iter(d) through the type: a subclass's own __iter__ answers (and may raise)
        PyObject it = self.type == PyDeque.TYPE ? new Iter(dq, false) : Abstract.iter(self);
        return PyTuple.of(self.type, args, state, it);
    }

    private static PyObject repr(PyObject self) {
        PyDeque dq = d(self);
        String name = self.type.getName();
        if (ReprGuard.enter(self)) {
            return PyStr.of("[...]");
        }
        String items;
        try {
            items = Abstract.repr(new PyList(dq.toArray())).value;
        } finally {
            ReprGuard.leave(self);
        }
        if (dq.maxlen < 0) {
            return PyStr.of(name + "(" + items + ")");
        }
        return PyStr.of(name + "(" + items + ", maxlen=" + dq.maxlen + ")");
    }

    private static PyObject mul(PyObject self, PyObject n) {
        PyObject idx = Sequences.repeatCountOrError(n);
        PyDeque r = (PyDeque) copy(self);
        repeatInPlace(r, Sequences.repeatValue(idx));
        return r;
    }

    private static void repeatInPlace(PyDeque dq, long n) {
        if (n <= 0) {
            dq.clear();
            return;
        }
        PyObject[] items = dq.toArray();
        if (items.length == 0 || n == 1) {
            return;
        }
        long total = items.length * n;
        if (total / n != items.length || (dq.maxlen < 0 && total > Integer.MAX_VALUE - 8)) {
            throw Py.error(PyExc.MemoryError);
        }
        if (dq.maxlen >= 0 && total > dq.maxlen) {
            // only the last maxlen items of the repetition survive: append just those
            dq.clear();
            for (long p = total - dq.maxlen; p < total; p++) {
                dq.append(items[(int) (p % items.length)]);
            }
            return;
        }
        for (long k = 1; k < n; k++) {
            for (PyObject x : items) {
                dq.append(x);
            }
        }
    }

    private static PyObject compare(PyObject self, PyObject other, int op) {
        if (!(other instanceof PyDeque o)) {
            return Py.NotImplemented;
        }
        PyDeque v = d(self);
        int vs = v.size();
        int ws = o.size();
        if (op == Abstract.EQ && vs != ws) {
            return Py.False;
        }
        if (op == Abstract.NE && vs != ws) {
            return Py.True;
        }
        PyObject[] a = v.toArray();
        PyObject[] b = o.toArray();
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (!(a[i] == b[i] || Abstract.richCompareBool(a[i], b[i], Abstract.EQ))) {
                return Abstract.richCompare(a[i], b[i], op);
            }
        }
        return Py.newBool(Abstract.compareLongs(vs, ws, op));
    }

    /** {@code _deque_iterator} and {@code _deque_reverse_iterator}. */
    static final class Iter extends PyObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("_deque_iterator", Iter.class, PyType.OBJECT,
                0, t -> defineIter(t, false)).withModule("collections").withDottedTpName();
        static final PyType REVERSE_TYPE = PyType.builtin("_deque_reverse_iterator", Iter.class,
                PyType.OBJECT, 0, t -> defineIter(t, true)).withModule("collections")
                .withDottedTpName();

        /**
         * {@code _deque_iterator(deque, index=0)}: the iterator positioned after {@code index}
         * items, how pickle rebuilds one; {@code __reduce__} gives that call back. Compare
         * CPython _collectionsmodule.c: dequeiter_new and dequeiter_reduce.
         */
        private static void defineIter(PyType t, boolean reverse) {
            Params.defineIterator(t);
            t.method0("__length_hint__", self -> PyInt.of(((Iter) self).counter));
            t.method0("__reduce__", self -> {
                Iter it = (Iter) self;
                return PyTuple.of(self.type, PyTuple.of(it.deque,
                        PyInt.of(it.deque.size() - it.counter)));
            });
            t.constructor((cls, args, kw) -> {
                Params.noKeywords(t.getName(), kw);
                Params.checkPositional(t.getName(), args.length, 1, 2);
                if (!(args[0] instanceof PyDeque dq)) {
                    throw Py.typeError("argument 1 must be collections.deque, not "
                            + args[0].type.getName());
                }
                Iter it = new Iter(dq, reverse);
                long skip = args.length > 1 ? Params.asSsize(args[1]) : 0;
                for (long i = 0; i < skip; i++) {
                    if (it.nextOrNull() == null) {
                        break;
                    }
                }
                return it;
            });
        }

        private final PyDeque deque;
        private final long state;
        private int index;
        private int counter;
        private final boolean reverse;

        Iter(PyDeque deque, boolean reverse) {
            super(reverse ? REVERSE_TYPE : TYPE);
            this.deque = deque;
            this.state = deque.state;
            this.counter = deque.size();
            this.index = reverse ? deque.size() - 1 : 0;
            this.reverse = reverse;
        }

        @Override
        public PyObject nextOrNull() {
            if (deque.state != state) {
                counter = 0;
                throw Py.error(PyExc.RuntimeError, "deque mutated during iteration");
            }
            if (counter == 0) {
                return null;
            }
            PyObject x = deque.get(index);
            index += reverse ? -1 : 1;
            counter--;
            return x;
        }
    }
}
