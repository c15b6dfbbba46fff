package org.specializer.core.interp;

import org.specializer.api.Descriptors;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInstance;
import org.specializer.api.PyMethodDescr;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PySuper;
import org.specializer.api.PySuperLookup;
import org.specializer.api.PyType;

/** The generic forms of LOAD_ATTR's method variant and LOAD_SUPER_ATTR. */
final class Attributes {
    private Attributes() {}

    /**
     * LOAD_ATTR with the method bit: {@code owner -- method, owner} when the attribute is a
     * plain method found on the type and not shadowed by the instance, else
     * {@code owner -- attr, null} (CPython's {@code _PyObject_GetMethod}).
     */
    static int loadMethod(PyObject[] s, int sp, PyStr name) {
        PyObject owner = s[sp - 1];
        PyObject method = methodOrNull(owner, name);
        if (method != null) {
            s[sp - 1] = method;
            s[sp] = owner;
        } else {
            s[sp - 1] = owner.getAttr(name);  // a shadowing instance attribute included
            s[sp] = null;
        }
        return sp + 1;
    }

    /**
     * The method LOAD_ATTR's method form pushes with {@code owner} (a plain method found on the
     * type, not shadowed by the instance), or null when the form pushes
     * {@code [owner.name, NULL]} instead (tier 2 then calls {@code getAttr}).
     */
    static PyObject methodOrNull(PyObject owner, PyStr name) {
        PyType t = owner.type;
        if (!(owner instanceof PyType) && !(owner instanceof PyModule)
                && !(owner instanceof PySuper) && t.getattributeHook() == null
                && !t.overridesGetAttr()) {  // not a proxy (a GenericAlias forwards)
            PyObject descr = t.lookup(name);
            if (descr instanceof PyFunction
                    || (descr instanceof PyMethodDescr md && !md.isClassMethod)) {
                PyObject shadow;
                if (owner instanceof PyInstance inst) {
                    shadow = inst.getInstanceAttr(name);
                } else {
                    PyDict d = owner.getDict();
                    shadow = d == null ? null : d.getItem(name);
                }
                return shadow == null ? descr : null;
            }
        }
        return null;
    }

    /**
     * LOAD_SUPER_ATTR: {@code global_super, class, self -- attr, null_or_self if method}.
     * When {@code super} is the builtin and the class a type, look along the MRO directly
     * without creating a super object.
     */
    static int loadSuperAttr(Frame f, PyObject[] s, int sp, int arg) {
        PyObject globalSuper = s[sp - 3];
        if (globalSuper == PySuper.TYPE && s[sp - 2] instanceof PyType) {
            return superLookup(s, sp, f.code.names[arg >> 2], (arg & 1) != 0);
        }
        // a shadowed super is called as written: super() with none, super(C, self) with two
        PyObject[] args = (arg & 2) != 0 ? new PyObject[] {s[sp - 2], s[sp - 1]}
                : org.specializer.api.Py.NO_ARGS;
        PyObject sup = globalSuper.call(args, org.specializer.api.Py.NO_KWNAMES);
        return pushSuperResult(s, sp, sup.getAttr(f.code.names[arg >> 2]), false,
                (arg & 1) != 0);
    }

    /**
     * {@code super(cls, self).name} for the builtin {@code super} and a class {@code s[sp - 2]},
     * along the MRO of {@code self}'s type after {@code cls}; in method form a plain method is
     * pushed unbound, with {@code self}. The LOAD_SUPER_ATTR children run this too.
     */
    static int superLookup(PyObject[] s, int sp, PyStr name, boolean method) {
        PyType t = (PyType) s[sp - 2];
        PyObject self = s[sp - 1];
        PyType start = PySuper.checkSuper(t, self);
        PyObject v = name.value.equals("__class__") ? null
                : PySuperLookup.findAfter(start, t, name);
        if (v == null) {
            return pushSuperResult(s, sp, new PySuper(t, self).getAttr(name), false, method);
        }
        if (method && self != start && (v instanceof PyFunction
                || (v instanceof PyMethodDescr md && !md.isClassMethod))) {
            return pushSuperResult(s, sp, v, true, true);
        }
        return pushSuperResult(s, sp, Descriptors.get(v, self == start ? null : self, start),
                false, method);
    }

    private static int pushSuperResult(PyObject[] s, int sp, PyObject attr, boolean bound,
            boolean method) {
        PyObject self = s[sp - 1];
        s[sp - 3] = attr;
        if (method) {
            s[sp - 2] = bound ? self : null;
            s[sp - 1] = null;
            return sp - 1;
        }
        s[sp - 2] = null;
        s[sp - 1] = null;
        return sp - 2;
    }
}
