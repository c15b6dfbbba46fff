package org.specializer.natives.decimal;

import org.specializer.api.Py;
import org.specializer.api.PyDict;
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

    // traps and flags are no descriptors (they do not show in dir(Context)): compare
    // _decimal.c: context_getattr, context_setattr

    @Override
    public PyObject getAttr(PyStr name) {
        PyObject r = special(name);
        return r != null ? r : super.getAttr(name);
    }

    @Override
    public PyObject lookupAttr(PyStr name) {
        PyObject r = special(name);
        return r != null ? r : super.lookupAttr(name);
    }

    private PyObject special(PyStr name) {
        if (name == TRAPS || name.value.equals("traps")) {
            return traps;
        }
        if (name == FLAGS || name.value.equals("flags")) {
            return flags;
        }
        return null;
    }

    @Override
    public void setAttr(PyStr name, PyObject value) {
        if (name == TRAPS || name.value.equals("traps")) {
            mpd.traps = ContextMethods.dictFlags(value);
        } else if (name == FLAGS || name.value.equals("flags")) {
            mpd.status = ContextMethods.dictFlags(value);
        } else if (getDict() == null && type.lookup(name) == null) {
            throw Py.error(PyExc.AttributeError, "'" + type.getTpName()
                    + "' object has no attribute '" + name.value + "'");
        } else {
            super.setAttr(name, value);
        }
    }

    @Override
    public void delAttr(PyStr name) {
        throw Py.error(PyExc.AttributeError, "context attributes cannot be deleted");
    }
}
