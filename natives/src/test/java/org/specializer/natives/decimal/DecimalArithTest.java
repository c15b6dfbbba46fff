package org.specializer.natives.decimal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The arithmetic without the interpreter: the string grammar, rounding and the context's
 * limits, the long fast paths against {@link BigDecimal} (which follows the same
 * specification for these operations), hashes and formats, each against CPython 3.13's
 * answers.
 */
class DecimalArithTest {

    private static Mpd ctx(long prec, int round) {
        return new Mpd(prec, 999999, -999999, round, 0, 0);
    }

    private static PyDecimal dec(String s) {
        Mpd m = Mpd.max();
        PyDecimal d = DecimalParser.parse(s, m);
        assertEquals(0, m.status & Mpd.CONVERSION_SYNTAX, "syntax of " + s);
        return d;
    }

    private static String str(PyDecimal d) {
        return DecimalFormat.toString(d, false, true);
    }

    @Test
    void stringsRoundTripWithTheSpecificationsNotation() {
        String[][] cases = {{"1", "1"}, {"-0", "-0"}, {"1.50", "1.50"}, {"1e10", "1E+10"},
            {"1E-10", "1E-10"}, {"0.000001", "0.000001"}, {"1e-7", "1E-7"}, {".5", "0.5"},
            {"5.", "5"}, {"00.000", "0.000"}, {"0e5", "0E+5"}, {"inf", "Infinity"},
            {"-INFINITY", "-Infinity"}, {"nan", "NaN"}, {"-sNaN0012", "-sNaN12"},
            {"NaN000", "NaN"}, {"123456789012345678901234567890", "123456789012345678901234567890"},
            {"-1234567.89e-20", "-1.23456789E-14"}};
        for (String[] c : cases) {
            assertEquals(c[1], str(dec(c[0])), c[0]);
        }
    }

    @Test
    void malformedStringsAreConversionSyntax() {
        for (String s : new String[] {"", ".", "1.2.3", "+-1", "1e", "1e+", "e5", "infinit",
            "nan1e", "1 2", "0x10", "1e5.3"}) {
            Mpd m = Mpd.max();
            PyDecimal d = DecimalParser.parse(s, m);
            assertTrue(d.isQnan(), s);
            assertEquals(Mpd.CONVERSION_SYNTAX, m.status, s);
        }
    }

    @Test
    void exactConversionRefusesWhatTheWidestContextCannotHold() {
        Mpd st = Mpd.max();
        assertEquals("1E+999999999999999999", str(DecimalParser.parseExact(
                "1e999999999999999999", st)));
        assertEquals(0, st.status);
        for (String s : new String[] {"1e1000000000000000000", "1e-9999999999999999999999",
            "0e-3000000000000000000"}) {
            st = Mpd.max();
            assertTrue(DecimalParser.parseExact(s, st).isQnan(), s);
            assertEquals(Mpd.INVALID_OPERATION, st.status, s);
        }
    }

    @Test
    void unicodeDigitsSpacesAndUnderscores() {
        assertEquals("12.5", DecimalParser.numericAsAscii(new org.specializer.api.PyStr(
                "\u2000\u0661_2.5 \n"), true, true));
        assertEquals("", DecimalParser.numericAsAscii(new org.specializer.api.PyStr("1\u00bd"),
                true, true));
    }

    @Test
    void roundingModesAtTheLastPlace() {
        // CPython: Context(prec=2, rounding=r).plus(Decimal(v))
        String[] values = {"1.25", "1.35", "-1.25", "1.251", "1.20", "1.05", "1.50"};
        String[][] expected = {
            {"1.3", "1.4", "-1.3", "1.3", "1.2", "1.1", "1.5"}, // UP
            {"1.2", "1.3", "-1.2", "1.2", "1.2", "1.0", "1.5"}, // DOWN
            {"1.3", "1.4", "-1.2", "1.3", "1.2", "1.1", "1.5"}, // CEILING
            {"1.2", "1.3", "-1.3", "1.2", "1.2", "1.0", "1.5"}, // FLOOR
            {"1.3", "1.4", "-1.3", "1.3", "1.2", "1.1", "1.5"}, // HALF_UP
            {"1.2", "1.3", "-1.2", "1.3", "1.2", "1.0", "1.5"}, // HALF_DOWN
            {"1.2", "1.4", "-1.2", "1.3", "1.2", "1.0", "1.5"}, // HALF_EVEN
            {"1.2", "1.3", "-1.2", "1.2", "1.2", "1.1", "1.5"}, // 05UP
        };
        for (int r = 0; r < 8; r++) {
            for (int i = 0; i < values.length; i++) {
                Mpd c = ctx(2, r);
                assertEquals(expected[r][i], str(Arith.plus(dec(values[i]), c)),
                        Mpd.ROUND_STRING[r] + " " + values[i]);
            }
        }
    }

