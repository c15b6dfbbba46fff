package org.specializer.natives.decimal;

import java.math.BigInteger;
import org.specializer.api.Abstract;
import org.specializer.api.Hashing;
import org.specializer.api.Py;
import org.specializer.api.PyComplex;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.interp.WarningsModule;

/**
 * The Python-visible methods of {@code decimal.Decimal}. Every operation reads the current
 * context (or the one given), runs on a work copy of its settings, then adds the conditions to
 * the context, which raises the first trapped signal: CPython's {@code dec_addstatus}. Results
 * are always exact Decimals, also for a subclass's operands.
 */
final class DecimalMethods {
    private DecimalMethods() {}

    interface Unary {
        PyDecimal apply(PyDecimal a, Mpd w);
    }

    interface Binary {
        PyDecimal apply(PyDecimal a, PyDecimal b, Mpd w);
    }

    private static final Args VALUE_CONTEXT = new Args(0, "value", "context");
    private static final Args CONTEXT = new Args(0, "context");
    private static final Args OTHER_CONTEXT = new Args(1, "other", "context");
    private static final Args ROUNDING_CONTEXT = new Args(0, "rounding", "context");
    private static final Args EXP_ROUNDING_CONTEXT = new Args(1, "exp", "rounding", "context");
    private static final Args OTHER_THIRD_CONTEXT = new Args(2, "other", "third", "context");
    private static final Args ROUND = new Args(0, "ndigits");
    private static final Args FORMAT = new Args(1, "format_spec", "override");
    private static final PyStr ROUNDING = PyStr.intern("rounding");

    /** 2**61 - 1 and the inverse of 10 modulo it (CPython's hash modulus). */
    private static final long P = Hashing.MODULUS;
    private static final long INV10 = 2075258708292324556L;

    static PyDecimal d(PyObject o) {
        return (PyDecimal) o;
    }

    /** A result as an exact Decimal. */
    static PyDecimal exact(PyDecimal r) {
        return r.type == PyDecimal.TYPE ? r : r.withType(PyDecimal.TYPE);
    }

    /** The context argument: None for the current one. Compare: CONTEXT_CHECK_VA. */
    static PyDecContext ctxArg(PyObject c) {
        if (c == null || c == Py.None) {
            return DecimalModule.current();
        }
        if (c instanceof PyDecContext x) {
            return x;
        }
        throw Py.typeError("optional argument must be a context");
    }

    static PyDecimal run(PyDecContext ctx, PyDecimal a, Unary f) {
        Mpd w = ctx.work();
        PyDecimal r = f.apply(a, w);
        ctx.addStatus(w.status);
        return exact(r);
    }

    static PyDecimal run(PyDecContext ctx, PyDecimal a, PyDecimal b, Binary f) {
        Mpd w = ctx.work();
        PyDecimal r = f.apply(a, b, w);
        ctx.addStatus(w.status);
        return exact(r);
    }

    static void define(PyType t) {
        t.constructor((cls, a, kw) -> {
            PyObject[] r = a.length == 1 && kw.length == 0 ? new PyObject[] {a[0], null}
                    : VALUE_CONTEXT.parse(a, kw);
            PyDecContext ctx = ctxArg(r[1]);
            PyDecimal v = Convert.fromObjectExact(r[0], ctx);
            if (cls == PyDecimal.TYPE) {
                return exact(v);
            }
            return v.withType((PyType) cls);
        });
        defineNumber(t);
        defineComparisons(t);
        defineConversions(t);
        defineArithmetic(t);
        definePredicates(t);
        defineMisc(t);
    }

    // ------------------------------------------------------------------ number protocol

    /** A binary operator: the current context, NotImplemented for other types. */
    private static void operator(PyType t, String name, String rname, Binary f) {
        t.method1(name, (self, other) -> {
            PyDecimal b = Convert.operand(other, false);
            if (b == null) {
                return Py.NotImplemented;
            }
            return run(DecimalModule.current(), d(self), b, f);
        });
        t.method1(rname, (self, other) -> {
            PyDecimal a = Convert.operand(other, false);
            if (a == null) {
                return Py.NotImplemented;
            }
            return run(DecimalModule.current(), a, d(self), f);
        });
    }

