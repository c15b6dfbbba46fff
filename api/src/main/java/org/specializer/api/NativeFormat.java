package org.specializer.api;

import java.math.BigInteger;

/**
 * Single items of the {@code struct} module's native formats, as memoryview packs and unpacks
 * them: {@code c b B ? h H i I l L q Q n N f d e P}, optionally prefixed by {@code '@'}. Sizes
 * are those of CPython on 64-bit Linux ({@code l}, {@code L}, {@code n}, {@code N} and
 * {@code P} are 8 bytes) and the byte order is little-endian, the order of the machines CPython
 * is measured on ({@code sys.byteorder} is {@code 'little'}).
 *
 * <p>{@link #unpackStandard} also reads a single item in the standard sizes and explicit byte
 * orders ({@code '<' '>' '!' '='}), which memoryview comparison needs for exporters that
 * declare such formats.
 */
public final class NativeFormat {
    private NativeFormat() {}

    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

    /**
     * The item size of a native single-character format ({@code "i"}, {@code "@d"}), or -1
     * when {@code fmt} is not one. Compare CPython memoryobject.c: {@code get_native_fmtchar}.
     */
    public static int itemsize(String fmt) {
        char c = code(fmt);
        return c == 0 ? -1 : size(c);
    }

    /** The code of a native single-character format without its {@code '@'}, or 0. */
    public static char code(String fmt) {
        if (fmt == null) {
            return 0;
        }
        int i = fmt.startsWith("@") ? 1 : 0;
        if (fmt.length() != i + 1) {
            return 0;
        }
        char c = fmt.charAt(i);
        return size(c) > 0 ? c : 0;
    }

    /** The native size of a format code, or -1 for an unknown code. */
    static int size(char c) {
        switch (c) {
            case 'c': case 'b': case 'B': case '?':
                return 1;
            case 'h': case 'H': case 'e':
                return 2;
            case 'i': case 'I': case 'f':
                return 4;
            case 'l': case 'L': case 'q': case 'Q': case 'n': case 'N': case 'd': case 'P':
                return 8;
            default:
                return -1;
        }
    }

    /** Whether a code is one of the byte formats ({@code b B c}), the only ones hashable. */
    static boolean isByteCode(char c) {
        return c == 'b' || c == 'B' || c == 'c';
    }

    // ------------------------------------------------------------------ unpacking

    /** The little-endian integer of {@code n} bytes from {@code b[at]}, sign-extended. */
    static long readSigned(byte[] b, int at, int n) {
        long v = 0;
        for (int k = n - 1; k >= 0; k--) {
            v = (v << 8) | (b[at + k] & 0xff);
        }
        int shift = 64 - 8 * n;
        return (v << shift) >> shift;
    }

    /** The little-endian integer of {@code n} bytes from {@code b[at]}, zero-extended. */
    static long readUnsigned(byte[] b, int at, int n) {
        long v = 0;
        for (int k = n - 1; k >= 0; k--) {
            v = (v << 8) | (b[at + k] & 0xff);
        }
        return v;
    }

    static void write(byte[] b, int at, int n, long v) {
        for (int k = 0; k < n; k++) {
            b[at + k] = (byte) (v >>> (8 * k));
        }
    }

    private static PyObject unsignedLong(long v) {
        return v >= 0 ? PyInt.of(v) : Py.newInt(new BigInteger(Long.toUnsignedString(v)));
    }

    /**
     * The item of native code {@code c} at {@code b[at]}. NotImplementedError "memoryview: format
     * X not supported" for a code that is not native. Compare CPython memoryobject.c:
     * {@code unpack_single}.
     */
    public static PyObject unpack(byte[] b, int at, char c) {
        switch (c) {
            case 'B': return PyInt.of(b[at] & 0xff);
            case 'b': return PyInt.of(b[at]);
            case 'h': case 'i': case 'l': case 'q': case 'n':
                return PyInt.of(readSigned(b, at, size(c)));
            case 'H': case 'I':
                return PyInt.of(readUnsigned(b, at, size(c)));
            case 'L': case 'Q': case 'N': case 'P':
                return unsignedLong(readUnsigned(b, at, 8));
            case '?': return Py.newBool(b[at] != 0);
            case 'f': return new PyFloat(Float.intBitsToFloat((int) readUnsigned(b, at, 4)));
            case 'd': return new PyFloat(Double.longBitsToDouble(readUnsigned(b, at, 8)));
            case 'e': return new PyFloat(halfToDouble((int) readUnsigned(b, at, 2)));
            case 'c': return new PyBytes(new byte[] {b[at]});
            default:
                throw Py.notImplementedError("memoryview: format " + c + " not supported");
        }
    }

