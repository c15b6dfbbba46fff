package org.specializer.natives.pickle;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.IdentityHashMap;

import org.specializer.api.Abstract;
import org.specializer.api.Codecs;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBool;
import org.specializer.api.PyBuffer;
import org.specializer.api.PyByteArray;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyList;
import org.specializer.api.PyNone;
import org.specializer.api.PyObject;
import org.specializer.api.PySet;
import org.specializer.api.PySingleton;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.NativeObject;

/**
 * {@code _pickle.Pickler(file, protocol=None, fix_imports=True, buffer_callback=None)}. The
 * opcodes are written into a growable buffer, framed for protocol 4 and up (a frame is
 * committed and, with a file, written out once it reaches 64 KiB; a payload of 64 KiB or more
 * goes to the file directly, outside any frame). Exact builtin types are saved without a
 * Python-level call; everything else goes through {@code reducer_override}, the dispatch
 * tables, {@code __reduce_ex__} and {@code __reduce__}, as pickle.py's {@code save}.
 * Compare CPython _pickle.c: {@code save} and the functions it calls.
 */
final class PyPickler extends NativeObject {
    static final PyType TYPE = PyType.builtin("Pickler", PyPickler.class, PyType.OBJECT,
            PyType.BASETYPE, PyPickler::define).withModule("_pickle").withDottedTpName();

    // opcodes (pickle.py's names)
    static final int MARK = '(';
    static final int STOP = '.';
    static final int POP = '0';
    static final int POP_MARK = '1';
    static final int FLOAT = 'F';
    static final int INT = 'I';
    static final int BININT = 'J';
    static final int BININT1 = 'K';
    static final int LONG = 'L';
    static final int BININT2 = 'M';
    static final int NONE = 'N';
    static final int PERSID = 'P';
    static final int BINPERSID = 'Q';
    static final int REDUCE = 'R';
    static final int UNICODE = 'V';
    static final int BINUNICODE = 'X';
    static final int APPEND = 'a';
    static final int BUILD = 'b';
    static final int GLOBAL = 'c';
    static final int DICT = 'd';
    static final int EMPTY_DICT = '}';
    static final int APPENDS = 'e';
    static final int GET = 'g';
    static final int BINGET = 'h';
    static final int LONG_BINGET = 'j';
    static final int LIST = 'l';
    static final int EMPTY_LIST = ']';
    static final int PUT = 'p';
    static final int BINPUT = 'q';
    static final int LONG_BINPUT = 'r';
    static final int SETITEM = 's';
    static final int TUPLE = 't';
    static final int EMPTY_TUPLE = ')';
    static final int SETITEMS = 'u';
    static final int BINFLOAT = 'G';
    static final int PROTO = 0x80;
    static final int NEWOBJ = 0x81;
    static final int EXT1 = 0x82;
    static final int EXT2 = 0x83;
    static final int EXT4 = 0x84;
    static final int TUPLE1 = 0x85;
    static final int TUPLE2 = 0x86;
    static final int TUPLE3 = 0x87;
    static final int NEWTRUE = 0x88;
    static final int NEWFALSE = 0x89;
    static final int LONG1 = 0x8a;
    static final int LONG4 = 0x8b;
    static final int BINBYTES = 'B';
    static final int SHORT_BINBYTES = 'C';
    static final int SHORT_BINUNICODE = 0x8c;
    static final int BINUNICODE8 = 0x8d;
    static final int BINBYTES8 = 0x8e;
    static final int EMPTY_SET = 0x8f;
    static final int ADDITEMS = 0x90;
    static final int FROZENSET = 0x91;
    static final int NEWOBJ_EX = 0x92;
    static final int STACK_GLOBAL = 0x93;
    static final int MEMOIZE = 0x94;
    static final int FRAME = 0x95;
    static final int BYTEARRAY8 = 0x96;
    static final int NEXT_BUFFER = 0x97;
    static final int READONLY_BUFFER = 0x98;

    private static final int BATCHSIZE = 1000;
    private static final int FAST_NESTING_LIMIT = 50;
    private static final int FRAME_SIZE_MIN = 4;
    private static final int FRAME_SIZE_TARGET = 64 * 1024;
    private static final int FRAME_HEADER_SIZE = 9;
    /** CPython's C recursion limit, which bounds the nesting the C pickler allows. */
    static final int MAX_DEPTH = 9998;

    private static final PyStr PERSISTENT_ID = PyStr.intern("persistent_id");
    private static final PyStr DISPATCH_TABLE = PyStr.intern("dispatch_table");
    private static final PyStr REDUCER_OVERRIDE = PyStr.intern("reducer_override");
    private static final PyStr REDUCE_EX = PyStr.intern("__reduce_ex__");
    private static final PyStr REDUCE_NAME = PyStr.intern("__reduce__");
    private static final PyStr QUALNAME = PyStr.intern("__qualname__");
    private static final PyStr MODULE = PyStr.intern("__module__");
    private static final PyStr CLASS = PyStr.intern("__class__");
    private static final PyStr ITEMS = PyStr.intern("items");
    private static final PyStr NEWOBJ_NAME = PyStr.intern("__newobj__");
    private static final PyStr NEWOBJ_EX_NAME = PyStr.intern("__newobj_ex__");
    private static final PyStr MAIN = PyStr.intern("__main__");
    private static final PyStr LATIN1 = PyStr.intern("latin1");
    private static final Params INIT = new Params("Pickler", new String[] {"file", "protocol",
        "fix_imports", "buffer_callback"}, 0, 4, 1);

    /** The base type's {@code persistent_id}, which means "no persistent ids". */
    private static PyObject basePersistentId;

    // the output
    private byte[] buf = new byte[4096];
    private int len;
    private int frameStart = -1;
    private boolean framing;

    PickleState st;
    PyObject write;
    int proto;
    int bin;
    int fast;
    private int fastNesting;
    private IdentityHashMap<PyObject, Boolean> fastMemo;
    boolean fixImports;
    PyObject bufferCallback;
    MemoTable memo = new MemoTable();
    PyObject dispatchTable;
    private PyObject persFunc;
    private PyObject reducerOverride;
    private int depth;

    PyPickler(PyType type) {
        super(type);
    }

    private static PyPickler p(PyObject o) {
        return (PyPickler) o;
    }

