package org.specializer.natives.array;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.util.Arrays;

import org.specializer.api.Abstract;
import org.specializer.api.BufferExports;
import org.specializer.api.BufferProtocol;
import org.specializer.api.Finalization;
import org.specializer.api.HasSlots;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBuffer;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * {@code array.array}: items of one C type in a byte array, little-endian as on the machines
 * CPython is measured on, so that the memory is what the buffer protocol exports and what
 * {@code tobytes} returns. {@link #size} items are in use of the {@code data.length / itemsize}
 * allocated, which grow as CPython's {@code array_resize} grows them. While a view of the
 * memory is exported the array may not change size. The Python-visible methods are in
 * {@link ArrayMethods}.
 */
final class PyArray extends PyObject implements BufferProtocol, HasSlots {
    static final PyType TYPE = PyType.builtin("array", PyArray.class, PyType.OBJECT,
            PyType.BASETYPE | PyType.SEQUENCE, ArrayMethods::define).withModule("array")
            .withDottedTpName().withWeakrefs().withSubclassSlots();

    private static final VarHandle I16 = MethodHandles.byteArrayViewVarHandle(short[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle I32 = MethodHandles.byteArrayViewVarHandle(int[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle I64 = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);
    private static final byte[] EMPTY = new byte[0];

    final Descr descr;
    final int itemsize;
    byte[] data = EMPTY;
    int size;
    private BufferExports exports;
    private PyDict dict;
    /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
    private final Object finalizer = Finalization.triggerIfDel(this);
    /** The values of a subclass's {@code __slots__}, or null. */
    private final PyObject[] slots = HasSlots.allocate(type);

    PyArray(PyType type, Descr descr) {
        super(type);
        this.descr = descr;
        this.itemsize = descr.itemsize;
    }

    /** Items allocated. */
    int allocated() {
        return data.length / itemsize;
    }

    // ------------------------------------------------------------------ size

    /**
     * Make the array {@code n} items long, over-allocating as CPython does. Compare CPython
     * arraymodule.c: {@code array_resize}.
     */
    void resize(int n) {
        checkResizable(n);
        if (allocated() >= n && size < n + 16 && data.length > 0) {
            size = n;
            return;
        }
        if (n == 0) {
            data = EMPTY;
            size = 0;
            return;
        }
        // over-allocate (about 1/16 extra) so that appends are amortized O(1)
        long want = ((long) n >> 4) + (size < 8 ? 3 : 7) + n;
        if (want * itemsize > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError);
        }
        data = Arrays.copyOf(data, (int) want * itemsize);
        size = n;
    }

    /** BufferError when the array would change size while a view of it is exported. */
    void checkResizable(int n) {
        if (n != size && exports != null && exports.inUse()) {
            throw Py.error(PyExc.BufferError, "cannot resize an array that is exporting buffers");
        }
    }

    /** A new array of {@code n} items exactly (zeros), as {@code newarrayobject}. */
    static PyArray create(PyType type, Descr d, long n) {
        PyArray a = type == TYPE ? new PyArray(TYPE, d) : new PyArray(type, d);
        if (n * d.itemsize > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError);
        }
        a.data = n == 0 ? EMPTY : new byte[(int) n * d.itemsize];
        a.size = (int) n;
        return a;
    }

    // ------------------------------------------------------------------ items

    /** Item {@code i} as a Python object. Compare CPython arraymodule.c: the {@code *_getitem}. */
    PyObject get(int i) {
        int at = i * itemsize;
        switch (descr.code) {
            case 'b':
                return PyInt.of(data[at]);
            case 'B':
                return PyInt.of(data[at] & 0xff);
            case 'h':
                return PyInt.of((short) I16.get(data, at));
            case 'H':
                return PyInt.of((short) I16.get(data, at) & 0xffff);
            case 'i':
                return PyInt.of((int) I32.get(data, at));
            case 'I':
                return PyInt.of((int) I32.get(data, at) & 0xffffffffL);
            case 'l': case 'q':
                return PyInt.of((long) I64.get(data, at));
            case 'L': case 'Q': {
                long v = (long) I64.get(data, at);
                return v >= 0 ? PyInt.of(v) : PyBigInt.normalize(BigInteger.valueOf(v).add(TWO_64));
            }
            case 'f':
                return new PyFloat(Float.intBitsToFloat((int) I32.get(data, at)));
            case 'd':
                return new PyFloat(Double.longBitsToDouble((long) I64.get(data, at)));
            default: // u, w
                return PyStr.ofCodePoint((int) I32.get(data, at));
        }
    }

    /** The raw bits of item {@code i} (code point, float bits, or integer). */
    long bits(int i) {
        int at = i * itemsize;
        switch (itemsize) {
            case 1:
                return data[at];
            case 2:
                return (short) I16.get(data, at);
            case 4:
                return (int) I32.get(data, at);
            default:
                return (long) I64.get(data, at);
        }
    }

    void setBits(int i, long v) {
        int at = i * itemsize;
        switch (itemsize) {
            case 1:
                data[at] = (byte) v;
                break;
            case 2:
                I16.set(data, at, (short) v);
                break;
            case 4:
                I32.set(data, at, (int) v);
                break;
            default:
                I64.set(data, at, v);
        }
    }

    /** Store {@code v} at {@code i}, converted and checked. Compare: the {@code *_setitem}. */
    void set(int i, PyObject v) {
        setBits(i, convert(descr, v));
    }

    /** The bits {@code v} stores as in an array of type {@code d}; raises as CPython's. */
    static long convert(Descr d, PyObject v) {
        switch (d.code) {
            case 'b': {
                long x = cShort(v);
                if (x < -128) {
                    throw Py.overflowError("signed char is less than minimum");
                } else if (x > 127) {
                    throw Py.overflowError("signed char is greater than maximum");
                }
                return x;
            }
            case 'B': {
                long x = cLong(v);
                if (x < 0) {
                    throw Py.overflowError("unsigned byte integer is less than minimum");
                } else if (x > 255) {
                    throw Py.overflowError("unsigned byte integer is greater than maximum");
                }
                return x;
            }
            case 'h':
                return cShort(v);
            case 'H': {
                long x = cInt(v);
                if (x < 0) {
                    throw Py.overflowError("unsigned short is less than minimum");
                } else if (x > 0xffff) {
                    throw Py.overflowError("unsigned short is greater than maximum");
                }
                return x;
            }
            case 'i':
                return cInt(v);
            case 'I': {
                long x = cUnsignedLong(v);
                if (Long.compareUnsigned(x, 0xffffffffL) > 0) {
                    throw Py.overflowError("unsigned int is greater than maximum");
                }
                return x;
            }
            case 'l':
                return cLong(v);
            case 'L':
                return cUnsignedLong(v);
            case 'q': {
                PyObject i = Abstract.index(v);
                if (!(i instanceof PyInt pi)) {
                    throw Py.overflowError("int too big to convert");
                }
                return pi.value;
            }
            case 'Q': {
                PyObject i = Abstract.index(v);
                BigInteger b = i instanceof PyInt pi ? BigInteger.valueOf(pi.value)
                        : ((PyBigInt) i).value;
                if (b.signum() < 0) {
                    throw Py.overflowError("can't convert negative int to unsigned");
                }
                if (b.bitLength() > 64) {
                    throw Py.overflowError("int too big to convert");
                }
                return b.longValue();
            }
            case 'f':
                return Float.floatToRawIntBits((float) Abstract.asDouble(v));
            case 'd':
                return Double.doubleToRawLongBits(Abstract.asDouble(v));
            default: {
                if (!(v instanceof PyStr s) || s.length() != 1) {
                    throw Py.typeError("array item must be unicode character");
                }
                return s.codePointAt(0);
            }
        }
    }

    /** {@code PyArg_Parse(v, "l")}: a C long, through {@code __index__}. */
    private static long cLong(PyObject v) {
        PyObject i = Abstract.index(v);
        if (!(i instanceof PyInt pi)) {
            throw Py.overflowError("Python int too large to convert to C long");
        }
        return pi.value;
    }

    /** {@code PyArg_Parse(v, "h")}. */
    private static long cShort(PyObject v) {
        long x = cLong(v);
        if (x < Short.MIN_VALUE) {
            throw Py.overflowError("signed short integer is less than minimum");
        } else if (x > Short.MAX_VALUE) {
            throw Py.overflowError("signed short integer is greater than maximum");
        }
        return x;
    }

    /** {@code PyArg_Parse(v, "i")}. */
    private static long cInt(PyObject v) {
        long x = cLong(v);
        if (x < Integer.MIN_VALUE) {
            throw Py.overflowError("signed integer is less than minimum");
        } else if (x > Integer.MAX_VALUE) {
            throw Py.overflowError("signed integer is greater than maximum");
        }
        return x;
    }

    /** {@code PyLong_AsUnsignedLong} of the index of {@code v}. */
    private static long cUnsignedLong(PyObject v) {
        PyObject i = Abstract.index(v);
        BigInteger b = i instanceof PyInt pi ? BigInteger.valueOf(pi.value) : ((PyBigInt) i).value;
        if (b.signum() < 0) {
            throw Py.overflowError("can't convert negative value to unsigned int");
        }
        if (b.bitLength() > 64) {
            throw Py.overflowError("Python int too large to convert to C unsigned long");
        }
        return b.longValue();
    }

    // ------------------------------------------------------------------ buffer protocol

    /** Compare CPython arraymodule.c: {@code array_buffer_getbuf}. */
    @Override
    public PyBuffer getBuffer(int flags) {
        PyBuffer view = new PyBuffer(this, this, data, 0, false, itemsize, descr.format(),
                new int[] {size}, new int[] {itemsize});
        if (exports == null) {
            exports = new BufferExports();
        }
        exports.add(view);
        return view;
    }

    @Override
    public void releaseBuffer(PyBuffer view) {
        exports.remove(view);
    }

    // ------------------------------------------------------------------ instance dict

    @Override
    public PyObject[] slotValues() {
        return slots;
    }

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
