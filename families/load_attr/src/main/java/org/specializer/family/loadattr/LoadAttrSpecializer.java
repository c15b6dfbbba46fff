package org.specializer.family.loadattr;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Descriptors;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInstance;
import org.specializer.api.PyMemberDescr;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyProperty;
import org.specializer.api.PyStr;
import org.specializer.api.PySuper;
import org.specializer.api.PyType;
import org.specializer.api.SharedKeys;
import org.specializer.spi.CacheField;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * LOAD_ATTR: chooses among the twelve children of CPython 3.13 by the owner's shape. Compare
 * CPython specialize.c: {@code _Py_Specialize_LoadAttr}.
 *
 * <h2>Decision</h2>
 * <ul>
 *   <li>An exact module: the name's entry in the module dict, without {@code __getattr__} in
 *       the module → LOAD_ATTR_MODULE (keys version, entry index).
 *   <li>A class whose metaclass is exactly {@code type}, which does not itself define the
 *       name: a method or plain attribute found on the class → LOAD_ATTR_CLASS (the class's
 *       own version, the attribute).
 *   <li>Anything else is an instance, classified by {@link AttributeKind}: an instance
 *       attribute → LOAD_ATTR_INSTANCE_VALUE (inline values) or LOAD_ATTR_WITH_HINT (a
 *       materialized dict); a slot or {@code __class__} → LOAD_ATTR_SLOT; a property →
 *       LOAD_ATTR_PROPERTY; a Python {@code __getattribute__} → GETATTRIBUTE_OVERRIDDEN; a
 *       method in method form (oparg bit 0) → METHOD_WITH_VALUES, METHOD_NO_DICT or
 *       METHOD_LAZY_DICT; a plain class attribute in plain form → NONDESCRIPTOR_WITH_VALUES or
 *       NONDESCRIPTOR_NO_DICT, by how the instance stores its own attributes.
 * </ul>
 *
 * <h2>Cache (9 units after the counter's)</h2>
 * {@code version} (u32) holds the owner type's version tag, except for MODULE (the module
 * dict's keys version) and CLASS (the class object's version). {@code keys_version} (u32)
 * holds the inline-value index (INSTANCE_VALUE), the dict entry index (MODULE, WITH_HINT),
 * the slot index (SLOT; {@link #DUNDER_CLASS_SLOT} for {@code __class__}), the function
 * version (PROPERTY, GETATTRIBUTE_OVERRIDDEN) or the shared keys version (*_WITH_VALUES).
 * {@code descr} names the reference slot holding the cached object: the attribute, the
 * property (its getter is re-read and version-checked on every execution), or the
 * {@code __getattribute__} function.
 *
 * <h2>Where our object model differs</h2>
 * An instance has a dict "lazily" when its Java class overrides {@link PyObject#getDict()}
 * (functions, exceptions, instances of subclasses of builtins); METHOD_LAZY_DICT then checks
 * that this dict is absent or empty. Instances of Python classes keep their attributes in
 * inline values ({@link PyInstance#values}); one whose dict was materialized is not given a
 * *_WITH_VALUES child (CPython 3.13 would give one that can never hit).
 */
public final class LoadAttrSpecializer implements Specializer {
    private static final CacheField VERSION = Family.LOAD_ATTR.field("version");
    private static final CacheField KEYS_VERSION = Family.LOAD_ATTR.field("keys_version");
    private static final CacheField DESCR = Family.LOAD_ATTR.field("descr");

    /** The slot index LOAD_ATTR_SLOT reads as "the object's type" ({@code __class__}). */
    static final int DUNDER_CLASS_SLOT = 0xFFFF;

    /** Does the Java class keep a per-instance dict (does it override {@code getDict})? */
    private static final ClassValue<Boolean> MAY_HAVE_DICT = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> c) {
            try {
                return c.getMethod("getDict").getDeclaringClass() != PyObject.class;
            } catch (NoSuchMethodException | SecurityException e) {
                return Boolean.TRUE;  // assume a dict: only METHOD_LAZY_DICT can follow
            }
        }
    };

    @Override
    public Family family() {
        return Family.LOAD_ATTR;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject owner = site.stack(0);
        int oparg = site.oparg();
        boolean method = (oparg & 1) != 0;
        PyStr name = site.name(oparg >> 1);
        if (owner instanceof PyModule m) {
            return m.type == PyModule.TYPE ? module(site, m, name)
                    : Decision.fail(CommonFailure.OVERRIDDEN);
        }
        if (owner instanceof PyType cls) {
            return classAttribute(site, cls, name);
        }
        if (owner instanceof PySuper) {
            return Decision.fail(CommonFailure.OVERRIDDEN);
        }
        return instance(site, owner, name, method);
    }

    // Compare CPython specialize.c: specialize_module_load_attr
    private static Decision module(Site site, PyModule m, PyStr name) {
        PyDict d = m.dict;
        if (d.strEntryIndex(Names.__getattr__) != -1) {
            return Decision.fail(LoadAttrFailure.MODULE_ATTR_NOT_FOUND);
        }
        int index = d.strEntryIndex(name);
        if (index == -2) {
            return Decision.fail(LoadAttrFailure.NON_STRING_OR_SPLIT);
        }
        if (index < 0) {
            return Decision.fail(LoadAttrFailure.MODULE_ATTR_NOT_FOUND);
        }
        if (index > 0xFFFF) {
            return Decision.fail(CommonFailure.OUT_OF_RANGE);
        }
        PyObject typeAttr = PyModule.TYPE.lookup(name);
        if (typeAttr != null && Descriptors.isData(typeAttr)) {
            // module's own data descriptors (__class__, __dict__) win over its dict
            return Decision.fail(LoadAttrFailure.OVERRIDING_DESCRIPTOR);
        }
        int keysVersion = d.keysVersion();
        if (keysVersion == 0) {
            return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
        }
        site.setU32(VERSION, keysVersion);
        site.setU32(KEYS_VERSION, index);
        site.setRef(DESCR, null);
        return Decision.specialize(Opcode.LOAD_ATTR_MODULE);
    }

    // Compare CPython specialize.c: specialize_class_load_attr
    private static Decision classAttribute(Site site, PyType cls, PyStr name) {
        if (cls.type != PyType.TYPE || PyType.TYPE.lookup(name) != null) {
            return Decision.fail(LoadAttrFailure.METACLASS_ATTRIBUTE);
        }
        AttributeKind.Found found = AttributeKind.analyze(cls, name);
        int version = cls.version();
        if (version == 0) {
            return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
        }
        switch (found.kind()) {
            case METHOD:
            case NON_DESCRIPTOR:
                site.setU32(VERSION, version);
                site.setU32(KEYS_VERSION, 0);
                site.setRef(DESCR, found.descr());
                return Decision.specialize(Opcode.LOAD_ATTR_CLASS);
            case ABSENT:
                return Decision.fail(CommonFailure.EXPECTED_ERROR);
            default:
                return Decision.fail(classFailure(found.kind()));
        }
    }

    /** Compare CPython specialize.c: {@code load_attr_fail_kind}. */
    private static FailureKind classFailure(AttributeKind kind) {
        return switch (kind) {
            case PROPERTY -> LoadAttrFailure.PROPERTY;
            case OBJECT_SLOT -> LoadAttrFailure.OBJECT_SLOT;
            case DUNDER_CLASS -> CommonFailure.OTHER;
            case MUTABLE -> LoadAttrFailure.MUTABLE_CLASS;
            case GETSET_OVERRIDDEN, GETATTRIBUTE_IS_PYTHON_FUNCTION -> CommonFailure.OVERRIDDEN;
            case BUILTIN_CLASSMETHOD -> LoadAttrFailure.BUILTIN_CLASS_METHOD;
            case PYTHON_CLASSMETHOD -> LoadAttrFailure.CLASS_METHOD_OBJ;
            case NON_OVERRIDING -> LoadAttrFailure.NON_OVERRIDING_DESCRIPTOR;
            case NON_DESCRIPTOR -> LoadAttrFailure.NOT_DESCRIPTOR;
            case METHOD -> LoadAttrFailure.METHOD;
            case ABSENT -> LoadAttrFailure.INSTANCE_ATTRIBUTE;
        };
    }

    private static Decision instance(Site site, PyObject owner, PyStr name, boolean method) {
        PyType type = owner.type;
        if (type.overridesGetAttr()) {
            // its reads do not go to the type (CPython: a tp_getattro of its own)
            return Decision.fail(CommonFailure.OVERRIDDEN);
        }
        AttributeKind.Found found = AttributeKind.analyze(type, name);
        int version = type.version();
        if (version == 0) {
            return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
        }
        PyObject descr = found.descr();
        return switch (found.kind()) {
            case METHOD -> method
                    ? classAttributeOnInstance(site, owner, name, descr, version, true)
                    : Decision.fail(LoadAttrFailure.METHOD);
            case PROPERTY -> property(site, (PyProperty) descr, version, method);
            case OBJECT_SLOT -> slot(site, owner, (PyMemberDescr) descr, version);
            case DUNDER_CLASS -> dunderClass(site, version);
            case MUTABLE -> Decision.fail(LoadAttrFailure.MUTABLE_CLASS);
            case GETSET_OVERRIDDEN -> Decision.fail(CommonFailure.OVERRIDDEN);
            case GETATTRIBUTE_IS_PYTHON_FUNCTION ->
                    getattribute(site, (PyFunction) descr, version, method);
            case BUILTIN_CLASSMETHOD -> Decision.fail(LoadAttrFailure.BUILTIN_CLASS_METHOD_OBJ);
            case PYTHON_CLASSMETHOD -> Decision.fail(LoadAttrFailure.CLASS_METHOD_OBJ);
            case NON_OVERRIDING -> Decision.fail(type.hasFlag(PyType.INLINE_VALUES)
                    ? LoadAttrFailure.CLASS_ATTR_DESCRIPTOR : LoadAttrFailure.NOT_MANAGED_DICT);
            case NON_DESCRIPTOR -> method ? Decision.fail(LoadAttrFailure.CLASS_ATTR_SIMPLE)
                    : classAttributeOnInstance(site, owner, name, descr, version, false);
            case ABSENT -> instanceAttribute(site, owner, name, version);
        };
    }

    /** {@code object.__class__}: LOAD_ATTR_SLOT reading the object's type. */
    private static Decision dunderClass(Site site, int version) {
        site.setU32(VERSION, version);
        site.setU32(KEYS_VERSION, DUNDER_CLASS_SLOT);
        site.setRef(DESCR, null);
        return Decision.specialize(Opcode.LOAD_ATTR_SLOT);
    }

    // Compare CPython specialize.c: the PROPERTY case of _Py_Specialize_LoadAttr
    private static Decision property(Site site, PyProperty p, int version, boolean method) {
        PyObject fget = p.fget;
        if (fget == Py.None) {
            return Decision.fail(CommonFailure.EXPECTED_ERROR);
        }
        if (!(fget instanceof PyFunction fn)) {
            return Decision.fail(LoadAttrFailure.PROPERTY_NOT_PY_FUNCTION);
        }
        FailureKind bad = checkArgs(fn, 1);
        if (bad != null) {
            return Decision.fail(bad);
        }
        if (method) {
            return Decision.fail(LoadAttrFailure.METHOD);
        }
        if (fn.version == 0) {
            return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
        }
        site.setU32(VERSION, version);
        site.setU32(KEYS_VERSION, fn.version);
        site.setRef(DESCR, p);
        return Decision.specialize(Opcode.LOAD_ATTR_PROPERTY);
    }

    // Compare CPython specialize.c: the GETATTRIBUTE_IS_PYTHON_FUNCTION case
    private static Decision getattribute(Site site, PyFunction fn, int version, boolean method) {
        FailureKind bad = checkArgs(fn, 2);
        if (bad != null) {
            return Decision.fail(bad);
        }
        if (method) {
            return Decision.fail(LoadAttrFailure.METHOD);
        }
        if (fn.version == 0) {
            return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
        }
        site.setU32(VERSION, version);
        site.setU32(KEYS_VERSION, fn.version);
        site.setRef(DESCR, fn);
        return Decision.specialize(Opcode.LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN);
    }

    /** Compare CPython specialize.c: {@code function_check_args}; null when simple with n parameters. */
    private static FailureKind checkArgs(PyFunction fn, int n) {
        PyCode c = fn.code;
        if ((c.flags & (PyCode.CO_VARARGS | PyCode.CO_VARKEYWORDS)) != 0 || c.kwonlyargcount != 0) {
            return CommonFailure.CODE_COMPLEX_PARAMETERS;
        }
        if ((c.flags & PyCode.CO_OPTIMIZED) == 0) {
            return CommonFailure.CODE_NOT_OPTIMIZED;
        }
        return c.argcount == n ? null : CommonFailure.WRONG_NUMBER_ARGUMENTS;
    }

    // Compare CPython specialize.c: the OBJECT_SLOT case
    private static Decision slot(Site site, PyObject owner, PyMemberDescr member, int version) {
        if (!(owner instanceof PyInstance inst) || inst.slots == null
                || !owner.type.isSubtype(member.owner) || member.index >= inst.slots.length) {
            return Decision.fail(CommonFailure.EXPECTED_ERROR);  // the generic form raises
        }
        if (member.index >= DUNDER_CLASS_SLOT) {
            return Decision.fail(CommonFailure.OUT_OF_RANGE);
        }
        site.setU32(VERSION, version);
        site.setU32(KEYS_VERSION, member.index);
        site.setRef(DESCR, null);
        return Decision.specialize(Opcode.LOAD_ATTR_SLOT);
    }

    // Compare CPython specialize.c: specialize_dict_access
    private static Decision instanceAttribute(Site site, PyObject owner, PyStr name,
            int version) {
        if (!(owner instanceof PyInstance inst) || !owner.type.hasFlag(PyType.INLINE_VALUES)) {
            return Decision.fail(LoadAttrFailure.NOT_MANAGED_DICT);
        }
        if (inst.values != null) {
            int index = owner.type.getSharedKeys().indexOf(name);
            if (index < 0) {
                return Decision.fail(LoadAttrFailure.NOT_IN_KEYS);
            }
            site.setU32(VERSION, version);
            site.setU32(KEYS_VERSION, index);
            site.setRef(DESCR, null);
            return Decision.specialize(Opcode.LOAD_ATTR_INSTANCE_VALUE);
        }
        PyDict d = inst.dict;
        if (d == null || d.getClass() != PyDict.class) {
            return Decision.fail(CommonFailure.NO_DICT);
        }
        int hint = d.strEntryIndex(name);
        if (hint == -2) {
            return Decision.fail(LoadAttrFailure.NON_STRING_OR_SPLIT);
        }
        if (hint < 0) {
            return Decision.fail(LoadAttrFailure.NOT_IN_DICT);
        }
        if (hint > 0xFFFF) {
            return Decision.fail(CommonFailure.OUT_OF_RANGE);
        }
        site.setU32(VERSION, version);
        site.setU32(KEYS_VERSION, hint);
        site.setRef(DESCR, null);
        return Decision.specialize(Opcode.LOAD_ATTR_WITH_HINT);
    }

    /**
     * A method (method form) or plain class attribute (plain form) read through an instance:
     * the child depends on how the instance could shadow it. Compare CPython specialize.c:
     * {@code specialize_attr_loadclassattr}.
     */
    private static Decision classAttributeOnInstance(Site site, PyObject owner, PyStr name,
            PyObject descr, int version, boolean isMethod) {
        PyType type = owner.type;
        Opcode child;
        int keysVersion = 0;
        if (owner instanceof PyInstance inst && type.hasFlag(PyType.INLINE_VALUES)) {
            SharedKeys keys = type.getSharedKeys();
            if (keys.indexOf(name) >= 0) {
                return Decision.fail(LoadAttrFailure.SHADOWED);
            }
            if (inst.values == null) {
                return Decision.fail(isMethod ? LoadAttrFailure.NOT_MANAGED_DICT
                        : LoadAttrFailure.CLASS_ATTR_SIMPLE);
            }
            keysVersion = keys.keysVersion();
            if (keysVersion == 0) {
                return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
            }
            child = isMethod ? Opcode.LOAD_ATTR_METHOD_WITH_VALUES
                    : Opcode.LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES;
        } else if (!mayHaveDict(owner)) {
            child = isMethod ? Opcode.LOAD_ATTR_METHOD_NO_DICT
                    : Opcode.LOAD_ATTR_NONDESCRIPTOR_NO_DICT;
        } else if (isMethod) {
            // The generic form asks for the dict too (creating an empty one); no Python runs.
            PyDict d = owner.getDict();
            if (d != null && d.size() != 0) {
                return Decision.fail(LoadAttrFailure.NOT_MANAGED_DICT);
            }
            child = Opcode.LOAD_ATTR_METHOD_LAZY_DICT;
        } else {
            return Decision.fail(LoadAttrFailure.CLASS_ATTR_SIMPLE);
        }
        site.setU32(VERSION, version);
        site.setU32(KEYS_VERSION, keysVersion);
        site.setRef(DESCR, descr);
        return Decision.specialize(child);
    }

    /** Can instances of this layout have their own attributes? Fixed by the type. */
    private static boolean mayHaveDict(PyObject owner) {
        if (owner instanceof PyInstance) {
            return owner.type.instancesHaveDict();
        }
        return MAY_HAVE_DICT.get(owner.getClass());
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(LoadAttrFailure.values()));
        return all;
    }
}
