package org.specializer.natives.collections;

import org.specializer.api.Finalization;
import org.specializer.api.PyDict;
import org.specializer.api.PyType;

/**
 * The Java base of the {@code dict} subclasses of {@code collections}: a {@link PyDict} that
 * also keeps an instance dictionary for the instances of Python subclasses of them.
 */
abstract class DictSubclass extends PyDict {
    private PyDict dict;
    /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
    private final Object finalizer = Finalization.triggerIfDel(this);

    DictSubclass(PyType type) {
        super(type);
    }

    @Override
    public PyDict getDict() {
        if (dict == null && type.instancesHaveDict()) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        if (!type.instancesHaveDict()) {
            return false;
        }
        dict = d;
        return true;
    }
}