    private static void define(PyType t) {
        t.constructor((cls, a, kw) -> new PyPickler((PyType) cls));
        t.methodK("__init__", (self, a, kw) -> {
            PyObject[] v = INIT.parse(a, kw);
            p(self).init(v[0], v[1], v[2], v[3]);
            return Py.None;
        });
        t.method1("persistent_id", (self, obj) -> Py.None);
        basePersistentId = t.getTypeDict().getItem(PERSISTENT_ID);
        t.method1("dump", (self, obj) -> {
            PyPickler pk = p(self);
            if (pk.write == null) {
                throw PickleModule.picklingError("Pickler.__init__() was not called by "
                        + self.type.getTpName() + ".__init__()");
            }
            pk.clearBuffer();
            pk.dump(obj);
            pk.flushToFile();
            return Py.None;
        });
        t.method0("clear_memo", self -> {
            p(self).memo.clear();
            return Py.None;
        });
        t.method0("__sizeof__", self -> PyInt.of(96 + 16L * p(self).memo.size()
                + p(self).buf.length));
        t.getset("bin", self -> PyInt.of(p(self).bin),
                (self, v) -> p(self).bin = org.specializer.natives.CArgs.cint(v));
        t.getset("fast", self -> PyInt.of(p(self).fast),
                (self, v) -> p(self).fast = org.specializer.natives.CArgs.cint(v));
        t.getset("dispatch_table", self -> {
            PyObject d = p(self).dispatchTable;
            if (d == null) {
                throw Py.noAttribute(self, DISPATCH_TABLE);
            }
            return d;
        }, (self, v) -> p(self).dispatchTable = v, self -> {
            if (p(self).dispatchTable == null) {
                throw Py.noAttribute(self, DISPATCH_TABLE);
            }
            p(self).dispatchTable = null;
        });
        t.getset("memo", self -> new MemoProxies.PicklerMemoProxy(p(self)),
                (self, v) -> p(self).setMemo(v), self -> {
                    throw Py.typeError("attribute deletion is not supported");
                });
    }

    /** A pickler for {@code dump} and {@code dumps}. */
    static PyPickler oneShot(PyObject protocol, PyObject fixImports, PyObject bufferCallback) {
        PyPickler p = new PyPickler(TYPE);
        p.st = PickleState.get();
        p.setProtocol(protocol, PickleModule.flag(fixImports));
        p.setBufferCallback(bufferCallback);
        return p;
    }

    /** Compare CPython _pickle.c: {@code _pickle_Pickler___init___impl}. */
    private void init(PyObject file, PyObject protocol, PyObject fixImports,
            PyObject bufferCallback) {
        if (write != null) {
            write = null;
            persFunc = null;
            dispatchTable = null;
            fastMemo = null;
            reducerOverride = null;
            this.bufferCallback = null;
            memo = new MemoTable();
        }
        st = PickleState.get();
        setProtocol(protocol, PickleModule.flag(fixImports));
        setOutputStream(file);
        setBufferCallback(bufferCallback);
        len = 0;
        frameStart = -1;
        fast = 0;
        fastNesting = 0;
        fastMemo = null;
        if (dispatchTable == null) {
            try {
                dispatchTable = lookupAttr(DISPATCH_TABLE);
            } catch (PyException e) {
                if (!e.matches(PyExc.AttributeError)) {
                    throw e;
                }
            }
        }
    }

    private void setProtocol(PyObject protocol, boolean fix) {
        long pr;
        if (protocol == null || protocol == Py.None) {
            pr = PickleModule.DEFAULT_PROTOCOL;
        } else {
            pr = org.specializer.natives.CArgs.clong(protocol);
            if (pr < 0) {
                pr = PickleModule.HIGHEST_PROTOCOL;
            } else if (pr > PickleModule.HIGHEST_PROTOCOL) {
                throw Py.valueError("pickle protocol must be <= "
                        + PickleModule.HIGHEST_PROTOCOL);
            }
        }
        proto = (int) pr;
        bin = proto > 0 ? 1 : 0;
        fixImports = fix && proto < 3;
    }

    void setOutputStream(PyObject file) {
        write = file.lookupAttr(Names.write);
        if (write == null) {
            throw Py.typeError("file must have a 'write' attribute");
        }
    }

    private void setBufferCallback(PyObject cb) {
        if (cb == Py.None) {
            cb = null;
        }
        if (cb != null && proto < 5) {
            throw Py.valueError("buffer_callback needs protocol >= 5");
        }
        bufferCallback = cb;
    }

