package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInstance;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyProperty;
import org.specializer.api.PyType;
import org.specializer.spi.Opcode;

/**
 * Bodies of LOAD_ATTR's specialized children (CPython 3.13's twelve), guards first.
 *
 * <p>Cache units after the instruction ({@code instr[ip + 1 + k]}): k = 0 the counter; 1-2
 * {@code version} (u32, low half first): the owner type's version tag, the module dict's keys
 * version (MODULE) or the class's own version (CLASS); 3-4 {@code keys_version}: an index
 * (inline value, dict entry, slot), a function version (PROPERTY, GETATTRIBUTE_OVERRIDDEN) or
 * the class's shared keys version (*_WITH_VALUES); 5 the reference slot of the cached object.
 *
 * <p>A fast path trusts only its guards, whatever a specializer left in the cache: a version
 * of 0 (a field nobody wrote) matches nothing, the cached object is type-checked before it is
 * used, and indexes are bounds-checked where a wrong one could reach outside an array.
 *
 * <p>Children that may run in method form (oparg bit 0: push NULL after the attribute) return
 * the new stack pointer, or -1 when a guard failed. The METHOD_* children push
 * {@code [descr, owner]} and the NONDESCRIPTOR_* and call children replace the owner; they
 * return false when a guard failed. Nothing is written before the guards pass.
 */
final class LoadAttrInstructions {
    private LoadAttrInstructions() {}

    /** LOAD_ATTR_SLOT's slot index for {@code __class__}: read the object's type (as the family writes it). */
    static final int DUNDER_CLASS_SLOT = 0xFFFF;

    // ------------------------------------------------------------------ cache and guards

    private static int version(char[] instr, int ip) {
        return instr[ip + 2] | instr[ip + 3] << 16;
    }

    private static int keysVersion(char[] instr, int ip) {
        return instr[ip + 4] | instr[ip + 5] << 16;
    }

    private static int index(char[] instr, int ip) {
        return instr[ip + 4];
    }

    private static Object cached(PyCode code, int ip) {
        return code.refs[code.instructions[ip + 6]];
    }

    /** Push the method form's NULL: the new stack pointer. */
    private static int withNull(PyObject[] s, int sp, int arg) {
        if ((arg & 1) != 0) {
            s[sp] = null;
            return sp + 1;
        }
        return sp;
    }

    // ------------------------------------------------------------------ value cores
    // Each child's guard and action over the owner and the cache's fields: the attribute, or
    // null when a guard fails. Tier 2 calls them with the fields as constants; the loop's
    // bodies below decode the cache and the stack and call them too.

    /** {@code owner}'s type has this (non-zero) version: nothing about it changed since. */
    static boolean typeVersionIs(PyObject owner, int version) {
        return version != 0 && owner.type.currentVersion() == version;
    }

    /** {@link #typeVersionIs}, guard 1 of the child {@code op}. */
    static boolean typeVersionIs(int op, PyObject owner, int version) {
        return Mutants.off(op, 1) || typeVersionIs(owner, version);
    }

    @Core(Opcode.LOAD_ATTR_INSTANCE_VALUE)
    static PyObject instanceValue(PyObject owner, int version, int index) {
        int op = Op.LOAD_ATTR_INSTANCE_VALUE;
        if (!typeVersionIs(op, owner, version)
                || Mutants.on(op, 2) && !(owner instanceof PyInstance)) {
            return null;
        }
        PyObject[] values = ((PyInstance) owner).values;
        // a dict took over, or the attribute is unset on this instance: null
        return Mutants.on(op, 3) && values == null
                || Mutants.on(op, 4) && index >= values.length ? null : values[index];
    }

    @Core(Opcode.LOAD_ATTR_MODULE)
    static PyObject module(PyObject owner, int keysVersion, int index) {
        int op = Op.LOAD_ATTR_MODULE;
        if (Mutants.on(op, 1) && (!(owner instanceof PyModule) || owner.type != PyModule.TYPE)) {
            return null;
        }
        PyDict d = ((PyModule) owner).dict;
        return Mutants.on(op, 2) && (keysVersion == 0 || d.currentKeysVersion() != keysVersion)
                ? null : d.valueAt(index);
    }

