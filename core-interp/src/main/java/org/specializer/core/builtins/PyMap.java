package org.specializer.core.builtins;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PySubclassable;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/** {@code map(function, *iterables)}: the function applied to items in step. */
public final class PyMap extends PySubclassable implements PyIterator {
    public static final PyType TYPE = PyType.builtin("map", PyMap.class, PyType.OBJECT, PyType.BASETYPE, t -> {
        IteratorSupport.defineIterator(t);
        t.constructor(PyMap::construct);
        t.method0("__reduce__", self -> {
            PyMap m = (PyMap) self;
            PyObject[] args = new PyObject[m.iterators.length + 1];
            args[0] = m.function;
            System.arraycopy(m.iterators, 0, args, 1, m.iterators.length);
            return PyTuple.of(self.type, new PyTuple(args));
        });
    });

    private final PyObject function;
    private final PyObject[] iterators;

    public PyMap(PyType type, PyObject function, PyObject[] iterables) {
        super(type);
        this.function = function;
        this.iterators = new PyObject[iterables.length];
        for (int i = 0; i < iterables.length; i++) {
            iterators[i] = Abstract.iter(iterables[i]);
        }
    }

    private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        args = org.specializer.core.modules.Params.positionalNew(cls, TYPE, "map", args,
                kwnames, 0, Integer.MAX_VALUE);
        if (args.length < 2) {
            throw Py.typeError("map() must have at least two arguments.");
        }
        PyObject[] iterables = new PyObject[args.length - 1];
        System.arraycopy(args, 1, iterables, 0, iterables.length);
        return new PyMap((PyType) cls, args[0], iterables);
    }

    @Override
    public PyObject nextOrNull() {
        PyObject[] its = iterators;
        if (its.length == 1) {
            PyObject v = Abstract.next(its[0]);
            return v == null ? null : Abstract.call1(function, v);
        }
        PyObject[] args = new PyObject[its.length];
        for (int i = 0; i < its.length; i++) {
            PyObject v = Abstract.next(its[i]);
            if (v == null) {
                return null;
            }
            args[i] = v;
        }
        return function.call(args, Py.NO_KWNAMES);
    }
}
