package org.specializer.core.interp;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyCell;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * {@code FrameLocalsProxy} (PEP 667): what {@code f_locals} of a function's frame is in
 * CPython 3.13, a mapping that reads and writes the frame's variables where they live. A key
 * that names a fast local with a value reads it (a cell's or free variable's contents); writing
 * a fast local's name sets the variable (the cell's contents for a closure variable), so that
 * a debugger's assignment is the function's; any other key lives in the frame's extra-locals
 * dict ({@code __return__} of pdb, say). Variables cannot be deleted through it. Compare
 * CPython's {@code Objects/frameobject.c}, framelocalsproxy_*.
 *
 * <p>A frame running code compiled by tier 2 keeps its plain locals in the JVM: reads see them
 * as of its last call into Python code; code that names {@code _getframe},
 * {@code currentframe} or {@code f_locals} reads them again from the frame when such a call
 * returns after a write ({@link Frame#localsWritten}), other compiled code does not see a
 * write into its plain locals (closure variables are cells, shared, so those it sees).
 */
final class FrameLocalsProxy extends PyObject {
    static final PyType TYPE = PyType.builtin("FrameLocalsProxy", FrameLocalsProxy.class,
            PyType.OBJECT, PyType.MAPPING, FrameLocalsProxy::define);

    private final PyFrame frame;

    FrameLocalsProxy(PyFrame frame) {
        super(TYPE);
        this.frame = frame;
    }

    private Frame f() {
        return frame.frame;
    }

    /** The value of fast local {@code i}: a cell's contents; null when it has none. */
    private static PyObject value(Frame f, int i) {
        PyObject v = f.s[i];
        if (v instanceof PyCell c && (f.code.localsplusKinds[i]
                & (PyCode.KIND_CELL | PyCode.KIND_FREE)) != 0) {
            return c.ref;
        }
        return v;
    }

    /**
     * The fast local {@code key} names: for a read, one that has a value; for a write, one that
     * is not a hidden comprehension variable; else -1. Names are compared as CPython does:
     * identity, then hash and equality, so a str subclass or an object equal to the name
     * finds it (an unhashable key raises TypeError).
     */
    private int index(PyObject key, boolean read) {
        Frame f = f();
        PyCode co = f.code;
        long h = Abstract.hash(key);
        PyStr[] names = co.localsplusNames;
        int found = -1;
        for (int i = 0; i < names.length && found < 0; i++) {
            if (names[i] == key) {
                found = i;
            }
        }
        for (int i = 0; i < names.length && found < 0; i++) {
            if (Abstract.hash(names[i]) == h
                    && Abstract.richCompareBool(names[i], key, Abstract.EQ)) {
                found = i;
            }
        }
        if (found < 0) {
            return -1;
        }
        if (read) {
            return value(f, found) != null ? found : -1;
        }
        return (co.localsplusKinds[found] & PyCode.KIND_HIDDEN) == 0 ? found : -1;
    }

    private PyDict extra(boolean make) {
        return frame.extraLocals(make);
    }

    PyObject get(PyObject key) {
        int i = index(key, true);
        if (i >= 0) {
            return value(f(), i);
        }
        PyDict extra = extra(false);
        return extra == null ? null : extra.getItem(key);
    }

    void set(PyObject key, PyObject v) {
        int i = index(key, false);
        if (i >= 0) {
            Frame f = f();
            if (f.s[i] instanceof PyCell c && (f.code.localsplusKinds[i]
                    & (PyCode.KIND_CELL | PyCode.KIND_FREE)) != 0) {
                c.ref = v;
            } else {
                f.s[i] = v;
                f.localsWritten = true;
            }
            return;
        }
        extra(true).setItem(key, v);
    }

    /** The keys, in CPython's order: fast locals with values, then the extra locals. */
    private PyList keys() {
        Frame f = f();
        PyList out = new PyList();
        PyStr[] names = f.code.localsplusNames;
        for (int i = 0; i < names.length; i++) {
            if (value(f, i) != null) {
                out.append(names[i]);
            }
        }
        PyDict extra = extra(false);
        if (extra != null) {
            for (int i = extra.nextEntry(0); i >= 0; i = extra.nextEntry(i + 1)) {
                out.append(extra.keyAt(i));
            }
        }
        return out;
    }

    /** A new dict of what the proxy holds (its {@code copy()}). */
    PyDict toDict() {
        return snapshot(f());
    }

    /**
     * A new dict of frame {@code f}'s fast locals that have values (cells' contents), then its
     * extra locals: {@code locals()} of a function, or of a body inside an inlined
     * comprehension, as CPython 3.13 copies its {@code f_locals}.
     */
    static PyDict snapshot(Frame f) {
        PyDict d = new PyDict();
        PyStr[] names = f.code.localsplusNames;
        for (int i = 0; i < names.length; i++) {
            PyObject v = value(f, i);
            if (v != null) {
                d.setItem(names[i], v);
            }
        }
        PyDict extra = f.pyFrame == null ? null : f.pyFrame.extraLocals(false);
        if (extra != null) {
            d.update(extra);
        }
        return d;
    }

    private int size() {
        Frame f = f();
        int n = 0;
        for (int i = 0; i < f.code.localsplusNames.length; i++) {
            if (value(f, i) != null) {
                n++;
            }
        }
        PyDict extra = extra(false);
        return n + (extra == null ? 0 : extra.size());
    }

    private static FrameLocalsProxy self(PyObject o) {
        return (FrameLocalsProxy) o;
    }

    /** A dict or a proxy's contents as a dict; null for anything else. */
    private static PyDict asDict(PyObject o) {
        if (o instanceof FrameLocalsProxy p) {
            return p.toDict();
        }
        return o instanceof PyDict d ? d : null;
    }

    /** Set every item of a dict or proxy (update, |=). */
    private void setAll(PyObject other) {
        PyDict d = asDict(other);
        for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
            set(d.keyAt(i), d.valueAt(i));
        }
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            if (kw.length != 0) {
                throw Py.typeError("FrameLocalsProxy takes no keyword arguments");
            }
            if (args.length != 1) {
                throw Py.typeError("FrameLocalsProxy expected 1 argument, got " + args.length);
            }
            if (!(args[0] instanceof PyFrame pf)) {
                throw Py.typeError("expect frame, not " + args[0].type.getTpName());
            }
            return new FrameLocalsProxy(pf);
        });
        t.method1("__getitem__", (self, key) -> {
            PyObject v = self(self).get(key);
            if (v == null) {
                // CPython 3.13's words, quotes around the key's repr included
                throw Py.keyError(PyStr.of("local variable '" + Abstract.repr(key).value
                        + "' is not defined"));
            }
            return v;
        });
        t.method2("__setitem__", (self, key, v) -> {
            self(self).set(key, v);
            return Py.None;
        });
        t.method1("__delitem__", (self, key) -> {
            throw Py.typeError("cannot remove variables from FrameLocalsProxy");
        });
        t.method1("__contains__", (self, key) -> Py.newBool(self(self).get(key) != null));
        t.method0("__len__", self -> org.specializer.api.PyInt.of(self(self).size()));
        t.method0("__iter__", self -> Abstract.iter(self(self).keys()));
        t.method0("__reversed__", self -> {
            PyList k = self(self).keys();
            Abstract.callMethod(k, PyStr.intern("reverse"));
            return k;
        });
        t.method0("__repr__", self -> {
            // as a dict's repr, with the proxy itself (a frame's own d = f_locals) as {...}
            if (org.specializer.api.ReprGuard.enter(self)) {
                return PyStr.of("{...}");
            }
            try {
                PyDict d = self(self).toDict();
                StringBuilder sb = new StringBuilder("{");
                for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                    if (sb.length() > 1) {
                        sb.append(", ");
                    }
                    sb.append(Abstract.repr(d.keyAt(i)).value).append(": ")
                            .append(Abstract.repr(d.valueAt(i)).value);
                }
                return PyStr.of(sb.append('}').toString());
            } finally {
                org.specializer.api.ReprGuard.leave(self);
            }
        });
        t.method0("keys", self -> self(self).keys());
        t.method0("values", self -> {
            PyDict d = self(self).toDict();
            PyList out = new PyList();
            for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                out.append(d.valueAt(i));
            }
            return out;
        });
        t.method0("items", self -> {
            PyDict d = self(self).toDict();
            PyList out = new PyList();
            for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                out.append(PyTuple.of(d.keyAt(i), d.valueAt(i)));
            }
            return out;
        });
        t.methodN("get", 1, 2, (self, args) -> {
            PyObject v = self(self).get(args[0]);
            return v != null ? v : args.length > 1 ? args[1] : Py.None;
        });
        t.methodN("setdefault", 1, 2, (self, args) -> {
            PyObject v = self(self).get(args[0]);
            if (v == null) {
                v = args.length > 1 ? args[1] : Py.None;
                self(self).set(args[0], v);
            }
            return v;
        });
        t.method1("update", (self, other) -> {
            if (asDict(other) == null) {
                throw Py.typeError("update() argument must be dict or another FrameLocalsProxy");
            }
            self(self).setAll(other);
            return Py.None;
        });
        t.method0("copy", self -> self(self).toDict());
        t.method1("__or__", (self, other) -> {
            PyDict o = asDict(other);
            if (o == null) {
                return Py.NotImplemented;
            }
            PyDict d = self(self).toDict();
            d.update(o);
            return d;
        });
        t.method1("__ror__", (self, other) -> {
            PyDict o = asDict(other);
            if (o == null) {
                return Py.NotImplemented;
            }
            PyDict d = new PyDict();
            d.update(o);
            d.update(self(self).toDict());
            return d;
        });
        t.method1("__ior__", (self, other) -> {
            if (asDict(other) == null) {
                return Py.NotImplemented;
            }
            self(self).setAll(other);
            return self;
        });
        t.method1("__eq__", (self, other) -> {
            if (other instanceof FrameLocalsProxy p) {
                return Py.newBool(p.frame == self(self).frame);
            }
            if (other instanceof PyDict) {
                return Abstract.richCompare(self(self).toDict(), other, Abstract.EQ);
            }
            return Py.NotImplemented;
        });
        t.method1("__ne__", (self, other) -> {
            if (other instanceof FrameLocalsProxy p) {
                return Py.newBool(p.frame != self(self).frame);
            }
            if (other instanceof PyDict) {
                return Abstract.richCompare(self(self).toDict(), other, Abstract.NE);
            }
            return Py.NotImplemented;
        });
        t.define("__hash__", Py.None);
    }
}
