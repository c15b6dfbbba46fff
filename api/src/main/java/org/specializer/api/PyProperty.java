package org.specializer.api;

/** {@code property}: a data descriptor calling {@code fget}, {@code fset} and {@code fdel}. */
public class PyProperty extends PyObject implements PyDescriptor, HasSlots {
    public static final PyType TYPE = PyType.builtin("property", PyProperty.class, PyType.OBJECT,
            PyType.BASETYPE, DescriptorMethods::defineProperty);

    public PyObject fget;
    public PyObject fset;
    public PyObject fdel;
    public PyObject doc;
    /** Whether {@link #doc} came from the getter's {@code __doc__} (no doc argument). */
    public boolean getterDoc;
    /** The attribute name, from {@code __set_name__}, for error messages. */
    public PyObject name;
    private PyDict dict;
    /** The values of a subclass's {@code __slots__}, or null. */
    private final PyObject[] slots = HasSlots.allocate(type);

    static {
        TYPE.withSubclassSlots();
    }

    public PyProperty(PyType type) {
        super(type);
        fget = fset = fdel = doc = Py.None;
        name = null;
    }

    @Override
    public PyObject[] slotValues() {
        return slots;
    }

    @Override
    public PyObject descrGet(PyObject obj, PyType type) {
        if (obj == null) {
            return this;
        }
        if (fget == Py.None) {
            throw Py.attributeError(obj, nameOrNull(), "property " + describe()
                    + "of " + owner(obj) + " object has no getter");
        }
        return Abstract.call1(fget, obj);
    }

    @Override
    public boolean isDataDescriptor() {
        return true;
    }

    @Override
    public void descrSet(PyObject obj, PyObject value) {
        if (fset == Py.None) {
            throw Py.attributeError(obj, nameOrNull(), "property " + describe()
                    + "of " + owner(obj) + " object has no setter");
        }
        Abstract.call(fset, obj, value);
    }

    @Override
    public void descrDelete(PyObject obj) {
        if (fdel == Py.None) {
            throw Py.attributeError(obj, nameOrNull(), "property " + describe()
                    + "of " + owner(obj) + " object has no deleter");
        }
        Abstract.call1(fdel, obj);
    }

    /** The name for messages: from {@code __set_name__}, else the getter's {@code __name__}. */
    private PyStr nameOrNull() {
        if (name instanceof PyStr s) {
            return s;
        }
        return fget != Py.None && fget.lookupAttr(Names.__name__) instanceof PyStr s ? s : null;
    }

    /** The repr of the qualified name of {@code obj}'s class, as CPython's messages give it. */
    private static String owner(PyObject obj) {
        return Abstract.repr(PyStr.of(obj.type.getQualname())).value;
    }

    private String describe() {
        PyStr n = nameOrNull();
        return n != null ? Abstract.repr(n) + " " : "";
    }

    @Override
    public PyDict getDict() {
        if (!type.instancesHaveDict()) {
            return null;
        }
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }
}
