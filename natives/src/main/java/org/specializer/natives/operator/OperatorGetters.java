package org.specializer.natives.operator;

import org.specializer.api.Abstract;
import org.specializer.api.Builtin;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.ReprGuard;
import org.specializer.core.interp.Runtime;
import org.specializer.core.modules.Params;

/**
 * {@code operator.itemgetter}, {@code operator.attrgetter} and {@code operator.methodcaller}
 * (CPython Modules/_operator.c), with their reprs and {@code __reduce__}.
 */
final class OperatorGetters {
    private OperatorGetters() {}

    private static PyType type(String name, Class<?> c, Builtin.FK ctor, Builtin.F0 repr,
            Builtin.F0 reduce) {
        return PyType.builtin(name, c, PyType.OBJECT, 0, t -> {
            t.constructor(ctor);
            t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
            t.method0("__repr__", repr);
            t.method0("__reduce__", reduce);
            // what inspect.signature says of an instance: it is called with one object
            t.getTypeDict().setItem(PyStr.intern("__text_signature__"), PyStr.of("(obj, /)"));
        }).withModule("operator").withDottedTpName();
    }

    /** Check the call {@code getter(obj)}: one positional argument, no keywords. */
    private static PyObject single(String name, PyObject[] args, PyStr[] kwnames) {
        Params.noKeywords(name, kwnames);
        Params.checkPositional(name, args.length, 1, 1);
        return args[0];
    }

    /** {@code "operator.NAME" + body}, or {@code "operator.NAME(...)"} when recursive. */
    private static PyObject guardedRepr(PyObject self, java.util.function.Supplier<String> body) {
        String name = "operator." + self.type.getName();
        if (ReprGuard.enter(self)) {
            return PyStr.of(name + "(...)");
        }
        try {
            return PyStr.of(name + body.get());
        } finally {
            ReprGuard.leave(self);
        }
    }

    // ------------------------------------------------------------------ itemgetter

    /** {@code itemgetter(item, /, *items)}: {@code obj[item]}, or a tuple of several. */
    static final class ItemGetter extends PyObject {
        static final PyType TYPE = type("itemgetter", ItemGetter.class, (cls, args, kw) -> {
            Params.noKeywords("itemgetter", kw);
            Params.checkPositional("itemgetter", args.length, 1, Math.max(1, args.length));
            return new ItemGetter(args.clone());
        }, ItemGetter::repr, self -> PyTuple.of(self.type, itemArg((ItemGetter) self)));

        private final PyObject[] items;
        /** The index of a lone non-negative int item, else -1: tuples are indexed directly. */
        private final int index;

        ItemGetter(PyObject[] items) {
            super(TYPE);
            this.items = items;
            this.index = items.length == 1 && items[0].getClass() == PyInt.class
                    && ((PyInt) items[0]).value >= 0
                    && ((PyInt) items[0]).value <= Integer.MAX_VALUE
                    ? (int) ((PyInt) items[0]).value : -1;
        }

        /** The item, or the tuple of items: what the constructor is called with again. */
        private static PyObject itemArg(ItemGetter g) {
            return g.items.length == 1 ? PyTuple.of(g.items[0]) : new PyTuple(g.items.clone());
        }

        private static PyObject repr(PyObject self) {
            ItemGetter g = (ItemGetter) self;
            return guardedRepr(self, () -> g.items.length == 1
                    ? "(" + Abstract.repr(g.items[0]).value + ")"
                    : Abstract.repr(new PyTuple(g.items.clone())).value);
        }

        @Override
        public PyObject call(PyObject[] args, PyStr[] kwnames) {
            PyObject obj = single("itemgetter", args, kwnames);
            PyObject[] it = items;
            if (it.length == 1) {
                if (index >= 0 && obj.getClass() == PyTuple.class
                        && index < ((PyTuple) obj).items.length) {
                    return ((PyTuple) obj).items[index];
                }
                return Abstract.getItem(obj, it[0]);
            }
            PyObject[] out = new PyObject[it.length];
            for (int i = 0; i < it.length; i++) {
                out[i] = Abstract.getItem(obj, it[i]);
            }
            return new PyTuple(out);
        }
    }

    // ------------------------------------------------------------------ attrgetter

    /** {@code attrgetter(attr, /, *attrs)}: {@code obj.attr} (dotted paths allowed), or a tuple. */
    static final class AttrGetter extends PyObject {
        static final PyType TYPE = type("attrgetter", AttrGetter.class, (cls, args, kw) -> {
            Params.noKeywords("attrgetter", kw);
            Params.checkPositional("attrgetter", args.length, 1, Math.max(1, args.length));
            PyStr[][] paths = new PyStr[args.length][];
            for (int i = 0; i < args.length; i++) {
                if (!(args[i] instanceof PyStr s)) {
                    throw Py.typeError("attribute name must be a string");
                }
                String[] parts = s.value.split("\\.", -1);
                paths[i] = new PyStr[parts.length];
                for (int k = 0; k < parts.length; k++) {
                    paths[i][k] = PyStr.intern(parts[k]);
                }
            }
            return new AttrGetter(paths);
        }, AttrGetter::repr, self -> PyTuple.of(self.type, ((AttrGetter) self).names()));