    private static PyObject divmod(PyDecimal a, PyDecimal b, PyDecContext ctx) {
        Mpd w = ctx.work();
        PyDecimal[] qr = Arith.divmod(a, b, w);
        ctx.addStatus(w.status);
        return new PyTuple(new PyObject[] {exact(qr[0]), exact(qr[1])});
    }

    /** {@code pow(base, exp[, mod])}. Compare _decimal.c: nm_mpd_qpow. */
    private static PyObject power(PyObject base, PyObject exp, PyObject mod) {
        PyDecimal a = Convert.operand(base, false);
        if (a == null) {
            return Py.NotImplemented;
        }
        PyDecimal b = Convert.operand(exp, false);
        if (b == null) {
            return Py.NotImplemented;
        }
        PyDecimal c = null;
        if (mod != null && mod != Py.None) {
            c = Convert.operand(mod, false);
            if (c == null) {
                return Py.NotImplemented;
            }
        }
        PyDecContext ctx = DecimalModule.current();
        Mpd w = ctx.work();
        PyDecimal r = c == null ? MathFunctions.power(a, b, w)
                : MathFunctions.powmod(a, b, c, w);
        ctx.addStatus(w.status);
        return exact(r);
    }

    private static void defineNumber(PyType t) {
        operator(t, "__add__", "__radd__", Arith::add);
        operator(t, "__sub__", "__rsub__", Arith::sub);
        operator(t, "__mul__", "__rmul__", Arith::mul);
        operator(t, "__truediv__", "__rtruediv__", Arith::div);
        operator(t, "__floordiv__", "__rfloordiv__", Arith::divint);
        operator(t, "__mod__", "__rmod__", Arith::rem);
        t.method1("__divmod__", (self, other) -> {
            PyDecimal b = Convert.operand(other, false);
            return b == null ? Py.NotImplemented : divmod(d(self), b, DecimalModule.current());
        });
        t.method1("__rdivmod__", (self, other) -> {
            PyDecimal a = Convert.operand(other, false);
            return a == null ? Py.NotImplemented : divmod(a, d(self), DecimalModule.current());
        });
        t.methodN("__pow__", 1, 2, (self, a) -> power(self, a[0], a.length > 1 ? a[1] : null));
        t.methodN("__rpow__", 1, 2, (self, a) -> power(a[0], self, a.length > 1 ? a[1] : null));
        t.method0("__neg__", self -> run(DecimalModule.current(), d(self), Arith::minus));
        t.method0("__pos__", self -> run(DecimalModule.current(), d(self), Arith::plus));
        t.method0("__abs__", self -> run(DecimalModule.current(), d(self), Arith::abs));
        t.method0("__bool__", self -> Py.newBool(!d(self).isZero()));
    }

    // ------------------------------------------------------------------ comparisons

    private static final PyStr NUMERATOR = PyStr.intern("numerator");
    private static final PyStr DENOMINATOR = PyStr.intern("denominator");

