package org.specializer.api;

/**
 * {@code member_descriptor}: one {@code __slots__} entry. Reads and writes slot {@link #index}
 * of an instance's slot array ({@link HasSlots}: a {@link PyInstance}, or an instance of a
 * builtin's subclass); an unset slot reads as AttributeError.
 */
public final class PyMemberDescr extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.builtin("member_descriptor", PyMemberDescr.class,
            PyType.OBJECT, 0, DescriptorMethods::defineMember);

    public final PyType owner;
    public final PyStr name;
    public final int index;

    public PyMemberDescr(PyType owner, PyStr name, int index) {
        super(TYPE);
        this.owner = owner;
        this.name = name;
        this.index = index;
    }

    @Override
    public PyObject descrGet(PyObject obj, PyType type) {
        if (obj == null) {
            return this;
        }
        PyObject v = slots(obj)[index];
        if (v == null) {
            // compare CPython structmember.c: PyMember_GetOne, which names the type by %T
            throw Py.attributeError(obj, name, "'" + obj.type.getFullyQualifiedName()
                    + "' object has no attribute '" + name + "'");
        }
        return v;
    }

    @Override
    public boolean isDataDescriptor() {
        return true;
    }

    @Override
    public void descrSet(PyObject obj, PyObject value) {
        slots(obj)[index] = value;
    }

    @Override
    public void descrDelete(PyObject obj) {
        PyObject[] s = slots(obj);
        if (s[index] == null) {
            throw Py.attributeError(obj, name, name.value); // as CPython's PyMember_SetOne
        }
        s[index] = null;
    }

    private PyObject[] slots(PyObject obj) {
        PyObject[] slots = obj.type.isSubtype(owner) && obj instanceof HasSlots h
                ? h.slotValues() : null;
        if (slots == null || index >= slots.length) {
            throw Py.typeError("descriptor '" + name + "' for '" + owner.getTpName()
                    + "' objects doesn't apply to a '" + obj.type.getTpName() + "' object");
        }
        return slots;
    }
}
