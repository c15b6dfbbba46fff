package org.specializer.api;

/** Read-only attributes of code objects. */
final class CodeMethods {
    private CodeMethods() {}

    private static PyCode c(PyObject o) {
        return (PyCode) o;
    }

    static void define(PyType t) {
        t.getset("co_name", self -> PyStr.of(c(self).name), null);
        t.getset("co_qualname", self -> PyStr.of(c(self).qualname), null);
        t.getset("co_filename", self -> PyStr.of(c(self).filename), null);
        t.getset("co_firstlineno", self -> PyInt.of(c(self).firstlineno), null);
        t.getset("co_argcount", self -> PyInt.of(c(self).argcount), null);
        t.getset("co_posonlyargcount", self -> PyInt.of(c(self).posonlyargcount), null);
        t.getset("co_kwonlyargcount", self -> PyInt.of(c(self).kwonlyargcount), null);
        t.getset("co_flags", self -> PyInt.of(c(self).flags), null);
        t.getset("co_nlocals", self -> PyInt.of(c(self).nlocals), null);
        t.getset("co_stacksize", self -> PyInt.of(c(self).stacksize), null);
        t.getset("co_consts", self -> PyTuple.of(c(self).consts.clone()), null);
        t.getset("co_names", self -> PyTuple.of((PyObject[]) c(self).names.clone()), null);
        t.getset("co_varnames", self -> names(c(self), PyCode.KIND_LOCAL), null);
        t.getset("co_cellvars", self -> names(c(self), PyCode.KIND_CELL), null);
        t.getset("co_freevars", self -> names(c(self), PyCode.KIND_FREE), null);
        t.method0("__repr__", self -> new PyStr("<code object " + c(self).name + " at 0x"
                + String.format("%012x", Hashing.identityHash(self) & 0xffffffffffffL)
                + ", file \"" + c(self).filename + "\", line " + c(self).firstlineno + ">"));
    }

    private static PyTuple names(PyCode code, byte kind) {
        PyList out = new PyList();
        for (int i = 0; i < code.localsplusKinds.length; i++) {
            if ((code.localsplusKinds[i] & kind) != 0) {
                out.append(code.localsplusNames[i]);
            }
        }
        return PyTuple.of(out.toArray());
    }
}
