package org.specializer.core.interp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Builtin;
import org.specializer.api.Evaluator;
import org.specializer.api.Py;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyCell;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyFunction;
import org.specializer.api.PyMethod;
import org.specializer.api.PyMethodDescr;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * Calls: the CALL family's generic paths, argument binding for Python functions (with
 * CPython's messages for every way a call can be wrong), and function creation.
 *
 * <p>Arguments are taken straight from the caller's value stack: a Python-to-Python call copies
 * them into the new frame's fast locals without building an argument array, and builtins of
 * fixed arity are called without one too.
 */
final class Calls implements Evaluator {
    static final Calls INSTANCE = new Calls();

    private Calls() {}

    // ------------------------------------------------------------------ CALL

    /** CALL n: {@code callable, self_or_null, args[n] -- res}. */
    static int call(PyObject[] s, int sp, int n) {
        if (Tracing.profiling) {
            return hooked(s, sp, n, CALL);
        }
        return callPlain(s, sp, n);
    }

    private static final int CALL = 0;
    private static final int CALL_KW = 1;
    private static final int CALL_FUNCTION_EX = 2;

    /**
     * A call while a profile function is set or a monitoring tool has CALL events: for a
     * profile function, a builtin's call between the c_call and the c_return or c_exception
     * events; for the tools, the CALL event, and after the call of anything but a Python
     * function C_RETURN or C_RAISE (CPython 3.13's INSTRUMENTED_CALL, CALL_KW and
     * CALL_FUNCTION_EX; the last reports only calls of what is neither a function nor a
     * method).
     */
    private static int hooked(PyObject[] s, int sp, int n, int kind) {
        int base = kind == CALL ? sp - n - 2 : kind == CALL_KW ? sp - n - 3
                : sp - ((n & 1) != 0 ? 4 : 3);
        PyObject callable = s[base];
        PyObject self = kind == CALL_FUNCTION_EX ? null : s[base + 1];
        PyObject c = Tracing.cFunction(callable, self);
        PyObject target = null;  // what C_RETURN names, when the tools are told
        PyObject arg0 = null;
        if (Monitoring.calls && (kind != CALL_FUNCTION_EX
                || !(callable instanceof PyFunction || callable instanceof PyMethod))) {
            arg0 = kind == CALL_FUNCTION_EX ? Monitoring.firstOf(s[base + 2])
                    : self != null ? self : n > 0 ? s[base + 2] : null;
            Monitoring.call(callable, arg0);
            target = callable;
            if (self == null && callable instanceof PyMethod m) {
                target = m.func;
                arg0 = m.self;
            }
            if (target instanceof PyFunction) {
                target = null;  // its frame reports itself
            }
        }
        if (c == null && target == null) {
            return plain(s, sp, n, kind);
        }
        if (c != null) {
            Tracing.cCall(c);
        }
        int r;
        try {
            r = plain(s, sp, n, kind);
        } catch (org.specializer.api.PyException e) {
            if (target != null) {
                Monitoring.cReturn(target, arg0, true);
            }
            if (c != null) {
                Tracing.cReturn(c, true);
            }
            throw e;
        }
        if (target != null) {
            Monitoring.cReturn(target, arg0, false);
        }
        if (c != null) {
            Tracing.cReturn(c, false);
        }
        return r;
    }

    private static int plain(PyObject[] s, int sp, int n, int kind) {
        return kind == CALL ? callPlain(s, sp, n)
                : kind == CALL_KW ? callKwPlain(s, sp, n) : callFunctionExPlain(s, sp, n);
    }

    private static int callPlain(PyObject[] s, int sp, int n) {
        int base = sp - n - 2;
        PyObject callable = s[base];
        PyObject self = s[base + 1];
        PyObject res;
        if (callable instanceof PyFunction fn) {
            res = self == null ? callFunction(fn, null, s, base + 2, n, Py.NO_KWNAMES)
                    : callFunction(fn, null, s, base + 1, n + 1, Py.NO_KWNAMES);
        } else if (self != null) {
            res = callWithSelf(callable, self, s, base + 2, n);
        } else if (callable instanceof PyMethod m) {
            res = callWithSelf(m.func, m.self, s, base + 2, n);
        } else if (callable instanceof PyBuiltinFunction bf && !bf.isConstructor) {
            res = callBuiltin(bf.impl, bf.self, s, base + 2, n);
        } else {
            res = callable.call(Arrays.copyOfRange(s, base + 2, sp), Py.NO_KWNAMES);
        }
        Ops.clear(s, sp, n + 1);
        s[base] = res;
        return base + 1;
    }

