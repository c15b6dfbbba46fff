package org.specializer.api;

import java.util.ArrayList;
import java.util.List;

/**
 * Creating classes: CPython's {@code type_new}. Computes the MRO (C3), the solid base and
 * instance layout ({@code __slots__}, {@code __dict__}, inline values), wraps the implicit
 * static and class methods, fills {@code __classcell__}, and runs {@code __set_name__} and
 * {@code __init_subclass__}. The pattern-matching flags (sequence, mapping, match-self) are
 * inherited as CPython's {@code type_ready} does.
 */
public final class TypeFactory {
    private TypeFactory() {}

    static {
        // the builtin types whose instances accept weak references, as CPython's
        for (PyType t : new PyType[] {PyType.TYPE, PyFunction.TYPE, PyBuiltinFunction.TYPE,
            PyMethod.TYPE, PySet.TYPE, PyFrozenSet.TYPE, PyMemoryView.TYPE, PyGenerator.TYPE,
            PyGenerator.COROUTINE_TYPE, PyModule.TYPE, PyCode.TYPE}) {
            t.withWeakrefs();
        }
    }

    /**
     * {@code type.__new__(meta, name, bases, ns, **kw)}. The keyword arguments go to
     * {@code __init_subclass__}.
     */
    private static final PyStr CLASSDICTCELL = PyStr.intern("__classdictcell__");
    private static final PyStr ADD_NOTE = PyStr.intern("add_note");

