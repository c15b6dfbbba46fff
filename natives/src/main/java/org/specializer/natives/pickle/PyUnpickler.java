package org.specializer.natives.pickle;

import java.math.BigInteger;
import java.util.Arrays;

import org.specializer.api.Abstract;
import org.specializer.api.Codecs;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyByteArray;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyMemoryView;
import org.specializer.api.PyObject;
import org.specializer.api.PySet;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.BytesLike;
import org.specializer.natives.NativeObject;

/**
 * {@code _pickle.Unpickler(file, *, fix_imports=True, encoding='ASCII', errors='strict',
 * buffers=())}: runs a pickle's opcodes over a stack of objects and a stack of marks. Input
 * comes from a bytes-like object ({@code loads}) or a file: with a file that has
 * {@code peek}, up to 128 KiB are looked at ahead and only what was used is read at the end;
 * otherwise each opcode reads what it needs. Compare CPython _pickle.c: {@code load} and the
 * {@code load_*} functions.
 */
final class PyUnpickler extends NativeObject {
    static final PyType TYPE = PyType.builtin("Unpickler", PyUnpickler.class, PyType.OBJECT,
            PyType.BASETYPE, PyUnpickler::define).withModule("_pickle").withDottedTpName();

    private static final int PREFETCH = 8192 * 16;
    private static final long WHOLE_LINE = -1;
    private static final PyStr PERSISTENT_LOAD = PyStr.intern("persistent_load");
    private static final PyStr FIND_CLASS = PyStr.intern("find_class");
    private static final PyStr PEEK = PyStr.intern("peek");
    private static final PyStr READINTO = PyStr.intern("readinto");
    private static final PyStr READ = PyStr.intern("read");
    private static final PyStr READLINE = PyStr.intern("readline");
    private static final PyStr EXTEND = PyStr.intern("extend");
    private static final PyStr APPEND = PyStr.intern("append");
    private static final PyStr ADD = PyStr.intern("add");
    private static final PyStr SETSTATE = PyStr.intern("__setstate__");
    private static final PyStr GETINITARGS = PyStr.intern("__getinitargs__");
    private static final Params INIT = new Params("Unpickler", new String[] {"file",
        "fix_imports", "encoding", "errors", "buffers"}, 0, 1, 1);

    private static PyObject basePersistentLoad;
    private static PyObject baseFindClass;

    // the stack, with the marks
    private PyObject[] stack = new PyObject[8];
    private int sp;
    private int fence;
    private boolean markSet;
    private int[] marks = new int[0];
    private int numMarks;

    // the memo
    PyObject[] memo = new PyObject[32];
    int memoLen;

    // the input
    private byte[] in = new byte[0];
    private int pos;
    private int inLen;
    private int prefetched;
    private int lineStart;
    private PyObject read;
    private PyObject readinto;
    private PyObject readline;
    private PyObject peek;
    private PyObject buffers;

    PickleState st;
    private String encoding = "ASCII";
    private String errors = "strict";
    private int proto;
    private boolean fixImports;
    private PyObject persFunc;

    PyUnpickler(PyType type) {
        super(type);
    }

    private static PyUnpickler u(PyObject o) {
        return (PyUnpickler) o;
    }

    private static void define(PyType t) {
        t.constructor((cls, a, kw) -> new PyUnpickler((PyType) cls));
        t.methodK("__init__", (self, a, kw) -> {
            PyObject[] v = INIT.parse(a, kw);
            PyUnpickler up = u(self);
            up.configure("Unpickler", v[1], v[2], v[3], v[4]);
            up.setInputStream(v[0]);
            return Py.None;
        });
        t.method1("persistent_load", (self, pid) -> {
            throw PickleModule.unpicklingError("A load persistent id instruction was "
                    + "encountered, but no persistent_load function was specified.");
        });
        basePersistentLoad = t.getTypeDict().getItem(PERSISTENT_LOAD);
        t.method0("load", self -> {
            PyUnpickler up = u(self);
            if (up.read == null) {
                throw PickleModule.unpicklingError("Unpickler.__init__() was not called by "
                        + self.type.getTpName() + ".__init__()");
            }
            return up.load();
        });
        t.method2("find_class", (self, m, n) -> u(self).findClass(m, n));
        baseFindClass = t.getTypeDict().getItem(FIND_CLASS);
        t.method0("__sizeof__", self -> PyInt.of(200 + 8L * u(self).memo.length
                + 8L * u(self).marks.length));
        t.getset("memo", self -> new MemoProxies.UnpicklerMemoProxy(u(self)),
                (self, v) -> u(self).setMemo(v), self -> {
                    throw Py.typeError("attribute deletion is not supported");
                });
    }

    /** An unpickler for {@code load} and {@code loads}. */
    static PyUnpickler oneShot(String fname, PyObject fix, PyObject enc, PyObject errs,
            PyObject bufs) {
        PyUnpickler u = new PyUnpickler(TYPE);
        u.configure(fname, fix, enc, errs, bufs);
        return u;
    }

    private void configure(String fname, PyObject fix, PyObject enc, PyObject errs,
            PyObject bufs) {
        st = PickleState.get();
        fixImports = PickleModule.flag(fix);
        encoding = strArg(fname, "encoding", enc, "ASCII");
        errors = strArg(fname, "errors", errs, "strict");
        buffers = bufs == null || bufs == Py.None ? null : Abstract.iter(bufs);
        stack = new PyObject[8];
        sp = 0;
        memo = new PyObject[32];
        memoLen = 0;
        proto = 0;
    }

