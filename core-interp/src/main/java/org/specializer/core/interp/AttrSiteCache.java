package org.specializer.core.interp;

import org.specializer.api.PyInstance;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.api.SharedKeys;

/**
 * The generic form of a LOAD_ATTR site in compiled code, with a cache of its own: what the
 * site's specialization does not cover (a generic site, or a child's failed guard) is looked up
 * as usual, and when what it found is an instance's inline value, or a method of its class
 * that the instance does not shadow, the class is remembered, with the same version checks as
 * LOAD_ATTR_INSTANCE_VALUE's and LOAD_ATTR_METHOD_WITH_VALUES's. Up to {@link #WAYS} classes
 * (the newest replaces the oldest), so a site that several classes reach (the methods a class
 * hierarchy shares, reading {@code self.x} of each subclass) reads their attributes without a
 * lookup, and without compiling the code again for each class in turn, which on the JVM costs
 * far more than in CPython (a new class to load, interpret and compile).
 *
 * <p>Compiled code runs with the interpreter lock held, so a cache is read and written by one
 * thread at a time.
 */
public final class AttrSiteCache {
    /** How many classes one site remembers. */
    static final int WAYS = 4;

    final PyStr name;
    private final PyType[] types = new PyType[WAYS];
    private final int[] versions = new int[WAYS];
    /** The inline value's index (attribute form) or the shared keys' version (method form). */
    private final int[] data = new int[WAYS];
    /** The method (method form). */
    private final PyObject[] methods = new PyObject[WAYS];
    private int next;

    /** An empty cache for reads of {@code name}. */
    public AttrSiteCache(PyStr name) {
        this.name = name;
    }

    /** {@code owner.name}: LOAD_ATTR's attribute form. */
    static PyObject load(AttrSiteCache c, PyObject owner) {
        if (owner instanceof PyInstance inst) {
            PyObject[] v = inst.values;
            PyType t = owner.type;
            if (v != null) {
                PyType[] ts = c.types;
                for (int i = 0; i < WAYS; i++) {
                    if (ts[i] == t) {
                        int ix = c.data[i];
                        if (t.currentVersion() == c.versions[i] && ix < v.length) {
                            PyObject r = v[ix];
                            if (r != null) {
                                return r;
                            }
                        }
                        break;
                    }
                }
            }
        }
        return loadSlow(c, owner);
    }

    private static PyObject loadSlow(AttrSiteCache c, PyObject owner) {
        PyObject r = owner.getAttr(c.name);
        if (owner instanceof PyInstance inst && inst.values != null) {
            // as LoadAttrSpecializer decides LOAD_ATTR_INSTANCE_VALUE: no class attribute of
            // that name, no __getattribute__ of the class's own, the name in the shared keys
            PyType t = owner.type;
            int version = t.version();
            if (version != 0 && t.hasFlag(PyType.INLINE_VALUES) && t.getattributeHook() == null
                    && t.lookup(c.name) == null && t.currentVersion() == version) {
                int ix = t.getSharedKeys().indexOf(c.name);
                PyObject[] v = inst.values;
                if (ix >= 0 && v != null && ix < v.length && v[ix] == r) {
                    c.remember(t, version, ix, null);
                }
            }
        }
        return r;
    }

    /**
     * The method LOAD_ATTR's method form pushes with {@code owner}, or null for the attribute
     * form ({@link Attributes#methodOrNull}).
     */
    static PyObject method(AttrSiteCache c, PyObject owner) {
        if (owner instanceof PyInstance inst && inst.values != null) {
            PyType t = owner.type;
            PyType[] ts = c.types;
            for (int i = 0; i < WAYS; i++) {
                if (ts[i] == t) {
                    if (t.currentVersion() == c.versions[i]
                            && t.getSharedKeys().currentKeysVersion() == c.data[i]) {
                        return c.methods[i];
                    }
                    break;
                }
            }
        }
        return methodSlow(c, owner);
    }

    private static PyObject methodSlow(AttrSiteCache c, PyObject owner) {
        PyObject m = Attributes.methodOrNull(owner, c.name);
        if (m != null && owner instanceof PyInstance inst && inst.values != null) {
            // as LoadAttrSpecializer decides LOAD_ATTR_METHOD_WITH_VALUES: a method of the
            // class that no instance of it can shadow while the shared keys lack its name
            PyType t = owner.type;
            int version = t.version();
            if (version != 0 && t.hasFlag(PyType.INLINE_VALUES)
                    && t.getattributeHook() == null) {
                SharedKeys keys = t.getSharedKeys();
                if (keys.indexOf(c.name) < 0) {
                    int kv = keys.keysVersion();
                    if (kv != 0 && t.lookup(c.name) == m && t.currentVersion() == version) {
                        c.remember(t, version, kv, m);
                    }
                }
            }
        }
        return m;
    }

    private void remember(PyType t, int version, int d, PyObject method) {
        int i = 0;
        while (i < WAYS && types[i] != t) {
            i++;
        }
        if (i == WAYS) {
            i = next;
            next = (next + 1) % WAYS;
        }
        types[i] = t;
        versions[i] = version;
        data[i] = d;
        methods[i] = method;
    }
}
