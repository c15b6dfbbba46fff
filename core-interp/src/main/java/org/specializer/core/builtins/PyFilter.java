package org.specializer.core.builtins;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBool;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PySubclassable;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/** {@code filter(function or None, iterable)}: the items for which the function is true. */
public final class PyFilter extends PySubclassable implements PyIterator {
    public static final PyType TYPE = PyType.builtin("filter", PyFilter.class, PyType.OBJECT, PyType.BASETYPE,
            t -> {
                IteratorSupport.defineIterator(t);
                t.constructor(PyFilter::construct);
                t.method0("__reduce__", self -> {
                    PyFilter f = (PyFilter) self;
                    return PyTuple.of(self.type, PyTuple.of(f.given, f.iterator));
                });
            });

    /** The predicate, or null to test the items' truth ({@code None} or {@code bool}). */
    private final PyObject function;
    private final PyObject iterator;
    /** The function as given, for {@code __reduce__}. */
    private final PyObject given;

    public PyFilter(PyType type, PyObject function, PyObject iterable) {
        super(type);
        this.function = function == Py.None || function == PyBool.TYPE ? null : function;
        this.iterator = Abstract.iter(iterable);
        this.given = function;
    }

    private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        args = org.specializer.core.modules.Params.positionalNew(cls, TYPE, "filter", args,
                kwnames, 0, Integer.MAX_VALUE);
        if (args.length != 2) {
            throw Py.typeError("filter expected 2 arguments, got " + args.length);
        }
        return new PyFilter((PyType) cls, args[0], args[1]);
    }

    @Override
    public PyObject nextOrNull() {
        PyObject f = function;
        for (PyObject v = Abstract.next(iterator); v != null; v = Abstract.next(iterator)) {
            if (Abstract.isTrue(f == null ? v : Abstract.call1(f, v))) {
                return v;
            }
        }
        return null;
    }
}
