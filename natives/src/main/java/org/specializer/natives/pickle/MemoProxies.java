package org.specializer.natives.pickle;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * {@code Pickler.memo} and {@code Unpickler.memo}: proxies over the two memos that can be
 * cleared, copied to a dict ({id(obj): (index, obj)} and {index: obj}), pickled, and assigned
 * back to a pickler or unpickler. Compare CPython _pickle.c: {@code PicklerMemoProxy},
 * {@code UnpicklerMemoProxy}.
 */
final class MemoProxies {
    private MemoProxies() {}

    /** {@code _pickle.PicklerMemoProxy}. */
    static final class PicklerMemoProxy extends PyObject {
        static final PyType TYPE = PyType.builtin("PicklerMemoProxy", PicklerMemoProxy.class,
                PyType.OBJECT, 0, PicklerMemoProxy::define).withModule("_pickle")
                .withDottedTpName();

        final PyPickler pickler;

        PicklerMemoProxy(PyPickler pickler) {
            super(TYPE);
            this.pickler = pickler;
        }

        private static PyPickler p(PyObject self) {
            return ((PicklerMemoProxy) self).pickler;
        }

        private static void define(PyType t) {
            t.define("__hash__", Py.None);
            t.method0("clear", self -> {
                p(self).memo.clear();
                return Py.None;
            });
            t.method0("copy", self -> copy(p(self)));
            t.method0("__reduce__", self -> PyTuple.of(PyDict.TYPE, PyTuple.of(copy(p(self)))));
        }

        private static PyDict copy(PyPickler pk) {
            PyDict d = new PyDict();
            PyObject id = Abstract.getAttr(Py.importModule("builtins"), "id");
            pk.memo.forEach((obj, idx) -> d.setItem(Abstract.call1(id, obj),
                    PyTuple.of(PyInt.of(idx), obj)));
            return d;
        }
    }

    /** {@code _pickle.UnpicklerMemoProxy}. */
    static final class UnpicklerMemoProxy extends PyObject {
        static final PyType TYPE = PyType.builtin("UnpicklerMemoProxy", UnpicklerMemoProxy.class,
                PyType.OBJECT, 0, UnpicklerMemoProxy::define).withModule("_pickle")
                .withDottedTpName();

        final PyUnpickler unpickler;

        UnpicklerMemoProxy(PyUnpickler unpickler) {
            super(TYPE);
            this.unpickler = unpickler;
        }

        private static PyUnpickler u(PyObject self) {
            return ((UnpicklerMemoProxy) self).unpickler;
        }

        private static void define(PyType t) {
            t.define("__hash__", Py.None);
            t.method0("clear", self -> {
                PyUnpickler up = u(self);
                up.memo = new PyObject[up.memo.length];
                up.memoLen = 0;
                return Py.None;
            });
            t.method0("copy", self -> copy(u(self)));
            t.method0("__reduce__", self -> PyTuple.of(PyDict.TYPE, PyTuple.of(copy(u(self)))));
        }

        private static PyDict copy(PyUnpickler up) {
            PyDict d = new PyDict();
            PyObject[] memo = up.memo;
            for (int i = 0; i < memo.length; i++) {
                if (memo[i] != null) {
                    d.setItem(PyInt.of(i), memo[i]);
                }
            }
            return d;
        }
    }
}
