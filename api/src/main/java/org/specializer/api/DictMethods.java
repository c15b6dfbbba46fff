package org.specializer.api;

/**
 * The methods of {@code dict}, CPython 3.13's {@code dictobject.c} behaviour and messages. The
 * table itself is {@link PyDict}; views are {@link PyDictKeys}, {@link PyDictValues},
 * {@link PyDictItems}, iterators {@link PyDictIterator}.
 */
public final class DictMethods {
    private DictMethods() {}

    private static final PyStr KEYS = PyStr.intern("keys");
    private static final PyStr MISSING = PyStr.intern("__missing__");

    private static PyDict d(PyObject o) {
        return (PyDict) o;
    }

    static void define(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        t.constructor((cls, args, kw) -> {
            PyType type = Sequences.newType(cls, PyDict.TYPE);
            return type == PyDict.TYPE ? new PyDict() : new PyDict.Derived(type);
        });
        t.methodK("__init__", (self, args, kw) -> {
            updateCommon(d(self), args, kw, "dict");
            return Py.None;
        });
        t.method1("__getitem__", DictMethods::getItem);
        t.method2("__setitem__", (self, k, v) -> {
            d(self).setItem(k, v);
            return Py.None;
        });
        t.method1("__delitem__", (self, k) -> {
            if (!d(self).delItem(k)) {
                throw Py.keyError(k);
            }
            return Py.None;
        });
        t.method1("__contains__", (self, k) -> Py.newBool(d(self).containsKey(k)));
        t.method0("__len__", self -> PyInt.of(d(self).size()));
        t.method0("__iter__", self -> new PyDictIterator(d(self), PyDictIterator.KEYS, false));
        t.method0("__reversed__",
                self -> new PyDictIterator(d(self), PyDictIterator.KEYS, true));
        t.method0("__repr__", self -> repr(d(self)));
        t.method1("__eq__", (self, o) -> o instanceof PyDict other
                ? Py.newBool(equal(d(self), other)) : Py.NotImplemented);
        t.method1("__ne__", (self, o) -> o instanceof PyDict other
                ? Py.newBool(!equal(d(self), other)) : Py.NotImplemented);
        t.define("__hash__", Py.None);
        t.method1("__or__", (self, o) -> or(self, o));
        t.method1("__ror__", (self, o) -> or(o, self));
        t.method1("__ior__", (self, o) -> {
            updateArg(d(self), o);
            return self;
        });
        t.methodN("get", 1, 2, (self, args) -> {
            PyObject v = d(self).getItem(args[0]);
            return v != null ? v : args.length > 1 ? args[1] : Py.None;
        });
        t.methodN("setdefault", 1, 2,
                (self, args) -> d(self).setDefault(args[0], args.length > 1 ? args[1] : Py.None));
        t.methodN("pop", 1, 2, (self, args) -> {
            PyDict dict = d(self);
            PyObject key = args[0];
            PyObject v = dict.size() == 0 ? null : dict.removeKey(key);
            if (v != null) {
                return v;
            }
            if (args.length > 1) {
                return args[1];
            }
            throw Py.keyError(key);
        });
        t.method0("popitem", self -> {
            PyObject[] kv = d(self).popLast();
            if (kv == null) {
                throw Py.error(PyExc.KeyError, "popitem(): dictionary is empty");
            }
            return new PyTuple(kv);
        });
        t.methodK("update", (self, args, kw) -> {
            updateCommon(d(self), args, kw, "update");
            return Py.None;
        });
        t.classMethodK("fromkeys", DictMethods::fromKeys);
        t.method0("copy", self -> d(self).copy());
        t.method0("clear", self -> {
            d(self).clear();
            return Py.None;
        });
        t.method0("keys", self -> new PyDictKeys(d(self)));
        t.method0("values", self -> new PyDictValues(d(self)));
        t.method0("items", self -> new PyDictItems(d(self)));
    }

    // ------------------------------------------------------------------ lookup

    /** {@code d[key]}: a subclass's {@code __missing__} is asked before KeyError. */
    public static PyObject getItem(PyObject self, PyObject key) {
        PyDict d = d(self);
        PyObject v = d.getItem(key);
        if (v != null) {
            return v;
        }
        if (self.getClass() != PyDict.class) {
            PyObject missing = self.type.lookup(MISSING);
            if (missing != null) {
                return Abstract.callMethodDescriptor(missing, self, new PyObject[] {key},
                        Py.NO_KWNAMES);
            }
        }
        throw Py.keyError(key);
    }

    // ------------------------------------------------------------------ update

    /** {@code dict(*args, **kw)} and {@code update(*args, **kw)}. */
    private static void updateCommon(PyDict self, PyObject[] args, PyStr[] kw, String name) {
        int npos = args.length - kw.length;
        if (npos > 1) {
            throw Py.typeError(name + " expected at most 1 argument, got " + npos);
        }
        if (npos == 1) {
            updateArg(self, args[0]);
        }
        for (int i = 0; i < kw.length; i++) {
            self.setItem(kw[i], args[npos + i]);
        }
    }

    /** Merge a mapping (anything with {@code keys()}) or an iterable of pairs. */
    public static void updateArg(PyDict self, PyObject arg) {
        if (arg.getClass() == PyDict.class) {
            merge(self, (PyDict) arg);
            return;
        }
        if (arg.lookupAttr(KEYS) != null) {
            mergeMapping(self, arg);
            return;
        }
        mergeFromSeq2(self, arg);
    }

