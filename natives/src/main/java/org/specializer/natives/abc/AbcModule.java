package org.specializer.natives.abc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PySet;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.PyWeakref;

/**
 * The {@code _abc} module (CPython Modules/_abc.c), the accelerator of Lib's {@code abc.py}:
 * {@code ABCMeta}'s class-creation, {@code register}, {@code __instancecheck__} and
 * {@code __subclasscheck__} with their caches.
 *
 * <p>Each ABC keeps an {@link AbcData _abc_data} object in its {@code _abc_impl} attribute:
 * the registry of virtual subclasses, the cache of known subclasses and the negative cache,
 * each a weak set (classes die with their registrations), and the version of the negative
 * cache. Registering any class anywhere bumps the global invalidation counter
 * ({@code get_cache_token()}), which empties every negative cache on its next use.
 *
 * <p>Class creation ({@code _abc_init}) computes {@code __abstractmethods__} and gives the
 * class the pattern-matching flags its {@code __abc_tpflags__} asks for ({@code Sequence},
 * {@code Mapping}); {@code register} passes an ABC's flag on to the registered class and its
 * subclasses ({@link PyType#abcRegister}).
 */
public final class AbcModule {
    private AbcModule() {}

    private static final PyStr ABC_IMPL = PyStr.intern("_abc_impl");
    private static final PyStr IS_ABSTRACT = PyStr.intern("__isabstractmethod__");
    private static final PyStr SUBCLASSCHECK = PyStr.intern("__subclasscheck__");
    private static final PyStr SUBCLASSHOOK = PyStr.intern("__subclasshook__");
    private static final PyStr SUBCLASSES = PyStr.intern("__subclasses__");

    /** CPython's {@code abc_invalidation_counter}. */
    private static long invalidationCounter;

    public static PyModule create() {
        PyModule m = new PyModule("_abc");
        m.def0("get_cache_token", self -> PyInt.of(invalidationCounter));
        m.def1("_abc_init", (self, cls) -> {
            abcInit(cls);
            return Py.None;
        });
        m.def2("_abc_register", (self, cls, sub) -> register(cls, sub));
        m.def2("_abc_instancecheck", (self, cls, inst) -> instanceCheck(cls, inst));
        m.def2("_abc_subclasscheck", (self, cls, sub) -> Py.newBool(subclassCheck(cls, sub)));
        m.def1("_get_dump", (self, cls) -> {
            AbcData d = impl(cls);
            return PyTuple.of(d.registry.dump(), d.cache.dump(), d.negativeCache.dump(),
                    PyInt.of(d.negativeCacheVersion));
        });
        m.def1("_reset_registry", (self, cls) -> {
            impl(cls).registry.clear();
            return Py.None;
        });
        m.def1("_reset_caches", (self, cls) -> {
            AbcData d = impl(cls);
            d.cache.clear();
            d.negativeCache.clear();
            return Py.None;
        });
        return m;
    }

    /** The state of one ABC, its {@code _abc_impl}. */
    static final class AbcData extends PyObject {
        static final PyType TYPE = PyType.builtin("_abc_data", AbcData.class, PyType.OBJECT, 0,
                null).withModule("_abc").withDottedTpName();

        final WeakSet registry = new WeakSet();
        final WeakSet cache = new WeakSet();
        final WeakSet negativeCache = new WeakSet();
        long negativeCacheVersion = invalidationCounter;

        AbcData() {
            super(TYPE);
        }
    }

    /** A set of objects held weakly, by identity for classes. */
    static final class WeakSet {
        private final Map<PyObject, Boolean> map = new WeakHashMap<>();

        boolean contains(PyObject o) {
            return !map.isEmpty() && map.containsKey(o);
        }

        void add(PyObject o) {
            map.put(o, Boolean.TRUE);
        }

        void clear() {
            map.clear();
        }

        /** A snapshot of the live members. */
        List<PyObject> members() {
            return new ArrayList<>(map.keySet());
        }

        /** A set of weak references to the members, as {@code _get_dump} shows them. */
        PySet dump() {
            PySet s = new PySet();
            for (PyObject o : members()) {
                s.add(PyWeakref.of(PyWeakref.TYPE, o, null));
            }
            return s;
        }
    }

    private static AbcData impl(PyObject cls) {
        PyObject impl = cls.getAttr(ABC_IMPL);
        if (!(impl instanceof AbcData d)) {
            throw Py.typeError("_abc_impl is set to a wrong type");
        }
        return d;
    }

    /**
     * {@code _abc_init(cls)}: {@code __abstractmethods__}, the {@code _abc_impl} state and the
     * {@code __abc_tpflags__} flags. Compare CPython _abc.c: _abc__abc_init.
     */
    static void abcInit(PyObject cls) {
        computeAbstractMethods(cls);
        cls.setAttr(ABC_IMPL, new AbcData());
        if (cls instanceof PyType t) {
            PyType.abcInit(t);
        }
    }

