package org.specializer.api;

/**
 * {@code object.__getattribute__}, {@code object.__setattr__} and {@code object.__delattr__}
 * (CPython's {@code PyObject_GenericGetAttr} and friends), plus the dispatch to a class's own
 * {@code __getattribute__}, {@code __getattr__}, {@code __setattr__} and {@code __delattr__}.
 */
public final class GenericAttributes {
    private GenericAttributes() {}

    /** {@code getattr(obj, name)}: raises AttributeError when absent. */
    public static PyObject getAttr(PyObject obj, PyStr name) {
        try {
            return getAttrRaw(obj, name);
        } catch (PyException e) {
            throw ExceptionMethods.withAttributeContext(e, obj, name);
        }
    }

    private static PyObject getAttrRaw(PyObject obj, PyStr name) {
        PyType t = obj.type;
        PyObject hook = t.getattributeHook();
        if (hook != null) {
            try {
                return Abstract.callMethodDescriptor(hook, obj, new PyObject[] {name},
                        Py.NO_KWNAMES);
            } catch (PyException e) {
                PyObject ga = t.getattrHook();
                if (ga == null || !e.matches(PyExc.AttributeError)) {
                    throw e;
                }
                return Abstract.callMethodDescriptor(ga, obj, new PyObject[] {name},
                        Py.NO_KWNAMES);
            }
        }
        PyObject ga = t.getattrHook();
        if (ga == null) {
            PyObject r = genericGetAttr(obj, name);
            if (r != null) {
                return r;
            }
            throw Py.noAttribute(obj, name);
        }
        // Compare CPython slot_tp_getattr_hook: an AttributeError from the lookup itself (a
        // property's getter, a missing slot) also falls back to __getattr__
        PyObject r;
        try {
            r = genericGetAttr(obj, name);
        } catch (PyException e) {
            if (!e.matches(PyExc.AttributeError)) {
                throw e;
            }
            r = null;
        }
        if (r != null) {
            return r;
        }
        return Abstract.callMethodDescriptor(ga, obj, new PyObject[] {name}, Py.NO_KWNAMES);
    }

    /** {@code getattr(obj, name, None)} without the exception: null when absent. */
    public static PyObject lookupAttr(PyObject obj, PyStr name) {
        PyType t = obj.type;
        if (t.getattributeHook() == null && t.getattrHook() == null) {
            try {
                return genericGetAttr(obj, name);
            } catch (PyException e) {
                // a descriptor's AttributeError (an unset slot, a property) means "absent"
                if (e.matches(PyExc.AttributeError)) {
                    return null;
                }
                throw e;
            }
        }
        try {
            return obj.getAttr(name);
        } catch (PyException e) {
            if (e.matches(PyExc.AttributeError)) {
                return null;
            }
            throw e;
        }
    }

    /**
     * {@code object.__getattribute__(obj, name)} without raising when absent: data descriptors
     * of the type, then the instance's own attributes, then other class attributes.
     */
    public static PyObject genericGetAttr(PyObject obj, PyStr name) {
        PyType t = obj.type;
        PyObject descr = t.lookup(name);
        boolean descrHasGet = false;
        if (descr != null) {
            if (descr instanceof PyDescriptor pd) {
                if (pd.isDataDescriptor()) {
                    return pd.descrGet(obj, t);
                }
                descrHasGet = true;
            } else {
                PyType dt = descr.type;
                if (dt.descrGetHook() != null) {
                    if (dt.descrSetHook() != null || dt.descrDeleteHook() != null) {
                        return Descriptors.get(descr, obj, t);
                    }
                    descrHasGet = true;
                }
            }
        }
        PyObject v;
        if (obj instanceof PyInstance inst) {
            v = inst.getInstanceAttr(name);
        } else {
            PyDict d = obj.getDict();
            v = d == null ? null : d.getItem(name);
        }
        if (v != null) {
            return v;
        }
        if (descr != null) {
            return descrHasGet ? Descriptors.get(descr, obj, t) : descr;
        }
        return null;
    }

    /** {@code setattr(obj, name, value)}. */
    public static void setAttr(PyObject obj, PyStr name, PyObject value) {
        PyObject hook = obj.type.setattrHook();
        if (hook != null) {
            Abstract.callMethodDescriptor(hook, obj, new PyObject[] {name, value}, Py.NO_KWNAMES);
            return;
        }
        genericSetAttr(obj, name, value);
    }

    /** {@code object.__setattr__(obj, name, value)}. */
    public static void genericSetAttr(PyObject obj, PyStr name, PyObject value) {
        PyType t = obj.type;
        PyObject descr = t.lookup(name);
        if (descr != null && Descriptors.isData(descr)) {
            Descriptors.set(descr, obj, value);
            return;
        }
        if (obj instanceof PyInstance inst) {
            if (inst.setInstanceAttr(name, value)) {
                return;
            }
        } else {
            PyDict d = obj.getDict();
            if (d != null) {
                d.setItem(name.intern(), value);
                return;
            }
        }
        throw noAttributeToSet(obj, name, descr);
    }

    private static PyException noAttributeToSet(PyObject obj, PyStr name, PyObject descr) {
        String tn = obj.type.getTpName();
        if (descr == null) {
            return Py.attributeError(obj, name, "'" + tn + "' object has no attribute '" + name
                    + "' and no __dict__ for setting new attributes");
        }
        return Py.attributeError(obj, name, "'" + tn + "' object attribute '" + name
                + "' is read-only");
    }

    /** {@code delattr(obj, name)}. */
    public static void delAttr(PyObject obj, PyStr name) {
        PyObject hook = obj.type.delattrHook();
        if (hook != null) {
            Abstract.callMethodDescriptor(hook, obj, new PyObject[] {name}, Py.NO_KWNAMES);
            return;
        }
        genericDelAttr(obj, name);
    }

    /** {@code object.__delattr__(obj, name)}. */
    public static void genericDelAttr(PyObject obj, PyStr name) {
        PyType t = obj.type;
        PyObject descr = t.lookup(name);
        if (descr != null && Descriptors.isData(descr)) {
            Descriptors.delete(descr, obj);
            return;
        }
        boolean removed;
        if (obj instanceof PyInstance inst) {
            removed = inst.delInstanceAttr(name);
        } else {
            PyDict d = obj.getDict();
            removed = d != null && d.delItem(name);
        }
        if (!removed) {
            if (descr != null) {
                throw Py.attributeError(obj, name, "'" + t.getName() + "' object attribute '"
                        + name + "' is read-only");
            }
            throw Py.noAttribute(obj, name);
        }
    }
}