    /** Call {@code func} with {@code self} in front of {@code n} arguments at {@code s[off]}. */
    private static PyObject callWithSelf(PyObject func, PyObject self, PyObject[] s, int off,
            int n) {
        if (func instanceof PyFunction fn) {
            return callFunction(fn, self, s, off, n, Py.NO_KWNAMES);
        }
        if (func instanceof PyMethodDescr md && !md.isClassMethod) {
            return callBuiltin(md.impl, md.checkSelf(self), s, off, n);
        }
        PyObject[] args = new PyObject[n + 1];
        args[0] = self;
        System.arraycopy(s, off, args, 1, n);
        return func.call(args, Py.NO_KWNAMES);
    }

    /** A builtin with {@code self} bound and {@code n} positional arguments at {@code s[off]}. */
    static PyObject callBuiltin(Builtin.Impl impl, PyObject self, PyObject[] s, int off,
            int n) {
        switch (impl.kind) {
            case F0:
                if (n == 0) {
                    return impl.f0.call(self);
                }
                break;
            case F1:
                if (n == 1) {
                    return impl.f1.call(self, s[off]);
                }
                break;
            case F2:
                if (n == 2) {
                    return impl.f2.call(self, s[off], s[off + 1]);
                }
                break;
            case F3:
                if (n == 3) {
                    return impl.f3.call(self, s[off], s[off + 1], s[off + 2]);
                }
                break;
            default:
                break;
        }
        return impl.invoke(self, Arrays.copyOfRange(s, off, off + n), Py.NO_KWNAMES);
    }

    /** CALL_KW n: {@code callable, self_or_null, args[n], kwnames -- res}. */
    static int callKw(PyObject[] s, int sp, int n) {
        if (Tracing.profiling) {
            return hooked(s, sp, n, CALL_KW);
        }
        return callKwPlain(s, sp, n);
    }

    private static int callKwPlain(PyObject[] s, int sp, int n) {
        PyTuple kwt = (PyTuple) s[sp - 1];
        PyStr[] kwnames = kwnames(kwt);
        int base = sp - n - 3;
        PyObject callable = s[base];
        PyObject self = s[base + 1];
        int npos = n - kwnames.length;
        PyObject res;
        if (callable instanceof PyFunction fn) {
            res = self == null ? callFunction(fn, null, s, base + 2, npos, kwnames)
                    : callFunction(fn, null, s, base + 1, npos + 1, kwnames);
        } else {
            if (self == null && callable instanceof PyMethod m) {
                callable = m.func;
                self = m.self;
            }
            if (self != null && callable instanceof PyFunction fn) {
                res = callFunction(fn, self, s, base + 2, npos, kwnames);
            } else {
                int start = self != null ? base + 1 : base + 2;
                if (self != null) {
                    s[base + 1] = self;
                }
                res = callable.call(Arrays.copyOfRange(s, start, sp - 1), kwnames);
            }
        }
        Ops.clear(s, sp, n + 2);
        s[base] = res;
        return base + 1;
    }

    static PyStr[] kwnames(PyTuple t) {
        PyObject[] items = t.items;
        PyStr[] out = new PyStr[items.length];
        for (int i = 0; i < items.length; i++) {
            out[i] = (PyStr) items[i];
        }
        return out;
    }

    /** CALL_FUNCTION_EX: {@code func, null, callargs, kwargs? -- result}. */
    static int callFunctionEx(PyObject[] s, int sp, int flags) {
        if (Tracing.profiling) {
            return hooked(s, sp, flags, CALL_FUNCTION_EX);
        }
        return callFunctionExPlain(s, sp, flags);
    }