    private static String strArg(String fname, String name, PyObject v, String dflt) {
        if (v == null) {
            return dflt;
        }
        if (!(v instanceof PyStr s)) {
            throw Py.typeError(fname + "() argument '" + name + "' must be str, not "
                    + v.type.getTpName());
        }
        return s.value;
    }

    /** Compare CPython _pickle.c: {@code _Unpickler_SetInputStream}. */
    void setInputStream(PyObject file) {
        peek = file.lookupAttr(PEEK);
        readinto = file.lookupAttr(READINTO);
        read = file.lookupAttr(READ);
        readline = file.lookupAttr(READLINE);
        if (readline == null || read == null) {
            read = null;
            readinto = null;
            readline = null;
            peek = null;
            throw Py.typeError("file must have 'read' and 'readline' attributes");
        }
        in = new byte[0];
        pos = 0;
        inLen = 0;
        prefetched = 0;
    }

    /** Input from a bytes-like object. Compare CPython {@code _Unpickler_SetStringInput}. */
    int setStringInput(PyObject data) {
        if (data.getClass() == PyBytes.class) {
            in = ((PyBytes) data).value;
        } else {
            in = BytesLike.span(data).toArray();
        }
        pos = 0;
        inLen = in.length;
        prefetched = inLen;
        return inLen;
    }

