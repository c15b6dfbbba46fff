package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

class FloatFormatTest {

    /** One line of float_cases.txt.gz, produced by CPython 3.13 (gen_float_cases.py). */
    record Case(double x, String[] fields) {}

    static final String[] FORMATS = {"%.0f", "%.1f", "%.2f", "%.3f", "%.6f", "%.17f", "%.0e",
        "%.3e", "%.16e", "%.20e", "%g", "%.1g", "%.3g", "%.10g", "%.17g", "%#g", "%#.0f",
        "%#.0e"};
    static final int[] ROUND_DIGITS = {0, 1, 2, 5, -1, -3};

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (InputStream in = FloatFormatTest.class.getResourceAsStream("float_cases.txt.gz");
                BufferedReader r = new BufferedReader(new InputStreamReader(
                        new GZIPInputStream(in), StandardCharsets.US_ASCII))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] f = line.split(" ");
                double x = Double.longBitsToDouble(Long.parseUnsignedLong(f[0], 16));
                out.add(new Case(x, f));
            }
        }
        return out;
    }

    @Test
    void reprMatchesCPython() throws IOException {
        int n = 0;
        for (Case c : cases()) {
            assertEquals(c.fields[1], FloatFormat.repr(c.x), () -> "repr of " + c.fields[0]);
            n++;
        }
        assertTrue(n > 4000);
    }

    @Test
    void percentFormatsMatchCPython() throws IOException {
        for (Case c : cases()) {
            for (int i = 0; i < FORMATS.length; i++) {
                String expected = c.fields[2 + i];
                if (expected.equals("-")) {
                    continue;
                }
                String fmt = FORMATS[i];
                boolean alt = fmt.charAt(1) == '#';
                char type = fmt.charAt(fmt.length() - 1);
                int dot = fmt.indexOf('.');
                int precision = dot < 0 ? -1 : Integer.parseInt(fmt.substring(dot + 1,
                        fmt.length() - 1));
                String got = FloatFormat.format(c.x, type, precision, alt);
                assertEquals(expected, got, () -> fmt + " of " + c.fields[1]);
            }
        }
    }

    @Test
    void roundMatchesCPython() throws IOException {
        int base = 2 + FORMATS.length;
        for (Case c : cases()) {
            for (int i = 0; i < ROUND_DIGITS.length; i++) {
                int nd = ROUND_DIGITS[i];
                String expected = c.fields[base + i];
                assertEquals(expected, FloatFormat.repr(FloatOps.round(c.x, nd)),
                        () -> "round(" + c.fields[1] + ", " + nd + ")");
            }
            String hex = c.fields[base + ROUND_DIGITS.length];
            assertEquals(hex, FloatFormat.hex(c.x), () -> "hex of " + c.fields[1]);
            String r0 = c.fields[base + ROUND_DIGITS.length + 1];
            if (!r0.equals("-") && !r0.equals("OverflowError")) {
                assertEquals(r0, IntFormat.str(FloatOps.roundToInt(c.x)),
                        () -> "round(" + c.fields[1] + ")");
            }
        }
    }

    @Test
    void hexRoundTripsThroughFromHex() throws IOException {
        for (Case c : cases()) {
            if (Double.isNaN(c.x)) {
                continue;
            }
            double back = FloatOps.fromHex(FloatFormat.hex(c.x));
            assertEquals(Double.doubleToRawLongBits(c.x), Double.doubleToRawLongBits(back));
        }
    }

    @Test
    void parsingTheReprGivesTheSameDouble() throws IOException {
        for (Case c : cases()) {
            double back = NumberParser.parseFloat(c.fields[1], null);
            if (Double.isNaN(c.x)) {
                assertTrue(Double.isNaN(back));
            } else {
                assertEquals(Double.doubleToRawLongBits(c.x), Double.doubleToRawLongBits(back),
                        c.fields[1]);
            }
        }
    }

    @Test
    void reprExamples() {
        assertEquals("0.1", FloatFormat.repr(0.1));
        assertEquals("0.30000000000000004", FloatFormat.repr(0.1 + 0.2));
        assertEquals("1e+16", FloatFormat.repr(1e16));
        assertEquals("1000000000000000.0", FloatFormat.repr(1e15));
        assertEquals("1.5e-07", FloatFormat.repr(1.5e-7));
        assertEquals("0.0001", FloatFormat.repr(0.0001));
        assertEquals("1e-05", FloatFormat.repr(0.00001));
        assertEquals("100.0", FloatFormat.repr(100.0));
        assertEquals("-0.0", FloatFormat.repr(-0.0));
        assertEquals("inf", FloatFormat.repr(Double.POSITIVE_INFINITY));
        assertEquals("-inf", FloatFormat.repr(Double.NEGATIVE_INFINITY));
        assertEquals("nan", FloatFormat.repr(Double.NaN));
        assertEquals("5e-324", FloatFormat.repr(Double.MIN_VALUE));
        assertEquals("1e-323", FloatFormat.repr(2 * Double.MIN_VALUE));
        assertEquals("1.5e-323", FloatFormat.repr(3 * Double.MIN_VALUE));
        assertEquals("1.7976931348623157e+308", FloatFormat.repr(Double.MAX_VALUE));
        // Java 17's Double.toString gives 2.82879384806159008E17 here: not shortest
        assertEquals("2.82879384806159e+17", FloatFormat.repr(2.82879384806159E17));
        assertEquals("2e+23", FloatFormat.repr(2e23));
        assertEquals("1e+23", FloatFormat.repr(1e23));
        assertEquals("2.000000000000001e+16", FloatFormat.repr(2e16 + 8));
    }

    @Test
    void formatSpecExamples() {
        assertEquals("1,234.57", fmt(1234.5678, ",.2f"));
        assertEquals("0,000,001,234.57", fmt(1234.5678, "015,.2f"));
        assertEquals("-000,000,000.00", fmt(-0.0, "015,.2f"));
        assertEquals("000000000000nan", fmt(Double.NaN, "015,.2f"));
        assertEquals("-00000000000inf", fmt(Double.NEGATIVE_INFINITY, "015,.2f"));
        assertEquals("1.2e+03", fmt(1234.5678, ".2"));
        assertEquals("100.0", fmt(100.0, ".20"));
        assertEquals("-0.00000", fmt(-0.0, "#g"));
        assertEquals("123456.780000%", fmt(1234.5678, "%"));
        assertEquals("0.0", fmt(-0.0, "z"));
        assertEquals("0.00", fmt(-1e-10, "z.2f"));
        assertEquals("-1.00e-10", fmt(-1e-10, "z.2e"));
        assertEquals("+1.235e+03xx", fmt(1234.5678, "x<+12.3e"));
        assertEquals("-      inf", fmt(Double.NEGATIVE_INFINITY, "=10"));
        assertEquals("+nan", fmt(Double.NaN, "+"));
        assertEquals("NAN", fmt(Double.NaN, "F"));
        assertEquals("1.5E+16", fmt(1.5e16, "G"));
        assertEquals(" 123456789.0", fmt(123456789.0, " "));
        assertEquals("123_456_789.0", fmt(123456789.0, "_"));
        assertEquals("1.23457e+08", fmt(123456789.0, "n"));
        assertEquals("50%", fmt(0.5, ".0%"));
        assertEquals("2", fmt(2.5, ".0f"));
        String big = fmt(1.5, ".200000000f");
        assertEquals(200000002, big.length());
        assertTrue(big.startsWith("1.5000") && big.endsWith("0000"));
        assertEquals(1076 + 2000, FloatFormat.format(5e-324, 'f', 3074, false).length());
        assertTrue(FloatFormat.format(5e-324, 'f', 3074, false).contains("494065645841246544"));
        assertEquals("4.9406564584124654417656879286822137236505980e-324",
                FloatFormat.format(5e-324, 'e', 43, false));
        assertEquals(2 + 1000 + 4, FloatFormat.format(0.1, 'e', 1000, false).length());
        NumTesting.assertRaises("ValueError: precision too big",
                () -> fmt(1.5, ".3000000000f"));
    }

    private static String fmt(double v, String spec) {
        return FloatFormat.format(new PyFloat(v), v, spec);
    }

    // ------------------------------------------------------------------ shortest property

    @Provide
    Arbitrary<Double> anyFiniteDouble() {
        return Arbitraries.longs().map(Double::longBitsToDouble)
                .filter(d -> !Double.isNaN(d) && !Double.isInfinite(d));
    }

    @Provide
    Arbitrary<Double> subnormalOrTiny() {
        return Arbitraries.longs().between(1, (1L << 54)).map(Double::longBitsToDouble);
    }

    @Property(tries = 20000)
    void shortestIsShortestAndClosest(@ForAll("anyFiniteDouble") double d) {
        checkShortest(d);
    }

    @Property(tries = 3000)
    void shortestOnSubnormals(@ForAll("subnormalOrTiny") double d) {
        checkShortest(d);
    }

    @Test
    void shortestAtPowersOfTwoAndTen() {
        for (int e = -1074; e <= 1023; e++) {
            checkShortest(Math.scalb(1.0, e));
            checkShortest(Math.nextUp(Math.scalb(1.0, e)));
            checkShortest(Math.nextDown(Math.scalb(1.0, e)));
        }
        for (int e = -323; e <= 308; e++) {
            double d = Double.parseDouble("1e" + e);
            checkShortest(d);
            checkShortest(Math.nextUp(d));
            checkShortest(Math.nextDown(d));
        }
        for (long t = 1; t < 200; t++) {
            checkShortest(Double.longBitsToDouble(t));
        }
    }

    /** Compare with an exact search: the nearest of the shortest decimals that read back. */
    private static void checkShortest(double d) {
        if (d == 0) {
            return;
        }
        double a = Math.abs(d);
        DoubleDigits.Result got = DoubleDigits.shortest(a);
        BigDecimal exact = new BigDecimal(a);
        for (int n = 1; n <= 17; n++) {
            BigDecimal lo = exact.round(new MathContext(n, RoundingMode.FLOOR));
            BigDecimal hi = exact.round(new MathContext(n, RoundingMode.CEILING));
            boolean loOk = Double.parseDouble(lo.toString()) == a;
            boolean hiOk = Double.parseDouble(hi.toString()) == a;
            if (!loOk && !hiOk) {
                continue;
            }
            BigDecimal best;
            if (loOk && hiOk && lo.compareTo(hi) != 0) {
                int c = exact.subtract(lo).compareTo(hi.subtract(exact));
                if (c == 0) {
                    best = lo.unscaledValue().testBit(0) ? hi : lo;
                } else {
                    best = c < 0 ? lo : hi;
                }
            } else {
                best = loOk ? lo : hi;
            }
            BigDecimal g = new BigDecimal("0." + got.digits + "e" + got.decpt);
            assertEquals(0, best.compareTo(g), () -> "shortest of " + a + ": expected "
                    + best + ", got " + got);
            assertTrue(got.digits.length() <= n, () -> "too long for " + a + ": " + got);
            return;
        }
        throw new AssertionError("no decimal of 17 digits reads back as " + a);
    }
}
