package org.specializer.natives.collections;

import org.specializer.api.Abstract;
import org.specializer.api.Descriptors;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyDictItems;
import org.specializer.api.PyDictKeys;
import org.specializer.api.PyDictValues;
import org.specializer.api.PyExc;
import org.specializer.api.PyIterator;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.ReprGuard;
import org.specializer.core.modules.Params;

/**
 * {@code collections.OrderedDict}, CPython's C OrderedDict (Objects/odictobject.c).
 *
 * <p>A {@code dict} already keeps insertion order, so the order of an OrderedDict is its
 * table's entry order rather than a separate linked list: {@code move_to_end(key)} re-inserts
 * the key, and {@code move_to_end(key, last=False)} rebuilds the table with the key first
 * (rare, and linear). The table's key-set mutation count plays the part of CPython's
 * {@code od_state}, so iterators raise "OrderedDict mutated during iteration" as CPython's do.
 * Equality between two OrderedDicts is order-sensitive; the views are {@code odict_keys},
 * {@code odict_values} and {@code odict_items}, subtypes of the dict views.
 */
final class PyOrderedDict extends DictSubclass {
    static final PyType TYPE = PyType.builtin("OrderedDict", PyOrderedDict.class, PyDict.TYPE,
            PyType.BASETYPE, PyOrderedDict::define).withModule("collections")
            .withDottedTpName().withWeakrefs();

    static final PyType KEYS_TYPE = PyType.builtin("odict_keys", PyDictKeys.class,
            PyDictKeys.TYPE, 0, t -> defineView(t, Iter.KEYS));
    static final PyType VALUES_TYPE = PyType.builtin("odict_values", PyDictValues.class,
            PyDictValues.TYPE, 0, t -> defineView(t, Iter.VALUES));
    static final PyType ITEMS_TYPE = PyType.builtin("odict_items", PyDictItems.class,
            PyDictItems.TYPE, 0, t -> defineView(t, Iter.ITEMS));

    private static final PyStr KEYS = PyStr.intern("keys");
    private static final PyStr ITEMS = PyStr.intern("items");
    private static final Params MOVE = new Params("move_to_end", new String[] {"key", "last"},
            0, 2, 1);
    private static final Params POPITEM = new Params("popitem", new String[] {"last"}, 0, 1, 0);
    private static final Params POP = new Params("pop", new String[] {"key", "default"}, 0, 2,
            1);
    private static final Params FROMKEYS = new Params("fromkeys",
            new String[] {"iterable", "value"}, 0, 2, 1);
    private static final PyStr FROMKEYS_NAME = PyStr.intern("fromkeys");
    private static final Params SETDEFAULT = new Params("setdefault",
            new String[] {"key", "default"}, 0, 2, 1);

    private PyDict dict;

    PyOrderedDict(PyType type) {
        super(type);
    }

    private static PyOrderedDict od(PyObject o) {
        return (PyOrderedDict) o;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new PyOrderedDict((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            int npos = args.length - kw.length;
            if (npos > 1) {
                throw Py.typeError("expected at most 1 arguments, got " + npos);
            }
            update(self, args, kw);
            return Py.None;
        });
        t.methodK("update", (self, args, kw) -> {
            int npos = args.length - kw.length;
            if (npos > 1) {
                throw Py.typeError("update() takes at most 1 positional argument (" + npos
                        + " given)");
            }
            update(self, args, kw);
            return Py.None;
        });
        t.methodK("move_to_end", (self, args, kw) -> {
            PyObject[] a = MOVE.parse(args, kw);
            boolean last = a[1] == null || Abstract.isTrue(a[1]);
            moveToEnd(od(self), a[0], last);
            return Py.None;
        });
        t.methodK("popitem", (self, args, kw) -> {
            PyObject[] a = POPITEM.parse(args, kw);
            return popitem(od(self), a[0] == null || Abstract.isTrue(a[0]));
        });
        t.methodK("pop", (self, args, kw) -> {
            PyObject[] a = POP.parse(args, kw);
            PyObject v = od(self).removeKey(a[0]);
            if (v != null) {
                return v;
            }
            if (a[1] != null) {
                return a[1];
            }
            throw Py.keyError(a[0]);
        });
        t.classMethodK("fromkeys", (cls, args, kw) -> {
            // dict's, with its value also given by keyword
            PyObject[] a = FROMKEYS.parse(args, kw);
            PyObject fromkeys = Descriptors.get(PyDict.TYPE.lookup(FROMKEYS_NAME), null,
                    (PyType) cls);
            return Abstract.call(fromkeys, a[0], a[1] == null ? Py.None : a[1]);
        });
        t.methodK("setdefault", (self, args, kw) -> {
            PyObject[] a = SETDEFAULT.parse(args, kw);
            return setdefault(self, a[0], a[1] == null ? Py.None : a[1]);
        });
        t.method0("__iter__", self -> new Iter(od(self), Iter.KEYS, false));
        t.method0("__reversed__", self -> new Iter(od(self), Iter.KEYS, true));
        t.method0("keys", self -> new PyDictKeys(KEYS_TYPE, od(self)));
        t.method0("values", self -> new PyDictValues(VALUES_TYPE, od(self)));
        t.method0("items", self -> new PyDictItems(ITEMS_TYPE, od(self)));
        t.method0("copy", PyOrderedDict::copy);
        t.method0("__repr__", PyOrderedDict::repr);
        t.method0("__reduce__", PyOrderedDict::reduce);
        t.getset("__dict__", PyObject::getDict, (self, v) -> {
            if (!(v instanceof PyDict d)) {
                throw Py.typeError("__dict__ must be set to a dictionary, not a '"
                        + v.type.getName() + "'");
            }
            self.setDict(d);
        });
        String[] cmp = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
        for (int op = 0; op < cmp.length; op++) {
            int o = op;
            t.method1(cmp[op], (self, other) -> richCompare(self, other, o));
        }
        t.method1("__or__", (self, other) -> or(self, self, other));
        t.method1("__ror__", (self, other) -> or(self, other, self));
        t.method1("__ior__", (self, other) -> {
            update(self, new PyObject[] {other}, Py.NO_KWNAMES);
            return self;
        });
    }

