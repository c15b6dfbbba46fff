package org.specializer.natives.decimal;

import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * The Python-visible attributes and methods of {@code decimal.Context}: its settings with
 * CPython's range checks and messages, and the arithmetic of the specification as context
 * methods (whose operands may be Decimals or ints).
 */
final class ContextMethods {
    private ContextMethods() {}

    private static final Args INIT = new Args(0, "prec", "rounding", "Emin", "Emax",
            "capitals", "clamp", "flags", "traps");
    private static final Args POWER = new Args(2, "a", "b", "modulo");
    private static final Args CREATE = new Args(0, "num");

    static final String INVALID_ROUNDING_ERR = "valid values for rounding are:\n"
            + "  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
            + "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n"
            + "   ROUND_05UP]";

    /** The module's rounding constants, interned: a mode is usually one of these. */
    static final PyStr[] ROUND_NAMES = new PyStr[Mpd.ROUND_STRING.length];

    static {
        for (int i = 0; i < ROUND_NAMES.length; i++) {
            ROUND_NAMES[i] = PyStr.intern(Mpd.ROUND_STRING[i]);
        }
    }

    private static PyStr attrName(PyObject name) {
        if (!(name instanceof PyStr s)) {
            throw Py.typeError("attribute name must be string, not '" + name.type.getTpName()
                    + "'");
        }
        return s;
    }

    private static PyDecContext c(PyObject o) {
        return (PyDecContext) o;
    }

    /** A rounding mode from its name. Compare _decimal.c: getround. */
    static int getround(PyObject v) {
        if (v instanceof PyStr s) {
            for (int i = 0; i < ROUND_NAMES.length; i++) {
                if (ROUND_NAMES[i] == s) {
                    return i;
                }
            }
            for (int i = 0; i < Mpd.ROUND_STRING.length; i++) {
                if (Mpd.ROUND_STRING[i].equals(s.value)) {
                    return i;
                }
            }
        }
        throw Py.typeError(INVALID_ROUNDING_ERR);
    }

    static void setPrec(PyDecContext ctx, PyObject v) {
        long x = Args.asSsize(v);
        if (x < 1 || x > Mpd.MAX_PREC) {
            throw Py.valueError("valid range for prec is [1, MAX_PREC]");
        }
        ctx.mpd.prec = x;
    }

    static void setEmin(PyDecContext ctx, PyObject v) {
        long x = Args.asSsize(v);
        if (x < Mpd.MIN_EMIN || x > 0) {
            throw Py.valueError("valid range for Emin is [MIN_EMIN, 0]");
        }
        ctx.mpd.emin = x;
    }

    static void setEmax(PyDecContext ctx, PyObject v) {
        long x = Args.asSsize(v);
        if (x < 0 || x > Mpd.MAX_EMAX) {
            throw Py.valueError("valid range for Emax is [0, MAX_EMAX]");
        }
        ctx.mpd.emax = x;
    }

    static void setCapitals(PyDecContext ctx, PyObject v) {
        long x = Args.asSsize(v);
        if (x != 0 && x != 1) {
            throw Py.valueError("valid values for capitals are 0 or 1");
        }
        ctx.capitals = (int) x;
    }

    static void setClamp(PyDecContext ctx, PyObject v) {
        long x = Args.asSsize(v);
        if (x != 0 && x != 1) {
            throw Py.valueError("valid values for clamp are 0 or 1");
        }
        ctx.mpd.clamp = (int) x;
    }

    /** The bits of a list of signals. Compare _decimal.c: list_as_flags. */
    private static int listAsFlags(PyList list) {
        int flags = 0;
        for (int i = 0; i < list.size(); i++) {
            flags |= Signals.flagOrKeyError(list.get(i));
        }
        return flags;
    }

    /** The bits of a signal dict. Compare _decimal.c: context_settraps_dict. */
    static int dictFlags(PyObject v) {
        if (v instanceof PySignalDict sd && v.type == DecimalModule.signalDictType()) {
            return sd.get();
        }
        if (!(v instanceof PyDict d)) {
            throw Py.typeError("argument must be a signal dict");
        }
        return PySignalDict.dictAsFlags(d, true);
    }

