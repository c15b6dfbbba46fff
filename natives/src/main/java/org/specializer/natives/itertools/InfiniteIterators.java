package org.specializer.natives.itertools;

import org.specializer.natives.CInts;
import org.specializer.natives.NativeObject;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyList;
import org.specializer.api.PyListIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/** The infinite iterators of {@code itertools}: {@code count}, {@code cycle}, {@code repeat}. */
final class InfiniteIterators {
    private InfiniteIterators() {}

    /** {@code PyNumber_Check}: ints, floats, and anything convertible to a number. */
    static boolean isNumber(PyObject o) {
        if (o instanceof PyInt || o instanceof PyBigInt || o instanceof PyFloat) {
            return true;
        }
        PyType t = o.type;
        return t.lookup(PyStr.intern("__index__")) != null
                || t.lookup(PyStr.intern("__int__")) != null
                || t.lookup(PyStr.intern("__float__")) != null
                || t.lookup(PyStr.intern("__complex__")) != null;
    }

    // ------------------------------------------------------------------ count

    /** {@code count(start=0, step=1)}: start, start+step, start+2*step, ... */
    static final class Count extends NativeObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("count", Count.class, PyType.OBJECT,
                PyType.BASETYPE, t -> {
                    Params.defineIterator(t);
                    t.constructor(Count::construct);
                    t.method0("__repr__", Count::repr);
                    t.method0("__reduce__", Count::reduce);
                }).withModule("itertools").withDottedTpName();

        private static final Params PARAMS = new Params("count", new String[] {"start", "step"},
                0, 2, 0);

        private PyObject cnt;
        private final PyObject step;

