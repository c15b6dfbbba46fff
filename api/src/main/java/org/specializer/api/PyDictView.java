package org.specializer.api;

/**
 * The views of a dict: {@link PyDictKeys}, {@link PyDictValues} and {@link PyDictItems}. They
 * hold the dict and read it live. Keys and items views are set-like: they compare as sets and
 * support {@code & | - ^} with any iterable, producing sets built as CPython builds them.
 */
public abstract class PyDictView extends PyObject {
    /** The dict viewed ({@code mapping} exposes it read-only). */
    public final PyDict dict;

    protected PyDictView(PyType type, PyDict dict) {
        super(type);
        this.dict = dict;
    }

    /** The {@link PyDictIterator} kind of this view. */
    abstract int kind();

    private static PyDictView v(PyObject o) {
        return (PyDictView) o;
    }

    /** Methods of every view. */
    static void defineCommon(PyType t) {
        t.method0("__len__", self -> PyInt.of(v(self).dict.size()));
        t.method0("__iter__", self -> new PyDictIterator(v(self).dict, v(self).kind(), false));
        t.method0("__reversed__",
                self -> new PyDictIterator(v(self).dict, v(self).kind(), true));
        t.method0("__repr__", PyDictView::repr);
        t.getset("mapping", self -> new PyMappingProxy(v(self).dict), null);
    }

    /** Methods of the set-like views (keys and items). */
    static void defineSetLike(PyType t) {
        defineCommon(t);
        t.method1("__and__", PyDictView::intersect);
        t.method1("__rand__", PyDictView::intersect);
        t.method1("__or__", (self, o) -> or(self, o));
        t.method1("__ror__", (self, o) -> or(o, self));
        t.method1("__sub__", (self, o) -> sub(self, o));
        t.method1("__rsub__", (self, o) -> sub(o, self));
        t.method1("__xor__", (self, o) -> xor(self, o));
        t.method1("__rxor__", (self, o) -> xor(o, self));
        t.method1("isdisjoint", (self, o) -> Py.newBool(isDisjoint(v(self), o)));
        t.method1("__eq__", (self, o) -> compare(v(self), o, Abstract.EQ));
        t.method1("__ne__", (self, o) -> compare(v(self), o, Abstract.NE));
        t.method1("__lt__", (self, o) -> compare(v(self), o, Abstract.LT));
        t.method1("__le__", (self, o) -> compare(v(self), o, Abstract.LE));
        t.method1("__gt__", (self, o) -> compare(v(self), o, Abstract.GT));
        t.method1("__ge__", (self, o) -> compare(v(self), o, Abstract.GE));
        t.define("__hash__", Py.None);
    }

    private static PyObject repr(PyObject self) {
        if (ReprGuard.enter(self)) {
            return PyStr.of("...");
        }
        try {
            PyList items = new PyList();
            ListMethods.extend(items, self);
            return new PyStr(self.type.getName() + "(" + ListMethods.repr(items).value + ")");
        } finally {
            ReprGuard.leave(self);
        }
    }

    private static boolean isSetLikeView(PyObject o) {
        return o instanceof PyDictKeys || o instanceof PyDictItems;
    }

    /** {@code o in view} for a set-like view. */
    private static boolean viewContains(PyDictView view, PyObject o) {
        if (view instanceof PyDictKeys) {
            return view.dict.containsKey(o);
        }
        return PyDictItems.containsItem(view.dict, o);
    }

    /** A new set of the view's elements (a keys view reads its dict directly). */
    private static PySet toSet(PyObject self) {
        if (self instanceof PyDictKeys k && k.dict.getClass() == PyDict.class) {
            return PySet.of(k.dict);
        }
        return PySet.of(self);
    }

    // Compare CPython dictobject.c: _PyDictView_Intersect.
    private static PyObject intersect(PyObject self, PyObject other) {
        if (!isSetLikeView(self)) {
            PyObject t = self;
            self = other;
            other = t;
        }
        PyDictView view = v(self);
        int lenSelf = view.dict.size();
        if (other.getClass() == PySet.class && lenSelf <= ((PySet) other).size()) {
            return SetMethods.intersection((PySet) other, self);
        }
        if (isSetLikeView(other) && v(other).dict.size() > lenSelf) {
            PyObject t = self;
            self = other;
            other = t;
            view = v(self);
        }
        PySet result = new PySet();
        PyObject it = Abstract.iter(other);
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            if (viewContains(view, x)) {
                result.add(x);
            }
        }
        return result;
    }

    private static PyObject or(PyObject self, PyObject other) {
        PySet result = toSet(self);
        result.update(other);
        return result;
    }

    private static PyObject sub(PyObject self, PyObject other) {
        PySet result = toSet(self);
        SetMethods.differenceUpdate(result, other);
        return result;
    }

    private static PyObject xor(PyObject self, PyObject other) {
        if (self instanceof PyDictItems a && other instanceof PyDictItems b) {
            return PyDictItems.xor(a.dict, b.dict);
        }
        PySet result = toSet(self);
        SetMethods.symmetricDifferenceUpdate(result, other);
        return result;
    }

    // Compare CPython dictobject.c: dictviews_isdisjoint.
    private static boolean isDisjoint(PyDictView self, PyObject other) {
        if (self == other) {
            return self.dict.size() == 0;
        }
        PyObject container = self;
        if (other instanceof PyAnySet || isSetLikeView(other)) {
            if (Abstract.len(other) > self.dict.size()) {
                container = other;
                other = self;
            }
        }
        PyObject it = Abstract.iter(other);
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            if (Abstract.contains(container, x)) {
                return false;
            }
        }
        return true;
    }

    // Compare CPython dictobject.c: dictview_richcompare.
    private static PyObject compare(PyDictView self, PyObject other, int op) {
        if (!(other instanceof PyAnySet) && !isSetLikeView(other)) {
            return Py.NotImplemented;
        }
        int lenSelf = Abstract.len(self);
        int lenOther = Abstract.len(other);
        boolean ok = false;
        switch (op) {
            case Abstract.EQ:
            case Abstract.NE:
                if (lenSelf == lenOther) {
                    ok = allContainedIn(self, other);
                }
                if (op == Abstract.NE) {
                    ok = !ok;
                }
                break;
            case Abstract.LT:
                ok = lenSelf < lenOther && allContainedIn(self, other);
                break;
            case Abstract.LE:
                ok = lenSelf <= lenOther && allContainedIn(self, other);
                break;
            case Abstract.GT:
                ok = lenSelf > lenOther && allContainedIn(other, self);
                break;
            default:
                ok = lenSelf >= lenOther && allContainedIn(other, self);
                break;
        }
        return Py.newBool(ok);
    }

    private static boolean allContainedIn(PyObject self, PyObject other) {
        PyObject it = Abstract.iter(self);
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            if (!Abstract.contains(other, x)) {
                return false;
            }
        }
        return true;
    }
}