    /** Compare CPython _abc.c: compute_abstract_methods. */
    private static void computeAbstractMethods(PyObject cls) {
        PySet abstracts = new PySet();
        PyObject ns = cls.getAttr(Names.__dict__);
        PyObject keys = Abstract.callMethod(ns, PyStr.intern("keys"));
        for (PyObject key : Abstract.toArray(keys)) {
            if (isAbstract(Abstract.getItem(ns, key))) {
                abstracts.add(key);
            }
        }
        PyObject bases = cls.getAttr(Names.__bases__);
        if (!(bases instanceof PyTuple bt)) {
            throw Py.typeError("__bases__ is not tuple");
        }
        for (PyObject base : bt.items) {
            PyObject inherited = base.lookupAttr(Names.__abstractmethods__);
            if (inherited == null) {
                continue;
            }
            PyObject it = Abstract.iter(inherited);
            for (PyObject key = Abstract.next(it); key != null; key = Abstract.next(it)) {
                if (!(key instanceof PyStr name)) {
                    throw Py.typeError("attribute name must be string, not '"
                            + key.type.getName() + "'");
                }
                PyObject value = cls.lookupAttr(name.intern());
                if (value != null && isAbstract(value)) {
                    abstracts.add(key);
                }
            }
        }
        cls.setAttr(Names.__abstractmethods__, PyFrozenSet.of(abstracts));
    }

    /** {@code getattr(obj, '__isabstractmethod__', False)} as a truth value. */
    private static boolean isAbstract(PyObject obj) {
        PyObject v = obj.lookupAttr(IS_ABSTRACT);
        return v != null && Abstract.isTrue(v);
    }

    /** Compare CPython _abc.c: _abc__abc_register_impl. */
    static PyObject register(PyObject cls, PyObject subclass) {
        if (!(subclass instanceof PyType sub)) {
            throw Py.typeError("Can only register classes");
        }
        if (Abstract.isSubclass(subclass, cls)) {
            return subclass;  // already a subclass
        }
        // cycles are tested after "already a subclass": X.register(X) is a no-op
        if (Abstract.isSubclass(cls, subclass)) {
            throw Py.error(PyExc.RuntimeError, "Refusing to create an inheritance cycle");
        }
        impl(cls).registry.add(subclass);
        invalidationCounter++;
        if (cls instanceof PyType abc) {
            PyType.abcRegister(abc, sub);
        }
        return subclass;
    }

    /** Compare CPython _abc.c: _abc__abc_instancecheck_impl. */
    static PyObject instanceCheck(PyObject cls, PyObject instance) {
        AbcData impl = impl(cls);
        PyObject subclass = instance.getAttr(Names.__class__);
        if (impl.cache.contains(subclass)) {
            return Py.True;
        }
        PyObject subtype = instance.type;
        if (subtype == subclass) {
            if (impl.negativeCacheVersion == invalidationCounter
                    && impl.negativeCache.contains(subclass)) {
                return Py.False;
            }
            return Abstract.callMethod(cls, SUBCLASSCHECK, subclass);
        }
        PyObject r = Abstract.callMethod(cls, SUBCLASSCHECK, subclass);
        if (Abstract.isTrue(r)) {
            return r;
        }
        return Abstract.callMethod(cls, SUBCLASSCHECK, subtype);
    }

    /** Compare CPython _abc.c: _abc__abc_subclasscheck_impl. */
    static boolean subclassCheck(PyObject cls, PyObject subclass) {
        if (!(subclass instanceof PyType sub)) {
            throw Py.typeError("issubclass() arg 1 must be a class");
        }
        AbcData impl = impl(cls);
        // 1. the cache
        if (impl.cache.contains(subclass)) {
            return true;
        }
        // 2. the negative cache, emptied if stale
        if (impl.negativeCacheVersion < invalidationCounter) {
            impl.negativeCache.clear();
            impl.negativeCacheVersion = invalidationCounter;
        } else if (impl.negativeCache.contains(subclass)) {
            return false;
        }
        // 3. the subclass hook
        PyObject ok = Abstract.callMethod(cls, SUBCLASSHOOK, subclass);
        if (ok == Py.True) {
            impl.cache.add(subclass);
            return true;
        }
        if (ok == Py.False) {
            impl.negativeCache.add(subclass);
            return false;
        }
        if (ok != Py.NotImplemented) {
            throw Py.error(PyExc.AssertionError, "__subclasshook__ must return either False, "
                    + "True, or NotImplemented");
        }
        // 4. a direct subclass
        if (cls instanceof PyType t && sub.isSubtype(t)) {
            impl.cache.add(subclass);
            return true;
        }
        // 5. a subclass of a registered class (recursively)
        if (impl.registry.contains(subclass)) {
            return true;
        }
        for (PyObject registered : impl.registry.members()) {
            if (Abstract.isSubclass(subclass, registered)) {
                impl.cache.add(subclass);
                return true;
            }
        }
        // 6. a subclass of a subclass (recursively)
        PyObject subclasses = Abstract.callMethod(cls, SUBCLASSES);
        if (!(subclasses instanceof PyList list)) {
            throw Py.typeError("__subclasses__() must return a list");
        }
        for (PyObject scls : list.toArray()) {
            if (Abstract.isSubclass(subclass, scls)) {
                impl.cache.add(subclass);
                return true;
            }
        }
        impl.negativeCache.add(subclass);
        return false;
    }
}
