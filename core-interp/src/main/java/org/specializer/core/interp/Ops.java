package org.specializer.core.interp;

import org.specializer.api.Abstract;
import org.specializer.api.ExceptionGroupMethods;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PySlice;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.TypingModule;
import org.specializer.spi.Opcode;

/** Out-of-line bodies of the eval loop's data-manipulating instructions. */
final class Ops {
    private Ops() {}

    /** Pop {@code n} slots, clearing them for the garbage collector; the new {@code sp}. */
    static int clear(PyObject[] s, int sp, int n) {
        for (int i = 0; i < n; i++) {
            s[--sp] = null;
        }
        return sp;
    }

    // ------------------------------------------------------------------ subscripts

    static int binarySlice(PyObject[] s, int sp) {
        PyObject slice = new PySlice(s[sp - 2], s[sp - 1], Py.None);
        s[sp - 3] = Abstract.getItem(s[sp - 3], slice);
        return clear(s, sp, 2);
    }

    static int storeSlice(PyObject[] s, int sp) {
        PyObject slice = new PySlice(s[sp - 2], s[sp - 1], Py.None);
        Abstract.setItem(s[sp - 3], slice, s[sp - 4]);
        return clear(s, sp, 4);
    }

    static int buildSlice(PyObject[] s, int sp, int n) {
        PyObject step = n == 3 ? s[sp - 1] : Py.None;
        PyObject slice = new PySlice(s[sp - n], s[sp - n + 1], step);
        sp = clear(s, sp, n);
        s[sp++] = slice;
        return sp;
    }

    // ------------------------------------------------------------------ comparisons

    /** COMPARE_OP: {@code oparg >> 5} is the comparison; bit 4 asks for a bool. */
    static PyObject compare(PyObject l, PyObject r, int arg) {
        PyObject res = Abstract.richCompare(l, r, arg >> 5);
        if ((arg & 16) != 0 && res.getClass() != org.specializer.api.PyBool.class) {
            return Abstract.isTrue(res) ? Py.True : Py.False;
        }
        return res;
    }

    // ------------------------------------------------------------------ building

    static int buildTuple(PyObject[] s, int sp, int n) {
        PyObject[] items = new PyObject[n];
        System.arraycopy(s, sp - n, items, 0, n);
        sp = clear(s, sp, n);
        s[sp++] = PyTuple.of(items);
        return sp;
    }

    static int buildList(PyObject[] s, int sp, int n) {
        PyObject[] items = new PyObject[n];
        System.arraycopy(s, sp - n, items, 0, n);
        sp = clear(s, sp, n);
        s[sp++] = new PyList(items);
        return sp;
    }

