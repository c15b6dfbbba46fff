package org.specializer.natives.decimal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Runs one {@code .decTest} file of the General Decimal Arithmetic testcases (Cowlishaw's,
 * as CPython's {@code Lib/test/decimaltestdata} has them) through the arithmetic, exactly as
 * CPython's {@code test_decimal.IBMTestCases} does: directives set the context, each equation
 * converts its operands with {@code Decimal(v, context)} (with {@code create_decimal} for
 * {@code tosci}/{@code toeng}), calls the context method, and compares the result's str and
 * the signals raised with the expected ones. Lines with '#' (decNumber encodings) and the test
 * ids CPython skips for its C implementation are skipped.
 */
final class DecTestRunner {

    /** The ids CPython's test_decimal skips (implementation-specific, or C-specific). */
    static final Set<String> SKIPPED = Set.of("scbx164", "scbx165", "expx901", "expx902",
            "expx903", "expx905", "lnx901", "lnx902", "lnx903", "lnx905", "logx901", "logx902",
            "logx903", "logx905", "powx1183", "powx1184", "powx4001", "powx4002", "powx4003",
            "powx4005", "powx4008", "powx4010", "powx4012", "powx4014", "pwsx803", "pwsx805",
            "powx4302", "powx4303", "powx4342", "powx4343", "pwmx325", "pwmx326");

    private static final Map<String, String> NAMES = new HashMap<>();
    private static final Map<String, Integer> ROUNDINGS = new HashMap<>();
    private static final Map<String, Integer> ERRORS = new HashMap<>();
    private static final String[] SIGNAL_NAMES = {"InvalidOperation", "FloatOperation",
        "DivisionByZero", "Overflow", "Underflow", "Subnormal", "Inexact", "Rounded",
        "Clamped"};
    private static final int[] SIGNAL_BITS = {Mpd.IEEE_INVALID_OPERATION, Mpd.FLOAT_OPERATION,
        Mpd.DIVISION_BY_ZERO, Mpd.OVERFLOW, Mpd.UNDERFLOW, Mpd.SUBNORMAL, Mpd.INEXACT,
        Mpd.ROUNDED, Mpd.CLAMPED};

    static {
        String[] pairs = {"and", "logical_and", "apply", "_apply", "class", "number_class",
            "comparesig", "compare_signal", "comparetotal", "compare_total", "comparetotmag",
            "compare_total_mag", "copy", "copy_decimal", "copyabs", "copy_abs", "copynegate",
            "copy_negate", "copysign", "copy_sign", "divideint", "divide_int", "invert",
            "logical_invert", "iscanonical", "is_canonical", "isfinite", "is_finite",
            "isinfinite", "is_infinite", "isnan", "is_nan", "isnormal", "is_normal", "isqnan",
            "is_qnan", "issigned", "is_signed", "issnan", "is_snan", "issubnormal",
            "is_subnormal", "iszero", "is_zero", "maxmag", "max_mag", "minmag", "min_mag",
            "nextminus", "next_minus", "nextplus", "next_plus", "nexttoward", "next_toward",
            "or", "logical_or", "reduce", "normalize", "remaindernear", "remainder_near",
            "samequantum", "same_quantum", "squareroot", "sqrt", "toeng", "to_eng_string",
            "tointegral", "to_integral_value", "tointegralx", "to_integral_exact", "tosci",
            "to_sci_string", "xor", "logical_xor"};
        for (int i = 0; i < pairs.length; i += 2) {
            NAMES.put(pairs[i], pairs[i + 1]);
        }
        ROUNDINGS.put("ceiling", Mpd.ROUND_CEILING);
        ROUNDINGS.put("down", Mpd.ROUND_DOWN);
        ROUNDINGS.put("floor", Mpd.ROUND_FLOOR);
        ROUNDINGS.put("half_down", Mpd.ROUND_HALF_DOWN);
        ROUNDINGS.put("half_even", Mpd.ROUND_HALF_EVEN);
        ROUNDINGS.put("half_up", Mpd.ROUND_HALF_UP);
        ROUNDINGS.put("up", Mpd.ROUND_UP);
        ROUNDINGS.put("05up", Mpd.ROUND_05UP);
        String[] errs = {"clamped", "Clamped", "conversion_syntax", "InvalidOperation",
            "division_by_zero", "DivisionByZero", "division_impossible", "InvalidOperation",
            "division_undefined", "InvalidOperation", "inexact", "Inexact", "invalid_context",
            "InvalidOperation", "invalid_operation", "InvalidOperation", "overflow",
            "Overflow", "rounded", "Rounded", "subnormal", "Subnormal", "underflow",
            "Underflow"};
        for (int i = 0; i < errs.length; i += 2) {
            ERRORS.put(errs[i], indexOf(errs[i + 1]));
        }
    }

    private static int indexOf(String signal) {
        for (int i = 0; i < SIGNAL_NAMES.length; i++) {
            if (SIGNAL_NAMES[i].equals(signal)) {
                return i;
            }
        }
        throw new IllegalArgumentException(signal);
    }

    /** The outcome of a file. */
    static final class Result {
        int run;
        int skipped;
        final List<String> failures = new ArrayList<>();
    }

    private final Mpd ctx = new Mpd(28, 999999, -999999, Mpd.ROUND_HALF_EVEN, 0, 0);

    static Result runFile(Path file) throws IOException {
        DecTestRunner r = new DecTestRunner();
        Result res = new Result();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            r.evalLine(line, res);
        }
        return res;
    }

    private void evalLine(String s, Result res) {
        if (s.contains(" -> ") && !s.startsWith("--") && !s.startsWith("  --")) {
            String[] sides = s.split("->", -1);
            s = (sides[0] + "->" + sides[1].split("--", -1)[0]).strip();
        } else {
            s = s.split("--", -1)[0].strip();
        }
        if (s.contains("#") || s.isEmpty()) {
            return;
        }
        if (s.contains(":")) {
            directive(s);
            return;
        }
        equation(s, res);
    }

    private void directive(String s) {
        String[] kv = s.split(":", 2);
        String funct = kv[0].strip().toLowerCase(Locale.ROOT);
        String value = kv[1].strip().toLowerCase(Locale.ROOT);
        switch (funct) {
            case "precision":
                ctx.prec = Long.parseLong(value);
                break;
            case "rounding":
                ctx.round = ROUNDINGS.get(value);
                break;
            case "maxexponent":
                ctx.emax = Long.parseLong(value);
                break;
            case "minexponent":
                ctx.emin = Long.parseLong(value);
                break;
            case "clamp":
                ctx.clamp = Integer.parseInt(value);
                break;
            default:
                break;
        }
    }

    private static String fixQuotes(String v) {
        v = v.replace("''", "SingleQuote").replace("\"\"", "DoubleQuote");
        v = v.replace("'", "").replace("\"", "");
        return v.replace("SingleQuote", "'").replace("DoubleQuote", "\"");
    }

    private void equation(String s, Result res) {
        String[] sides = s.split("->", -1);
        String[] l = sides[0].strip().split("\\s+");
        String id = l[0];
        String funct = l[1].toLowerCase(Locale.ROOT);
        String[] r = sides[1].strip().split("\\s+");
        String ans = fixQuotes(r[0]);
        Set<String> expected = new TreeSet<>();
        for (int i = 1; i < r.length; i++) {
            expected.add(SIGNAL_NAMES[ERRORS.get(r[i].toLowerCase(Locale.ROOT))]);
        }
        if (SKIPPED.contains(id)) {
            res.skipped++;
            return;
        }
        String fname = NAMES.getOrDefault(funct, funct);
        if (fname.equals("rescale")) {
            res.skipped++;
            return;
        }
        res.run++;
        Mpd w = ctx.work();
        List<PyDecimal> vals = new ArrayList<>();
        String conglomerate = "";
        boolean quote = false;
        for (int i = 2; i < l.length; i++) {
            String val = l[i];
            if ((val.chars().filter(c -> c == '\'').count() & 1) == 1) {
                quote = !quote;
            }
            if (quote) {
                conglomerate = conglomerate + " " + val;
                continue;
            }
            val = conglomerate + val;
            conglomerate = "";
            String v = fixQuotes(val);
            if (fname.equals("to_sci_string") || fname.equals("to_eng_string")) {
                vals.add(DecimalParser.parse(asAscii(v, false), w));
            } else {
                vals.add(DecimalParser.parseExact(asAscii(v, true), w));
            }
        }
        String result;
        try {
            result = apply(fname, vals.toArray(new PyDecimal[0]), w);
        } catch (RuntimeException e) {
            res.failures.add(s + " -- raised " + e);
            return;
        }
        Set<String> got = new TreeSet<>();
        for (int i = 0; i < SIGNAL_BITS.length; i++) {
            if ((w.status & SIGNAL_BITS[i]) != 0) {
                got.add(SIGNAL_NAMES[i]);
            }
        }
        if (!result.equals(ans)) {
            res.failures.add(s + " -- got " + result + " " + got);
        } else if (!got.equals(expected)) {
            res.failures.add(s + " -- flags " + got);
        }
    }

    /** numeric_as_ascii for a str made of the file's (ASCII) characters. */
    private static String asAscii(String v, boolean strip) {
        return DecimalParser.numericAsAscii(new org.specializer.api.PyStr(v), strip, strip);
    }

    private static String str(PyDecimal d) {
        return DecimalFormat.toString(d, false, true);
    }

    private static String bool(boolean b) {
        return b ? "1" : "0";
    }

    /** A context method by name, on the work context. */
    private static String apply(String f, PyDecimal[] v, Mpd w) {
        switch (f) {
            case "abs": return str(Arith.abs(v[0], w));
            case "add": return str(Arith.add(v[0], v[1], w));
            case "logical_and": return str(ExtraOps.and(v[0], v[1], w));
            case "_apply": return str(Arith.fix(v[0], w));
            case "canonical": return str(v[0]);
            case "number_class": return ExtraOps.numberClass(v[0], w);
            case "compare": return str(Arith.compare(v[0], v[1], w));
            case "compare_signal": return str(Arith.compareSignal(v[0], v[1], w));
            case "compare_total": return str(Arith.ofInt(Arith.compareTotal(v[0], v[1])));
            case "compare_total_mag":
                return str(Arith.ofInt(Arith.compareTotalMag(v[0], v[1])));
            case "copy_decimal": return str(v[0]);
            case "copy_abs": return str(Arith.copyAbs(v[0]));
            case "copy_negate": return str(Arith.copyNegate(v[0]));
            case "copy_sign": return str(Arith.copySign(v[0], v[1]));
            case "divide": return str(Arith.div(v[0], v[1], w));
            case "divide_int": return str(Arith.divint(v[0], v[1], w));
            case "exp": return str(MathFunctions.exp(v[0], w));
            case "fma": return str(Arith.fma(v[0], v[1], v[2], w));
            case "logical_invert": return str(ExtraOps.invert(v[0], w));
            case "is_canonical": return bool(true);
            case "is_finite": return bool(v[0].isFinite());
            case "is_infinite": return bool(v[0].isInf());
            case "is_nan": return bool(v[0].isNan());
            case "is_normal": return bool(ExtraOps.isNormal(v[0], w));
            case "is_qnan": return bool(v[0].isQnan());
            case "is_signed": return bool(v[0].isNeg());
            case "is_snan": return bool(v[0].isSnan());
            case "is_subnormal": return bool(ExtraOps.isSubnormal(v[0], w));
            case "is_zero": return bool(v[0].isZero());
            case "ln": return str(MathFunctions.ln(v[0], w));
            case "log10": return str(MathFunctions.log10(v[0], w));
            case "logb": return str(ExtraOps.logb(v[0], w));
            case "max": return str(Arith.maxMin(v[0], v[1], true, false, w));
            case "max_mag": return str(Arith.maxMin(v[0], v[1], true, true, w));
            case "min": return str(Arith.maxMin(v[0], v[1], false, false, w));
            case "min_mag": return str(Arith.maxMin(v[0], v[1], false, true, w));
            case "minus": return str(Arith.minus(v[0], w));
            case "multiply": return str(Arith.mul(v[0], v[1], w));
            case "next_minus": return str(ExtraOps.nextMinus(v[0], w));
            case "next_plus": return str(ExtraOps.nextPlus(v[0], w));
            case "next_toward": return str(ExtraOps.nextToward(v[0], v[1], w));
            case "logical_or": return str(ExtraOps.or(v[0], v[1], w));
            case "plus": return str(Arith.plus(v[0], w));
            case "power":
                return str(v.length == 3 ? MathFunctions.powmod(v[0], v[1], v[2], w)
                        : MathFunctions.power(v[0], v[1], w));
            case "quantize": return str(Arith.quantize(v[0], v[1], w));
            case "normalize": return str(Arith.reduce(v[0], w));
            case "remainder": return str(Arith.rem(v[0], v[1], w));
            case "remainder_near": return str(Arith.remNear(v[0], v[1], w));
            case "rotate": return str(ExtraOps.rotate(v[0], v[1], w));
            case "same_quantum": return bool(Arith.sameQuantum(v[0], v[1]));
            case "scaleb": return str(ExtraOps.scaleb(v[0], v[1], w));
            case "shift": return str(ExtraOps.shift(v[0], v[1], w));
            case "sqrt": return str(MathFunctions.sqrt(v[0], w));
            case "subtract": return str(Arith.sub(v[0], v[1], w));
            case "to_eng_string": return DecimalFormat.toString(v[0], true, true);
            case "to_integral_value": return str(Arith.roundToInt(v[0], w.round, false, w));
            case "to_integral_exact": return str(Arith.roundToInt(v[0], w.round, true, w));
            case "to_sci_string": return DecimalFormat.toString(v[0], false, true);
            case "logical_xor": return str(ExtraOps.xor(v[0], v[1], w));
            default: throw new IllegalArgumentException("no operation " + f);
        }
    }
}
