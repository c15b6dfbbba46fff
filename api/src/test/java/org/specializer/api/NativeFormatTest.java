package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.specializer.api.Py3.i;
import static org.specializer.api.Py3.raises;
import static org.specializer.api.Py3.repr;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Items of the native formats, as memoryview packs them, against CPython 3.13's struct. */
class NativeFormatTest {

    @ParameterizedTest
    @CsvSource({
        "0x0.0p+0, 0000", "-0x0.0p+0, 0080", "0x1.0p+0, 003c", "0x1.8p+0, 003e",
        "0x1.ffcp+15, ff7b", "0x1.ffdffae147ae1p+15, ff7b", "0x1.ffb480a5accd5p-15, ff03",
        "0x1.fff5c939522dbp-25, 0100", "0x1.fff5c939522dbp-26, 0000",
        "0x1.00d6cb9b77d4dp-25, 0100", "0x1.12e0be826d695p-30, 0000", "-0x1.4p+1, 00c1",
        "0x1.999999999999ap-4, 662e", "0x1.5555555555555p-2, 5535"})
    void halfFloatsRoundAsCPython(String value, String littleEndianHex) {
        double d = Double.parseDouble(value);
        byte[] b = new byte[2];
        NativeFormat.pack(b, 0, 'e', new PyFloat(d));
        assertEquals(littleEndianHex, String.format("%02x%02x", b[0], b[1]));
        double back = ((PyFloat) NativeFormat.unpack(b, 0, 'e')).value;
        assertEquals(NativeFormat.halfToDouble(NativeFormat.doubleToHalf(d)), back);
    }

    @Test
    void halfFloatSpecialsAndOverflow() {
        byte[] b = new byte[2];
        NativeFormat.pack(b, 0, 'e', new PyFloat(Double.POSITIVE_INFINITY));
        assertEquals("inf", repr(NativeFormat.unpack(b, 0, 'e')));
        NativeFormat.pack(b, 0, 'e', new PyFloat(Double.NaN));
        assertEquals("nan", repr(NativeFormat.unpack(b, 0, 'e')));
        raises(PyExc.ValueError, "ValueError: memoryview: invalid value for format 'e'",
                () -> NativeFormat.pack(b, 0, 'e', new PyFloat(65520.0)));
    }

    @Test
    void integersAreLittleEndianWithTheirRanges() {
        byte[] b = new byte[8];
        NativeFormat.pack(b, 0, 'i', i(-2));
        assertEquals("b'\\xfe\\xff\\xff\\xff\\x00\\x00\\x00\\x00'", repr(new PyBytes(b)));
        assertEquals("4294967294", repr(NativeFormat.unpack(b, 0, 'I')));
        NativeFormat.pack(b, 0, 'Q', Py.newInt(BigInteger.ONE.shiftLeft(64).subtract(
                BigInteger.ONE)));
        assertEquals("18446744073709551615", repr(NativeFormat.unpack(b, 0, 'Q')));
        assertEquals("-1", repr(NativeFormat.unpack(b, 0, 'q')));
        raises(PyExc.ValueError, "ValueError: memoryview: invalid value for format 'h'",
                () -> NativeFormat.pack(b, 0, 'h', i(32768)));
        raises(PyExc.ValueError, "ValueError: memoryview: invalid value for format 'L'",
                () -> NativeFormat.pack(b, 0, 'L', i(-1)));
        raises(PyExc.ValueError, "ValueError: memoryview: invalid value for format 'q'",
                () -> NativeFormat.pack(b, 0, 'q', Py.newInt(BigInteger.ONE.shiftLeft(63))));
        raises(PyExc.TypeError, "TypeError: memoryview: invalid type for format 'b'",
                () -> NativeFormat.pack(b, 0, 'b', new PyFloat(1.0)));
        raises(PyExc.TypeError, "TypeError: memoryview: invalid type for format 'c'",
                () -> NativeFormat.pack(b, 0, 'c', i(1)));
        raises(PyExc.NotImplementedError, "NotImplementedError: memoryview: format x not "
                + "supported", () -> NativeFormat.unpack(b, 0, 'x'));
    }

    @Test
    void formatStrings() {
        assertEquals(8, NativeFormat.itemsize("@d"));
        assertEquals(2, NativeFormat.itemsize("e"));
        assertEquals(-1, NativeFormat.itemsize("<i"));
        assertEquals(-1, NativeFormat.itemsize("ii"));
        assertEquals('P', NativeFormat.code("@P"));
        byte[] big = {0, 0, 1, 2};
        assertEquals("258", repr(NativeFormat.unpackStandard(big, 0, ">i")));
        assertEquals("33619968", repr(NativeFormat.unpackStandard(big, 0, "<l")));
        assertEquals(null, NativeFormat.unpackStandard(big, 0, "2h"));
    }
}