    @Core(Opcode.LOAD_ATTR_WITH_HINT)
    static PyObject withHint(PyObject owner, int version, int hint, PyObject name) {
        int op = Op.LOAD_ATTR_WITH_HINT;
        if (!typeVersionIs(op, owner, version)
                || Mutants.on(op, 2) && !(owner instanceof PyInstance)
                || Mutants.on(op, 3) && ((PyInstance) owner).dict == null) {
            return null;
        }
        PyDict d = ((PyInstance) owner).dict;
        PyObject v = d.valueAt(hint);
        return Mutants.on(op, 4) && v == null || Mutants.on(op, 5) && d.keyAt(hint) != name
                ? null : v;
    }

    @Core(Opcode.LOAD_ATTR_SLOT)
    static PyObject slot(PyObject owner, int version, int index) {
        int op = Op.LOAD_ATTR_SLOT;
        if (!typeVersionIs(op, owner, version)) {
            return null;
        }
        if (index == DUNDER_CLASS_SLOT) {
            return owner.type;
        }
        if (Mutants.on(op, 2) && !(owner instanceof PyInstance)) {
            return null;
        }
        PyObject[] slots = ((PyInstance) owner).slots;
        if (Mutants.on(op, 3) && (slots == null || index >= slots.length)) {
            return null;
        }
        return slots[index];  // null when unset: the generic form raises AttributeError
    }

    @Core(Opcode.LOAD_ATTR_CLASS)
    static PyObject classAttribute(PyObject owner, int version, Object cached) {
        int op = Op.LOAD_ATTR_CLASS;
        return (Mutants.off(op, 1) || owner instanceof PyType)
                && (Mutants.off(op, 2) || version != 0
                        && ((PyType) owner).currentVersion() == version)
                && (Mutants.off(op, 3) || cached instanceof PyObject) ? (PyObject) cached : null;
    }

