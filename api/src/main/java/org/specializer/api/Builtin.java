package org.specializer.api;

/**
 * The shapes of Java code behind builtin functions and methods. {@code self} is the bound
 * object: the instance for a method, the module for a module function, the class for a
 * classmethod or {@code __new__}, null for a static function.
 *
 * <p>A fixed-arity shape ({@link F0} to {@link F3}) lets the interpreter call without building an
 * argument array; {@link FN} takes positional arguments in a range; {@link FK} takes
 * anything, keywords included, and checks its own arguments (see {@link ArgParser}).
 */
public final class Builtin {
    private Builtin() {}

    @FunctionalInterface
    public interface F0 {
        PyObject call(PyObject self);
    }

    @FunctionalInterface
    public interface F1 {
        PyObject call(PyObject self, PyObject a);
    }

    @FunctionalInterface
    public interface F2 {
        PyObject call(PyObject self, PyObject a, PyObject b);
    }

    @FunctionalInterface
    public interface F3 {
        PyObject call(PyObject self, PyObject a, PyObject b, PyObject c);
    }

    /** Positional arguments only, between the declared minimum and maximum. */
    @FunctionalInterface
    public interface FN {
        PyObject call(PyObject self, PyObject[] args);
    }

    /** Any arguments: the last {@code kwnames.length} of {@code args} are keyword values. */
    @FunctionalInterface
    public interface FK {
        PyObject call(PyObject self, PyObject[] args, PyStr[] kwnames);
    }

    /** Which shape an implementation has. */
    public enum Kind { F0, F1, F2, F3, FN, FK }

    /**
     * One builtin: its name, shape and implementation. Shared by the unbound descriptor in a
     * type's dictionary and every bound method made from it.
     */
    public static final class Impl {
        public final String name;
        /** {@code list.append} for methods, {@code len} for functions: used in messages. */
        public final String qualname;
        public final Kind kind;
        public final int minArgs;
        public final int maxArgs;
        public final F0 f0;
        public final F1 f1;
        public final F2 f2;
        public final F3 f3;
        public final FN fn;
        public final FK fk;
        public String doc;

        private Impl(String name, String qualname, Kind kind, int min, int max, Object f) {
            this.name = name;
            this.qualname = qualname;
            this.kind = kind;
            this.minArgs = min;
            this.maxArgs = max;
            this.f0 = kind == Kind.F0 ? (F0) f : null;
            this.f1 = kind == Kind.F1 ? (F1) f : null;
            this.f2 = kind == Kind.F2 ? (F2) f : null;
            this.f3 = kind == Kind.F3 ? (F3) f : null;
            this.fn = kind == Kind.FN ? (FN) f : null;
            this.fk = kind == Kind.FK ? (FK) f : null;
        }

        public static Impl of0(String name, String qualname, F0 f) {
            return new Impl(name, qualname, Kind.F0, 0, 0, f);
        }

        public static Impl of1(String name, String qualname, F1 f) {
            return new Impl(name, qualname, Kind.F1, 1, 1, f);
        }

        public static Impl of2(String name, String qualname, F2 f) {
            return new Impl(name, qualname, Kind.F2, 2, 2, f);
        }

        public static Impl of3(String name, String qualname, F3 f) {
            return new Impl(name, qualname, Kind.F3, 3, 3, f);
        }

        public static Impl ofN(String name, String qualname, int min, int max, FN f) {
            return new Impl(name, qualname, Kind.FN, min, max, f);
        }

        public static Impl ofK(String name, String qualname, FK f) {
            return new Impl(name, qualname, Kind.FK, 0, Integer.MAX_VALUE, f);
        }

        /** Call with an argument array (the general path). */
        public PyObject invoke(PyObject self, PyObject[] args, PyStr[] kwnames) {
            if (kind == Kind.FK) {
                return fk.call(self, args, kwnames);
            }
            if (kwnames.length != 0) {
                throw Py.typeError(qualname + "() takes no keyword arguments");
            }
            int n = args.length;
            switch (kind) {
                case F0:
                    if (n != 0) {
                        throw Py.typeError(qualname + "() takes no arguments (" + n + " given)");
                    }
                    return f0.call(self);
                case F1:
                    if (n != 1) {
                        throw Py.typeError(qualname + "() takes exactly one argument (" + n
                                + " given)");
                    }
                    return f1.call(self, args[0]);
                case F2:
                    if (n != 2) {
                        throw arityError(n);
                    }
                    return f2.call(self, args[0], args[1]);
                case F3:
                    if (n != 3) {
                        throw arityError(n);
                    }
                    return f3.call(self, args[0], args[1], args[2]);
                default:
                    if (n < minArgs || n > maxArgs) {
                        throw arityError(n);
                    }
                    return fn.call(self, args);
            }
        }

        /** CPython's Argument Clinic wording for a positional count out of range. */
        public PyException arityError(int given) {
            String what;
            if (minArgs == maxArgs) {
                what = "expected " + minArgs + " argument" + (minArgs == 1 ? "" : "s");
            } else if (given < minArgs) {
                what = "expected at least " + minArgs + " argument" + (minArgs == 1 ? "" : "s");
            } else {
                what = "expected at most " + maxArgs + " argument" + (maxArgs == 1 ? "" : "s");
            }
            return Py.typeError(name + " " + what + ", got " + given);
        }
    }
}
