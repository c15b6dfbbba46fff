package org.specializer.natives.weakref;

import java.util.List;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyWeakProxy;
import org.specializer.api.PyWeakref;
import org.specializer.api.WeakRefs;

/**
 * The {@code _weakref} module (CPython Modules/_weakref.c): the reference and proxy types, which
 * live in {@code api} ({@link PyWeakref}, {@link PyWeakProxy}), and the functions Lib's
 * {@code weakref.py} builds on.
 */
public final class WeakrefModule {
    private WeakrefModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_weakref");
        m.put("ref", PyWeakref.TYPE);
        m.put("ReferenceType", PyWeakref.TYPE);
        m.put("ProxyType", PyWeakProxy.TYPE);
        m.put("CallableProxyType", PyWeakProxy.CALLABLE_TYPE);
        m.defN("proxy", 1, 2, (self, a) -> PyWeakProxy.of(a[0], a.length > 1 ? a[1] : null));
        m.def1("getweakrefcount", (self, o) -> {
            WeakRefs.processQueue();
            return PyInt.of(WeakRefs.of(o).size());
        });
        m.def1("getweakrefs", (self, o) -> {
            WeakRefs.processQueue();
            List<PyObject> refs = WeakRefs.of(o);
            return new PyList(refs.toArray(new PyObject[0]));
        });
        // Compare CPython _weakref__remove_dead_weakref_impl: delete key if its value is a
        // dead weakref (WeakValueDictionary's callback).
        m.def2("_remove_dead_weakref", (self, d, key) -> {
            if (!(d instanceof PyDict dict)) {
                throw Py.typeError("_remove_dead_weakref() argument 1 must be dict, not "
                        + d.type.getName());
            }
            PyObject v = dict.getItem(key);
            if (v instanceof PyWeakref w && w.get() == null) {
                dict.delItem(key);
            }
            return Py.None;
        });
        return m;
    }
}
