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

    /** A cached version is never 0: a cache nobody wrote (all zeros) matches nothing. */
    private static boolean typeVersionMatches(PyObject owner, char[] instr, int ip) {
        int v = version(instr, ip);
        return v != 0 && owner.type.currentVersion() == v;
    }

    /** The function's shape is the one the specializer checked (version 0: never specialize). */
    private static boolean functionVersionMatches(PyFunction f, char[] instr, int ip) {
        int v = keysVersion(instr, ip);
        return v != 0 && f.version == v;
    }

    /**
     * The instance keeps inline values and its class's shared keys are unchanged: no
     * instance attribute can shadow the class attribute the specializer found.
     */
    private static boolean noInstanceShadow(PyObject owner, char[] instr, int ip) {
        int kv = keysVersion(instr, ip);
        return typeVersionMatches(owner, instr, ip) && owner instanceof PyInstance inst
                && inst.values != null && kv != 0
                && owner.type.getSharedKeys().currentKeysVersion() == kv;
    }

    /** Push the method form's NULL: the new stack pointer. */
    private static int withNull(PyObject[] s, int sp, int arg) {
        if ((arg & 1) != 0) {
            s[sp] = null;
            return sp + 1;
        }
        return sp;
    }

    // ------------------------------------------------------------------ children

    /** LOAD_ATTR_INSTANCE_VALUE: an inline value of an instance of a Python class. */
    static int instanceValue(PyObject[] s, int sp, char[] instr, int ip, int arg) {
        PyObject owner = s[sp - 1];
        if (!typeVersionMatches(owner, instr, ip) || !(owner instanceof PyInstance inst)) {
            return -1;
        }
        PyObject[] values = inst.values;
        int i = index(instr, ip);
        PyObject v;
        if (values == null || i >= values.length || (v = values[i]) == null) {
            return -1;  // a dict took over, or the attribute is unset on this instance
        }
        s[sp - 1] = v;
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_INSTANCE_VALUE);
        }
        return withNull(s, sp, arg);
    }

    /** LOAD_ATTR_MODULE: an entry of an exact module's dict, by index under its keys version. */
    static int module(PyObject[] s, int sp, char[] instr, int ip, int arg) {
        if (!(s[sp - 1] instanceof PyModule m) || m.type != PyModule.TYPE) {
            return -1;
        }
        PyDict d = m.dict;
        int kv = version(instr, ip);
        PyObject v;
        if (kv == 0 || d.currentKeysVersion() != kv || (v = d.valueAt(index(instr, ip))) == null) {
            return -1;
        }
        s[sp - 1] = v;
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_MODULE);
        }
        return withNull(s, sp, arg);
    }

    /** LOAD_ATTR_WITH_HINT: an entry of an instance's materialized dict, the key at the hint checked by identity. */
    static int withHint(PyObject[] s, int sp, PyCode code, int ip, int arg) {
        PyObject owner = s[sp - 1];
        if (!typeVersionMatches(owner, code.instructions, ip)
                || !(owner instanceof PyInstance inst) || inst.dict == null) {
            return -1;
        }
        PyDict d = inst.dict;
        int hint = index(code.instructions, ip);
        PyObject v = d.valueAt(hint);
        if (v == null || d.keyAt(hint) != code.names[arg >> 1]) {
            return -1;
        }
        s[sp - 1] = v;
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_WITH_HINT);
        }
        return withNull(s, sp, arg);
    }

    /** LOAD_ATTR_SLOT: a {@code __slots__} value, or the object's type for {@code __class__}. */
    static int slot(PyObject[] s, int sp, char[] instr, int ip, int arg) {
        PyObject owner = s[sp - 1];
        if (!typeVersionMatches(owner, instr, ip)) {
            return -1;
        }
        int i = index(instr, ip);
        PyObject v;
        if (i == DUNDER_CLASS_SLOT) {
            v = owner.type;
        } else if (!(owner instanceof PyInstance inst) || inst.slots == null
                || i >= inst.slots.length || (v = inst.slots[i]) == null) {
            return -1;  // an unset slot: the generic form raises AttributeError
        }
        s[sp - 1] = v;
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_SLOT);
        }
        return withNull(s, sp, arg);
    }

    /** LOAD_ATTR_CLASS: a method or plain attribute of a class, under the class's own version. */
    static int classAttribute(PyObject[] s, int sp, PyCode code, int ip, int arg) {
        int v = version(code.instructions, ip);
        if (!(s[sp - 1] instanceof PyType t) || v == 0 || t.currentVersion() != v
                || !(cached(code, ip) instanceof PyObject attr)) {
            return -1;
        }
        s[sp - 1] = attr;
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_CLASS);
        }
        return withNull(s, sp, arg);
    }

    /** LOAD_ATTR_PROPERTY: call the property's getter, a Python function of the cached version. */
    static boolean property(PyObject[] s, int sp, PyCode code, int ip) {
        PyObject owner = s[sp - 1];
        char[] instr = code.instructions;
        if (!typeVersionMatches(owner, instr, ip) || !(cached(code, ip) instanceof PyProperty p)
                || !(p.fget instanceof PyFunction fget) || !functionVersionMatches(fget, instr, ip)) {
            return false;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_PROPERTY);
        }
        s[sp - 1] = Calls.callFunction(fget, owner, s, sp, 0, Py.NO_KWNAMES);
        return true;
    }

    /** LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN: call the class's Python {@code __getattribute__}. */
    static boolean getattributeOverridden(PyObject[] s, int sp, PyCode code, int ip, int arg) {
        PyObject owner = s[sp - 1];
        char[] instr = code.instructions;
        if (!typeVersionMatches(owner, instr, ip) || !(cached(code, ip) instanceof PyFunction f)
                || !functionVersionMatches(f, instr, ip)) {
            return false;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN);
        }
        s[sp - 1] = Calls.callFunction(f, owner, new PyObject[] {code.names[arg >> 1]}, 0, 1,
                Py.NO_KWNAMES);
        return true;
    }

    /** LOAD_ATTR_METHOD_WITH_VALUES: {@code owner -- method, owner}; no instance attribute can shadow it. */
    static boolean methodWithValues(PyObject[] s, int sp, PyCode code, int ip) {
        PyObject owner = s[sp - 1];
        if (!noInstanceShadow(owner, code.instructions, ip)
                || !(cached(code, ip) instanceof PyObject method)) {
            return false;
        }
        s[sp - 1] = method;
        s[sp] = owner;
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_METHOD_WITH_VALUES);
        }
        return true;
    }

    /** LOAD_ATTR_METHOD_NO_DICT: {@code owner -- method, owner}; instances of the type have no dict. */
    static boolean methodNoDict(PyObject[] s, int sp, PyCode code, int ip) {
        PyObject owner = s[sp - 1];
        if (!typeVersionMatches(owner, code.instructions, ip)
                || !(cached(code, ip) instanceof PyObject method)) {
            return false;
        }
        s[sp - 1] = method;
        s[sp] = owner;
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_METHOD_NO_DICT);
        }
        return true;
    }

    /**
     * LOAD_ATTR_METHOD_LAZY_DICT: {@code owner -- method, owner}; the instance's dict is absent
     * or empty. Asking for it creates an empty one, as the generic form does.
     */
    static boolean methodLazyDict(PyObject[] s, int sp, PyCode code, int ip) {
        PyObject owner = s[sp - 1];
        PyDict d;
        if (!typeVersionMatches(owner, code.instructions, ip)
                || !(cached(code, ip) instanceof PyObject method)
                || ((d = owner.getDict()) != null && d.size() != 0)) {
            return false;
        }
        s[sp - 1] = method;
        s[sp] = owner;
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_METHOD_LAZY_DICT);
        }
        return true;
    }

    /** LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES: a plain class attribute no instance attribute can shadow. */
    static boolean nondescriptorWithValues(PyObject[] s, int sp, PyCode code, int ip) {
        if (!noInstanceShadow(s[sp - 1], code.instructions, ip)
                || !(cached(code, ip) instanceof PyObject attr)) {
            return false;
        }
        s[sp - 1] = attr;
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES);
        }
        return true;
    }

    /** LOAD_ATTR_NONDESCRIPTOR_NO_DICT: a plain class attribute; instances of the type have no dict. */
    static boolean nondescriptorNoDict(PyObject[] s, int sp, PyCode code, int ip) {
        if (!typeVersionMatches(s[sp - 1], code.instructions, ip)
                || !(cached(code, ip) instanceof PyObject attr)) {
            return false;
        }
        s[sp - 1] = attr;
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_ATTR_NONDESCRIPTOR_NO_DICT);
        }
        return true;
    }
}