    /** The views add and override iteration: in the OrderedDict's order, checked as it is. */
    private static void defineView(PyType t, int kind) {
        t.method0("__iter__", self -> new Iter(viewed(self), kind, false));
        t.method0("__reversed__", self -> new Iter(viewed(self), kind, true));
    }

    private static PyOrderedDict viewed(PyObject view) {
        return (PyOrderedDict) ((org.specializer.api.PyDictView) view).dict;
    }

    // ------------------------------------------------------------------ update

    /**
     * {@code MutableMapping.update(self, *args, **kwargs)}: every item stored through
     * {@code self[key] = value}. Compare CPython odictobject.c: mutablemapping_update.
     */
    private static void update(PyObject self, PyObject[] args, PyStr[] kw) {
        int npos = args.length - kw.length;
        if (npos == 1) {
            updateArg(self, args[0]);
        }
        for (int k = 0; k < kw.length; k++) {
            Abstract.setItem(self, kw[k], args[npos + k]);
        }
    }

    /** Compare CPython odictobject.c: mutablemapping_update_arg. */
    private static void updateArg(PyObject self, PyObject arg) {
        if (arg.type == PyDict.TYPE) {
            PyDict d = (PyDict) arg;
            addPairs(self, d.copy(), true);
            return;
        }
        PyObject keys = arg.lookupAttr(KEYS);
        if (keys != null) {
            PyObject it = Abstract.iter(Abstract.call0(keys));
            for (PyObject k = Abstract.next(it); k != null; k = Abstract.next(it)) {
                Abstract.setItem(self, k, Abstract.getItem(arg, k));
            }
            return;
        }
        PyObject items = arg.lookupAttr(ITEMS);
        if (items != null) {
            addPairs(self, Abstract.call0(items), false);
            return;
        }
        addPairs(self, arg, false);
    }