    /**
     * Whether the items of code {@code c} at {@code p[i]} and {@code q[j]} are equal, as
     * CPython compares them without making objects (floats by value, so NaN is unequal).
     * Compare CPython memoryobject.c: {@code unpack_cmp}.
     */
    static boolean sameItem(byte[] p, int i, byte[] q, int j, char c) {
        switch (c) {
            case 'f':
                return Float.intBitsToFloat((int) readUnsigned(p, i, 4))
                        == Float.intBitsToFloat((int) readUnsigned(q, j, 4));
            case 'd':
                return Double.longBitsToDouble(readUnsigned(p, i, 8))
                        == Double.longBitsToDouble(readUnsigned(q, j, 8));
            case 'e':
                return halfToDouble((int) readUnsigned(p, i, 2))
                        == halfToDouble((int) readUnsigned(q, j, 2));
            case '?':
                return (p[i] != 0) == (q[j] != 0);
            default:
                int n = size(c);
                for (int k = 0; k < n; k++) {
                    if (p[i + k] != q[j + k]) {
                        return false;
                    }
                }
                return true;
        }
    }

    /**
     * A single item of a {@code struct} format with an optional byte-order prefix and one code
     * in standard sizes, or null when {@code fmt} is not of that form (the struct module
     * would reject it, or give a tuple). Used where CPython's memoryview falls back to
     * {@code struct.unpack_from}.
     */
    static PyObject unpackStandard(byte[] b, int at, String fmt) {
        if (fmt.isEmpty()) {
            return null;
        }
        char order = fmt.charAt(0);
        boolean prefixed = order == '<' || order == '>' || order == '!' || order == '='
                || order == '@';
        if (fmt.length() != (prefixed ? 2 : 1)) {
            return null;
        }
        char c = fmt.charAt(prefixed ? 1 : 0);
        if (!prefixed || order == '@') {
            return size(c) > 0 ? unpack(b, at, c) : null;
        }
        boolean big = order == '>' || order == '!';
        int n;
        switch (c) {
            case 'c': case 'b': case 'B': case '?': n = 1; break;
            case 'h': case 'H': case 'e': n = 2; break;
            case 'i': case 'I': case 'l': case 'L': case 'f': n = 4; break;
            case 'q': case 'Q': case 'd': n = 8; break;
            default: return null;
        }
        byte[] le = new byte[n];
        for (int k = 0; k < n; k++) {
            le[k] = b[at + (big ? n - 1 - k : k)];
        }
        if (c == 'l' || c == 'L') {
            return c == 'l' ? PyInt.of(readSigned(le, 0, 4)) : PyInt.of(readUnsigned(le, 0, 4));
        }
        return unpack(le, 0, c);
    }

    // ------------------------------------------------------------------ packing

    /**
     * Store {@code v} as an item of native code {@code c} at {@code b[at]}, with memoryview's
     * errors: TypeError "memoryview: invalid type for format 'X'", ValueError "memoryview:
     * invalid value for format 'X'". Compare CPython memoryobject.c: {@code pack_single}.
     */
    public static void pack(byte[] b, int at, char c, PyObject v) {
        switch (c) {
            case 'b': case 'h': case 'i': case 'l': case 'q': case 'n': {
                long x = signedArg(v, c);
                int n = size(c);
                if (n < 8) {
                    long lim = 1L << (8 * n - 1);
                    if (x < -lim || x >= lim) {
                        throw invalidValue(c);
                    }
                }
                write(b, at, n, x);
                return;
            }
            case 'B': case 'H': case 'I': case 'L': case 'Q': case 'N': {
                long x = unsignedArg(v, c);
                int n = size(c);
                if (n < 8 && (x >>> (8 * n)) != 0) {
                    throw invalidValue(c);
                }
                write(b, at, n, x);
                return;
            }
            case 'P': {
                PyObject i = indexArg(v, c);
                long x;
                if (IntOps.signum(i) < 0) {
                    x = signedArg(v, c);
                } else {
                    x = unsignedArg(v, c);
                }
                write(b, at, 8, x);
                return;
            }
            case 'f': case 'd': case 'e': {
                double d;
                try {
                    d = Abstract.asDouble(v);
                } catch (PyException e) {
                    throw fixError(e, c);
                }
                if (c == 'f') {
                    write(b, at, 4, Float.floatToRawIntBits((float) d));
                } else if (c == 'd') {
                    write(b, at, 8, Double.doubleToRawLongBits(d));
                } else {
                    int h = doubleToHalf(d);
                    if (h < 0) {
                        throw invalidValue(c);
                    }
                    write(b, at, 2, h);
                }
                return;
            }
            case '?':
                b[at] = (byte) (Abstract.isTrue(v) ? 1 : 0);
                return;
            case 'c':
                if (!(v instanceof PyBytes bytes)) {
                    throw invalidType(c);
                }
                if (bytes.value.length != 1) {
                    throw invalidValue(c);
                }
                b[at] = bytes.value[0];
                return;
            default:
                throw Py.notImplementedError("memoryview: format " + c + " not supported");
        }
    }