    /** Compare CPython _pickle.c: {@code Unpickler_set_memo}. */
    private void setMemo(PyObject obj) {
        if (obj instanceof MemoProxies.UnpicklerMemoProxy proxy) {
            PyUnpickler other = proxy.unpickler;
            memo = other.memo.clone();
            memoLen = other.memoLen;
        } else if (obj instanceof PyDict d) {
            PyObject[] saved = memo;
            int savedLen = memoLen;
            memo = new PyObject[Math.max(d.size(), 1)];
            memoLen = 0;
            try {
                for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                    PyObject k = d.keyAt(i);
                    if (!(k instanceof PyInt) && !(k instanceof PyBigInt)) {
                        throw Py.typeError("memo key must be integers");
                    }
                    long idx = Params.asSsize(k);
                    if (idx < 0) {
                        throw Py.valueError("memo key must be positive integers.");
                    }
                    memoPut(idx, d.valueAt(i));
                }
            } catch (RuntimeException e) {
                memo = saved;
                memoLen = savedLen;
                throw e;
            }
        } else {
            throw Py.typeError("'memo' attribute must be an UnpicklerMemoProxy object or dict, "
                    + "not " + obj.type.getTpName());
        }
    }

    // ------------------------------------------------------------------ input

    private static RuntimeException truncated() {
        return PickleModule.unpicklingError("pickle data was truncated");
    }

    /** Read {@code n} bytes: the index in {@link #in} where they start. */
    private int read(long n) {
        if (n <= inLen - pos) {
            int p = pos;
            pos += (int) n;
            return p;
        }
        if (read == null) {
            throw truncated();
        }
        int got = readFromFile(n);
        if (got < n) {
            throw truncated();
        }
        pos = (int) n;
        return 0;
    }

    /** Compare CPython _pickle.c: {@code _Unpickler_ReadFromFile}. */
    private int readFromFile(long n) {
        skipConsumed();
        PyObject data;
        if (n == WHOLE_LINE) {
            data = Abstract.call0(readline);
        } else {
            if (peek != null && n < PREFETCH) {
                PyObject peeked = null;
                try {
                    peeked = Abstract.call1(peek, PyInt.of(PREFETCH));
                } catch (PyException e) {
                    if (!e.matches(PyExc.NotImplementedError)) {
                        throw e;
                    }
                    peek = null;
                }
                if (peeked != null) {
                    int size = setStringInput(peeked);
                    prefetched = 0;
                    if (n <= size) {
                        return (int) n;
                    }
                }
            }
            data = Abstract.call1(read, PyInt.of(n));
        }
        return setStringInput(data);
    }

    /** Read from the file what was used of the bytes only peeked at. */
    private void skipConsumed() {
        int consumed = pos - prefetched;
        if (consumed <= 0) {
            return;
        }
        Abstract.call1(read, PyInt.of(consumed));
        prefetched = pos;
    }

    /** A line with its newline: its length; it starts at {@link #lineStart}. */
    private int readLine() {
        for (int i = pos; i < inLen; i++) {
            if (in[i] == '\n') {
                lineStart = pos;
                int n = i - pos + 1;
                pos = i + 1;
                return n;
            }
        }
        if (read == null) {
            throw truncated();
        }
        int n = readFromFile(WHOLE_LINE);
        if (n == 0 || in[n - 1] != '\n') {
            throw truncated();
        }
        pos = n;
        lineStart = 0;
        return n;
    }

    /** The line without its newline, decoded as ASCII or UTF-8. */
    private PyStr lineText(int n, boolean utf8) {
        if (utf8) {
            return PyStr.of(Codecs.decodeUtf8(in, lineStart, n - 1, "strict", true).text());
        }
        return PyStr.of(Codecs.decodeAscii(in, lineStart, n - 1, "strict"));
    }

    /** {@code n} bytes as a new array. Compare CPython {@code _Unpickler_ReadInto}. */
    private byte[] readBytes(long n) {
        int avail = inLen - pos;
        if (n > avail && read == null) {
            throw truncated();
        }
        if (n > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError);
        }
        int size = (int) n;
        byte[] out = new byte[size];
        int have = Math.min(avail, size);
        System.arraycopy(in, pos, out, 0, have);
        pos += have;
        if (have == size) {
            return out;
        }
        int rest = size - have;
        skipConsumed();
        if (readinto == null) {
            PyObject data = Abstract.call1(read, PyInt.of(rest));
            if (!(data instanceof PyBytes b)) {
                throw Py.valueError("read() returned non-bytes object ("
                        + PickleModule.repr(data.type) + ")");
            }
            if (b.value.length < rest) {
                throw truncated();
            }
            System.arraycopy(b.value, 0, out, have, rest);
            return out;
        }
        PyByteArray target = PyByteArray.of(new byte[rest]);
        PyMemoryView mv = PyMemoryView.fromObject(target);
        long got;
        try {
            got = Params.asSsize(Abstract.call1(readinto, mv));
        } finally {
            mv.release();
        }
        if (got < 0) {
            throw Py.valueError("readinto() returned negative size");
        }
        if (got < rest) {
            throw truncated();
        }
        System.arraycopy(target.toByteArray(), 0, out, have, rest);
        return out;
    }

    /** Little-endian unsigned size of {@code n} bytes at {@code at}; -1 above 2**63-1. */
    private long binSize(int at, int n) {
        long x = 0;
        for (int i = 0; i < n; i++) {
            x |= (long) (in[at + i] & 0xff) << (8 * i);
        }
        return x;
    }

    /** 1 or 2 bytes unsigned, 4 bytes signed. Compare CPython {@code calc_binint}. */
    private long binInt(int at, int n) {
        long x = 0;
        for (int i = 0; i < n; i++) {
            x |= (long) (in[at + i] & 0xff) << (8 * i);
        }
        if (n == 4) {
            x = (int) x;
        }
        return x;
    }

    // ------------------------------------------------------------------ stack and memo

    private RuntimeException underflow() {
        return PickleModule.unpicklingError(markSet ? "unexpected MARK found"
                : "unpickling stack underflow");
    }

    private void push(PyObject o) {
        if (sp == stack.length) {
            stack = Arrays.copyOf(stack, stack.length + (stack.length >> 3) + 6);
        }
        stack[sp++] = o;
    }

    private PyObject pop() {
        if (sp <= fence) {
            throw underflow();
        }
        PyObject o = stack[--sp];
        stack[sp] = null;
        return o;
    }

    private PyObject top() {
        if (sp <= fence) {
            throw underflow();
        }
        return stack[sp - 1];
    }

    private PyObject[] popItems(int start) {
        if (start < fence) {
            throw underflow();
        }
        PyObject[] items = Arrays.copyOfRange(stack, start, sp);
        clearTo(start);
        return items;
    }

    private void clearTo(int n) {
        if (n < sp) {
            Arrays.fill(stack, n, sp, null);
            sp = n;
        }
    }

    private int marker() {
        if (numMarks < 1) {
            throw PickleModule.unpicklingError("could not find MARK");
        }
        int mark = marks[--numMarks];
        markSet = numMarks != 0;
        fence = numMarks != 0 ? marks[numMarks - 1] : 0;
        return mark;
    }

    private PyObject memoGet(long idx) {
        if (idx < 0 || idx >= memo.length) {
            return null;
        }
        return memo[(int) idx];
    }

    void memoPut(long idx, PyObject value) {
        if (idx >= memo.length) {
            long want = idx * 2;
            if (want > Integer.MAX_VALUE - 8) {
                throw Py.error(PyExc.MemoryError);
            }
            memo = Arrays.copyOf(memo, (int) want);
        }
        if (memo[(int) idx] == null) {
            memoLen++;
        }
        memo[(int) idx] = value;
    }

    private static RuntimeException memoMissing(long idx) {
        return PickleModule.unpicklingError("Memo value not found at index " + idx);
    }

    // ------------------------------------------------------------------ load

    /** The {@code persistent_load} to call, or null when it is the base type's. */
    private PyObject persistentLoad() {
        if (type == TYPE) {
            return null;
        }
        PyObject f = lookupAttr(PERSISTENT_LOAD);
        if (f instanceof org.specializer.api.PyMethod m && m.self == this
                && type.lookup(PERSISTENT_LOAD) == basePersistentLoad) {
            PyDict d = getDict();
            if (d == null || d.getItem(PERSISTENT_LOAD) == null) {
                return null;
            }
        }
        return f;
    }

    /** Compare CPython _pickle.c: {@code load}. */
    PyObject load() {
        numMarks = 0;
        markSet = false;
        fence = 0;
        proto = 0;
        clearTo(0);
        persFunc = persistentLoad();
        for (;;) {
            int at;
            try {
                at = read(1);
            } catch (PyException e) {
                if (e.matches(PickleModule.UNPICKLING_ERROR)) {
                    throw Py.error(PyExc.EOFError, "Ran out of input");
                }
                throw e;
            }
            int op = in[at] & 0xff;
            if (op == PyPickler.STOP) {
                break;
            }
            dispatch(op);
        }
        skipConsumed();
        return pop();
    }

    private void dispatch(int op) {
        switch (op) {
            case PyPickler.NONE -> push(Py.None);
            case PyPickler.BININT -> push(PyInt.of(binInt(read(4), 4)));
            case PyPickler.BININT1 -> push(PyInt.of(binInt(read(1), 1)));
            case PyPickler.BININT2 -> push(PyInt.of(binInt(read(2), 2)));
            case PyPickler.INT -> loadInt();
            case PyPickler.LONG -> loadLong();
            case PyPickler.LONG1 -> loadCountedLong(1);
            case PyPickler.LONG4 -> loadCountedLong(4);
            case PyPickler.FLOAT -> loadFloat();
            case PyPickler.BINFLOAT -> {
                int p = read(8);
                long bits = 0;
                for (int i = 0; i < 8; i++) {
                    bits = (bits << 8) | (in[p + i] & 0xff);
                }
                push(new PyFloat(Double.longBitsToDouble(bits)));
            }
            case PyPickler.SHORT_BINBYTES -> push(new PyBytes(readBytes(binSize(read(1), 1))));
            case PyPickler.BINBYTES -> push(new PyBytes(readBytes(binSize(read(4), 4))));
            case PyPickler.BINBYTES8 -> push(new PyBytes(readBytes(size8("BINBYTES"))));
            case PyPickler.BYTEARRAY8 -> push(PyByteArray.of(readBytes(size8("BYTEARRAY8"))));
            case PyPickler.NEXT_BUFFER -> loadNextBuffer();
            case PyPickler.READONLY_BUFFER -> loadReadonlyBuffer();
            case 'U' -> loadCountedBinstring(1);
            case 'T' -> loadCountedBinstring(4);
            case 'S' -> loadString();
            case PyPickler.UNICODE -> {
                int n = readLine();
                push(PyStr.of(Codecs.decode(in, lineStart, n - 1, "raw-unicode-escape",
                        "strict")));
            }
            case PyPickler.SHORT_BINUNICODE -> loadCountedBinunicode(binSize(read(1), 1));
            case PyPickler.BINUNICODE -> loadCountedBinunicode(binSize(read(4), 4));
            case PyPickler.BINUNICODE8 -> loadCountedBinunicode(size8("BINUNICODE"));
            case PyPickler.EMPTY_TUPLE -> push(PyTuple.EMPTY);
            case PyPickler.TUPLE1 -> loadCountedTuple(1);
            case PyPickler.TUPLE2 -> loadCountedTuple(2);
            case PyPickler.TUPLE3 -> loadCountedTuple(3);
            case PyPickler.TUPLE -> loadCountedTuple(sp - marker());
            case PyPickler.EMPTY_LIST -> push(new PyList());
            case PyPickler.LIST -> {
                int i = marker();
                push(new PyList(popItems(i)));
            }
            case PyPickler.EMPTY_DICT -> push(new PyDict());
            case PyPickler.DICT -> loadDict();
            case PyPickler.EMPTY_SET -> push(new PySet());
            case PyPickler.ADDITEMS -> loadAdditems();
            case PyPickler.FROZENSET -> {
                int i = marker();
                push(PyFrozenSet.of(new PyTuple(popItems(i))));
            }
            case 'o' -> loadObj();
            case 'i' -> loadInst();
            case PyPickler.NEWOBJ -> loadNewobj(false);
            case PyPickler.NEWOBJ_EX -> loadNewobj(true);
            case PyPickler.GLOBAL -> loadGlobal();
            case PyPickler.STACK_GLOBAL -> loadStackGlobal();
            case PyPickler.APPEND -> {
                if (sp - 1 <= fence) {
                    throw underflow();
                }
                doAppend(sp - 1);
            }
            case PyPickler.APPENDS -> doAppend(marker());
            case PyPickler.BUILD -> loadBuild();
            case '2' -> push(top());
            case PyPickler.BINGET -> {
                int at = read(1);
                long idx = in[at] & 0xff;
                PyObject v = memoGet(idx);
                if (v == null) {
                    throw memoMissing(idx);
                }
                push(v);
            }
            case PyPickler.LONG_BINGET -> {
                long idx = binSize(read(4), 4);
                PyObject v = memoGet(idx);
                if (v == null) {
                    throw memoMissing(idx);
                }
                push(v);
            }
            case PyPickler.GET -> {
                int n = readLine();
                if (n < 2) {
                    throw truncated();
                }
                long idx = parseIndex(n);
                PyObject v = memoGet(idx);
                if (v == null) {
                    throw memoMissing(idx);
                }
                push(v);
            }
            case PyPickler.MARK -> loadMark();
            case PyPickler.BINPUT -> {
                int p = read(1);
                memoPut(in[p] & 0xff, top());
            }
            case PyPickler.LONG_BINPUT -> {
                int p = read(4);
                PyObject v = top();
                memoPut(binSize(p, 4), v);
            }
            case PyPickler.PUT -> {
                int n = readLine();
                if (n < 2) {
                    throw truncated();
                }
                PyObject v = top();
                long idx = parseIndex(n);
                if (idx < 0) {
                    throw Py.valueError("negative PUT argument");
                }
                memoPut(idx, v);
            }
            case PyPickler.MEMOIZE -> memoPut(memoLen, top());
            case PyPickler.POP -> loadPop();
            case PyPickler.POP_MARK -> clearTo(marker());
            case PyPickler.SETITEM -> doSetitems(sp - 2);
            case PyPickler.SETITEMS -> doSetitems(marker());
            case PyPickler.PERSID -> loadPersid();
            case PyPickler.BINPERSID -> {
                if (persFunc == null) {
                    throw noPersistentLoad();
                }
                PyObject pid = pop();
                push(Abstract.call1(persFunc, pid));
            }
            case PyPickler.REDUCE -> {
                PyObject argtup = pop();
                PyObject callable = pop();
                if (!(argtup instanceof PyTuple t)) {
                    throw Py.typeError("argument list must be a tuple");
                }
                push(callable.call(t.items, Py.NO_KWNAMES));
            }
            case PyPickler.PROTO -> {
                int at = read(1);
                int i = in[at] & 0xff;
                if (i > PickleModule.HIGHEST_PROTOCOL) {
                    throw Py.valueError("unsupported pickle protocol: " + i);
                }
                proto = i;
            }
            case PyPickler.FRAME -> {
                long frameLen = size8("FRAME");
                read(frameLen);
                pos -= (int) frameLen;
            }
            case PyPickler.EXT1 -> loadExtension(1);
            case PyPickler.EXT2 -> loadExtension(2);
            case PyPickler.EXT4 -> loadExtension(4);
            case PyPickler.NEWTRUE -> push(Py.True);
            case PyPickler.NEWFALSE -> push(Py.False);
            default -> {
                if (op >= 0x20 && op <= 0x7e && op != '\'' && op != '\\') {
                    throw PickleModule.unpicklingError("invalid load key, '" + (char) op + "'.");
                }
                throw PickleModule.unpicklingError("invalid load key, '\\x"
                        + String.format("%02x", op) + "'.");
            }
        }
    }

    /** An 8-byte size; OverflowError above what an index can hold. */
    private long size8(String what) {
        int p = read(8);
        long x = binSize(p, 8);
        if (x < 0) {
            if (what.equals("FRAME")) {
                throw Py.overflowError("FRAME length exceeds system's maximum of "
                        + Long.MAX_VALUE + " bytes");
            }
            throw Py.overflowError(what + " exceeds system's maximum size of " + Long.MAX_VALUE
                    + " bytes");
        }
        return x;
    }

    private long parseIndex(int n) {
        String s = new String(in, lineStart, n - 1, java.nio.charset.StandardCharsets.ISO_8859_1);
        try {
            return Long.parseLong(s.trim());
        } catch (NumberFormatException e) {
            PyObject v = Abstract.call(PyInt.TYPE, PyStr.of(s), PyInt.of(10));
            return Params.asSsize(v);
        }
    }

    private void loadInt() {
        int n = readLine();
        if (n < 2) {
            throw truncated();
        }
        String s = new String(in, lineStart, n - 1, java.nio.charset.StandardCharsets.ISO_8859_1);
        Long x = strtol(s);
        if (x == null) {
            try {
                push(Abstract.call(PyInt.TYPE, PyStr.of(s), PyInt.of(0)));
            } catch (PyException e) {
                if (e.matches(PyExc.ValueError)) {
                    throw Py.valueError("could not convert string to int");
                }
                throw e;
            }
            return;
        }
        if (n == 3 && (x == 0 || x == 1)) {
            push(x == 1 ? Py.True : Py.False);
        } else {
            push(PyInt.of(x));
        }
    }

    /** C's {@code strtol(s, &end, 0)} over the whole text, or null when it does not parse. */
    private static Long strtol(String s) {
        String t = s.strip();
        boolean neg = false;
        int i = 0;
        if (i < t.length() && (t.charAt(i) == '+' || t.charAt(i) == '-')) {
            neg = t.charAt(i) == '-';
            i++;
        }
        int radix = 10;
        if (t.startsWith("0x", i) || t.startsWith("0X", i)) {
            radix = 16;
            i += 2;
        } else if (t.length() - i > 1 && t.charAt(i) == '0') {
            radix = 8;
        }
        if (i >= t.length()) {
            return null;
        }
        try {
            long v = Long.parseLong(t.substring(i), radix);
            return neg ? -v : v;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private void loadLong() {
        int n = readLine();
        if (n < 2) {
            throw truncated();
        }
        int len = n;
        if (in[lineStart + n - 2] == 'L') {
            len = n - 2;
        }
        String s = new String(in, lineStart, len, java.nio.charset.StandardCharsets.ISO_8859_1);
        push(Abstract.call(PyInt.TYPE, PyStr.of(s), PyInt.of(0)));
    }

    private void loadCountedLong(int size) {
        int p = read(size);
        long n = binInt(p, size);
        if (n < 0) {
            throw PickleModule.unpicklingError("LONG pickle has negative byte count");
        }
        if (n == 0) {
            push(PyInt.ZERO);
            return;
        }
        int q = read(n);
        byte[] be = new byte[(int) n];
        for (int i = 0; i < n; i++) {
            be[i] = in[q + (int) n - 1 - i];
        }
        push(PyBigInt.normalize(new BigInteger(be)));
    }

    private void loadFloat() {
        int n = readLine();
        if (n < 2) {
            throw truncated();
        }
        String s = new String(in, lineStart, n - 1, java.nio.charset.StandardCharsets.ISO_8859_1);
        try {
            push(Abstract.call(PyFloat.TYPE, PyStr.of(s)));
        } catch (PyException e) {
            if (e.matches(PyExc.ValueError)) {
                throw Py.valueError("could not convert string to float");
            }
            throw e;
        }
    }

    /** Python 2 str: bytes with encoding "bytes", else decoded. */
    private PyObject py2str(byte[] data, int off, int n) {
        if (encoding.equals("bytes")) {
            return new PyBytes(Arrays.copyOfRange(data, off, off + n));
        }
        return PyStr.of(Codecs.decode(data, off, n, encoding, errors));
    }

    private void loadString() {
        int n = readLine();
        int len = n - 1;
        int s = lineStart;
        if (len >= 2 && in[s] == in[s + len - 1] && (in[s] == '\'' || in[s] == '"')) {
            s += 1;
            len -= 2;
        } else {
            throw PickleModule.unpicklingError("the STRING opcode argument must be quoted");
        }
        PyObject codecs = Py.importModule("codecs");
        PyObject r = Abstract.call(Abstract.getAttr(codecs, "escape_decode"),
                new PyBytes(Arrays.copyOfRange(in, s, s + len)));
        byte[] bytes = ((PyBytes) ((PyTuple) r).items[0]).value;
        push(py2str(bytes, 0, bytes.length));
    }

    private void loadCountedBinstring(int nbytes) {
        long size = binSize(read(nbytes), nbytes);
        if (nbytes == 4 && size > Integer.MAX_VALUE) {
            size = size & 0xffffffffL;
        }
        int p = read(size);
        push(py2str(in, p, (int) size));
    }

    private void loadCountedBinunicode(long size) {
        int p = read(size);
        push(PyStr.of(Codecs.decodeUtf8(in, p, (int) size, "surrogatepass", true).text()));
    }

    private void loadNextBuffer() {
        if (buffers == null) {
            throw PickleModule.unpicklingError("pickle stream refers to out-of-band data but no "
                    + "*buffers* argument was given");
        }
        PyObject b = Abstract.next(buffers);
        if (b == null) {
            throw PickleModule.unpicklingError("not enough out-of-band buffers");
        }
        push(b);
    }

    private void loadReadonlyBuffer() {
        if (sp <= fence) {
            throw underflow();
        }
        PyObject obj = stack[sp - 1];
        PyMemoryView view = PyMemoryView.fromObject(obj);
        if (!Abstract.isTrue(Abstract.getAttr(view, "readonly"))) {
            stack[sp - 1] = Abstract.callMethod(view, PyStr.intern("toreadonly"));
        }
    }

    private void loadCountedTuple(int n) {
        if (sp < n) {
            throw underflow();
        }
        if (n == 0) {
            push(PyTuple.EMPTY);
            return;
        }
        push(new PyTuple(popItems(sp - n)));
    }

    private void loadDict() {
        int i = marker();
        int j = sp;
        PyDict d = new PyDict();
        if ((j - i) % 2 != 0) {
            throw PickleModule.unpicklingError("odd number of items for DICT");
        }
        for (int k = i + 1; k < j; k += 2) {
            d.setItem(stack[k - 1], stack[k]);
        }
        clearTo(i);
        push(d);
    }

    private PyObject instantiate(PyObject cls, PyObject[] args) {
        if (args.length == 0 && cls instanceof PyType) {
            if (cls.lookupAttr(GETINITARGS) == null) {
                return Abstract.callMethod(cls, Names.__new__, cls);
            }
        }
        return cls.call(args, Py.NO_KWNAMES);
    }

    private void loadObj() {
        int i = marker();
        if (sp - i < 1) {
            throw underflow();
        }
        PyObject[] args = popItems(i + 1);
        PyObject cls = pop();
        push(instantiate(cls, args));
    }

    private void loadInst() {
        int i = marker();
        int n = readLine();
        if (n < 2) {
            throw truncated();
        }
        PyStr module = lineText(n, false);
        n = readLine();
        if (n < 2) {
            throw truncated();
        }
        PyStr name = lineText(n, false);
        PyObject cls = callFindClass(module, name);
        push(instantiate(cls, popItems(i)));
    }

    private RuntimeException newobjError(String fmt, boolean kw, PyObject arg) {
        return PickleModule.unpicklingError(String.format(fmt, kw ? "NEWOBJ_EX" : "NEWOBJ",
                arg.type.getTpName()));
    }

    /** Compare CPython _pickle.c: {@code load_newobj}. */
    private void loadNewobj(boolean useKwargs) {
        PyObject kwargs = useKwargs ? pop() : null;
        PyObject args = pop();
        PyObject cls = pop();
        if (!(cls instanceof PyType ct)) {
            throw newobjError("%s class argument must be a type, not %s", useKwargs, cls);
        }
        if (ct.lookup(Names.__new__) == null) {
            throw PickleModule.unpicklingError((useKwargs ? "NEWOBJ_EX" : "NEWOBJ")
                    + " class argument '" + ct.getTpName() + "' doesn't have __new__");
        }
        if (!(args instanceof PyTuple at)) {
            throw newobjError("%s args argument must be a tuple, not %s", useKwargs, args);
        }
        if (useKwargs && !(kwargs instanceof PyDict)) {
            throw newobjError("%s kwargs argument must be a dict, not %s", useKwargs, kwargs);
        }
        PyObject newf = cls.getAttr(Names.__new__);
        PyObject[] a = at.items;
        PyStr[] names = Py.NO_KWNAMES;
        if (kwargs != null && ((PyDict) kwargs).size() > 0) {
            PyDict kd = (PyDict) kwargs;
            PyObject[] all = Arrays.copyOf(a, a.length + kd.size());
            names = new PyStr[kd.size()];
            int j = 0;
            for (int i = kd.nextEntry(0); i >= 0; i = kd.nextEntry(i + 1)) {
                if (!(kd.keyAt(i) instanceof PyStr ks)) {
                    throw Py.typeError("keywords must be strings");
                }
                names[j] = ks;
                all[a.length + j] = kd.valueAt(i);
                j++;
            }
            a = all;
        }
        push(Abstract.callPrepend(newf, cls, a, names));
    }

    private void loadGlobal() {
        int n = readLine();
        if (n < 2) {
            throw truncated();
        }
        PyStr module = lineText(n, true);
        n = readLine();
        if (n < 2) {
            throw truncated();
        }
        PyStr name = lineText(n, true);
        push(callFindClass(module, name));
    }

    private void loadStackGlobal() {
        PyObject name = pop();
        PyObject module = pop();
        if (module.type != PyStr.TYPE || name.type != PyStr.TYPE) {
            throw PickleModule.unpicklingError("STACK_GLOBAL requires str");
        }
        push(callFindClass(module, name));
    }

    private RuntimeException noPersistentLoad() {
        return PickleModule.unpicklingError("A load persistent id instruction was encountered, "
                + "but no persistent_load function was specified.");
    }

    private void loadPersid() {
        if (persFunc == null) {
            throw noPersistentLoad();
        }
        int n = readLine();
        if (n < 1) {
            throw truncated();
        }
        PyStr pid;
        try {
            pid = lineText(n, false);
        } catch (PyException e) {
            if (e.matches(PyExc.UnicodeDecodeError)) {
                throw PickleModule.unpicklingError("persistent IDs in protocol 0 must be ASCII "
                        + "strings");
            }
            throw e;
        }
        push(Abstract.call1(persFunc, pid));
    }

    private void loadPop() {
        if (numMarks > 0 && marks[numMarks - 1] == sp) {
            numMarks--;
            markSet = numMarks != 0;
            fence = numMarks != 0 ? marks[numMarks - 1] : 0;
        } else if (sp <= fence) {
            throw underflow();
        } else {
            stack[--sp] = null;
        }
    }

    private void loadMark() {
        if (numMarks >= marks.length) {
            marks = Arrays.copyOf(marks, (numMarks << 1) + 20);
        }
        markSet = true;
        fence = sp;
        marks[numMarks++] = sp;
    }

    /** Compare CPython _pickle.c: {@code do_append}. */
    private void doAppend(int x) {
        int len = sp;
        if (x > len || x <= fence) {
            throw underflow();
        }
        if (len == x) {
            return;
        }
        PyObject list = stack[x - 1];
        if (list.type == PyList.TYPE) {
            PyList l = (PyList) list;
            for (int i = x; i < len; i++) {
                l.append(stack[i]);
            }
            clearTo(x);
            return;
        }
        PyObject extend = list.lookupAttr(EXTEND);
        if (extend != null) {
            PyList slice = new PyList(popItems(x));
            Abstract.call1(extend, slice);
            return;
        }
        PyObject append = list.getAttr(APPEND);
        try {
            for (int i = x; i < len; i++) {
                Abstract.call1(append, stack[i]);
            }
        } finally {
            clearTo(x);
        }
    }

    /** Compare CPython _pickle.c: {@code do_setitems}. */
    private void doSetitems(int x) {
        int len = sp;
        if (x > len || x <= fence) {
            throw underflow();
        }
        if (len == x) {
            return;
        }
        if ((len - x) % 2 != 0) {
            throw PickleModule.unpicklingError("odd number of items for SETITEMS");
        }
        PyObject dict = stack[x - 1];
        try {
            if (dict.type == PyDict.TYPE) {
                PyDict d = (PyDict) dict;
                for (int i = x + 1; i < len; i += 2) {
                    d.setItem(stack[i - 1], stack[i]);
                }
            } else {
                for (int i = x + 1; i < len; i += 2) {
                    Abstract.setItem(dict, stack[i - 1], stack[i]);
                }
            }
        } finally {
            clearTo(x);
        }
    }

    private void loadAdditems() {
        int mark = marker();
        int len = sp;
        if (mark > len || mark <= fence) {
            throw underflow();
        }
        if (len == mark) {
            return;
        }
        PyObject set = stack[mark - 1];
        if (set instanceof PySet s) {
            for (int i = mark; i < len; i++) {
                s.add(stack[i]);
            }
            clearTo(mark);
            return;
        }
        PyObject add = set.getAttr(ADD);
        try {
            for (int i = mark; i < len; i++) {
                Abstract.call1(add, stack[i]);
            }
        } finally {
            clearTo(mark);
        }
    }

    /** Compare CPython _pickle.c: {@code load_build}. */
    private void loadBuild() {
        if (sp - 2 < fence) {
            throw underflow();
        }
        PyObject state = pop();
        PyObject inst = stack[sp - 1];
        PyObject setstate = inst.lookupAttr(SETSTATE);
        if (setstate != null) {
            Abstract.call1(setstate, state);
            return;
        }
        PyObject slotstate = null;
        if (state instanceof PyTuple t && t.items.length == 2) {
            state = t.items[0];
            slotstate = t.items[1];
        }
        if (state != Py.None) {
            if (!(state instanceof PyDict sd)) {
                throw PickleModule.unpicklingError("state is not a dictionary");
            }
            PyObject dict = inst.getAttr(Names.__dict__);
            for (int i = sd.nextEntry(0); i >= 0; i = sd.nextEntry(i + 1)) {
                PyObject k = sd.keyAt(i);
                if (k.type == PyStr.TYPE) {
                    k = ((PyStr) k).intern();
                }
                Abstract.setItem(dict, k, sd.valueAt(i));
            }
        }
        if (slotstate != null) {
            if (!(slotstate instanceof PyDict ss)) {
                throw PickleModule.unpicklingError("slot state is not a dictionary");
            }
            for (int i = ss.nextEntry(0); i >= 0; i = ss.nextEntry(i + 1)) {
                PyObject k = ss.keyAt(i);
                if (!(k instanceof PyStr ks)) {
                    throw Py.typeError("attribute name must be string, not '"
                            + k.type.getTpName() + "'");
                }
                inst.setAttr(ks, ss.valueAt(i));
            }
        }
    }

    /** Compare CPython _pickle.c: {@code load_extension}. */
    private void loadExtension(int nbytes) {
        long code = binInt(read(nbytes), nbytes);
        if (code <= 0) {
            throw PickleModule.unpicklingError("EXT specifies code <= 0");
        }
        PyInt pyCode = PyInt.of(code);
        PyObject obj = st.extensionCache.getItem(pyCode);
        if (obj != null) {
            push(obj);
            return;
        }
        PyObject pair = st.invertedRegistry.getItem(pyCode);
        if (pair == null) {
            throw Py.valueError("unregistered extension code " + code);
        }
        if (!(pair instanceof PyTuple pt) || pt.items.length != 2
                || !(pt.items[0] instanceof PyStr) || !(pt.items[1] instanceof PyStr)) {
            throw Py.valueError("_inverted_registry[" + code + "] isn't a 2-tuple of strings");
        }
        obj = callFindClass(pt.items[0], pt.items[1]);
        st.extensionCache.setItem(pyCode, obj);
        push(obj);
    }

    // ------------------------------------------------------------------ find_class

    private PyObject callFindClass(PyObject module, PyObject name) {
        if (type == TYPE || (type.lookup(FIND_CLASS) == baseFindClass
                && (getDict() == null || getDict().getItem(FIND_CLASS) == null))) {
            return findClass(module, name);
        }
        return Abstract.callMethod(this, FIND_CLASS, module, name);
    }

    /** Compare CPython _pickle.c: {@code _pickle_Unpickler_find_class_impl}. */
    PyObject findClass(PyObject moduleName, PyObject globalName) {
        if (proto < 3 && fixImports) {
            PyObject item = st.nameMapping2to3.getItem(PyTuple.of(moduleName, globalName));
            if (item != null) {
                if (!(item instanceof PyTuple it) || it.items.length != 2) {
                    throw Py.runtimeError("_compat_pickle.NAME_MAPPING values should be "
                            + "2-tuples, not " + item.type.getTpName());
                }
                if (!(it.items[0] instanceof PyStr) || !(it.items[1] instanceof PyStr)) {
                    throw Py.runtimeError("_compat_pickle.NAME_MAPPING values should be pairs of "
                            + "str, not (" + it.items[0].type.getTpName() + ", "
                            + it.items[1].type.getTpName() + ")");
                }
                moduleName = it.items[0];
                globalName = it.items[1];
            } else {
                item = st.importMapping2to3.getItem(moduleName);
                if (item != null) {
                    if (!(item instanceof PyStr)) {
                        throw Py.runtimeError("_compat_pickle.IMPORT_MAPPING values should be "
                                + "strings, not " + item.type.getTpName());
                    }
                    moduleName = item;
                }
            }
        }
        if (!(moduleName instanceof PyStr ms)) {
            throw Py.typeError("module name must be str, not " + moduleName.type.getTpName());
        }
        PyObject module = Py.importModule(ms.value);
        return getAttribute(module, globalName, proto >= 4);
    }

    /** Compare CPython _pickle.c: {@code getattribute}. */
    private static PyObject getAttribute(PyObject obj, PyObject name, boolean allowQualname) {
        if (!(name instanceof PyStr ns)) {
            throw Py.typeError("attribute name must be string, not '" + name.type.getTpName()
                    + "'");
        }
        PyObject attr;
        if (allowQualname) {
            String[] parts = ns.value.split("\\.", -1);
            for (String part : parts) {
                if (part.equals("<locals>")) {
                    throw Py.error(PyExc.AttributeError, "Can't get local attribute "
                            + PickleModule.repr(name) + " on " + PickleModule.repr(obj));
                }
            }
            attr = PyPickler.deepAttribute(obj, parts, null);
        } else {
            attr = obj.lookupAttr(ns);
        }
        if (attr == null) {
            throw Py.error(PyExc.AttributeError, "Can't get attribute "
                    + PickleModule.repr(name) + " on " + PickleModule.repr(obj));
        }
        return attr;
    }
}