    public static PyType newType(PyType meta, String name, PyObject[] baseObjs, PyDict ns,
            PyStr[] kwNames, PyObject[] kwValues) {
        // Bases
        PyType[] bases;
        if (baseObjs.length == 0) {
            bases = new PyType[] {PyType.OBJECT};
        } else {
            bases = new PyType[baseObjs.length];
            for (int i = 0; i < baseObjs.length; i++) {
                if (!(baseObjs[i] instanceof PyType b)) {
                    if (baseObjs[i].lookupAttr(Names.__mro_entries__) != null) {
                        throw Py.typeError("type() doesn't support MRO entry resolution; use "
                                + "types.new_class()");
                    }
                    throw Py.typeError("bases must be types");
                }
                if (!b.isBaseType()) {
                    throw Py.typeError("type '" + b.getTpName()
                            + "' is not an acceptable base type");
                }
                for (int j = 0; j < i; j++) {
                    if (bases[j] == b) {
                        throw Py.typeError("duplicate base class " + b.getName());
                    }
                }
                bases[i] = b;
            }
        }
        PyType solid = solidBase(bases);

        PyDict dict = ns.copy();
        // Compare CPython type_new_set_module: __module__ from the caller's globals
        if (dict.getItem(Names.__module__) == null) {
            PyDict g = Py.frameGlobals.get();
            PyObject modName = g == null ? null : g.getItem(Names.__name__);
            if (modName != null) {
                dict.setItem(Names.__module__, modName);
            }
        }
        // __qualname__
        String qualname = name;
        PyObject qn = dict.getItem(Names.__qualname__);
        if (qn != null) {
            if (!(qn instanceof PyStr s)) {
                throw Py.typeError("type __qualname__ must be a str, not " + qn.type.getName());
            }
            qualname = s.value;
            dict.delItem(Names.__qualname__);
        }
        PyObject classcell = dict.getItem(Names.__classcell__);
        if (classcell != null) {
            dict.delItem(Names.__classcell__);
        }
        PyObject classdictcell = dict.getItem(CLASSDICTCELL);
        if (classdictcell != null) {
            // annotation scopes of the class body read the class namespace through this cell
            if (!(classdictcell instanceof PyCell cell)) {
                throw Py.typeError("__classdictcell__ must be a nonlocal cell, not "
                        + classdictcell.type);
            }
            cell.ref = dict;
            dict.delItem(CLASSDICTCELL);
        }
        // Implicit staticmethod / classmethod
        PyObject nw = dict.getItem(Names.__new__);
        if (nw instanceof PyFunction) {
            dict.setItem(Names.__new__, new PyStaticMethod(nw));
        }
        for (PyStr cm : new PyStr[] {Names.__init_subclass__, Names.__class_getitem__}) {
            PyObject f = dict.getItem(cm);
            if (f instanceof PyFunction) {
                dict.setItem(cm, new PyClassMethod(f));
            }
        }
        // __eq__ without __hash__ makes instances unhashable
        if (dict.getItem(Names.__eq__) != null && dict.getItem(Names.__hash__) == null) {
            dict.setItem(Names.__hash__, Py.None);
        }

        // Layout: __slots__ and __dict__
        boolean baseHasDict = false;
        for (PyType b : bases) {
            if (b.instancesHaveDict() || (b.isHeapType() && b.getSlotNames().length == 0
                    && b.instancesHaveDict())) {
                baseHasDict = true;
            }
        }
        List<PyStr> slotNames = new ArrayList<>();
        for (PyStr s : solid.getSlotNames()) {
            slotNames.add(s);
        }
        boolean addDict;
        // weak references: every base may lack them only if the class adds them itself
        boolean weakrefBase = false;
        for (PyType b : bases) {
            if (b.isWeakrefable() && b != PyType.OBJECT) {
                weakrefBase = true;
            }
        }
        boolean addWeakref = false;
        PyObject slotsObj = dict.getItem(Names.__slots__);
        List<PyStr> ownSlots = new ArrayList<>();
        if (slotsObj == null) {
            addDict = !baseHasDict;
            addWeakref = !weakrefBase;
        } else {
            PyObject[] items = slotsObj instanceof PyStr ? new PyObject[] {slotsObj}
                    : Abstract.toArray(slotsObj);
            addDict = false;
            for (PyObject it : items) {
                if (!(it instanceof PyStr s)) {
                    throw Py.typeError("__slots__ items must be strings, not '"
                            + it.type.getName() + "'");
                }
                if (!StrPredicates.isIdentifier(s)) {
                    throw Py.typeError("__slots__ must be identifiers");
                }
                if (s.value.equals("__dict__")) {
                    if (baseHasDict || addDict) {
                        throw Py.typeError("__dict__ slot disallowed: we already got one");
                    }
                    addDict = true;
                    continue;
                }
                if (s.value.equals("__weakref__")) {
                    if (weakrefBase || addWeakref) {
                        throw Py.typeError("__weakref__ slot disallowed: we already got one");
                    }
                    addWeakref = true;
                    continue;
                }
                if (dict.getItem(s) != null) {
                    throw Py.valueError("'" + s.value + "' in __slots__ conflicts with class "
                            + "variable");
                }
                ownSlots.add(PyStr.intern(mangle(name, s.value)));
            }
            // sorted, as CPython's type_new_copy_slots: classes that name the same slots in
            // another order lay them out alike (__class__ assignment between them)
            ownSlots.sort((x, y) -> x.value.compareTo(y.value));
            if (!ownSlots.isEmpty() && solid.getJavaClass() != PyObject.class) {
                PyType builtin = solid;
                while (builtin.isHeapType()) {
                    builtin = builtin.getBase();
                }
                if (builtin == PyInt.TYPE || builtin == PyTuple.TYPE || builtin == PyBytes.TYPE
                        || builtin == PyType.TYPE) {
                    // variable-sized in CPython (tp_itemsize): no room after the items
                    throw Py.typeError("nonempty __slots__ not supported for subtype of '"
                            + bestBase(bases).getName() + "'");
                }
                if (!builtin.hasSubclassSlots()) {
                    // a builtin whose subclasses' instances keep no slots: they get a dict
                    addDict = !baseHasDict;
                    ownSlots.clear();
                }
            }
        }
        boolean hasDict = baseHasDict || addDict;
        // Bases from other branches with slots of their own conflict (CPython: layout)
        for (PyType b : bases) {
            PyType bs = solidOf(b);
            if (bs != solid && bs.getSlotNames().length > 0 && !solid.isSubtype(bs)) {
                throw Py.typeError("multiple bases have instance lay-out conflict");
            }
        }

        // MRO
        PyType[] mro = C3.mro(name, bases);

        int flags = PyType.BASETYPE;
        PyType base = bestBase(bases);
        if (solid.getJavaClass() == PyObject.class && hasDict) {
            flags |= PyType.INLINE_VALUES;
        }
        flags |= PyType.inheritedFlags(0, solid, mro);
        int firstOwnSlot = slotNames.size();
        slotNames.addAll(ownSlots);
        PyType t = new PyType(meta, name, qualname, bases, base, mro, dict, flags,
                solid.getJavaClass());
        t.setInstancesHaveDict(hasDict);
        t.setWeakrefable(weakrefBase || addWeakref);
        // the class body's own __dict__ or __weakref__ stays (CPython's type_add_getset sets
        // defaults only)
        if (addDict && dict.getItem(Names.__dict__) == null) {
            dict.setItem(Names.__dict__, PyInstanceDictDescr.dictFor(t));
        }
        if (addWeakref && dict.getItem(Names.__weakref__) == null) {
            dict.setItem(Names.__weakref__, PyInstanceDictDescr.weakrefFor(t));
        }
        t.setSlotNames(slotNames.toArray(new PyStr[0]));
        // __class__ is set before the metaclass's mro() runs, as CPython's type_new_set_attrs
        // precedes type_ready
        if (classcell != null) {
            if (!(classcell instanceof PyCell cell)) {
                throw Py.typeError("__classcell__ must be a nonlocal cell, not "
                        + classcell.type.getName());
            }
            cell.ref = t;
        }
        if (meta != PyType.TYPE && meta.lookup(MRO) != PyType.TYPE.lookup(MRO)) {
            // no MRO while the metaclass's mro() makes the first one, as CPython's type_ready;
            // one that a re-entered __bases__ assignment set meanwhile stays (mro_internal)
            t.setMro(null);
            PyType[] m = mroOf(t);
            if (t.getMro() == null) {
                t.setMro(m);
            }
            t.modified();
        }
        for (int i = 0; i < ownSlots.size(); i++) {
            dict.setItem(ownSlots.get(i), new PyMemberDescr(t, ownSlots.get(i), firstOwnSlot + i));
        }
        if ((flags & PyType.INLINE_VALUES) != 0) {
            t.setSharedKeys(new SharedKeys());
        }
        if (dict.getItem(Names.__doc__) == null) {
            dict.setItem(Names.__doc__, Py.None);
        }
        // Abstract methods are inherited through __abstractmethods__ computed by abc only.
        warnNonStringKeys(dict, t);
        // __set_name__, over a copy of the namespace as CPython's type_new_set_names: a
        // __set_name__ may delete and add attributes (enum's members do), which can move the
        // dict's entries under a live iteration
        List<PyObject[]> named = new ArrayList<>();
        for (int i = dict.nextEntry(0); i >= 0; i = dict.nextEntry(i + 1)) {
            named.add(new PyObject[] {dict.keyAt(i), dict.valueAt(i)});
        }
        for (PyObject[] kv : named) {
            PyObject sn = kv[1].type.lookup(Names.__set_name__);
            if (sn != null) {
                try {
                    Abstract.callMethodDescriptor(sn, kv[1], new PyObject[] {t, kv[0]},
                            Py.NO_KWNAMES);
                } catch (PyException e) {
                    // Compare CPython type_new_set_names: the error says where, in a note
                    Abstract.callMethod(e.value, ADD_NOTE, PyStr.of("Error calling "
                            + "__set_name__ on '" + kv[1].type.getName() + "' instance "
                            + Abstract.repr(kv[0]).value + " in '" + t.getName() + "'"));
                    throw e;
                }
            }
        }
        // __init_subclass__ of the parent
        PyObject[] args = kwValues;
        PySuperLookup.initSubclass(t, args, kwNames);
        return t;
    }

