package org.specializer.core.marshal;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBytes;
import org.specializer.api.PyCode;
import org.specializer.api.PyComplex;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PySet;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.spi.CacheField;
import org.specializer.spi.Opcode;

/**
 * CPython's marshal format (Python/marshal.c, version 4): the serialization of code objects and
 * the constants they hold, used by {@code .pyc} files and the {@code marshal} module.
 *
 * <p>Every type but code is written exactly as CPython writes it, so data marshaled by CPython
 * loads here and the other way round. A code object is written under CPython's type code
 * {@code 'c'} in Specializer's own layout (its instructions are not CPython's), which starts
 * with {@link #CODE_FORMAT}; a CPython code object is refused as "bad marshal data", never
 * misread. Instructions are written as the compiler produced them: specialized opcodes back to
 * their family's base instruction, cache units cleared except the reference-table slot numbers.
 *
 * <p>A code object's filename that starts with {@link #LIB_PREFIX} names a module of the
 * standard library archive (compiled ahead of time, before the archive had a place on disk);
 * the reader replaces the prefix with the archive's path, as {@code importlib}'s
 * {@code _fix_co_filename} does for source files that moved.
 */
public final class Marshal {
    private Marshal() {}

    /** {@code marshal.version}. */
    public static final int VERSION = 4;

    /** First field of a Specializer code object: "SPC" and the layout's revision. */
    static final int CODE_FORMAT = 0x53504302;

    /** The filename prefix of code compiled ahead of time for the standard library archive. */
    public static final String LIB_PREFIX = "<stdlib>/";

    /**
     * The modules CPython 3.13 freezes (Python/frozen.c: the import system's and those of
     * start-up), by their file in Lib: their code names them as CPython's frozen code does,
     * {@code <frozen os>}, so that tracebacks through them read {@code File "<frozen os>",
     * line 716} with no source line, as CPython's do. They are imported from the archive all
     * the same, their {@code __file__} its source, whose classes {@code inspect.getsource}
     * reads (as CPython reads the source file beside its frozen modules).
     */
    private static final Map<String, String> CPYTHON_FROZEN = new java.util.HashMap<>();

    static {
        for (String m : new String[] {"importlib._bootstrap", "importlib._bootstrap_external",
            "zipimport", "abc", "codecs", "io", "_collections_abc", "_sitebuiltins",
            "genericpath", "ntpath", "posixpath", "os", "site", "stat", "importlib.util",
            "importlib.machinery", "runpy"}) {
            CPYTHON_FROZEN.put(m.replace('.', '/') + ".py", m);
        }
    }

    /** Where the standard library archive is, for filenames under {@link #LIB_PREFIX}. */
    private static volatile String libPath;

    public static void setLibPath(String path) {
        libPath = path;
    }

    static final int TYPE_NULL = '0';
    static final int TYPE_NONE = 'N';
    static final int TYPE_FALSE = 'F';
    static final int TYPE_TRUE = 'T';
    static final int TYPE_STOPITER = 'S';
    static final int TYPE_ELLIPSIS = '.';
    static final int TYPE_INT = 'i';
    static final int TYPE_INT64 = 'I';
    static final int TYPE_FLOAT = 'f';
    static final int TYPE_BINARY_FLOAT = 'g';
    static final int TYPE_COMPLEX = 'x';
    static final int TYPE_BINARY_COMPLEX = 'y';
    static final int TYPE_LONG = 'l';
    static final int TYPE_STRING = 's';
    static final int TYPE_INTERNED = 't';
    static final int TYPE_REF = 'r';
    static final int TYPE_TUPLE = '(';
    static final int TYPE_LIST = '[';
    static final int TYPE_DICT = '{';
    static final int TYPE_CODE = 'c';
    static final int TYPE_UNICODE = 'u';
    static final int TYPE_UNKNOWN = '?';
    static final int TYPE_SET = '<';
    static final int TYPE_FROZENSET = '>';
    static final int TYPE_ASCII = 'a';
    static final int TYPE_ASCII_INTERNED = 'A';
    static final int TYPE_SMALL_TUPLE = ')';
    static final int TYPE_SHORT_ASCII = 'z';
    static final int TYPE_SHORT_ASCII_INTERNED = 'Z';
    static final int FLAG_REF = 0x80;