    /** Compare _decimal.c: dec_richcompare and convert_op_cmp. */
    static PyObject richCompare(PyDecimal a, PyObject w, int op) {
        PyDecContext ctx = DecimalModule.current();
        boolean eqne = op == Abstract.EQ || op == Abstract.NE;
        PyDecimal b;
        if (w instanceof PyDecimal wd) {
            b = wd;
        } else if (Convert.isInt(w)) {
            b = Convert.fromInt(w);
        } else if (w instanceof PyFloat f) {
            if (!eqne) {
                ctx.addStatus(Mpd.FLOAT_OPERATION);
            } else {
                ctx.mpd.status |= Mpd.FLOAT_OPERATION;
            }
            b = Convert.fromDouble(f.value);
        } else if (w instanceof PyComplex && eqne) {
            Double re = Convert.complexReal(w);
            if (re == null) {
                return Py.NotImplemented;
            }
            ctx.mpd.status |= Mpd.FLOAT_OPERATION;
            b = Convert.fromDouble(re);
        } else if (Convert.isRational(w)) {
            PyObject num = Abstract.getAttr(w, NUMERATOR);
            if (!Convert.isInt(num)) {
                throw Py.typeError("argument must be an integer");
            }
            b = Convert.fromInt(num);
            if (!a.isSpecial()) {
                PyObject den = Abstract.getAttr(w, DENOMINATOR);
                if (!Convert.isInt(den)) {
                    throw Py.typeError("argument must be an integer");
                }
                a = Arith.mulExact(a.withExp(0), Convert.fromInt(den), a.sign()).withExp(a.exp);
            }
        } else {
            return Py.NotImplemented;
        }
        if (a.isNan() || b.isNan()) {
            if (a.isSnan() || b.isSnan() || !eqne) {
                ctx.addStatus(Mpd.INVALID_OPERATION);
            }
            return Py.newBool(op == Abstract.NE);
        }
        int c = Arith.cmp(a, b);
        boolean r;
        switch (op) {
            case Abstract.EQ:
                r = c == 0;
                break;
            case Abstract.NE:
                r = c != 0;
                break;
            case Abstract.LE:
                r = c <= 0;
                break;
            case Abstract.GE:
                r = c >= 0;
                break;
            case Abstract.LT:
                r = c < 0;
                break;
            default:
                r = c > 0;
                break;
        }
        return Py.newBool(r);
    }

    private static void defineComparisons(PyType t) {
        t.method1("__eq__", (self, o) -> richCompare(d(self), o, Abstract.EQ));
        t.method1("__ne__", (self, o) -> richCompare(d(self), o, Abstract.NE));
        t.method1("__lt__", (self, o) -> richCompare(d(self), o, Abstract.LT));
        t.method1("__le__", (self, o) -> richCompare(d(self), o, Abstract.LE));
        t.method1("__gt__", (self, o) -> richCompare(d(self), o, Abstract.GT));
        t.method1("__ge__", (self, o) -> richCompare(d(self), o, Abstract.GE));
        t.method0("__hash__", self -> PyInt.of(hash(d(self))));
    }

    private static long mulmod(long a, long b) {
        long hi = Math.multiplyHigh(a, b);
        long lo = a * b;
        // (hi * 2**64 + lo) mod (2**61 - 1), a, b < 2**61
        long r = (lo & P) + (lo >>> 61) + (hi << 3);
        r = (r & P) + (r >>> 61);
        return r >= P ? r - P : r;
    }

    private static long powmod(long base, long e) {
        long r = 1;
        long b = base % P;
        while (e > 0) {
            if ((e & 1) != 0) {
                r = mulmod(r, b);
            }
            b = mulmod(b, b);
            e >>= 1;
        }
        return r;
    }

    /** CPython's numeric hash of a decimal. Compare _decimal.c: _dec_hash. */
    static long hash(PyDecimal v) {
        if (v.isSpecial()) {
            if (v.isSnan()) {
                throw Py.typeError("Cannot hash a signaling NaN value");
            }
            if (v.isNan()) {
                return Hashing.identityHash(v);
            }
            return v.isNeg() ? -Hashing.INF : Hashing.INF;
        }
        long expHash = v.exp >= 0 ? powmod(10, v.exp) : powmod(INV10, -v.exp);
        long c = v.big == null ? v.lc % P : v.big.mod(BigInteger.valueOf(P)).longValue();
        long r = mulmod(c, expHash);
        r = v.isNeg() ? -r : r;
        return r == -1 ? -2 : r;
    }

    // ------------------------------------------------------------------ conversions

    /** The integer of a finite decimal rounded with {@code round}. Compare: dec_as_long. */
    static PyObject asLong(PyDecimal a, int round) {
        if (a.isSpecial()) {
            if (a.isNan()) {
                throw Py.valueError("cannot convert NaN to integer");
            }
            throw Py.overflowError("cannot convert Infinity to integer");
        }
        PyDecContext ctx = DecimalModule.current();
        Mpd w = ctx.mpd.work(round);
        PyDecimal x = Arith.roundToInt(a, round, false, w);
        ctx.addStatus(w.status);
        if (x.big == null && x.exp == 0) {
            return PyInt.of(x.isNeg() ? -x.lc : x.lc);
        }
        BigInteger v = MathFunctions.toBigInteger(x);
        return Py.newInt(v);
    }

