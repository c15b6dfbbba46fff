package org.specializer.natives.array;

import java.math.BigInteger;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.natives.CInts;

/**
 * The {@code array} module (CPython Modules/arraymodule.c): the {@code array} type
 * ({@link PyArray}), {@code typecodes}, and {@code _array_reconstructor}, which unpickles
 * arrays pickled with protocol 3 or later (their items as bytes in a machine format that names
 * size, signedness and byte order).
 */
public final class ArrayModule {
    private ArrayModule() {}

    private static volatile PyObject reconstructor;

    /** The module's {@code _array_reconstructor}, which pickles refer to. */
    static PyObject reconstructor() {
        if (reconstructor == null) {
            create();
        }
        return reconstructor;
    }

    public static PyModule create() {
        PyModule m = new PyModule("array");
        m.put("__doc__", PyStr.of(DOC));
        m.put("array", PyArray.TYPE);
        m.put("ArrayType", PyArray.TYPE);
        m.put("typecodes", PyStr.of("bBuwhHiIlLqQfd"));
        m.defN("_array_reconstructor", 4, 4, (self, a) -> reconstruct(a[0], a[1], a[2], a[3]));
        reconstructor = m.dict.getItem(PyStr.intern("_array_reconstructor"));
        registerMutableSequence();
        return m;
    }

    /** As CPython's {@code array_modexec}: {@code collections.abc.MutableSequence.register(
     *  array)}, so that arrays are instances of it (not without Lib, which has no such class). */
    private static void registerMutableSequence() {
        PyObject abc;
        try {
            abc = Py.importModule("collections.abc");
        } catch (PyException e) {
            if (e.matches(PyExc.ModuleNotFoundError)) {
                return;
            }
            throw e;
        }
        Abstract.callMethod(abc.getAttr(PyStr.intern("MutableSequence")), PyStr.intern("register"),
                PyArray.TYPE);
    }

    /** {size, signed, big-endian} of each machine format code. */
    private static final int[][] MFORMAT = {{1, 0, 0}, {1, 1, 0}, {2, 0, 0}, {2, 0, 1},
        {2, 1, 0}, {2, 1, 1}, {4, 0, 0}, {4, 0, 1}, {4, 1, 0}, {4, 1, 1}, {8, 0, 0}, {8, 0, 1},
        {8, 1, 0}, {8, 1, 1}, {4, 0, 0}, {4, 0, 1}, {8, 0, 0}, {8, 0, 1}, {2, 0, 0}, {2, 0, 1},
        {4, 0, 0}, {4, 0, 1}};

    /** Compare CPython arraymodule.c: {@code array__array_reconstructor_impl}. */
    private static PyObject reconstruct(PyObject arraytype, PyObject tc, PyObject mf,
            PyObject items) {
        if (!(arraytype instanceof PyType type)) {
            throw Py.typeError("first argument must be a type object, not "
                    + arraytype.type.getTpName());
        }
        if (!type.isSubtype(PyArray.TYPE)) {
            throw Py.typeError(type.getTpName() + " is not a subtype of array.array");
        }
        if (!(tc instanceof PyStr ts) || ts.length() != 1) {
            throw Py.typeError("_array_reconstructor() argument 2 must be a unicode character, "
                    + "not " + tc.type.getTpName());
        }
        int typecode = ts.codePointAt(0);
        Descr descr = Descr.of(typecode);
        if (descr == null) {
            throw Py.valueError("second argument must be a valid type code");
        }
        int code = CInts.cint(mf);
        if (code < 0 || code > 21) {
            throw Py.valueError("third argument must be a valid machine format code.");
        }
        if (!(items instanceof PyBytes b)) {
            throw Py.typeError("fourth argument should be bytes, not " + items.type.getTpName());
        }
        if (code == descr.mformat) {
            return makeArray(type, typecode, b);
        }
        int[] f = MFORMAT[code];
        int size = f[0];
        boolean signed = f[1] == 1;
        boolean big = f[2] == 1;
        byte[] v = b.value;
        if (v.length % size != 0) {
            throw Py.valueError("string length not a multiple of item size");
        }
        int n = v.length / size;
        PyObject converted;
        if (code >= 14 && code <= 17) {
            PyObject[] out = new PyObject[n];
            for (int i = 0; i < n; i++) {
                long bits = readInt(v, i * size, size, big);
                out[i] = new PyFloat(size == 4 ? Float.intBitsToFloat((int) bits)
                        : Double.longBitsToDouble(bits));
            }
            converted = new PyList(out);
        } else if (code >= 18) {
            Charset cs = code == 18 ? StandardCharsets.UTF_16LE : code == 19
                    ? StandardCharsets.UTF_16BE : Charset.forName(code == 20 ? "UTF-32LE"
                    : "UTF-32BE");
            converted = PyStr.of(new String(v, cs));
        } else {
            // the widest integer type code of that size and signedness, as CPython
            for (Descr d : Descr.ALL) {
                if (d.kind == Descr.INT && d.itemsize == size && d.signed == signed) {
                    typecode = d.code;
                }
            }
            PyObject[] out = new PyObject[n];
            for (int i = 0; i < n; i++) {
                long bits = readInt(v, i * size, size, big);
                if (signed) {
                    bits = (bits << (64 - 8 * size)) >> (64 - 8 * size);
                    out[i] = PyInt.of(bits);
                } else if (size == 8 && bits < 0) {
                    out[i] = org.specializer.api.PyBigInt.normalize(BigInteger.valueOf(bits)
                            .add(BigInteger.ONE.shiftLeft(64)));
                } else {
                    out[i] = PyInt.of(bits);
                }
            }
            converted = new PyList(out);
        }
        return makeArray(type, typecode, converted);
    }

    private static long readInt(byte[] v, int at, int size, boolean big) {
        long r = 0;
        for (int k = 0; k < size; k++) {
            int b = v[at + (big ? k : size - 1 - k)] & 0xff;
            r = (r << 8) | b;
        }
        return r;
    }

    private static PyObject makeArray(PyType type, int typecode, PyObject items) {
        return type.call(new PyObject[] {PyStr.ofCodePoint(typecode), items}, Py.NO_KWNAMES);
    }

    private static final String DOC = """
            This module defines an object type which can efficiently represent
            an array of basic values: characters, integers, floating-point
            numbers.  Arrays are sequence types and behave very much like lists,
            except that the type of objects stored in them is constrained.
            """;
}
