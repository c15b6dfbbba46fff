package org.specializer.core.interp;

import java.util.Arrays;
import org.specializer.api.Abstract;
import org.specializer.api.Builtin;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInstance;
import org.specializer.api.PyList;
import org.specializer.api.PyMethod;
import org.specializer.api.PyMethodDescr;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * Bodies of CALL's specialized children. The stack is {@code callable, self_or_null,
 * args[n]}; {@code base} below is the callable's slot. The arguments a callable sees start at
 * {@code first}: the self slot when it is filled (it is then the first argument), else the slot
 * after it, up to {@code sp}.
 *
 * <p>Each body returns the new stack pointer after leaving the result in the callable's slot
 * and clearing the rest, exactly as {@link Calls#call} does; or -1 when a guard fails, before
 * any effect, and the loop deopts. The cache holds a function version
 * (the Python-function children) or a class version (CALL_ALLOC_AND_ENTER_INIT) in units 1-2.
 * Compare CPython bytecodes.c, the {@code CALL_*} instructions.
 */
final class CallInstructions {
    private CallInstructions() {}

    /** {@code list.append}: CALL_LIST_APPEND's callable. */
    static final PyObject LIST_APPEND = PyList.TYPE.lookup(Names.append);

    /** The builtins' {@code len} and {@code isinstance} as made at start-up (identity guards). */
    static PyObject len;
    static PyObject isinstance;

    /** Remember the builtins CALL_LEN and CALL_ISINSTANCE stand for (once, at start-up). */
    static void captureBuiltins(PyDict builtins) {
        len = builtins.getItem(PyStr.intern("len"));
        isinstance = builtins.getItem(PyStr.intern("isinstance"));
    }

    // ------------------------------------------------------------------ guards

    /** The 32-bit version in cache units 1-2 (low half first); CALL_KW's layout too. */
    static int cachedVersion(char[] instr, int ip) {
        return instr[ip + 2] | instr[ip + 3] << 16;
    }

    /**
     * The bound method in slot {@code base} (the self slot after it empty) when its function
     * is a Python function of the cached version, else null: guards 1 (a bound method) and 2
     * (of a Python function) of the child {@code op}. CALL_BOUND_METHOD_* and CALL_KW's
     * BOUND_METHOD share it.
     */
    static PyMethod boundPyMethod(int op, PyObject[] s, int base, char[] instr, int ip) {
        if (Mutants.on(op, 1) && !(s[base] instanceof PyMethod) || s[base + 1] != null
                || Mutants.on(op, 2) && !(((PyMethod) s[base]).func instanceof PyFunction)) {
            return null;
        }
        PyMethod m = (PyMethod) s[base];
        return ((PyFunction) m.func).version == cachedVersion(instr, ip) ? m : null;
    }

    /**
     * A builtin function called as itself (not a type's {@code __new__}), of shape {@code k}:
     * guard {@code n} of the child {@code op}.
     */
    static boolean isBuiltin(int op, int n, PyObject c, Builtin.Kind k) {
        return Mutants.off(op, n) || c.getClass() == PyBuiltinFunction.class
                && ((PyBuiltinFunction) c).impl.kind == k && !((PyBuiltinFunction) c).isConstructor;
    }

    /**
     * A method descriptor (not a classmethod one) of shape {@code k} (guard 2 of the child
     * {@code op}) with a first argument it applies to (guard 3: the check
     * {@link PyMethodDescr#checkSelf} makes in the generic call).
     */
    static boolean isDescriptor(int op, PyObject c, Builtin.Kind k, PyObject self) {
        if (Mutants.off(op, 2)) {
            return Mutants.off(op, 3) || appliesTo(c, self);
        }
        if (c.getClass() != PyMethodDescr.class) {
            return false;
        }
        PyMethodDescr md = (PyMethodDescr) c;
        return md.impl.kind == k && !md.isClassMethod
                && (Mutants.off(op, 3) || appliesTo(md, self));
    }

    private static boolean appliesTo(PyObject c, PyObject self) {
        PyMethodDescr md = (PyMethodDescr) c;
        return self.type == md.owner || self.type.isSubtype(md.owner);
    }

    /**
     * Does {@code code} take exactly {@code n} positional arguments and nothing else? The
     * version guard implies it when a careful specializer chose the child; checking the code
     * too (two field reads) keeps the fast frame set-up right whatever a plugin put in the
     * cache (a version of 0 matches every function whose shape changed).
     */
    static boolean takesExactly(PyCode code, int n) {
        return code.argcount == n && isSimple(code);
    }

    /** CPython's simple code: no *args, **kwargs or keyword-only parameters; fast locals. */
    private static boolean isSimple(PyCode code) {
        return code.kwonlyargcount == 0 && (code.flags & (PyCode.CO_VARARGS
                | PyCode.CO_VARKEYWORDS | PyCode.CO_OPTIMIZED)) == PyCode.CO_OPTIMIZED;
    }

    // ------------------------------------------------------------------ result

    /** Leave {@code res} in the callable's slot, clear self and the arguments: the new sp. */
    private static int done(PyObject[] s, int sp, int n, PyObject res) {
        int base = sp - n - 2;
        Arrays.fill(s, base + 1, sp, null);
        s[base] = res;
        return base + 1;
    }

    // ------------------------------------------------------------------ Python functions

    /** CALL_BOUND_METHOD_EXACT_ARGS: a bound method of a function taking self plus n. */
    static int boundMethodExactArgs(PyObject[] s, int sp, int n, char[] instr, int ip) {
        int base = sp - n - 2;
        int op = Op.CALL_BOUND_METHOD_EXACT_ARGS;
        PyMethod m = boundPyMethod(op, s, base, instr, ip);
        if (m == null) {
            return -1;
        }
        PyFunction fn = (PyFunction) m.func;
        if (Mutants.on(op, 3) && !takesExactly(fn.code, n + 1)) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_BOUND_METHOD_EXACT_ARGS);
        }
        return done(s, sp, n, Calls.enterExact(fn, m.self, s, base + 2, n));
    }

    /** CALL_PY_EXACT_ARGS: a function whose parameters are exactly the arguments. */
    static int pyExactArgs(PyObject[] s, int sp, int n, char[] instr, int ip) {
        int base = sp - n - 2;
        int first = s[base + 1] == null ? base + 2 : base + 1;
        int op = Op.CALL_PY_EXACT_ARGS;
        if (Mutants.on(op, 1) && !(s[base] instanceof PyFunction)) {
            return -1;
        }
        PyFunction fn = (PyFunction) s[base];
        if (fn.version != cachedVersion(instr, ip)
                || Mutants.on(op, 2) && !takesExactly(fn.code, sp - first)) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_PY_EXACT_ARGS);
        }
        return done(s, sp, n, Calls.enterExact(fn, null, s, first, sp - first));
    }

    /** CALL_PY_GENERAL: a function of this version, arguments bound in full. */
    static int pyGeneral(PyObject[] s, int sp, int n, char[] instr, int ip) {
        int base = sp - n - 2;
        if (Mutants.on(Op.CALL_PY_GENERAL, 1) && !(s[base] instanceof PyFunction)
                || ((PyFunction) s[base]).version != cachedVersion(instr, ip)) {
            return -1;
        }
        PyFunction fn = (PyFunction) s[base];
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_PY_GENERAL);
        }
        int first = s[base + 1] == null ? base + 2 : base + 1;
        return done(s, sp, n, Calls.callFunction(fn, null, s, first, sp - first,
                Py.NO_KWNAMES));
    }

    /** CALL_BOUND_METHOD_GENERAL: a bound method of a function of this version. */
    static int boundMethodGeneral(PyObject[] s, int sp, int n, char[] instr, int ip) {
        int base = sp - n - 2;
        PyMethod m = boundPyMethod(Op.CALL_BOUND_METHOD_GENERAL, s, base, instr, ip);
        if (m == null) {
            return -1;
        }
        PyFunction fn = (PyFunction) m.func;
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_BOUND_METHOD_GENERAL);
        }
        return done(s, sp, n, Calls.callFunction(fn, m.self, s, base + 2, n, Py.NO_KWNAMES));
    }

    // ------------------------------------------------------------------ classes

    /** CALL_TYPE_1: {@code type(x)}. */
    static int type1(PyObject[] s, int sp) {
        if (Mutants.on(Op.CALL_TYPE_1, 1) && s[sp - 3] != PyType.TYPE || s[sp - 2] != null) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_TYPE_1);
        }
        return done(s, sp, 1, s[sp - 1].type);
    }

    /**
     * CALL_STR_1: {@code str(x)}. As {@code type.__call__} does, a result of a str subclass
     * (from {@code __str__}) is then initialized by its class's {@code __init__}.
     */
    static int str1(PyObject[] s, int sp) {
        if (Mutants.on(Op.CALL_STR_1, 1) && s[sp - 3] != PyStr.TYPE || s[sp - 2] != null) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_STR_1);
        }
        PyObject x = s[sp - 1];
        PyStr r = Abstract.str(x);
        if (r.getClass() != PyStr.class) {
            Calls.runInit(r, new PyObject[] {x});
        }
        return done(s, sp, 1, r);
    }

    /** CALL_TUPLE_1: {@code tuple(x)} (as {@code tuple.__new__} for exactly tuple). */
    static int tuple1(PyObject[] s, int sp) {
        if (Mutants.on(Op.CALL_TUPLE_1, 1) && s[sp - 3] != PyTuple.TYPE
                || s[sp - 2] != null) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_TUPLE_1);
        }
        PyObject x = s[sp - 1];
        return done(s, sp, 1, x.getClass() == PyTuple.class ? x
                : PyTuple.of(Abstract.toArray(x)));
    }

    /** CALL_BUILTIN_CLASS: a builtin type, called as {@code type.__call__} calls it. */
    static int builtinClass(PyObject[] s, int sp, int n) {
        int base = sp - n - 2;
        PyObject c = s[base];
        if (c.getClass() != PyType.class || ((PyType) c).isHeapType()) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_BUILTIN_CLASS);
        }
        int first = s[base + 1] == null ? base + 2 : base + 1;
        PyType.Construct1 one = ((PyType) c).construct1;
        if (one != null && sp - first == 1) {
            return done(s, sp, n, one.make(s[first]));
        }
        return done(s, sp, n, c.call(Arrays.copyOfRange(s, first, sp), Py.NO_KWNAMES));
    }

    /**
     * CALL_ALLOC_AND_ENTER_INIT: a class whose instances {@code object.__new__} makes, with a
     * simple Python {@code __init__}. The class version guards the class and its bases (the
     * {@code __init__} found, kept in {@link PyType#specCacheInit} by the specializer, and
     * {@code __new__}); the code of {@code __init__} can be swapped without touching the class,
     * so its shape is checked on every execution, as CPython does. A class changed since
     * has no {@code specCacheInit} ({@link PyType#modified()} clears it): a miss.
     */
    static int allocAndEnterInit(PyObject[] s, int sp, int n, char[] instr, int ip) {
        int base = sp - n - 2;
        int op = Op.CALL_ALLOC_AND_ENTER_INIT;
        if (Mutants.on(op, 1) && s[base].getClass() != PyType.class || s[base + 1] != null) {
            return -1;
        }
        PyType t = (PyType) s[base];
        if (t.currentVersion() != cachedVersion(instr, ip)
                || Mutants.on(op, 2) && !(t.specCacheInit instanceof PyFunction)
                || Mutants.on(op, 3) && !takesExactly(((PyFunction) t.specCacheInit).code, n + 1)) {
            return -1;
        }
        PyFunction init = (PyFunction) t.specCacheInit;
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_ALLOC_AND_ENTER_INIT);
        }
        PyInstance obj = new PyInstance(t);
        PyObject r = Calls.enterExact(init, obj, s, base + 2, n);
        if (r != Py.None) {
            throw Calls.initReturnedNonNone(r);
        }
        return done(s, sp, n, obj);
    }

    // ------------------------------------------------------------------ builtins

    /** CALL_BUILTIN_O: a builtin function of one argument. */
    static int builtinO(PyObject[] s, int sp, int n) {
        int base = sp - n - 2;
        int first = s[base + 1] == null ? base + 2 : base + 1;
        if (!isBuiltin(Op.CALL_BUILTIN_O, 1, s[base], Builtin.Kind.F1)
                || Mutants.on(Op.CALL_BUILTIN_O, 2) && sp - first != 1) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_BUILTIN_O);
        }
        PyBuiltinFunction bf = (PyBuiltinFunction) s[base];
        return done(s, sp, n, bf.impl.f1.call(bf.self, s[first]));
    }

    /**
     * CALL_BUILTIN_FAST: a builtin function of fixed arity or a positional range, called
     * without an argument array where the arity allows.
     */
    static int builtinFast(PyObject[] s, int sp, int n) {
        int base = sp - n - 2;
        PyObject c = s[base];
        if (Mutants.on(Op.CALL_BUILTIN_FAST, 1) && (c.getClass() != PyBuiltinFunction.class
                || ((PyBuiltinFunction) c).isConstructor)) {
            return -1;
        }
        PyBuiltinFunction bf = (PyBuiltinFunction) c;
        Builtin.Kind k = bf.impl.kind;
        if (k == Builtin.Kind.F1 || k == Builtin.Kind.FK) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_BUILTIN_FAST);
        }
        int first = s[base + 1] == null ? base + 2 : base + 1;
        return done(s, sp, n, Calls.callBuiltin(bf.impl, bf.self, s, first, sp - first));
    }

    /** CALL_BUILTIN_FAST_WITH_KEYWORDS: a builtin function that parses its own arguments. */
    static int builtinFastWithKeywords(PyObject[] s, int sp, int n) {
        int base = sp - n - 2;
        if (!isBuiltin(Op.CALL_BUILTIN_FAST_WITH_KEYWORDS, 1, s[base], Builtin.Kind.FK)) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_BUILTIN_FAST_WITH_KEYWORDS);
        }
        PyBuiltinFunction bf = (PyBuiltinFunction) s[base];
        int first = s[base + 1] == null ? base + 2 : base + 1;
        return done(s, sp, n, bf.impl.fk.call(bf.self, Arrays.copyOfRange(s, first, sp),
                Py.NO_KWNAMES));
    }

    /** CALL_LEN: the builtins' {@code len} of one argument. */
    static int len(PyObject[] s, int sp, int n) {
        int base = sp - n - 2;
        int first = s[base + 1] == null ? base + 2 : base + 1;
        PyObject c = s[base];
        if (Mutants.on(Op.CALL_LEN, 1) && c != len
                || Mutants.on(Op.CALL_LEN, 2) && sp - first != 1) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_LEN);
        }
        PyBuiltinFunction bf = (PyBuiltinFunction) c;
        return done(s, sp, n, bf.impl.f1.call(bf.self, s[first]));
    }

    /** CALL_ISINSTANCE: the builtins' {@code isinstance} of two arguments. */
    static int isinstance(PyObject[] s, int sp, int n) {
        int base = sp - n - 2;
        int first = s[base + 1] == null ? base + 2 : base + 1;
        PyObject c = s[base];
        if (Mutants.on(Op.CALL_ISINSTANCE, 1) && c != isinstance
                || Mutants.on(Op.CALL_ISINSTANCE, 2) && sp - first != 2) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_ISINSTANCE);
        }
        PyBuiltinFunction bf = (PyBuiltinFunction) c;
        return done(s, sp, n, bf.impl.f2.call(bf.self, s[first], s[first + 1]));
    }

    /**
     * CALL_LIST_APPEND: {@code lst.append(x)} as a statement. Appends and clears the whole
     * call, result included: the loop then skips the POP_TOP that follows (checked here too,
     * so that a site chosen wrongly misses instead). One argument: {@code Opcode} declares the
     * child for CALL 1 only, and core refuses it at any other site.
     */
    static int listAppend(PyObject[] s, int sp, char[] instr, int ip) {
        int op = Op.CALL_LIST_APPEND;
        if (Mutants.on(op, 1) && s[sp - 3] != LIST_APPEND
                || Mutants.on(op, 2) && !(s[sp - 2] instanceof PyList)
                || Mutants.on(op, 3) && (instr[ip + Op.CALL_SIZE] & 0xFF) != Op.POP_TOP) {
            return -1;
        }
        PyList l = (PyList) s[sp - 2];
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_LIST_APPEND);
        }
        l.append(s[sp - 1]);
        s[sp - 1] = null;
        s[sp - 2] = null;
        s[sp - 3] = null;
        return sp - 3;
    }

    // ------------------------------------------------------------------ method descriptors

    /** CALL_METHOD_DESCRIPTOR_O: a method of one argument, self first. */
    static int methodDescriptorO(PyObject[] s, int sp, int n) {
        int base = sp - n - 2;
        int first = s[base + 1] == null ? base + 2 : base + 1;
        if (Mutants.on(Op.CALL_METHOD_DESCRIPTOR_O, 1) && sp - first != 2
                || !isDescriptor(Op.CALL_METHOD_DESCRIPTOR_O, s[base], Builtin.Kind.F1, s[first])) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_METHOD_DESCRIPTOR_O);
        }
        return done(s, sp, n, ((PyMethodDescr) s[base]).impl.f1.call(s[first], s[first + 1]));
    }

    /** CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS: a method parsing its own arguments. */
    static int methodDescriptorFastWithKeywords(PyObject[] s, int sp, int n) {
        int base = sp - n - 2;
        int first = s[base + 1] == null ? base + 2 : base + 1;
        int op = Op.CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS;
        if (Mutants.on(op, 1) && sp == first
                || !isDescriptor(op, s[base], Builtin.Kind.FK, s[first])) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS);
        }
        return done(s, sp, n, ((PyMethodDescr) s[base]).impl.fk.call(s[first],
                Arrays.copyOfRange(s, first + 1, sp), Py.NO_KWNAMES));
    }

    /** CALL_METHOD_DESCRIPTOR_NOARGS: a method of no argument but self. */
    static int methodDescriptorNoargs(PyObject[] s, int sp, int n) {
        int base = sp - n - 2;
        int first = s[base + 1] == null ? base + 2 : base + 1;
        int op = Op.CALL_METHOD_DESCRIPTOR_NOARGS;
        if (Mutants.on(op, 1) && sp - first != 1
                || !isDescriptor(op, s[base], Builtin.Kind.F0, s[first])) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_METHOD_DESCRIPTOR_NOARGS);
        }
        return done(s, sp, n, ((PyMethodDescr) s[base]).impl.f0.call(s[first]));
    }

    /** CALL_METHOD_DESCRIPTOR_FAST: a method of fixed arity or a positional range. */
    static int methodDescriptorFast(PyObject[] s, int sp, int n) {
        int base = sp - n - 2;
        int first = s[base + 1] == null ? base + 2 : base + 1;
        PyObject c = s[base];
        int op = Op.CALL_METHOD_DESCRIPTOR_FAST;
        if (Mutants.on(op, 1) && sp == first
                || Mutants.on(op, 2) && c.getClass() != PyMethodDescr.class) {
            return -1;
        }
        PyMethodDescr md = (PyMethodDescr) c;
        Builtin.Kind k = md.impl.kind;
        PyObject self = s[first];
        if (k == Builtin.Kind.F0 || k == Builtin.Kind.F1 || k == Builtin.Kind.FK
                || md.isClassMethod
                || Mutants.on(op, 3) && !(self.type == md.owner || self.type.isSubtype(md.owner))) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_METHOD_DESCRIPTOR_FAST);
        }
        return done(s, sp, n, Calls.callBuiltin(md.impl, self, s, first + 1, sp - first - 1));
    }

    // ------------------------------------------------------------------ anything else

    /** CALL_NON_PY_GENERAL: any callable but a Python function or a bound method. */
    static int nonPyGeneral(PyObject[] s, int sp, int n) {
        PyObject c = s[sp - n - 2];
        if (c instanceof PyFunction || c instanceof PyMethod) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_NON_PY_GENERAL);
        }
        return Calls.call(s, sp, n);
    }
}
