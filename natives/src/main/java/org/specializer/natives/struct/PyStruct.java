package org.specializer.natives.struct;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigInteger;
import java.nio.ByteOrder;

import org.specializer.api.Abstract;
import org.specializer.api.Codecs;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * {@code _struct.Struct}: a compiled format. The format is parsed once into codes (CPython's
 * {@code formatcode}: a kind, an offset, an item size and a repeat count); packing and unpacking
 * walk the codes with a switch on the kind, with byte order a field of the struct.
 *
 * <h2>Tables</h2>
 * As CPython's {@code native_table}, {@code lilendian_table} and {@code bigendian_table}, for the
 * platform CPython is measured on (x86-64 Linux): native order is little-endian, native
 * {@code long} and {@code size_t} are 8 bytes, and native codes are aligned to their size. The
 * standard sizes ({@code < > ! =}) have no alignment, 4-byte {@code l}/{@code L}, and no
 * {@code n}, {@code N} or {@code P}.
 */
final class PyStruct extends PyObject {
    static final PyType TYPE = PyType.builtin("Struct", PyStruct.class, PyType.OBJECT,
            PyType.BASETYPE, StructMethods::define).withModule("_struct")
            .withDottedTpName();

    // ------------------------------------------------------------------ code kinds

    static final byte K_CHAR = 0;      // c
    static final byte K_SIGNED = 1;    // b h i l q n: two's complement of `size` bytes
    static final byte K_UNSIGNED = 2;  // B H I L Q N
    static final byte K_BOOL = 3;      // ?
    static final byte K_HALF = 4;      // e
    static final byte K_FLOAT = 5;     // f
    static final byte K_DOUBLE = 6;    // d
    static final byte K_STRING = 7;    // s
    static final byte K_PSTRING = 8;   // p
    static final byte K_VOIDP = 9;     // P