        private final PyStr[][] paths;

        AttrGetter(PyStr[][] paths) {
            super(TYPE);
            this.paths = paths;
        }

        /** The dotted names, as given. Compare CPython _operator.c: attrgetter_args. */
        private PyTuple names() {
            PyObject[] out = new PyObject[paths.length];
            for (int i = 0; i < paths.length; i++) {
                StringBuilder sb = new StringBuilder();
                for (int k = 0; k < paths[i].length; k++) {
                    if (k > 0) {
                        sb.append('.');
                    }
                    sb.append(paths[i][k].value);
                }
                out[i] = PyStr.of(sb.toString());
            }
            return new PyTuple(out);
        }

        private static PyObject repr(PyObject self) {
            PyTuple names = ((AttrGetter) self).names();
            return guardedRepr(self, () -> names.items.length == 1
                    ? "(" + Abstract.repr(names.items[0]).value + ")"
                    : Abstract.repr(names).value);
        }

        private static PyObject resolve(PyObject obj, PyStr[] path) {
            for (PyStr p : path) {
                obj = obj.getAttr(p);
            }
            return obj;
        }

        @Override
        public PyObject call(PyObject[] args, PyStr[] kwnames) {
            PyObject obj = single("attrgetter", args, kwnames);
            if (paths.length == 1) {
                return resolve(obj, paths[0]);
            }
            PyObject[] out = new PyObject[paths.length];
            for (int i = 0; i < paths.length; i++) {
                out[i] = resolve(obj, paths[i]);
            }
            return new PyTuple(out);
        }
    }

    // ------------------------------------------------------------------ methodcaller

    /** {@code methodcaller(name, /, *args, **kwargs)}: {@code obj.name(*args, **kwargs)}. */
    static final class MethodCaller extends PyObject {
        static final PyType TYPE = type("methodcaller", MethodCaller.class, (cls, args, kw) -> {
            if (args.length - kw.length < 1) {
                throw Py.typeError("methodcaller needs at least one argument, the method name");
            }
            if (!(args[0] instanceof PyStr name)) {
                throw Py.typeError("method name must be a string");
            }
            PyObject[] rest = new PyObject[args.length - 1];
            System.arraycopy(args, 1, rest, 0, rest.length);
            return new MethodCaller(name.intern(), rest, kw);
        }, MethodCaller::repr, MethodCaller::reduce);

        private final PyStr name;
        /** The positional arguments, then the keyword arguments' values. */
        private final PyObject[] args;
        private final PyStr[] kwnames;

        MethodCaller(PyStr name, PyObject[] args, PyStr[] kwnames) {
            super(TYPE);
            this.name = name;
            this.args = args;
            this.kwnames = kwnames;
        }

        @Override
        public PyObject call(PyObject[] callArgs, PyStr[] callKw) {
            PyObject obj = single("methodcaller", callArgs, callKw);
            return obj.getAttr(name).call(args.clone(), kwnames);
        }

        private static PyObject repr(PyObject self) {
            MethodCaller mc = (MethodCaller) self;
            return guardedRepr(self, () -> {
                StringBuilder sb = new StringBuilder("(");
                sb.append(Abstract.repr(mc.name).value);
                int npos = mc.args.length - mc.kwnames.length;
                for (int i = 0; i < npos; i++) {
                    sb.append(", ").append(Abstract.repr(mc.args[i]).value);
                }
                for (int k = 0; k < mc.kwnames.length; k++) {
                    sb.append(", ").append(mc.kwnames[k].value).append('=')
                            .append(Abstract.repr(mc.args[npos + k]).value);
                }
                return sb.append(')').toString();
            });
        }

        /**
         * {@code (methodcaller, (name, *args))}, or with keywords
         * {@code (functools.partial(methodcaller, name, **kwargs), args)}. Compare CPython
         * _operator.c: methodcaller_reduce.
         */
        private static PyObject reduce(PyObject self) {
            MethodCaller mc = (MethodCaller) self;
            int npos = mc.args.length - mc.kwnames.length;
            PyObject[] pos = new PyObject[npos];
            System.arraycopy(mc.args, 0, pos, 0, npos);
            if (mc.kwnames.length == 0) {
                PyObject[] all = new PyObject[npos + 1];
                all[0] = mc.name;
                System.arraycopy(pos, 0, all, 1, npos);
                return PyTuple.of(self.type, new PyTuple(all));
            }
            // functools.partial is _functools.partial; importing the latter needs no Lib
            PyObject partial = Runtime.importModule("_functools").getAttr(PyStr.intern(
                    "partial"));
            PyObject[] pargs = new PyObject[2 + mc.kwnames.length];
            pargs[0] = self.type;
            pargs[1] = mc.name;
            System.arraycopy(mc.args, npos, pargs, 2, mc.kwnames.length);
            PyObject ctor = partial.call(pargs, mc.kwnames);
            return PyTuple.of(ctor, new PyTuple(pos));
        }
    }
}