    /** Compare CPython _pickle.c: {@code Pickler_set_memo}. */
    private void setMemo(PyObject obj) {
        MemoTable m;
        if (obj instanceof MemoProxies.PicklerMemoProxy proxy) {
            m = proxy.pickler.memo.copy();
        } else if (obj instanceof PyDict d) {
            m = new MemoTable();
            for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                PyObject v = d.valueAt(i);
                if (!(v instanceof PyTuple t) || t.items.length != 2) {
                    throw Py.typeError("'memo' values must be 2-item tuples");
                }
                long id = org.specializer.core.modules.Params.asSsize(t.items[0]);
                m.put(t.items[1], (int) id);
            }
        } else {
            throw Py.typeError("'memo' attribute must be a PicklerMemoProxy object or dict, "
                    + "not " + obj.type.getTpName());
        }
        memo = m;
    }

    // ------------------------------------------------------------------ output and framing

    private void clearBuffer() {
        if (buf.length > (1 << 20)) {
            buf = new byte[4096];
        }
        len = 0;
        frameStart = -1;
    }

    private void ensure(int n) {
        if (len + n > buf.length) {
            long want = Math.max((long) buf.length * 2, (long) len + n);
            if (want > Integer.MAX_VALUE - 8) {
                if ((long) len + n > Integer.MAX_VALUE - 8) {
                    throw new OutOfMemoryError("pickle too large");
                }
                want = Integer.MAX_VALUE - 8;
            }
            buf = Arrays.copyOf(buf, (int) want);
        }
    }

    /** Room for {@code n} bytes, opening a frame when one is due; the index to write at. */
    private int reserve(int n) {
        if (framing && frameStart < 0) {
            ensure(n + FRAME_HEADER_SIZE);
            frameStart = len;
            len += FRAME_HEADER_SIZE;
        } else {
            ensure(n);
        }
        int at = len;
        len += n;
        return at;
    }

    private void write1(int op) {
        int at = reserve(1);
        buf[at] = (byte) op;
    }

    private void write2(int op, int b) {
        int at = reserve(2);
        buf[at] = (byte) op;
        buf[at + 1] = (byte) b;
    }

    private void writeOp4(int op, long v) {
        int at = reserve(5);
        buf[at] = (byte) op;
        buf[at + 1] = (byte) v;
        buf[at + 2] = (byte) (v >> 8);
        buf[at + 3] = (byte) (v >> 16);
        buf[at + 4] = (byte) (v >> 24);
    }

    private void writeOp8(int op, long v) {
        int at = reserve(9);
        buf[at] = (byte) op;
        for (int i = 0; i < 8; i++) {
            buf[at + 1 + i] = (byte) (v >> (8 * i));
        }
    }

    private void write(byte[] b, int off, int n) {
        int at = reserve(n);
        System.arraycopy(b, off, buf, at, n);
    }

    private void writeAscii(String s) {
        int n = s.length();
        int at = reserve(n);
        for (int i = 0; i < n; i++) {
            buf[at + i] = (byte) s.charAt(i);
        }
    }

    /** Compare CPython _pickle.c: {@code _Pickler_CommitFrame}. */
    private void commitFrame() {
        if (!framing || frameStart < 0) {
            return;
        }
        int frameLen = len - frameStart - FRAME_HEADER_SIZE;
        if (frameLen >= FRAME_SIZE_MIN) {
            buf[frameStart] = (byte) FRAME;
            for (int i = 0; i < 8; i++) {
                buf[frameStart + 1 + i] = (byte) ((long) frameLen >> (8 * i));
            }
        } else {
            System.arraycopy(buf, frameStart + FRAME_HEADER_SIZE, buf, frameStart, frameLen);
            len -= FRAME_HEADER_SIZE;
        }
        frameStart = -1;
    }

    /** The pickle written so far, the frame committed. */
    PyBytes getValue() {
        commitFrame();
        return new PyBytes(Arrays.copyOf(buf, len));
    }

    /** Write the buffer to the file and empty it. */
    void flushToFile() {
        PyBytes b = getValue();
        len = 0;
        Abstract.call1(write, b);
    }

    /** Compare CPython _pickle.c: {@code _Pickler_OpcodeBoundary}. */
    private void opcodeBoundary() {
        if (!framing || frameStart < 0) {
            return;
        }
        if (len - frameStart - FRAME_HEADER_SIZE >= FRAME_SIZE_TARGET) {
            commitFrame();
            if (write != null) {
                flushToFile();
                clearBuffer();
            }
        }
    }

    /**
     * A header and a payload; a payload of 64 KiB or more goes outside any frame, and with a
     * file straight to it. Compare CPython _pickle.c: {@code _Pickler_write_bytes}.
     */
    private void writeBytes(byte[] header, byte[] data, int off, int n, PyObject payload) {
        boolean bypass = n >= FRAME_SIZE_TARGET;
        boolean wasFraming = framing;
        if (bypass) {
            commitFrame();
            framing = false;
        }
        write(header, 0, header.length);
        if (bypass && write != null) {
            flushToFile();
            Abstract.call1(write, payload != null ? payload
                    : new PyBytes(Arrays.copyOfRange(data, off, off + n)));
            clearBuffer();
        } else {
            write(data, off, n);
        }
        framing = wasFraming;
    }

    // ------------------------------------------------------------------ dump

    /** Compare CPython _pickle.c: {@code dump}. */
    void dump(PyObject obj) {
        reducerOverride = lookupAttr(REDUCER_OVERRIDE);
        persFunc = persistentId();
        try {
            if (proto >= 2) {
                write2(PROTO, proto);
                if (proto >= 4) {
                    framing = true;
                }
            }
            save(obj, false);
            write1(STOP);
            commitFrame();
        } catch (StackOverflowError e) {
            throw Py.recursionError("maximum recursion depth exceeded while pickling an object");
        } finally {
            framing = false;
            reducerOverride = null;
            depth = 0;
        }
    }

    /** The {@code persistent_id} to call, or null when it is the base type's. */
    private PyObject persistentId() {
        if (type == TYPE) {
            return null;
        }
        PyObject f = lookupAttr(PERSISTENT_ID);
        if (f instanceof org.specializer.api.PyMethod m && m.self == this
                && type.lookup(PERSISTENT_ID) == basePersistentId) {
            PyDict d = getDict();
            if (d == null || d.getItem(PERSISTENT_ID) == null) {
                return null;
            }
        }
        return f;
    }

    // ------------------------------------------------------------------ memo

    private void memoPut(PyObject obj) {
        if (fast != 0) {
            return;
        }
        int idx = memo.size();
        memo.put(obj, idx);
        if (proto >= 4) {
            write1(MEMOIZE);
        } else if (bin == 0) {
            writeAscii("p" + idx + "\n");
        } else if (idx < 256) {
            write2(BINPUT, idx);
        } else {
            writeOp4(LONG_BINPUT, idx);
        }
    }

    private void memoGet(int idx) {
        if (bin == 0) {
            writeAscii("g" + idx + "\n");
        } else if (idx < 256) {
            write2(BINGET, idx);
        } else {
            writeOp4(LONG_BINGET, idx);
        }
    }

    private boolean fastSaveEnter(PyObject obj) {
        if (++fastNesting >= FAST_NESTING_LIMIT) {
            if (fastMemo == null) {
                fastMemo = new IdentityHashMap<>();
            }
            if (fastMemo.containsKey(obj)) {
                throw Py.valueError("fast mode: can't pickle cyclic objects including object "
                        + "type " + obj.type.getTpName() + " at 0x"
                        + Integer.toHexString(System.identityHashCode(obj)));
            }
            fastMemo.put(obj, Boolean.TRUE);
        }
        return true;
    }

    private void fastSaveLeave(PyObject obj) {
        if (fastNesting-- >= FAST_NESTING_LIMIT && fastMemo != null) {
            fastMemo.remove(obj);
        }
    }

    // ------------------------------------------------------------------ save

    /** Compare CPython _pickle.c: {@code save}. */
    private void save(PyObject obj, boolean persSave) {
        opcodeBoundary();
        if (!persSave && persFunc != null && savePers(obj)) {
            return;
        }
        PyType t = obj.type;
        if (obj == Py.None) {
            write1(NONE);
            return;
        } else if (t == PyBool.TYPE) {
            saveBool(obj == Py.True);
            return;
        } else if (t == PyInt.TYPE) {
            saveLong(obj);
            return;
        } else if (t == PyFloat.TYPE) {
            saveFloat(((PyFloat) obj).value);
            return;
        }
        int m = memo.get(obj);
        if (m >= 0) {
            memoGet(m);
            return;
        }
        if (t == PyBytes.TYPE) {
            saveBytes((PyBytes) obj);
            return;
        } else if (t == PyStr.TYPE) {
            saveStr((PyStr) obj);
            return;
        }
        if (++depth > MAX_DEPTH) {
            depth--;
            throw Py.recursionError("maximum recursion depth exceeded while pickling an object");
        }
        try {
            if (t == PyDict.TYPE) {
                saveDict((PyDict) obj);
            } else if (t == PySet.TYPE) {
                saveSet((PySet) obj);
            } else if (t == PyFrozenSet.TYPE) {
                saveFrozenSet((PyFrozenSet) obj);
            } else if (t == PyList.TYPE) {
                saveList(obj);
            } else if (t == PyTuple.TYPE) {
                saveTuple((PyTuple) obj);
            } else if (t == PyByteArray.TYPE) {
                saveByteArray((PyByteArray) obj);
            } else if (t == PyPickleBuffer.TYPE) {
                savePickleBuffer((PyPickleBuffer) obj);
            } else {
                saveOther(obj, t);
            }
        } finally {
            depth--;
        }
    }

    /** Everything but the exact builtin types: the reduction protocol. */
    private void saveOther(PyObject obj, PyType t) {
        PyObject reduceValue = null;
        if (reducerOverride != null) {
            reduceValue = Abstract.call1(reducerOverride, obj);
            if (reduceValue == Py.NotImplemented) {
                reduceValue = null;
            }
        }
        if (reduceValue == null) {
            if (t == PyType.TYPE) {
                saveType(obj);
                return;
            } else if (t == PyFunction.TYPE) {
                saveGlobal(obj, null);
                return;
            }
            PyObject reduceFunc;
            if (dispatchTable == null) {
                reduceFunc = st.dispatchTable.getItem(t);
            } else {
                reduceFunc = optionalItem(dispatchTable, t);
            }
            if (reduceFunc != null) {
                reduceValue = Abstract.call1(reduceFunc, obj);
            } else if (t.isSubtype(PyType.TYPE)) {
                saveGlobal(obj, null);
                return;
            } else {
                PyObject f = obj.lookupAttr(REDUCE_EX);
                if (f != null) {
                    reduceValue = Abstract.call1(f, PyInt.of(proto));
                } else {
                    f = obj.lookupAttr(REDUCE_NAME);
                    if (f == null) {
                        throw PickleModule.picklingError("can't pickle '" + t.getTpName()
                                + "' object: " + PickleModule.repr(obj));
                    }
                    reduceValue = Abstract.call0(f);
                }
            }
        }
        if (reduceValue instanceof PyStr name) {
            saveGlobal(obj, name);
            return;
        }
        if (!(reduceValue instanceof PyTuple rt)) {
            throw PickleModule.picklingError("__reduce__ must return a string or tuple");
        }
        saveReduce(rt, obj);
    }

    /** {@code mapping[key]}, or null on KeyError. CPython's {@code PyMapping_GetOptionalItem}. */
    private static PyObject optionalItem(PyObject mapping, PyObject key) {
        if (mapping.getClass() == PyDict.class) {
            return ((PyDict) mapping).getItem(key);
        }
        try {
            return Abstract.getItem(mapping, key);
        } catch (PyException e) {
            if (e.matches(PyExc.KeyError)) {
                return null;
            }
            throw e;
        }
    }

    private void saveBool(boolean v) {
        if (proto >= 2) {
            write1(v ? NEWTRUE : NEWFALSE);
        } else {
            writeAscii(v ? "I01\n" : "I00\n");
        }
    }

    /** Compare CPython _pickle.c: {@code save_long}. */
    private void saveLong(PyObject obj) {
        if (obj instanceof PyInt pi && pi.value >= Integer.MIN_VALUE
                && pi.value <= Integer.MAX_VALUE) {
            long val = pi.value;
            if (bin != 0) {
                if ((val & 0xffff0000L) != 0 || val < 0) {
                    writeOp4(BININT, val);
                } else if ((val & 0xff00) != 0) {
                    int at = reserve(3);
                    buf[at] = (byte) BININT2;
                    buf[at + 1] = (byte) val;
                    buf[at + 2] = (byte) (val >> 8);
                } else {
                    write2(BININT1, (int) val);
                }
            } else {
                writeAscii("I" + val + "\n");
            }
            return;
        }
        BigInteger v = obj instanceof PyInt pi ? BigInteger.valueOf(pi.value)
                : ((PyBigInt) obj).value;
        if (proto >= 2) {
            if (v.signum() == 0) {
                write2(LONG1, 0);
                return;
            }
            byte[] be = v.toByteArray();
            int n = be.length;
            byte[] le = new byte[n];
            for (int i = 0; i < n; i++) {
                le[i] = be[n - 1 - i];
            }
            if (n < 256) {
                write2(LONG1, n);
            } else {
                writeOp4(LONG4, n);
            }
            write(le, 0, n);
        } else {
            writeAscii("L" + v + "L\n");
        }
    }

    private void saveFloat(double x) {
        if (bin != 0) {
            int at = reserve(9);
            buf[at] = (byte) BINFLOAT;
            long bits = Double.doubleToRawLongBits(x);
            for (int i = 0; i < 8; i++) {
                buf[at + 1 + i] = (byte) (bits >> (56 - 8 * i));
            }
        } else {
            writeAscii("F" + Abstract.repr(new PyFloat(x)).value + "\n");
        }
    }

    /** Compare CPython _pickle.c: {@code _save_bytes_data}. */
    private void saveBytesData(PyObject obj, byte[] data, int off, int n) {
        byte[] header;
        if (n <= 0xff) {
            header = new byte[] {(byte) SHORT_BINBYTES, (byte) n};
        } else {
            header = new byte[] {(byte) BINBYTES, (byte) n, (byte) (n >> 8), (byte) (n >> 16),
                (byte) (n >> 24)};
        }
        writeBytes(header, data, off, n, obj);
        memoPut(obj);
    }

    private void saveBytes(PyBytes obj) {
        if (proto < 3) {
            PyTuple reduceValue;
            if (obj.value.length == 0) {
                reduceValue = PyTuple.of(PyBytes.TYPE, PyTuple.EMPTY);
            } else {
                PyStr s = PyStr.of(Codecs.decodeLatin1(obj.value, 0, obj.value.length));
                reduceValue = PyTuple.of(st.codecsEncode, PyTuple.of(s, LATIN1));
            }
            saveReduce(reduceValue, obj);
        } else {
            saveBytesData(obj, obj.value, 0, obj.value.length);
        }
    }

    private void saveByteArrayData(PyObject obj, byte[] data, int off, int n) {
        byte[] header = new byte[9];
        header[0] = (byte) BYTEARRAY8;
        for (int i = 0; i < 8; i++) {
            header[1 + i] = (byte) ((long) n >> (8 * i));
        }
        writeBytes(header, data, off, n, obj);
        memoPut(obj);
    }

    private void saveByteArray(PyByteArray obj) {
        if (proto < 5) {
            PyTuple reduceValue;
            if (obj.size() == 0) {
                reduceValue = PyTuple.of(PyByteArray.TYPE, PyTuple.EMPTY);
            } else {
                reduceValue = PyTuple.of(PyByteArray.TYPE,
                        PyTuple.of(new PyBytes(obj.toByteArray())));
            }
            saveReduce(reduceValue, obj);
        } else {
            byte[] data = obj.toByteArray();
            saveByteArrayData(obj, data, 0, data.length);
        }
    }

    /** Compare CPython _pickle.c: {@code save_picklebuffer}. */
    private void savePickleBuffer(PyPickleBuffer obj) {
        if (proto < 5) {
            throw PickleModule.picklingError("PickleBuffer can only be pickled with protocol >= 5");
        }
        PyBuffer view = obj.view();
        if (!view.isContiguous('A')) {
            throw PickleModule.picklingError("PickleBuffer can not be pickled when pointing to "
                    + "a non-contiguous buffer");
        }
        boolean inBand = true;
        if (bufferCallback != null) {
            inBand = Abstract.isTrue(Abstract.call1(bufferCallback, obj));
        }
        if (inBand) {
            if (view.readonly) {
                saveBytesData(obj, view.buf, view.offset, view.len);
            } else {
                saveByteArrayData(obj, view.buf, view.offset, view.len);
            }
        } else {
            write1(NEXT_BUFFER);
            if (view.readonly) {
                write1(READONLY_BUFFER);
            }
        }
    }

    /** Compare CPython _pickle.c: {@code write_unicode_binary} and {@code save_unicode}. */
    private void saveStr(PyStr obj) {
        String s = obj.value;
        if (bin != 0) {
            int n = s.length();
            boolean ascii = true;
            for (int i = 0; i < n; i++) {
                if (s.charAt(i) >= 0x80) {
                    ascii = false;
                    break;
                }
            }
            if (ascii && n < FRAME_SIZE_TARGET) {
                if (n <= 0xff && proto >= 4) {
                    write2(SHORT_BINUNICODE, n);
                } else {
                    writeOp4(BINUNICODE, n);
                }
                writeAscii(s);
            } else {
                byte[] data = ascii ? s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)
                        : Codecs.encodeUtf8(obj, "surrogatepass");
                int size = data.length;
                byte[] header;
                if (size <= 0xff && proto >= 4) {
                    header = new byte[] {(byte) SHORT_BINUNICODE, (byte) size};
                } else {
                    header = new byte[] {(byte) BINUNICODE, (byte) size, (byte) (size >> 8),
                        (byte) (size >> 16), (byte) (size >> 24)};
                }
                writeBytes(header, data, 0, size, null);
            }
        } else {
            write1(UNICODE);
            byte[] enc = rawUnicodeEscape(s);
            write(enc, 0, enc.length);
            write1('\n');
        }
        memoPut(obj);
    }

    private static final byte[] HEX = "0123456789abcdef".getBytes(
            java.nio.charset.StandardCharsets.US_ASCII);

    /**
     * raw-unicode-escape that also escapes backslash, NUL, newline, carriage return and
     * ctrl-Z. Compare CPython _pickle.c: {@code raw_unicode_escape}.
     */
    private static byte[] rawUnicodeEscape(String s) {
        org.specializer.natives.ByteBuilder b = new org.specializer.natives.ByteBuilder(
                s.length() + 8);
        for (int i = 0; i < s.length(); ) {
            int ch = s.codePointAt(i);
            i += Character.charCount(ch);
            if (ch >= 0x10000) {
                b.append('\\').append('U');
                for (int k = 28; k >= 0; k -= 4) {
                    b.append(HEX[(ch >> k) & 0xf]);
                }
            } else if (ch >= 256 || ch == '\\' || ch == 0 || ch == '\n' || ch == '\r'
                    || ch == 0x1a) {
                b.append('\\').append('u');
                for (int k = 12; k >= 0; k -= 4) {
                    b.append(HEX[(ch >> k) & 0xf]);
                }
            } else {
                b.append(ch);
            }
        }
        return b.toArray();
    }

    /** Compare CPython _pickle.c: {@code save_tuple}. */
    private void saveTuple(PyTuple obj) {
        PyObject[] items = obj.items;
        int n = items.length;
        if (n == 0) {
            if (proto != 0) {
                write1(EMPTY_TUPLE);
            } else {
                write1(MARK);
                write1(TUPLE);
            }
            return;
        }
        if (n <= 3 && proto >= 2) {
            for (PyObject item : items) {
                save(item, false);
            }
            int m = memo.get(obj);
            if (m >= 0) {
                for (int i = 0; i < n; i++) {
                    write1(POP);
                }
                memoGet(m);
                return;
            }
            write1(TUPLE1 + n - 1);
            memoPut(obj);
            return;
        }
        write1(MARK);
        for (PyObject item : items) {
            save(item, false);
        }
        int m = memo.get(obj);
        if (m >= 0) {
            if (bin != 0) {
                write1(POP_MARK);
            } else {
                for (int i = 0; i <= n; i++) {
                    write1(POP);
                }
            }
            memoGet(m);
            return;
        }
        write1(TUPLE);
        memoPut(obj);
    }

    /** Compare CPython _pickle.c: {@code save_list}. */
    private void saveList(PyObject obj) {
        if (fast != 0) {
            fastSaveEnter(obj);
        }
        try {
            if (bin != 0) {
                write1(EMPTY_LIST);
            } else {
                write1(MARK);
                write1(LIST);
            }
            PyList list = (PyList) obj;
            memoPut(obj);
            if (list.size() != 0) {
                if (proto > 0) {
                    batchListExact(list);
                } else {
                    batchList(Abstract.iter(obj));
                }
            }
        } finally {
            if (fast != 0) {
                fastSaveLeave(obj);
            }
        }
    }

    private void batchListExact(PyList list) {
        if (list.size() == 1) {
            save(list.get(0), false);
            write1(APPEND);
            return;
        }
        int total = 0;
        do {
            int thisBatch = 0;
            write1(MARK);
            while (total < list.size()) {
                save(list.get(total), false);
                total++;
                if (++thisBatch == BATCHSIZE) {
                    break;
                }
            }
            write1(APPENDS);
        } while (total < list.size());
    }

    /** Compare CPython _pickle.c: {@code batch_list}. */
    private void batchList(PyObject iter) {
        if (proto == 0) {
            for (PyObject x = Abstract.next(iter); x != null; x = Abstract.next(iter)) {
                save(x, false);
                write1(APPEND);
            }
            return;
        }
        int n;
        do {
            PyObject first = Abstract.next(iter);
            if (first == null) {
                break;
            }
            PyObject obj = Abstract.next(iter);
            if (obj == null) {
                save(first, false);
                write1(APPEND);
                break;
            }
            write1(MARK);
            save(first, false);
            n = 1;
            while (obj != null) {
                save(obj, false);
                n++;
                if (n == BATCHSIZE) {
                    break;
                }
                obj = Abstract.next(iter);
            }
            write1(APPENDS);
            if (n != BATCHSIZE) {
                break;
            }
        } while (true);
    }

    /** Compare CPython _pickle.c: {@code save_dict}. */
    private void saveDict(PyDict obj) {
        if (fast != 0) {
            fastSaveEnter(obj);
        }
        try {
            if (bin != 0) {
                write1(EMPTY_DICT);
            } else {
                write1(MARK);
                write1(DICT);
            }
            memoPut(obj);
            if (obj.size() != 0) {
                if (obj.type == PyDict.TYPE && proto > 0) {
                    batchDictExact(obj);
                } else {
                    batchDict(Abstract.iter(Abstract.callMethod(obj, ITEMS)));
                }
            }
        } finally {
            if (fast != 0) {
                fastSaveLeave(obj);
            }
        }
    }

    private void batchDictExact(PyDict d) {
        int size = d.size();
        if (size == 1) {
            int i = d.nextEntry(0);
            PyObject k = d.keyAt(i);
            PyObject v = d.valueAt(i);
            save(k, false);
            save(v, false);
            write1(SETITEM);
            return;
        }
        int pos = 0;
        int i;
        do {
            i = 0;
            write1(MARK);
            int e;
            while ((e = d.nextEntry(pos)) >= 0) {
                pos = e + 1;
                PyObject k = d.keyAt(e);
                PyObject v = d.valueAt(e);
                save(k, false);
                save(v, false);
                if (++i == BATCHSIZE) {
                    break;
                }
            }
            write1(SETITEMS);
            if (d.size() != size) {
                throw Py.runtimeError("dictionary changed size during iteration");
            }
        } while (i == BATCHSIZE);
    }

    private static PyTuple pair(PyObject item) {
        if (!(item instanceof PyTuple t) || t.items.length != 2) {
            throw Py.typeError("dict items iterator must return 2-tuples");
        }
        return t;
    }

    /** Compare CPython _pickle.c: {@code batch_dict}. */
    private void batchDict(PyObject iter) {
        if (proto == 0) {
            for (PyObject x = Abstract.next(iter); x != null; x = Abstract.next(iter)) {
                PyTuple t = pair(x);
                save(t.items[0], false);
                save(t.items[1], false);
                write1(SETITEM);
            }
            return;
        }
        int n;
        do {
            PyObject first = Abstract.next(iter);
            if (first == null) {
                break;
            }
            PyTuple ft = pair(first);
            PyObject obj = Abstract.next(iter);
            if (obj == null) {
                save(ft.items[0], false);
                save(ft.items[1], false);
                write1(SETITEM);
                break;
            }
            write1(MARK);
            save(ft.items[0], false);
            save(ft.items[1], false);
            n = 1;
            while (obj != null) {
                PyTuple t = pair(obj);
                save(t.items[0], false);
                save(t.items[1], false);
                n++;
                if (n == BATCHSIZE) {
                    break;
                }
                obj = Abstract.next(iter);
            }
            write1(SETITEMS);
            if (n != BATCHSIZE) {
                break;
            }
        } while (true);
    }

    /** Compare CPython _pickle.c: {@code save_set}. */
    private void saveSet(PySet obj) {
        if (proto < 4) {
            saveReduce(PyTuple.of(PySet.TYPE, PyTuple.of(new PyList(obj.toArray()))), obj);
            return;
        }
        write1(EMPTY_SET);
        memoPut(obj);
        int size = obj.size();
        if (size == 0) {
            return;
        }
        int pos = 0;
        int i;
        do {
            i = 0;
            write1(MARK);
            int s;
            while ((s = obj.nextSlot(pos)) >= 0) {
                pos = s + 1;
                save(obj.keyAt(s), false);
                if (++i == BATCHSIZE) {
                    break;
                }
            }
            write1(ADDITEMS);
            if (obj.size() != size) {
                throw Py.runtimeError("set changed size during iteration");
            }
        } while (i == BATCHSIZE);
    }

    /** Compare CPython _pickle.c: {@code save_frozenset}. */
    private void saveFrozenSet(PyFrozenSet obj) {
        if (fast != 0) {
            fastSaveEnter(obj);
        }
        if (proto < 4) {
            saveReduce(PyTuple.of(PyFrozenSet.TYPE, PyTuple.of(new PyList(obj.toArray()))),
                    obj);
            return;
        }
        write1(MARK);
        for (PyObject item : obj.toArray()) {
            save(item, false);
        }
        int m = memo.get(obj);
        if (m >= 0) {
            write1(POP_MARK);
            memoGet(m);
            return;
        }
        write1(FROZENSET);
        memoPut(obj);
    }

    // ------------------------------------------------------------------ globals

    /** Compare CPython _pickle.c: {@code get_dotted_path}. */
    private static String[] dottedPath(PyObject obj, PyStr name) {
        String[] parts = name.value.split("\\.", -1);
        for (String part : parts) {
            if (part.equals("<locals>")) {
                if (obj == null) {
                    throw Py.error(PyExc.AttributeError, "Can't get local object "
                            + PickleModule.repr(name));
                }
                throw Py.error(PyExc.AttributeError, "Can't get local attribute "
                        + PickleModule.repr(name) + " on " + PickleModule.repr(obj));
            }
        }
        return parts;
    }

    /** {@code obj.a.b.c} along {@code names}, or null; {@code parent[0]} gets the last owner. */
    static PyObject deepAttribute(PyObject obj, String[] names, PyObject[] parent) {
        PyObject p = null;
        for (String n : names) {
            p = obj;
            obj = p.lookupAttr(PyStr.of(n));
            if (obj == null) {
                return null;
            }
        }
        if (parent != null) {
            parent[0] = p;
        }
        return obj;
    }

    /** Compare CPython _pickle.c: {@code whichmodule}. */
    private static PyObject whichModule(PyObject global, String[] dottedPath) {
        PyObject moduleName = global.lookupAttr(MODULE);
        if (moduleName != null && moduleName != Py.None) {
            return sameModuleName(global, moduleName);
        }
        PyObject modules = Abstract.getAttr(Py.importModule("sys"), "modules");
        if (modules instanceof PyDict d) {
            PyObject[] keys = new PyObject[d.size()];
            PyObject[] values = new PyObject[d.size()];
            int n = 0;
            for (int i = d.nextEntry(0); i >= 0 && n < keys.length; i = d.nextEntry(i + 1)) {
                keys[n] = d.keyAt(i);
                values[n++] = d.valueAt(i);
            }
            for (int k = 0; k < n; k++) {
                if (checkModule(keys[k], values[k], global, dottedPath)) {
                    return keys[k];
                }
            }
        } else {
            PyObject it = Abstract.iter(modules);
            for (PyObject name = Abstract.next(it); name != null; name = Abstract.next(it)) {
                if (checkModule(name, Abstract.getItem(modules, name), global, dottedPath)) {
                    return name;
                }
            }
        }
        return MAIN;
    }

    /** The module names of builtin functions, one object per name. */
    private static final java.util.concurrent.ConcurrentHashMap<String, PyStr> FUNCTION_MODULES =
            new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The module name as the same object CPython would have, so that the memo shares it where
     * CPython's does: a builtin type's is interned, a builtin function's is its module's
     * {@code __name__} (one object per module, another than the interned one), a class's or
     * function's of Python code is the name it carries.
     */
    private static PyObject sameModuleName(PyObject global, PyObject name) {
        if (name.type != PyStr.TYPE) {
            return name;
        }
        if (global instanceof PyType t && !t.isHeapType()) {
            return ((PyStr) name).intern();
        }
        if (global.type == org.specializer.api.PyBuiltinFunction.TYPE) {
            return FUNCTION_MODULES.computeIfAbsent(((PyStr) name).value, PyStr::new);
        }
        return name;
    }

    private static boolean checkModule(PyObject name, PyObject module, PyObject global,
            String[] dottedPath) {
        if (module == Py.None || (name instanceof PyStr s && s.value.equals("__main__"))) {
            return false;
        }
        return deepAttribute(module, dottedPath, null) == global;
    }

    /** Compare CPython _pickle.c: {@code save_global}. */
    private void saveGlobal(PyObject obj, PyStr name) {
        PyStr globalName;
        if (name != null) {
            globalName = name;
        } else {
            PyObject q = obj.lookupAttr(QUALNAME);
            if (q == null) {
                q = obj.getAttr(Names.__name__);
            }
            if (!(q instanceof PyStr qs)) {
                throw Py.typeError("must be str, not " + q.type.getTpName());
            }
            globalName = qs;
        }
        String[] dotted = dottedPath(null, globalName);
        PyObject moduleName = whichModule(obj, dotted);
        PyObject module;
        try {
            if (!(moduleName instanceof PyStr ms)) {
                throw Py.typeError("module name must be str, not "
                        + moduleName.type.getTpName());
            }
            module = Py.importModule(ms.value);
            if (module == null) {
                throw Py.error(PyExc.ImportError, "import failed");
            }
        } catch (PyException e) {
            throw PickleModule.picklingError("Can't pickle " + PickleModule.repr(obj)
                    + ": import of module " + PickleModule.repr(moduleName) + " failed");
        }
        PyStr lastName = PyStr.of(dotted[dotted.length - 1]);
        PyObject[] parentOut = new PyObject[1];
        PyObject cls = deepAttribute(module, dotted, parentOut);
        if (cls == null) {
            throw PickleModule.picklingError("Can't pickle " + PickleModule.repr(obj)
                    + ": attribute lookup " + globalName.value + " on "
                    + PickleModule.str(moduleName) + " failed");
        }
        if (cls != obj) {
            throw PickleModule.picklingError("Can't pickle " + PickleModule.repr(obj)
                    + ": it's not the same object as " + PickleModule.str(moduleName) + "."
                    + globalName.value);
        }
        PyObject parent = parentOut[0];
        if (proto >= 2) {
            PyObject code = st.extensionRegistry.getItem(PyTuple.of(moduleName, globalName));
            if (code != null) {
                if (!(code instanceof PyInt ci)) {
                    throw PickleModule.picklingError("Can't pickle " + PickleModule.repr(obj)
                            + ": extension code " + PickleModule.repr(code)
                            + " isn't an integer");
                }
                long c = ci.value;
                if (c <= 0 || c > 0x7fffffffL) {
                    throw PickleModule.picklingError("Can't pickle " + PickleModule.repr(obj)
                            + ": extension code " + c + " is out of range");
                }
                if (c <= 0xff) {
                    write2(EXT1, (int) c);
                } else if (c <= 0xffff) {
                    int at = reserve(3);
                    buf[at] = (byte) EXT2;
                    buf[at + 1] = (byte) c;
                    buf[at + 2] = (byte) (c >> 8);
                } else {
                    writeOp4(EXT4, c);
                }
                return;
            }
        }
        if (parent == module) {
            globalName = lastName;
        }
        if (proto >= 4) {
            save(moduleName, false);
            save(globalName, false);
            write1(STACK_GLOBAL);
        } else if (globalName.value.indexOf('.') >= 0) {
            // getattr(getattr(module.first, name1), name2)...
            String[] path = globalName.value.split("\\.", -1);
            for (int i = 1; i < path.length; i++) {
                save(st.getattr, false);
                if (proto < 2) {
                    write1(MARK);
                }
            }
            saveToplevelByName(moduleName, PyStr.of(path[0]));
            for (int i = 1; i < path.length; i++) {
                save(PyStr.of(path[i]), false);
                write1(proto < 2 ? TUPLE : TUPLE2);
                write1(REDUCE);
            }
        } else {
            saveToplevelByName(moduleName, globalName);
        }
        memoPut(obj);
    }

    /** GLOBAL module name, with Python 2's names for protocols 0 to 2 (fix_imports). */
    private void saveToplevelByName(PyObject mn, PyObject gn) {
        if (proto < 3 && fixImports) {
            PyObject item = st.nameMapping3to2.getItem(PyTuple.of(mn, gn));
            if (item != null) {
                if (!(item instanceof PyTuple it) || it.items.length != 2) {
                    throw Py.runtimeError("_compat_pickle.REVERSE_NAME_MAPPING values "
                            + "should be 2-tuples, not " + item.type.getTpName());
                }
                if (!(it.items[0] instanceof PyStr) || !(it.items[1] instanceof PyStr)) {
                    throw Py.runtimeError("_compat_pickle.REVERSE_NAME_MAPPING values "
                            + "should be pairs of str, not (" + it.items[0].type.getTpName()
                            + ", " + it.items[1].type.getTpName() + ")");
                }
                mn = it.items[0];
                gn = it.items[1];
            } else {
                item = st.importMapping3to2.getItem(mn);
                if (item != null) {
                    if (!(item instanceof PyStr)) {
                        throw Py.runtimeError("_compat_pickle.REVERSE_IMPORT_MAPPING values "
                                + "should be strings, not " + item.type.getTpName());
                    }
                    mn = item;
                }
            }
        }
        write1(GLOBAL);
        writeIdentifier((PyStr) mn, "module");
        writeIdentifier((PyStr) gn, "global");
    }

    /** A name on a GLOBAL line: UTF-8 for protocol 3, else ASCII. */
    private void writeIdentifier(PyStr s, String what) {
        byte[] enc;
        try {
            enc = proto == 3 ? Codecs.encodeUtf8(s, "strict") : Codecs.encodeAscii(s, "strict");
        } catch (PyException e) {
            if (e.matches(PyExc.UnicodeEncodeError)) {
                throw PickleModule.picklingError("can't pickle " + what + " identifier '"
                        + s.value + "' using pickle protocol " + proto);
            }
            throw e;
        }
        write(enc, 0, enc.length);
        write1('\n');
    }

    /** Compare CPython _pickle.c: {@code save_type}. */
    private void saveType(PyObject obj) {
        if (obj == PyNone.TYPE) {
            saveReduce(PyTuple.of(PyType.TYPE, PyTuple.of(Py.None)), obj);
        } else if (obj == PySingleton.ELLIPSIS_TYPE) {
            saveReduce(PyTuple.of(PyType.TYPE, PyTuple.of(Py.Ellipsis)), obj);
        } else if (obj == PySingleton.NOT_IMPLEMENTED_TYPE) {
            saveReduce(PyTuple.of(PyType.TYPE, PyTuple.of(Py.NotImplemented)), obj);
        } else {
            saveGlobal(obj, null);
        }
    }

    /** Compare CPython _pickle.c: {@code save_pers}. */
    private boolean savePers(PyObject obj) {
        PyObject pid = Abstract.call1(persFunc, obj);
        if (pid == Py.None) {
            return false;
        }
        if (bin != 0) {
            save(pid, true);
            write1(BINPERSID);
        } else {
            String s = PickleModule.str(pid);
            for (int i = 0; i < s.length(); i++) {
                if (s.charAt(i) >= 0x80) {
                    throw PickleModule.picklingError("persistent IDs in protocol 0 must be "
                            + "ASCII strings");
                }
            }
            write1(PERSID);
            writeAscii(s);
            write1('\n');
        }
        return true;
    }

    private static boolean isIterator(PyObject o) {
        return o instanceof PyIterator || o.type.lookup(Names.__next__) != null;
    }

    /** Compare CPython _pickle.c: {@code save_reduce}. */
    private void saveReduce(PyTuple args, PyObject obj) {
        PyObject[] a = args.items;
        int size = a.length;
        if (size < 2 || size > 6) {
            throw PickleModule.picklingError("tuple returned by __reduce__ must contain 2 "
                    + "through 6 elements");
        }
        PyObject callable = a[0];
        PyObject argtup = a[1];
        PyObject state = size > 2 ? a[2] : Py.None;
        PyObject listitems = size > 3 ? a[3] : Py.None;
        PyObject dictitems = size > 4 ? a[4] : Py.None;
        PyObject stateSetter = size > 5 ? a[5] : Py.None;
        if (!Abstract.isCallable(callable)) {
            throw PickleModule.picklingError("first item of the tuple returned by __reduce__ "
                    + "must be callable");
        }
        if (!(argtup instanceof PyTuple at)) {
            throw PickleModule.picklingError("second item of the tuple returned by __reduce__ "
                    + "must be a tuple");
        }
        if (state == Py.None) {
            state = null;
        }
        if (listitems == Py.None) {
            listitems = null;
        } else if (!isIterator(listitems)) {
            throw PickleModule.picklingError("fourth element of the tuple returned by "
                    + "__reduce__ must be an iterator, not " + listitems.type.getTpName());
        }
        if (dictitems == Py.None) {
            dictitems = null;
        } else if (!isIterator(dictitems)) {
            throw PickleModule.picklingError("fifth element of the tuple returned by "
                    + "__reduce__ must be an iterator, not " + dictitems.type.getTpName());
        }
        if (stateSetter == Py.None) {
            stateSetter = null;
        } else if (!Abstract.isCallable(stateSetter)) {
            throw PickleModule.picklingError("sixth element of the tuple returned by "
                    + "__reduce__ must be a function, not " + stateSetter.type.getTpName());
        }
        boolean useNewobj = false;
        boolean useNewobjEx = false;
        if (proto >= 2) {
            PyObject name = callable.lookupAttr(Names.__name__);
            if (name instanceof PyStr ns) {
                useNewobjEx = ns.value.equals("__newobj_ex__");
                useNewobj = !useNewobjEx && ns.value.equals("__newobj__");
            }
        }
        PyObject[] items = at.items;
        if (useNewobjEx) {
            if (items.length != 3) {
                throw PickleModule.picklingError("length of the NEWOBJ_EX argument tuple must be "
                        + "exactly 3, not " + items.length);
            }
            PyObject cls = items[0];
            if (!(cls instanceof PyType)) {
                throw PickleModule.picklingError("first item from NEWOBJ_EX argument tuple must "
                        + "be a class, not " + cls.type.getTpName());
            }
            PyObject nargs = items[1];
            if (!(nargs instanceof PyTuple nt)) {
                throw PickleModule.picklingError("second item from NEWOBJ_EX argument tuple "
                        + "must be a tuple, not " + nargs.type.getTpName());
            }
            PyObject kwargs = items[2];
            if (!(kwargs instanceof PyDict kd)) {
                throw PickleModule.picklingError("third item from NEWOBJ_EX argument tuple must "
                        + "be a dict, not " + kwargs.type.getTpName());
            }
            if (proto >= 4) {
                save(cls, false);
                save(nargs, false);
                save(kwargs, false);
                write1(NEWOBJ_EX);
            } else {
                int nk = kd.size();
                PyObject[] all = new PyObject[2 + nt.items.length + nk];
                PyStr[] names = new PyStr[nk];
                all[0] = cls.getAttr(Names.__new__);
                all[1] = cls;
                System.arraycopy(nt.items, 0, all, 2, nt.items.length);
                int j = 0;
                for (int i = kd.nextEntry(0); i >= 0; i = kd.nextEntry(i + 1)) {
                    if (!(kd.keyAt(i) instanceof PyStr ks)) {
                        throw Py.typeError("keywords must be strings");
                    }
                    names[j] = ks;
                    all[2 + nt.items.length + j] = kd.valueAt(i);
                    j++;
                }
                PyObject partial = st.partial.call(all, names);
                save(partial, false);
                save(PyTuple.EMPTY, false);
                write1(REDUCE);
            }
        } else if (useNewobj) {
            if (items.length < 1) {
                throw PickleModule.picklingError("__newobj__ arglist is empty");
            }
            PyObject cls = items[0];
            if (!(cls instanceof PyType)) {
                throw PickleModule.picklingError("args[0] from __newobj__ args is not a type");
            }
            if (obj != null) {
                PyObject objClass = obj.lookupAttr(CLASS);
                if (objClass == null) {
                    objClass = obj.type;
                }
                if (objClass != cls) {
                    throw PickleModule.picklingError("args[0] from __newobj__ args has the "
                            + "wrong class");
                }
            }
            save(cls, false);
            save(new PyTuple(Arrays.copyOfRange(items, 1, items.length)), false);
            write1(NEWOBJ);
        } else {
            save(callable, false);
            save(argtup, false);
            write1(REDUCE);
        }
        if (obj != null) {
            int m = memo.get(obj);
            if (m >= 0) {
                write1(POP);
                memoGet(m);
                return;
            }
            memoPut(obj);
        }
        if (listitems != null) {
            batchList(listitems);
        }
        if (dictitems != null) {
            batchDict(dictitems);
        }
        if (state != null) {
            if (stateSetter == null) {
                save(state, false);
                write1(BUILD);
            } else {
                save(stateSetter, false);
                save(obj, false);
                save(state, false);
                write1(TUPLE2);
                write1(REDUCE);
                write1(POP);
            }
        }
    }
}
