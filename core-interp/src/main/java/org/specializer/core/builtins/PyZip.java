package org.specializer.core.builtins;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PySubclassable;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/** {@code zip(*iterables, strict=False)}: tuples of the iterables' items, in step. */
public final class PyZip extends PySubclassable implements PyIterator {
    public static final PyType TYPE = PyType.builtin("zip", PyZip.class, PyType.OBJECT, PyType.BASETYPE, t -> {
        IteratorSupport.defineIterator(t);
        t.constructor(PyZip::construct);
        t.method0("__reduce__", self -> {
            PyZip z = (PyZip) self;
            PyTuple its = PyTuple.of(z.iterators.clone());
            return z.strict ? PyTuple.of(self.type, its, Py.True) : PyTuple.of(self.type, its);
        });
        t.method1("__setstate__", (self, state) -> {
            ((PyZip) self).strict = Abstract.isTrue(state);
            return Py.None;
        });
    });

    private final PyObject[] iterators;
    private boolean strict;
    /** Set once a strict zip has ended, so that it stays ended. */
    private boolean done;

    public PyZip(PyType type, PyObject[] iterables, boolean strict) {
        super(type);
        this.iterators = new PyObject[iterables.length];
        for (int i = 0; i < iterables.length; i++) {
            iterators[i] = Abstract.iter(iterables[i]);
        }
        this.strict = strict;
    }

    private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        boolean strict = false;
        for (int k = 0; k < kwnames.length; k++) {
            if (!kwnames[k].value.equals("strict")) {
                throw Defs.unexpectedKeyword("zip", kwnames[k]);
            }
            strict = Abstract.isTrue(args[npos + k]);
        }
        PyObject[] iterables = new PyObject[npos];
        System.arraycopy(args, 0, iterables, 0, npos);
        return new PyZip((PyType) cls, iterables, strict);
    }

    @Override
    public PyObject nextOrNull() {
        PyObject[] its = iterators;
        int n = its.length;
        if (n == 0 || done) {
            return null;
        }
        PyObject[] items = new PyObject[n];
        for (int i = 0; i < n; i++) {
            PyObject v = Abstract.next(its[i]);
            if (v == null) {
                if (strict) {
                    done = true;
                    checkStrict(i);
                }
                return null;
            }
            items[i] = v;
        }
        return new PyTuple(items);
    }

    /** Iterator {@code i} ran out: all must have, or the lengths differ. */
    private void checkStrict(int i) {
        if (i > 0) {
            throw Py.valueError("zip() argument " + (i + 1) + " is shorter than "
                    + argumentsBefore(i));
        }
        for (int j = 1; j < iterators.length; j++) {
            if (Abstract.next(iterators[j]) != null) {
                throw Py.valueError("zip() argument " + (j + 1) + " is longer than "
                        + argumentsBefore(j));
            }
        }
    }

    private static String argumentsBefore(int i) {
        return i == 1 ? "argument 1" : "arguments 1-" + i;
    }
}
