package org.specializer.api;

/**
 * The methods of {@code set} and {@code frozenset}, following CPython 3.13's
 * {@code setobject.c} operation by operation, so that results are built in the same order
 * (which decides their iteration order) and the same messages are raised.
 */
public final class SetMethods {
    private SetMethods() {}

    private static PyAnySet s(PyObject o) {
        return (PyAnySet) o;
    }

    static void defineSet(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        t.constructor((cls, args, kw) -> {
            PyType type = newType(cls, PySet.TYPE);
            if (kw.length != 0 && type == PySet.TYPE) {
                throw Py.typeError("set() takes no keyword arguments");
            }
            return type == PySet.TYPE ? new PySet() : new PySet.Derived(type);
        });
        t.methodK("__init__", (self, args, kw) -> {
            if (kw.length != 0) {
                throw Py.typeError("set() takes no keyword arguments");
            }
            if (args.length > 1) {
                throw Py.typeError(self.type.getName() + " expected at most 1 argument, got "
                        + args.length);
            }
            PyAnySet so = s(self);
            if (so.fill != 0) {
                so.clearTable();
            }
            so.hash = -1;
            if (args.length == 1) {
                so.update(args[0]);
            }
            return Py.None;
        });
        defineCommon(t);
        t.method1("add", (self, key) -> {
            s(self).add(key);
            return Py.None;
        });
        t.method1("remove", (self, key) -> {
            if (!discardKey(s(self), key)) {
                throw Py.keyError(key);
            }
            return Py.None;
        });
        t.method1("discard", (self, key) -> {
            discardKey(s(self), key);
            return Py.None;
        });
        t.method0("pop", self -> s(self).pop());
        t.method0("clear", self -> {
            s(self).clearTable();
            return Py.None;
        });
        t.methodN("update", 0, Integer.MAX_VALUE, (self, args) -> {
            for (PyObject o : args) {
                s(self).update(o);
            }
            return Py.None;
        });
        t.methodN("intersection_update", 0, Integer.MAX_VALUE, (self, args) -> {
            PyAnySet so = s(self);
            PyAnySet tmp = intersectionMulti(so, args);
            so.swapBodies(tmp);
            return Py.None;
        });
        t.methodN("difference_update", 0, Integer.MAX_VALUE, (self, args) -> {
            for (PyObject o : args) {
                differenceUpdate(s(self), o);
            }
            return Py.None;
        });
        t.method1("symmetric_difference_update", (self, o) -> {
            symmetricDifferenceUpdate(s(self), o);
            return Py.None;
        });
        t.method1("__ior__", (self, o) -> {
            if (!(o instanceof PyAnySet)) {
                return Py.NotImplemented;
            }
            s(self).update(o);
            return self;
        });
        t.method1("__iand__", (self, o) -> {
            if (!(o instanceof PyAnySet)) {
                return Py.NotImplemented;
            }
            PyAnySet so = s(self);
            so.swapBodies(intersection(so, o));
            return self;
        });
        t.method1("__isub__", (self, o) -> {
            if (!(o instanceof PyAnySet)) {
                return Py.NotImplemented;
            }
            differenceUpdate(s(self), o);
            return self;
        });
        t.method1("__ixor__", (self, o) -> {
            if (!(o instanceof PyAnySet)) {
                return Py.NotImplemented;
            }
            symmetricDifferenceUpdate(s(self), o);
            return self;
        });
        t.define("__hash__", Py.None);
    }

    static void defineFrozenSet(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        t.constructor((cls, args, kw) -> {
            PyType type = newType(cls, PyFrozenSet.TYPE);
            if (kw.length != 0 && (type == PyFrozenSet.TYPE
                    || type.lookup(Names.__init__) == PyType.OBJECT.lookup(Names.__init__))) {
                throw Py.typeError("frozenset() takes no keyword arguments");
            }
            int npos = args.length - kw.length;
            if (npos > 1) {
                throw Py.typeError(type.getName() + " expected at most 1 argument, got " + npos);
            }
            if (type == PyFrozenSet.TYPE) {
                if (npos == 1 && args[0].getClass() == PyFrozenSet.class) {
                    return args[0];
                }
                PyFrozenSet f = new PyFrozenSet();
                if (npos == 1) {
                    f.update(args[0]);
                }
                return f;
            }
            PyFrozenSet f = new PyFrozenSet.Derived(type);
            if (npos == 1) {
                f.update(args[0]);
            }
            return f;
        });
        defineCommon(t);
        t.method0("__hash__", self -> PyInt.of(((PyFrozenSet) self).pyHash()));
    }

    private static PyType newType(PyObject cls, PyType base) {
        return Sequences.newType(cls, base);
    }

