package org.specializer.core.marshal;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyFloat;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.interp.Runtime;

/** Complex numbers for marshal, through the builtin {@code complex} type. */
final class ComplexSupport {
    private ComplexSupport() {}

    private static final PyStr COMPLEX = PyStr.intern("complex");

    /** (real, imag) of an exact complex, or null for anything else. */
    static PyObject parts(PyObject v) {
        PyObject t = Runtime.builtins() == null ? null : Runtime.builtins().getItem(COMPLEX);
        if (t == null || v.type != t) {
            return null;
        }
        return PyTuple.of(new PyFloat(Abstract.asDouble(v.getAttr(PyStr.intern("real")))),
                new PyFloat(Abstract.asDouble(v.getAttr(PyStr.intern("imag")))));
    }

    static PyObject make(double re, double im) {
        PyObject t = Runtime.builtins() == null ? null : Runtime.builtins().getItem(COMPLEX);
        if (t == null) {
            throw Py.valueError("bad marshal data (complex numbers are not available)");
        }
        return Abstract.call(t, new PyFloat(re), new PyFloat(im));
    }
}