        Count(PyType type, PyObject start, PyObject step) {
            super(type);
            this.cnt = start;
            this.step = step;
        }

        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            PyObject[] a = PARAMS.parse(args, kwnames);
            PyObject start = a[0] == null ? PyInt.ZERO : a[0];
            PyObject step = a[1] == null ? PyInt.ONE : a[1];
            if (!isNumber(start) || !isNumber(step)) {
                throw Py.typeError("a number is required");
            }
            return new Count((PyType) cls, start, step);
        }

        @Override
        public PyObject nextOrNull() {
            PyObject r = cnt;
            if (r.getClass() == PyInt.class && step.getClass() == PyInt.class) {
                long x = ((PyInt) r).value;
                long y = ((PyInt) step).value;
                long s = x + y;
                // overflow (signs of both operands differ from the sum's): BigInteger, rarely
                cnt = ((x ^ s) & (y ^ s)) < 0 ? Abstract.add(r, step) : PyInt.of(s);
            } else {
                cnt = Abstract.add(r, step);
            }
            return r;
        }

        /**
         * CPython counts in a C integer while the start is an int that fits and the step is 1
         * ("fast mode"), and reduces to {@code (type, (cnt,))} then; else to
         * {@code (type, (cnt, step))}. Compare CPython itertoolsmodule.c: count_reduce.
         */
        private static PyObject reduce(PyObject self) {
            Pickling.deprecated();
            Count c = (Count) self;
            if (c.cnt instanceof PyInt i && i.value != Long.MAX_VALUE
                    && c.step instanceof PyInt s && s.value == 1) {
                return PyTuple.of(self.type, PyTuple.of(PyInt.of(i.value)));
            }
            return PyTuple.of(self.type, PyTuple.of(c.cnt, c.step));
        }

        private static PyObject repr(PyObject self) {
            Count c = (Count) self;
            String name = self.type.getName();
            PyObject st = c.step;
            if (st instanceof PyInt i && i.value == 1) {
                return PyStr.of(name + "(" + Abstract.repr(c.cnt).value + ")");
            }
            return PyStr.of(name + "(" + Abstract.repr(c.cnt).value + ", "
                    + Abstract.repr(st).value + ")");
        }
    }

    // ------------------------------------------------------------------ cycle

    /** {@code cycle(iterable)}: the items, saved on the first pass, then repeated forever. */
    static final class Cycle extends NativeObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("cycle", Cycle.class, PyType.OBJECT,
                PyType.BASETYPE, t -> {
                    Params.defineIterator(t);
                    t.constructor((cls, args, kw) -> {
                        PyObject[] a = Params.positionalNew(cls, Cycle.TYPE, "cycle", args, kw,
                                1, 1);
                        return new Cycle((PyType) cls, Abstract.iter(a[0]));
                    });
                    t.method0("__reduce__", Cycle::reduce);
                    t.method1("__setstate__", Cycle::setState);
                }).withModule("itertools").withDottedTpName();

        private PyObject it;
        private PyList saved = new PyList();
        private int index;
        /**
         * Set by {@code __setstate__} when {@link #saved} already holds what {@link #it} will
         * yield (the state of a cycle pickled after its first pass), so it is not saved again.
         */
        private boolean firstpass;

        Cycle(PyType type, PyObject it) {
            super(type);
            this.it = it;
        }

        @Override
        public PyObject nextOrNull() {
            if (it != null) {
                PyObject item = Abstract.next(it);
                if (item != null) {
                    if (!firstpass) {
                        saved.append(item);
                    }
                    return item;
                }
                it = null;
            }
            int n = saved.size();
            if (n == 0) {
                return null;
            }
            PyObject item = saved.get(index);
            index = index + 1 >= n ? 0 : index + 1;
            return item;
        }

        /**
         * During the first pass: {@code (type, (it,), (saved, firstpass))}; after it, an iterator
         * over the saved items from the current position, with {@code firstpass} true. Compare
         * CPython itertoolsmodule.c: cycle_reduce.
         */
        private static PyObject reduce(PyObject self) {
            Pickling.deprecated();
            Cycle c = (Cycle) self;
            if (c.it == null) {
                PyListIterator it = new PyListIterator(c.saved);
                it.index = c.index;
                return PyTuple.of(self.type, PyTuple.of(it), PyTuple.of(c.saved, Py.True));
            }
            return PyTuple.of(self.type, PyTuple.of(c.it),
                    PyTuple.of(c.saved, c.firstpass ? Py.True : Py.False));
        }

        /** {@code (saved, firstpass)}. Compare CPython itertoolsmodule.c: cycle_setstate. */
        private static PyObject setState(PyObject self, PyObject state) {
            Pickling.deprecated();
            PyObject[] a = Pickling.items(state, 2, 2);
            PyList saved = Pickling.list(a[0], 1);
            int firstpass = CInts.argInt(a[1]);
            Cycle c = (Cycle) self;
            c.saved = saved;
            c.firstpass = firstpass != 0;
            c.index = 0;
            return Py.None;
        }
    }

    // ------------------------------------------------------------------ repeat

    /** {@code repeat(object[, times])}: the object, forever or {@code times} times. */
    static final class Repeat extends NativeObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("repeat", Repeat.class, PyType.OBJECT,
                PyType.BASETYPE, t -> {
                    Params.defineIterator(t);
                    t.constructor(Repeat::construct);
                    t.method0("__repr__", Repeat::repr);
                    t.method0("__length_hint__", self -> {
                        long n = ((Repeat) self).cnt;
                        if (n < 0) {
                            throw Py.typeError("len() of unsized object");
                        }
                        return PyInt.of(n);
                    });
                    t.method0("__reduce__", self -> {
                        Pickling.deprecated();
                        Repeat r = (Repeat) self;
                        return r.cnt < 0 ? PyTuple.of(self.type, PyTuple.of(r.element))
                                : PyTuple.of(self.type, PyTuple.of(r.element, PyInt.of(r.cnt)));
                    });
                }).withModule("itertools").withDottedTpName();

        private static final Params PARAMS = new Params("repeat",
                new String[] {"object", "times"}, 0, 2, 1);

        private final PyObject element;
        /** Items left; -1 for forever. */
        private long cnt;

        Repeat(PyType type, PyObject element, long cnt) {
            super(type);
            this.element = element;
            this.cnt = cnt;
        }

        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            PyObject[] a = PARAMS.parse(args, kwnames);
            long n = -1;
            if (a[1] != null) {
                n = Math.max(0, Params.asSsize(a[1]));
            }
            return new Repeat((PyType) cls, a[0], n);
        }

        @Override
        public PyObject nextOrNull() {
            long n = cnt;
            if (n == 0) {
                return null;
            }
            if (n > 0) {
                cnt = n - 1;
            }
            return element;
        }

        private static PyObject repr(PyObject self) {
            Repeat r = (Repeat) self;
            String e = Abstract.repr(r.element).value;
            String name = self.type.getName();
            return PyStr.of(r.cnt < 0 ? name + "(" + e + ")" : name + "(" + e + ", " + r.cnt
                    + ")");
        }
    }
}
