package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Expected values from CPython 3.13. */
class FormatSpecTest {

    static void assertValueError(String message, Runnable r) {
        PyException e = assertThrows(PyException.class, r::run);
        assertTrue(e.matches(PyExc.ValueError), "not a ValueError: " + e);
        assertEquals(message, Abstract.str(e.value).value);
    }

    @Test
    void parsesEveryField() {
        FormatSpec f = FormatSpec.parse("*^+z#012,.3f", "float");
        assertEquals('*', f.fill());
        assertEquals('^', f.align());
        assertEquals('+', f.sign());
        assertTrue(f.z());
        assertTrue(f.alternate());
        assertFalse(f.zeroPad(), "a 0 after an explicit fill is part of the width");
        assertEquals(12, f.width());
        assertEquals(',', f.grouping());
        assertEquals(3, f.precision());
        assertEquals('f', f.type());
    }

    @Test
    void emptySpecHasDefaults() {
        FormatSpec f = FormatSpec.parse("", "int", 'd');
        assertEquals(' ', f.fill());
        assertEquals(0, f.align());
        assertEquals(-1, f.width());
        assertEquals(-1, f.precision());
        assertEquals('d', f.type());
        assertEquals(0, FormatSpec.parse("", "float").type());
    }

    @Test
    void zeroBeforeWidthSetsFillAndZeroPad() {
        FormatSpec f = FormatSpec.parse("08", "int", 'd');
        assertTrue(f.zeroPad());
        assertEquals('0', f.fill());
        assertEquals(8, f.width());
        assertEquals('=', f.effectiveAlign('>'));
        assertEquals('<', f.effectiveAlign('<'));
        // '<05' for str: fill '0', explicit left alignment
        FormatSpec g = FormatSpec.parse("<05", "str", 's');
        assertEquals("ab000", g.pad("ab", '<'));
        assertEquals("ab000", FormatSpec.parse("05", "str", 's').pad("ab", '<'));
        assertEquals("12340000", FormatSpec.parse("0<8", "int", 'd').pad("1234", '>'));
        assertEquals("00001234", FormatSpec.parse("08", "int", 'd').pad("1234", '>'));
        assertEquals("-0001234", FormatSpec.parse("08", "int", 'd').pad("-", "1234", '>'));
        // "00" is a zero flag and a width of 0
        FormatSpec h = FormatSpec.parse("00", "int", 'd');
        assertTrue(h.zeroPad());
        assertEquals(0, h.width());
    }

    @Test
    void fillMayBeAnyCodePoint() {
        assertEquals("ññéññ", FormatSpec.parse("ñ^5", "str").pad("é", '<'));
        assertEquals("😀😀ab😀😀", FormatSpec.parse("😀^6", "str").pad("ab", '<'));
        assertEquals("ab\0\0\0", FormatSpec.parse("\0<5", "str").pad("ab", '<'));
        assertEquals("===1234===", FormatSpec.parse("=^10", "int").pad("1234", '>'));
        assertEquals('<', FormatSpec.parse("<<", "str").align());
        assertEquals('<', FormatSpec.parse("<<", "str").fill());
    }

    @Test
    void padAlignsByCodePoints() {
        assertEquals("xxabxxx", FormatSpec.parse("x^7", "str").pad("ab", '<'));
        assertEquals("   ab   ", FormatSpec.parse("^8", "str").pad("ab", '<'));
        assertEquals("  😀", FormatSpec.parse(">3", "str").pad("😀", '<'));
        assertEquals("abc", FormatSpec.parse("2", "str").pad("abc", '<'));
        assertEquals("-xx5", FormatSpec.parse("x=4", "int").pad("-", "5", '>'));
        assertEquals("xx-5", FormatSpec.parse("x>4", "int").pad("-", "5", '>'));
    }

    @Test
    void unicodeDigitsCountInWidthAndPrecision() {
        assertEquals(3, FormatSpec.parse("٣", "str").width());
        assertEquals(2, FormatSpec.parse(".٢", "str").precision());
    }