    /** Compare CPython typeobject.c: type_new_impl, which warns once. */
    private static void warnNonStringKeys(PyDict dict, PyType t) {
        for (int i = dict.nextEntry(0); i >= 0; i = dict.nextEntry(i + 1)) {
            if (!(dict.keyAt(i) instanceof PyStr)) {
                Py.warn(PyExc.RuntimeWarning, "non-string key in the __dict__ of class "
                        + t.getTpName());
                return;
            }
        }
    }

    /**
     * The most derived of {@code meta} and the metaclasses of {@code bases}. Compare CPython
     * typeobject.c: _PyType_CalculateMetaclass.
     */
    public static PyType calculateMetaclass(PyType meta, PyObject[] bases) {
        PyType winner = meta;
        for (PyObject b : bases) {
            PyType t = b.type;
            if (winner.isSubtype(t)) {
                continue;
            }
            if (t.isSubtype(winner)) {
                winner = t;
                continue;
            }
            throw Py.typeError("metaclass conflict: the metaclass of a derived class must be a "
                    + "(non-strict) subclass of the metaclasses of all its bases");
        }
        return winner;
    }

    /** The solid base of a list of bases (its layout), for {@code __bases__} assignment. */
    static PyType solidBaseOf(PyType[] bases) {
        return solidOf(solidBase(bases));
    }