    /** Nesting limit, CPython's MAX_MARSHAL_STACK_DEPTH. */
    static final int MAX_DEPTH = 2000;

    // ------------------------------------------------------------------ dumps

    /** {@code marshal.dumps(value, version)}. */
    public static byte[] dumps(PyObject value, int version) {
        Writer w = new Writer(version);
        w.object(value);
        return w.out.toByteArray();
    }

    private static final class Writer {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final int version;
        final Map<PyObject, Integer> refs = new IdentityHashMap<>();
        int depth;

        Writer(int version) {
            this.version = version;
        }

        void b(int v) {
            out.write(v);
        }

        void i32(int v) {
            out.write(v);
            out.write(v >>> 8);
            out.write(v >>> 16);
            out.write(v >>> 24);
        }

        void i64(long v) {
            i32((int) v);
            i32((int) (v >>> 32));
        }

        void bytes(byte[] data) {
            i32(data.length);
            out.write(data, 0, data.length);
        }

        /** Write the reference flag or a back reference; true if the object was written. */
        boolean ref(PyObject v, int type) {
            if (version < 3) {
                b(type);
                return false;
            }
            Integer idx = refs.get(v);
            if (idx != null) {
                b(TYPE_REF);
                i32(idx);
                return true;
            }
            refs.put(v, refs.size());
            b(type | FLAG_REF);
            return false;
        }

        void object(PyObject v) {
            if (++depth > MAX_DEPTH) {
                depth--;
                throw Py.valueError("object too deeply nested to marshal");
            }
            try {
                write(v);
            } finally {
                depth--;
            }
        }

        private void write(PyObject v) {
            if (v == null) {
                b(TYPE_NULL);
            } else if (v == Py.None) {
                b(TYPE_NONE);
            } else if (v == Py.False) {
                b(TYPE_FALSE);
            } else if (v == Py.True) {
                b(TYPE_TRUE);
            } else if (v == Py.Ellipsis) {
                b(TYPE_ELLIPSIS);
            } else if (v == PyExc.StopIteration) {
                b(TYPE_STOPITER);
            } else if (v.getClass() == PyInt.class) {
                long x = ((PyInt) v).value;
                if (x == (int) x) {
                    if (!ref(v, TYPE_INT)) {
                        i32((int) x);
                    }
                } else if (!ref(v, TYPE_LONG)) {
                    longDigits(BigInteger.valueOf(x));
                }
            } else if (v.getClass() == PyBigInt.class) {
                if (!ref(v, TYPE_LONG)) {
                    longDigits(((PyBigInt) v).value);
                }
            } else if (v.getClass() == PyFloat.class) {
                if (!ref(v, TYPE_BINARY_FLOAT)) {
                    i64(Double.doubleToRawLongBits(((PyFloat) v).value));
                }
            } else if (v.getClass() == PyStr.class) {
                str((PyStr) v);
            } else if (v.getClass() == PyBytes.class) {
                if (!ref(v, TYPE_STRING)) {
                    bytes(((PyBytes) v).value);
                }
            } else if (v.getClass() == PyTuple.class) {
                PyObject[] items = ((PyTuple) v).items;
                if (version >= 4 && items.length < 256) {
                    if (ref(v, TYPE_SMALL_TUPLE)) {
                        return;
                    }
                    b(items.length);
                } else {
                    if (ref(v, TYPE_TUPLE)) {
                        return;
                    }
                    i32(items.length);
                }
                for (PyObject item : items) {
                    object(item);
                }
            } else if (v.getClass() == PyList.class) {
                if (ref(v, TYPE_LIST)) {
                    return;
                }
                PyList l = (PyList) v;
                i32(l.size);
                for (int i = 0; i < l.size; i++) {
                    object(l.items[i]);
                }
            } else if (v.getClass() == PyDict.class) {
                if (ref(v, TYPE_DICT)) {
                    return;
                }
                PyDict d = (PyDict) v;
                for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                    object(d.keyAt(i));
                    object(d.valueAt(i));
                }
                b(TYPE_NULL);
            } else if (v.getClass() == PySet.class || v.getClass() == PyFrozenSet.class) {
                set(v);
            } else if (v.getClass() == PyCode.class) {
                code((PyCode) v);
            } else if (v.getClass() == PyComplex.class) {
                if (!ref(v, TYPE_BINARY_COMPLEX)) {
                    i64(Double.doubleToRawLongBits(((PyComplex) v).real));
                    i64(Double.doubleToRawLongBits(((PyComplex) v).imag));
                }
            } else if (org.specializer.api.Buffers.check(v)) {
                // any other bytes-like object (bytearray, memoryview, array) as bytes
                b(TYPE_STRING);
                bytes(org.specializer.api.Buffers.toBytes(v));
            } else {
                throw Py.valueError("unmarshallable object");
            }
        }

