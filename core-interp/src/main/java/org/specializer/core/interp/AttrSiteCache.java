package org.specializer.core.interp;

import java.lang.ref.WeakReference;
import org.specializer.api.PyInstance;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.api.SharedKeys;

/**
 * The generic form of a LOAD_ATTR or STORE_ATTR site in compiled code, with a cache of its
 * own: what the site's specialization does not cover (a generic site, or a child's failed
 * guard) is looked up as usual, and when what it found is an instance's inline value, or a
 * method of its class that the instance does not shadow, the class's version is remembered,
 * with the same checks as LOAD_ATTR_INSTANCE_VALUE's, LOAD_ATTR_METHOD_WITH_VALUES's and
 * STORE_ATTR_INSTANCE_VALUE's. Up to {@link #WAYS}
 * classes (the newest replaces the oldest), so a site that several classes reach (the methods
 * a class hierarchy shares, reading {@code self.x} of each subclass) reads their attributes
 * without a lookup, and without compiling the code again for each class in turn, which on the
 * JVM costs far more than in CPython (a new class to load, interpret and compile).
 *
 * <p>As CPython's inline caches, a cache keeps version tags (unique to a class, and changed by
 * any change to it or its bases), not the classes: compiled code outlives the objects it has
 * seen (code objects stay reachable from the library's modules), and holding a class would keep
 * its methods, their module's globals and everything these reach alive, past the end of the
 * program's main module too. A method is held weakly: while the version holds, its class
 * holds it.
 *
 * <p>Compiled code runs with the interpreter lock held, so a cache is read and written by one
 * thread at a time. A site's attribute form and method form each have a cache of their own.
 */
public final class AttrSiteCache {
    /** How many classes one site remembers. */
    static final int WAYS = 4;

    final PyStr name;
    /** The classes' version tags (0: an empty entry; no class has version 0). */
    private final int[] versions = new int[WAYS];
    /** The inline value's index (attribute form) or the shared keys' version (method form). */
    private final int[] data = new int[WAYS];
    /** The method (method form). */
    @SuppressWarnings("unchecked")
    private final WeakReference<PyObject>[] methods = new WeakReference[WAYS];
    private int next;

    /** An empty cache for reads of {@code name}. */
    public AttrSiteCache(PyStr name) {
        this.name = name;
    }

    /** {@code owner.name}: LOAD_ATTR's attribute form. */
    static PyObject load(AttrSiteCache c, PyObject owner) {
        PyObject[] v;
        if (owner instanceof PyInstance inst && (v = inst.values) != null) {
            int i = c.entry(owner.type);
            if (i >= 0 && c.data[i] < v.length) {
                PyObject r = v[c.data[i]];
                if (r != null) {
                    return r;
                }
            }
        }
        return loadSlow(c, owner);
    }

    private static PyObject loadSlow(AttrSiteCache c, PyObject owner) {
        PyObject r = owner.getAttr(c.name);
        if (owner instanceof PyInstance inst && inst.values != null) {
            // as LoadAttrSpecializer decides LOAD_ATTR_INSTANCE_VALUE
            PyType t = owner.type;
            int version = t.version();
            int ix = valueIndex(t, version, c.name, t.getattributeHook() == null);
            PyObject[] v = inst.values;
            if (ix >= 0 && v != null && ix < v.length && v[ix] == r) {
                c.remember(version, ix, null);
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
            int i = c.entry(owner.type);
            if (i >= 0 && owner.type.getSharedKeys().currentKeysVersion() == c.data[i]) {
                PyObject m = c.methods[i].get();
                if (m != null) {
                    return m;
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
                        c.remember(version, kv, m);
                    }
                }
            }
        }
        return m;
    }

    /** {@code owner.name = value}: STORE_ATTR's generic form. */
    static void store(AttrSiteCache c, PyObject owner, PyObject value) {
        if (owner instanceof PyInstance inst && inst.values != null) {
            int i = c.entry(owner.type);
            // an index the shared keys have, as STORE_ATTR_INSTANCE_VALUE checks
            if (i >= 0 && c.data[i] < owner.type.getSharedKeys().size()) {
                inst.storeValue(c.data[i], value);
                return;
            }
        }
        storeSlow(c, owner, value);
    }

    private static void storeSlow(AttrSiteCache c, PyObject owner, PyObject value) {
        owner.setAttr(c.name, value);
        if (owner instanceof PyInstance inst && inst.values != null) {
            // as StoreAttrSpecializer decides STORE_ATTR_INSTANCE_VALUE
            PyType t = owner.type;
            int version = t.version();
            int ix = valueIndex(t, version, c.name, t.setattrHook() == null);
            if (ix >= 0) {
                c.remember(version, ix, null);
            }
        }
    }

    /**
     * The index of {@code name} in the shared keys of {@code t} (at {@code version}) when an
     * instance's value of that name may be read or written in place: inline values, no
     * {@code __getattribute__} or {@code __setattr__} of the class's own ({@code hookFree}),
     * no class attribute of that name, the version still current; else -1.
     */
    private static int valueIndex(PyType t, int version, PyStr name, boolean hookFree) {
        if (version != 0 && t.hasFlag(PyType.INLINE_VALUES) && hookFree
                && t.lookup(name) == null && t.currentVersion() == version) {
            return t.getSharedKeys().indexOf(name);
        }
        return -1;
    }

    /** The entry for {@code t}'s current version, or -1. */
    private int entry(PyType t) {
        int tv = t.currentVersion();
        if (tv != 0) {
            int[] vs = versions;
            for (int i = 0; i < WAYS; i++) {
                if (vs[i] == tv) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Entries written so far, by every cache (under the interpreter lock). */
    private static long remembered;

    /**
     * How many entries the caches have written so far: a few per site and class where they
     * hit, one per execution where they do not.
     */
    public static long remembered() {
        return remembered;
    }

    private void remember(int version, int d, PyObject method) {
        remembered++;
        int i = 0;
        while (i < WAYS && versions[i] != version) {
            i++;
        }
        if (i == WAYS) {
            i = next;
            next = (next + 1) % WAYS;
        }
        versions[i] = version;
        data[i] = d;
        methods[i] = method == null ? null : new WeakReference<>(method);
    }
}