    @Test
    void overflowUnderflowAndClampFollowTheContext() {
        Mpd c = new Mpd(3, 9, -9, Mpd.ROUND_HALF_EVEN, 0, 0);
        assertEquals("Infinity", str(Arith.mul(dec("9e9"), dec("10"), c)));
        assertEquals(Mpd.OVERFLOW | Mpd.INEXACT | Mpd.ROUNDED, c.status);
        c = new Mpd(3, 9, -9, Mpd.ROUND_DOWN, 0, 0);
        assertEquals("9.99E+9", str(Arith.mul(dec("9e9"), dec("10"), c)));
        c = new Mpd(3, 9, -9, Mpd.ROUND_HALF_EVEN, 0, 0);
        assertEquals("1.2E-10", str(Arith.div(dec("1.23e-9"), dec("10"), c)));
        assertEquals(Mpd.UNDERFLOW | Mpd.SUBNORMAL | Mpd.INEXACT | Mpd.ROUNDED, c.status);
        c = new Mpd(3, 9, -9, Mpd.ROUND_HALF_EVEN, 1, 0);
        assertEquals("1.00E+9", str(Arith.plus(dec("1e9"), c)));
        assertEquals(Mpd.CLAMPED, c.status);
        c = new Mpd(3, 9, -9, Mpd.ROUND_HALF_EVEN, 0, 0);
        assertEquals("0E-11", str(Arith.plus(dec("0e-20"), c)));
        assertEquals(Mpd.CLAMPED, c.status);
    }

    private static final RoundingMode[] JAVA = {RoundingMode.UP, RoundingMode.DOWN,
        RoundingMode.CEILING, RoundingMode.FLOOR, RoundingMode.HALF_UP, RoundingMode.HALF_DOWN,
        RoundingMode.HALF_EVEN};

    private static String randomNumber(Random r) {
        int digits = 1 + r.nextInt(r.nextBoolean() ? 18 : 40);
        StringBuilder sb = new StringBuilder(r.nextBoolean() ? "-" : "");
        for (int i = 0; i < digits; i++) {
            sb.append((char) ('0' + r.nextInt(10)));
        }
        return sb.append('E').append(r.nextInt(41) - 20).toString();
    }

    private static String javaString(BigDecimal b) {
        return b.toString();
    }

    /** add, subtract, multiply and divide against BigDecimal with the same MathContext. */
    @Test
    void basicOperationsAgreeWithBigDecimal() {
        Random r = new Random(20241204);
        for (int i = 0; i < 20000; i++) {
            String x = randomNumber(r);
            String y = randomNumber(r);
            int round = r.nextInt(JAVA.length);
            int prec = 1 + r.nextInt(r.nextBoolean() ? 18 : 40);
            MathContext mc = new MathContext(prec, JAVA[round]);
            BigDecimal bx = new BigDecimal(x);
            BigDecimal by = new BigDecimal(y);
            PyDecimal dx = dec(x);
            PyDecimal dy = dec(y);
            String what = x + " " + y + " prec " + prec + " " + JAVA[round];
            BigDecimal sum = bx.add(by, mc);
            if (sum.signum() != 0) {
                assertEquals(javaString(sum), str(Arith.add(dx, dy, ctx(prec, round))),
                        "add " + what);
            }
            BigDecimal prod = bx.multiply(by, mc);
            if (prod.signum() != 0) {
                assertEquals(javaString(prod), str(Arith.mul(dx, dy, ctx(prec, round))),
                        "mul " + what);
            }
            if (by.signum() != 0 && bx.signum() != 0) {
                assertEquals(javaString(bx.divide(by, mc)), str(Arith.div(dx, dy,
                        ctx(prec, round))), "div " + what);
            }
        }
    }

    @Test
    void quantizeAgreesWithBigDecimalSetScale() {
        Random r = new Random(7);
        for (int i = 0; i < 20000; i++) {
            String x = randomNumber(r);
            int scale = r.nextInt(30) - 10;
            int round = r.nextInt(JAVA.length);
            BigDecimal expected = new BigDecimal(x).setScale(scale, JAVA[round]);
            Mpd c = ctx(100, round);
            PyDecimal q = Arith.quantize(dec(x), PyDecimal.finite(0, 1, -scale), c);
            if (expected.signum() != 0) {
                assertEquals(javaString(expected), str(q), x + " scale " + scale + " "
                        + JAVA[round]);
            }
        }
    }

