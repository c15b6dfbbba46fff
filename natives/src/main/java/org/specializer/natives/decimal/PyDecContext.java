package org.specializer.natives.decimal;

import org.specializer.api.GenericAttributes;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * {@code decimal.Context}: the settings of the arithmetic ({@link #mpd}: precision, rounding,
 * exponent limits, clamp, traps, and the sticky flags as its status), {@code capitals}, and the
 * two SignalDict views of the traps and flags. Python-visible methods in {@link ContextMethods}.
 */
class PyDecContext extends PyObject {
    static final PyType TYPE = PyType.builtin("Context", PyDecContext.class, PyType.OBJECT,
            PyType.BASETYPE, ContextMethods::define).withModule("decimal")
            .withDottedTpName();

    final Mpd mpd;
    int capitals = 1;
    final PySignalDict traps;
    final PySignalDict flags;
    private PyDict dict;

    /** A context with the settings of {@code template} (or libmpdec's defaults if null). */
    PyDecContext(PyType type, PyDecContext template) {
        super(type);
        mpd = template != null ? copyOf(template.mpd) : Mpd.defaults();
        traps = new PySignalDict(this, true);
        flags = new PySignalDict(this, false);
    }

    private static Mpd copyOf(Mpd m) {
        Mpd c = m.work();
        c.status = m.status;
        return c;
    }

    /** Context.copy(): a plain Context with the same settings and flags. */
    PyDecContext copy() {
        PyDecContext c = new PyDecContext(TYPE, this);
        c.capitals = capitals;
        return c;
    }

    /**
     * Add the conditions of an operation to the flags, and raise the first trapped signal.
     * Compare _decimal.c: dec_addstatus.
     */
    final void addStatus(int status) {
        mpd.status |= status;
        int t = status & mpd.traps;
        if (t != 0) {
            throw Signals.trapped(t);
        }
    }

    /** A work context for one operation. */
    final Mpd work() {
        return mpd.work();
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

    private static final PyStr TRAPS = PyStr.intern("traps");
    private static final PyStr FLAGS = PyStr.intern("flags");

    // traps and flags are no descriptors (they do not show in dir(Context)), and no attribute
    // can be deleted: compare _decimal.c: context_getattr, context_setattr. A Python subclass
    // reaches these through Context.__getattribute__, __setattr__ and __delattr__.

    @Override
    public PyObject getAttr(PyStr name) {
        if (type != TYPE) {
            return GenericAttributes.getAttr(this, name);
        }
        PyObject r = getAttribute(this, name);
        if (r == null) {
            throw Py.noAttribute(this, name);
        }
        return r;
    }

    @Override
    public PyObject lookupAttr(PyStr name) {
        if (type != TYPE) {
            return GenericAttributes.lookupAttr(this, name);
        }
        try {
            return getAttribute(this, name);
        } catch (PyException e) {
            if (e.matches(PyExc.AttributeError)) {
                return null;
            }
            throw e;
        }
    }

    /** {@code Context.__getattribute__}: null when absent. */
    static PyObject getAttribute(PyDecContext c, PyStr name) {
        if (name == TRAPS || name.value.equals("traps")) {
            return c.traps;
        }
        if (name == FLAGS || name.value.equals("flags")) {
            return c.flags;
        }
        return GenericAttributes.genericGetAttr(c, name);
    }

    @Override
    public void setAttr(PyStr name, PyObject value) {
        if (type != TYPE) {
            GenericAttributes.setAttr(this, name, value);
        } else {
            setAttribute(this, name, value);
        }
    }

    /** {@code Context.__setattr__}. */
    static void setAttribute(PyDecContext c, PyStr name, PyObject value) {
        if (name == TRAPS || name.value.equals("traps")) {
            c.mpd.traps = ContextMethods.dictFlags(value);
        } else if (name == FLAGS || name.value.equals("flags")) {
            c.mpd.status = ContextMethods.dictFlags(value);
        } else if (c.getDict() == null && c.type.lookup(name) == null) {
            throw Py.error(PyExc.AttributeError, "'" + c.type.getTpName()
                    + "' object has no attribute '" + name.value + "'");
        } else {
            GenericAttributes.genericSetAttr(c, name, value);
        }
    }

    @Override
    public void delAttr(PyStr name) {
        if (type != TYPE) {
            GenericAttributes.delAttr(this, name);
        } else {
            throw deleteError();
        }
    }

    static PyException deleteError() {
        return Py.error(PyExc.AttributeError, "context attributes cannot be deleted");
    }
}
