package org.specializer.natives.collections;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDescriptor;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * {@code _tuplegetter(index, doc)}: the read-only data descriptor of a namedtuple field, item
 * {@code index} of the tuple. Compare CPython _collectionsmodule.c: tuplegetter_descr_get.
 */
final class TupleGetter extends PyObject implements PyDescriptor {
    static final PyType TYPE = PyType.builtin("_tuplegetter", TupleGetter.class, PyType.OBJECT,
            0, TupleGetter::define).withModule("collections").withDottedTpName();

    private static final Params NEW = new Params("_tuplegetter", new String[] {"index", "doc"},
            2, 2, 2);

    private final int index;
    private PyObject doc;

    TupleGetter(int index, PyObject doc) {
        super(TYPE);
        this.index = index;
        this.doc = doc;
    }

    private static TupleGetter g(PyObject o) {
        return (TupleGetter) o;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            PyObject[] a = NEW.parse(args, kw);
            long i = Params.asSsize(a[0]);
            return new TupleGetter((int) Math.max(Integer.MIN_VALUE, Math.min(i,
                    Integer.MAX_VALUE)), a[1]);
        });
        t.getset("__doc__", self -> g(self).doc, (self, v) -> g(self).doc = v,
                self -> g(self).doc = Py.None);
        t.methodN("__get__", 1, 2, (self, a) -> g(self).descrGet(a[0] == Py.None ? null : a[0],
                null));
        t.method2("__set__", (self, obj, v) -> {
            g(self).descrSet(obj, v);
            return Py.None;
        });
        t.method1("__delete__", (self, obj) -> {
            g(self).descrDelete(obj);
            return Py.None;
        });
        t.method0("__reduce__", self -> PyTuple.of(self.type, PyTuple.of(
                PyInt.of(g(self).index), g(self).doc)));
        t.method0("__repr__", self -> PyStr.of("_tuplegetter(" + g(self).index + ", "
                + Abstract.repr(g(self).doc).value + ")"));
    }

    @Override
    public PyObject descrGet(PyObject obj, PyType type) {
        if (obj == null) {
            return this;
        }
        if (!(obj instanceof PyTuple t)) {
            throw Py.typeError("descriptor for index '" + index + "' for tuple subclasses "
                    + "doesn't apply to '" + obj.type.getName() + "' object");
        }
        if (index < 0 || index >= t.items.length) {
            throw Py.indexError("tuple index out of range");
        }
        return t.items[index];
    }

    @Override
    public boolean isDataDescriptor() {
        return true;
    }

    @Override
    public void descrSet(PyObject obj, PyObject value) {
        throw Py.error(PyExc.AttributeError, "can't set attribute");
    }

    @Override
    public void descrDelete(PyObject obj) {
        throw Py.error(PyExc.AttributeError, "can't delete attribute");
    }
}
