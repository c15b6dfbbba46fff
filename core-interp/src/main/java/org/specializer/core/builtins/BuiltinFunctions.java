package org.specializer.core.builtins;

import org.specializer.api.Abstract;
import org.specializer.api.IntFormat;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyByteArray;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyGenerator;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

/**
 * The builtin functions over single objects: attributes, numbers, characters, identity,
 * type tests, iteration steps. Each follows CPython 3.13's {@code bltinmodule.c}, messages
 * included.
 */
final class BuiltinFunctions {
    private BuiltinFunctions() {}

    static void define(PyModule m) {
        Defs.f1(m, "abs", (self, x) -> Abstract.abs(x));
        Defs.f1(m, "ascii", (self, x) -> ascii(x));
        Defs.f1(m, "bin", (self, x) -> radix(x, 2));
        Defs.f1(m, "oct", (self, x) -> radix(x, 8));
        Defs.f1(m, "hex", (self, x) -> radix(x, 16));
        Defs.f1(m, "callable", (self, x) -> Py.newBool(Abstract.isCallable(x)));
        Defs.f1(m, "chr", (self, x) -> chr(x));
        Defs.f1(m, "ord", (self, x) -> ord(x));
        Defs.f2(m, "delattr", (self, o, name) -> {
            o.delAttr(Defs.attrName(name));
            return Py.None;
        });
        Defs.f3(m, "setattr", (self, o, name, v) -> {
            o.setAttr(Defs.attrName(name), v);
            return Py.None;
        });
        Defs.fn(m, "getattr", 2, 3, (self, a) -> getattr(a));
        Defs.f2(m, "hasattr", (self, o, name) ->
                Py.newBool(o.lookupAttr(Defs.attrName(name)) != null));
        Defs.f2(m, "divmod", (self, a, b) -> Abstract.divmod(a, b));
        Defs.fn(m, "format", 1, 2, (self, a) -> format(a));
        Defs.f1(m, "hash", (self, x) -> PyInt.of(Abstract.hash(x)));
        Defs.f1(m, "id", (self, x) -> PyInt.of(ObjectIds.idOf(x)));
        Defs.f2(m, "isinstance", (self, o, c) -> Py.newBool(Abstract.isInstance(o, c)));
        Defs.f2(m, "issubclass", (self, o, c) -> Py.newBool(Abstract.isSubclass(o, c)));
        Defs.fn(m, "iter", 1, 2, (self, a) -> a.length == 1 ? Abstract.iter(a[0])
                : PyCallIterator.create(a[0], a[1]));
        Defs.fn(m, "next", 1, 2, (self, a) -> a.length == 1 ? next(a[0]) : next(a[0], a[1]));
        Defs.f1(m, "aiter", (self, x) -> aiter(x));
        Defs.fn(m, "anext", 1, 2, (self, a) -> anext(a[0], a.length == 2 ? a[1] : null));
        Defs.f1(m, "len", (self, x) -> PyInt.of(Abstract.lenSsize(x)));
        Defs.f1(m, "repr", (self, x) -> Abstract.repr(x));
        Defs.fk(m, "pow", BuiltinFunctions::pow);
        Defs.fk(m, "round", BuiltinFunctions::round);
    }

    // ------------------------------------------------------------------ characters

