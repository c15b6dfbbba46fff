package org.specializer.api;

/**
 * {@code function}: code plus the environment it runs in (globals, builtins, defaults,
 * closure).
 *
 * <p>{@link #version} follows CPython 3.13's {@code func_version}: a new function takes its
 * code's version, and assigning {@code __code__}, {@code __defaults__} or {@code __kwdefaults__}
 * resets it to 0 for good, so that calls specialized on the old shape deopt and the function
 * is not specialized again.
 */
public final class PyFunction extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.builtin("function", PyFunction.class, PyType.OBJECT,
            0, FunctionMethods::define);

    /** The builtins of functions made by {@code types.FunctionType} with globals that have none. */
    public static volatile PyDict defaultBuiltins = new PyDict();

    /** Runs functions and generators: the interpreter installs itself here at start-up. */
    public static Evaluator evaluator;

    public PyCode code;
    public final PyDict globals;
    public final PyDict builtins;
    public PyStr name;
    public PyStr qualname;
    /** Positional defaults, or null. */
    public PyTuple defaults;
    /** Keyword-only defaults, or null. */
    public PyDict kwdefaults;
    /** Closure cells for the code's free variables, or null. */
    public PyCell[] closure;
    public PyObject doc;
    public PyObject module;
    public PyDict annotations;
    public int version;
    /** {@code __type_params__}: set for a generic function (PEP 695), settable as in CPython. */
    public PyObject typeParams = PyTuple.EMPTY;
    private PyDict dict;

    public PyFunction(PyCode code, PyDict globals, PyDict builtins, PyStr qualname) {
        super(TYPE);
        this.code = code;
        this.globals = globals;
        this.builtins = builtins;
        this.name = PyStr.intern(code.name);
        this.qualname = qualname != null ? qualname : PyStr.intern(code.qualname);
        // CPython 3.13: the docstring is consts[0] (the compiler puts None there otherwise)
        PyObject[] c = code.consts;
        this.doc = c.length > 0 && c[0] instanceof PyStr ? c[0] : Py.None;
        PyObject m = globals.getItem(Names.__name__);
        this.module = m != null ? m : Py.None;
        this.version = code.version;
    }

    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        return evaluator.call(this, null, args, kwnames);
    }

    /** Call with {@code self} in front of {@code args}, without copying them. */
    public PyObject callWithSelf(PyObject self, PyObject[] args, PyStr[] kwnames) {
        return evaluator.call(this, self, args, kwnames);
    }

    @Override
    public PyObject descrGet(PyObject obj, PyType type) {
        return obj == null ? this : new PyMethod(this, obj);
    }

    /** Assigning {@code __code__}, {@code __defaults__} or {@code __kwdefaults__} calls this. */
    public void shapeChanged() {
        version = 0;
    }

    @Override
    public PyDict getDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        dict = d;
        return true;
    }
}
