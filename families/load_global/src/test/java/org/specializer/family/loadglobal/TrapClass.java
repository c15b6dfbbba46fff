package org.specializer.family.loadglobal;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Builtin;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyDict;
import org.specializer.api.PyInstance;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;

/**
 * A Python class whose every special method records that it ran and then fails: the proof
 * that a specializer looked at a user object without running Python code. The class is made
 * through {@link TypeFactory}, as a {@code class} statement would make it.
 */
final class TrapClass {
    static final String[] DUNDERS = {"__add__", "__radd__", "__iadd__", "__sub__", "__rsub__",
        "__mul__", "__rmul__", "__truediv__", "__and__", "__eq__", "__ne__", "__hash__",
        "__index__", "__int__", "__float__", "__bool__", "__len__", "__str__", "__repr__",
        "__getattr__", "__getattribute__"};

    /** The special methods that ran, in order. */
    final List<String> ran = new ArrayList<>();
    final PyType type;

    TrapClass(String name, PyType base) {
        PyDict ns = new PyDict();
        for (String d : DUNDERS) {
            ns.setItem(PyStr.intern(d), new PyBuiltinFunction(Builtin.Impl.ofN(d, name + "." + d,
                    0, 3, (self, args) -> {
                        ran.add(d);
                        throw new AssertionError("Python method " + name + "." + d + " ran");
                    }), null));
        }
        PyObject[] bases = base == null ? new PyObject[0] : new PyObject[] {base};
        type = TypeFactory.newType(PyType.TYPE, name, bases, ns, new PyStr[0], new PyObject[0]);
    }

    /** An instance with an empty instance dict (what {@code object.__new__} would give). */
    PyInstance instance() {
        return new PyInstance(type);
    }
}