    private static void defineCommon(PyType t) {
        t.method0("__len__", self -> PyInt.of(s(self).used));
        t.method1("__contains__", (self, key) -> Py.newBool(contains(s(self), key)));
        t.method0("__iter__", self -> new PySetIterator(s(self)));
        t.method0("__repr__", self -> repr(s(self)));
        t.method0("copy", self -> copy(s(self)));
        // (type(s), (list(s),), s.__getstate__()): the state is a subclass instance's dict and
        // slots, None for a plain set. Compare CPython setobject.c: set_reduce
        t.method0("__reduce__", self -> PyTuple.of(self.type,
                PyTuple.of(new PyList(s(self).toArray())), Pickling.objectGetState(self, false)));
        t.methodN("union", 0, Integer.MAX_VALUE, (self, args) -> {
            PyAnySet r = copyAs(s(self));
            for (PyObject o : args) {
                if (o != self) {
                    r.update(o);
                }
            }
            return r;
        });
        t.methodN("intersection", 0, Integer.MAX_VALUE,
                (self, args) -> intersectionMulti(s(self), args));
        t.methodN("difference", 0, Integer.MAX_VALUE, (self, args) -> {
            if (args.length == 0) {
                return copyAs(s(self));
            }
            PyAnySet r = difference(s(self), args[0]);
            for (int i = 1; i < args.length; i++) {
                differenceUpdate(r, args[i]);
            }
            return r;
        });
        t.method1("symmetric_difference", (self, o) -> symmetricDifference(s(self), o));
        t.method1("issubset", (self, o) -> Py.newBool(isSubset(s(self), o)));
        t.method1("issuperset", (self, o) -> Py.newBool(isSuperset(s(self), o)));
        t.method1("isdisjoint", (self, o) -> Py.newBool(isDisjoint(s(self), o)));
        t.method1("__or__", (self, o) -> o instanceof PyAnySet ? or(s(self), o)
                : Py.NotImplemented);
        t.method1("__ror__", (self, o) -> o instanceof PyAnySet so ? or(so, self)
                : Py.NotImplemented);
        t.method1("__and__", (self, o) -> o instanceof PyAnySet ? intersection(s(self), o)
                : Py.NotImplemented);
        t.method1("__rand__", (self, o) -> o instanceof PyAnySet so ? intersection(so, self)
                : Py.NotImplemented);
        t.method1("__sub__", (self, o) -> o instanceof PyAnySet ? difference(s(self), o)
                : Py.NotImplemented);
        t.method1("__rsub__", (self, o) -> o instanceof PyAnySet so ? difference(so, self)
                : Py.NotImplemented);
        t.method1("__xor__", (self, o) -> o instanceof PyAnySet
                ? symmetricDifference(s(self), o) : Py.NotImplemented);
        t.method1("__rxor__", (self, o) -> o instanceof PyAnySet so
                ? symmetricDifference(so, self) : Py.NotImplemented);
        t.method1("__eq__", (self, o) -> compare(s(self), o, Abstract.EQ));
        t.method1("__ne__", (self, o) -> compare(s(self), o, Abstract.NE));
        t.method1("__lt__", (self, o) -> compare(s(self), o, Abstract.LT));
        t.method1("__le__", (self, o) -> compare(s(self), o, Abstract.LE));
        t.method1("__gt__", (self, o) -> compare(s(self), o, Abstract.GT));
        t.method1("__ge__", (self, o) -> compare(s(self), o, Abstract.GE));
        // CPython: the object with its 8-slot table inline, plus a larger table when it has one
        t.method0("__sizeof__", self -> {
            int slots = s(self).keys.length;
            return PyInt.of(200 + (slots > PyAnySet.MIN_SIZE ? 16L * slots : 0));
        });
    }

    // ------------------------------------------------------------------ construction

    /** A new empty set of the base type of {@code so}: set or frozenset. */
    private static PyAnySet newLike(PyAnySet so) {
        return so instanceof PySet ? new PySet() : new PyFrozenSet();
    }

    /** {@code so.copy()} as set or frozenset (CPython's {@code set_copy}). */
    private static PyAnySet copyAs(PyAnySet so) {
        PyAnySet r = newLike(so);
        r.merge(so);
        return r;
    }

    private static PyObject copy(PyAnySet so) {
        if (so.getClass() == PyFrozenSet.class) {
            return so;
        }
        return copyAs(so);
    }

    // ------------------------------------------------------------------ membership

