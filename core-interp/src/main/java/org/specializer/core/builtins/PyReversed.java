package org.specializer.core.builtins;

import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.IntOps;
import org.specializer.api.PyInt;
import org.specializer.api.PyTuple;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PySubclassable;
import org.specializer.api.PyType;

/**
 * {@code reversed(seq)}: the object's {@code __reversed__} when it has one; otherwise this type,
 * which walks a sequence ({@code __len__} and {@code __getitem__}) from the end.
 */
public final class PyReversed extends PySubclassable implements PyIterator {
    public static final PyType TYPE = PyType.builtin("reversed", PyReversed.class,
            PyType.OBJECT, PyType.BASETYPE, t -> {
                IteratorSupport.defineIterator(t);
                t.constructor(PyReversed::construct);
                t.method0("__length_hint__", self -> PyInt.of(((PyReversed) self).lengthHint()));
                t.method0("__reduce__", self -> {
                    PyReversed r = (PyReversed) self;
                    return r.seq == null ? PyTuple.of(self.type, PyTuple.of(PyTuple.EMPTY))
                            : PyTuple.of(self.type, PyTuple.of(r.seq), PyInt.of(r.index));
                });
                t.method1("__setstate__", (self, state) -> {
                    // Compare CPython enumobject.c: reversed_setstate
                    PyReversed r = (PyReversed) self;
                    long i = IntOps.asSsizeT(state);
                    if (r.seq != null) {
                        long n = Abstract.len(r.seq);
                        r.index = Math.max(-1, Math.min(i, n - 1));
                    }
                    return Py.None;
                });
            });

    /** The sequence, or null once exhausted. */
    private PyObject seq;
    private long index;

    private PyReversed(PyType type, PyObject seq, long length) {
        super(type);
        this.seq = seq;
        this.index = length - 1;
    }

    private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        IteratorSupport.noKeywords("reversed", kwnames);
        if (args.length != 1) {
            throw Py.typeError("reversed expected 1 argument, got " + args.length);
        }
        return reversed((PyType) cls, args[0]);
    }

    /** {@code reversed(seq)}. */
    public static PyObject reversed(PyObject seq) {
        return reversed(TYPE, seq);
    }

    /** {@code cls(seq)} for reversed or a subclass: {@code __reversed__}'s result if any. */
    static PyObject reversed(PyType cls, PyObject seq) {
        PyObject m = seq.type.lookup(Names.__reversed__);
        if (m == Py.None) {
            throw notReversible(seq);
        }
        if (m != null) {
            return Abstract.callMethodDescriptor(m, seq, Py.NO_ARGS, Py.NO_KWNAMES);
        }
        if (seq instanceof PyDict || seq.type.lookup(Names.__getitem__) == null) {
            throw notReversible(seq);
        }
        return new PyReversed(cls, seq, Abstract.len(seq));
    }

    private static PyException notReversible(PyObject seq) {
        return Py.typeError("'" + seq.type.getName() + "' object is not reversible");
    }

    @Override
    public PyObject nextOrNull() {
        PyObject s = seq;
        if (s == null) {
            return null;
        }
        if (index >= 0) {
            try {
                return Abstract.getItem(s, PyInt.of(index--));
            } catch (PyException e) {
                if (!e.matches(PyExc.IndexError) && !e.matches(PyExc.StopIteration)) {
                    throw e;
                }
            }
        }
        seq = null;
        return null;
    }

    private long lengthHint() {
        if (seq == null) {
            return 0;
        }
        long n = Abstract.len(seq);
        return n < index + 1 ? 0 : index + 1;
    }
}
