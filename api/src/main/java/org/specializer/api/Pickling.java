package org.specializer.api;


/**
 * The pickling protocol of {@code object} ({@code __reduce_ex__}, {@code __reduce__},
 * {@code __getstate__}), which {@code copy}, {@code pickle} and {@code copyreg} build on.
 * Compare CPython Objects/typeobject.c: object___reduce_ex___impl, _common_reduce,
 * reduce_newobj, object_getstate_default.
 */
final class Pickling {
    private Pickling() {}

    private static final PyStr REDUCE = PyStr.intern("__reduce__");
    private static final PyStr GETSTATE = PyStr.intern("__getstate__");
    private static final PyStr GETNEWARGS = PyStr.intern("__getnewargs__");
    private static final PyStr GETNEWARGS_EX = PyStr.intern("__getnewargs_ex__");
    private static final PyStr ITEMS = PyStr.intern("items");

    /** {@code object.__reduce__}, once defined (the one {@code __reduce_ex__} compares with). */
    static PyObject objectReduce;

    static void define(PyType t) {
        t.method1("__reduce_ex__", (self, protocol) -> reduceEx(self, Abstract.asInt(protocol)));
        t.method0("__reduce__", self -> commonReduce(self, 0));
        objectReduce = t.getTypeDict().getItem(REDUCE);
        t.method0("__getstate__", self -> getState(self, false));
        objectGetstate = t.getTypeDict().getItem(GETSTATE);
    }

    /** {@code object.__getstate__}. */
    private static PyObject objectGetstate;

    static PyObject reduceEx(PyObject self, int protocol) {
        PyObject reduce = self.lookupAttr(REDUCE);
        if (reduce != null) {
            PyObject clsReduce = self.type.getAttr(REDUCE);
            if (clsReduce != objectReduce) {
                return Abstract.call0(reduce);
            }
        }
        return commonReduce(self, protocol);
    }

    static PyObject commonReduce(PyObject self, int protocol) {
        if (protocol >= 2) {
            return reduceNewobj(self);
        }
        PyObject copyreg = Py.importModule("copyreg");
        return Abstract.call(copyreg.getAttr(PyStr.intern("_reduce_ex")), self,
                PyInt.of(protocol));
    }

    private static PyObject reduceNewobj(PyObject self) {
        if (self.type.lookup(Names.__new__) == null) {
            throw Py.typeError("cannot pickle '" + self.type.getTpName() + "' object");
        }
        PyObject args = null;
        PyObject kwargs = null;
        PyObject ex = lookupSpecial(self, GETNEWARGS_EX);
        if (ex != null) {
            PyObject r = Abstract.call0(ex);
            if (!(r instanceof PyTuple t)) {
                throw Py.typeError("__getnewargs_ex__ should return a tuple, not '"
                        + r.type.getName() + "'");
            }
            if (t.items.length != 2) {
                throw Py.valueError("__getnewargs_ex__ should return a tuple of length 2, not "
                        + t.items.length);
            }
            if (!(t.items[0] instanceof PyTuple)) {
                throw Py.typeError("first item of the tuple returned by __getnewargs_ex__ must "
                        + "be a tuple, not '" + t.items[0].type.getName() + "'");
            }
            if (!(t.items[1] instanceof PyDict)) {
                throw Py.typeError("second item of the tuple returned by __getnewargs_ex__ must "
                        + "be a dict, not '" + t.items[1].type.getName() + "'");
            }
            args = t.items[0];
            kwargs = t.items[1];
        } else {
            PyObject na = lookupSpecial(self, GETNEWARGS);
            if (na != null) {
                args = Abstract.call0(na);
                if (!(args instanceof PyTuple)) {
                    throw Py.typeError("__getnewargs__ should return a tuple, not '"
                            + args.type.getName() + "'");
                }
            }
        }
        boolean hasArgs = args != null;
        PyObject copyreg = Py.importModule("copyreg");
        PyObject newobj;
        PyObject newargs;
        if (kwargs == null || ((PyDict) kwargs).size() == 0) {
            newobj = copyreg.getAttr(PyStr.intern("__newobj__"));
            PyObject[] a = args == null ? new PyObject[0] : ((PyTuple) args).items;
            PyObject[] na = new PyObject[a.length + 1];
            na[0] = self.type;
            System.arraycopy(a, 0, na, 1, a.length);
            newargs = new PyTuple(na);
        } else {
            newobj = copyreg.getAttr(PyStr.intern("__newobj_ex__"));
            newargs = PyTuple.of(self.type, args, kwargs);
        }
        PyObject state = objectGetState(self, !(hasArgs || self instanceof PyList
                || self instanceof PyDict));
        PyObject listitems = self instanceof PyList ? Abstract.iter(self) : Py.None;
        PyObject dictitems = self instanceof PyDict
                ? Abstract.iter(Abstract.callMethod(self, ITEMS)) : Py.None;
        return PyTuple.of(newobj, newargs, state, listitems, dictitems);
    }

