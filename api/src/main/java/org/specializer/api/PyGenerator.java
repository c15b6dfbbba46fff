package org.specializer.api;

/**
 * {@code generator} and {@code coroutine}: a suspended frame. The interpreter provides the
 * implementation (it owns frames); the object model defines what Python code and the families
 * see: the types, {@code send}, {@code throw}, {@code close} and iteration.
 */
public abstract class PyGenerator extends PyObject implements PyIterator {
    public static final PyType TYPE = PyType.builtin("generator", PyGenerator.class,
            PyType.OBJECT, 0, GeneratorMethods::defineGenerator);
    public static final PyType COROUTINE_TYPE = PyType.builtin("coroutine", PyGenerator.class,
            PyType.OBJECT, 0, GeneratorMethods::defineCoroutine);

    public PyStr name;
    public PyStr qualname;
    /**
     * A coroutine's {@code cr_origin}: ((filename, lineno, function), ...) of the frames that
     * created it, innermost first, when origin tracking was on; else null.
     */
    public PyObject origin;

    protected PyGenerator(PyType type, PyStr name, PyStr qualname) {
        super(type);
        this.name = name;
        this.qualname = qualname;
    }

    /** {@code gen.send(value)}: the next yielded value; raises StopIteration when it returns. */
    public abstract PyObject send(PyObject value);

    /** {@code gen.throw(exc)}: raise {@code exc} at the suspension point. */
    public abstract PyObject throwInto(PyBaseException exc);

    /**
     * {@code gen.throw(typ[, val[, tb]])} with the arguments as given: a delegate of
     * {@code yield from} or {@code await} receives them before they are made an exception.
     */
    public PyObject throwArgs(PyObject[] args) {
        return throwInto(ExceptionMethods.makeThrowable(args));
    }

    /** {@code gen.close()}. */
    public abstract PyObject close();

    /** True while the generator's frame is executing. */
    public abstract boolean isRunning();

    /** True once the generator has finished. */
    public abstract boolean isFinished();

    /** True before the first {@code next()}/{@code send()}. */
    public abstract boolean isJustStarted();

    /** The code object. */
    public abstract PyCode code();

    /** The frame object of the generator's frame ({@code gi_frame}), or null once finished. */
    public abstract PyObject frameObject();

    /** The value being awaited or delegated to by {@code yield from}, or null. */
    public abstract PyObject yieldFrom();
}