    /** Compare _decimal.c: context_setattrs. */
    static void setAttrs(PyDecContext ctx, PyObject[] a) {
        if (a[0] != null && a[0] != Py.None) {
            setPrec(ctx, a[0]);
        }
        if (a[1] != null && a[1] != Py.None) {
            ctx.mpd.round = getround(a[1]);
        }
        if (a[2] != null && a[2] != Py.None) {
            setEmin(ctx, a[2]);
        }
        if (a[3] != null && a[3] != Py.None) {
            setEmax(ctx, a[3]);
        }
        if (a[4] != null && a[4] != Py.None) {
            setCapitals(ctx, a[4]);
        }
        if (a[5] != null && a[5] != Py.None) {
            setClamp(ctx, a[5]);
        }
        PyObject traps = a[7];
        if (traps != null && traps != Py.None) {
            ctx.mpd.traps = traps instanceof PyList l ? listAsFlags(l) : dictFlags(traps);
        }
        PyObject status = a[6];
        if (status != null && status != Py.None) {
            ctx.mpd.status = status instanceof PyList l ? listAsFlags(l) : dictFlags(status);
        }
    }

    static String repr(PyDecContext ctx) {
        Mpd m = ctx.mpd;
        return "Context(prec=" + m.prec + ", rounding=" + Mpd.ROUND_STRING[m.round] + ", Emin="
                + m.emin + ", Emax=" + m.emax + ", capitals=" + ctx.capitals + ", clamp="
                + m.clamp + ", flags=" + Signals.signalList(m.status) + ", traps="
                + Signals.signalList(m.traps) + ")";
    }

    // ------------------------------------------------------------------ definitions

    private static void unary(PyType t, String name, DecimalMethods.Unary f) {
        t.method1(name, (self, v) -> DecimalMethods.run(c(self), Convert.operand(v, true), f));
    }

    private static void binary(PyType t, String name, DecimalMethods.Binary f) {
        t.methodK(name, (self, a, kw) -> {
            Args.exactly(a, kw, 2);
            PyDecimal x = Convert.operand(a[0], true);
            PyDecimal y = Convert.operand(a[1], true);
            return DecimalMethods.run(c(self), x, y, f);
        });
    }

    private interface Pred {
        boolean test(PyDecimal a, Mpd ctx);
    }

    private static void pred(PyType t, String name, Pred p) {
        t.method1(name, (self, v) -> Py.newBool(p.test(Convert.operand(v, true), c(self).mpd)));
    }

