package org.specializer.family.foriter;

import org.specializer.api.PyBaseException;
import org.specializer.api.PyCode;
import org.specializer.api.PyGenerator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/** A generator or coroutine object for decisions: the specializer only looks at its type. */
final class StubGenerator extends PyGenerator {
    StubGenerator(PyType type) {
        super(type, PyStr.of("g"), PyStr.of("g"));
    }

    @Override
    public PyObject send(PyObject value) {
        throw new UnsupportedOperationException();
    }

    @Override
    public PyObject throwInto(PyBaseException exc) {
        throw new UnsupportedOperationException();
    }

    @Override
    public PyObject close() {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean isRunning() {
        return false;
    }

    @Override
    public boolean isFinished() {
        return false;
    }

    @Override
    public boolean isJustStarted() {
        return true;
    }

    @Override
    public PyCode code() {
        return null;
    }

    @Override
    public PyObject yieldFrom() {
        return null;
    }

    @Override
    public PyObject nextOrNull() {
        throw new UnsupportedOperationException();
    }

    @Override
    public PyObject frameObject() {
        return null;
    }
}
