package org.specializer.core.interp;

import org.specializer.api.Builtin;
import org.specializer.api.Py;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyCode;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInstance;
import org.specializer.api.PyMethod;
import org.specializer.api.PyMethodDescr;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;
import org.specializer.spi.Opcode;

/**
 * CALL for tier 2, with the callable, {@code self_or_null} and the arguments as values (JVM
 * locals) instead of stack slots: {@code callK(callable, self, a1..aK)} is exactly
 * {@link Calls#call} on a stack holding them. The common shapes take no argument array: a
 * Python function whose parameters are exactly the arguments gets a frame filled directly
 * (as {@link Calls#enterExact}), a bound method the same with its {@code self}, a builtin or
 * method descriptor of fixed arity its implementation directly; anything else builds the
 * stack picture and goes through {@link Calls#call}.
 */
final class Tier2Calls {
    private Tier2Calls() {}

    /** {@link Calls#callFunction}'s condition for entering a function without binding. */
    private static boolean exact(PyCode code, int n) {
        return code.argcount == n && code.kwonlyargcount == 0
                && (code.flags & (PyCode.CO_VARARGS | PyCode.CO_VARKEYWORDS)) == 0;
    }

    private static Frame frame(PyFunction fn) {
        return new Frame(fn.code, fn.globals, fn.builtins, null, fn);
    }

    private static PyBuiltinFunction builtin(PyObject c, Builtin.Kind k) {
        if (c.getClass() == PyBuiltinFunction.class) {
            PyBuiltinFunction bf = (PyBuiltinFunction) c;
            if (!bf.isConstructor && bf.impl.kind == k) {
                return bf;
            }
        }
        return null;
    }

    private static PyMethodDescr descriptor(PyObject c, Builtin.Kind k) {
        if (c.getClass() == PyMethodDescr.class) {
            PyMethodDescr md = (PyMethodDescr) c;
            if (!md.isClassMethod && md.impl.kind == k) {
                return md;
            }
        }
        return null;
    }

    /** The stack picture {@code [callable, self_or_null, args...]} through the generic CALL. */
    private static PyObject slow(PyObject[] st, int n) {
        Calls.call(st, st.length, n);
        return st[0];
    }

    static PyObject call0(PyObject c, PyObject self) {
        if (self == null) {
            if (c instanceof PyFunction fn) {
                if (exact(fn.code, 0)) {
                    return Eval.run(frame(fn));
                }
            } else if (c instanceof PyMethod m) {
                if (m.func instanceof PyFunction fn && exact(fn.code, 1)) {
                    Frame f = frame(fn);
                    f.s[0] = m.self;
                    return Eval.run(f);
                }
            } else {
                PyBuiltinFunction bf = builtin(c, Builtin.Kind.F0);
                if (bf != null) {
                    return bf.impl.f0.call(bf.self);
                }
            }
        } else if (c instanceof PyFunction fn) {
            if (exact(fn.code, 1)) {
                Frame f = frame(fn);
                f.s[0] = self;
                return Eval.run(f);
            }
        } else {
            PyMethodDescr md = descriptor(c, Builtin.Kind.F0);
            if (md != null) {
                return md.impl.f0.call(md.checkSelf(self));
            }
        }
        return slow(new PyObject[] {c, self}, 0);
    }

    static PyObject call1(PyObject c, PyObject self, PyObject a) {
        if (self == null) {
            if (c instanceof PyFunction fn) {
                if (exact(fn.code, 1)) {
                    Frame f = frame(fn);
                    f.s[0] = a;
                    return Eval.run(f);
                }
            } else if (c instanceof PyMethod m) {
                if (m.func instanceof PyFunction fn && exact(fn.code, 2)) {
                    Frame f = frame(fn);
                    f.s[0] = m.self;
                    f.s[1] = a;
                    return Eval.run(f);
                }
            } else {
                PyBuiltinFunction bf = builtin(c, Builtin.Kind.F1);
                if (bf != null) {
                    return bf.impl.f1.call(bf.self, a);
                }
            }
        } else if (c instanceof PyFunction fn) {
            if (exact(fn.code, 2)) {
                Frame f = frame(fn);
                f.s[0] = self;
                f.s[1] = a;
                return Eval.run(f);
            }
        } else {
            PyMethodDescr md = descriptor(c, Builtin.Kind.F1);
            if (md != null) {
                return md.impl.f1.call(md.checkSelf(self), a);
            }
        }
        return slow(new PyObject[] {c, self, a}, 1);
    }

