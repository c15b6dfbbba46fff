package org.specializer.natives.collections;

import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * What the {@code dict} subclasses of {@code collections} share: item access that honours
 * Python subclasses' overrides, {@code __missing__}, and delegation to {@code dict}'s own
 * methods ({@code dict.__init__}, {@code dict.__repr__}).
 */
final class DictSupport {
    private DictSupport() {}

    static final PyStr MISSING = PyStr.intern("__missing__");
    static final PyStr ITEMS = PyStr.intern("items");
    static final PyStr GET = PyStr.intern("get");

    /**
     * {@code dict.__getitem__} for a subclass instance: the stored value, else the type's
     * {@code __missing__}, else KeyError.
     */
    static PyObject getItemOrMissing(PyObject self, PyObject key) {
        PyObject v = ((PyDict) self).getItem(key);
        if (v != null) {
            return v;
        }
        PyObject missing = self.type.lookup(MISSING);
        if (missing != null) {
            return Abstract.callMethodDescriptor(missing, self, new PyObject[] {key},
                    Py.NO_KWNAMES);
        }
        throw Py.keyError(key);
    }

    /** {@code self[key]}, straight into the table when {@code self}'s type is {@code exact}. */
    static PyObject subscript(PyDict self, PyType exact, PyObject key) {
        if (self.type == exact) {
            return getItemOrMissing(self, key);
        }
        return Abstract.getItem(self, key);
    }

    /** {@code self[key] = value}, honouring an overriding {@code __setitem__}. */
    static void store(PyDict self, PyType exact, PyObject key, PyObject value) {
        if (self.type == exact) {
            self.setItem(key, value);
        } else {
            Abstract.setItem(self, key, value);
        }
    }

    /** {@code self.get(key, dflt)}, honouring an overriding {@code get}. */
    static PyObject get(PyDict self, PyType exact, PyObject key, PyObject dflt) {
        if (self.type == exact) {
            PyObject v = self.getItem(key);
            return v == null ? dflt : v;
        }
        return Abstract.callMethod(self, GET, key, dflt);
    }

    /** The (key, value) pairs of a mapping: a dict's entries, else {@code m.items()}. */
    static PyObject[][] items(PyObject m) {
        if (m instanceof PyDict d && d.type.lookup(ITEMS) == PyDict.TYPE.lookup(ITEMS)) {
            PyObject[][] out = new PyObject[d.size()][];
            int n = 0;
            for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                out[n++] = new PyObject[] {d.keyAt(i), d.valueAt(i)};
            }
            return out;
        }
        PyObject[] pairs = Abstract.toArray(Abstract.callMethod(m, ITEMS));
        PyObject[][] out = new PyObject[pairs.length][];
        for (int i = 0; i < pairs.length; i++) {
            PyObject[] kv = Abstract.toArray(pairs[i]);
            if (kv.length != 2) {
                throw Py.valueError((kv.length > 2 ? "too many values to unpack (expected 2, got "
                        : "not enough values to unpack (expected 2, got ") + kv.length + ")");
            }
            out[i] = kv;
        }
        return out;
    }

    /** Is {@code o} a mapping for {@code update()}: a dict, or an instance of a Mapping ABC. */
    static boolean isMapping(PyObject o) {
        if (o instanceof PyDict) {
            return true;
        }
        for (PyType t : o.type.getMro()) {
            String n = t.getName();
            if ((n.equals("Mapping") || n.equals("MutableMapping"))
                    && t.getModuleName().startsWith("collections")) {
                return true;
            }
        }
        return false;
    }

    /** {@code dict.__init__(self, *args, **kw)}. */
    static void dictInit(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject init = PyDict.TYPE.lookup(Names.__init__);
        Abstract.callMethodDescriptor(init, self, args, kwnames);
    }

    /** {@code dict.__repr__(self)}. */
    static String dictRepr(PyObject self) {
        PyObject repr = PyDict.TYPE.lookup(Names.__repr__);
        PyObject r = Abstract.callMethodDescriptor(repr, self, Py.NO_ARGS, Py.NO_KWNAMES);
        return ((PyStr) r).value;
    }

    /** A 2-tuple. */
    static PyTuple pair(PyObject a, PyObject b) {
        return new PyTuple(new PyObject[] {a, b});
    }
}
