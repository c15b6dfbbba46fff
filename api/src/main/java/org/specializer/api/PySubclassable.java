package org.specializer.api;

/**
 * The Java layout of a builtin type that Python classes may subclass ({@link PyType#BASETYPE}):
 * an instance of the type itself has no {@code __dict__} (as a C object has none), an instance
 * of a Python subclass has one, made when first asked for. Constructors take the type, which is
 * the subclass for {@code class M(map): ...}.
 */
public class PySubclassable extends PyObject {
    private PyDict dict;

    protected PySubclassable(PyType type) {
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