    /**
     * The MRO of {@code t}: C3 over its bases, or what its metaclass's {@code mro()} returns
     * when the metaclass overrides it. Compare CPython typeobject.c: mro_invoke.
     */
    static PyType[] mroOf(PyType t) {
        PyType meta = t.type;
        PyObject custom = meta == PyType.TYPE ? null : meta.lookup(MRO);
        if (custom != null && custom != PyType.TYPE.lookup(MRO)) {
            PyObject r = Abstract.callMethodDescriptor(custom, t, Py.NO_ARGS, Py.NO_KWNAMES);
            PyObject[] items = Abstract.toArray(r);
            PyType[] out = new PyType[items.length];
            for (int i = 0; i < items.length; i++) {
                if (!(items[i] instanceof PyType it)) {
                    throw Py.typeError("mro() returned a non-class ('" + items[i].type.getName()
                            + "')");
                }
                // Compare CPython typeobject.c: mro_check (the class's layout must extend
                // the layout of every class in its MRO)
                if (!solidOf(t).isSubtype(solidOf(it))) {
                    throw Py.typeError("mro() returned base with unsuitable layout ('"
                            + it.getName() + "')");
                }
                out[i] = it;
            }
            return out;
        }
        return c3Mro(t);
    }

    /** {@code type.mro(t)}: C3 over the bases of {@code t} as they are now. */
    static PyType[] c3Mro(PyType t) {
        PyType[] m = C3.mro(t.getName(), t.getBases());
        m[0] = t;
        return m;
    }

    private static final PyStr MRO = PyStr.intern("mro");

    /** {@code __weakref__} of classes that add weak reference support: the first weakref. */

    /**
     * A private name ({@code __a}) as the class {@code cls} sees it ({@code _C__a}); other
     * names unchanged. Compare CPython compile.c: _Py_Mangle.
     */
    static String mangle(String cls, String name) {
        if (!name.startsWith("__") || name.endsWith("__") || name.indexOf('.') >= 0) {
            return name;
        }
        int i = 0;
        while (i < cls.length() && cls.charAt(i) == '_') {
            i++;
        }
        return i == cls.length() ? name : "_" + cls.substring(i) + name;
    }

    /** The base whose Java layout the new class extends; layouts must nest. */
    private static PyType solidBase(PyType[] bases) {
        return solidOf(bestBase(bases));
    }

