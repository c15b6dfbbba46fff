package org.specializer.core.builtins;

import org.specializer.api.Py;
import org.specializer.api.PyBool;
import org.specializer.api.PyByteArray;
import org.specializer.api.PyBytes;
import org.specializer.api.PyMemoryView;
import org.specializer.api.PyClassMethod;
import org.specializer.api.PyComplex;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyProperty;
import org.specializer.api.PyRange;
import org.specializer.api.PySet;
import org.specializer.api.PySlice;
import org.specializer.api.PyStaticMethod;
import org.specializer.api.PyStr;
import org.specializer.api.PySuper;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * The {@code builtins} module: the builtin functions, types, exception classes and constants.
 *
 * <p>The functions are grouped by topic: {@link BuiltinFunctions} (single objects),
 * {@link Reductions} (iterables), {@link Printing} ({@code print}, {@code input}),
 * {@link Namespaces} (code and scopes). The iterator types are classes of their own
 * ({@link PyEnumerate}, {@link PyZip}, {@link PyMap}, {@link PyFilter}, {@link PyReversed},
 * {@link PyCallIterator}).
 *
 * <p>{@code __build_class__} is not here: the interpreter adds it (it needs frames).
 */
public final class Builtins {
    private Builtins() {}

    /** A new, filled {@code builtins} module. */
    public static PyModule create() {
        PyModule m = new PyModule("builtins");
        PyDict d = m.dict;
        d.setItem(PyStr.intern("__debug__"),
                Py.newBool(org.specializer.core.PyFlags.optimizeLevel() == 0));
        m.put("None", Py.None);
        m.put("True", Py.True);
        m.put("False", Py.False);
        m.put("NotImplemented", Py.NotImplemented);
        m.put("Ellipsis", Py.Ellipsis);

        for (PyType t : new PyType[] {PyType.OBJECT, PyType.TYPE, PyInt.TYPE, PyBool.TYPE,
            PyFloat.TYPE, PyStr.TYPE, PyBytes.TYPE, PyByteArray.TYPE, PyMemoryView.TYPE,
            PyList.TYPE, PyTuple.TYPE, PyDict.TYPE,
            PySet.TYPE, PyFrozenSet.TYPE, PyRange.TYPE, PySlice.TYPE, PySuper.TYPE, PyProperty.TYPE, PyStaticMethod.TYPE,
            PyClassMethod.TYPE, PyEnumerate.TYPE, PyZip.TYPE, PyMap.TYPE, PyFilter.TYPE,
            PyReversed.TYPE, PySet.TYPE, PyFrozenSet.TYPE, PyRange.TYPE, PyComplex.TYPE}) {
            m.put(t.getName(), t);
        }
        for (PyType e : PyExc.ALL) {
            m.put(e.getName(), e);
        }
        m.put("EnvironmentError", PyExc.OSError);
        m.put("IOError", PyExc.OSError);

        BuiltinFunctions.define(m);
        Reductions.define(m);
        Printing.define(m);
        Namespaces.define(m);
        Namespaces.defineExit(m);
        return m;
    }
}
