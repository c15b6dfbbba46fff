package org.specializer.natives.contextvars;

import java.util.LinkedHashMap;
import java.util.Map;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.interp.ThreadState;
import org.specializer.core.modules.Params;

/**
 * The {@code _contextvars} module (CPython Python/context.c), which Lib's
 * {@code contextvars.py} re-exports: {@link Context}, {@link ContextVar}, {@link Token} and
 * {@code copy_context()}.
 *
 * <p>A context is an immutable mapping from context variables to values ({@link Vars}): setting
 * a variable replaces the current context's mapping with a new one, so a copy of a context is
 * a snapshot that shares the mapping. CPython uses a HAMT for this; contexts hold few variables,
 * so here a mapping is a small insertion-ordered map copied on write, and each variable caches
 * the value it last read from a mapping, valid while the context still holds that mapping.
 *
 * <p>The current context belongs to the running thread ({@link ThreadState#context()}, saved
 * with the rest of the thread's state when it lets go of the interpreter lock); a thread's
 * first use creates an empty one. {@code Context.run} makes a context current for a call.
 */
public final class ContextvarsModule {
    private ContextvarsModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_contextvars");
        m.put("Context", Context.TYPE);
        m.put("ContextVar", ContextVar.TYPE);
        m.put("Token", Token.TYPE);
        m.def0("copy_context", self -> new Context(current().vars));
        return m;
    }

    /** The thread's current context, created empty on first use (CPython's context_get). */
    static Context current() {
        PyObject c = ThreadState.context();
        if (c instanceof Context ctx) {
            return ctx;
        }
        Context ctx = new Context(Vars.EMPTY);
        ThreadState.setContext(ctx);
        return ctx;
    }

    private static String at(PyObject o) {
        return " at 0x" + Long.toHexString(System.identityHashCode(o));
    }

    // ------------------------------------------------------------------ mappings

    /** An immutable mapping of context variables to values, in insertion order. */
    static final class Vars {
        static final Vars EMPTY = new Vars(new LinkedHashMap<>());

        final Map<ContextVar, PyObject> map;

        private Vars(Map<ContextVar, PyObject> map) {
            this.map = map;
        }

        PyObject get(ContextVar var) {
            return map.get(var);
        }

        Vars with(ContextVar var, PyObject value) {
            Map<ContextVar, PyObject> m = new LinkedHashMap<>(map);
            m.put(var, value);
            return new Vars(m);
        }

        Vars without(ContextVar var) {
            Map<ContextVar, PyObject> m = new LinkedHashMap<>(map);
            m.remove(var);
            return new Vars(m);
        }
    }

    // ------------------------------------------------------------------ Context

    /** {@code Context()}: a mapping of variables to values that can be made current. */
    static final class Context extends PyObject {
        static final PyType TYPE = PyType.builtin("Context", Context.class, PyType.OBJECT, 0,
                Context::define).withModule("_contextvars").withDottedTpName();

        Vars vars;
        /** The context that was current when {@code run} entered this one. */
        private PyObject previous;
        private boolean entered;

        Context(Vars vars) {
            super(TYPE);
            this.vars = vars;
        }

        private static Context c(PyObject o) {
            return (Context) o;
        }

        private static void define(PyType t) {
            t.constructor((cls, args, kw) -> {
                if (args.length != 0) {
                    throw Py.typeError("Context() does not accept any arguments");
                }
                return new Context(Vars.EMPTY);
            });
            t.methodK("run", (self, args, kw) -> c(self).run(args, kw));
            t.method0("copy", self -> new Context(c(self).vars));
            t.method1("__getitem__", (self, key) -> {
                PyObject v = c(self).vars.get(var(key));
                if (v == null) {
                    throw Py.keyError(key);
                }
                return v;
            });
            t.method1("__contains__", (self, key) -> Py.newBool(c(self).vars.get(var(key))
                    != null));
            t.method0("__len__", self -> PyInt.of(c(self).vars.map.size()));
            t.method0("__iter__", self -> Abstract.iter(keys(c(self))));
            t.methodN("get", 1, 2, (self, a) -> {
                PyObject v = c(self).vars.get(var(a[0]));
                return v != null ? v : a.length > 1 ? a[1] : Py.None;
            });
            t.method0("keys", self -> keys(c(self)));
            t.method0("values", self -> new PyList(c(self).vars.map.values().toArray(
                    new PyObject[0])));
            t.method0("items", self -> {
                PyList l = new PyList();
                for (Map.Entry<ContextVar, PyObject> e : c(self).vars.map.entrySet()) {
                    l.append(PyTuple.of(e.getKey(), e.getValue()));
                }
                return l;
            });
            t.method1("__eq__", (self, other) -> {
                if (!(other instanceof Context o)) {
                    return Py.NotImplemented;
                }
                return Py.newBool(equal(c(self).vars, o.vars));
            });
            t.define("__hash__", Py.None);
        }

        private static PyList keys(Context ctx) {
            return new PyList(ctx.vars.map.keySet().toArray(new PyObject[0]));
        }

        private static ContextVar var(PyObject key) {
            if (!(key instanceof ContextVar v)) {
                throw Py.typeError("a ContextVar key was expected, got "
                        + Abstract.repr(key).value);
            }
            return v;
        }

        /** The same variables with equal values. */
        private static boolean equal(Vars a, Vars b) {
            if (a == b) {
                return true;
            }
            if (a.map.size() != b.map.size()) {
                return false;
            }
            for (Map.Entry<ContextVar, PyObject> e : a.map.entrySet()) {
                PyObject w = b.map.get(e.getKey());
                if (w == null || !(w == e.getValue()
                        || Abstract.richCompareBool(e.getValue(), w, Abstract.EQ))) {
                    return false;
                }
            }
            return true;
        }

        /**
         * {@code run(callable, *args, **kwargs)} with this context current. Compare CPython
         * context.c: _PyContext_Enter, context_run and _PyContext_Exit.
         */
        PyObject run(PyObject[] args, PyStr[] kw) {
            if (args.length - kw.length < 1) {
                throw Py.typeError("run() missing 1 required positional argument");
            }
            if (entered) {
                throw Py.error(PyExc.RuntimeError, "cannot enter context: "
                        + Abstract.repr(this).value + " is already entered");
            }
            previous = ThreadState.context();
            entered = true;
            ThreadState.setContext(this);
            try {
                PyObject[] rest = new PyObject[args.length - 1];
                System.arraycopy(args, 1, rest, 0, rest.length);
                return args[0].call(rest, kw);
            } finally {
                if (ThreadState.context() != this) {
                    throw Py.error(PyExc.RuntimeError, "cannot exit context: thread state "
                            + "references a different context object");
                }
                ThreadState.setContext(previous);
                previous = null;
                entered = false;
            }
        }
    }

    // ------------------------------------------------------------------ ContextVar

    /** {@code ContextVar(name, *, default)}. */
    static final class ContextVar extends PyObject {
        static final PyType TYPE = PyType.builtin("ContextVar", ContextVar.class, PyType.OBJECT,
                0, ContextVar::define).withModule("_contextvars").withDottedTpName();

        private static final Params NEW = new Params("ContextVar",
                new String[] {"name", "default"}, 0, 1, 1);

        final PyStr name;
        /** The default, or null. */
        final PyObject dflt;
        /** The mapping the value below was read from (CPython's {@code var_cached}). */
        private Vars cachedVars;
        private PyObject cachedValue;

        ContextVar(PyStr name, PyObject dflt) {
            super(TYPE);
            this.name = name;
            this.dflt = dflt;
        }

        private static ContextVar v(PyObject o) {
            return (ContextVar) o;
        }

        private static void define(PyType t) {
            PyGenericAlias.defineClassGetitem(t);
            t.constructor((cls, args, kw) -> {
                if (args.length == kw.length) {
                    throw Py.typeError("ContextVar() takes exactly 1 positional argument (0 "
                            + "given)");
                }
                PyObject[] a = NEW.parse(args, kw);
                if (!(a[0] instanceof PyStr n)) {
                    throw Py.typeError("context variable name must be a str");
                }
                return new ContextVar(n, a[1]);
            });
            t.getset("name", self -> v(self).name, (self, x) -> {
                throw Py.error(PyExc.AttributeError, "readonly attribute");
            });
            t.methodN("get", 0, 1, (self, a) -> v(self).get(a.length > 0 ? a[0] : null));
            t.method1("set", (self, value) -> v(self).set(value));
            t.method1("reset", (self, token) -> {
                v(self).reset(token);
                return Py.None;
            });
            t.method0("__repr__", self -> {
                ContextVar var = v(self);
                StringBuilder sb = new StringBuilder("<ContextVar name=");
                sb.append(Abstract.repr(var.name).value);
                if (var.dflt != null) {
                    sb.append(" default=").append(Abstract.repr(var.dflt).value);
                }
                return PyStr.of(sb.append(at(self)).append('>').toString());
            });
        }

        /** Compare CPython context.c: PyContextVar_Get. */
        PyObject get(PyObject fallback) {
            PyObject c = ThreadState.context();
            if (c instanceof Context ctx) {
                Vars vars = ctx.vars;
                PyObject value;
                if (cachedVars == vars) {
                    value = cachedValue;
                } else {
                    value = vars.get(this);
                    cachedVars = vars;
                    cachedValue = value;
                }
                if (value != null) {
                    return value;
                }
            }
            if (fallback != null) {
                return fallback;
            }
            if (dflt != null) {
                return dflt;
            }
            throw lookupError(this);
        }

        /** Compare CPython context.c: PyContextVar_Set. */
        PyObject set(PyObject value) {
            Context ctx = current();
            PyObject old = ctx.vars.get(this);
            ctx.vars = ctx.vars.with(this, value);
            return new Token(ctx, this, old);
        }

        /** Compare CPython context.c: PyContextVar_Reset. */
        void reset(PyObject tokenObj) {
            if (!(tokenObj instanceof Token token)) {
                throw Py.typeError("expected an instance of Token, got "
                        + Abstract.repr(tokenObj).value);
            }
            if (token.used) {
                throw Py.error(PyExc.RuntimeError, Abstract.repr(token).value
                        + " has already been used once");
            }
            if (token.var != this) {
                throw Py.valueError(Abstract.repr(token).value
                        + " was created by a different ContextVar");
            }
            Context ctx = current();
            if (ctx != token.ctx) {
                throw Py.valueError(Abstract.repr(token).value
                        + " was created in a different Context");
            }
            token.used = true;
            if (token.oldValue == null) {
                if (ctx.vars.get(this) == null) {
                    throw lookupError(this);
                }
                ctx.vars = ctx.vars.without(this);
            } else {
                ctx.vars = ctx.vars.with(this, token.oldValue);
            }
        }
    }

    /** {@code LookupError(var)}: the exception's argument is the variable itself. */
    private static PyException lookupError(ContextVar var) {
        return new PyException(PyExc.create(PyExc.LookupError, var));
    }

    // ------------------------------------------------------------------ Token

    /** What {@code ContextVar.set} returns, for {@code reset}. */
    static final class Token extends PyObject {
        static final PyType TYPE = PyType.builtin("Token", Token.class, PyType.OBJECT, 0,
                Token::define).withModule("_contextvars").withDottedTpName();

        /** {@code Token.MISSING}: the old value of a variable that had none. */
        static final PyObject MISSING = new PyObject(PyType.builtin("MISSING",
                PyObject.class, PyType.OBJECT, 0, t -> t.method0("__repr__",
                        self -> PyStr.of("<Token.MISSING>")))) {};

        final Context ctx;
        final ContextVar var;
        /** The variable's value before the {@code set}, or null. */
        final PyObject oldValue;
        boolean used;

        Token(Context ctx, ContextVar var, PyObject oldValue) {
            super(TYPE);
            this.ctx = ctx;
            this.var = var;
            this.oldValue = oldValue;
        }

        private static Token k(PyObject o) {
            return (Token) o;
        }

        private static void define(PyType t) {
            PyGenericAlias.defineClassGetitem(t);
            t.constructor((cls, args, kw) -> {
                throw Py.error(PyExc.RuntimeError, "Tokens can only be created by ContextVars");
            });
            t.define("MISSING", MISSING);
            t.getset("var", self -> k(self).var, null);
            t.getset("old_value", self -> k(self).oldValue == null ? MISSING
                    : k(self).oldValue, null);
            t.method0("__repr__", self -> PyStr.of("<Token" + (k(self).used ? " used" : "")
                    + " var=" + Abstract.repr(k(self).var).value + at(self) + ">"));
        }
    }
}
