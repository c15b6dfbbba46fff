package org.specializer.core.interp;

import org.specializer.api.Abstract;
import org.specializer.api.Builtin;
import org.specializer.api.Py;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyCode;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInstance;
import org.specializer.api.PyList;
import org.specializer.api.PyMethod;
import org.specializer.api.PyMethodDescr;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
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

    // ------------------------------------------------------------------ children

    /*
     * The value cores of CALL's children: each child's guards (numbered as in its loop body,
     * CallInstructions, so that a guard mutant turns off both) and its action over values:
     * the callable, self_or_null, the cache's 32-bit version (units 1-2; unused where the
     * child has none), the count n of arguments after self, the first three of them as values
     * (null past n) and the rest in an array (null for three or fewer), so that the common
     * calls take no argument array, as callK's do. The result, or null when a guard fails,
     * before any effect. The arguments a callable sees are self (when there is one) and then
     * these.
     */

    /** How many arguments the callable sees. */
    private static int count(PyObject self, int n) {
        return self == null ? n : n + 1;
    }

    /** Argument {@code i} of those the callable sees. */
    private static PyObject arg(PyObject self, int i, PyObject a0, PyObject a1, PyObject a2,
            PyObject[] more) {
        if (self != null) {
            if (i == 0) {
                return self;
            }
            i--;
        }
        switch (i) {
            case 0:
                return a0;
            case 1:
                return a1;
            case 2:
                return a2;
            default:
                return more[i - 3];
        }
    }

    /** The arguments the callable sees from the {@code from}-th on, in a new array. */
    private static PyObject[] seen(PyObject self, int n, int from, PyObject a0, PyObject a1,
            PyObject a2, PyObject[] more) {
        PyObject[] r = new PyObject[count(self, n) - from];
        for (int i = 0; i < r.length; i++) {
            r[i] = arg(self, from + i, a0, a1, a2, more);
        }
        return r;
    }

    /** A frame of {@code fn} whose first locals are {@code first} (unless null) and the n. */
    private static Frame frame(PyFunction fn, PyObject first, int n, PyObject a0, PyObject a1,
            PyObject a2, PyObject[] more) {
        Frame f = frame(fn);
        PyObject[] ls = f.s;
        int k = 0;
        if (first != null) {
            ls[k++] = first;
        }
        if (n > 0) {
            ls[k] = a0;
            if (n > 1) {
                ls[k + 1] = a1;
                if (n > 2) {
                    ls[k + 2] = a2;
                    if (n > 3) {
                        System.arraycopy(more, 0, ls, k + 3, n - 3);
                    }
                }
            }
        }
        return f;
    }

    /**
     * A builtin's implementation with {@code bound} as its self, on the arguments the callable
     * sees from the {@code from}-th on: as {@link Calls#callBuiltin}, without an array where
     * the implementation takes its arguments as values.
     */
    private static PyObject builtin(Builtin.Impl impl, PyObject bound, PyObject self, int n,
            int from, PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        int m = count(self, n) - from;
        switch (impl.kind) {
            case F0:
                if (m == 0) {
                    return impl.f0.call(bound);
                }
                break;
            case F1:
                if (m == 1) {
                    return impl.f1.call(bound, arg(self, from, a0, a1, a2, more));
                }
                break;
            case F2:
                if (m == 2) {
                    return impl.f2.call(bound, arg(self, from, a0, a1, a2, more),
                            arg(self, from + 1, a0, a1, a2, more));
                }
                break;
            case F3:
                if (m == 3) {
                    return impl.f3.call(bound, arg(self, from, a0, a1, a2, more),
                            arg(self, from + 1, a0, a1, a2, more),
                            arg(self, from + 2, a0, a1, a2, more));
                }
                break;
            default:
                break;
        }
        return impl.invoke(bound, seen(self, n, from, a0, a1, a2, more), Py.NO_KWNAMES);
    }

    /** The stack picture {@code [callable, self_or_null, args..., kwnames]} through CALL_KW. */
    static PyObject callKwN(PyObject[] st) {
        Calls.callKw(st, st.length, st.length - 3);
        return st[0];
    }

    /** The bound method {@code c} (self empty) of a Python function of this version, or null. */
    private static PyMethod boundPy(int op, PyObject c, PyObject self, int version) {
        if (Mutants.on(op, 1) && !(c instanceof PyMethod) || self != null
                || Mutants.on(op, 2) && !(((PyMethod) c).func instanceof PyFunction)) {
            return null;
        }
        PyMethod m = (PyMethod) c;
        return ((PyFunction) m.func).version == version ? m : null;
    }

    @Core(value = Opcode.CALL_PY_EXACT_ARGS)
    static PyObject pyExactArgs(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        int op = Op.CALL_PY_EXACT_ARGS;
        if (Mutants.on(op, 1) && !(c instanceof PyFunction)) {
            return null;
        }
        PyFunction fn = (PyFunction) c;
        if (fn.version != version
                || Mutants.on(op, 2) && !CallInstructions.takesExactly(fn.code, count(self, n))) {
            return null;
        }
        return Eval.run(frame(fn, self, n, a0, a1, a2, more));
    }

    @Core(value = Opcode.CALL_BOUND_METHOD_EXACT_ARGS)
    static PyObject boundMethodExactArgs(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        int op = Op.CALL_BOUND_METHOD_EXACT_ARGS;
        PyMethod m = boundPy(op, c, self, version);
        if (m == null) {
            return null;
        }
        PyFunction fn = (PyFunction) m.func;
        if (Mutants.on(op, 3) && !CallInstructions.takesExactly(fn.code, n + 1)) {
            return null;
        }
        return Eval.run(frame(fn, m.self, n, a0, a1, a2, more));
    }

    @Core(value = Opcode.CALL_PY_GENERAL)
    static PyObject pyGeneral(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        if (Mutants.on(Op.CALL_PY_GENERAL, 1) && !(c instanceof PyFunction)
                || ((PyFunction) c).version != version) {
            return null;
        }
        return Calls.callFunction((PyFunction) c, self, seen(null, n, 0, a0, a1, a2, more), 0, n,
                Py.NO_KWNAMES);
    }

    @Core(value = Opcode.CALL_BOUND_METHOD_GENERAL)
    static PyObject boundMethodGeneral(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        PyMethod m = boundPy(Op.CALL_BOUND_METHOD_GENERAL, c, self, version);
        if (m == null) {
            return null;
        }
        return Calls.callFunction((PyFunction) m.func, m.self, seen(null, n, 0, a0, a1, a2, more),
                0, n, Py.NO_KWNAMES);
    }

    @Core(value = Opcode.CALL_TYPE_1)
    static PyObject type1(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        if (Mutants.on(Op.CALL_TYPE_1, 1) && c != PyType.TYPE || self != null) {
            return null;
        }
        return a0.type;
    }

    @Core(value = Opcode.CALL_STR_1)
    static PyObject str1(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        if (Mutants.on(Op.CALL_STR_1, 1) && c != PyStr.TYPE || self != null) {
            return null;
        }
        PyStr r = Abstract.str(a0);
        if (r.getClass() != PyStr.class) {
            Calls.runInit(r, new PyObject[] {a0});
        }
        return r;
    }

    @Core(value = Opcode.CALL_TUPLE_1)
    static PyObject tuple1(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        if (Mutants.on(Op.CALL_TUPLE_1, 1) && c != PyTuple.TYPE || self != null) {
            return null;
        }
        return a0.getClass() == PyTuple.class ? a0 : PyTuple.of(Abstract.toArray(a0));
    }

    @Core(value = Opcode.CALL_BUILTIN_CLASS)
    static PyObject builtinClass(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        if (c.getClass() != PyType.class || ((PyType) c).isHeapType()) {
            return null;
        }
        PyType.Construct1 one = ((PyType) c).construct1;
        if (one != null && count(self, n) == 1) {
            return one.make(arg(self, 0, a0, a1, a2, more));
        }
        return c.call(seen(self, n, 0, a0, a1, a2, more), Py.NO_KWNAMES);
    }

    @Core(value = Opcode.CALL_BUILTIN_O)
    static PyObject builtinO(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        if (!CallInstructions.isBuiltin(Op.CALL_BUILTIN_O, 1, c, Builtin.Kind.F1)
                || Mutants.on(Op.CALL_BUILTIN_O, 2) && count(self, n) != 1) {
            return null;
        }
        PyBuiltinFunction bf = (PyBuiltinFunction) c;
        return bf.impl.f1.call(bf.self, arg(self, 0, a0, a1, a2, more));
    }

    @Core(value = Opcode.CALL_BUILTIN_FAST)
    static PyObject builtinFast(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        if (Mutants.on(Op.CALL_BUILTIN_FAST, 1) && (c.getClass() != PyBuiltinFunction.class
                || ((PyBuiltinFunction) c).isConstructor)) {
            return null;
        }
        PyBuiltinFunction bf = (PyBuiltinFunction) c;
        Builtin.Kind k = bf.impl.kind;
        if (k == Builtin.Kind.F1 || k == Builtin.Kind.FK) {
            return null;
        }
        return builtin(bf.impl, bf.self, self, n, 0, a0, a1, a2, more);
    }

    @Core(value = Opcode.CALL_BUILTIN_FAST_WITH_KEYWORDS)
    static PyObject builtinFastWithKeywords(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        if (!CallInstructions.isBuiltin(Op.CALL_BUILTIN_FAST_WITH_KEYWORDS, 1, c,
                Builtin.Kind.FK)) {
            return null;
        }
        PyBuiltinFunction bf = (PyBuiltinFunction) c;
        return bf.impl.fk.call(bf.self, seen(self, n, 0, a0, a1, a2, more), Py.NO_KWNAMES);
    }

    @Core(value = Opcode.CALL_LEN)
    static PyObject len(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        if (Mutants.on(Op.CALL_LEN, 1) && c != CallInstructions.len
                || Mutants.on(Op.CALL_LEN, 2) && count(self, n) != 1) {
            return null;
        }
        PyBuiltinFunction bf = (PyBuiltinFunction) c;
        return bf.impl.f1.call(bf.self, arg(self, 0, a0, a1, a2, more));
    }

    @Core(value = Opcode.CALL_ISINSTANCE)
    static PyObject isinstance(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        if (Mutants.on(Op.CALL_ISINSTANCE, 1) && c != CallInstructions.isinstance
                || Mutants.on(Op.CALL_ISINSTANCE, 2) && count(self, n) != 2) {
            return null;
        }
        PyBuiltinFunction bf = (PyBuiltinFunction) c;
        return bf.impl.f2.call(bf.self, arg(self, 0, a0, a1, a2, more),
                arg(self, 1, a0, a1, a2, more));
    }

    /**
     * CALL_LIST_APPEND's guards 1 and 2 and its action; its third guard (a POP_TOP follows,
     * which the loop skips) has no part here, where the POP_TOP runs and pops the None.
     */
    @Core(value = Opcode.CALL_LIST_APPEND)
    static PyObject listAppend(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        int op = Op.CALL_LIST_APPEND;
        if (Mutants.on(op, 1) && c != CallInstructions.LIST_APPEND
                || Mutants.on(op, 2) && !(self instanceof PyList)) {
            return null;
        }
        ((PyList) self).append(a0);
        return Py.None;
    }

    @Core(value = Opcode.CALL_METHOD_DESCRIPTOR_O)
    static PyObject methodDescriptorO(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        int op = Op.CALL_METHOD_DESCRIPTOR_O;
        if (Mutants.on(op, 1) && count(self, n) != 2
                || !CallInstructions.isDescriptor(op, c, Builtin.Kind.F1,
                        arg(self, 0, a0, a1, a2, more))) {
            return null;
        }
        return ((PyMethodDescr) c).impl.f1.call(arg(self, 0, a0, a1, a2, more),
                arg(self, 1, a0, a1, a2, more));
    }

    @Core(value = Opcode.CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS)
    static PyObject methodDescriptorFastWithKeywords(PyObject c, PyObject self, int version,
            int n, PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        int op = Op.CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS;
        if (Mutants.on(op, 1) && count(self, n) == 0
                || !CallInstructions.isDescriptor(op, c, Builtin.Kind.FK,
                        arg(self, 0, a0, a1, a2, more))) {
            return null;
        }
        return ((PyMethodDescr) c).impl.fk.call(arg(self, 0, a0, a1, a2, more),
                seen(self, n, 1, a0, a1, a2, more), Py.NO_KWNAMES);
    }

    @Core(value = Opcode.CALL_METHOD_DESCRIPTOR_NOARGS)
    static PyObject methodDescriptorNoargs(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        int op = Op.CALL_METHOD_DESCRIPTOR_NOARGS;
        if (Mutants.on(op, 1) && count(self, n) != 1
                || !CallInstructions.isDescriptor(op, c, Builtin.Kind.F0,
                        arg(self, 0, a0, a1, a2, more))) {
            return null;
        }
        return ((PyMethodDescr) c).impl.f0.call(arg(self, 0, a0, a1, a2, more));
    }

    @Core(value = Opcode.CALL_METHOD_DESCRIPTOR_FAST)
    static PyObject methodDescriptorFast(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        int op = Op.CALL_METHOD_DESCRIPTOR_FAST;
        if (Mutants.on(op, 1) && count(self, n) == 0
                || Mutants.on(op, 2) && c.getClass() != PyMethodDescr.class) {
            return null;
        }
        PyMethodDescr md = (PyMethodDescr) c;
        Builtin.Kind k = md.impl.kind;
        PyObject first = arg(self, 0, a0, a1, a2, more);
        if (k == Builtin.Kind.F0 || k == Builtin.Kind.F1 || k == Builtin.Kind.FK
                || md.isClassMethod
                || Mutants.on(op, 3)
                        && !(first.type == md.owner || first.type.isSubtype(md.owner))) {
            return null;
        }
        return builtin(md.impl, first, self, n, 1, a0, a1, a2, more);
    }

    @Core(value = Opcode.CALL_NON_PY_GENERAL)
    static PyObject nonPyGeneral(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        if (c instanceof PyFunction || c instanceof PyMethod) {
            return null;
        }
        PyObject[] st = new PyObject[n + 2];
        st[0] = c;
        st[1] = self;
        for (int i = 0; i < n; i++) {
            st[2 + i] = arg(null, i, a0, a1, a2, more);
        }
        return slow(st, n);
    }

    // ---- CALL_KW's children: kwnames is the tuple of the keyword values' names

    @Core(value = Opcode.CALL_KW_PY)
    static PyObject kwPy(PyObject c, PyObject self, int version, PyObject[] args,
            PyObject kwnames) {
        if (Mutants.on(Op.CALL_KW_PY, 1) && !(c instanceof PyFunction)
                || ((PyFunction) c).version != version) {
            return null;
        }
        PyStr[] names = Calls.kwnames((PyTuple) kwnames);
        return Calls.callFunction((PyFunction) c, self, args, 0, args.length - names.length,
                names);
    }

    @Core(value = Opcode.CALL_KW_BOUND_METHOD)
    static PyObject kwBoundMethod(PyObject c, PyObject self, int version, PyObject[] args,
            PyObject kwnames) {
        PyMethod m = boundPy(Op.CALL_KW_BOUND_METHOD, c, self, version);
        if (m == null) {
            return null;
        }
        PyStr[] names = Calls.kwnames((PyTuple) kwnames);
        return Calls.callFunction((PyFunction) m.func, m.self, args, 0,
                args.length - names.length, names);
    }

    @Core(value = Opcode.CALL_KW_NON_PY)
    static PyObject kwNonPy(PyObject c, PyObject self, int version, PyObject[] args,
            PyObject kwnames) {
        if (c instanceof PyFunction || c instanceof PyMethod) {
            return null;
        }
        PyObject[] st = new PyObject[args.length + 3];
        st[0] = c;
        st[1] = self;
        System.arraycopy(args, 0, st, 2, args.length);
        st[st.length - 1] = kwnames;
        return callKwN(st);
    }

    /**
     * CALL_ALLOC_AND_ENTER_INIT's guards and action (see
     * {@link CallInstructions#allocAndEnterInit}) over values: the new instance, or null when a
     * guard fails (before anything ran). The arguments after the instance are as the other
     * children's.
     */
    @Core(Opcode.CALL_ALLOC_AND_ENTER_INIT)
    static PyObject allocAndEnterInit(PyObject c, PyObject self, int version, int n,
            PyObject a0, PyObject a1, PyObject a2, PyObject[] more) {
        int op = Op.CALL_ALLOC_AND_ENTER_INIT;
        if (Mutants.on(op, 1) && c.getClass() != PyType.class || self != null) {
            return null;
        }
        PyType t = (PyType) c;
        if (version == 0 || t.currentVersion() != version
                || Mutants.on(op, 2) && !(t.specCacheInit instanceof PyFunction)
                || Mutants.on(op, 3) && !CallInstructions.takesExactly(
                        ((PyFunction) t.specCacheInit).code, n + 1)) {
            return null;
        }
        PyFunction init = (PyFunction) t.specCacheInit;
        PyInstance obj = new PyInstance(t);
        PyObject r = Eval.run(frame(init, obj, n, a0, a1, a2, more));
        if (r != Py.None) {
            throw Calls.initReturnedNonNone(r);
        }
        return obj;
    }
}