    private static int callFunctionExPlain(PyObject[] s, int sp, int flags) {
        boolean hasKw = (flags & 1) != 0;
        int base = sp - (hasKw ? 4 : 3);
        PyObject func = s[base];
        PyObject callargs = s[base + 2];
        PyObject kwargs = hasKw ? s[base + 3] : null;
        PyObject[] pos;
        if (callargs instanceof PyTuple t) {
            pos = t.items;
        } else {
            if (Abstract.iterOrNull(callargs) == null) {
                throw Py.typeError(describe(func) + " argument after * must be an iterable, not "
                        + callargs.type.getName());
            }
            pos = Abstract.toArray(callargs);
        }
        PyObject res;
        if (kwargs == null || (kwargs instanceof PyDict kd && kd.size() == 0)) {
            res = func instanceof PyFunction fn
                    ? callFunction(fn, null, pos, 0, pos.length, Py.NO_KWNAMES)
                    : func.call(pos.clone(), Py.NO_KWNAMES);
        } else {
            PyDict kd = kwargs instanceof PyDict d ? d : toDict(func, kwargs);
            int nkw = kd.size();
            PyObject[] args = Arrays.copyOf(pos, pos.length + nkw);
            PyStr[] names = new PyStr[nkw];
            int k = 0;
            for (int i = kd.nextEntry(0); i >= 0; i = kd.nextEntry(i + 1)) {
                PyObject key = kd.keyAt(i);
                if (!(key instanceof PyStr ks)) {
                    throw Py.typeError("keywords must be strings");
                }
                names[k] = ks;
                args[pos.length + k] = kd.valueAt(i);
                k++;
            }
            res = func instanceof PyFunction fn
                    ? callFunction(fn, null, args, 0, pos.length, names)
                    : func.call(args, names);
        }
        Ops.clear(s, sp, sp - base - 1);
        s[base] = res;
        return base + 1;
    }

    private static PyDict toDict(PyObject func, PyObject mapping) {
        PyDict d = new PyDict();
        Ops.dictMerge(func, d, mapping);
        return d;
    }

    /**
     * How CPython names a callable in the errors of calls with {@code *args} and
     * {@code **kwargs}: {@code __main__.f()}, {@code __main__.A.m()}, {@code math.sqrt()},
     * {@code print()}, or the object's str when it has no {@code __qualname__}.
     * Compare CPython object.c: {@code _PyObject_FunctionStr}.
     */
    static String describe(PyObject callable) {
        PyObject qualname = callable.lookupAttr(org.specializer.api.Names.__qualname__);
        if (qualname == null) {
            return Abstract.str(callable).value;
        }
        PyObject module = callable.lookupAttr(org.specializer.api.Names.__module__);
        if (module != null && module != Py.None
                && !(module instanceof PyStr ms && ms.value.equals("builtins"))) {
            return Abstract.str(module).value + "." + Abstract.str(qualname).value + "()";
        }
        return Abstract.str(qualname).value + "()";
    }

    // ------------------------------------------------------------------ functions

    static PyObject makeFunction(Frame f, PyObject code) {
        return new PyFunction((PyCode) code, f.globals, f.builtins, null);
    }

    /** SET_FUNCTION_ATTRIBUTE: defaults, kwdefaults, annotations or closure. */
    static void setFunctionAttribute(PyObject func, PyObject attr, int flag) {
        PyFunction fn = (PyFunction) func;
        switch (flag) {
            case org.specializer.spi.Opcode.FUNC_DEFAULTS:
                fn.defaults = (PyTuple) attr;
                break;
            case org.specializer.spi.Opcode.FUNC_KWDEFAULTS:
                fn.kwdefaults = (PyDict) attr;
                break;
            case org.specializer.spi.Opcode.FUNC_ANNOTATIONS:
                if (attr instanceof PyDict d) {
                    fn.annotations = d;
                } else {
                    PyObject[] items = ((PyTuple) attr).items;
                    PyDict d = new PyDict();
                    for (int i = 0; i + 1 < items.length; i += 2) {
                        d.setItem(items[i], items[i + 1]);
                    }
                    fn.annotations = d;
                }
                break;
            case org.specializer.spi.Opcode.FUNC_CLOSURE: {
                PyObject[] items = ((PyTuple) attr).items;
                PyCell[] cells = new PyCell[items.length];
                for (int i = 0; i < items.length; i++) {
                    cells[i] = (PyCell) items[i];
                }
                fn.closure = cells;
                break;
            }
            default:
                throw Py.error(org.specializer.api.PyExc.SystemError,
                        "bad SET_FUNCTION_ATTRIBUTE flag " + flag);
        }
    }

    @Override
    public PyObject call(PyFunction f, PyObject self, PyObject[] args, PyStr[] kwnames) {
        return callFunction(f, self, args, 0, args.length - kwnames.length, kwnames);
    }