    private static final VarHandle LE16 = MethodHandles.byteArrayViewVarHandle(short[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle BE16 = MethodHandles.byteArrayViewVarHandle(short[].class,
            ByteOrder.BIG_ENDIAN);
    private static final VarHandle LE32 = MethodHandles.byteArrayViewVarHandle(int[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle BE32 = MethodHandles.byteArrayViewVarHandle(int[].class,
            ByteOrder.BIG_ENDIAN);
    private static final VarHandle LE64 = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle BE64 = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.BIG_ENDIAN);

    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

    /** The format as given (str or bytes); {@code format} shows it as a str. */
    PyObject formatObj = PyBytes.EMPTY;
    /** Bytes packed, -1 before {@code __init__} (as CPython's {@code s_size}). */
    long size = -1;
    /** Values packed or unpacked (CPython's {@code s_len}). */
    long len;
    boolean littleEndian;
    /** Native sizes and alignment ({@code @} or no prefix). */
    boolean nativeTable = true;

    // the codes, one entry per format item with a nonzero count (s and p: one per item)
    byte[] kinds = new byte[0];
    char[] chars = new char[0];
    int[] offsets = new int[0];
    /** Bytes per value, or the length of an s/p field. */
    int[] sizes = new int[0];
    int[] repeats = new int[0];

    private PyDict dict;

    PyStruct(PyType type) {
        super(type);
    }

    // ------------------------------------------------------------------ compiling

    /** A format character's size and alignment in a table, or null when not in it. */
    private static int[] entry(char c, boolean nativeTable) {
        switch (c) {
            case 'x': case 'c': case 's': case 'p':
                return new int[] {1, 0};
            case 'b': case 'B': case '?':
                return new int[] {1, nativeTable ? 1 : 0};
            case 'h': case 'H': case 'e':
                return new int[] {2, nativeTable ? 2 : 0};
            case 'i': case 'I': case 'f':
                return new int[] {4, nativeTable ? 4 : 0};
            case 'l': case 'L':
                return nativeTable ? new int[] {8, 8} : new int[] {4, 0};
            case 'q': case 'Q': case 'd':
                return new int[] {8, nativeTable ? 8 : 0};
            case 'n': case 'N': case 'P':
                return nativeTable ? new int[] {8, 8} : null;
            default:
                return null;
        }
    }

    private static byte kind(char c) {
        switch (c) {
            case 'c': return K_CHAR;
            case 'b': case 'h': case 'i': case 'l': case 'q': case 'n': return K_SIGNED;
            case 'B': case 'H': case 'I': case 'L': case 'Q': case 'N': return K_UNSIGNED;
            case '?': return K_BOOL;
            case 'e': return K_HALF;
            case 'f': return K_FLOAT;
            case 'd': return K_DOUBLE;
            case 's': return K_STRING;
            case 'p': return K_PSTRING;
            default: return K_VOIDP;
        }
    }

    static PyException error(String msg) {
        return Py.error(StructModule.ERROR, msg);
    }

    private static PyException tooLong() {
        return error("total struct size too long");
    }

    /**
     * {@code Struct.__init__(format)}: compile {@code format} (str or bytes) into this struct.
     * Compare CPython _struct.c: {@code Struct___init___impl} and {@code prepare_s}.
     */
    void init(PyObject format) {
        byte[] f;
        if (format instanceof PyStr s) {
            f = Codecs.encode(s, "ascii", "strict");
        } else if (format instanceof PyBytes b) {
            f = b.value;
        } else {
            throw Py.typeError("Struct() argument 1 must be a str or bytes object, not "
                    + format.type.getTpName());
        }
        for (byte x : f) {
            if (x == 0) {
                throw error("embedded null character");
            }
        }
        int p = 0;
        boolean nativeTable = true;
        boolean little = true;
        if (f.length > 0) {
            switch (f[0]) {
                case '<': case '=':
                    nativeTable = false;
                    p = 1;
                    break;
                case '>': case '!':
                    nativeTable = false;
                    little = false;
                    p = 1;
                    break;
                case '@':
                    p = 1;
                    break;
                default:
                    break;
            }
        }
        int start = p;
        // first pass: sizes and counts
        long total = 0;
        long items = 0;
        int ncodes = 0;
        while (p < f.length) {
            char c = (char) (f[p++] & 0xff);
            if (isSpace(c)) {
                continue;
            }
            long num = 1;
            if (c >= '0' && c <= '9') {
                num = c - '0';
                while (true) {
                    if (p >= f.length) {
                        throw error("repeat count given without format specifier");
                    }
                    c = (char) (f[p++] & 0xff);
                    if (c < '0' || c > '9') {
                        break;
                    }
                    if (num >= Long.MAX_VALUE / 10 && (num > Long.MAX_VALUE / 10
                            || (c - '0') > Long.MAX_VALUE % 10)) {
                        throw tooLong();
                    }
                    num = num * 10 + (c - '0');
                }
            }
            int[] e = entry(c, nativeTable);
            if (e == null) {
                throw error("bad char in struct format");
            }
            if (c == 's' || c == 'p') {
                items++;
                ncodes++;
            } else if (c != 'x' && num != 0) {
                items += num;
                ncodes++;
            }
            total = align(total, e[1]);
            if (num > (Long.MAX_VALUE - total) / e[0]) {
                throw tooLong();
            }
            total += num * e[0];
        }
        // more items than a tuple holds need a buffer larger than an array: unpacking such a
        // struct fails on the buffer's size, packing on the number of arguments (CPython's
        // struct.error, which plistlib's reader turns into InvalidFileException)
        // second pass: the codes
        byte[] k = new byte[ncodes];
        char[] ch = new char[ncodes];
        int[] off = new int[ncodes];
        int[] sz = new int[ncodes];
        int[] rep = new int[ncodes];
        int n = 0;
        long at = 0;
        p = start;
        while (p < f.length) {
            char c = (char) (f[p++] & 0xff);
            if (isSpace(c)) {
                continue;
            }
            long num = 1;
            if (c >= '0' && c <= '9') {
                num = c - '0';
                while ((c = (char) (f[p++] & 0xff)) >= '0' && c <= '9') {
                    num = num * 10 + (c - '0');
                }
            }
            int[] e = entry(c, nativeTable);
            at = align(at, e[1]);
            if (c == 's' || c == 'p') {
                k[n] = kind(c);
                ch[n] = c;
                off[n] = clampInt(at);
                sz[n] = clampInt(num);
                rep[n] = 1;
                n++;
                at += num;
            } else if (c == 'x') {
                at += num;
            } else {
                if (num != 0) {
                    k[n] = kind(c);
                    ch[n] = c;
                    off[n] = clampInt(at);
                    sz[n] = e[0];
                    rep[n] = (int) num;
                    n++;
                }
                at += num * e[0];
            }
        }
        this.formatObj = format;
        this.size = total;
        this.len = items;
        this.littleEndian = little;
        this.nativeTable = nativeTable;
        this.kinds = k;
        this.chars = ch;
        this.offsets = off;
        this.sizes = sz;
        this.repeats = rep;
    }

    /** Offsets past 2**31 belong to structs too large to pack (MemoryError first). */
    private static int clampInt(long v) {
        return v > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) v;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x0b || c == '\f';
    }

    /** Compare CPython _struct.c: {@code align}. */
    private static long align(long size, int alignment) {
        if (alignment != 0 && size > 0) {
            long extra = (alignment - 1) - (size - 1) % alignment;
            if (extra > Long.MAX_VALUE - size) {
                throw tooLong();
            }
            size += extra;
        }
        return size;
    }

    /** The format as a str ({@code Struct.format}). */
    PyStr formatStr() {
        if (formatObj instanceof PyBytes b) {
            return PyStr.of(b.latin1());
        }
        return (PyStr) formatObj;
    }

    /** The packed size as an array length, MemoryError when it cannot be one. */
    int bufferSize() {
        if (size > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError);
        }
        return (int) size;
    }

    // ------------------------------------------------------------------ pack

    /**
     * Pack {@code args[from ..]} into {@code buf} at {@code base}, which has {@link #size}
     * bytes there ({@code zeroed}: already zeros). Compare CPython _struct.c: {@code s_pack_internal}.
     */
    void packInto(PyObject[] args, int from, byte[] buf, int base, boolean zeroed) {
        if (!zeroed) {
            java.util.Arrays.fill(buf, base, base + (int) size, (byte) 0);
        }
        int a = from;
        byte[] k = kinds;
        for (int i = 0; i < k.length; i++) {
            int at = base + offsets[i];
            int sz = sizes[i];
            int rep = repeats[i];
            byte kind = k[i];
            for (int r = 0; r < rep; r++, at += sz) {
                PyObject v = args[a++];
                if (kind == K_STRING || kind == K_PSTRING) {
                    packString(kind, chars[i], v, buf, at, sz);
                    continue;
                }
                try {
                    packOne(kind, chars[i], sz, v, buf, at);
                } catch (PyException e) {
                    if ((v instanceof PyInt || v instanceof PyBigInt)
                            && e.matches(PyExc.OverflowError)) {
                        throw error("int too large to convert");
                    }
                    throw e;
                }
            }
        }
    }

    private static void packString(byte kind, char c, PyObject v, byte[] buf, int at, int sz) {
        byte[] b = StructModule.bytesOrByteArray(v);
        if (b == null) {
            throw error("argument for '" + c + "' must be a bytes object");
        }
        int n = b.length;
        if (kind == K_STRING) {
            System.arraycopy(b, 0, buf, at, Math.min(n, sz));
            return;
        }
        if (sz == 0) {
            return;
        }
        n = Math.min(n, sz - 1);
        System.arraycopy(b, 0, buf, at + 1, n);
        buf[at] = (byte) Math.min(n, 255);
    }

    private void packOne(byte kind, char c, int sz, PyObject v, byte[] buf, int at) {
        switch (kind) {
            case K_SIGNED: {
                long x = signedValue(v, c, sz);
                putInt(buf, at, sz, x);
                return;
            }
            case K_UNSIGNED: {
                long x = unsignedValue(v, c, sz);
                putInt(buf, at, sz, x);
                return;
            }
            case K_CHAR: {
                if (!(v instanceof PyBytes b) || b.value.length != 1) {
                    throw error("char format requires a bytes object of length 1");
                }
                buf[at] = b.value[0];
                return;
            }
            case K_BOOL:
                buf[at] = (byte) (Abstract.isTrue(v) ? 1 : 0);
                return;
            case K_HALF:
                putInt(buf, at, 2, HalfFloat.pack(floatValue(v)));
                return;
            case K_FLOAT: {
                double x = floatValue(v);
                float y = (float) x;
                // native 'f' is a C cast (CPython's np_float), the standard one checks
                if (!nativeTable && Float.isInfinite(y) && !Double.isInfinite(x)) {
                    throw Py.overflowError("float too large to pack with f format");
                }
                putInt(buf, at, 4, Float.floatToRawIntBits(y));
                return;
            }
            case K_DOUBLE:
                putInt(buf, at, 8, Double.doubleToRawLongBits(floatValue(v)));
                return;
            default: // K_VOIDP
                putInt(buf, at, 8, voidPointer(v));
        }
    }

    // Each VarHandle is a constant at its call site (a selected one would not be inlined).
    private void putInt(byte[] buf, int at, int sz, long x) {
        if (sz == 1) {
            buf[at] = (byte) x;
        } else if (littleEndian) {
            if (sz == 2) {
                LE16.set(buf, at, (short) x);
            } else if (sz == 4) {
                LE32.set(buf, at, (int) x);
            } else {
                LE64.set(buf, at, x);
            }
        } else {
            if (sz == 2) {
                BE16.set(buf, at, (short) x);
            } else if (sz == 4) {
                BE32.set(buf, at, (int) x);
            } else {
                BE64.set(buf, at, x);
            }
        }
    }

    /** An int argument: int itself, else {@code __index__}. Compare CPython: {@code get_pylong}. */
    private static PyObject integer(PyObject v) {
        if (v instanceof PyInt || v instanceof PyBigInt) {
            return v;
        }
        PyObject i = Abstract.indexOrNull(v);
        if (i == null) {
            throw error("required argument is not an integer");
        }
        return i;
    }

    private static long signedValue(PyObject v, char c, int sz) {
        if (v.getClass() == PyInt.class) {
            long x = ((PyInt) v).value;
            if (sz == 8 || x == ((x << (64 - 8 * sz)) >> (64 - 8 * sz))) {
                return x;
            }
            throw rangeError(c, sz, false);
        }
        PyObject i = integer(v);
        if (!(i instanceof PyInt pi)) {
            throw rangeError(c, sz, false);
        }
        long x = pi.value;
        if (sz < 8 && x != ((x << (64 - 8 * sz)) >> (64 - 8 * sz))) {
            throw rangeError(c, sz, false);
        }
        return x;
    }

    private static long unsignedValue(PyObject v, char c, int sz) {
        PyObject i = v.getClass() == PyInt.class ? v : integer(v);
        if (i instanceof PyInt pi) {
            long x = pi.value;
            if (x < 0 || (sz < 8 && (x >>> (8 * sz)) != 0)) {
                throw rangeError(c, sz, true);
            }
            return x;
        }
        BigInteger b = ((PyBigInt) i).value;
        if (sz == 8 && b.signum() > 0 && b.bitLength() <= 64) {
            return b.longValue();
        }
        throw rangeError(c, sz, true);
    }

    /** Compare CPython _struct.c: {@code _range_error}. */
    private static PyException rangeError(char c, int sz, boolean unsigned) {
        if (unsigned) {
            String max = sz == 8 ? "18446744073709551615"
                    : Long.toString((1L << (8 * sz)) - 1);
            return error("'" + c + "' format requires 0 <= number <= " + max);
        }
        long largest = sz == 8 ? Long.MAX_VALUE : (1L << (8 * sz - 1)) - 1;
        return error("'" + c + "' format requires " + (-largest - 1) + " <= number <= "
                + largest);
    }

    /** {@code PyLong_AsVoidPtr}: a negative value as a C long, else as an unsigned long. */
    private static long voidPointer(PyObject v) {
        PyObject i = integer(v);
        if (i instanceof PyInt pi) {
            return pi.value;
        }
        BigInteger b = ((PyBigInt) i).value;
        if (b.signum() < 0) {
            throw Py.overflowError("Python int too large to convert to C long");
        }
        if (b.bitLength() > 64) {
            throw Py.overflowError("Python int too large to convert to C unsigned long");
        }
        return b.longValue();
    }

    /** {@code PyFloat_AsDouble}; any failure is "required argument is not a float". */
    private static double floatValue(PyObject v) {
        if (v instanceof PyFloat f) {
            return f.value;
        }
        try {
            return Abstract.asDouble(v);
        } catch (PyException e) {
            throw error("required argument is not a float");
        }
    }

    // ------------------------------------------------------------------ unpack

    /** Unpack {@link #size} bytes of {@code buf} from {@code base}. Compare: {@code s_unpack_internal}. */
    PyTuple unpack(byte[] buf, int base) {
        PyObject[] out = new PyObject[(int) len];
        int n = 0;
        byte[] k = kinds;
        for (int i = 0; i < k.length; i++) {
            int at = base + offsets[i];
            int sz = sizes[i];
            int rep = repeats[i];
            byte kind = k[i];
            for (int r = 0; r < rep; r++, at += sz) {
                out[n++] = unpackOne(kind, sz, buf, at);
            }
        }
        return new PyTuple(out);
    }

    private PyObject unpackOne(byte kind, int sz, byte[] buf, int at) {
        switch (kind) {
            case K_SIGNED:
                return PyInt.of(getSigned(buf, at, sz));
            case K_UNSIGNED:
            case K_VOIDP: {
                long x = getSigned(buf, at, sz);
                if (sz < 8) {
                    return PyInt.of(x & (-1L >>> (64 - 8 * sz)));
                }
                return x >= 0 ? PyInt.of(x) : PyBigInt.normalize(BigInteger.valueOf(x)
                        .add(TWO_64));
            }
            case K_CHAR:
                return new PyBytes(new byte[] {buf[at]});
            case K_BOOL:
                return buf[at] != 0 ? Py.True : Py.False;
            case K_HALF:
                return new PyFloat(HalfFloat.unpack((int) getSigned(buf, at, 2) & 0xffff));
            case K_FLOAT:
                return new PyFloat(Float.intBitsToFloat((int) getSigned(buf, at, 4)));
            case K_DOUBLE:
                return new PyFloat(Double.longBitsToDouble(getSigned(buf, at, 8)));
            case K_STRING:
                return PyBytes.of(java.util.Arrays.copyOfRange(buf, at, at + sz));
            default: { // K_PSTRING
                if (sz == 0) {
                    return PyBytes.EMPTY;
                }
                int n = Math.min(buf[at] & 0xff, sz - 1);
                return PyBytes.of(java.util.Arrays.copyOfRange(buf, at + 1, at + 1 + n));
            }
        }
    }

    private long getSigned(byte[] buf, int at, int sz) {
        if (sz == 1) {
            return buf[at];
        } else if (littleEndian) {
            if (sz == 2) {
                return (short) LE16.get(buf, at);
            } else if (sz == 4) {
                return (int) LE32.get(buf, at);
            }
            return (long) LE64.get(buf, at);
        } else {
            if (sz == 2) {
                return (short) BE16.get(buf, at);
            } else if (sz == 4) {
                return (int) BE32.get(buf, at);
            }
            return (long) BE64.get(buf, at);
        }
    }

    // ------------------------------------------------------------------ instance dict

    @Override
    public PyDict getDict() {
        if (dict == null && type.instancesHaveDict()) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        if (!type.instancesHaveDict()) {
            return false;
        }
        dict = d;
        return true;
    }
}
