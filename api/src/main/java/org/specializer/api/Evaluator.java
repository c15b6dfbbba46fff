package org.specializer.api;

/**
 * What the object model needs from the interpreter: running Python functions and resuming
 * generators. Core installs its implementation in {@link PyFunction#evaluator} at start-up;
 * the object model never depends on core.
 */
public interface Evaluator {
    /**
     * Call {@code f}; when {@code self} is not null it is the first positional argument, in front
     * of {@code args}. The last {@code kwnames.length} of {@code args} are keyword values.
     */
    PyObject call(PyFunction f, PyObject self, PyObject[] args, PyStr[] kwnames);
}