    /**
     * Run Python function {@code fn}: positional arguments are {@code self} (when not null)
     * followed by {@code src[off, off + npos)}; keyword values follow them in {@code src}.
     */
    static PyObject callFunction(PyFunction fn, PyObject self, PyObject[] src, int off, int npos,
            PyStr[] kwnames) {
        PyCode code = fn.code;
        int total = npos + (self != null ? 1 : 0);
        if (kwnames.length == 0 && total == code.argcount && code.kwonlyargcount == 0
                && (code.flags & (PyCode.CO_VARARGS | PyCode.CO_VARKEYWORDS)) == 0) {
            return enterExact(fn, self, src, off, npos);
        }
        Frame nf = new Frame(code, fn.globals, fn.builtins, null, fn);
        bind(fn, nf.s, self, src, off, npos, kwnames);
        return Eval.run(nf);
    }

    /**
     * Run {@code fn} on exactly its positional parameters: {@code self} (when not null), then
     * {@code src[off, off + n)}, copied straight into the new frame's locals. The caller knows
     * the shape fits (no binding, no defaults): CALL_PY_EXACT_ARGS and its kin, by the
     * function version or a check of the code.
     */
    static PyObject enterExact(PyFunction fn, PyObject self, PyObject[] src, int off, int n) {
        Frame nf = new Frame(fn.code, fn.globals, fn.builtins, null, fn);
        PyObject[] ls = nf.s;
        if (self != null) {
            ls[0] = self;
            System.arraycopy(src, off, ls, 1, n);
        } else {
            System.arraycopy(src, off, ls, 0, n);
        }
        return Eval.run(nf);
    }

    /**
     * The end of {@code type.__call__} after {@code __new__} gave {@code obj}, an instance of
     * the class called: run {@code type(obj).__init__(obj, *args)}, which must return None.
     * (CALL_STR_1 needs it when {@code __str__} returned an instance of a str subclass.)
     */
    static void runInit(PyObject obj, PyObject[] args) {
        PyObject init = obj.type.lookup(org.specializer.api.Names.__init__);
        PyObject r = Abstract.callMethodDescriptor(init, obj, args, Py.NO_KWNAMES);
        if (r != Py.None) {
            throw initReturnedNonNone(r);
        }
    }

    /** CPython's error for an {@code __init__} that returned something other than None. */
    static PyException initReturnedNonNone(PyObject r) {
        return Py.typeError("__init__() should return None, not '" + r.type.getName() + "'");
    }