    static String str(PyDecimal a) {
        return DecimalFormat.toString(a, false, DecimalModule.current().capitals != 0);
    }

    /** {@code float(d)}. Compare _decimal.c: PyDec_AsFloat. */
    static double asDouble(PyDecimal a) {
        if (a.isNan()) {
            if (a.isSnan()) {
                throw Py.valueError("cannot convert signaling NaN to float");
            }
            // float('-nan'): the sign bit set
            return a.isNeg() ? Double.longBitsToDouble(0xfff8000000000000L) : Double.NaN;
        }
        return Convert.parseDouble(DecimalFormat.toString(a, false, true));
    }

    private static void defineConversions(PyType t) {
        t.method0("__repr__", self -> Py.newStr("Decimal('" + str(d(self)) + "')"));
        t.method0("__str__", self -> Py.newStr(str(d(self))));
        t.method0("__int__", self -> asLong(d(self), Mpd.ROUND_DOWN));
        t.method0("__trunc__", self -> asLong(d(self), Mpd.ROUND_DOWN));
        t.method0("__floor__", self -> asLong(d(self), Mpd.ROUND_FLOOR));
        t.method0("__ceil__", self -> asLong(d(self), Mpd.ROUND_CEILING));
        t.methodK("__round__", (self, a, kw) -> {
            PyObject x = ROUND.parse(a, kw)[0];
            if (x == null) {
                return asLong(d(self), Mpd.ROUND_HALF_EVEN);
            }
            if (!Convert.isInt(x)) {
                throw Py.typeError("optional arg must be an integer");
            }
            long y = Args.asSsize(x);
            PyDecimal q = PyDecimal.finite(0, 1, y == Long.MIN_VALUE ? Long.MAX_VALUE : -y);
            return run(DecimalModule.current(), d(self), q, Arith::quantize);
        });
        t.method0("__float__", self -> Py.newFloat(asDouble(d(self))));
        t.method0("__complex__", self -> new PyComplex(asDouble(d(self)), 0.0));
        t.methodK("__format__", (self, a, kw) -> {
            PyObject[] r = FORMAT.parse(a, kw);
            if (!(r[0] instanceof PyStr spec)) {
                throw Py.typeError("format arg must be str");
            }
            return Py.newStr(format(d(self), spec.value, r[1]));
        });
        t.method0("__reduce__", self -> new PyTuple(new PyObject[] {self.type,
            new PyTuple(new PyObject[] {Py.newStr(str(d(self)))})}));
        t.method0("__copy__", self -> self);
        t.method1("__deepcopy__", (self, memo) -> self);
        t.method0("__sizeof__", self -> {
            PyDecimal x = d(self);
            long size = 104;
            long words = (x.digits + 18) / 19;
            if (words > 4) {
                size += 8 * words;
            }
            return PyInt.of(size);
        });
        t.getset("real", self -> self, null);
        t.getset("imag", self -> Arith.ZERO, null);
        t.method0("conjugate", self -> self);
        t.method0("as_tuple", self -> asTuple(d(self)));
        t.method0("as_integer_ratio", self -> asIntegerRatio(d(self)));
        t.classMethodK("from_float", (cls, a, kw) -> {
            Args.exactly(a, kw, 1);
            PyDecimal r = Convert.fromFloatExact(a[0]);
            if (cls == PyDecimal.TYPE) {
                return exact(r);
            }
            return Abstract.call(cls, exact(r));
        });
    }

