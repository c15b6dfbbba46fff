package org.specializer.api;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * {@code type}: a Python class, builtin or user-defined.
 *
 * <h2>Lookup</h2>
 * {@link #lookup} walks the MRO's dictionaries and remembers the answer (present or absent) in
 * a per-type cache, which {@link #modified()} clears for the type and every subclass.
 *
 * <h2>Version tags</h2>
 * As CPython 3.13 ({@code tp_version_tag}): a 32-bit tag, 0 meaning "none". Assigned lazily by
 * {@link #version()}, from a counter starting at 1 for builtin types and at 2^17 for classes;
 * a type gets one only if all its bases have one. {@link #modified()} resets the tag of the type
 * and all its subclasses to 0, so the next request hands out a new, larger tag and stale caches
 * never match again. After {@link #MAX_VERSIONS_PER_CLASS} tags a class gets no more, and
 * specializations that need one fail.
 *
 * <h2>Builtin types</h2>
 * A builtin type is created by {@link #builtin} with a definer that fills its dictionary with
 * methods. The definer runs lazily, the first time the type's dictionary is needed, so that
 * Java class initialization order among the builtin types never matters.
 *
 * <h2>Layout</h2>
 * {@link #javaClass} is the Java class of the instances' layout: a user class inherits it from
 * its solid base. Classes whose instances are {@link PyInstance}s keep their attributes in inline
 * values laid out by the class's {@link SharedKeys}, as CPython 3.13 does.
 */
public class PyType extends PyObject {
    /** May be subclassed. */
    public static final int BASETYPE = 1;
    /** Created by a class statement or {@code type(name, bases, dict)}. */
    public static final int HEAPTYPE = 1 << 1;
    /** Instances of this type keep their attributes in inline values. */
    public static final int INLINE_VALUES = 1 << 2;
    /** Has {@code __abstractmethods__} (cannot be instantiated). */
    public static final int IS_ABSTRACT = 1 << 3;
    /** Instances match sequence patterns (CPython's {@code Py_TPFLAGS_SEQUENCE}, same bit). */
    public static final int SEQUENCE = 1 << 5;
    /** Instances match mapping patterns (CPython's {@code Py_TPFLAGS_MAPPING}, same bit). */
    public static final int MAPPING = 1 << 6;
    /**
     * A class pattern with one positional sub-pattern matches it against the subject itself:
     * {@code case int(n)} (CPython's {@code _Py_TPFLAGS_MATCH_SELF}, same bit).
     */
    public static final int MATCH_SELF = 1 << 22;
    /** The flags that make a class a sequence or a mapping for pattern matching. */
    public static final int COLLECTION_FLAGS = SEQUENCE | MAPPING;

    /** CPython's {@code MAX_VERSIONS_PER_CLASS}. */
    public static final int MAX_VERSIONS_PER_CLASS = 1000;
    /** CPython's {@code _Py_TYPE_BASE_VERSION_TAG}: where class versions start. */
    public static final int HEAP_VERSION_BASE = 2 << 16;
    /** CPython's {@code _Py_MAX_GLOBAL_TYPE_VERSION_TAG}. */
    public static final int MAX_BUILTIN_VERSION = (2 << 16) - 1;

    private static int nextBuiltinVersion = 1;
    private static int nextHeapVersion = HEAP_VERSION_BASE;

    public static final PyType OBJECT;
    public static final PyType TYPE;

    // Before the static block below: object and type are built there and take it as their slots.
    private static final PyStr[] NO_SLOTS = new PyStr[0];

    static {
        OBJECT = new PyType(null, "object", PyObject.class, null, BASETYPE, ObjectMethods::define);
        TYPE = new PyType(null, "type", PyType.class, OBJECT, BASETYPE, TypeMethods::define);
        OBJECT.type = TYPE;
        TYPE.type = TYPE;
        repairDictType();
    }

    /**
     * The first {@code new PyDict()} above may have initialized class PyDict, whose
     * {@code TYPE} was then built before OBJECT and TYPE existed (no metatype, no base); or
     * PyDict's initialization started first, and the dicts above got no type. Either way, put
     * the missing links in now that OBJECT and TYPE exist.
     */
    private static void repairDictType() {
        PyType d = PyDict.TYPE;
        if (d == null) {
            return; // PyDict's initialization is under way and will find OBJECT and TYPE ready
        }
        if (d.type == null) {
            d.type = TYPE;
        }
        if (d.base == null) {
            d.base = OBJECT;
            d.bases = new PyType[] {OBJECT};
            d.mro = new PyType[] {d, OBJECT};
            OBJECT.addSubclass(d);
        }
        for (PyType t : new PyType[] {OBJECT, TYPE, d}) {
            if (t.dict.type == null) {
                t.dict.type = d;
            }
        }
    }

    /** Absent, in the lookup cache. */
    private static final PyObject MISSING = new PyObject(null) {};

    private String name;
    private String qualname;
    private String builtinModule = "builtins";
    /** CPython's tp_name when it differs from the name ({@code "typing.TypeVar"}); else null. */
    private String tpName;
    private PyType base;
    private PyType[] bases;
    private PyType[] mro;
    private final PyDict dict;
    private int flags;
    /** The Java class of instance layout (solid base's class for user classes). */
    private final Class<?> javaClass;
    private Consumer<PyType> definer;
    private boolean ready;

    private int version;
    private int versionsUsed;
    /** Whether instances have {@code __del__}: 0 unknown, 1 no, 2 yes (reset by modified()). */
    private byte delState;
    private final List<WeakReference<PyType>> subclasses = new ArrayList<>(0);
    // Lookup cache: open addressing keyed by interned name identity (names from code are
    // interned, so a probe is a few pointer compares); values are MISSING when absent.
    private PyStr[] cacheKeys = new PyStr[16];
    private PyObject[] cacheValues = new PyObject[16];
    private int cacheCount;
    /** Counts {@link #modified()} calls, so that a lookup that ran into one is not cached. */
    private int epoch;

    // Hooks looked up once per modification (heap types only; builtins use Java overrides).
    private boolean hooksValid;
    private PyObject getattributeHook;
    private PyObject getattrHook;
    private PyObject setattrHook;
    private PyObject delattrHook;
    private PyObject getHook;
    private PyObject setHook;
    private PyObject deleteHook;

    // Layout of PyInstance instances.
    private boolean instancesHaveDict;
    /**
     * Whether instances of this class can be weakly referenced (CPython's
     * {@code tp_weaklistoffset != 0}): classes without {@code __slots__} or with
     * {@code __weakref__} among them; builtin types only where {@link #withWeakrefs} says so.
     */
    private boolean weakrefable;
    /** A builtin type that CPython makes from a spec, a heap type there ({@link #fromSpec}). */
    private boolean fromSpec;
    /** A builtin type whose attributes may be set, as CPython's heap types without IMMUTABLETYPE. */
    private boolean mutable;
    private SharedKeys sharedKeys;
    private PyStr[] slotNames = NO_SLOTS;

    /** Reserved for families and core: per-type specialization caches (CPython's {@code _spec_cache}). */
    public Object specCacheGetitem;
    public int specCacheGetitemVersion;
    /**
     * The {@code __init__} CALL_ALLOC_AND_ENTER_INIT runs, set by the CALL specializer when the
     * class qualifies. Cleared with the version by {@link #modified()} (unlike CPython's), so
     * that a non-null value always belongs to the current version: a site that a careless
     * specializer turned into that child, with the current version in its cache, finds null
     * here and misses instead of running a stale {@code __init__}.
     */
    public Object specCacheInit;

    private PyType(PyType metatype, String name, Class<?> javaClass, PyType base, int flags,
            Consumer<PyType> definer) {
        super(metatype);
        this.name = name;
        this.qualname = name;
        this.javaClass = javaClass;
        this.base = base;
        this.bases = base == null ? new PyType[0] : new PyType[] {base};
        this.definer = definer;
        this.dict = new PyDict();
        if (base == null) {
            this.mro = new PyType[] {this};
        } else {
            PyType[] bm = base.mro;
            this.mro = new PyType[bm.length + 1];
            this.mro[0] = this;
            System.arraycopy(bm, 0, this.mro, 1, bm.length);
            base.addSubclass(this);
        }
        this.flags = flags | inheritedFlags(flags, base, mro);
    }

    /** A user class: everything is computed by {@link TypeFactory}. */
    PyType(PyType metatype, String name, String qualname, PyType[] bases, PyType base,
            PyType[] mro, PyDict dict, int flags, Class<?> javaClass) {
        super(metatype);
        this.name = name;
        this.qualname = qualname;
        this.bases = bases;
        this.base = base;
        this.mro = mro;
        if (mro[0] == null) {
            mro[0] = this;
        }
        this.dict = dict;
        this.flags = flags | HEAPTYPE;
        this.javaClass = javaClass;
        this.ready = true;
        for (PyType b : bases) {
            b.addSubclass(this);
        }
    }

    /**
     * A builtin type. {@code definer} fills the dictionary the first time it is needed.
     *
     * @param name      the type's {@code __name__}
     * @param javaClass the Java class of its instances
     * @param base      its base ({@link #OBJECT} for most)
     * @param flags     {@link #BASETYPE} if Python code may subclass it
     * @param definer   adds the methods and attributes; may be null
     */
    public static PyType builtin(String name, Class<?> javaClass, PyType base, int flags,
            Consumer<PyType> definer) {
        return new PyType(TYPE, name, javaClass, base, flags, definer);
    }

    /**
     * A builtin type with several bases ({@code ExceptionGroup}), its MRO by C3; the first base
     * is {@code __base__}, whose Java class of instances must be {@code javaClass} or a
     * superclass of it.
     */
    public static PyType builtin(String name, Class<?> javaClass, PyType[] bases, int flags,
            Consumer<PyType> definer) {
        PyType t = new PyType(TYPE, name, javaClass, bases[0], flags, definer);
        t.bases = bases.clone();
        PyType[] mro = TypeFactory.C3.mro(name, bases);
        mro[0] = t;
        t.mro = mro;
        for (int i = 1; i < bases.length; i++) {
            bases[i].addSubclass(t);
        }
        return t;
    }

    // ------------------------------------------------------------------ readiness

    /** Run the definers of this type and its bases, once. */
    public final void ensureReady() {
        if (!ready) {
            makeReady();
        }
    }

    private void makeReady() {
        ready = true;
        for (PyType b : mro) {
            if (b != this) {
                b.ensureReady();
            }
        }
        Consumer<PyType> d = definer;
        definer = null;
        if (d != null) {
            d.accept(this);
        }
        if (dict.getItem(Names.__doc__) == null) {
            dict.setItem(Names.__doc__, BuiltinDocs.initialTypeDoc(this));
        }
    }

    // ------------------------------------------------------------------ names and structure

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
        modified();
    }

    public String getQualname() {
        return qualname;
    }

    /** For builtin types defined by a module other than builtins ({@code collections.deque}). */
    public PyType withModule(String module) {
        this.builtinModule = module;
        return this;
    }

    /**
     * The name error messages give the type, CPython's {@code tp_name}: the name, but
     * {@code module.name} for a type that declares it with {@link #withDottedTpName}.
     */
    public String getTpName() {
        return tpName != null ? tpName : name;
    }

    /** Error messages name this builtin type {@code module.name}, as CPython's tp_name does. */
    public PyType withDottedTpName() {
        this.tpName = builtinModule + "." + name;
        return this;
    }

    public void setQualname(String qualname) {
        this.qualname = qualname;
    }

    /** The module name for repr: {@code builtins} for builtin types. */
    public String getModuleName() {
        if (!isHeapType()) {
            return builtinModule;
        }
        PyObject m = dict.getItem(Names.__module__);
        return m instanceof PyStr s ? s.value : "builtins";
    }

    /**
     * {@code module.qualname}, the module left out for builtins and {@code __main__}
     * (CPython's {@code _PyType_GetFullyQualifiedName}, which {@code %T} prints).
     */
    public String getFullyQualifiedName() {
        String m = getModuleName();
        return m.equals("builtins") || m.equals("__main__") ? qualname : m + "." + qualname;
    }

    /** {@code __base__}. */
    public PyType getBase() {
        return base;
    }

    /** {@code __bases__}. */
    public PyType[] getBases() {
        return bases;
    }

    /**
     * {@code __mro__}: this type first (unless a metaclass's {@code mro()} left it out); null
     * while a metaclass's {@code mro()} makes the first one.
     */
    public PyType[] getMro() {
        return mro;
    }

    /** The class dictionary. Mutate only through {@link #setAttr}, which keeps versions right. */
    public PyDict getTypeDict() {
        ensureReady();
        return dict;
    }

    public int getFlags() {
        return flags;
    }

    public boolean hasFlag(int f) {
        return (flags & f) != 0;
    }

    void setFlag(int f, boolean on) {
        flags = on ? flags | f : flags & ~f;
    }

    public boolean isHeapType() {
        return (flags & HEAPTYPE) != 0;
    }

    public boolean isBaseType() {
        return (flags & BASETYPE) != 0;
    }

    public Class<?> getJavaClass() {
        return javaClass;
    }

    /** True when instances have a {@code __dict__} (no {@code __slots__} without it). */
    public boolean instancesHaveDict() {
        return instancesHaveDict;
    }

    /** Whether instances of this builtin's Python subclasses keep their slots ({@link HasSlots}). */
    private boolean subclassSlots;

    /**
     * Say that the instances of this builtin's Python subclasses implement {@link HasSlots}:
     * a subclass's {@code __slots__} then take no {@code __dict__}, as in CPython.
     */
    public PyType withSubclassSlots() {
        subclassSlots = true;
        return this;
    }

    /** See {@link #withSubclassSlots}. */
    public boolean hasSubclassSlots() {
        return subclassSlots;
    }

    public boolean isWeakrefable() {
        // a builtin type inherits weak reference support from its builtin base
        return weakrefable || (!isHeapType() && base != null && base.isWeakrefable());
    }

    /**
     * A builtin type that CPython creates with {@code PyType_FromSpec}, so that its
     * {@code __flags__} have HEAPTYPE as CPython's do: {@code copyreg}'s pickling at protocols 0
     * and 1 walks a class's bases past heap types ({@code typing.Generic} in a generic class's).
     */
    public PyType fromSpec() {
        fromSpec = true;
        return this;
    }

    /**
     * A {@link #fromSpec} type whose attributes may be set and deleted, as CPython's heap types
     * made without Py_TPFLAGS_IMMUTABLETYPE ({@code time.struct_time}, {@code os.stat_result}).
     * A change bumps the type's version like a class's.
     */
    public PyType mutableFromSpec() {
        fromSpec = true;
        mutable = true;
        return this;
    }

    /** Whether {@code cls.name = v} may change this type ({@link #mutableFromSpec}). */
    public boolean isMutable() {
        return mutable || isHeapType();
    }

    /** Whether CPython's type of this name is a heap type ({@link #fromSpec}, or a user class). */
    public boolean isCPythonHeapType() {
        return fromSpec || isHeapType();
    }

    /** Whether instances' Java class overrides {@link PyObject#getAttr}; null until asked. */
    private Boolean ownGetAttr;

    /**
     * Whether reading an attribute of an instance runs Java code of its own rather than the
     * generic lookup (a module, a proxy, a generic alias that forwards to its origin), as a
     * {@code tp_getattro} other than PyObject_GenericGetAttr in CPython: a method load or a
     * specialized read must not look the name up on the type directly.
     */
    public boolean overridesGetAttr() {
        Boolean b = ownGetAttr;
        if (b == null) {
            try {
                b = getJavaClass().getMethod("getAttr", PyStr.class).getDeclaringClass()
                        != PyObject.class;
            } catch (NoSuchMethodException e) {
                b = false;
            }
            ownGetAttr = b;
        }
        return b;
    }

    /** A builtin type whose instances accept weak references (user classes: by their slots). */
    public PyType withWeakrefs() {
        weakrefable = true;
        return this;
    }

    void setWeakrefable(boolean b) {
        weakrefable = b;
    }

    void setInstancesHaveDict(boolean b) {
        instancesHaveDict = b;
    }

    /** The shared keys of inline values, or null when instances do not use inline values. */
    public SharedKeys getSharedKeys() {
        return sharedKeys;
    }

    void setSharedKeys(SharedKeys k) {
        sharedKeys = k;
    }

    /** All {@code __slots__} names of this class and its bases, in storage order. */
    public PyStr[] getSlotNames() {
        return slotNames;
    }

    void setSlotNames(PyStr[] names) {
        slotNames = names;
    }

    /** {@code issubclass(this, other)} by the MRO. */
    public boolean isSubtype(PyType other) {
        if (this == other) {
            return true;
        }
        PyType[] mro = this.mro;
        if (mro == null) {
            // incomplete: the metaclass's mro() is running (CPython's is_subtype_with_mro)
            return baseChainReaches(this, other);
        }
        for (PyType t : mro) {
            if (t == other) {
                return true;
            }
        }
        return false;
    }

    void setMro(PyType[] mro) {
        this.mro = mro;
    }

    void setBases(PyType[] bases, PyType base) {
        this.bases = bases;
        this.base = base;
    }

    // ------------------------------------------------------------------ pattern-matching flags

    /**
     * The pattern-matching flags a new type inherits: MATCH_SELF from its base (CPython's
     * {@code inherit_special}; for a class, its solid base), and, unless {@code own} has one,
     * the collection flag of the first type after it in its MRO that has one (CPython's
     * {@code inherit_patma_flags}).
     */
    static int inheritedFlags(int own, PyType base, PyType[] mro) {
        int out = base == null ? 0 : base.flags & MATCH_SELF;
        if ((own & COLLECTION_FLAGS) == 0) {
            for (int i = 1; i < mro.length; i++) {
                int c = mro[i].flags & COLLECTION_FLAGS;
                if (c != 0) {
                    out |= c;
                    break;
                }
            }
        }
        return out;
    }

    /**
     * The class-creation half of {@code abc.ABCMeta}: removes {@code __abc_tpflags__} from the
     * class namespace {@code ns}, and an int value with {@link #SEQUENCE} or {@link #MAPPING}
     * set gives the class that flag (how {@code collections.abc} marks Sequence and Mapping).
     * Returns the flags to add (CPython's {@code _abc._abc_init}).
     */
    public static int popAbcTpflags(PyDict ns) {
        PyObject v = ns.getItem(Names.__abc_tpflags__);
        if (v == null) {
            return 0;
        }
        ns.delItem(Names.__abc_tpflags__);
        if (v.type != PyInt.TYPE) {
            return 0;
        }
        if (!(v instanceof PyInt i)) {
            throw Py.error(PyExc.OverflowError, "Python int too large to convert to C long");
        }
        long val = i.value;
        if ((val & COLLECTION_FLAGS) == COLLECTION_FLAGS) {
            throw Py.typeError("__abc_tpflags__ cannot be both Py_TPFLAGS_SEQUENCE and "
                    + "Py_TPFLAGS_MAPPING");
        }
        return (int) (val & COLLECTION_FLAGS);
    }

    /**
     * The class-creation half of {@code abc.ABCMeta} for a class already made: removes
     * {@code __abc_tpflags__} from its dictionary and gives it the flags asked for (see
     * {@link #popAbcTpflags}). The hook for {@code _abc._abc_init}.
     */
    public static void abcInit(PyType cls) {
        PyDict d = cls.getTypeDict();
        if (d.getItem(Names.__abc_tpflags__) == null) {
            return;
        }
        int f = popAbcTpflags(d);
        cls.modified();
        cls.flags |= f;
    }

    /**
     * {@code ABCMeta.register(abc, subclass)}: when {@code abc} is a sequence or mapping ABC,
     * {@code subclass} and all its subclasses become sequences or mappings too; builtin types
     * are left as they are (CPython's {@code _abc._abc_register} and
     * {@code set_flags_recursive}). The hook for an {@code _abc} module.
     */
    public static void abcRegister(PyType abc, PyType subclass) {
        int flag = abc.flags & COLLECTION_FLAGS;
        if (flag != 0) {
            setCollectionFlagRecursive(subclass, flag);
        }
    }

    private static void setCollectionFlagRecursive(PyType t, int flag) {
        if (!t.isHeapType() || (t.flags & COLLECTION_FLAGS) == flag) {
            return;
        }
        t.flags = (t.flags & ~COLLECTION_FLAGS) | flag;
        for (PyType sub : t.getSubclasses()) {
            setCollectionFlagRecursive(sub, flag);
        }
    }

    // ------------------------------------------------------------------ subclasses

    private void addSubclass(PyType sub) {
        subclasses.add(new WeakReference<>(sub));
    }

    private void removeSubclass(PyType sub) {
        subclasses.removeIf(r -> r.get() == null || r.get() == sub);
    }

    /**
     * {@code cls.__bases__ = bases}: new bases, then the MRO of this class and of every
     * subclass computed again (through the metaclass's {@code mro()}), and every cache of them
     * invalidated. Compare CPython typeobject.c: type_set_bases.
     */
    void setBases(PyObject value) {
        if (!isHeapType()) {
            throw cannotSet("__bases__");
        }
        if (value == null) {
            throw cannotDelete("__bases__");
        }
        if (!(value instanceof PyTuple t)) {
            throw Py.typeError("can only assign tuple to " + name + ".__bases__, not "
                    + value.type.getName());
        }
        if (t.items.length == 0) {
            throw Py.typeError("can only assign non-empty tuple to " + name
                    + ".__bases__, not ()");
        }
        PyType[] nb = new PyType[t.items.length];
        for (int i = 0; i < nb.length; i++) {
            if (!(t.items[i] instanceof PyType b)) {
                throw Py.typeError(name + ".__bases__ must be tuple of classes, not '"
                        + t.items[i].type.getName() + "'");
            }
            if (b.isSubtype(this) || b.mro != null && baseChainReaches(b, this)) {
                throw Py.typeError("a __bases__ item causes an inheritance cycle");
            }
            nb[i] = b;
        }
        PyType newSolid = TypeFactory.solidBaseOf(nb);
        if (newSolid.javaClass != javaClass
                || newSolid.getSlotNames().length != TypeFactory.solidBaseOf(bases).getSlotNames()
                        .length) {
            throw Py.typeError("__bases__ assignment: '" + nb[0].name
                    + "' object layout differs from '" + base.name + "'");
        }
        PyType[] oldBases = bases;
        PyType oldBase = base;
        bases = nb;
        base = TypeFactory.bestBase(nb);
        List<Remade> remade = new ArrayList<>();
        try {
            remakeMroHierarchy(this, remade);
        } catch (RuntimeException e) {
            // put back the MROs made, unless a re-entered assignment made newer ones
            for (int i = remade.size() - 1; i >= 0; i--) {
                Remade r = remade.get(i);
                if (r.cls.mro == r.made) {
                    r.cls.mro = r.old;
                    r.cls.modified();
                }
            }
            if (bases == nb) {
                bases = oldBases;
                base = oldBase;
            }
            modified();
            throw e;
        }
        // a metaclass's mro() may have assigned __bases__ again: that assignment is the one
        // that counts, and it has done the bookkeeping
        if (bases == nb) {
            for (PyType b : oldBases) {
                b.removeSubclass(this);
            }
            for (PyType b : nb) {
                b.addSubclass(this);
            }
        }
        modified();
    }

    /**
     * The MRO of {@code t} made again, then those of its subclasses; each MRO made is noted
     * in {@code remade} as {class, new MRO, old MRO}. When the metaclass's {@code mro()}
     * re-enters and sets a newer MRO, that one stays and the subclasses are left to the
     * re-entered call. Compare CPython typeobject.c: mro_hierarchy and mro_internal.
     */
    private record Remade(PyType cls, PyType[] made, PyType[] old) {}

    private static void remakeMroHierarchy(PyType t, List<Remade> remade) {
        PyType[] old = t.mro;
        PyType[] made = TypeFactory.mroOf(t);
        if (t.mro != old) {
            return;
        }
        t.mro = made;
        t.modified();
        remade.add(new Remade(t, made, old));
        for (PyType sub : t.getSubclasses()) {
            remakeMroHierarchy(sub, remade);
        }
    }

    /**
     * Whether {@code target} is on {@code t}'s chain of first bases: an assignment re-entered
     * from a metaclass's {@code mro()} has set the chain before the MROs are remade. Compare
     * CPython typeobject.c: type_is_subtype_base_chain.
     */
    private static boolean baseChainReaches(PyType t, PyType target) {
        for (int steps = 0; t != null && steps < 10_000; t = t.base, steps++) {
            if (t == target) {
                return true;
            }
        }
        return false;
    }


    /** {@code __subclasses__()}: the live direct subclasses. */
    public List<PyType> getSubclasses() {
        List<PyType> out = new ArrayList<>();
        subclasses.removeIf(r -> r.get() == null);
        for (WeakReference<PyType> r : subclasses) {
            PyType t = r.get();
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }

    // ------------------------------------------------------------------ lookup

    /**
     * {@code _PyType_Lookup}: the attribute {@code name} found in the MRO's dictionaries, without
     * invoking descriptors; null when absent.
     */
    public final PyObject lookup(PyStr name) {
        if (!ready) {
            makeReady();
        }
        PyStr[] keys = cacheKeys;
        int mask = keys.length - 1;
        int i = name.identityHash() & mask;
        for (PyStr k; (k = keys[i]) != null; i = (i + 1) & mask) {
            if (k == name) {
                PyObject v = cacheValues[i];
                return v == MISSING ? null : v;
            }
        }
        return lookupAndCache(name);
    }

    private PyObject lookupAndCache(PyStr name) {
        PyStr key = name.intern();
        if (key != name) {
            // a non-interned name: the cache is keyed by the canonical instance
            return lookup(key);
        }
        int before = epoch;
        PyObject v = lookupUncached(name);
        if (epoch != before || mro == null) {
            // the lookup ran code (a key's __eq__) that changed the class: the answer is the
            // old MRO's, as CPython's; not one to remember
            return v;
        }
        if ((cacheCount + 1) * 2 > cacheKeys.length) {
            growCache();
        }
        PyStr[] keys = cacheKeys;
        int mask = keys.length - 1;
        int i = name.identityHash() & mask;
        while (keys[i] != null) {
            i = (i + 1) & mask;
        }
        cacheValues[i] = v == null ? MISSING : v;
        keys[i] = name;
        cacheCount++;
        return v;
    }

    private void growCache() {
        PyStr[] oldKeys = cacheKeys;
        PyObject[] oldValues = cacheValues;
        int n = oldKeys.length * 2;
        PyStr[] keys = new PyStr[n];
        PyObject[] values = new PyObject[n];
        for (int j = 0; j < oldKeys.length; j++) {
            PyStr k = oldKeys[j];
            if (k != null) {
                int i = k.identityHash() & (n - 1);
                while (keys[i] != null) {
                    i = (i + 1) & (n - 1);
                }
                keys[i] = k;
                values[i] = oldValues[j];
            }
        }
        cacheKeys = keys;
        cacheValues = values;
    }

    /**
     * Replaces the placeholder of a builtin type's {@code __doc__} by the text (see
     * {@link BuiltinDocs}). No version change is needed: the placeholder resolves to the same
     * text, so what a cache or a specialized site holds stays right.
     */
    final void resolveDoc(PyObject placeholder, PyObject doc) {
        if (dict.getItem(Names.__doc__) == placeholder) {
            dict.setItem(Names.__doc__, doc);
            clearCache();
        }
    }

    private void clearCache() {
        if (cacheCount != 0) {
            cacheKeys = new PyStr[16];
            cacheValues = new PyObject[16];
            cacheCount = 0;
        }
    }

    /** Lookup without touching the cache (for specializers that must not disturb state). */
    public final PyObject lookupUncached(PyStr name) {
        ensureReady();
        PyType[] mro = this.mro;
        if (mro == null) {
            return null; // incomplete: nothing to find yet, as CPython's find_name_in_mro
        }
        for (PyType t : mro) {
            t.ensureReady();
            PyObject v = t.dict.getItem(name);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    /** The type in the MRO whose dictionary defines {@code name}, or null. */
    public final PyType lookupOwner(PyStr name) {
        ensureReady();
        PyType[] mro = this.mro;
        if (mro == null) {
            return null;
        }
        for (PyType t : mro) {
            t.ensureReady();
            if (t.dict.getItem(name) != null) {
                return t;
            }
        }
        return null;
    }

    // ------------------------------------------------------------------ hooks

    private void ensureHooks() {
        if (hooksValid) {
            return;
        }
        getHook = lookup(Names.__get__);
        setHook = lookup(Names.__set__);
        deleteHook = lookup(Names.__delete__);
        if (isHeapType()) {
            getattributeHook = notObjects(Names.__getattribute__);
            getattrHook = lookup(Names.__getattr__);
            setattrHook = notObjects(Names.__setattr__);
            delattrHook = notObjects(Names.__delattr__);
        } else {
            getattributeHook = null;
            getattrHook = null;
            setattrHook = null;
            delattrHook = null;
        }
        hooksValid = true;
    }

    private PyObject notObjects(PyStr name) {
        PyObject v = lookup(name);
        return v == OBJECT.lookup(name) ? null : v;
    }

    /** A {@code __getattribute__} other than object's, or null. */
    public final PyObject getattributeHook() {
        ensureHooks();
        return getattributeHook;
    }

    /** The {@code __getattr__} fallback, or null. */
    public final PyObject getattrHook() {
        ensureHooks();
        return getattrHook;
    }

    /** A {@code __setattr__} other than object's, or null. */
    public final PyObject setattrHook() {
        ensureHooks();
        return setattrHook;
    }

    /** A {@code __delattr__} other than object's, or null. */
    public final PyObject delattrHook() {
        ensureHooks();
        return delattrHook;
    }

    /** {@code __get__} of this type (for instances used as descriptors), or null. */
    public final PyObject descrGetHook() {
        ensureHooks();
        return getHook;
    }

    /** {@code __set__}, or null. */
    public final PyObject descrSetHook() {
        ensureHooks();
        return setHook;
    }

    /** {@code __delete__}, or null. */
    public final PyObject descrDeleteHook() {
        ensureHooks();
        return deleteHook;
    }

    // ------------------------------------------------------------------ versions

    /** The version tag, assigning one if needed; 0 when none can be assigned. */
    public final int version() {
        int v = version;
        return v != 0 ? v : assignVersion();
    }

    /** The version tag as it is now, without assigning one. */
    public final int currentVersion() {
        return version;
    }

    private int assignVersion() {
        if (versionsUsed >= MAX_VERSIONS_PER_CLASS || mro == null) {
            return 0;
        }
        for (PyType b : mro) {
            if (b != this && b.version() == 0) {
                return 0;
            }
        }
        int v;
        if (isHeapType()) {
            if (nextHeapVersion == 0) {
                return 0;
            }
            v = nextHeapVersion++;
        } else {
            if (nextBuiltinVersion > MAX_BUILTIN_VERSION) {
                return 0;
            }
            v = nextBuiltinVersion++;
        }
        versionsUsed++;
        version = v;
        return v;
    }

    /** How many version tags this type has used (for tests of the per-class limit). */
    public final int versionsUsed() {
        return versionsUsed;
    }

    /**
     * {@code PyType_Modified}: this type or a base changed. Drops the version tag, the lookup
     * cache and the hooks of this type and every subclass.
     */
    /** Whether the class or a base defines {@code __del__} (instances need finalizing). */
    public final boolean hasDel() {
        int d = delState;
        if (d == 0) {
            d = lookup(Names.__del__) != null ? 2 : 1;
            delState = (byte) d;
        }
        return d == 2;
    }

    public final void modified() {
        epoch++;
        version = 0;
        delState = 0;
        specCacheGetitem = null;
        specCacheInit = null;
        clearCache();
        hooksValid = false;
        for (WeakReference<PyType> r : subclasses) {
            PyType t = r.get();
            if (t != null) {
                t.modified();
            }
        }
    }

    // ------------------------------------------------------------------ attributes

    /**
     * {@code getattr(cls, name)}: the metatype's own {@code __getattribute__} when it has one,
     * else {@code type.__getattribute__}; on AttributeError, the metatype's {@code __getattr__}.
     */
    @Override
    public PyObject getAttr(PyStr name) {
        PyType meta = this.type;
        if (meta == TYPE) {
            return typeGetAttribute(name);
        }
        PyObject ga = meta.getattributeHook();
        try {
            if (ga != null && ga != TYPE.lookup(Names.__getattribute__)) {
                return Abstract.callMethodDescriptor(ga, this, new PyObject[] {name},
                        Py.NO_KWNAMES);
            }
            return typeGetAttribute(name);
        } catch (PyException e) {
            PyObject hook = meta.getattrHook();
            if (hook == null || !e.matches(PyExc.AttributeError)) {
                throw e;
            }
            return Abstract.callMethodDescriptor(hook, this, new PyObject[] {name},
                    Py.NO_KWNAMES);
        }
    }

    /** {@code type.__getattribute__(cls, name)} (what a metaclass's override may call). */
    public PyObject typeGetAttribute(PyStr name) {
        PyObject r = findAttr(name);
        if (r == null) {
            throw Py.attributeError(this, name,
                    "type object '" + this.name + "' has no attribute '" + name + "'");
        }
        return r;
    }

    /** {@code getattr(cls, name, None)} without the exception: null when absent. */
    @Override
    public PyObject lookupAttr(PyStr name) {
        try {
            // a data descriptor of the metatype may raise AttributeError (__abstractmethods__)
            return type == TYPE ? findAttr(name) : getAttr(name);
        } catch (PyException e) {
            if (e.matches(PyExc.AttributeError)) {
                return null;
            }
            throw e;
        }
    }

    /** Metatype data descriptors, then the MRO, then the metatype; null when absent. */
    private PyObject findAttr(PyStr name) {
        PyType meta = this.type;
        PyObject metaAttr = meta.lookup(name);
        if (metaAttr != null && Descriptors.isData(metaAttr)
                && (metaAttr instanceof PyDescriptor || metaAttr.type.descrGetHook() != null)) {
            return Descriptors.get(metaAttr, this, meta);
        }
        PyObject attr = lookup(name);
        if (attr != null) {
            return Descriptors.get(attr, null, this);
        }
        if (metaAttr != null) {
            return Descriptors.get(metaAttr, this, meta);
        }
        return null;
    }

    /** {@code type.__setattr__}: class attributes of user classes; builtins refuse. */
    @Override
    public void setAttr(PyStr name, PyObject value) {
        PyType meta = this.type;
        if (meta != TYPE) {
            PyObject hook = meta.setattrHook();
            if (hook != null && hook != TYPE.lookup(Names.__setattr__)) {
                Abstract.callMethodDescriptor(hook, this, new PyObject[] {name, value},
                        Py.NO_KWNAMES);
                return;
            }
        }
        typeSetAttr(name, value);
    }

    /** A builtin (immutable) type refuses to change attribute {@code attr}: CPython's words. */
    PyException cannotSet(String attr) {
        return Py.typeError("cannot set '" + attr + "' attribute of immutable type '"
                + getTpName() + "'");
    }

    /** A class refuses to lose its special attribute {@code attr}: CPython's words (its
     *  check_set_special_type_attr, whatever the class). */
    PyException cannotDelete(String attr) {
        return Py.typeError("cannot delete '" + attr + "' attribute of immutable type '"
                + getTpName() + "'");
    }

    /** The default behaviour of {@code type.__setattr__} (also what {@code type.__setattr__(C, n, v)} does). */
    public void typeSetAttr(PyStr name, PyObject value) {
        if (!isMutable()) {
            throw cannotSet(name.value);  // before any descriptor, as CPython's type_setattro
        }
        PyObject metaAttr = type.lookup(name);
        if (metaAttr != null && Descriptors.isData(metaAttr)) {
            Descriptors.set(metaAttr, this, value);
            return;
        }
        ensureReady();
        dict.setItem(name.intern(), value);
        modified();
    }

    /** {@code del cls.name}: a metaclass's own {@code __delattr__} first, as for setting. */
    @Override
    public void delAttr(PyStr name) {
        PyType meta = this.type;
        if (meta != TYPE) {
            PyObject hook = meta.delattrHook();
            if (hook != null && hook != TYPE.lookup(Names.__delattr__)) {
                Abstract.callMethodDescriptor(hook, this, new PyObject[] {name}, Py.NO_KWNAMES);
                return;
            }
        }
        typeDelAttr(name);
    }

    /** The default behaviour of {@code type.__delattr__}. */
    public void typeDelAttr(PyStr name) {
        if (!isMutable()) {
            throw cannotSet(name.value);  // CPython's type_setattro deletes too: the same words
        }
        PyObject metaAttr = type.lookup(name);
        if (metaAttr != null && Descriptors.isData(metaAttr)) {
            Descriptors.delete(metaAttr, this);
            return;
        }
        if (dict.getItem(name) == null) {
            throw Py.attributeError(this, name,
                    "type object '" + this.name + "' has no attribute '" + name + "'");
        }
        dict.delItem(name);
        modified();
    }

    /** Writes into a builtin type's dictionary while it is being defined. */
    public void define(String name, PyObject value) {
        dict.setItem(PyStr.intern(name), value);
    }

    @Override
    public PyDict getDict() {
        return getTypeDict();
    }

    // ------------------------------------------------------------------ defining builtin types

    private String q(String name) {
        return this.name + "." + name;
    }

    /**
     * The special methods that stand for a type slot: CPython makes these slot wrappers
     * ({@code wrapper_descriptor}) when a builtin type defines them. Compare CPython
     * typeobject.c: {@code slotdefs}.
     */
    private static final Set<String> SLOT_NAMES = Set.of("__abs__", "__add__", "__aiter__",
            "__and__", "__anext__", "__await__", "__bool__", "__buffer__", "__call__",
            "__contains__", "__del__", "__delattr__", "__delete__", "__delitem__", "__divmod__",
            "__eq__", "__float__", "__floordiv__", "__ge__", "__get__", "__getattribute__",
            "__getitem__", "__gt__", "__hash__", "__iadd__", "__iand__", "__ifloordiv__",
            "__ilshift__", "__imatmul__", "__imod__", "__imul__", "__index__", "__init__",
            "__int__", "__invert__", "__ior__", "__ipow__", "__irshift__", "__isub__",
            "__iter__", "__itruediv__", "__ixor__", "__le__", "__len__", "__lshift__", "__lt__",
            "__matmul__", "__mod__", "__mul__", "__ne__", "__neg__", "__next__", "__or__",
            "__pos__", "__pow__", "__radd__", "__rand__", "__rdivmod__", "__release_buffer__",
            "__repr__", "__rfloordiv__", "__rlshift__", "__rmatmul__", "__rmod__", "__rmul__",
            "__ror__", "__rpow__", "__rrshift__", "__rshift__", "__rsub__", "__rtruediv__",
            "__rxor__", "__set__", "__setattr__", "__setitem__", "__str__", "__sub__",
            "__truediv__", "__xor__");

    /**
     * Slot names that these builtin types also define as ordinary methods, which take the
     * place of the slot wrapper in their dictionary (CPython's {@code METH_COEXIST}).
     */
    private static final Set<String> COEXISTING_METHODS = Set.of("dict.__getitem__",
            "list.__getitem__", "dict.__contains__", "set.__contains__",
            "frozenset.__contains__", "defaultdict.__getitem__");

    /** A method descriptor of the kind CPython gives a method of this name on this type. */
    private PyMethodDescr methodDescr(Builtin.Impl impl) {
        if (SLOT_NAMES.contains(impl.name) && !COEXISTING_METHODS.contains(impl.qualname)) {
            return PyMethodDescr.slotWrapper(this, impl);
        }
        return new PyMethodDescr(this, impl, false);
    }

    /** A method taking no arguments besides self. */
    public void method0(String name, Builtin.F0 f) {
        define(name, methodDescr(Builtin.Impl.of0(name, q(name), f)));
    }

    /** A method taking exactly one argument. */
    public void method1(String name, Builtin.F1 f) {
        define(name, methodDescr(Builtin.Impl.of1(name, q(name), f)));
    }

    /**
     * Mark this type's methods {@code names} (defined already) as sequence slots of CPython's:
     * {@code __add__} as {@code sq_concat}, {@code __mul__} and {@code __rmul__} as
     * {@code sq_repeat}, {@code __iadd__} and {@code __imul__} as their in-place forms, which
     * a sequence type has instead of number slots. The operators ({@link Abstract#binaryOp},
     * {@link Abstract#inplaceOp}) try the operands' number methods first and these only after
     * them, as CPython's {@code PyNumber_Add} and kin do; called directly, such a method
     * raises for an operand it does not take (CPython's slot wrappers).
     */
    public void sequenceSlots(String... names) {
        for (String name : names) {
            if (!(dict.getItem(PyStr.intern(name)) instanceof PyMethodDescr md)
                    || md.owner != this) {
                throw new IllegalStateException(name + " is not a method of " + getName());
            }
            md.sequenceSlot = true;
        }
    }

    /** A method taking exactly two arguments. */
    public void method2(String name, Builtin.F2 f) {
        define(name, methodDescr(Builtin.Impl.of2(name, q(name), f)));
    }

    /** A method taking exactly three arguments. */
    public void method3(String name, Builtin.F3 f) {
        define(name, methodDescr(Builtin.Impl.of3(name, q(name), f)));
    }

    /** A method taking {@code min} to {@code max} positional arguments. */
    public void methodN(String name, int min, int max, Builtin.FN f) {
        define(name, methodDescr(Builtin.Impl.ofN(name, q(name), min, max, f)));
    }

    /** A method taking any arguments, keywords included. */
    public void methodK(String name, Builtin.FK f) {
        define(name, methodDescr(Builtin.Impl.ofK(name, q(name), f)));
    }

    /** A classmethod ({@code self} is the class). */
    public void classMethodK(String name, Builtin.FK f) {
        define(name, new PyMethodDescr(this, Builtin.Impl.ofK(name, q(name), f), true));
    }

    /** A staticmethod ({@code self} is the class, as CPython binds it, and unused). */
    public void staticMethodK(String name, Builtin.FK f) {
        define(name, new PyStaticMethod(new PyBuiltinFunction(Builtin.Impl.ofK(name, q(name), f),
                this)));
    }

    /** {@code __new__}: {@code self} is the class being instantiated. */
    public void constructor(Builtin.FK f) {
        define("__new__", new PyBuiltinFunction(Builtin.Impl.ofK("__new__", q("__new__"), f), this,
                true, null));
    }

    /** A computed attribute; {@code setter} may be null for read-only. */
    public void getset(String name, PyGetSetDescr.Getter getter, PyGetSetDescr.Setter setter) {
        define(name, new PyGetSetDescr(this, name, getter, setter, null));
    }

    /**
     * A read-only member ({@code member_descriptor}, as a field of CPython's {@code PyMemberDef}
     * table, which says "readonly attribute" when assigned).
     */
    public void readonlyMember(String name, PyGetSetDescr.Getter getter) {
        define(name, new PyGetSetDescr(this, name, getter, null, null, true));
    }

    /** A computed attribute with a deleter. */
    public void getset(String name, PyGetSetDescr.Getter getter, PyGetSetDescr.Setter setter,
            PyGetSetDescr.Deleter deleter) {
        define(name, new PyGetSetDescr(this, name, getter, setter, deleter));
    }

    // ------------------------------------------------------------------ call

    /** {@code type.__call__}: {@code type(x)}, {@code type(name, bases, dict)}, or instantiation. */
    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        PyType meta = this.type;
        if (meta != TYPE) {
            PyObject c = meta.lookup(Names.__call__);
            if (c != TYPE.lookup(Names.__call__)) {
                return Abstract.callMethodDescriptor(c, this, args, kwnames);
            }
        }
        return typeCall(args, kwnames);
    }

    /**
     * {@code type.__call__(cls, ...)} itself, as a metaclass's {@code super().__call__} reaches
     * it: {@code type(x)}, or {@code __new__} then {@code __init__}. Compare CPython type_call.
     */
    public PyObject typeCall(PyObject[] args, PyStr[] kwnames) {
        if (this == TYPE) {
            if (args.length == 1 && kwnames.length == 0) {
                return args[0].type;
            }
            if (args.length - kwnames.length != 3) {
                throw Py.typeError("type() takes 1 or 3 arguments");
            }
        }
        return construct(args, kwnames);
    }

    /**
     * A builtin type's instance made from one positional argument, as CPython's
     * {@code tp_vectorcall} of int, float, bool and tuple makes it: what {@code __new__} then
     * {@code __init__} give, without looking either up (a builtin type's are fixed). Only for
     * types whose {@code __new__} gives an exact instance, whose {@code __init__} is then
     * {@code object.__init__}: str's may give a subclass's instance, whose own
     * {@code __init__} then runs (as {@code CALL_STR_1} runs it).
     */
    public interface Construct1 {
        PyObject make(PyObject arg);
    }

    /** This builtin type's {@link Construct1}, or null; set by its definer, never inherited. */
    public Construct1 construct1;

    /** Instantiate: {@code __new__} then, when it returned an instance of this class, {@code __init__}. */
    public PyObject construct(PyObject[] args, PyStr[] kwnames) {
        Construct1 one = construct1;
        if (one != null && args.length == 1 && kwnames.length == 0) {
            return one.make(args[0]);
        }
        if ((flags & IS_ABSTRACT) != 0) {
            throw TypeFactory.abstractInstantiationError(this);
        }
        PyObject newMethod = lookup(Names.__new__);
        PyObject obj;
        if (newMethod == ObjectMethods.OBJECT_NEW) {
            obj = ObjectMethods.objectNew(this, args, kwnames);
        } else {
            // CPython's slot_tp_new reads type.__new__ through the descriptor protocol: a
            // staticmethod gives its function, a classmethod binds the class
            PyObject f = newMethod instanceof PyStaticMethod sm ? sm.callable
                    : newMethod instanceof PyFunction || newMethod instanceof PyBuiltinFunction
                            ? newMethod : Descriptors.get(newMethod, null, this);
            obj = Abstract.callPrepend(f, this, args, kwnames);
        }
        if (!obj.type.isSubtype(this)) {
            return obj;
        }
        PyObject init = obj.type.lookup(Names.__init__);
        if (init == ObjectMethods.OBJECT_INIT) {
            ObjectMethods.checkObjectInitArgs(obj.type, args, kwnames);
        } else {
            PyObject r = Abstract.callMethodDescriptor(init, obj, args, kwnames);
            if (r != Py.None) {
                throw Py.typeError("__init__() should return None, not '" + r.type.getName()
                        + "'");
            }
        }
        return obj;
    }

    @Override
    public String toString() {
        String m = getModuleName();
        return "<class '" + (m.equals("builtins") ? qualname : m + "." + qualname) + "'>";
    }
}
