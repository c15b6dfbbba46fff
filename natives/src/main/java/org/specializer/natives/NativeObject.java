package org.specializer.natives;

import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * The Java layout of a native type that Python classes may subclass: an instance of the type
 * itself has no {@code __dict__} (as a C object has none), an instance of a Python subclass has
 * one, made when first asked for.
 */
public class NativeObject extends PyObject {
    private PyDict dict;

    protected NativeObject(PyType type) {
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