    /**
     * {@code key in so}: an unhashable set key is looked up as a frozenset, as CPython does.
     */
    public static boolean contains(PyAnySet so, PyObject key) {
        long h;
        try {
            h = PyDict.hashOf(key);
        } catch (PyException e) {
            if (!(key instanceof PySet) || !e.matches(PyExc.TypeError)) {
                throw e;
            }
            PyFrozenSet tmp = PyFrozenSet.of(key);
            return so.containsEntry(tmp, tmp.pyHash());
        }
        return so.containsEntry(key, h);
    }

    private static boolean discardKey(PyAnySet so, PyObject key) {
        long h;
        try {
            h = PyDict.hashOf(key);
        } catch (PyException e) {
            if (!(key instanceof PySet) || !e.matches(PyExc.TypeError)) {
                throw e;
            }
            PyFrozenSet tmp = PyFrozenSet.of(key);
            return so.discardEntry(tmp, tmp.pyHash());
        }
        return so.discardEntry(key, h);
    }

    // ------------------------------------------------------------------ algebra

    private static PyObject or(PyAnySet so, PyObject other) {
        PyAnySet r = copyAs(so);
        if (other != so) {
            r.update(other);
        }
        return r;
    }

    private static PyAnySet intersectionMulti(PyAnySet so, PyObject[] others) {
        if (others.length == 0) {
            return copyAs(so);
        }
        PyAnySet r = so;
        for (PyObject o : others) {
            r = intersection(r, o);
        }
        return r;
    }

    /** Compare CPython setobject.c: set_intersection. */
    static PyAnySet intersection(PyAnySet so, PyObject other) {
        if (so == other) {
            return copyAs(so);
        }
        PyAnySet result = newLike(so);
        if (other instanceof PyAnySet o) {
            PyAnySet big = so;
            PyAnySet small = o;
            if (o.used > so.used) {
                big = o;
                small = so;
            }
            for (int i = small.nextSlot(0); i >= 0; i = small.nextSlot(i + 1)) {
                PyObject key = small.keyAt(i);
                long h = small.hashAt(i);
                if (big.containsEntry(key, h)) {
                    result.addEntry(key, h);
                }
            }
            return result;
        }
        PyObject it = Abstract.iter(other);
        for (PyObject key = Abstract.next(it); key != null; key = Abstract.next(it)) {
            long h = PyDict.hashOf(key);
            if (so.containsEntry(key, h)) {
                result.addEntry(key, h);
            }
        }
        return result;
    }

    /** Compare CPython setobject.c: set_difference. */
    static PyAnySet difference(PyAnySet so, PyObject other) {
        int otherSize;
        if (other instanceof PyAnySet o) {
            otherSize = o.used;
        } else if (other.getClass() == PyDict.class) {
            otherSize = ((PyDict) other).size();
        } else {
            PyAnySet r = copyAs(so);
            differenceUpdate(r, other);
            return r;
        }
        if ((so.used >> 2) > otherSize) {
            PyAnySet r = copyAs(so);
            differenceUpdate(r, other);
            return r;
        }
        PyAnySet result = newLike(so);
        if (other instanceof PyDict d) {
            for (int i = so.nextSlot(0); i >= 0; i = so.nextSlot(i + 1)) {
                PyObject key = so.keyAt(i);
                long h = so.hashAt(i);
                if (d.getItem(key, h) == null) {
                    result.addEntry(key, h);
                }
            }
            return result;
        }
        PyAnySet o = (PyAnySet) other;
        for (int i = so.nextSlot(0); i >= 0; i = so.nextSlot(i + 1)) {
            PyObject key = so.keyAt(i);
            long h = so.hashAt(i);
            if (!o.containsEntry(key, h)) {
                result.addEntry(key, h);
            }
        }
        return result;
    }

    /** Compare CPython setobject.c: set_difference_update_internal. */
    static void differenceUpdate(PyAnySet so, PyObject other) {
        if (so == other) {
            so.clearTable();
            return;
        }
        if (other instanceof PyAnySet o) {
            if ((o.used >> 3) > so.used) {
                o = intersection(so, o);
            }
            for (int i = o.nextSlot(0); i >= 0; i = o.nextSlot(i + 1)) {
                so.discardEntry(o.keyAt(i), o.hashAt(i));
            }
        } else {
            PyObject it = Abstract.iter(other);
            for (PyObject key = Abstract.next(it); key != null; key = Abstract.next(it)) {
                so.discard(key);
            }
        }
        if (so.fill - so.used > (so.keys.length - 1) / 4) {
            so.resize(so.used > 50000 ? so.used * 2L : so.used * 4L);
        }
    }