    /** {@code ascii(x)}: the repr with every non-ASCII character escaped. */
    static PyStr ascii(PyObject x) {
        PyStr r = Abstract.repr(x);
        if (r.isAscii()) {
            return r;
        }
        String s = r.value;
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (cp < 0x80) {
                sb.append((char) cp);
            } else if (cp < 0x100) {
                sb.append("\\x").append(hexDigits(cp, 2));
            } else if (cp < 0x10000) {
                sb.append("\\u").append(hexDigits(cp, 4));
            } else {
                sb.append("\\U").append(hexDigits(cp, 8));
            }
        }
        return PyStr.of(sb.toString());
    }

    private static String hexDigits(int v, int width) {
        String h = Integer.toHexString(v);
        return "0".repeat(width - h.length()) + h;
    }

    static PyStr chr(PyObject x) {
        PyObject i = Abstract.index(x);
        if (i instanceof PyInt pi && pi.value >= 0 && pi.value < 0x110000) {
            return PyStr.ofCodePoint((int) pi.value);
        }
        throw Py.valueError("chr() arg not in range(0x110000)");
    }

    static PyInt ord(PyObject x) {
        if (x instanceof PyStr s) {
            int n = s.length();
            if (n == 1) {
                return PyInt.of(s.value.codePointAt(0));
            }
            throw Py.typeError("ord() expected a character, but string of length " + n
                    + " found");
        }
        byte[] b = null;
        if (x instanceof PyBytes pb) {
            b = pb.value;
        }
        if (b != null) {
            if (b.length == 1) {
                return PyInt.of(b[0] & 0xff);
            }
            throw Py.typeError("ord() expected a character, but string of length " + b.length
                    + " found");
        }
        if (x instanceof PyByteArray ba) {
            int n = ba.size();
            if (n == 1) {
                return PyInt.of(ba.byteAt(0));
            }
            throw Py.typeError("ord() expected a character, but string of length " + n
                    + " found");
        }
        throw Py.typeError("ord() expected string of length 1, but " + x.type.getName()
                + " found");
    }

    // ------------------------------------------------------------------ numbers

    /** {@code bin}, {@code oct}, {@code hex}: sign, prefix, digits of {@code x.__index__()}. */
    static PyStr radix(PyObject x, int radix) {
        return PyStr.of(IntFormat.toBase(Abstract.index(x), radix, true));
    }

    private static final String[] POW_PARAMS = {"base", "exp", "mod"};

    /** {@code pow(base, exp, mod=None)}. */
    static PyObject pow(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = Defs.bind("pow", POW_PARAMS, 2, args, kwnames);
        PyObject mod = a[2];
        if (mod == null || mod == Py.None) {
            return Abstract.pow(a[0], a[1]);
        }
        // Three-argument power (CPython's ternary_op): the left operand's __pow__, then the
        // right operand's __rpow__ when its type differs; the modulus is never asked.
        PyObject m = a[0].type.lookup(Names.__pow__);
        if (m != null) {
            PyObject r = Abstract.callMethodDescriptor(m, a[0], new PyObject[] {a[1], mod},
                    Py.NO_KWNAMES);
            if (r != Py.NotImplemented) {
                return r;
            }
        }
        if (a[1].type != a[0].type) {
            PyObject rm = a[1].type.lookup(Names.__rpow__);
            if (rm != null) {
                PyObject r = Abstract.callMethodDescriptor(rm, a[1], new PyObject[] {a[0], mod},
                        Py.NO_KWNAMES);
                if (r != Py.NotImplemented) {
                    return r;
                }
            }
        }
        throw Py.typeError("unsupported operand type(s) for ** or pow(): '"
                + a[0].type.getName() + "', '" + a[1].type.getName() + "', '"
                + mod.type.getName() + "'");
    }

    private static final String[] ROUND_PARAMS = {"number", "ndigits"};

    /** {@code round(number, ndigits=None)}: delegates to {@code type(number).__round__}. */
    static PyObject round(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = Defs.bind("round", ROUND_PARAMS, 1, args, kwnames);
        PyObject number = a[0];
        PyObject m = number.type.lookup(Names.__round__);
        if (m == null) {
            throw Py.typeError("type " + number.type.getName()
                    + " doesn't define __round__ method");
        }
        PyObject[] margs = a[1] == null || a[1] == Py.None ? Py.NO_ARGS : new PyObject[] {a[1]};
        return Abstract.callMethodDescriptor(m, number, margs, Py.NO_KWNAMES);
    }

    // ------------------------------------------------------------------ attributes, format

    static PyObject getattr(PyObject[] a) {
        PyStr name = Defs.attrName(a[1]);
        if (a.length == 2) {
            return a[0].getAttr(name);
        }
        PyObject v = a[0].lookupAttr(name);
        return v != null ? v : a[2];
    }

    static PyObject format(PyObject[] a) {
        if (a.length == 1) {
            return Abstract.format(a[0], PyStr.EMPTY);
        }
        if (!(a[1] instanceof PyStr spec)) {
            throw Py.typeError("format() argument 2 must be str, not " + a[1].type.getName());
        }
        return Abstract.format(a[0], spec);
    }

    // ------------------------------------------------------------------ iteration

    /** {@code next(it)}: StopIteration at the end, carrying a generator's return value. */
    static PyObject next(PyObject it) {
        if (it instanceof PyGenerator g && it.type == PyGenerator.TYPE) {
            // send(None) is __next__, and its StopIteration carries the return value
            return g.send(Py.None);
        }
        if (it instanceof PyIterator pi && !(it instanceof PyGenerator)
                && Abstract.nativeNext(it)) {
            PyObject v = pi.nextOrNull();
            if (v == null) {
                throw Py.stopIteration(null);
            }
            return v;
        }
        PyObject m = it.type.lookup(Names.__next__);
        if (m == null) {
            throw notAnIterator(it);
        }
        return Abstract.callMethodDescriptor(m, it, Py.NO_ARGS, Py.NO_KWNAMES);
    }

    private static final PyStr AITER = PyStr.intern("__aiter__");
    private static final PyStr ANEXT = PyStr.intern("__anext__");

    /** {@code aiter(obj)}. Compare CPython abstract.c: {@code PyObject_GetAIter}. */
    static PyObject aiter(PyObject obj) {
        PyObject m = obj.type.lookup(AITER);
        if (m == null) {
            throw Py.typeError("'" + obj.type.getName() + "' object is not an async iterable");
        }
        PyObject it = Abstract.callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES);
        if (it.type.lookup(ANEXT) == null) {
            throw Py.typeError("aiter() returned not an async iterator of type '"
                    + it.type.getName() + "'");
        }
        return it;
    }

    /**
     * {@code anext(aiterator[, default])}: the awaitable {@code __anext__} returns, or with a
     * default one that awaits it and gives the default at the end of the iteration.
     * Compare CPython bltinmodule.c: {@code builtin_anext_impl}.
     */
    static PyObject anext(PyObject aiterator, PyObject dflt) {
        PyObject m = aiterator.type.lookup(ANEXT);
        if (m == null) {
            throw Py.typeError("'" + aiterator.type.getName()
                    + "' object is not an async iterator");
        }
        PyObject awaitable = Abstract.callMethodDescriptor(m, aiterator, Py.NO_ARGS,
                Py.NO_KWNAMES);
        return dflt == null ? awaitable : new PyAnextAwaitable(awaitable, dflt);
    }

    /** {@code next(it, default)}. */
    static PyObject next(PyObject it, PyObject dflt) {
        if (it instanceof PyIterator pi && Abstract.nativeNext(it)) {
            PyObject v = pi.nextOrNull();
            return v != null ? v : dflt;
        }
        PyObject m = it.type.lookup(Names.__next__);
        if (m == null) {
            throw notAnIterator(it);
        }
        try {
            return Abstract.callMethodDescriptor(m, it, Py.NO_ARGS, Py.NO_KWNAMES);
        } catch (PyException e) {
            if (e.matches(PyExc.StopIteration)) {
                return dflt;
            }
            throw e;
        }
    }

    private static PyException notAnIterator(PyObject it) {
        return Py.typeError("'" + it.type.getName() + "' object is not an iterator");
    }
}