    static int buildString(PyObject[] s, int sp, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = sp - n; i < sp; i++) {
            sb.append(((PyStr) s[i]).value);
        }
        sp = clear(s, sp, n);
        s[sp++] = PyStr.of(sb.toString());
        return sp;
    }

    static int buildMap(PyObject[] s, int sp, int n) {
        PyDict d = PyDict.withCapacity(n);
        for (int i = sp - 2 * n; i < sp; i += 2) {
            d.setItem(s[i], s[i + 1]);
        }
        sp = clear(s, sp, 2 * n);
        s[sp++] = d;
        return sp;
    }

    static int buildConstKeyMap(PyObject[] s, int sp, int n) {
        PyTuple keys = (PyTuple) s[sp - 1];
        PyDict d = PyDict.withCapacity(n);
        for (int i = 0; i < n; i++) {
            d.setItem(keys.items[i], s[sp - 1 - n + i]);
        }
        sp = clear(s, sp, n + 1);
        s[sp++] = d;
        return sp;
    }

    /** BUILD_SET: a new set, whatever the name {@code set} means now (CPython's PySet_New). */
    static int buildSet(PyObject[] s, int sp, int n) {
        org.specializer.api.PySet set = new org.specializer.api.PySet();
        for (int i = sp - n; i < sp; i++) {
            set.add(s[i]);
        }
        sp = clear(s, sp, n);
        s[sp++] = set;
        return sp;
    }

    /** SET_ADD, on the set a BUILD_SET made (a set comprehension's). */
    static void setAdd(PyObject set, PyObject v) {
        ((org.specializer.api.PyAnySet) set).add(v);
    }

    /** SET_UPDATE, on the set a BUILD_SET made ({@code {*a, *b}}). */
    static void setUpdate(PyObject set, PyObject iterable) {
        ((org.specializer.api.PyAnySet) set).update(iterable);
    }

    static void listExtend(PyObject list, PyObject iterable) {
        PyObject it = Abstract.iterOrNull(iterable);
        if (it == null) {
            throw Py.typeError("Value after * must be an iterable, not "
                    + iterable.type.getName());
        }
        PyList l = (PyList) list;
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            l.append(x);
        }
    }

    static void mapAdd(PyObject dict, PyObject key, PyObject value) {
        ((PyDict) dict).setItem(key, value);
    }

    /** DICT_UPDATE: {@code {**m}} in a display. */
    static void dictUpdate(PyObject dict, PyObject update) {
        if (update instanceof PyDict u) {
            ((PyDict) dict).update(u);
            return;
        }
        PyObject keys = update.lookupAttr(Names.keys);
        if (keys == null) {
            throw Py.typeError("'" + update.type.getName() + "' object is not a mapping");
        }
        PyObject it = Abstract.iter(Abstract.call0(keys));
        for (PyObject k = Abstract.next(it); k != null; k = Abstract.next(it)) {
            ((PyDict) dict).setItem(k, Abstract.getItem(update, k));
        }
    }

    /** DICT_MERGE: {@code f(**m)}: like update, but duplicate keys are an error. */
    static void dictMerge(PyObject callable, PyObject dict, PyObject update) {
        PyDict d = (PyDict) dict;
        if (!(update instanceof PyDict) && update.lookupAttr(Names.keys) == null) {
            throw Py.typeError(Calls.describe(callable) + " argument after ** must be a mapping, "
                    + "not " + update.type.getName());
        }
        PyObject keys = update instanceof PyDict u && u.getClass() == PyDict.class ? null
                : Abstract.call0(update.getAttr(Names.keys));
        if (keys == null) {
            PyDict u = (PyDict) update;
            for (int i = u.nextEntry(0); i >= 0; i = u.nextEntry(i + 1)) {
                mergeOne(callable, d, u.keyAt(i), u.valueAt(i));
            }
            return;
        }
        PyObject it = Abstract.iter(keys);
        for (PyObject k = Abstract.next(it); k != null; k = Abstract.next(it)) {
            mergeOne(callable, d, k, Abstract.getItem(update, k));
        }
    }

    /**
     * One key of a {@code **} merge. Keys that are not strings pass here: the call refuses
     * them ("keywords must be strings"), after a duplicate has been reported, as CPython's
     * DICT_MERGE and CALL_FUNCTION_EX do.
     */
    private static void mergeOne(PyObject callable, PyDict d, PyObject k, PyObject v) {
        if (d.containsKey(k)) {
            throw Py.typeError(Calls.describe(callable) + " got multiple values for keyword "
                    + "argument '" + Abstract.str(k).value + "'");
        }
        d.setItem(k, v);
    }

    // ------------------------------------------------------------------ unpacking

    static int unpackSequence(PyObject[] s, int sp, int n) {
        PyObject[] items = unpackItems(s[sp - 1], n);
        sp--;
        for (int i = n - 1; i >= 0; i--) {
            s[sp++] = items[i];
        }
        return sp;
    }

    /**
     * The {@code n} items UNPACK_SEQUENCE unpacks, first first (a tuple's or list's own array:
     * read it at once), or the error it raises.
     */
    static PyObject[] unpackItems(PyObject seq, int n) {
        PyObject[] items;
        Class<?> c = seq.getClass();
        if (c == PyTuple.class) {
            items = ((PyTuple) seq).items;
            if (items.length != n) {
                throw unpackCountError(n, items.length, false);
            }
        } else if (c == PyList.class) {
            PyList l = (PyList) seq;
            if (l.size != n) {
                throw unpackCountError(n, l.size, false);
            }
            items = l.items;
        } else {
            items = unpackIterable(seq, n);
        }
        return items;
    }

    private static PyObject[] unpackIterable(PyObject seq, int n) {
        PyObject it = Abstract.iterOrNull(seq);
        if (it == null) {
            throw Py.typeError("cannot unpack non-iterable " + seq.type.getName() + " object");
        }
        PyObject[] items = new PyObject[n];
        for (int i = 0; i < n; i++) {
            PyObject x = Abstract.next(it);
            if (x == null) {
                throw unpackCountError(n, i, false);
            }
            items[i] = x;
        }
        if (Abstract.next(it) != null) {
            throw Py.valueError("too many values to unpack (expected " + n + ")");
        }
        return items;
    }

    private static PyException unpackCountError(int expected, int got, boolean atLeast) {
        if (got < expected) {
            return Py.valueError("not enough values to unpack (expected "
                    + (atLeast ? "at least " : "") + expected + ", got " + got + ")");
        }
        return Py.valueError("too many values to unpack (expected " + expected + ")");
    }

    /** UNPACK_EX: {@code a, *b, c = seq}. */
    static int unpackEx(PyObject[] s, int sp, int arg) {
        int before = arg & 0xFF;
        int after = arg >> 8;
        PyObject seq = s[sp - 1];
        PyObject it = Abstract.iterOrNull(seq);
        if (it == null) {
            throw Py.typeError("cannot unpack non-iterable " + seq.type.getName() + " object");
        }
        PyObject[] head = new PyObject[before];
        for (int i = 0; i < before; i++) {
            PyObject x = Abstract.next(it);
            if (x == null) {
                throw unpackCountError(before + after, i, true);
            }
            head[i] = x;
        }
        PyList rest = new PyList();
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            rest.append(x);
        }
        if (rest.size < after) {
            throw unpackCountError(before + after, before + rest.size, true);
        }
        sp--;
        for (int i = after - 1; i >= 0; i--) {
            s[sp++] = rest.items[rest.size - after + i];
        }
        PyObject[] mid = java.util.Arrays.copyOf(rest.items, rest.size - after);
        s[sp++] = new PyList(mid);
        for (int i = before - 1; i >= 0; i--) {
            s[sp++] = head[i];
        }
        return sp;
    }

    // ------------------------------------------------------------------ formatting

    /** CONVERT_VALUE: 1 str, 2 repr, 3 ascii. */
    static PyObject convertValue(PyObject v, int which) {
        switch (which) {
            case 1: return Abstract.str(v);
            case 2: return Abstract.repr(v);
            default: return ascii(v);
        }
    }

    /** {@code ascii(v)}: repr with non-ASCII characters escaped. */
    static PyStr ascii(PyObject v) {
        String r = Abstract.repr(v).value;
        StringBuilder sb = null;
        for (int i = 0; i < r.length(); ) {
            int cp = r.codePointAt(i);
            int n = Character.charCount(cp);
            if (cp >= 128) {
                if (sb == null) {
                    sb = new StringBuilder(r.substring(0, i));
                }
                if (cp < 0x100) {
                    sb.append(String.format("\\x%02x", cp));
                } else if (cp < 0x10000) {
                    sb.append(String.format("\\u%04x", cp));
                } else {
                    sb.append(String.format("\\U%08x", cp));
                }
            } else if (sb != null) {
                sb.append((char) cp);
            }
            i += n;
        }
        return sb == null ? PyStr.of(r) : PyStr.of(sb.toString());
    }

    // ------------------------------------------------------------------ intrinsics

    static PyObject intrinsic1(Frame f, int which, PyObject v) {
        switch (which) {
            case Opcode.INTRINSIC_PRINT:
                Runtime.displayHook(v);
                return Py.None;
            case Opcode.INTRINSIC_IMPORT_STAR:
                Imports.importStar(f, v);
                return Py.None;
            case Opcode.INTRINSIC_STOPITERATION_ERROR:
                return stopIterationError(f.code, v);
            case Opcode.INTRINSIC_ASYNC_GEN_WRAP:
                return new AsyncGenerator.WrappedValue(v);
            case Opcode.INTRINSIC_UNARY_POSITIVE:
                return Abstract.pos(v);
            case Opcode.INTRINSIC_LIST_TO_TUPLE:
                return PyTuple.of(((PyList) v).toArray());
            case Opcode.INTRINSIC_TYPEVAR:
                return TypingModule.makeTypeVar(v);
            case Opcode.INTRINSIC_PARAMSPEC:
                return TypingModule.makeParamSpec(v);
            case Opcode.INTRINSIC_TYPEVARTUPLE:
                return TypingModule.makeTypeVarTuple(v);
            case Opcode.INTRINSIC_SUBSCRIPT_GENERIC:
                return TypingModule.subscriptGeneric(v);
            case Opcode.INTRINSIC_TYPEALIAS:
                return TypingModule.makeTypeAlias(v);
            default:
                throw Py.error(PyExc.SystemError, "unknown intrinsic " + which);
        }
    }

    static PyObject intrinsic2(int which, PyObject a, PyObject b) {
        switch (which) {
            case Opcode.INTRINSIC_TYPEVAR_WITH_BOUND:
                return TypingModule.makeTypeVarWithBound(a, b);
            case Opcode.INTRINSIC_TYPEVAR_WITH_CONSTRAINTS:
                return TypingModule.makeTypeVarWithConstraints(a, b);
            case Opcode.INTRINSIC_SET_FUNCTION_TYPE_PARAMS:
                return TypingModule.setFunctionTypeParams(a, b);
            case Opcode.INTRINSIC_SET_TYPEPARAM_DEFAULT:
                return TypingModule.setTypeParamDefault(a, b);
            case Opcode.INTRINSIC_PREP_RERAISE_STAR:
                return ExceptionGroupMethods.prepReraiseStar(a, b);
            default:
                throw Py.error(PyExc.SystemError, "unknown intrinsic " + which);
        }
    }

    /** PEP 479: a StopIteration escaping a generator becomes RuntimeError. */
    private static PyObject stopIterationError(PyCode code, PyObject exc) {
        String kind = code.hasFlag(PyCode.CO_COROUTINE) ? "coroutine"
                : code.hasFlag(PyCode.CO_ASYNC_GENERATOR) ? "async generator" : "generator";
        PyType t = exc.type;
        PyBaseException e = (PyBaseException) exc;
        if (t.isSubtype(PyExc.StopIteration)) {
            return PyExc.create(PyExc.RuntimeError, kind + " raised StopIteration").causedBy(e);
        }
        if (code.hasFlag(PyCode.CO_ASYNC_GENERATOR) && t.isSubtype(PyExc.StopAsyncIteration)) {
            return PyExc.create(PyExc.RuntimeError, "async generator raised StopAsyncIteration")
                    .causedBy(e);
        }
        return exc;
    }

    /** The module a name is imported from, for messages. */
    static String moduleName(PyObject m) {
        return m instanceof PyModule mod ? mod.getName() : "?";
    }
}