    /** CPython's {@code initialize_locals}: bind arguments to parameters, or raise TypeError. */
    private static void bind(PyFunction fn, PyObject[] ls, PyObject self, PyObject[] src, int off,
            int npos, PyStr[] kwnames) {
        PyCode code = fn.code;
        int argcount = code.argcount;
        int kwonly = code.kwonlyargcount;
        boolean varargs = code.hasFlag(PyCode.CO_VARARGS);
        boolean varkw = code.hasFlag(PyCode.CO_VARKEYWORDS);
        int given = npos + (self != null ? 1 : 0);

        // positional arguments
        int k = 0;
        if (self != null) {
            if (argcount > 0) {
                ls[0] = self;
            }
            k = 1;
        }
        int ncopy = Math.min(given, argcount);
        for (int i = k; i < ncopy; i++) {
            ls[i] = src[off + i - k];
        }
        int slot = argcount + kwonly;
        if (varargs) {
            int nrest = Math.max(0, given - argcount);
            PyObject[] rest = new PyObject[nrest];
            for (int i = 0; i < nrest; i++) {
                int gi = argcount + i;
                rest[i] = gi == 0 && self != null ? self : src[off + gi - k];
            }
            ls[slot++] = PyTuple.of(rest);
        }
        PyDict kwdict = null;
        if (varkw) {
            kwdict = new PyDict();
            ls[slot] = kwdict;
        }

        // keyword arguments
        List<String> posonlyAsKw = null;
        PyStr[] names = code.localsplusNames;
        for (int j = 0; j < kwnames.length; j++) {
            PyStr name = kwnames[j];
            PyObject value = src[off + npos + j];
            int idx = findParam(names, code.posonlyargcount, argcount + kwonly, name);
            if (idx < 0) {
                if (kwdict != null) {
                    kwdict.setItem(name, value);
                    continue;
                }
                if (findParam(names, 0, code.posonlyargcount, name) >= 0) {
                    if (posonlyAsKw == null) {
                        posonlyAsKw = new ArrayList<>();
                    }
                    posonlyAsKw.add(name.value);
                    continue;
                }
                throw Py.typeError(fn.qualname + "() got an unexpected keyword argument '"
                        + name + "'");
            }
            if (ls[idx] != null) {
                throw Py.typeError(fn.qualname + "() got multiple values for argument '" + name
                        + "'");
            }
            ls[idx] = value;
        }
        if (posonlyAsKw != null) {
            throw Py.typeError(fn.qualname + "() got some positional-only arguments passed as "
                    + "keyword arguments: '" + String.join(", ", posonlyAsKw) + "'");
        }
        if (!varargs && given > argcount) {
            throw tooManyPositional(fn, ls, given);
        }

        // defaults for missing positional parameters
        if (given < argcount) {
            PyObject[] defs = fn.defaults == null ? new PyObject[0] : fn.defaults.items;
            int firstDefault = argcount - defs.length;
            List<String> missing = null;
            for (int i = given; i < argcount; i++) {
                if (ls[i] == null) {
                    if (i >= firstDefault) {
                        ls[i] = defs[i - firstDefault];
                    } else {
                        if (missing == null) {
                            missing = new ArrayList<>();
                        }
                        missing.add(names[i].value);
                    }
                }
            }
            if (missing != null) {
                throw missingArguments(fn, missing, "positional");
            }
        }
        // keyword-only defaults
        if (kwonly > 0) {
            List<String> missing = null;
            for (int i = argcount; i < argcount + kwonly; i++) {
                if (ls[i] == null) {
                    PyObject d = fn.kwdefaults == null ? null : fn.kwdefaults.getItem(names[i]);
                    if (d != null) {
                        ls[i] = d;
                    } else {
                        if (missing == null) {
                            missing = new ArrayList<>();
                        }
                        missing.add(names[i].value);
                    }
                }
            }
            if (missing != null) {
                throw missingArguments(fn, missing, "keyword-only");
            }
        }
    }

    private static int findParam(PyStr[] names, int from, int to, PyStr name) {
        for (int i = from; i < to; i++) {
            if (names[i] == name) {
                return i;
            }
        }
        for (int i = from; i < to; i++) {
            if (names[i].value.equals(name.value)) {
                return i;
            }
        }
        return -1;
    }

    private static PyException tooManyPositional(PyFunction fn, PyObject[] ls, int given) {
        PyCode code = fn.code;
        int argcount = code.argcount;
        int defcount = fn.defaults == null ? 0 : fn.defaults.items.length;
        int kwonlyGiven = 0;
        for (int i = argcount; i < argcount + code.kwonlyargcount; i++) {
            if (ls[i] != null) {
                kwonlyGiven++;
            }
        }
        String sig;
        boolean plural;
        if (defcount > 0) {
            sig = "from " + (argcount - defcount) + " to " + argcount;
            plural = true;
        } else {
            sig = String.valueOf(argcount);
            plural = argcount != 1;
        }
        String kwonlySig = "";
        if (kwonlyGiven > 0) {
            kwonlySig = " positional argument" + (given != 1 ? "s" : "") + " (and " + kwonlyGiven
                    + " keyword-only argument" + (kwonlyGiven != 1 ? "s" : "") + ")";
        }
        return Py.typeError(fn.qualname + "() takes " + sig + " positional argument"
                + (plural ? "s" : "") + " but " + given + kwonlySig + " "
                + (given == 1 && kwonlyGiven == 0 ? "was" : "were") + " given");
    }

    private static PyException missingArguments(PyFunction fn, List<String> missing,
            String kind) {
        StringBuilder sb = new StringBuilder();
        int n = missing.size();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(n == 2 ? " and " : i == n - 1 ? ", and " : ", ");
            }
            sb.append('\'').append(missing.get(i)).append('\'');
        }
        return Py.typeError(fn.qualname + "() missing " + n + " required " + kind + " argument"
                + (n == 1 ? "" : "s") + ": " + sb);
    }

    /** Run a class body (or exec'd code) with an explicit locals mapping. */
    static PyObject runWithLocals(PyFunction fn, PyObject locals) {
        Frame nf = new Frame(fn.code, fn.globals, fn.builtins, locals, fn);
        return Eval.run(nf);
    }
}
