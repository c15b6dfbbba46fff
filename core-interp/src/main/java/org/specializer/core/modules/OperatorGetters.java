package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/** {@code operator.itemgetter}, {@code operator.attrgetter} and {@code operator.methodcaller}. */
final class OperatorGetters {
    private OperatorGetters() {}

    private static PyType type(String name, Class<?> c, org.specializer.api.Builtin.FK ctor,
            org.specializer.api.Builtin.F0 repr) {
        return PyType.builtin(name, c, PyType.OBJECT, 0, t -> {
            t.constructor(ctor);
            t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
            t.method0("__repr__", repr);
        }).withModule("operator");
    }

    private static String reprArgs(PyObject[] items) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < items.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(Abstract.repr(items[i]).value);
        }
        return sb.toString();
    }

    /** Check the call {@code getter(obj)}: one positional argument, no keywords. */
    private static PyObject single(String name, PyObject[] args, PyStr[] kwnames) {
        Params.noKeywords(name, kwnames);
        Params.checkPositional(name, args.length, 1, 1);
        return args[0];
    }

    // ------------------------------------------------------------------ itemgetter

    /** {@code itemgetter(*items)}: {@code obj[item]}, or a tuple of several. */
    static final class ItemGetter extends PyObject {
        static final PyType TYPE = type("itemgetter", ItemGetter.class, (cls, args, kw) -> {
            Params.noKeywords("itemgetter", kw);
            Params.checkPositional("itemgetter", args.length, 1, Math.max(1, args.length));
            return new ItemGetter(args.clone());
        }, self -> PyStr.of("operator.itemgetter(" + reprArgs(((ItemGetter) self).items) + ")"));

        private final PyObject[] items;

        ItemGetter(PyObject[] items) {
            super(TYPE);
            this.items = items;
        }

        @Override
        public PyObject call(PyObject[] args, PyStr[] kwnames) {
            PyObject obj = single("itemgetter", args, kwnames);
            PyObject[] it = items;
            if (it.length == 1) {
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

    /** {@code attrgetter(*attrs)}: {@code obj.attr} (dotted paths allowed), or a tuple. */
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
            return new AttrGetter(args.clone(), paths);
        }, self -> PyStr.of("operator.attrgetter(" + reprArgs(((AttrGetter) self).names) + ")"));

        private final PyObject[] names;
        private final PyStr[][] paths;

        AttrGetter(PyObject[] names, PyStr[][] paths) {
            super(TYPE);
            this.names = names;
            this.paths = paths;
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
        }, MethodCaller::repr);

        private final PyStr name;
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
            StringBuilder sb = new StringBuilder("operator.methodcaller(");
            sb.append(Abstract.repr(mc.name).value);
            int npos = mc.args.length - mc.kwnames.length;
            for (int i = 0; i < npos; i++) {
                sb.append(", ").append(Abstract.repr(mc.args[i]).value);
            }
            for (int k = 0; k < mc.kwnames.length; k++) {
                sb.append(", ").append(mc.kwnames[k].value).append('=')
                        .append(Abstract.repr(mc.args[npos + k]).value);
            }
            return PyStr.of(sb.append(')').toString());
        }
    }
}