    static PyObject call2(PyObject c, PyObject self, PyObject a, PyObject b) {
        if (self == null) {
            if (c instanceof PyFunction fn) {
                if (exact(fn.code, 2)) {
                    Frame f = frame(fn);
                    f.s[0] = a;
                    f.s[1] = b;
                    return Eval.run(f);
                }
            } else if (c instanceof PyMethod m) {
                if (m.func instanceof PyFunction fn && exact(fn.code, 3)) {
                    Frame f = frame(fn);
                    f.s[0] = m.self;
                    f.s[1] = a;
                    f.s[2] = b;
                    return Eval.run(f);
                }
            } else {
                PyBuiltinFunction bf = builtin(c, Builtin.Kind.F2);
                if (bf != null) {
                    return bf.impl.f2.call(bf.self, a, b);
                }
            }
        } else if (c instanceof PyFunction fn) {
            if (exact(fn.code, 3)) {
                Frame f = frame(fn);
                f.s[0] = self;
                f.s[1] = a;
                f.s[2] = b;
                return Eval.run(f);
            }
        } else {
            PyMethodDescr md = descriptor(c, Builtin.Kind.F2);
            if (md != null) {
                return md.impl.f2.call(md.checkSelf(self), a, b);
            }
        }
        return slow(new PyObject[] {c, self, a, b}, 2);
    }

    static PyObject call3(PyObject c, PyObject self, PyObject a, PyObject b, PyObject x) {
        if (self == null) {
            if (c instanceof PyFunction fn) {
                if (exact(fn.code, 3)) {
                    Frame f = frame(fn);
                    f.s[0] = a;
                    f.s[1] = b;
                    f.s[2] = x;
                    return Eval.run(f);
                }
            } else if (c instanceof PyMethod m) {
                if (m.func instanceof PyFunction fn && exact(fn.code, 4)) {
                    Frame f = frame(fn);
                    f.s[0] = m.self;
                    f.s[1] = a;
                    f.s[2] = b;
                    f.s[3] = x;
                    return Eval.run(f);
                }
            } else {
                PyBuiltinFunction bf = builtin(c, Builtin.Kind.F3);
                if (bf != null) {
                    return bf.impl.f3.call(bf.self, a, b, x);
                }
            }
        } else if (c instanceof PyFunction fn) {
            if (exact(fn.code, 4)) {
                Frame f = frame(fn);
                f.s[0] = self;
                f.s[1] = a;
                f.s[2] = b;
                f.s[3] = x;
                return Eval.run(f);
            }
        } else {
            PyMethodDescr md = descriptor(c, Builtin.Kind.F3);
            if (md != null) {
                return md.impl.f3.call(md.checkSelf(self), a, b, x);
            }
        }
        return slow(new PyObject[] {c, self, a, b, x}, 3);
    }

    /** CALL with more arguments: {@code st} is the stack picture, callable first. */
    static PyObject callN(PyObject[] st) {
        return slow(st, st.length - 2);
    }

    /**
     * CALL_ALLOC_AND_ENTER_INIT's guards and action (see
     * {@link CallInstructions#allocAndEnterInit}) over values: the new instance, or null when a
     * guard fails (before anything ran). {@code args} are the arguments after the instance.
     */
    @Core(Opcode.CALL_ALLOC_AND_ENTER_INIT)
    static PyObject allocAndEnterInit(PyObject c, PyObject self, int version, PyObject[] args) {
        int op = Op.CALL_ALLOC_AND_ENTER_INIT;
        if (Mutants.on(op, 1) && c.getClass() != PyType.class || self != null) {
            return null;
        }
        PyType t = (PyType) c;
        if (version == 0 || t.currentVersion() != version
                || Mutants.on(op, 2) && !(t.specCacheInit instanceof PyFunction)
                || Mutants.on(op, 3) && !CallInstructions.takesExactly(
                        ((PyFunction) t.specCacheInit).code, args.length + 1)) {
            return null;
        }
        PyFunction init = (PyFunction) t.specCacheInit;
        PyInstance obj = new PyInstance(t);
        Frame f = frame(init);
        f.s[0] = obj;
        System.arraycopy(args, 0, f.s, 1, args.length);
        PyObject r = Eval.run(f);
        if (r != Py.None) {
            throw Calls.initReturnedNonNone(r);
        }
        return obj;
    }
}
