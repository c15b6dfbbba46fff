package org.specializer.natives;

import org.specializer.api.PySubclassable;
import org.specializer.api.PyType;

/**
 * The Java layout of a native type that Python classes may subclass: an instance of the type
 * itself has no {@code __dict__} (as a C object has none), an instance of a Python subclass has
 * one, made when first asked for (see {@link PySubclassable}).
 */
public class NativeObject extends PySubclassable {
    protected NativeObject(PyType type) {
        super(type);
    }
}