    static void define(PyType t) {
        t.constructor((cls, a, kw) -> {
            PyDecContext ctx = new PyDecContext((PyType) cls, DecimalModule.defaultTemplate());
            ctx.capitals = 1;
            return ctx;
        });
        t.methodK("__init__", (self, a, kw) -> {
            setAttrs(c(self), INIT.parse(a, kw));
            return Py.None;
        });
        t.getset("prec", self -> PyInt.of(c(self).mpd.prec), (self, v) -> setPrec(c(self), v));
        t.getset("Emax", self -> PyInt.of(c(self).mpd.emax), (self, v) -> setEmax(c(self), v));
        t.getset("Emin", self -> PyInt.of(c(self).mpd.emin), (self, v) -> setEmin(c(self), v));
        t.getset("rounding", self -> PyStr.intern(Mpd.ROUND_STRING[c(self).mpd.round]),
                (self, v) -> c(self).mpd.round = getround(v));
        t.getset("capitals", self -> PyInt.of(c(self).capitals),
                (self, v) -> setCapitals(c(self), v));
        t.getset("clamp", self -> PyInt.of(c(self).mpd.clamp), (self, v) -> setClamp(c(self),
                v));
        t.method0("__repr__", self -> Py.newStr(repr(c(self))));
        t.method1("__getattribute__", (self, name) -> {
            PyStr n = attrName(name);
            PyObject r = PyDecContext.getAttribute(c(self), n);
            if (r == null) {
                throw Py.noAttribute(self, n);
            }
            return r;
        });
        t.method2("__setattr__", (self, name, value) -> {
            PyDecContext.setAttribute(c(self), attrName(name), value);
            return Py.None;
        });
        t.method1("__delattr__", (self, name) -> {
            attrName(name);
            throw PyDecContext.deleteError();
        });
        t.method0("clear_flags", self -> {
            c(self).mpd.status = 0;
            return Py.None;
        });
        t.method0("clear_traps", self -> {
            c(self).mpd.traps = 0;
            return Py.None;
        });
        t.method0("copy", self -> c(self).copy());
        t.method0("__copy__", self -> c(self).copy());
        t.method0("__reduce__", self -> {
            Mpd m = c(self).mpd;
            return new PyTuple(new PyObject[] {self.type, new PyTuple(new PyObject[] {
                PyInt.of(m.prec), PyStr.intern(Mpd.ROUND_STRING[m.round]), PyInt.of(m.emin),
                PyInt.of(m.emax), PyInt.of(c(self).capitals), PyInt.of(m.clamp),
                Signals.signalsAsList(m.status), Signals.signalsAsList(m.traps)})});
        });
        t.method0("Etiny", self -> PyInt.of(c(self).mpd.etiny()));
        t.method0("Etop", self -> PyInt.of(c(self).mpd.etop()));
        t.method0("radix", self -> PyDecimal.finite(0, 10, 0));
        t.methodK("create_decimal", (self, a, kw) -> {
            if (kw.length != 0) {
                throw Py.typeError("create_decimal() takes no keyword arguments");
            }
            return DecimalMethods.exact(Convert.fromObject(CREATE.parse(a, kw)[0], c(self)));
        });
        t.method1("create_decimal_from_float", (self, v) -> {
            PyDecContext ctx = c(self);
            PyDecimal d = Convert.fromFloatExact(v);
            Mpd w = ctx.work();
            PyDecimal r = Arith.fix(d, w);
            ctx.addStatus(w.status);
            return DecimalMethods.exact(r);
        });
        t.method1("_apply", (self, v) -> DecimalMethods.run(c(self), Convert.operand(v, true),
                Arith::fix));

        unary(t, "abs", Arith::abs);
        unary(t, "exp", MathFunctions::exp);
        unary(t, "ln", MathFunctions::ln);
        unary(t, "log10", MathFunctions::log10);
        unary(t, "minus", Arith::minus);
        unary(t, "next_minus", ExtraOps::nextMinus);
        unary(t, "next_plus", ExtraOps::nextPlus);
        unary(t, "normalize", Arith::reduce);
        unary(t, "plus", Arith::plus);
        unary(t, "to_integral", (a, w) -> Arith.roundToInt(a, w.round, false, w));
        unary(t, "to_integral_value", (a, w) -> Arith.roundToInt(a, w.round, false, w));
        unary(t, "to_integral_exact", (a, w) -> Arith.roundToInt(a, w.round, true, w));
        unary(t, "sqrt", MathFunctions::sqrt);
        unary(t, "logb", ExtraOps::logb);
        unary(t, "logical_invert", ExtraOps::invert);
        unary(t, "copy_abs", (a, w) -> Arith.copyAbs(a));
        unary(t, "copy_negate", (a, w) -> Arith.copyNegate(a));
        unary(t, "copy_decimal", (a, w) -> a);

        binary(t, "add", Arith::add);
        binary(t, "compare", Arith::compare);
        binary(t, "compare_signal", Arith::compareSignal);
        binary(t, "divide", Arith::div);
        binary(t, "divide_int", Arith::divint);
        binary(t, "max", (a, b, w) -> Arith.maxMin(a, b, true, false, w));
        binary(t, "max_mag", (a, b, w) -> Arith.maxMin(a, b, true, true, w));
        binary(t, "min", (a, b, w) -> Arith.maxMin(a, b, false, false, w));
        binary(t, "min_mag", (a, b, w) -> Arith.maxMin(a, b, false, true, w));
        binary(t, "multiply", Arith::mul);
        binary(t, "next_toward", ExtraOps::nextToward);
        binary(t, "quantize", Arith::quantize);
        binary(t, "remainder", Arith::rem);
        binary(t, "remainder_near", Arith::remNear);
        binary(t, "subtract", Arith::sub);
        binary(t, "logical_and", ExtraOps::and);
        binary(t, "logical_or", ExtraOps::or);
        binary(t, "logical_xor", ExtraOps::xor);
        binary(t, "rotate", ExtraOps::rotate);
        binary(t, "scaleb", ExtraOps::scaleb);
        binary(t, "shift", ExtraOps::shift);
        binary(t, "copy_sign", (a, b, w) -> Arith.copySign(a, b));
        binary(t, "compare_total", (a, b, w) -> Arith.ofInt(Arith.compareTotal(a, b)));
        binary(t, "compare_total_mag", (a, b, w) -> Arith.ofInt(Arith.compareTotalMag(a, b)));
        t.methodK("same_quantum", (self, a, kw) -> {
            Args.exactly(a, kw, 2);
            return Py.newBool(Arith.sameQuantum(Convert.operand(a[0], true),
                    Convert.operand(a[1], true)));
        });
        t.methodK("divmod", (self, a, kw) -> {
            Args.exactly(a, kw, 2);
            PyDecContext ctx = c(self);
            PyDecimal x = Convert.operand(a[0], true);
            PyDecimal y = Convert.operand(a[1], true);
            Mpd w = ctx.work();
            PyDecimal[] qr = Arith.divmod(x, y, w);
            ctx.addStatus(w.status);
            return new PyTuple(new PyObject[] {DecimalMethods.exact(qr[0]),
                DecimalMethods.exact(qr[1])});
        });
        t.methodK("power", (self, a, kw) -> {
            PyObject[] r = POWER.parse(a, kw);
            PyDecContext ctx = c(self);
            PyDecimal x = Convert.operand(r[0], true);
            PyDecimal y = Convert.operand(r[1], true);
            PyDecimal m = r[2] == null || r[2] == Py.None ? null : Convert.operand(r[2], true);
            Mpd w = ctx.work();
            PyDecimal res = m == null ? MathFunctions.power(x, y, w)
                    : MathFunctions.powmod(x, y, m, w);
            ctx.addStatus(w.status);
            return DecimalMethods.exact(res);
        });
        t.methodK("fma", (self, a, kw) -> {
            Args.exactly(a, kw, 3);
            PyDecContext ctx = c(self);
            PyDecimal x = Convert.operand(a[0], true);
            PyDecimal y = Convert.operand(a[1], true);
            PyDecimal z = Convert.operand(a[2], true);
            Mpd w = ctx.work();
            PyDecimal res = Arith.fma(x, y, z, w);
            ctx.addStatus(w.status);
            return DecimalMethods.exact(res);
        });

        t.method1("is_canonical", (self, v) -> {
            if (!(v instanceof PyDecimal)) {
                throw Py.typeError("argument must be a Decimal");
            }
            return Py.True;
        });
        t.method1("canonical", (self, v) -> {
            if (!(v instanceof PyDecimal)) {
                throw Py.typeError("argument must be a Decimal");
            }
            return v;
        });
        pred(t, "is_finite", (a, m) -> a.isFinite());
        pred(t, "is_infinite", (a, m) -> a.isInf());
        pred(t, "is_nan", (a, m) -> a.isNan());
        pred(t, "is_normal", ExtraOps::isNormal);
        pred(t, "is_qnan", (a, m) -> a.isQnan());
        pred(t, "is_signed", (a, m) -> a.isNeg());
        pred(t, "is_snan", (a, m) -> a.isSnan());
        pred(t, "is_subnormal", ExtraOps::isSubnormal);
        pred(t, "is_zero", (a, m) -> a.isZero());
        t.method1("number_class", (self, v) -> Py.newStr(ExtraOps.numberClass(
                Convert.operand(v, true), c(self).mpd)));
        t.method1("to_sci_string", (self, v) -> Py.newStr(DecimalFormat.toString(
                Convert.operand(v, true), false, c(self).capitals != 0)));
        t.method1("to_eng_string", (self, v) -> Py.newStr(DecimalFormat.toString(
                Convert.operand(v, true), true, c(self).capitals != 0)));
    }
}