    /**
     * {@code obj.__getstate__()}, calling the default directly when not overridden. Compare
     * CPython typeobject.c: object_getstate (and _PyObject_GetState, with required false).
     */
    static PyObject objectGetState(PyObject obj, boolean required) {
        PyObject getstate = obj.getAttr(GETSTATE);
        if (getstate instanceof PyBuiltinFunction f && f.self == obj
                && obj.type.lookup(GETSTATE) == objectGetstate) {
            return getState(obj, required);
        }
        return Abstract.call0(getstate);
    }

    /** Compare CPython object_getstate_default. */
    static PyObject getState(PyObject obj, boolean required) {
        if (required && isVarSized(obj)) {
            throw Py.typeError("cannot pickle " + obj.type.getTpName() + " objects");
        }
        PyDict dict = obj.getDict();
        PyObject state = dict == null || dict.size() == 0 ? Py.None : dict.copy();
        PyObject slotnames = slotNames(obj.type);
        PyObject[] names = Abstract.toArray(slotnames);
        if (required && names.length == 0 && obj.getClass() != PyInstance.class
                && !(obj instanceof PyBaseException) && !obj.type.isHeapType()) {
            throw Py.typeError("cannot pickle '" + obj.type.getTpName() + "' object");
        }
        if (names.length > 0) {
            PyDict slots = new PyDict();
            for (PyObject n : names) {
                PyObject v = obj.lookupAttr((PyStr) n);
                if (v != null) {
                    slots.setItem(n, v);
                }
            }
            if (slots.size() > 0) {
                state = PyTuple.of(state, slots);
            }
        }
        return state;
    }

    private static boolean isVarSized(PyObject obj) {
        return obj instanceof PyInt || obj instanceof PyBigInt || obj instanceof PyTuple
                || obj instanceof PyBytes || obj instanceof PyMemoryView;
    }

    /** {@code copyreg._slotnames(cls)}, cached by copyreg in {@code cls.__slotnames__}. */
    private static PyObject slotNames(PyType cls) {
        PyObject cached = cls.getTypeDict().getItem(PyStr.intern("__slotnames__"));
        if (cached != null) {
            return cached;
        }
        boolean anySlots = false;
        for (PyType t : cls.getMro()) {
            if (t.getTypeDict().getItem(Names.__slots__) != null) {
                anySlots = true;
                break;
            }
        }
        if (!anySlots) {
            return new PyList();
        }
        PyObject copyreg = Py.importModule("copyreg");
        return Abstract.call(copyreg.getAttr(PyStr.intern("_slotnames")), cls);
    }


    /**
     * A special method of {@code obj}'s type bound to it, or null: the instance and its
     * {@code __getattr__} are not asked. Compare CPython typeobject.c: _PyObject_LookupSpecial.
     */
    static PyObject lookupSpecial(PyObject obj, PyStr name) {
        PyObject m = obj.type.lookup(name);
        return m == null ? null : Descriptors.get(m, obj, obj.type);
    }
}
