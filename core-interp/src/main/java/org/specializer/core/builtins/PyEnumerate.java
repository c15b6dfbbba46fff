package org.specializer.core.builtins;

import java.math.BigInteger;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PySubclassable;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/** {@code enumerate(iterable, start=0)}: pairs of a counter and an item. */
public final class PyEnumerate extends PySubclassable implements PyIterator {
    public static final PyType TYPE = PyType.builtin("enumerate", PyEnumerate.class,
            PyType.OBJECT, PyType.BASETYPE, t -> {
                IteratorSupport.defineIterator(t);
                t.constructor(PyEnumerate::construct);
                PyGenericAlias.defineClassGetitem(t);
                t.method0("__reduce__", self -> {
                    PyEnumerate e = (PyEnumerate) self;
                    PyObject i = e.bigIndex == null ? PyInt.of(e.index) : Py.newInt(e.bigIndex);
                    return PyTuple.of(self.type, PyTuple.of(e.iterator, i));
                });
            });

    private final PyObject iterator;
    /** The next index while it fits in a long. */
    private long index;
    /** The next index once past {@code Long.MAX_VALUE} (or when started there), else null. */
    private BigInteger bigIndex;

    public PyEnumerate(PyType type, PyObject iterable, PyObject start) {
        super(type);
        this.iterator = Abstract.iter(iterable);
        if (start instanceof PyInt i) {
            this.index = i.value;
        } else {
            this.bigIndex = ((PyBigInt) start).value;
        }
    }

    private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        if (args.length > 2) {
            throw Py.typeError("enumerate() takes at most 2 arguments (" + args.length
                    + " given)");
        }
        int npos = args.length - kwnames.length;
        PyObject iterable = npos > 0 ? args[0] : null;
        PyObject start = npos > 1 ? args[1] : null;
        for (int k = 0; k < kwnames.length; k++) {
            String kw = kwnames[k].value;
            if (kw.equals("iterable") && iterable == null) {
                iterable = args[npos + k];
            } else if (kw.equals("start") && start == null) {
                start = args[npos + k];
            } else {
                throw Py.typeError("'" + kw + "' is an invalid keyword argument for enumerate()");
            }
        }
        if (iterable == null) {
            throw Py.typeError("enumerate() missing required argument 'iterable'");
        }
        return new PyEnumerate((PyType) cls, iterable,
                start == null ? PyInt.ZERO : Abstract.index(start));
    }

    @Override
    public PyObject nextOrNull() {
        PyObject item = Abstract.next(iterator);
        if (item == null) {
            return null;
        }
        PyObject i;
        if (bigIndex == null) {
            i = PyInt.of(index);
            if (index == Long.MAX_VALUE) {
                bigIndex = BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE);
            } else {
                index++;
            }
        } else {
            i = Py.newInt(bigIndex);
            bigIndex = bigIndex.add(BigInteger.ONE);
        }
        return new PyTuple(new PyObject[] {i, item});
    }
}