    /** {@code self.update(other)} for a dict whose iteration is dict's own. */
    private static void merge(PyDict self, PyDict other) {
        if (self == other || other.size() == 0) {
            return;
        }
        // Entries are read by position; a key's __eq__ that changes other ends the update with
        // CPython's RuntimeError (dictobject.c: dict_merge)
        int n = other.entryCount();
        for (int i = other.nextEntry(0); i >= 0 && i < n; i = other.nextEntry(i + 1)) {
            PyObject k = other.keyAt(i);
            self.setItem(k, other.hashAt(i), other.valueAt(i));
            if (other.entryCount() != n) {
                throw Py.runtimeError("dict mutated during update");
            }
        }
    }

    // Compare CPython dictobject.c: dict_merge for a mapping that is not an exact dict.
    private static void mergeMapping(PyDict self, PyObject mapping) {
        // as CPython: a dict subclass that keeps dict's __iter__ is read directly
        if (mapping instanceof PyDict other
                && mapping.type.lookup(Names.__iter__) == PyDict.TYPE.lookup(Names.__iter__)) {
            merge(self, other);
            return;
        }
        PyObject keys = Abstract.callMethod(mapping, KEYS);
        PyObject it = Abstract.iter(keys);
        for (PyObject k = Abstract.next(it); k != null; k = Abstract.next(it)) {
            self.setItem(k, Abstract.getItem(mapping, k));
        }
    }

    // Compare CPython dictobject.c: PyDict_MergeFromSeq2.
    private static void mergeFromSeq2(PyDict self, PyObject seq) {
        PyObject it = Abstract.iter(seq);
        int i = 0;
        for (PyObject item = Abstract.next(it); item != null; item = Abstract.next(it), i++) {
            PyObject[] pair;
            Class<?> c = item.getClass();
            if (c == PyTuple.class) {
                pair = ((PyTuple) item).items;
            } else if (c == PyList.class) {
                PyList l = (PyList) item;
                pair = l.size == 2 ? new PyObject[] {l.items[0], l.items[1]} : l.toArray();
            } else {
                if (Abstract.iterOrNull(item) == null) {
                    throw Py.typeError("cannot convert dictionary update sequence element #" + i
                            + " to a sequence");
                }
                pair = Abstract.toArray(item);
            }
            if (pair.length != 2) {
                throw Py.valueError("dictionary update sequence element #" + i + " has length "
                        + pair.length + "; 2 is required");
            }
            self.setItem(pair[0], pair[1]);
        }
    }

    private static PyObject fromKeys(PyObject cls, PyObject[] args, PyStr[] kw) {
        if (kw.length != 0) {
            throw Py.typeError("dict.fromkeys() takes no keyword arguments");
        }
        if (args.length < 1) {
            throw Py.typeError("fromkeys expected at least 1 argument, got " + args.length);
        }
        if (args.length > 2) {
            throw Py.typeError("fromkeys expected at most 2 arguments, got " + args.length);
        }
        PyObject iterable = args[0];
        PyObject value = args.length > 1 ? args[1] : Py.None;
        PyObject d = Abstract.call0(cls);
        if (d.getClass() == PyDict.class) {
            PyDict dict = (PyDict) d;
            if (iterable.getClass() == PyDict.class) {
                PyDict src = (PyDict) iterable;
                for (int i = src.nextEntry(0); i >= 0; i = src.nextEntry(i + 1)) {
                    dict.setItem(src.keyAt(i), src.hashAt(i), value);
                }
                return dict;
            }
            if (iterable.getClass() == PySet.class || iterable.getClass() == PyFrozenSet.class) {
                PyAnySet src = (PyAnySet) iterable;
                for (int i = src.nextSlot(0); i >= 0; i = src.nextSlot(i + 1)) {
                    dict.setItem(src.keyAt(i), src.hashAt(i), value);
                }
                return dict;
            }
            PyObject it = Abstract.iter(iterable);
            for (PyObject k = Abstract.next(it); k != null; k = Abstract.next(it)) {
                dict.setItem(k, value);
            }
            return dict;
        }
        PyObject it = Abstract.iter(iterable);
        for (PyObject k = Abstract.next(it); k != null; k = Abstract.next(it)) {
            Abstract.setItem(d, k, value);
        }
        return d;
    }

    // ------------------------------------------------------------------ operators

    private static PyObject or(PyObject a, PyObject b) {
        if (!(a instanceof PyDict da) || !(b instanceof PyDict)) {
            return Py.NotImplemented;
        }
        PyDict result = da.copy();
        updateArg(result, b);
        return result;
    }

    /** {@code a == b} for dicts: same keys, equal values, in any order. */
    public static boolean equal(PyDict a, PyDict b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.entryCount(); i++) {
            PyObject key = a.keyAt(i);
            if (key == null) {
                continue;
            }
            PyObject aval = a.valueAt(i);
            PyObject bval = b.getItem(key, a.hashAt(i));
            if (bval == null) {
                return false;
            }
            if (aval != bval && !Abstract.richCompareBool(aval, bval, Abstract.EQ)) {
                return false;
            }
        }
        return true;
    }

    /** {@code repr(d)}: {@code {'a': 1}}, {@code {...}} for a dict inside itself. */
    public static PyStr repr(PyDict d) {
        if (ReprGuard.enter(d)) {
            return PyStr.of("{...}");
        }
        try {
            if (d.size() == 0) {
                return PyStr.of("{}");
            }
            StringBuilder sb = new StringBuilder().append('{');
            boolean first = true;
            // positions are re-checked each step: a repr may change the dict
            for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                PyObject k = d.keyAt(i);
                PyObject v = d.valueAt(i);
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(Abstract.repr(k).value).append(": ").append(Abstract.repr(v).value);
            }
            return new PyStr(sb.append('}').toString());
        } finally {
            ReprGuard.leave(d);
        }
    }
}
