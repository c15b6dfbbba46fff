package org.specializer.core.modules;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * {@code collections.Counter}: a {@code dict} of counts. Missing keys count 0. The arithmetic
 * follows {@code collections/__init__.py}: binary operators keep only positive counts and return
 * a plain Counter; in-place operators update and then drop the non-positive counts.
 */
final class PyCounter extends DictSubclass {
    static final PyType TYPE = PyType.builtin("Counter", PyCounter.class, PyDict.TYPE,
            PyType.BASETYPE, PyCounter::define).withModule("collections");

    PyCounter(PyType type) {
        super(type);
    }

    static PyCounter newCounter() {
        return new PyCounter(TYPE);
    }

    private static PyDict c(PyObject o) {
        return (PyDict) o;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new PyCounter((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            int npos = args.length - kw.length;
            if (npos > 1) {
                throw Py.typeError("Counter.__init__() takes from 1 to 2 positional arguments "
                        + "but " + (npos + 1) + " were given");
            }
            Abstract.callMethodDescriptor(self.type.lookup(PyStr.intern("update")), self, args,
                    kw);
            return Py.None;
        });
        t.method1("__missing__", (self, key) -> PyInt.ZERO);
        t.method1("__getitem__", DictSupport::getItemOrMissing);
        t.method1("__delitem__", (self, key) -> {
            c(self).delItem(key);
            return Py.None;
        });
        t.method0("total", self -> {
            PyObject sum = PyInt.ZERO;
            for (PyObject[] kv : DictSupport.items(self)) {
                sum = Abstract.add(sum, kv[1]);
            }
            return sum;
        });
        t.methodN("most_common", 0, 1, (self, a) -> mostCommon(self,
                a.length == 0 ? Py.None : a[0]));
        t.method0("elements", PyCounter::elements);
        t.classMethodK("fromkeys", (cls, args, kw) -> {
            throw Py.notImplementedError("Counter.fromkeys() is undefined.  Use "
                    + "Counter(iterable) instead.");
        });
        t.methodK("update", (self, args, kw) -> {
            updateOrSubtract(self, "update", args, kw, false);
            return Py.None;
        });
        t.methodK("subtract", (self, args, kw) -> {
            updateOrSubtract(self, "subtract", args, kw, true);
            return Py.None;
        });
        t.method0("copy", self -> Abstract.call1(self.type, self));
        t.method0("__copy__", self -> Abstract.call1(self.type, self));
        t.method0("__repr__", PyCounter::repr);

        t.method1("__eq__", (self, o) -> isCounter(o) ? Py.newBool(allPairs(self, o,
                Abstract.EQ)) : Py.NotImplemented);
        t.method1("__ne__", (self, o) -> isCounter(o) ? Py.newBool(!allPairs(self, o,
                Abstract.EQ)) : Py.NotImplemented);
        t.method1("__le__", (self, o) -> isCounter(o) ? Py.newBool(allPairs(self, o,
                Abstract.LE)) : Py.NotImplemented);
        t.method1("__lt__", (self, o) -> isCounter(o) ? Py.newBool(allPairs(self, o,
                Abstract.LE) && !allPairs(self, o, Abstract.EQ)) : Py.NotImplemented);
        t.method1("__ge__", (self, o) -> isCounter(o) ? Py.newBool(allPairs(self, o,
                Abstract.GE)) : Py.NotImplemented);
        t.method1("__gt__", (self, o) -> isCounter(o) ? Py.newBool(allPairs(self, o,
                Abstract.GE) && !allPairs(self, o, Abstract.EQ)) : Py.NotImplemented);

        t.method1("__add__", (self, o) -> isCounter(o) ? add(self, o) : Py.NotImplemented);
        t.method1("__sub__", (self, o) -> isCounter(o) ? sub(self, o) : Py.NotImplemented);
        t.method1("__or__", (self, o) -> isCounter(o) ? or(self, o) : Py.NotImplemented);
        t.method1("__and__", (self, o) -> isCounter(o) ? and(self, o) : Py.NotImplemented);
        t.method0("__pos__", self -> {
            PyCounter r = newCounter();
            for (PyObject[] kv : DictSupport.items(self)) {
                if (gtZero(kv[1])) {
                    r.setItem(kv[0], kv[1]);
                }
            }
            return r;
        });
        t.method0("__neg__", self -> {
            PyCounter r = newCounter();
            for (PyObject[] kv : DictSupport.items(self)) {
                if (Abstract.richCompareBool(kv[1], PyInt.ZERO, Abstract.LT)) {
                    r.setItem(kv[0], Abstract.sub(PyInt.ZERO, kv[1]));
                }
            }
            return r;
        });
        t.method1("__iadd__", (self, o) -> {
            for (PyObject[] kv : DictSupport.items(o)) {
                PyObject cur = DictSupport.subscript(c(self), TYPE, kv[0]);
                DictSupport.store(c(self), TYPE, kv[0], Abstract.inplaceOp(cur, kv[1],
                        Abstract.NB_ADD));
            }
            return keepPositive(self);
        });
        t.method1("__isub__", (self, o) -> {
            for (PyObject[] kv : DictSupport.items(o)) {
                PyObject cur = DictSupport.subscript(c(self), TYPE, kv[0]);
                DictSupport.store(c(self), TYPE, kv[0], Abstract.inplaceOp(cur, kv[1],
                        Abstract.NB_SUBTRACT));
            }
            return keepPositive(self);
        });
        t.method1("__ior__", (self, o) -> {
            for (PyObject[] kv : DictSupport.items(o)) {
                PyObject cur = DictSupport.subscript(c(self), TYPE, kv[0]);
                if (Abstract.richCompareBool(kv[1], cur, Abstract.GT)) {
                    DictSupport.store(c(self), TYPE, kv[0], kv[1]);
                }
            }
            return keepPositive(self);
        });
        t.method1("__iand__", (self, o) -> {
            for (PyObject[] kv : DictSupport.items(self)) {
                PyObject other = Abstract.getItem(o, kv[0]);
                if (Abstract.richCompareBool(other, kv[1], Abstract.LT)) {
                    DictSupport.store(c(self), TYPE, kv[0], other);
                }
            }
            return keepPositive(self);
        });
    }