    private static PyObject indexArg(PyObject v, char c) {
        try {
            return Abstract.index(v);
        } catch (PyException e) {
            throw fixError(e, c);
        }
    }

    private static long signedArg(PyObject v, char c) {
        PyObject i = indexArg(v, c);
        if (i instanceof PyInt pi) {
            return pi.value;
        }
        throw invalidValue(c);
    }

    private static long unsignedArg(PyObject v, char c) {
        PyObject i = indexArg(v, c);
        if (i instanceof PyInt pi) {
            if (pi.value < 0) {
                throw invalidValue(c);
            }
            return pi.value;
        }
        BigInteger x = ((PyBigInt) i).value;
        if (x.signum() < 0 || x.compareTo(TWO_64) >= 0) {
            throw invalidValue(c);
        }
        return x.longValue();
    }

    /** CPython's {@code fix_error_int}: TypeError and the value errors get memoryview's text. */
    private static PyException fixError(PyException e, char c) {
        if (e.matches(PyExc.TypeError)) {
            return invalidType(c);
        }
        if (e.matches(PyExc.OverflowError) || e.matches(PyExc.ValueError)) {
            return invalidValue(c);
        }
        return e;
    }

    private static PyException invalidType(char c) {
        return Py.typeError("memoryview: invalid type for format '" + c + "'");
    }

    private static PyException invalidValue(char c) {
        return Py.valueError("memoryview: invalid value for format '" + c + "'");
    }

    // ------------------------------------------------------------------ half floats

    /** The value of IEEE 754 binary16 bits. */
    static double halfToDouble(int h) {
        int sign = (h >> 15) & 1;
        int e = (h >> 10) & 0x1f;
        int f = h & 0x3ff;
        double x;
        if (e == 0) {
            x = f * 0x1p-24;
        } else if (e == 0x1f) {
            x = f == 0 ? Double.POSITIVE_INFINITY : Double.NaN;
        } else {
            x = (1 + f / 1024.0) * Math.scalb(1.0, e - 15);
        }
        return sign == 1 ? -x : x;
    }

    /**
     * The binary16 bits of {@code x}, rounded half to even, or -1 when it is too large.
     * Compare CPython floatobject.c: {@code PyFloat_Pack2}.
     */
    static int doubleToHalf(double x) {
        int sign;
        int e;
        int bits;
        if (x == 0.0) {
            sign = Double.doubleToRawLongBits(x) < 0 ? 1 : 0;
            e = 0;
            bits = 0;
        } else if (Double.isInfinite(x)) {
            sign = x < 0 ? 1 : 0;
            e = 0x1f;
            bits = 0;
        } else if (Double.isNaN(x)) {
            sign = Double.doubleToRawLongBits(x) < 0 ? 1 : 0;
            e = 0x1f;
            bits = 512;
        } else {
            sign = x < 0 ? 1 : 0;
            x = Math.abs(x);
            e = Math.getExponent(x);
            double f = x / Math.scalb(1.0, e); // in [1, 2)
            if (e < Double.MIN_EXPONENT) { // a subnormal double: far below half's range
                f = 0;
                e = 0;
            } else if (e >= 16) {
                return -1;
            } else if (e < -25) {
                f = 0.0;
                e = 0;
            } else if (e < -14) {
                f = Math.scalb(f, 14 + e);
                e = 0;
            } else {
                e += 15;
                f -= 1.0;
            }
            f *= 1024.0;
            bits = (int) f;
            if (f - bits > 0.5 || (f - bits == 0.5 && bits % 2 == 1)) {
                if (++bits == 1024) {
                    bits = 0;
                    if (++e == 31) {
                        return -1;
                    }
                }
            }
        }
        return bits | (e << 10) | (sign << 15);
    }
}
