package org.specializer.api;

/** Attributes and methods of Python functions. */
final class FunctionMethods {
    private FunctionMethods() {}

    private static PyFunction f(PyObject o) {
        return (PyFunction) o;
    }

    private static final ArgParser NEW = new ArgParser("function", new String[] {"code",
        "globals", "name", "argdefs", "closure", "kwdefaults"}, 0, 6, 2);

    /** Compare CPython funcobject.c: func_new_impl. */
    private static PyObject functionNew(PyObject cls, PyObject[] args, PyStr[] kw) {
        PyObject[] a = NEW.parse(args, kw);
        if (!(a[0] instanceof PyCode code)) {
            throw Py.typeError("function() argument 'code' must be code, not "
                    + a[0].type.getName());
        }
        if (!(a[1] instanceof PyDict globals)) {
            throw Py.typeError("function() argument 'globals' must be dict, not "
                    + a[1].type.getName());
        }
        PyObject name = a[2] == null ? Py.None : a[2];
        if (name != Py.None && !(name instanceof PyStr)) {
            throw Py.typeError("arg 3 (name) must be None or string");
        }
        PyObject defaults = a[3] == null ? Py.None : a[3];
        if (defaults != Py.None && !(defaults instanceof PyTuple)) {
            throw Py.typeError("arg 4 (defaults) must be None or tuple");
        }
        PyObject closure = a[4] == null ? Py.None : a[4];
        PyObject kwdefaults = a[5] == null ? Py.None : a[5];
        if (kwdefaults != Py.None && !(kwdefaults instanceof PyDict)) {
            throw Py.typeError("arg 6 (kwdefaults) must be None or dict");
        }
        int nfree = code.nfrees;
        if (closure == Py.None) {
            if (nfree > 0) {
                throw Py.typeError("arg 5 (closure) must be tuple");
            }
        } else if (!(closure instanceof PyTuple)) {
            throw Py.typeError("arg 5 (closure) must be None or tuple");
        }
        PyObject[] cells = closure instanceof PyTuple ct ? ct.items : new PyObject[0];
        if (cells.length != nfree) {
            throw Py.valueError(code.name + " requires closure of length " + nfree + ", not "
                    + cells.length);
        }
        PyCell[] cellArr = new PyCell[cells.length];
        for (int i = 0; i < cells.length; i++) {
            if (!(cells[i] instanceof PyCell c)) {
                throw Py.typeError("arg 5 (closure) expected cell, found "
                        + cells[i].type.getName());
            }
            cellArr[i] = c;
        }
        PyObject b = globals.getItem(Names.__builtins__);
        PyDict builtins = b instanceof PyModule m ? m.dict : b instanceof PyDict d ? d
                : Py.currentBuiltins();  // none in globals: the running frame's
        PyFunction f = new PyFunction(code, globals, builtins, null);
        if (name instanceof PyStr n) {
            f.name = n;
        }
        if (defaults instanceof PyTuple dt) {
            f.defaults = dt;
        }
        if (cellArr.length > 0) {
            f.closure = cellArr;
        }
        if (kwdefaults instanceof PyDict kd) {
            f.kwdefaults = kd;
        }
        return f;
    }

    static void define(PyType t) {
        t.constructor(FunctionMethods::functionNew);
        t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
        t.methodN("__get__", 1, 2, (self, a) -> {
            PyObject obj = a[0];
            return obj == Py.None ? self : new PyMethod(self, obj);
        });
        t.method0("__repr__", self -> new PyStr("<function " + f(self).qualname + " at 0x"
                + String.format("%012x", Hashing.identityHash(self) & 0xffffffffffffL) + ">"));
        t.getset("__name__", self -> f(self).name, (self, v) -> {
            if (!(v instanceof PyStr s)) {
                throw Py.typeError("__name__ must be set to a string object");
            }
            f(self).name = s;
        });
        t.getset("__qualname__", self -> f(self).qualname, (self, v) -> {
            if (!(v instanceof PyStr s)) {
                throw Py.typeError("__qualname__ must be set to a string object");
            }
            f(self).qualname = s;
        });
        t.getset("__doc__", self -> f(self).doc, (self, v) -> f(self).doc = v,
                self -> f(self).doc = Py.None);
        t.getset("__module__", self -> f(self).module, (self, v) -> f(self).module = v,
                self -> f(self).module = Py.None);   // a member: deleted, it reads as None
        t.getset("__defaults__", self -> {
            PyTuple d = f(self).defaults;
            return d == null ? Py.None : d;
        }, (self, v) -> {
            if (v == Py.None) {
                f(self).defaults = null;
            } else if (v instanceof PyTuple tu) {
                f(self).defaults = tu.items.length == 0 ? null : tu;
            } else {
                throw Py.typeError("__defaults__ must be set to a tuple object");
            }
            f(self).shapeChanged();
        }, self -> {
            f(self).defaults = null;
            f(self).shapeChanged();
        });
        t.getset("__kwdefaults__", self -> {
            PyDict d = f(self).kwdefaults;
            return d == null ? Py.None : d;
        }, (self, v) -> {
            if (v == Py.None) {
                f(self).kwdefaults = null;
            } else if (v instanceof PyDict d) {
                f(self).kwdefaults = d;
            } else {
                throw Py.typeError("__kwdefaults__ must be set to a dict object");
            }
            f(self).shapeChanged();
        });
        t.getset("__code__", self -> f(self).code, (self, v) -> {
            if (!(v instanceof PyCode c)) {
                throw Py.typeError("__code__ must be set to a code object");
            }
            int nfree = c.nfrees;
            int nclosure = f(self).closure == null ? 0 : f(self).closure.length;
            if (nfree != nclosure) {
                throw Py.valueError(f(self).name + "() requires a code object with " + nclosure
                        + " free vars, not " + nfree);
            }
            int kinds = PyCode.CO_GENERATOR | PyCode.CO_COROUTINE | PyCode.CO_ASYNC_GENERATOR;
            if ((f(self).code.flags & kinds) != (c.flags & kinds)) {
                // Compare CPython funcobject.c: func_set_code
                Py.warn(PyExc.DeprecationWarning, "Assigning a code object of non-matching type "
                        + "is deprecated (e.g., from a generator to a plain function)");
            }
            f(self).code = c;
            f(self).shapeChanged();
        });
        t.getset("__globals__", self -> f(self).globals, null);
        t.getset("__builtins__", self -> f(self).builtins, null);
        t.getset("__closure__", self -> {
            PyCell[] c = f(self).closure;
            return c == null ? Py.None : PyTuple.of(c.clone());
        }, null);
        t.getset("__annotations__", self -> {
            PyFunction fn = f(self);
            if (fn.annotations == null) {
                fn.annotations = new PyDict();
            }
            return fn.annotations;
        }, (self, v) -> f(self).annotations = (PyDict) v);
        t.getset("__dict__", PyObject::getDict, (self, v) -> {
            if (!(v instanceof PyDict d)) {
                throw Py.typeError("__dict__ must be set to a dictionary, not a '"
                        + v.type.getName() + "'");
            }
            self.setDict(d);
        });
        t.getset("__type_params__", self -> f(self).typeParams, (self, v) -> {
            if (!(v instanceof PyTuple)) {
                throw Py.typeError("__type_params__ must be set to a tuple");
            }
            f(self).typeParams = v;
        });
    }
}