    private static boolean isCounter(PyObject o) {
        return o.type.isSubtype(TYPE);
    }

    private static boolean gtZero(PyObject v) {
        if (v.getClass() == PyInt.class) {
            return ((PyInt) v).value > 0;
        }
        return Abstract.richCompareBool(v, PyInt.ZERO, Abstract.GT);
    }

    /** {@code counter[key]} of another Counter (0 when missing). */
    private static PyObject countOf(PyObject counter, PyObject key) {
        return DictSupport.subscript(c(counter), TYPE, key);
    }

    // ------------------------------------------------------------------ counting

    private static void updateOrSubtract(PyObject self, String name, PyObject[] args,
            PyStr[] kw, boolean subtract) {
        int npos = args.length - kw.length;
        if (npos > 1) {
            throw Py.typeError("Counter." + name + "() takes from 1 to 2 positional arguments "
                    + "but " + (npos + 1) + " were given");
        }
        PyDict d = c(self);
        PyObject iterable = npos == 1 ? args[0] : Py.None;
        if (iterable != Py.None) {
            if (DictSupport.isMapping(iterable)) {
                if (!subtract && d.size() == 0 && self.type == TYPE
                        && iterable instanceof PyDict src) {
                    d.update(src);
                } else {
                    for (PyObject[] kv : DictSupport.items(iterable)) {
                        PyObject cur = DictSupport.get(d, TYPE, kv[0], PyInt.ZERO);
                        DictSupport.store(d, TYPE, kv[0], subtract ? Abstract.sub(cur, kv[1])
                                : Abstract.add(kv[1], cur));
                    }
                }
            } else {
                countElements(d, iterable, subtract);
            }
        }
        if (kw.length > 0) {
            PyDict kwd = new PyDict();
            for (int k = 0; k < kw.length; k++) {
                kwd.setItem(kw[k], args[npos + k]);
            }
            for (PyObject[] kv : DictSupport.items(kwd)) {
                PyObject cur = DictSupport.get(d, TYPE, kv[0], PyInt.ZERO);
                DictSupport.store(d, TYPE, kv[0], subtract ? Abstract.sub(cur, kv[1])
                        : Abstract.add(kv[1], cur));
            }
        }
    }

