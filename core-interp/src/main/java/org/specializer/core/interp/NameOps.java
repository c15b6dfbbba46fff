package org.specializer.core.interp;

import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyCell;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/** Name lookups and stores: locals mappings, globals, builtins, cells. */
final class NameOps {
    private NameOps() {}

    /** A lookup in an arbitrary locals mapping: null when absent. */
    private static PyObject mappingGet(PyObject mapping, PyStr name) {
        if (mapping instanceof PyDict d && d.getClass() == PyDict.class) {
            return d.getItem(name);
        }
        try {
            return Abstract.getItem(mapping, name);
        } catch (PyException e) {
            if (e.matches(PyExc.KeyError)) {
                return null;
            }
            throw e;
        }
    }

    static PyObject loadName(Frame f, PyStr name) {
        PyObject locals = f.locals;
        if (locals == null) {
            throw Py.error(PyExc.SystemError, "no locals when loading '" + name + "'");
        }
        PyObject v = mappingGet(locals, name);
        if (v != null) {
            return v;
        }
        v = f.globals.getItem(name);  // the dict itself, as CPython's LOAD_NAME reads globals
        if (v != null) {
            return v;
        }
        v = mappingGet(f.builtins, name);
        if (v != null) {
            return v;
        }
        throw Errors.nameNotDefined(name);
    }

    static void storeName(Frame f, PyStr name, PyObject v) {
        PyObject locals = f.locals;
        if (locals == null) {
            throw Py.error(PyExc.SystemError, "no locals found when storing '" + name + "'");
        }
        if (locals.getClass() == PyDict.class) {
            ((PyDict) locals).setItem(name, v);
        } else {
            Abstract.setItem(locals, name, v);
        }
    }

    static void deleteName(Frame f, PyStr name) {
        PyObject locals = f.locals;
        if (locals == null) {
            throw Py.error(PyExc.SystemError, "no locals when deleting '" + name + "'");
        }
        try {
            Abstract.delItem(locals, name);
        } catch (PyException e) {
            if (e.matches(PyExc.KeyError)) {
                throw Errors.nameNotDefined(name);
            }
            throw e;
        }
    }

    static PyObject loadGlobal(Frame f, PyStr name) {
        PyDict globals = f.globals;
        PyDict builtins = f.builtins;
        if (globals.getClass() != PyDict.class || builtins.getClass() != PyDict.class) {
            return loadGlobalSubclass(globals, builtins, name);
        }
        PyObject v = globals.getItem(name);
        if (v != null) {
            return v;
        }
        v = builtins.getItem(name);
        if (v != null) {
            return v;
        }
        throw Errors.nameNotDefined(name);
    }

    /**
     * LOAD_GLOBAL where globals or builtins is a dict subclass: through the mapping's own
     * {@code __getitem__} (and so {@code __missing__}), as CPython's slow path does.
     */
    private static PyObject loadGlobalSubclass(PyDict globals, PyDict builtins, PyStr name) {
        PyObject v = mappingGet(globals, name);
        if (v == null) {
            v = mappingGet(builtins, name);
        }
        if (v == null) {
            throw Errors.nameNotDefined(name);
        }
        return v;
    }

    static void deleteGlobal(Frame f, PyStr name) {
        if (!f.globals.delItem(name)) {
            throw Errors.nameNotDefined(name);
        }
    }

    static PyObject loadLocals(Frame f) {
        if (f.locals == null) {
            throw Py.error(PyExc.SystemError, "no locals found");
        }
        return f.locals;
    }

    static PyObject loadFromDictOrGlobals(Frame f, PyObject mapping, PyStr name) {
        PyObject v = mappingGet(mapping, name);
        if (v != null) {
            return v;
        }
        return loadGlobal(f, name);  // a dict subclass through its mapping, as LOAD_GLOBAL
    }

    static PyObject loadDeref(Frame f, int slot) {
        PyObject v = ((PyCell) f.s[slot]).ref;
        if (v == null) {
            throw Errors.unboundFree(f.code, slot);
        }
        return v;
    }

    static PyObject loadFromDictOrDeref(Frame f, PyObject mapping, int slot) {
        PyObject v = mappingGet(mapping, f.code.localsplusNames[slot]);
        if (v != null) {
            return v;
        }
        return loadDeref(f, slot);
    }

    static void deleteDeref(Frame f, int slot) {
        PyCell c = (PyCell) f.s[slot];
        if (c.ref == null) {
            throw Errors.unboundFree(f.code, slot);
        }
        c.ref = null;
    }

    /** COPY_FREE_VARS n: the function's closure cells into the last n fast-local slots. */
    static void copyFreeVars(Frame f, int n) {
        PyCell[] closure = f.func.closure;
        int base = f.code.nlocalsplus() - n;
        for (int i = 0; i < n; i++) {
            f.s[base + i] = closure[i];
        }
    }

    static void setupAnnotations(Frame f) {
        PyObject locals = loadLocals(f);
        if (mappingGet(locals, Names.__annotations__) == null) {
            Abstract.setItem(locals, Names.__annotations__, new PyDict());
        }
    }

    static PyObject loadBuildClass(Frame f) {
        PyObject bc = f.builtins.getItem(Names.__build_class__);
        if (bc == null) {
            throw Py.error(PyExc.NameError, "__build_class__ not found");
        }
        return bc;
    }

    /** The name of fast-local slot {@code i} (for messages). */
    static PyStr localName(PyCode code, int i) {
        return code.localsplusNames[i];
    }
}