    @Test
    void hashesAreCPythonsNumericHashes() {
        // CPython: hash(Decimal(v))
        String[][] cases = {{"1", "1"}, {"1.0", "1"}, {"-1", "-2"}, {"0.5", "1152921504606846976"},
            {"1e100", "910685213754167845"}, {"-0", "0"}, {"1.5e-10", "942472902477661912"},
            {"123456789.987654321", "941074781555553036"}, {"Infinity", "314159"},
            {"-Infinity", "-314159"}};
        for (String[] c : cases) {
            assertEquals(Long.parseLong(c[1]), DecimalMethods.hash(dec(c[0])), c[0]);
        }
    }

    @Test
    void formatSpecsAsLibmpdecAndPydecimal() {
        // CPython: format(Decimal(v), spec)
        String[][] cases = {{"1234.5678", "", "1234.5678"}, {"1234.5678", ".2f", "1234.57"},
            {"1234.5678", ",.2f", "1,234.57"}, {"-1234.5678", "015,.1f", "-0,000,001,234.6"},
            {"0.000012345", ".3e", "1.234e-5"}, {"12345678", ".3g", "1.23e+7"},
            {"0.125", ".1%", "12.5%"}, {"nan", "10", "       NaN"}, {"1.5", "*^11.2f",
                "***1.50****"}, {"0", ".0e", "0e+0"}, {"-0.001", "z.1f", "0.0"},
            {"1", "#", "1."}, {"0E+3", "f", "0"}, {"1e5", "#", "1.E+5"},
            {"123", "E", "1.23E+2"}, {"1.5", "+", "+1.5"}};
        for (String[] c : cases) {
            DecimalFormat.Spec spec = DecimalFormat.parseSpec(c[1], true);
            String got = spec != null ? DecimalFormat.formatSpec(dec(c[0]), spec,
                    ctx(28, Mpd.ROUND_HALF_EVEN))
                    : PyFormat.format(dec(c[0]), c[1], true, Mpd.ROUND_HALF_EVEN);
            assertEquals(c[2], got, c[0] + " " + c[1]);
        }
        assertEquals(null, DecimalFormat.parseSpec("_", true));
        assertEquals(null, PyFormat.format(dec("1"), "_", true, Mpd.ROUND_HALF_EVEN));
    }

    @Test
    void transcendentalFunctionsAreCorrectlyRounded() {
        Mpd c = ctx(50, Mpd.ROUND_HALF_EVEN);
        assertEquals("1.4142135623730950488016887242096980785696718753769",
                str(MathFunctions.sqrt(dec("2"), c)));
        assertEquals("20.085536923187667740928529654581717896987907838554",
                str(MathFunctions.exp(dec("3"), c)));
        assertEquals("-0.69314718055994530941723212145817656807550013436026",
                str(MathFunctions.ln(dec("0.5"), c)));
        assertEquals("0.84509804001425683071221625859263619348357239632397",
                str(MathFunctions.log10(dec("7"), c)));
        assertEquals("17.449402268886407318558803753801",
                str(MathFunctions.power(dec("1.1"), dec("30"), c)));
        assertEquals(Mpd.INEXACT | Mpd.ROUNDED, c.status);
        // an integer power libmpdec does not round correctly: CPython gives 4.6879E-97
        c = new Mpd(5, 99, -999999, Mpd.ROUND_CEILING, 0, 0);
        assertEquals("4.6879E-97", str(MathFunctions.power(dec("50492238896.45"), dec("-9"),
                c)));
    }

    @Test
    void coefficientsMoveBetweenLongAndBigInteger() {
        PyDecimal a = dec("999999999999999999");
        assertEquals(null, a.big);
        PyDecimal b = Arith.add(a, dec("1"), ctx(40, Mpd.ROUND_HALF_EVEN));
        assertEquals(new BigInteger("1000000000000000000"), b.big);
        assertEquals(19, b.digits);
        PyDecimal c = Arith.sub(b, dec("1"), ctx(40, Mpd.ROUND_HALF_EVEN));
        assertEquals(null, c.big);
        assertEquals(999999999999999999L, c.lc);
        for (long v : new long[] {0, 9, 10, 99, 100, 999, 1000, 999999999999999999L,
            Long.MAX_VALUE}) {
            assertEquals(Long.toString(v).length(), Coef.digits(v), Long.toString(v));
        }
    }
}
