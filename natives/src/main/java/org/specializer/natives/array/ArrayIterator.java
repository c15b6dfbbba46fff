package org.specializer.natives.array;

import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.interp.Runtime;
import org.specializer.core.modules.Params;

/** {@code array.arrayiterator}. Compare CPython arraymodule.c: {@code arrayiterobject}. */
final class ArrayIterator extends PyObject implements PyIterator {
    static final PyType TYPE = PyType.builtin("arrayiterator", ArrayIterator.class,
            PyType.OBJECT, 0, ArrayIterator::define).withModule("array").withDottedTpName();

    private PyArray array;
    private int index;

    ArrayIterator(PyArray array) {
        super(TYPE);
        this.array = array;
    }

    @Override
    public PyObject nextOrNull() {
        PyArray a = array;
        if (a == null) {
            return null;
        }
        if (index < a.size) {
            return a.get(index++);
        }
        array = null;
        return null;
    }

    private static ArrayIterator it(PyObject self) {
        return (ArrayIterator) self;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            throw Py.typeError("cannot create 'array.arrayiterator' instances");
        });
        Params.defineIterator(t);
        t.method0("__reduce__", self -> {
            PyObject iter = Runtime.builtins().getItem(PyStr.intern("iter"));
            ArrayIterator i = it(self);
            if (i.array == null) {
                return PyTuple.of(iter, PyTuple.of(PyTuple.EMPTY));
            }
            return PyTuple.of(iter, PyTuple.of(i.array), PyInt.of(i.index));
        });
        t.method1("__setstate__", (self, state) -> {
            long index = Params.asSsize(state);
            ArrayIterator i = it(self);
            if (i.array != null) {
                i.index = (int) Math.max(0, Math.min(index, i.array.size));
            }
            return Py.None;
        });
    }
}