    /** {@code __format__}. Compare _decimal.c: dec_format (CPython 3.13). */
    static String format(PyDecimal a, String fmt, PyObject override) {
        PyDecContext ctx = DecimalModule.current();
        if (fmt.endsWith("N")) {
            WarningsModule.warn(PyExc.DeprecationWarning, "Format specifier 'N' is deprecated",
                    1);
        }
        DecimalFormat.Spec spec = DecimalFormat.parseSpec(fmt, ctx.capitals != 0);
        if (spec == null) {
            String r = PyFormat.format(a, fmt, ctx.capitals != 0, ctx.mpd.round);
            if (r == null) {
                throw Py.valueError("invalid format string");
            }
            return r;
        }
        if (override != null) {
            if (!(override instanceof PyDict od)) {
                throw Py.typeError("optional argument must be a dict");
            }
            PyObject dot = od.getItem("decimal_point");
            PyObject sep = od.getItem("thousands_sep");
            PyObject grouping = od.getItem("grouping");
            if (dot != null) {
                spec.dot = utf8String(dot);
            }
            if (sep != null) {
                spec.sep = utf8String(sep);
            }
            if (grouping != null) {
                byte[] g = utf8(grouping);
                spec.grouping = new int[g.length];
                for (int i = 0; i < g.length; i++) {
                    spec.grouping[i] = g[i];
                }
            }
            if (!validLconv(spec)) {
                throw Py.valueError("invalid override dict");
            }
        }
        String r = DecimalFormat.formatSpec(a, spec, ctx.work());
        if (r == null) {
            throw Py.valueError("format specification exceeds internal limits of _decimal");
        }
        return r;
    }