    /** LOAD_ATTR_PROPERTY: the getter's result, or null when a guard fails (before the call). */
    @Core(Opcode.LOAD_ATTR_PROPERTY)
    static PyObject property(PyObject owner, int version, int functionVersion, Object cached) {
        int op = Op.LOAD_ATTR_PROPERTY;
        if (!typeVersionIs(op, owner, version)
                || Mutants.on(op, 2) && !(cached instanceof PyProperty)
                || Mutants.on(op, 3) && !(((PyProperty) cached).fget instanceof PyFunction)
                || functionVersion == 0) {
            return null;
        }
        PyFunction fget = (PyFunction) ((PyProperty) cached).fget;
        if (fget.version != functionVersion) {
            return null;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_PROPERTY);
        }
        return Calls.callFunction(fget, owner, Py.NO_ARGS, 0, 0, Py.NO_KWNAMES);
    }

    /** LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN: the hook's result, or null when a guard fails. */
    @Core(Opcode.LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN)
    static PyObject getattributeOverridden(PyObject owner, int version, int functionVersion,
            Object cached, PyObject name) {
        int op = Op.LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN;
        if (!typeVersionIs(op, owner, version)
                || Mutants.on(op, 2) && !(cached instanceof PyFunction)
                || functionVersion == 0 || ((PyFunction) cached).version != functionVersion) {
            return null;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN);
        }
        return Calls.callFunction((PyFunction) cached, owner, new PyObject[] {name}, 0, 1,
                Py.NO_KWNAMES);
    }

    /**
     * The instance keeps inline values and its class's shared keys have this version: no
     * instance attribute can shadow the class attribute the specializer found. Guards 1-3 of
     * the child {@code op}.
     */
    static boolean noInstanceShadow(int op, PyObject owner, int version, int keysVersion) {
        return typeVersionIs(op, owner, version)
                && (Mutants.off(op, 2) || owner instanceof PyInstance inst && inst.values != null)
                && (Mutants.off(op, 3) || keysVersion != 0
                        && owner.type.getSharedKeys().currentKeysVersion() == keysVersion);
    }

    /** The instance's dict is absent or empty (asking for it creates it, as generic does). */
    @Core(Opcode.LOAD_ATTR_METHOD_LAZY_DICT)
    static boolean lazyDictEmpty(PyObject owner, int version) {
        int op = Op.LOAD_ATTR_METHOD_LAZY_DICT;
        PyDict d;
        return typeVersionIs(op, owner, version)
                && (Mutants.off(op, 2) || (d = owner.getDict()) == null || d.size() == 0);
    }

    // The guards tier 2 calls by name, one per child.

    @Core(Opcode.LOAD_ATTR_METHOD_WITH_VALUES)
    static boolean methodWithValuesGuard(PyObject owner, int version, int keysVersion) {
        return noInstanceShadow(Op.LOAD_ATTR_METHOD_WITH_VALUES, owner, version, keysVersion);
    }

    @Core(Opcode.LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES)
    static boolean nondescriptorWithValuesGuard(PyObject owner, int version, int keysVersion) {
        return noInstanceShadow(Op.LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES, owner, version,
                keysVersion);
    }

    @Core(Opcode.LOAD_ATTR_METHOD_NO_DICT)
    static boolean methodNoDictGuard(PyObject owner, int version) {
        return typeVersionIs(Op.LOAD_ATTR_METHOD_NO_DICT, owner, version);
    }

    @Core(Opcode.LOAD_ATTR_NONDESCRIPTOR_NO_DICT)
    static boolean nondescriptorNoDictGuard(PyObject owner, int version) {
        return typeVersionIs(Op.LOAD_ATTR_NONDESCRIPTOR_NO_DICT, owner, version);
    }

    // ------------------------------------------------------------------ children

    /** A child's result (null: a guard failed) on the stack, with the method form's NULL. */
    private static int done(PyObject[] s, int sp, int arg, PyObject v, int op) {
        if (v == null) {
            return -1;
        }
        s[sp - 1] = v;
        if (Stats.ENABLED) {
            Stats.hit(op);
        }
        return withNull(s, sp, arg);
    }

    /** LOAD_ATTR_INSTANCE_VALUE: an inline value of an instance of a Python class. */
    static int instanceValue(PyObject[] s, int sp, char[] instr, int ip, int arg) {
        return done(s, sp, arg, instanceValue(s[sp - 1], version(instr, ip), index(instr, ip)),
                Op.LOAD_ATTR_INSTANCE_VALUE);
    }

    /** LOAD_ATTR_MODULE: an entry of an exact module's dict, by index under its keys version. */
    static int module(PyObject[] s, int sp, char[] instr, int ip, int arg) {
        return done(s, sp, arg, module(s[sp - 1], version(instr, ip), index(instr, ip)),
                Op.LOAD_ATTR_MODULE);
    }

    /** LOAD_ATTR_WITH_HINT: an entry of an instance's materialized dict, the key at the hint checked by identity. */
    static int withHint(PyObject[] s, int sp, PyCode code, int ip, int arg) {
        return done(s, sp, arg, withHint(s[sp - 1], version(code.instructions, ip),
                index(code.instructions, ip), code.names[arg >> 1]), Op.LOAD_ATTR_WITH_HINT);
    }

    /** LOAD_ATTR_SLOT: a {@code __slots__} value, or the object's type for {@code __class__}. */
    static int slot(PyObject[] s, int sp, char[] instr, int ip, int arg) {
        return done(s, sp, arg, slot(s[sp - 1], version(instr, ip), index(instr, ip)),
                Op.LOAD_ATTR_SLOT);
    }

    /** LOAD_ATTR_CLASS: a method or plain attribute of a class, under the class's own version. */
    static int classAttribute(PyObject[] s, int sp, PyCode code, int ip, int arg) {
        return done(s, sp, arg, classAttribute(s[sp - 1], version(code.instructions, ip),
                cached(code, ip)), Op.LOAD_ATTR_CLASS);
    }

    /** LOAD_ATTR_PROPERTY: call the property's getter, a Python function of the cached version. */
    static boolean property(PyObject[] s, int sp, PyCode code, int ip) {
        PyObject v = property(s[sp - 1], version(code.instructions, ip),
                keysVersion(code.instructions, ip), cached(code, ip));
        if (v == null) {
            return false;
        }
        s[sp - 1] = v;
        return true;
    }

    /** LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN: call the class's Python {@code __getattribute__}. */
    static boolean getattributeOverridden(PyObject[] s, int sp, PyCode code, int ip, int arg) {
        PyObject v = getattributeOverridden(s[sp - 1], version(code.instructions, ip),
                keysVersion(code.instructions, ip), cached(code, ip), code.names[arg >> 1]);
        if (v == null) {
            return false;
        }
        s[sp - 1] = v;
        return true;
    }

    /**
     * Push {@code [method, owner]} when the guard held and the cache holds an object (guard
     * {@code n} of the child {@code op}).
     */
    private static boolean method(PyObject[] s, int sp, boolean guard, Object cached, int op,
            int n) {
        if (!guard || Mutants.on(op, n) && !(cached instanceof PyObject)) {
            return false;
        }
        s[sp] = s[sp - 1];
        s[sp - 1] = (PyObject) cached;
        if (Stats.ENABLED) {
            Stats.hit(op);
        }
        return true;
    }

    /** Replace the owner by the cached attribute when the guard held (guard n: it is an object). */
    private static boolean attribute(PyObject[] s, int sp, boolean guard, Object cached, int op,
            int n) {
        if (!guard || Mutants.on(op, n) && !(cached instanceof PyObject)) {
            return false;
        }
        s[sp - 1] = (PyObject) cached;
        if (Stats.ENABLED) {
            Stats.hit(op);
        }
        return true;
    }

    /** LOAD_ATTR_METHOD_WITH_VALUES: {@code owner -- method, owner}; no instance attribute can shadow it. */
    static boolean methodWithValues(PyObject[] s, int sp, PyCode code, int ip) {
        char[] instr = code.instructions;
        return method(s, sp, methodWithValuesGuard(s[sp - 1], version(instr, ip),
                keysVersion(instr, ip)), cached(code, ip), Op.LOAD_ATTR_METHOD_WITH_VALUES, 4);
    }

    /** LOAD_ATTR_METHOD_NO_DICT: {@code owner -- method, owner}; instances of the type have no dict. */
    static boolean methodNoDict(PyObject[] s, int sp, PyCode code, int ip) {
        return method(s, sp, methodNoDictGuard(s[sp - 1], version(code.instructions, ip)),
                cached(code, ip), Op.LOAD_ATTR_METHOD_NO_DICT, 2);
    }

    /**
     * LOAD_ATTR_METHOD_LAZY_DICT: {@code owner -- method, owner}; the instance's dict is absent
     * or empty. Asking for it creates an empty one, as the generic form does.
     */
    static boolean methodLazyDict(PyObject[] s, int sp, PyCode code, int ip) {
        Object cached = cached(code, ip);
        // the cached object checked before the guard, which may create the instance's dict
        return (Mutants.off(Op.LOAD_ATTR_METHOD_LAZY_DICT, 3) || cached instanceof PyObject)
                && method(s, sp, lazyDictEmpty(s[sp - 1], version(code.instructions, ip)),
                        cached, Op.LOAD_ATTR_METHOD_LAZY_DICT, 3);
    }

    /** LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES: a plain class attribute no instance attribute can shadow. */
    static boolean nondescriptorWithValues(PyObject[] s, int sp, PyCode code, int ip) {
        char[] instr = code.instructions;
        return attribute(s, sp, nondescriptorWithValuesGuard(s[sp - 1], version(instr, ip),
                keysVersion(instr, ip)), cached(code, ip), Op.LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES,
                4);
    }

    /** LOAD_ATTR_NONDESCRIPTOR_NO_DICT: a plain class attribute; instances of the type have no dict. */
    static boolean nondescriptorNoDict(PyObject[] s, int sp, PyCode code, int ip) {
        return attribute(s, sp, nondescriptorNoDictGuard(s[sp - 1],
                version(code.instructions, ip)), cached(code, ip),
                Op.LOAD_ATTR_NONDESCRIPTOR_NO_DICT, 2);
    }
}
