package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/** {@code sorted()}-like needs of the modules, served by {@code list.sort} itself. */
final class StableSort {
    private StableSort() {}

    private static final PyStr SORT = PyStr.intern("sort");
    private static final PyStr[] KEY_REVERSE = {PyStr.intern("key"), PyStr.intern("reverse")};

    /** {@code l.sort(key=key, reverse=reverse)}; {@code key} may be null. */
    static void sortList(PyList l, PyObject key, boolean reverse) {
        PyObject sort = PyList.TYPE.lookup(SORT);
        Abstract.callMethodDescriptor(sort, l, new PyObject[] {key == null ? Py.None : key,
            Py.newBool(reverse)}, KEY_REVERSE);
    }
}
