package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * {@code collections.OrderedDict}. A {@code dict} already keeps insertion order, so the order
 * of an OrderedDict is its table's entry order; {@code move_to_end} re-inserts the key (at the
 * front by rebuilding the table, which is rare). Equality between two OrderedDicts is
 * order-sensitive.
 */
final class PyOrderedDict extends DictSubclass {
    static final PyType TYPE = PyType.builtin("OrderedDict", PyOrderedDict.class, PyDict.TYPE,
            PyType.BASETYPE, PyOrderedDict::define).withModule("collections");

    private static final PyStr KEYS = PyStr.intern("keys");
    private static final Params MOVE = new Params("move_to_end", new String[] {"key", "last"},
            0, 2, 1);
    private static final Params POPITEM = new Params("popitem", new String[] {"last"}, 0, 1, 0);

    PyOrderedDict(PyType type) {
        super(type);
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new PyOrderedDict((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            int npos = args.length - kw.length;
            if (npos > 1) {
                throw Py.typeError("expected at most 1 arguments, got " + npos);
            }
            update(self, npos == 1 ? args[0] : null, args, kw);
            return Py.None;
        });
        t.methodK("update", (self, args, kw) -> {
            int npos = args.length - kw.length;
            if (npos > 1) {
                throw Py.typeError("update expected at most 1 argument, got " + npos);
            }
            update(self, npos == 1 ? args[0] : null, args, kw);
            return Py.None;
        });
        t.methodK("move_to_end", (self, args, kw) -> {
            PyObject[] a = MOVE.parse(args, kw);
            boolean last = a[1] == null || Abstract.isTrue(a[1]);
            moveToEnd((PyOrderedDict) self, a[0], last);
            return Py.None;
        });
        t.methodK("popitem", (self, args, kw) -> {
            PyObject[] a = POPITEM.parse(args, kw);
            boolean last = a[0] == null || Abstract.isTrue(a[0]);
            PyOrderedDict od = (PyOrderedDict) self;
            if (od.size() == 0) {
                throw Py.keyError(PyStr.of("dictionary is empty"));
            }
            if (last) {
                PyObject[] kv = od.popLast();
                return DictSupport.pair(kv[0], kv[1]);
            }
            PyObject k = od.keyAt(od.nextEntry(0));
            PyObject v = od.removeKey(k);
            return DictSupport.pair(k, v);
        });
        t.method0("__reversed__", self -> new ReverseIter((PyOrderedDict) self));
        t.method0("copy", PyOrderedDict::copy);
        t.method0("__copy__", PyOrderedDict::copy);
        t.method0("__repr__", self -> {
            PyOrderedDict od = (PyOrderedDict) self;
            String name = self.type.getName();
            if (od.size() == 0) {
                return PyStr.of(name + "()");
            }
            PyDict plain = new PyDict();
            for (PyObject[] kv : DictSupport.items(od)) {
                plain.setItem(kv[0], kv[1]);
            }
            return PyStr.of(name + "(" + Abstract.repr(plain).value + ")");
        });
        t.method1("__eq__", (self, other) -> equal(self, other, true));
        t.method1("__ne__", (self, other) -> equal(self, other, false));
        t.method1("__or__", (self, other) -> or(self.type, self, other));
        t.method1("__ror__", (self, other) -> or(self.type, other, self));
        t.method1("__ior__", (self, other) -> {
            update(self, other, new PyObject[] {other}, Py.NO_KWNAMES);
            return self;
        });
    }