    @Test
    void errorsHaveCPythonMessages() {
        assertValueError("Invalid format specifier '5.1sx' for object of type 'str'",
                () -> FormatSpec.parse("5.1sx", "str", 's'));
        assertValueError("Invalid format specifier 'invalid' for object of type 'int'",
                () -> FormatSpec.parse("invalid", "int", 'd'));
        assertValueError("Format specifier missing precision",
                () -> FormatSpec.parse(".", "float"));
        assertValueError("Format specifier missing precision",
                () -> FormatSpec.parse("._2f", "float"));
        assertValueError("Too many decimal digits in format string",
                () -> FormatSpec.parse("99999999999999999999", "str", 's'));
        assertValueError("Too many decimal digits in format string",
                () -> FormatSpec.parse(".99999999999999999999", "str", 's'));
        assertValueError("Cannot specify both ',' and '_'.",
                () -> FormatSpec.parse(",_", "int", 'd'));
        assertValueError("Cannot specify both ',' and '_'.",
                () -> FormatSpec.parse("_,", "int", 'd'));
        assertValueError("Cannot specify ',' with ','.",
                () -> FormatSpec.parse(",,", "int", 'd'));
        assertValueError("Cannot specify ',' with 's'.",
                () -> FormatSpec.parse(",", "str", 's'));
        assertValueError("Cannot specify '_' with 's'.",
                () -> FormatSpec.parse("_", "str", 's'));
        assertValueError("Cannot specify ',' with 'x'.",
                () -> FormatSpec.parse(",x", "int", 'd'));
        assertValueError("Cannot specify ',' with 'n'.",
                () -> FormatSpec.parse(",n", "int", 'd'));
        assertValueError("Unknown format code '\\x1f600' for object of type 'int'",
                () -> FormatSpec.parse("😀", "int", 'd'));
    }

    @Test
    void underscoreIsAllowedWithBinaryOctalHex() {
        assertEquals('_', FormatSpec.parse("_x", "int", 'd').grouping());
        assertEquals('_', FormatSpec.parse("_b", "int", 'd').grouping());
        assertEquals(',', FormatSpec.parse(",", "float").grouping());
    }

    @Test
    void unknownFormatCodeMessages() {
        assertEquals("Unknown format code 'd' for object of type 'str'",
                Abstract.str(FormatSpec.parse("d", "str").unknownFormatCode("str").value)
                        .value);
        assertEquals("Unknown format code '\\xe9' for object of type 'int'",
                Abstract.str(FormatSpec.unknownFormatCode('é', "int").value).value);
        assertEquals("Unknown format code '\\x1' for object of type 'int'",
                Abstract.str(FormatSpec.unknownFormatCode(1, "int").value).value);
    }

    @Test
    void groupsDigits() {
        assertEquals("1", FormatSpec.group("1", ',', 3));
        assertEquals("123", FormatSpec.group("123", ',', 3));
        assertEquals("1,234", FormatSpec.group("1234", ',', 3));
        assertEquals("123,456,789", FormatSpec.group("123456789", ',', 3));
        assertEquals("bc_614e", FormatSpec.group("bc614e", '_', 4));
        assertEquals("1011_1100_0110_0001_0100_1110",
                FormatSpec.group("101111000110000101001110", '_', 4));
    }

    @Test
    void groupsZeroPadding() {
        // format(1234, '09,'), '08,', '010,'; format(-1234, '012,') pads digits to 11
        assertEquals("0,001,234", FormatSpec.group("1234", ',', 3, 9));
        assertEquals("0,001,234", FormatSpec.group("1234", ',', 3, 8));
        assertEquals("00,001,234", FormatSpec.group("1234", ',', 3, 10));
        assertEquals("000,001,234", FormatSpec.group("1234", ',', 3, 11));
        assertEquals("000,001", FormatSpec.group("1", ',', 3, 7));
        assertEquals("1,234", FormatSpec.group("1234", ',', 3, 2));
    }
}