        private void set(PyObject v) {
            boolean frozen = v.getClass() == PyFrozenSet.class;
            PyObject[] items = ((org.specializer.api.PyAnySet) v).toArray();
            if (ref(v, frozen ? TYPE_FROZENSET : TYPE_SET)) {
                return;
            }
            i32(items.length);
            // in the order of sorted(v, key=marshal.dumps), whatever the hash seed made of the
            // set's own order, so that the output is reproducible (CPython's bpo-37596)
            byte[][] dumps = new byte[items.length][];
            Integer[] order = new Integer[items.length];
            for (int k = 0; k < items.length; k++) {
                dumps[k] = Marshal.dumps(items[k], version);
                order[k] = k;
            }
            Arrays.sort(order, (x, y) -> Arrays.compareUnsigned(dumps[x], dumps[y]));
            for (Integer k : order) {
                object(items[k]);
            }
        }

        private void str(PyStr s) {
            String value = s.value;
            boolean interned = version >= 1 && s.isInterned();
            if (version >= 4 && s.isAscii()) {
                if (value.length() < 256) {
                    if (ref(s, interned ? TYPE_SHORT_ASCII_INTERNED : TYPE_SHORT_ASCII)) {
                        return;
                    }
                    b(value.length());
                } else {
                    if (ref(s, interned ? TYPE_ASCII_INTERNED : TYPE_ASCII)) {
                        return;
                    }
                    i32(value.length());
                }
                for (int i = 0; i < value.length(); i++) {
                    b(value.charAt(i));
                }
                return;
            }
            if (ref(s, interned ? TYPE_INTERNED : TYPE_UNICODE)) {
                return;
            }
            bytes(utf8SurrogatePass(value));
        }

        /** A long as CPython's 15-bit digits, least significant first, signed count. */
        private void longDigits(BigInteger x) {
            int sign = x.signum();
            BigInteger mag = x.abs();
            List<Integer> digits = new ArrayList<>();
            while (mag.signum() != 0) {
                digits.add(mag.intValue() & 0x7FFF);
                mag = mag.shiftRight(15);
            }
            i32(sign < 0 ? -digits.size() : digits.size());
            for (int d : digits) {
                b(d & 0xFF);
                b(d >>> 8);
            }
        }