    /** A str value of the override dict, as PyUnicode_AsUTF8String takes it. */
    private static byte[] utf8(PyObject v) {
        if (!(v instanceof PyStr s)) {
            throw Py.typeError("bad argument type for built-in operation");
        }
        return s.value.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    private static String utf8String(PyObject v) {
        utf8(v);
        return ((PyStr) v).value;
    }

    /**
     * Compare libmpdec: mpd_validate_lconv (with signed chars): no negative group length, a
     * decimal point of 1 to 4 bytes, a separator of at most 4.
     */
    private static boolean validLconv(DecimalFormat.Spec spec) {
        for (int g : spec.grouping) {
            if (g < 0) {
                return false;
            }
        }
        int dot = spec.dot.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        int sep = spec.sep.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        return dot != 0 && dot <= 4 && sep <= 4;
    }

    private static PyObject asTuple(PyDecimal a) {
        PyObject sign = PyInt.of(a.sign());
        PyObject expt;
        PyObject[] coeff;
        if (a.isInf()) {
            expt = Py.newStr("F");
            coeff = new PyObject[] {PyInt.of(0)};
        } else {
            if (a.isNan()) {
                expt = Py.newStr(a.isQnan() ? "n" : "N");
            } else {
                expt = PyInt.of(a.exp);
            }
            if (a.isNan() && a.isZeroCoef()) {
                coeff = new PyObject[0];
            } else {
                String s = Coef.toDigits(a);
                coeff = new PyObject[s.length()];
                for (int i = 0; i < coeff.length; i++) {
                    coeff[i] = PyInt.of(s.charAt(i) - '0');
                }
            }
        }
        return Abstract.call(DecimalModule.decimalTuple(), sign, new PyTuple(coeff), expt);
    }

    /** Compare _decimal.c: dec_as_integer_ratio. */
    private static PyObject asIntegerRatio(PyDecimal a) {
        if (a.isSpecial()) {
            if (a.isNan()) {
                throw Py.valueError("cannot convert NaN to integer ratio");
            }
            throw Py.overflowError("cannot convert Infinity to integer ratio");
        }
        BigInteger n = a.coef();
        if (a.isNeg()) {
            n = n.negate();
        }
        long exp = a.isZero() ? 0 : a.exp;
        BigInteger den;
        if (exp >= 0) {
            n = Coef.shiftLeft(n, exp);
            den = BigInteger.ONE;
        } else {
            den = Coef.pow10(-exp);
            BigInteger g = n.gcd(den);
            n = n.divide(g);
            den = den.divide(g);
        }
        return new PyTuple(new PyObject[] {Py.newInt(n), Py.newInt(den)});
    }

    // ------------------------------------------------------------------ arithmetic methods

    /** A method {@code name(context=None)}. */
    private static void unaryVA(PyType t, String name, Unary f) {
        t.methodK(name, (self, a, kw) -> {
            PyObject c = a.length == 0 && kw.length == 0 ? null : CONTEXT.parse(a, kw)[0];
            return run(ctxArg(c), d(self), f);
        });
    }

    /** A method {@code name(other, context=None)}. */
    private static void binaryVA(PyType t, String name, Binary f) {
        t.methodK(name, (self, a, kw) -> {
            PyObject other;
            PyObject c = null;
            if (kw.length == 0 && a.length == 1) {
                other = a[0];
            } else {
                PyObject[] r = OTHER_CONTEXT.parse(a, kw);
                other = r[0];
                c = r[1];
            }
            PyDecContext ctx = ctxArg(c);
            return run(ctx, d(self), Convert.operand(other, true), f);
        });
    }

    /** A method {@code name(rounding=None, context=None)} rounding to an integer. */
    private static void toIntegral(PyType t, String name, boolean exactFlags) {
        t.methodK(name, (self, a, kw) -> {
            PyObject[] r = a.length == 0 && kw.length == 0 ? new PyObject[2]
                    : ROUNDING_CONTEXT.parse(a, kw);
            PyDecContext ctx = ctxArg(r[1]);
            int round = r[0] == null || r[0] == Py.None ? ctx.mpd.round
                    : ContextMethods.getround(r[0]);
            Mpd w = ctx.mpd.work(round);
            PyDecimal x = Arith.roundToInt(d(self), round, exactFlags, w);
            ctx.addStatus(w.status);
            return exact(x);
        });
    }

    private static void defineArithmetic(PyType t) {
        unaryVA(t, "exp", MathFunctions::exp);
        unaryVA(t, "ln", MathFunctions::ln);
        unaryVA(t, "log10", MathFunctions::log10);
        unaryVA(t, "next_minus", ExtraOps::nextMinus);
        unaryVA(t, "next_plus", ExtraOps::nextPlus);
        unaryVA(t, "normalize", Arith::reduce);
        unaryVA(t, "sqrt", MathFunctions::sqrt);
        unaryVA(t, "logb", ExtraOps::logb);
        unaryVA(t, "logical_invert", ExtraOps::invert);
        toIntegral(t, "to_integral", false);
        toIntegral(t, "to_integral_value", false);
        toIntegral(t, "to_integral_exact", true);
        binaryVA(t, "compare", Arith::compare);
        binaryVA(t, "compare_signal", Arith::compareSignal);
        binaryVA(t, "max", (a, b, w) -> Arith.maxMin(a, b, true, false, w));
        binaryVA(t, "max_mag", (a, b, w) -> Arith.maxMin(a, b, true, true, w));
        binaryVA(t, "min", (a, b, w) -> Arith.maxMin(a, b, false, false, w));
        binaryVA(t, "min_mag", (a, b, w) -> Arith.maxMin(a, b, false, true, w));
        binaryVA(t, "next_toward", ExtraOps::nextToward);
        binaryVA(t, "remainder_near", Arith::remNear);
        binaryVA(t, "logical_and", ExtraOps::and);
        binaryVA(t, "logical_or", ExtraOps::or);
        binaryVA(t, "logical_xor", ExtraOps::xor);
        binaryVA(t, "rotate", ExtraOps::rotate);
        binaryVA(t, "scaleb", ExtraOps::scaleb);
        binaryVA(t, "shift", ExtraOps::shift);
        binaryVA(t, "compare_total", (a, b, w) -> Arith.ofInt(Arith.compareTotal(a, b)));
        binaryVA(t, "compare_total_mag", (a, b, w) -> Arith.ofInt(Arith.compareTotalMag(a,
                b)));
        binaryVA(t, "copy_sign", (a, b, w) -> Arith.copySign(a, b));
        t.methodK("same_quantum", (self, a, kw) -> {
            PyObject[] r = OTHER_CONTEXT.parse(a, kw);
            ctxArg(r[1]);
            return Py.newBool(Arith.sameQuantum(d(self), Convert.operand(r[0], true)));
        });
        t.methodK("quantize", (self, a, kw) -> {
            PyObject exp;
            PyObject rounding = null;
            PyObject c = null;
            if (kw.length == 0 && a.length == 1) {
                exp = a[0];
            } else if (kw.length == 1 && a.length == 2 && kw[0] == ROUNDING) {
                exp = a[0];
                rounding = a[1];
            } else {
                PyObject[] r = EXP_ROUNDING_CONTEXT.parse(a, kw);
                exp = r[0];
                rounding = r[1];
                c = r[2];
            }
            PyDecContext ctx = ctxArg(c);
            int round = rounding == null || rounding == Py.None ? ctx.mpd.round
                    : ContextMethods.getround(rounding);
            PyDecimal b = Convert.operand(exp, true);
            Mpd w = ctx.mpd.work(round);
            PyDecimal x = Arith.quantize(d(self), b, w);
            ctx.addStatus(w.status);
            return exact(x);
        });
        t.methodK("fma", (self, a, kw) -> {
            PyObject[] r = OTHER_THIRD_CONTEXT.parse(a, kw);
            PyDecContext ctx = ctxArg(r[2]);
            PyDecimal b = Convert.operand(r[0], true);
            PyDecimal c = Convert.operand(r[1], true);
            Mpd w = ctx.work();
            PyDecimal x = Arith.fma(d(self), b, c, w);
            ctx.addStatus(w.status);
            return exact(x);
        });
    }

    // ------------------------------------------------------------------ predicates and misc

    private interface Pred {
        boolean test(PyDecimal a);
    }

    private interface CtxPred {
        boolean test(PyDecimal a, Mpd ctx);
    }

    private static void pred(PyType t, String name, Pred p) {
        t.method0(name, self -> Py.newBool(p.test(d(self))));
    }

    private static void ctxPred(PyType t, String name, CtxPred p) {
        t.methodK(name, (self, a, kw) -> {
            PyObject c = a.length == 0 && kw.length == 0 ? null : CONTEXT.parse(a, kw)[0];
            return Py.newBool(p.test(d(self), ctxArg(c).mpd));
        });
    }

    private static void definePredicates(PyType t) {
        pred(t, "is_canonical", a -> true);
        pred(t, "is_finite", PyDecimal::isFinite);
        pred(t, "is_infinite", PyDecimal::isInf);
        pred(t, "is_nan", PyDecimal::isNan);
        pred(t, "is_qnan", PyDecimal::isQnan);
        pred(t, "is_snan", PyDecimal::isSnan);
        pred(t, "is_signed", PyDecimal::isNeg);
        pred(t, "is_zero", PyDecimal::isZero);
        ctxPred(t, "is_normal", ExtraOps::isNormal);
        ctxPred(t, "is_subnormal", ExtraOps::isSubnormal);
    }

    private static void defineMisc(PyType t) {
        t.method0("adjusted", self -> PyInt.of(d(self).isSpecial() ? 0 : d(self).adjexp()));
        t.method0("canonical", self -> self);
        t.method0("radix", self -> PyDecimal.finite(0, 10, 0));
        t.method0("copy_abs", self -> exact(Arith.copyAbs(d(self))));
        t.method0("copy_negate", self -> exact(Arith.copyNegate(d(self))));
        t.methodK("number_class", (self, a, kw) -> {
            PyObject c = a.length == 0 && kw.length == 0 ? null : CONTEXT.parse(a, kw)[0];
            return Py.newStr(ExtraOps.numberClass(d(self), ctxArg(c).mpd));
        });
        t.methodK("to_eng_string", (self, a, kw) -> {
            PyObject c = a.length == 0 && kw.length == 0 ? null : CONTEXT.parse(a, kw)[0];
            return Py.newStr(DecimalFormat.toString(d(self), true, ctxArg(c).capitals != 0));
        });
    }
}
