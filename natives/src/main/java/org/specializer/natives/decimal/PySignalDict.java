package org.specializer.natives.decimal;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * The traps or the flags of a context as a mapping from signal classes to bools (CPython's
 * {@code decimal.SignalDictMixin}; the module makes {@code SignalDict} from it and
 * {@code MutableMapping}, which adds keys, items, get, update and the rest). A SignalDict reads
 * and writes its context's bits: it is a view, not a copy.
 */
final class PySignalDict extends PyObject {
    static final PyType MIXIN = PyType.builtin("SignalDictMixin", PySignalDict.class,
            PyType.OBJECT, PyType.BASETYPE, PySignalDict::define).withModule("decimal")
            .withDottedTpName();

    /** The context whose bits this is, null for an instance made from Python. */
    private final PyDecContext owner;
    private final boolean traps;
    private PyDict dict;

    PySignalDict(PyDecContext owner, boolean traps) {
        super(DecimalModule.signalDictType());
        this.owner = owner;
        this.traps = traps;
    }

    private PySignalDict(PyType type) {
        super(type);
        this.owner = null;
        this.traps = false;
    }

    int get() {
        if (owner == null) {
            throw Py.valueError("invalid signal dict");
        }
        return traps ? owner.mpd.traps : owner.mpd.status;
    }

    void set(int bits) {
        if (owner == null) {
            throw Py.valueError("invalid signal dict");
        }
        if (traps) {
            owner.mpd.traps = bits;
        } else {
            owner.mpd.status = bits;
        }
    }

    private static PySignalDict sd(PyObject o) {
        return (PySignalDict) o;
    }

    private static void define(PyType t) {
        t.constructor((cls, a, kw) -> new PySignalDict((PyType) cls));
        t.methodK("__init__", (self, a, kw) -> Py.None);
        t.method0("__len__", self -> {
            sd(self).get();
            return org.specializer.api.PyInt.of(Signals.SIGNALS.length);
        });
        t.method0("__iter__", self -> {
            sd(self).get();
            return Abstract.iter(Signals.SIGNAL_TUPLE);
        });
        t.method1("__getitem__", (self, key) -> {
            int f = Signals.flagOrKeyError(key);
            return Py.newBool((sd(self).get() & f) != 0);
        });
        t.method2("__setitem__", (self, key, value) -> {
            int f = Signals.flagOrKeyError(key);
            boolean on = Abstract.isTrue(value);
            PySignalDict d = sd(self);
            d.set(on ? d.get() | f : d.get() & ~f);
            return Py.None;
        });
        t.method1("__delitem__", (self, key) -> {
            throw Py.valueError("signal keys cannot be deleted");
        });
        t.method0("__repr__", self -> {
            int bits = sd(self).get();
            StringBuilder sb = new StringBuilder("{");
            for (int i = 0; i < Signals.SIGNALS.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append("<class 'decimal.").append(Signals.SIGNALS[i].getName()).append("'>:")
                        .append((bits & Signals.SIGNAL_FLAGS[i]) != 0 ? "True" : "False");
            }
            return Py.newStr(sb.append('}').toString());
        });
        t.method1("__eq__", (self, other) -> compare(sd(self), other, false));
        t.method1("__ne__", (self, other) -> compare(sd(self), other, true));
        t.define("__hash__", Py.None);
        t.method0("copy", self -> asDict(sd(self).get()));
    }

    /** Compare _decimal.c: signaldict_richcompare. */
    private static PyObject compare(PySignalDict self, PyObject other, boolean ne) {
        int bits;
        if (other instanceof PySignalDict o) {
            bits = o.get();
        } else if (other instanceof PyDict d) {
            self.get();
            bits = dictAsFlags(d, false);
            if (bits < 0) {
                return Py.NotImplemented;
            }
        } else {
            return Py.NotImplemented;
        }
        return Py.newBool((self.get() == bits) != ne);
    }

    /** A plain dict of the signals. Compare _decimal.c: flags_as_dict. */
    static PyDict asDict(int bits) {
        PyDict d = new PyDict();
        for (int i = 0; i < Signals.SIGNALS.length; i++) {
            d.setItem(Signals.SIGNALS[i], Py.newBool((bits & Signals.SIGNAL_FLAGS[i]) != 0));
        }
        return d;
    }

    /**
     * The bits of a dict mapping every signal to a truth value; with {@code raise}, CPython's
     * errors for anything else, otherwise -1. Compare _decimal.c: dict_as_flags.
     */
    static int dictAsFlags(PyDict d, boolean raise) {
        if (d.size() != Signals.SIGNALS.length) {
            if (raise) {
                throw Py.keyError(Py.newStr("invalid signal dict"));
            }
            return -1;
        }
        int bits = 0;
        for (int i = 0; i < Signals.SIGNALS.length; i++) {
            PyObject b = d.getItem(Signals.SIGNALS[i]);
            if (b == null) {
                if (raise) {
                    throw Py.keyError(Py.newStr("invalid signal dict"));
                }
                return -1;
            }
            if (Abstract.isTrue(b)) {
                bits |= Signals.SIGNAL_FLAGS[i];
            }
        }
        return bits;
    }

    @Override
    public PyDict getDict() {
        if (dict == null && type.instancesHaveDict()) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        dict = d;
        return true;
    }
}