    /** Compare CPython setobject.c: set_symmetric_difference_update. */
    static void symmetricDifferenceUpdate(PyAnySet so, PyObject other) {
        if (so == other) {
            so.clearTable();
            return;
        }
        if (other.getClass() == PyDict.class) {
            PyDict d = (PyDict) other;
            for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                PyObject key = d.keyAt(i);
                long h = d.hashAt(i);
                if (!so.discardEntry(key, h)) {
                    so.addEntry(key, h);
                }
            }
            return;
        }
        PyAnySet o;
        if (other instanceof PyAnySet os) {
            o = os;
        } else {
            o = newLike(so);
            o.update(other);
        }
        for (int i = o.nextSlot(0); i >= 0; i = o.nextSlot(i + 1)) {
            PyObject key = o.keyAt(i);
            long h = o.hashAt(i);
            if (!so.discardEntry(key, h)) {
                so.addEntry(key, h);
            }
        }
    }

    /** Compare CPython setobject.c: set_symmetric_difference. */
    static PyAnySet symmetricDifference(PyAnySet so, PyObject other) {
        PyAnySet result = newLike(so);
        result.update(other);
        symmetricDifferenceUpdate(result, so);
        return result;
    }

    // ------------------------------------------------------------------ comparisons

    static boolean isSubset(PyAnySet so, PyObject other) {
        if (!(other instanceof PyAnySet o)) {
            return isSubset(so, PySet.of(other));
        }
        if (so.used > o.used) {
            return false;
        }
        for (int i = so.nextSlot(0); i >= 0; i = so.nextSlot(i + 1)) {
            if (!o.containsEntry(so.keyAt(i), so.hashAt(i))) {
                return false;
            }
        }
        return true;
    }

    static boolean isSuperset(PyAnySet so, PyObject other) {
        if (other instanceof PyAnySet o) {
            return isSubset(o, so);
        }
        PyObject it = Abstract.iter(other);
        for (PyObject key = Abstract.next(it); key != null; key = Abstract.next(it)) {
            if (!so.containsKey(key)) {
                return false;
            }
        }
        return true;
    }

    static boolean isDisjoint(PyAnySet so, PyObject other) {
        if (so == other) {
            return so.used == 0;
        }
        if (other.getClass() == PySet.class || other.getClass() == PyFrozenSet.class) {
            PyAnySet big = so;
            PyAnySet small = (PyAnySet) other;
            if (small.used > big.used) {
                small = so;
                big = (PyAnySet) other;
            }
            for (int i = small.nextSlot(0); i >= 0; i = small.nextSlot(i + 1)) {
                if (big.containsEntry(small.keyAt(i), small.hashAt(i))) {
                    return false;
                }
            }
            return true;
        }
        PyObject it = Abstract.iter(other);
        for (PyObject key = Abstract.next(it); key != null; key = Abstract.next(it)) {
            if (so.containsKey(key)) {
                return false;
            }
        }
        return true;
    }

    /** Compare CPython setobject.c: set_richcompare (subset order). */
    static PyObject compare(PyAnySet v, PyObject w, int op) {
        if (!(w instanceof PyAnySet o)) {
            return Py.NotImplemented;
        }
        switch (op) {
            case Abstract.EQ:
                if (v.used != o.used) {
                    return Py.False;
                }
                if (v.hash != -1 && o.hash != -1 && v.hash != o.hash) {
                    return Py.False;
                }
                return Py.newBool(isSubset(v, o));
            case Abstract.NE:
                return Py.newBool(compare(v, o, Abstract.EQ) == Py.False);
            case Abstract.LE:
                return Py.newBool(isSubset(v, o));
            case Abstract.GE:
                return Py.newBool(isSuperset(v, o));
            case Abstract.LT:
                return Py.newBool(v.used < o.used && isSubset(v, o));
            default:
                return Py.newBool(v.used > o.used && isSuperset(v, o));
        }
    }

    // ------------------------------------------------------------------ repr

    /** {@code repr(so)}: {@code {1, 2}}, {@code set()}, {@code frozenset({1})}, {@code S({1})}. */
    public static PyStr repr(PyAnySet so) {
        String name = so.type.getName();
        if (ReprGuard.enter(so)) {
            return PyStr.of(name + "(...)");
        }
        try {
            if (so.used == 0) {
                return PyStr.of(name + "()");
            }
            PyObject[] items = so.toArray();
            StringBuilder sb = new StringBuilder();
            boolean exact = so.getClass() == PySet.class;
            if (!exact) {
                sb.append(name).append('(');
            }
            sb.append('{');
            for (int i = 0; i < items.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(Abstract.repr(items[i]).value);
            }
            sb.append('}');
            if (!exact) {
                sb.append(')');
            }
            return new PyStr(sb.toString());
        } finally {
            ReprGuard.leave(so);
        }
    }
}