        private void code(PyCode c) {
            if (ref(c, TYPE_CODE)) {
                return;
            }
            i32(CODE_FORMAT);
            i32(c.argcount);
            i32(c.posonlyargcount);
            i32(c.kwonlyargcount);
            i32(c.stacksize);
            i32(c.flags);
            i32(c.refs.length);
            object(new PyBytes(pristineInstructions(c)));
            object(new PyTuple(c.consts.clone()));
            object(new PyTuple((PyObject[]) c.names.clone()));
            object(new PyTuple((PyObject[]) c.localsplusNames.clone()));
            object(new PyBytes(c.localsplusKinds.clone()));
            object(PyStr.of(c.filename));
            object(PyStr.intern(c.name));
            object(PyStr.of(c.qualname));
            i32(c.firstlineno);
            object(new PyBytes(VarInts.deltas(c.lineTable)));
            object(new PyBytes(VarInts.deltas(c.exceptionTable)));
            object(new PyBytes(VarInts.deltas(c.positionTable() == null ? new int[0]
                    : c.positionTable())));
        }
    }

    /**
     * The code units as the compiler produced them: each specialized opcode back to its base
     * instruction, cache units cleared except reference-table slot numbers (which a run never
     * changes), as little-endian bytes.
     */
    static byte[] pristineInstructions(PyCode c) {
        char[] units = c.unitsWithoutMarkers();
        byte[] out = new byte[units.length * 2];
        int i = 0;
        while (i < units.length) {
            int word = units[i];
            Opcode op = Opcode.byNumber(word & 0xFF).deoptParent();
            put(out, i, (word & 0xFF00) | op.number());
            i++;
            int caches = op.cacheUnits();
            if (caches > 0 && op.family() != null) {
                for (CacheField f : op.family().cacheLayout()) {
                    if (f.kind() == CacheField.Kind.REF) {
                        put(out, i + f.offset(), units[i + f.offset()]);
                    }
                }
            }
            i += caches;
        }
        return out;
    }

    private static void put(byte[] out, int unit, int v) {
        out[2 * unit] = (byte) v;
        out[2 * unit + 1] = (byte) (v >>> 8);
    }

    /** UTF-8 with lone surrogates encoded as three bytes (CPython's "surrogatepass"). */
    static byte[] utf8SurrogatePass(String s) {
        ByteArrayOutputStream b = new ByteArrayOutputStream(s.length() + 8);
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (cp < 0x80) {
                b.write(cp);
            } else if (cp < 0x800) {
                b.write(0xC0 | (cp >> 6));
                b.write(0x80 | (cp & 0x3F));
            } else if (cp < 0x10000) {
                b.write(0xE0 | (cp >> 12));
                b.write(0x80 | ((cp >> 6) & 0x3F));
                b.write(0x80 | (cp & 0x3F));
            } else {
                b.write(0xF0 | (cp >> 18));
                b.write(0x80 | ((cp >> 12) & 0x3F));
                b.write(0x80 | ((cp >> 6) & 0x3F));
                b.write(0x80 | (cp & 0x3F));
            }
        }
        return b.toByteArray();
    }

    // ------------------------------------------------------------------ loads

    /** The standard library code object {@link #loadsLibOnceMore} last loaded, and its bytes. */
    private record LibLoad(byte[] data, PyCode code) {}

    private static volatile LibLoad lastLibLoad;

    /**
     * {@code marshal.loads(data)} for bytes that are not going to change, where loading the
     * same standard library module twice in a row gives the first load's code object again.
     * Lib's {@code zipimport} unmarshals every module it imports twice: {@code get_filename}
     * (asked by {@code importlib} for the spec's origin) and then {@code get_code} both call
     * {@code _get_module_code}, and the first code object is dropped; with Lib imported from
     * the archive that was half of all unmarshaling at start-up. A code object is immutable
     * (its specialization state is the interpreter's own), so handing the same one out again
     * is invisible but for identity; this is done only for code the build compiled for the
     * archive (its filename under {@link #LIB_PREFIX}, which nothing renames as
     * {@code _imp._fix_co_filename} renames a source file's code), and only once per load,
     * so that a third load, as {@code importlib.reload} does, builds a new object.
     */
    public static PyObject loadsLibOnceMore(byte[] data) {
        LibLoad last = lastLibLoad;
        if (last != null && Arrays.equals(last.data, data)) {
            lastLibLoad = null;
            return last.code;
        }
        Reader r = new Reader(data, 0, data.length);
        PyObject v = first(r);
        lastLibLoad = r.libCode && v instanceof PyCode c ? new LibLoad(data, c) : null;
        return v;
    }

    /** {@code marshal.loads(data)}: the object and how many bytes it took. */
    public static PyObject loads(byte[] data, int offset, int length, int[] consumed) {
        Reader r = new Reader(data, offset, offset + length);
        PyObject v = first(r);
        if (consumed != null) {
            consumed[0] = r.pos - offset;
        }
        return v;
    }

    /** The object the data starts with; a NULL there is a TypeError, as in CPython. */
    private static PyObject first(Reader r) {
        PyObject v = r.object();
        if (v == null) {
            throw Py.typeError("NULL object in marshal data for object");
        }
        return v;
    }

    static PyObject badData(String why) {
        throw Py.valueError("bad marshal data (" + why + ")");
    }

    private static final class Reader {
        final byte[] d;
        int pos;
        final int end;
        final List<PyObject> refs = new ArrayList<>();
        int depth;
        /** Whether a code object compiled ahead of time for the archive was read. */
        boolean libCode;

        Reader(byte[] d, int pos, int end) {
            this.d = d;
            this.pos = pos;
            this.end = end;
        }

        int b() {
            if (pos >= end) {
                throw Py.error(PyExc.EOFError, "EOF read where object expected");
            }
            return d[pos++] & 0xFF;
        }

        int i32() {
            if (end - pos < 4) {
                throw Py.error(PyExc.EOFError, "marshal data too short");
            }
            int v = (d[pos] & 0xFF) | (d[pos + 1] & 0xFF) << 8 | (d[pos + 2] & 0xFF) << 16
                    | (d[pos + 3] & 0xFF) << 24;
            pos += 4;
            return v;
        }

        long i64() {
            long lo = i32() & 0xFFFFFFFFL;
            long hi = i32();
            return lo | hi << 32;
        }

        byte[] raw(int n) {
            if (n < 0) {
                badData("bytes object size out of range");
            }
            need(n);
            byte[] r = new byte[n];
            System.arraycopy(d, pos, r, 0, n);
            pos += n;
            return r;
        }

        /** Reserve a reference slot if the flag is set; fill it with {@link #set}. */
        int reserve(boolean flag) {
            if (!flag) {
                return -1;
            }
            refs.add(null);
            return refs.size() - 1;
        }

        PyObject set(int idx, PyObject v) {
            if (idx >= 0) {
                refs.set(idx, v);
            }
            return v;
        }

        PyObject object() {
            if (++depth > MAX_DEPTH) {
                depth--;
                badData("recursion limit exceeded");
            }
            try {
                return read();
            } finally {
                depth--;
            }
        }

        PyObject nonNull() {
            PyObject v = object();
            if (v == null) {
                throw Py.typeError("NULL object in marshal data for object");
            }
            return v;
        }

        private PyObject read() {
            int code = b();
            boolean flag = (code & FLAG_REF) != 0;
            int type = code & ~FLAG_REF;
            switch (type) {
                case TYPE_NULL:
                    return null;
                case TYPE_NONE:
                    return Py.None;
                case TYPE_STOPITER:
                    return PyExc.StopIteration;
                case TYPE_ELLIPSIS:
                    return Py.Ellipsis;
                case TYPE_FALSE:
                    return Py.False;
                case TYPE_TRUE:
                    return Py.True;
                case TYPE_INT:
                    return set(reserve(flag), PyInt.of(i32()));
                case TYPE_INT64:
                    return set(reserve(flag), PyInt.of(i64()));
                case TYPE_LONG:
                    return set(reserve(flag), readLong());
                case TYPE_FLOAT: {
                    int n = b();
                    String s = new String(raw(n), java.nio.charset.StandardCharsets.US_ASCII);
                    return set(reserve(flag), new PyFloat(parseFloat(s)));
                }
                case TYPE_BINARY_FLOAT:
                    return set(reserve(flag), new PyFloat(Double.longBitsToDouble(i64())));
                case TYPE_COMPLEX: {
                    int idx = reserve(flag);
                    double re = parseFloat(new String(raw(b()),
                            java.nio.charset.StandardCharsets.US_ASCII));
                    double im = parseFloat(new String(raw(b()),
                            java.nio.charset.StandardCharsets.US_ASCII));
                    return set(idx, new PyComplex(re, im));
                }
                case TYPE_BINARY_COMPLEX: {
                    int idx = reserve(flag);
                    double re = Double.longBitsToDouble(i64());
                    double im = Double.longBitsToDouble(i64());
                    return set(idx, new PyComplex(re, im));
                }
                case TYPE_STRING:
                    return set(reserve(flag), PyBytes.of(raw(i32())));
                case TYPE_ASCII_INTERNED:
                case TYPE_ASCII:
                    return set(reserve(flag), ascii(i32(), type == TYPE_ASCII_INTERNED));
                case TYPE_SHORT_ASCII_INTERNED:
                case TYPE_SHORT_ASCII:
                    return set(reserve(flag), ascii(b(), type == TYPE_SHORT_ASCII_INTERNED));
                case TYPE_INTERNED:
                case TYPE_UNICODE: {
                    String s = Utf8.decodeSurrogatePass(raw(i32()));
                    return set(reserve(flag), type == TYPE_INTERNED ? PyStr.intern(s)
                            : PyStr.of(s));
                }
                case TYPE_SMALL_TUPLE:
                    return tuple(b(), flag);
                case TYPE_TUPLE: {
                    int n = i32();
                    if (n < 0) {
                        badData("tuple size out of range");
                    }
                    return tuple(n, flag);
                }
                case TYPE_LIST: {
                    int n = i32();
                    if (n < 0) {
                        badData("list size out of range");
                    }
                    PyList l = new PyList();
                    int idx = reserve(flag);
                    set(idx, l);
                    for (int i = 0; i < n; i++) {
                        l.append(nonNull());
                    }
                    return l;
                }
                case TYPE_DICT: {
                    PyDict dict = new PyDict();
                    int idx = reserve(flag);
                    set(idx, dict);
                    for (;;) {
                        PyObject k = object();
                        if (k == null) {
                            break;
                        }
                        PyObject v = object();
                        if (v == null) {
                            break;
                        }
                        dict.setItem(k, v);
                    }
                    return dict;
                }
                case TYPE_SET:
                case TYPE_FROZENSET: {
                    int n = i32();
                    if (n < 0) {
                        badData("set size out of range");
                    }
                    if (type == TYPE_SET) {
                        PySet s = new PySet();
                        int idx = reserve(flag);
                        set(idx, s);
                        for (int i = 0; i < n; i++) {
                            s.add(nonNull());
                        }
                        return s;
                    }
                    int idx = reserve(flag);
                    PyObject[] items = new PyObject[n];
                    for (int i = 0; i < n; i++) {
                        items[i] = nonNull();
                    }
                    return set(idx, PyFrozenSet.of(new PyTuple(items)));
                }
                case TYPE_CODE:
                    return code(flag);
                case TYPE_REF: {
                    int n = i32();
                    if (n < 0 || n >= refs.size()) {
                        badData("invalid reference");
                    }
                    PyObject v = refs.get(n);
                    if (v == null) {
                        badData("invalid reference");
                    }
                    return v;
                }
                default:
                    return badData("unknown type code");
            }
        }

        private PyObject tuple(int n, boolean flag) {
            int idx = reserve(flag);
            PyObject[] items = new PyObject[n];
            for (int i = 0; i < n; i++) {
                items[i] = nonNull();
            }
            return set(idx, n == 0 ? PyTuple.EMPTY : new PyTuple(items));
        }

        /** EOFError unless {@code n} more bytes remain. */
        private void need(int n) {
            if (end - pos < n) {
                throw Py.error(PyExc.EOFError, "marshal data too short");
            }
        }

        private PyObject ascii(int n, boolean interned) {
            need(n);
            String s = new String(d, pos, n, java.nio.charset.StandardCharsets.ISO_8859_1);
            pos += n;
            return interned ? PyStr.intern(s) : PyStr.of(s);
        }

        private PyObject readLong() {
            int n = i32();
            if (n < -(1 << 24) || n > (1 << 24)) {
                badData("long size out of range");
            }
            int size = Math.abs(n);
            BigInteger v = BigInteger.ZERO;
            int[] digits = new int[size];
            for (int i = 0; i < size; i++) {
                int dgt = b() | b() << 8;
                if (dgt > 0x7FFF) {
                    badData("digit out of range in long");
                }
                digits[i] = dgt;
            }
            if (size > 0 && digits[size - 1] == 0) {
                badData("unnormalized long data");
            }
            for (int i = size - 1; i >= 0; i--) {
                v = v.shiftLeft(15).or(BigInteger.valueOf(digits[i]));
            }
            return PyBigInt.normalize(n < 0 ? v.negate() : v);
        }

        private PyObject code(boolean flag) {
            int idx = reserve(flag);
            if (i32() != CODE_FORMAT) {
                badData("code object of another implementation or version");
            }
            int argcount = i32();
            int posonly = i32();
            int kwonly = i32();
            int stacksize = i32();
            int flags = i32();
            int refSlots = i32();
            byte[] code = bytesField();
            PyObject[] consts = tupleField();
            PyObject[] names = tupleField();
            PyObject[] lpNames = tupleField();
            byte[] kinds = bytesField();
            String filename = strField();
            String name = strField();
            String qualname = strField();
            int firstlineno = i32();
            int[] lineTable = VarInts.undeltas(bytesField());
            int[] excTable = VarInts.undeltas(bytesField());
            byte[] positionBytes = bytesField();
            int npositions = VarInts.count(positionBytes);
            if (npositions != 0 && npositions != code.length) {
                badData("inconsistent code object");
            }
            if (code.length % 2 != 0 || lineTable.length != code.length / 2
                    || excTable.length % PyCode.EXC_ENTRY != 0 || kinds.length != lpNames.length) {
                badData("inconsistent code object");
            }
            char[] units = new char[code.length / 2];
            for (int i = 0; i < units.length; i++) {
                units[i] = (char) ((code[2 * i] & 0xFF) | (code[2 * i + 1] & 0xFF) << 8);
            }
            if (filename.startsWith(LIB_PREFIX) && libPath != null) {
                String file = filename.substring(LIB_PREFIX.length());
                String frozen = CPYTHON_FROZEN.get(file);
                filename = frozen != null ? "<frozen " + frozen + ">" : libPath + "/" + file;
                libCode = true;
            }
            PyStr[] nameArr = strs(names);
            PyStr[] lpArr = strs(lpNames);
            PyCode c = new PyCode(units, consts, nameArr, lpArr, kinds, argcount, posonly, kwonly,
                    flags, stacksize, filename, name, qualname, firstlineno, lineTable, excTable,
                    refSlots);
            if (npositions != 0) {
                // decoded when a traceback or co_positions() first needs it
                c.setPositionTable(() -> VarInts.undeltasOrNull(positionBytes));
            }
            return set(idx, c);
        }

        private byte[] bytesField() {
            PyObject v = nonNull();
            if (!(v instanceof PyBytes b)) {
                return (byte[]) (Object) badData("code field is not bytes");
            }
            return b.value;
        }

        private PyObject[] tupleField() {
            PyObject v = nonNull();
            if (!(v instanceof PyTuple t)) {
                return (PyObject[]) (Object) badData("code field is not a tuple");
            }
            return t.items;
        }

        private String strField() {
            PyObject v = nonNull();
            if (!(v instanceof PyStr s)) {
                return (String) (Object) badData("code field is not a str");
            }
            return s.value;
        }

        private PyStr[] strs(PyObject[] items) {
            PyStr[] r = new PyStr[items.length];
            for (int i = 0; i < items.length; i++) {
                if (!(items[i] instanceof PyStr s)) {
                    badData("code name is not a str");
                    return null;
                }
                r[i] = s.intern();
            }
            return r;
        }
    }

    static double parseFloat(String s) {
        try {
            return org.specializer.api.NumberParser.parseFloat(s, null);
        } catch (RuntimeException e) {
            return (double) (Object) badData("bad float");
        }
    }
}
