package org.specializer.natives;

import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/** The exception classes the native modules define, made as CPython makes them. */
public final class ModuleErrors {
    private ModuleErrors() {}

    /**
     * A new exception class {@code module.name} deriving from {@code base}, a class as a
     * class statement would make it ({@code __module__}, {@code __doc__} set, instances with a
     * dict). Compare CPython errors.c: {@code PyErr_NewExceptionWithDoc}.
     *
     * @param dotted "module.name", as CPython's argument
     * @param doc    the docstring, or null
     */
    public static PyType newException(String dotted, PyType base, String doc) {
        int dot = dotted.lastIndexOf('.');
        PyDict dict = new PyDict();
        dict.setItem(PyStr.intern("__module__"), PyStr.of(dotted.substring(0, dot)));
        if (doc != null) {
            dict.setItem(PyStr.intern("__doc__"), PyStr.of(doc));
        }
        PyObject t = PyType.TYPE.call(new PyObject[] {PyStr.of(dotted.substring(dot + 1)),
            PyTuple.of(base), dict}, Py.NO_KWNAMES);
        return (PyType) t;
    }
}
