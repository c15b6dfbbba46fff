package org.specializer.natives.collections;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * The {@code _collections} module (CPython Modules/_collectionsmodule.c and
 * Objects/odictobject.c): {@link PyDeque deque} and its iterators, the {@code dict} subclasses
 * {@link PyDefaultDict defaultdict} and {@link PyOrderedDict OrderedDict}, the
 * {@link TupleGetter _tuplegetter} descriptors of namedtuple fields, and
 * {@code _count_elements} for {@code Counter}. Lib's {@code collections/__init__.py} builds
 * {@code namedtuple}, {@code Counter}, {@code ChainMap} and the rest on them.
 */
public final class CollectionsModule {
    private CollectionsModule() {}

    private static final PyStr GET = PyStr.intern("get");
    private static final PyStr SETITEM = PyStr.intern("__setitem__");

    public static PyModule create() {
        PyModule m = new PyModule("_collections");
        m.put("deque", PyDeque.TYPE);
        m.put("_deque_iterator", DequeMethods.Iter.TYPE);
        m.put("_deque_reverse_iterator", DequeMethods.Iter.REVERSE_TYPE);
        m.put("defaultdict", PyDefaultDict.TYPE);
        m.put("OrderedDict", PyOrderedDict.TYPE);
        m.put("_tuplegetter", TupleGetter.TYPE);
        m.def2("_count_elements", (self, mapping, iterable) -> {
            countElements(mapping, iterable);
            return Py.None;
        });
        return m;
    }

    /**
     * {@code mapping[elem] = mapping.get(elem, 0) + 1} for each element; straight into the table
     * when {@code mapping} is a dict whose {@code get} and {@code __setitem__} are dict's (as
     * {@code Counter}'s are). Compare CPython _collectionsmodule.c: _collections__count_elements_impl.
     */
    static void countElements(PyObject mapping, PyObject iterable) {
        PyObject it = Abstract.iter(iterable);
        PyObject one = PyInt.ONE;
        if (mapping instanceof PyDict d && mapping.type.lookup(GET) == PyDict.TYPE.lookup(GET)
                && mapping.type.lookup(SETITEM) == PyDict.TYPE.lookup(SETITEM)) {
            for (PyObject key = Abstract.next(it); key != null; key = Abstract.next(it)) {
                long hash = PyDict.hashOf(key);
                PyObject old = d.getItem(key, hash);
                d.setItem(key, hash, old == null ? one : Abstract.add(old, one));
            }
            return;
        }
        PyObject get = mapping.getAttr(GET);
        for (PyObject key = Abstract.next(it); key != null; key = Abstract.next(it)) {
            PyObject old = Abstract.call(get, key, PyInt.ZERO);
            Abstract.setItem(mapping, key, Abstract.add(old, one));
        }
    }
}
