package org.specializer.family.storeattr;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Descriptors;
import org.specializer.api.PyClassMethod;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInstance;
import org.specializer.api.PyMemberDescr;
import org.specializer.api.PyMethodDescr;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyProperty;
import org.specializer.api.PyStr;
import org.specializer.api.PySuper;
import org.specializer.api.PyType;
import org.specializer.spi.CacheField;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * STORE_ATTR: {@code owner.name = v} on an instance of a Python class, when no class
 * attribute of that name intercepts the store. Compare CPython specialize.c:
 * {@code _Py_Specialize_StoreAttr}.
 *
 * <ul>
 *   <li>The name is a {@code __slots__} member → STORE_ATTR_SLOT (the slot index).
 *   <li>No class attribute, the instance keeps inline values, the name is already among the
 *       class's shared keys → STORE_ATTR_INSTANCE_VALUE (the value index).
 *   <li>No class attribute, the instance's dict is materialized and already holds the name →
 *       STORE_ATTR_WITH_HINT (the entry index, checked against the key on every store).
 * </ul>
 * The cache holds the owner type's version tag (u32) and the index (u16). Anything on the
 * class that could see the store (a data descriptor, {@code __setattr__}) fails here, and
 * adding one later changes the type's version.
 */
public final class StoreAttrSpecializer implements Specializer {
    private static final CacheField VERSION = Family.STORE_ATTR.field("version");
    private static final CacheField INDEX = Family.STORE_ATTR.field("index");

    @Override
    public Family family() {
        return Family.STORE_ATTR;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject owner = site.stack(0);
        PyStr name = site.name(site.oparg());
        if (owner instanceof PyModule || owner instanceof PyType || owner instanceof PySuper) {
            return Decision.fail(CommonFailure.OVERRIDDEN);  // their own __setattr__
        }
        PyType type = owner.type;
        if (type.setattrHook() != null) {
            return Decision.fail(CommonFailure.OVERRIDDEN);
        }
        PyObject descr = type.lookup(name);
        int version = type.version();
        if (version == 0) {
            return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
        }
        if (descr == null) {
            return instanceAttribute(site, owner, name, version);
        }
        if (descr instanceof PyMemberDescr member) {
            return slot(site, owner, member, version);
        }
        return Decision.fail(classAttributeFailure(descr, name));
    }

    /**
     * Why a class attribute of the stored name prevents specialization. Compare CPython
     * specialize.c: {@code analyze_descriptor} with {@code store} true.
     */
    static FailureKind classAttributeFailure(PyObject d, PyStr name) {
        if (d.type.isHeapType()) {
            return StoreAttrFailure.MUTABLE_CLASS;
        }
        if (Descriptors.isData(d)) {
            if (d instanceof PyProperty) {
                return StoreAttrFailure.PROPERTY;
            }
            if (name.value.equals("__class__") && d == PyType.OBJECT.lookup(name)) {
                return StoreAttrFailure.NON_OBJECT_SLOT;
            }
            return StoreAttrFailure.OVERRIDING_DESCRIPTOR;
        }
        if (Descriptors.hasGet(d)) {
            if (d instanceof PyFunction || (d instanceof PyMethodDescr md && !md.isClassMethod)) {
                return StoreAttrFailure.METHOD;
            }
            if (d instanceof PyMethodDescr) {
                return StoreAttrFailure.BUILTIN_CLASS_METHOD_OBJ;
            }
            if (d instanceof PyClassMethod) {
                return StoreAttrFailure.CLASS_METHOD_OBJ;
            }
            return StoreAttrFailure.CLASS_ATTR_DESCRIPTOR;
        }
        return StoreAttrFailure.CLASS_ATTR_SIMPLE;
    }

    private static Decision slot(Site site, PyObject owner, PyMemberDescr member, int version) {
        if (!(owner instanceof PyInstance inst) || inst.slots == null
                || !owner.type.isSubtype(member.owner) || member.index >= inst.slots.length) {
            return Decision.fail(CommonFailure.EXPECTED_ERROR);  // the generic form raises
        }
        if (member.index > 0xFFFF) {
            return Decision.fail(CommonFailure.OUT_OF_RANGE);
        }
        site.setU32(VERSION, version);
        site.setU16(INDEX, member.index);
        return Decision.specialize(Opcode.STORE_ATTR_SLOT);
    }

    // Compare CPython specialize.c: specialize_dict_access
    private static Decision instanceAttribute(Site site, PyObject owner, PyStr name,
            int version) {
        if (!(owner instanceof PyInstance inst) || !owner.type.hasFlag(PyType.INLINE_VALUES)) {
            return Decision.fail(StoreAttrFailure.NOT_MANAGED_DICT);
        }
        if (inst.values != null) {
            int index = owner.type.getSharedKeys().indexOf(name);
            if (index < 0) {
                return Decision.fail(StoreAttrFailure.NOT_IN_KEYS);
            }
            site.setU32(VERSION, version);
            site.setU16(INDEX, index);
            return Decision.specialize(Opcode.STORE_ATTR_INSTANCE_VALUE);
        }
        PyDict d = inst.dict;
        if (d == null || d.getClass() != PyDict.class) {
            return Decision.fail(CommonFailure.NO_DICT);
        }
        int hint = d.strEntryIndex(name);
        if (hint == -2) {
            return Decision.fail(StoreAttrFailure.NON_STRING_OR_SPLIT);
        }
        if (hint < 0) {
            return Decision.fail(StoreAttrFailure.NOT_IN_DICT);
        }
        if (hint > 0xFFFF) {
            return Decision.fail(CommonFailure.OUT_OF_RANGE);
        }
        site.setU32(VERSION, version);
        site.setU16(INDEX, hint);
        return Decision.specialize(Opcode.STORE_ATTR_WITH_HINT);
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(StoreAttrFailure.values()));
        return all;
    }
}