    /** Store each (key, value) pair; {@code dictItems}: {@code pairs} is a dict's copy. */
    private static void addPairs(PyObject self, PyObject pairs, boolean dictItems) {
        if (dictItems) {
            PyDict d = (PyDict) pairs;
            for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                Abstract.setItem(self, d.keyAt(i), d.valueAt(i));
            }
            return;
        }
        PyObject it = Abstract.iter(pairs);
        for (PyObject pair = Abstract.next(it); pair != null; pair = Abstract.next(it)) {
            PyObject pit = Abstract.iter(pair);
            PyObject key = Abstract.next(pit);
            if (key == null) {
                throw Py.valueError("need more than 0 values to unpack");
            }
            PyObject value = Abstract.next(pit);
            if (value == null) {
                throw Py.valueError("need more than 1 value to unpack");
            }
            if (Abstract.next(pit) != null) {
                throw Py.valueError("too many values to unpack (expected 2)");
            }
            Abstract.setItem(self, key, value);
        }
    }

    // ------------------------------------------------------------------ the other methods

    /**
     * {@code move_to_end(key, last=True)}: re-insert at the end, or rebuild with the key first.
     * Compare CPython odictobject.c: OrderedDict_move_to_end_impl.
     */
    static void moveToEnd(PyOrderedDict od, PyObject key, boolean last) {
        long hash = PyDict.hashOf(key);
        int ix = od.entryIndex(key);
        if (ix < 0) {
            throw Py.keyError(key);
        }
        int n = od.size();
        int end = last ? lastEntry(od) : od.nextEntry(0);
        if (n == 1 || ix == end) {
            return;
        }
        PyObject k = od.keyAt(ix);
        PyObject v = od.valueAt(ix);
        if (last) {
            od.removeKey(k);
            od.setItem(k, hash, v);
            return;
        }
        PyObject[] keys = new PyObject[n];
        PyObject[] values = new PyObject[n];
        long[] hashes = new long[n];
        int j = 0;
        for (int i = od.nextEntry(0); i >= 0; i = od.nextEntry(i + 1)) {
            keys[j] = od.keyAt(i);
            hashes[j] = od.hashAt(i);
            values[j++] = od.valueAt(i);
        }
        od.clear();
        od.setItem(k, hash, v);
        for (int i = 0; i < n; i++) {
            if (keys[i] != k) {
                od.setItem(keys[i], hashes[i], values[i]);
            }
        }
    }

    private static int lastEntry(PyDict d) {
        for (int i = d.entryCount() - 1; i >= 0; i--) {
            if (d.keyAt(i) != null) {
                return i;
            }
        }
        return -1;
    }

    /** {@code popitem(last=True)}. Compare CPython odictobject.c: OrderedDict_popitem_impl. */
    private static PyObject popitem(PyOrderedDict od, boolean last) {
        if (od.size() == 0) {
            throw Py.keyError(PyStr.of("dictionary is empty"));
        }
        if (last) {
            PyObject[] kv = od.popLast();
            return PyTuple.of(kv[0], kv[1]);
        }
        PyObject k = od.keyAt(od.nextEntry(0));
        PyObject v = od.removeKey(k);
        return PyTuple.of(k, v);
    }

    /**
     * Compare CPython odictobject.c: OrderedDict_setdefault_impl. A subclass is asked whether
     * it contains the key before it is asked for the item, so that its {@code __missing__}
     * does not stand in for a key that is not there.
     */
    private static PyObject setdefault(PyObject self, PyObject key, PyObject dflt) {
        if (self.type == TYPE) {
            return od(self).setDefault(key, dflt);
        }
        if (Abstract.contains(self, key)) {
            return Abstract.getItem(self, key);
        }
        Abstract.setItem(self, key, dflt);
        return dflt;
    }

    /** {@code type(self)()} filled in order. Compare CPython odictobject.c: odict_copy. */
    private static PyObject copy(PyObject self) {
        PyObject r = Abstract.call0(self.type);
        PyOrderedDict od = od(self);
        int mutations = od.keysMutations();
        for (int i = od.nextEntry(0); i >= 0; i = od.nextEntry(i + 1)) {
            PyObject k = od.keyAt(i);
            PyObject v = self.type == TYPE ? od.valueAt(i) : Abstract.getItem(self, k);
            Abstract.setItem(r, k, v);
            if (od.keysMutations() != mutations) {
                throw Py.error(PyExc.RuntimeError, "OrderedDict mutated during iteration");
            }
        }
        return r;
    }

    /** {@code OrderedDict({...})}, or {@code OrderedDict()}. */
    private static PyObject repr(PyObject self) {
        PyOrderedDict od = od(self);
        String name = self.type.getName();
        if (od.size() == 0) {
            return PyStr.of(name + "()");
        }
        if (ReprGuard.enter(self)) {
            return PyStr.of("...");
        }
        try {
            PyDict plain = new PyDict();
            for (int i = od.nextEntry(0); i >= 0; i = od.nextEntry(i + 1)) {
                plain.setItem(od.keyAt(i), od.valueAt(i));
            }
            return PyStr.of(name + "(" + Abstract.repr(plain).value + ")");
        } finally {
            ReprGuard.leave(self);
        }
    }

    /** {@code (type(od), (), __dict__ or None, None, iter(od.items()))}. */
    private static PyObject reduce(PyObject self) {
        PyDict d = od(self).dict;
        PyObject state = d == null || d.size() == 0 ? Py.None : d;
        PyObject items = Abstract.callMethod(self, ITEMS);
        return PyTuple.of(self.type, PyTuple.EMPTY, state, Py.None, Abstract.iter(items));
    }

    /** Compare CPython odictobject.c: odict_richcompare. */
    private static PyObject richCompare(PyObject self, PyObject other, int op) {
        if (op != Abstract.EQ && op != Abstract.NE) {
            return Py.NotImplemented;
        }
        PyObject cmp = Abstract.callMethodDescriptor(PyDict.TYPE.lookup(op == Abstract.EQ
                ? Names.__eq__ : Names.__ne__), self, new PyObject[] {other}, Py.NO_KWNAMES);
        if (!(other instanceof PyOrderedDict o) || cmp == Py.NotImplemented) {
            return cmp;
        }
        if (op == Abstract.EQ && cmp == Py.False || op == Abstract.NE && cmp == Py.True) {
            return cmp;
        }
        boolean eq = keysEqual(od(self), o);
        return Py.newBool(eq == (op == Abstract.EQ));
    }

    /** The keys of two equal-sized OrderedDicts, pairwise in order. */
    private static boolean keysEqual(PyOrderedDict a, PyOrderedDict b) {
        int ma = a.keysMutations();
        int mb = b.keysMutations();
        int i = a.nextEntry(0);
        int j = b.nextEntry(0);
        while (i >= 0 && j >= 0) {
            boolean same = Abstract.richCompareBool(a.keyAt(i), b.keyAt(j), Abstract.EQ);
            if (a.keysMutations() != ma || b.keysMutations() != mb) {
                throw Py.error(PyExc.RuntimeError, "OrderedDict mutated during iteration");
            }
            if (!same) {
                return false;
            }
            i = a.nextEntry(i + 1);
            j = b.nextEntry(j + 1);
        }
        return i < 0 && j < 0;
    }

    /** {@code self | other} and {@code other | self}: a copy of the left, updated. */
    private static PyObject or(PyObject self, PyObject left, PyObject right) {
        PyObject other = left == self ? right : left;
        if (!(other instanceof PyDict)) {
            return Py.NotImplemented;
        }
        PyObject r = Abstract.call1(self.type, left);
        update(r, new PyObject[] {right}, Py.NO_KWNAMES);
        return r;
    }

    // ------------------------------------------------------------------ instance dict

    @Override
    public PyDict getDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        dict = d;
        return true;
    }

    // ------------------------------------------------------------------ iterators

    /**
     * {@code odict_iterator}: keys, values or items, forwards or backwards, failing once the
     * OrderedDict's keys change. Compare CPython odictobject.c: odictiter_nextkey.
     */
    static final class Iter extends PyObject implements PyIterator {
        static final int KEYS = 0;
        static final int VALUES = 1;
        static final int ITEMS = 2;

        static final PyType TYPE = PyType.builtin("odict_iterator", Iter.class, PyType.OBJECT,
                0, t -> {
                    Params.defineIterator(t);
                    t.method0("__reduce__", Iter::reduce);
                });

        private PyOrderedDict od;
        private final int kind;
        private final boolean reversed;
        private final int mutations;
        private final int size;
        private int pos;

        Iter(PyOrderedDict od, int kind, boolean reversed) {
            super(TYPE);
            this.od = od;
            this.kind = kind;
            this.reversed = reversed;
            this.mutations = od.keysMutations();
            this.size = od.size();
            this.pos = reversed ? od.entryCount() - 1 : 0;
        }

        private Iter(Iter it) {
            super(TYPE);
            this.od = it.od;
            this.kind = it.kind;
            this.reversed = it.reversed;
            this.mutations = it.mutations;
            this.size = it.size;
            this.pos = it.pos;
        }

        /**
         * {@code (iter, (items,))}: the items left, read through a copy so that this iterator
         * does not advance. Compare CPython odictobject.c: odictiter_reduce.
         */
        private static PyObject reduce(PyObject self) {
            Iter copy = new Iter((Iter) self);
            PyList items = new PyList();
            for (PyObject v = copy.nextOrNull(); v != null; v = copy.nextOrNull()) {
                items.append(v);
            }
            return PyTuple.of(Py.builtin("iter"), PyTuple.of(items));
        }

        @Override
        public PyObject nextOrNull() {
            PyOrderedDict d = od;
            if (d == null) {
                return null;
            }
            if (d.keysMutations() != mutations) {
                od = null;
                throw Py.error(PyExc.RuntimeError, "OrderedDict mutated during iteration");
            }
            if (d.size() != size) {
                od = null;
                throw Py.error(PyExc.RuntimeError, "OrderedDict changed size during iteration");
            }
            int n = d.entryCount();
            while (reversed ? pos >= 0 : pos < n) {
                int i = pos;
                pos += reversed ? -1 : 1;
                PyObject k = d.keyAt(i);
                if (k != null) {
                    switch (kind) {
                        case KEYS:
                            return k;
                        case VALUES:
                            return d.valueAt(i);
                        default:
                            return PyTuple.of(k, d.valueAt(i));
                    }
                }
            }
            od = null;
            return null;
        }
    }
}