    /** {@code _count_elements}: {@code self[x] = self.get(x, 0) + 1} for each item. */
    private static void countElements(PyDict d, PyObject iterable, boolean subtract) {
        PyObject it = Abstract.iter(iterable);
        boolean exact = d.type == TYPE;
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            if (exact) {
                long h = PyDict.hashOf(x);
                PyObject cur = d.getItem(x, h);
                PyObject n;
                if (cur == null) {
                    n = subtract ? PyInt.MINUS_ONE : PyInt.ONE;
                } else if (cur.getClass() == PyInt.class && ((PyInt) cur).value > Long.MIN_VALUE
                        && ((PyInt) cur).value < Long.MAX_VALUE) {
                    n = PyInt.of(((PyInt) cur).value + (subtract ? -1 : 1));
                } else {
                    n = subtract ? Abstract.sub(cur, PyInt.ONE) : Abstract.add(cur, PyInt.ONE);
                }
                d.setItem(x, h, n);
            } else {
                PyObject cur = DictSupport.get(d, TYPE, x, PyInt.ZERO);
                DictSupport.store(d, TYPE, x, subtract ? Abstract.sub(cur, PyInt.ONE)
                        : Abstract.add(cur, PyInt.ONE));
            }
        }
    }

    // ------------------------------------------------------------------ queries

    private static final PyObject BY_COUNT = new OperatorGetters.ItemGetter(
            new PyObject[] {PyInt.ONE});

    /** {@code sorted(self.items(), key=itemgetter(1), reverse=True)}. */
    private static PyObject[] sortedItems(PyObject self) {
        PyObject[][] kvs = DictSupport.items(self);
        PyObject[] items = new PyObject[kvs.length];
        for (int i = 0; i < kvs.length; i++) {
            items[i] = DictSupport.pair(kvs[i][0], kvs[i][1]);
        }
        PyList l = new PyList(items);
        StableSort.sortList(l, BY_COUNT, true);
        return l.toArray();
    }

    static PyObject mostCommon(PyObject self, PyObject n) {
        if (n == Py.None) {
            return new PyList(sortedItems(self));
        }
        long k = Params.asSsize(n);
        if (k <= 0) {
            return new PyList();
        }
        PyObject[] all = sortedItems(self);
        if (k >= all.length) {
            return new PyList(all);
        }
        return new PyList(java.util.Arrays.copyOf(all, (int) k));
    }

    private static PyObject elements(PyObject self) {
        PyObject[][] kvs = DictSupport.items(self);
        PyObject[] pairs = new PyObject[kvs.length];
        for (int i = 0; i < kvs.length; i++) {
            pairs[i] = DictSupport.pair(kvs[i][0], kvs[i][1]);
        }
        PyObject starmap = new TerminatingIterators.StarMap(TerminatingIterators.StarMap.TYPE,
                InfiniteIterators.Repeat.TYPE, Abstract.iter(new PyList(pairs)));
        return new TerminatingIterators.Chain(TerminatingIterators.Chain.TYPE, starmap);
    }

    private static PyObject repr(PyObject self) {
        String name = self.type.getName();
        PyDict d = c(self);
        if (d.size() == 0) {
            return PyStr.of(name + "()");
        }
        PyDict shown = new PyDict();
        try {
            for (PyObject p : sortedItems(self)) {
                PyTuple kv = (PyTuple) p;
                shown.setItem(kv.items[0], kv.items[1]);
            }
        } catch (PyException e) {
            if (!e.matches(PyExc.TypeError)) {
                throw e;
            }
            shown = new PyDict();
            for (PyObject[] kv : DictSupport.items(self)) {
                shown.setItem(kv[0], kv[1]);
            }
        }
        return PyStr.of(name + "(" + Abstract.repr(shown).value + ")");
    }

    // ------------------------------------------------------------------ comparison and arithmetic

    /** {@code all(self[e] op other[e] for c in (self, other) for e in c)}. */
    private static boolean allPairs(PyObject self, PyObject other, int op) {
        for (PyObject side : new PyObject[] {self, other}) {
            for (PyObject[] kv : DictSupport.items(side)) {
                PyObject a = countOf(self, kv[0]);
                PyObject b = countOf(other, kv[0]);
                if (!Abstract.richCompareBool(a, b, op)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static PyObject add(PyObject self, PyObject other) {
        PyCounter r = newCounter();
        PyDict s = c(self);
        for (PyObject[] kv : DictSupport.items(self)) {
            PyObject n = Abstract.add(kv[1], countOf(other, kv[0]));
            if (gtZero(n)) {
                r.setItem(kv[0], n);
            }
        }
        for (PyObject[] kv : DictSupport.items(other)) {
            if (!s.containsKey(kv[0]) && gtZero(kv[1])) {
                r.setItem(kv[0], kv[1]);
            }
        }
        return r;
    }

    private static PyObject sub(PyObject self, PyObject other) {
        PyCounter r = newCounter();
        PyDict s = c(self);
        for (PyObject[] kv : DictSupport.items(self)) {
            PyObject n = Abstract.sub(kv[1], countOf(other, kv[0]));
            if (gtZero(n)) {
                r.setItem(kv[0], n);
            }
        }
        for (PyObject[] kv : DictSupport.items(other)) {
            if (!s.containsKey(kv[0])
                    && Abstract.richCompareBool(kv[1], PyInt.ZERO, Abstract.LT)) {
                r.setItem(kv[0], Abstract.sub(PyInt.ZERO, kv[1]));
            }
        }
        return r;
    }

    private static PyObject or(PyObject self, PyObject other) {
        PyCounter r = newCounter();
        PyDict s = c(self);
        for (PyObject[] kv : DictSupport.items(self)) {
            PyObject oc = countOf(other, kv[0]);
            PyObject n = Abstract.richCompareBool(kv[1], oc, Abstract.LT) ? oc : kv[1];
            if (gtZero(n)) {
                r.setItem(kv[0], n);
            }
        }
        for (PyObject[] kv : DictSupport.items(other)) {
            if (!s.containsKey(kv[0]) && gtZero(kv[1])) {
                r.setItem(kv[0], kv[1]);
            }
        }
        return r;
    }

    private static PyObject and(PyObject self, PyObject other) {
        PyCounter r = newCounter();
        for (PyObject[] kv : DictSupport.items(self)) {
            PyObject oc = countOf(other, kv[0]);
            PyObject n = Abstract.richCompareBool(kv[1], oc, Abstract.LT) ? kv[1] : oc;
            if (gtZero(n)) {
                r.setItem(kv[0], n);
            }
        }
        return r;
    }

    /** {@code _keep_positive}: delete the items whose count is not positive; returns self. */
    private static PyObject keepPositive(PyObject self) {
        List<PyObject> drop = new ArrayList<>();
        for (PyObject[] kv : DictSupport.items(self)) {
            if (!gtZero(kv[1])) {
                drop.add(kv[0]);
            }
        }
        for (PyObject k : drop) {
            Abstract.delItem(self, k);
        }
        return self;
    }
}