    /** {@code MutableMapping.update(self, arg, **kw)}: items stored through {@code self[k] = v}. */
    private static void update(PyObject self, PyObject arg, PyObject[] args, PyStr[] kw) {
        PyDict d = (PyDict) self;
        if (arg != null) {
            if (arg instanceof PyDict || arg.lookupAttr(KEYS) != null) {
                if (arg instanceof PyDict src && src.type == PyDict.TYPE) {
                    for (PyObject[] kv : DictSupport.items(src)) {
                        DictSupport.store(d, TYPE, kv[0], kv[1]);
                    }
                } else {
                    for (PyObject k : Abstract.toArray(Abstract.callMethod(arg, KEYS))) {
                        DictSupport.store(d, TYPE, k, Abstract.getItem(arg, k));
                    }
                }
            } else {
                PyObject it = Abstract.iter(arg);
                for (PyObject p = Abstract.next(it); p != null; p = Abstract.next(it)) {
                    PyObject[] kv = Abstract.toArray(p);
                    if (kv.length != 2) {
                        throw Py.valueError((kv.length > 2
                                ? "too many values to unpack (expected 2, got "
                                : "not enough values to unpack (expected 2, got ") + kv.length
                                + ")");
                    }
                    DictSupport.store(d, TYPE, kv[0], kv[1]);
                }
            }
        }
        int npos = args.length - kw.length;
        for (int k = 0; k < kw.length; k++) {
            DictSupport.store(d, TYPE, kw[k], args[npos + k]);
        }
    }

    static void moveToEnd(PyOrderedDict od, PyObject key, boolean last) {
        PyObject v = od.getItem(key);
        if (v == null) {
            throw Py.keyError(key);
        }
        if (last) {
            od.removeKey(key);
            od.setItem(key, v);
            return;
        }
        PyObject[][] items = DictSupport.items(od);
        od.clear();
        od.setItem(key, v);
        for (PyObject[] kv : items) {
            if (kv[0] != key && od.getItem(kv[0]) == null) {
                od.setItem(kv[0], kv[1]);
            }
        }
    }

    private static PyObject copy(PyObject self) {
        PyObject r = Abstract.call0(self.type);
        for (PyObject[] kv : DictSupport.items(self)) {
            DictSupport.store((PyDict) r, TYPE, kv[0], kv[1]);
        }
        return r;
    }

    private static PyObject equal(PyObject self, PyObject other, boolean eq) {
        if (!(other instanceof PyDict o)) {
            return Py.NotImplemented;
        }
        PyObject dictEq = PyDict.TYPE.lookup(Names.__eq__);
        PyObject r = Abstract.callMethodDescriptor(dictEq, self, new PyObject[] {other},
                Py.NO_KWNAMES);
        if (r == Py.NotImplemented) {
            return r;
        }
        boolean same = Abstract.isTrue(r);
        if (same && other instanceof PyOrderedDict) {
            PyObject[][] a = DictSupport.items(self);
            PyObject[][] b = DictSupport.items(o);
            for (int i = 0; i < a.length && i < b.length; i++) {
                if (!Abstract.richCompareBool(a[i][0], b[i][0], Abstract.EQ)) {
                    same = false;
                    break;
                }
            }
        }
        return Py.newBool(same == eq);
    }

    private static PyObject or(PyType type, PyObject left, PyObject right) {
        PyObject other = left instanceof PyOrderedDict ? right : left;
        if (!(other instanceof PyDict)) {
            return Py.NotImplemented;
        }
        PyObject r = Abstract.call1(type, left);
        update(r, right, new PyObject[] {right}, Py.NO_KWNAMES);
        return r;
    }

    /** {@code odict_reverseiterator}: the keys from last to first. */
    static final class ReverseIter extends PyObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("odict_reverseiterator", ReverseIter.class,
                PyType.OBJECT, 0, Params::defineIterator);

        private final PyOrderedDict od;
        private final int mutations;
        private int pos;

        ReverseIter(PyOrderedDict od) {
            super(TYPE);
            this.od = od;
            this.mutations = od.keysMutations();
            this.pos = od.entryCount() - 1;
        }

        @Override
        public PyObject nextOrNull() {
            if (od.keysMutations() != mutations) {
                throw Py.error(PyExc.RuntimeError, "OrderedDict mutated during iteration");
            }
            while (pos >= 0) {
                PyObject k = od.keyAt(pos--);
                if (k != null) {
                    return k;
                }
            }
            return null;
        }
    }
}