    /**
     * {@code __base__} of a class with these bases: the first base whose layout extends all
     * the others'. Compare CPython typeobject.c: best_base.
     */
    static PyType bestBase(PyType[] bases) {
        PyType winner = null;
        PyType best = null;
        for (PyType b : bases) {
            PyType s = solidOf(b);
            if (winner == null) {
                winner = s;
                best = b;
            } else if (solidOf(winner).getJavaClass().isAssignableFrom(s.getJavaClass())
                    && (s.getJavaClass() != winner.getJavaClass()
                        || s.getSlotNames().length > winner.getSlotNames().length)) {
                winner = s;
                best = b;
            } else if (!s.getJavaClass().isAssignableFrom(winner.getJavaClass())) {
                throw Py.typeError("multiple bases have instance lay-out conflict");
            }
        }
        return best;
    }

    /** The nearest ancestor that adds to the layout (a builtin type, or a class with slots). */
    private static PyType solidOf(PyType t) {
        while (t.isHeapType() && t.getBase() != null
                && t.getSlotNames().length == t.getBase().getSlotNames().length) {
            t = t.getBase();
        }
        return t;
    }

    static PyException abstractInstantiationError(PyType cls) {
        PyObject am = cls.getTypeDict().getItem(Names.__abstractmethods__);
        List<String> names = new ArrayList<>();
        if (am != null) {
            for (PyObject o : Abstract.toArray(am)) {
                names.add(Abstract.str(o).value);
            }
        }
        names.sort(String::compareTo);
        // CPython 3.13's object_new: the names joined by "', '"
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < names.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append('\'').append(names.get(i)).append('\'');
        }
        return Py.typeError("Can't instantiate abstract class " + cls.getName()
                + " without an implementation for abstract method" + (names.size() == 1 ? " "
                : "s ") + sb);
    }

    /** C3 linearization. */
    static final class C3 {
        private C3() {}

        static PyType[] mro(String name, PyType[] bases) {
            // compare CPython typeobject.c: check_duplicates
            for (int i = 1; i < bases.length; i++) {
                for (int j = 0; j < i; j++) {
                    if (bases[i] == bases[j]) {
                        throw Py.typeError("duplicate base class " + bases[i].getName());
                    }
                }
            }
            List<List<PyType>> seqs = new ArrayList<>();
            for (PyType b : bases) {
                if (b.getMro() == null) {
                    throw Py.typeError("Cannot extend an incomplete type '" + b.getTpName()
                            + "'");
                }
                seqs.add(new ArrayList<>(List.of(b.getMro())));
            }
            seqs.add(new ArrayList<>(List.of(bases)));
            List<PyType> out = new ArrayList<>();
            out.add(null); // placeholder for the new class
            for (;;) {
                seqs.removeIf(List::isEmpty);
                if (seqs.isEmpty()) {
                    break;
                }
                PyType cand = null;
                for (List<PyType> s : seqs) {
                    PyType head = s.get(0);
                    boolean inTail = false;
                    for (List<PyType> o : seqs) {
                        if (o.indexOf(head) > 0) {
                            inTail = true;
                            break;
                        }
                    }
                    if (!inTail) {
                        cand = head;
                        break;
                    }
                }
                if (cand == null) {
                    StringBuilder sb = new StringBuilder();
                    List<PyType> heads = new ArrayList<>();
                    for (List<PyType> s : seqs) {
                        if (!heads.contains(s.get(0))) {
                            heads.add(s.get(0));
                        }
                    }
                    for (int i = 0; i < heads.size(); i++) {
                        if (i > 0) {
                            sb.append(", ");
                        }
                        sb.append(heads.get(i).getName());
                    }
                    throw Py.typeError("Cannot create a consistent method resolution order (MRO) "
                            + "for bases " + sb);
                }
                out.add(cand);
                for (List<PyType> s : seqs) {
                    if (s.get(0) == cand) {
                        s.remove(0);
                    }
                }
            }
            return out.toArray(new PyType[0]);
        }
    }
}
