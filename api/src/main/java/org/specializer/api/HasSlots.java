package org.specializer.api;

/**
 * An object that keeps the values of its class's {@code __slots__}: a {@link PyInstance}
 * (a subclass of {@code object}), or an instance of a Python subclass of a builtin type (a
 * {@code list}, {@code str} or {@code deque} subclass, say). {@link PyMemberDescr} reads and
 * writes them here. A builtin whose subclasses' instances do this says so with
 * {@link PyType#withSubclassSlots}; the class statement then lays the slots out instead of
 * giving the instances a {@code __dict__}.
 */
public interface HasSlots {
    /** The slot values, one per name of {@link PyType#getSlotNames}; null without slots. */
    PyObject[] slotValues();

    /** The slot array for a new instance of {@code type}: null when it has no slots. */
    static PyObject[] allocate(PyType type) {
        int n = type.getSlotNames().length;
        return n == 0 ? null : new PyObject[n];
    }
}
