package org.specializer.natives.testcapi;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.modules.Params;

/**
 * {@code _testlimitedcapi}: the functions of CPython's limited-C-API test module that its
 * pure-Python regression tests call to reach the sequence protocol and attribute lookup the
 * way C code does ({@code test_bytes}, {@code test_class}), over the same operations the
 * interpreter uses. The rest of CPython's module exercises C declarations and is not here (an
 * AttributeError names what is missing).
 */
public final class TestLimitedCapiModule {
    private TestLimitedCapiModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_testlimitedcapi");
        m.def2("sequence_getitem", (self, o, i) -> Abstract.getItem(o, index(o, i)));
        m.def3("sequence_setitem", (self, o, i, v) -> {
            Abstract.setItem(o, index(o, i), v);
            return Py.None;
        });
        m.def2("sequence_delitem", (self, o, i) -> {
            Abstract.delItem(o, index(o, i));
            return Py.None;
        });
        m.def2("object_hasattrstring", (self, o, name) -> {
            // PyObject_HasAttrString: any error counts as "no", and is cleared
            String n = new String(((PyBytes) name).value, java.nio.charset.StandardCharsets.UTF_8);
            try {
                return PyInt.of(o.lookupAttr(PyStr.of(n)) != null ? 1 : 0);
            } catch (org.specializer.api.PyException e) {
                return PyInt.of(0);
            }
        });
        return m;
    }

    /**
     * The index {@code PySequence_GetItem} and kin hand to the type's item slot: a negative one
     * counts from the end; one still negative is out of range for a built-in sequence, whose
     * slot checks its bounds (a class's {@code __getitem__} gets it as it is).
     */
    private static PyObject index(PyObject o, PyObject i) {
        long n = Params.asSsize(i);
        if (n < 0) {
            n += Abstract.len(o);
            if (n < 0 && !o.type.isHeapType()) {
                throw Py.indexError(o.type.getName() + " index out of range");
            }
        }
        return PyInt.of(n);
    }
}
