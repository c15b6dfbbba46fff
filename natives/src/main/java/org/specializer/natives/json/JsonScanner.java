package org.specializer.natives.json;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * {@code _json.Scanner} ({@code make_scanner(context)}): {@code scanner(string, idx)} decodes
 * the JSON value at {@code idx}, returning it and the index after it, or raising
 * StopIteration(idx) when no value starts there. The decoding options are read from the
 * context (a JSONDecoder) once; the context's {@code parse_object}, {@code parse_array} and
 * {@code parse_string} are not used, as in CPython. Compare CPython _json.c:
 * {@code scan_once_unicode} and the functions it calls.
 */
final class JsonScanner extends PyObject {
    static final PyType TYPE = PyType.builtin("Scanner", JsonScanner.class, PyType.OBJECT, 0,
            JsonScanner::define).withModule("_json")
            .withDottedTpName();

    private static final Params NEW = new Params("make_scanner", new String[] {"context"}, 0,
            1, 1);
    private static final Params CALL = new Params("scan_once", new String[] {"string", "idx"},
            0, 2, 2);

    private final boolean strict;
    private final PyObject objectHook;
    private final PyObject objectPairsHook;
    private final PyObject parseFloat;
    private final PyObject parseInt;
    private final PyObject parseConstant;

    // per call
    private JsonModule.Text t;
    private Memo memo;
    private int depth;
    private int nextIdx;
    private final int[] next = new int[1];

    private JsonScanner(PyObject ctx) {
        super(TYPE);
        strict = Abstract.isTrue(Abstract.getAttr(ctx, "strict"));
        objectHook = Abstract.getAttr(ctx, "object_hook");
        objectPairsHook = Abstract.getAttr(ctx, "object_pairs_hook");
        parseFloat = Abstract.getAttr(ctx, "parse_float");
        parseInt = Abstract.getAttr(ctx, "parse_int");
        parseConstant = Abstract.getAttr(ctx, "parse_constant");
    }

    private static JsonScanner sc(PyObject self) {
        return (JsonScanner) self;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new JsonScanner(NEW.parse(args, kw)[0]));
        t.getset("strict", self -> sc(self).strict ? Py.True : Py.False, null);
        t.getset("object_hook", self -> sc(self).objectHook, null);
        t.getset("object_pairs_hook", self -> sc(self).objectPairsHook, null);
        t.getset("parse_float", self -> sc(self).parseFloat, null);
        t.getset("parse_int", self -> sc(self).parseInt, null);
        t.getset("parse_constant", self -> sc(self).parseConstant, null);
        t.methodK("__call__", (self, args, kw) -> {
            PyObject[] a = CALL.parse(args, kw);
            long idx = Params.asSsize(a[1]);
            PyStr s = JsonModule.string(a[0]);
            return sc(self).scanOnce(s, idx);
        });
    }

    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = CALL.parse(args, kwnames);
        long idx = Params.asSsize(a[1]);
        return scanOnce(JsonModule.string(a[0]), idx);
    }

    /** Compare CPython _json.c: {@code scanner_call}. */
    private PyObject scanOnce(PyStr s, long idx) {
        if (idx < 0) {
            throw Py.valueError("idx cannot be negative");
        }
        // an object hook may scan again with this scanner: keep the outer scan's state
        JsonModule.Text saved = t;
        Memo savedMemo = memo;
        int savedNext = nextIdx;
        t = new JsonModule.Text(s);
        memo = new Memo();
        try {
            if (idx >= t.cpLength()) {
                throw Py.stopIteration(PyInt.of(idx));
            }
            PyObject v = scan(t.charIndex((int) idx));
            return PyTuple.of(v, PyInt.of(t.cpIndex(nextIdx)));
        } finally {
            t = saved;
            memo = savedMemo;
            nextIdx = savedNext;
        }
    }

    private PyObject stop(int i) {
        throw Py.stopIteration(PyInt.of(t.cpIndex(i)));
    }

    /** The value at char index {@code i}; its end in {@link #nextIdx}. */
    private PyObject scan(int i) {
        String s = t.s;
        int len = t.len;
        if (i >= len) {
            return stop(i);
        }
        switch (s.charAt(i)) {
            case '"': {
                PyStr r = JsonModule.scan(t, i + 1, strict, next);
                nextIdx = next[0];
                return r;
            }
            case '{':
                enter(" while decoding a JSON object from a unicode string");
                try {
                    return parseObject(i + 1);
                } finally {
                    depth--;
                }
            case '[':
                enter(" while decoding a JSON array from a unicode string");
                try {
                    return parseArray(i + 1);
                } finally {
                    depth--;
                }
            case 'n':
                if (s.startsWith("null", i)) {
                    nextIdx = i + 4;
                    return Py.None;
                }
                break;
            case 't':
                if (s.startsWith("true", i)) {
                    nextIdx = i + 4;
                    return Py.True;
                }
                break;
            case 'f':
                if (s.startsWith("false", i)) {
                    nextIdx = i + 5;
                    return Py.False;
                }
                break;
            case 'N':
                if (s.startsWith("NaN", i)) {
                    return constant("NaN", i);
                }
                break;
            case 'I':
                if (s.startsWith("Infinity", i)) {
                    return constant("Infinity", i);
                }
                break;
            case '-':
                if (s.startsWith("-Infinity", i)) {
                    return constant("-Infinity", i);
                }
                break;
            default:
                break;
        }
        return number(i);
    }

    private void enter(String where) {
        if (++depth > JsonModule.MAX_DEPTH) {
            depth--;
            throw Py.recursionError("maximum recursion depth exceeded" + where);
        }
    }

    private PyObject constant(String name, int i) {
        nextIdx = i + name.length();
        return Abstract.call1(parseConstant, PyStr.of(name));
    }

    private static boolean isWhitespace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private int skip(int i) {
        String s = t.s;
        int len = t.len;
        while (i < len && isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Compare CPython _json.c: {@code _parse_object_unicode}. */
    private PyObject parseObject(int i) {
        String s = t.s;
        int len = t.len;
        boolean pairs = objectPairsHook != Py.None;
        PyList items = pairs ? new PyList() : null;
        PyDict dict = pairs ? null : new PyDict();
        i = skip(i);
        if (i >= len || s.charAt(i) != '}') {
            for (;;) {
                if (i >= len || s.charAt(i) != '"') {
                    throw JsonModule.error("Expecting property name enclosed in double quotes",
                            t, i);
                }
                PyStr key = key(i + 1);
                i = skip(nextIdx);
                if (i >= len || s.charAt(i) != ':') {
                    throw JsonModule.error("Expecting ':' delimiter", t, i);
                }
                i = skip(i + 1);
                PyObject value = scan(i);
                if (pairs) {
                    items.append(PyTuple.of(key, value));
                } else {
                    dict.setItem(key, value);
                }
                i = skip(nextIdx);
                if (i < len && s.charAt(i) == '}') {
                    break;
                }
                if (i >= len || s.charAt(i) != ',') {
                    throw JsonModule.error("Expecting ',' delimiter", t, i);
                }
                int comma = i;
                i = skip(i + 1);
                if (i < len && s.charAt(i) == '}') {
                    throw JsonModule.error("Illegal trailing comma before end of object", t,
                            comma);
                }
            }
        }
        nextIdx = i + 1;
        if (pairs) {
            return Abstract.call1(objectPairsHook, items);
        }
        if (objectHook != Py.None) {
            return Abstract.call1(objectHook, dict);
        }
        return dict;
    }

    /**
     * An object's key, the one object for equal keys in a scan (CPython's memo). A key
     * without escapes is looked up by its chars, without making a string first.
     */
    private PyStr key(int start) {
        String s = t.s;
        int len = t.len;
        int h = 0;
        int i = start;
        for (; i < len; i++) {
            char c = s.charAt(i);
            if (c == '"') {
                PyStr known = memo.find(s, start, i, h);
                if (known == null) {
                    known = PyStr.of(s.substring(start, i));
                    memo.add(known, h);
                }
                nextIdx = i + 1;
                return known;
            }
            if (c == '\\' || c <= 0x1f) {
                break;
            }
            h = 31 * h + c;
        }
        PyStr key = JsonModule.scan(t, start, strict, next);
        nextIdx = next[0];
        String v = key.value;
        PyStr known = memo.find(v, 0, v.length(), v.hashCode());
        if (known != null) {
            return known;
        }
        memo.add(key, v.hashCode());
        return key;
    }

    /** Keys seen in one scan, by their chars: an open-addressing table. */
    private static final class Memo {
        private PyStr[] keys = new PyStr[16];
        private int[] hashes = new int[16];
        private int count;

        PyStr find(String s, int from, int to, int h) {
            int mask = keys.length - 1;
            int n = to - from;
            for (int j = mix(h) & mask;; j = (j + 1) & mask) {
                PyStr k = keys[j];
                if (k == null) {
                    return null;
                }
                if (hashes[j] == h && k.value.length() == n
                        && k.value.regionMatches(0, s, from, n)) {
                    return k;
                }
            }
        }

        void add(PyStr key, int h) {
            if (2 * (count + 1) > keys.length) {
                PyStr[] oldKeys = keys;
                int[] oldHashes = hashes;
                keys = new PyStr[oldKeys.length * 2];
                hashes = new int[oldKeys.length * 2];
                for (int j = 0; j < oldKeys.length; j++) {
                    if (oldKeys[j] != null) {
                        put(oldKeys[j], oldHashes[j]);
                    }
                }
            }
            put(key, h);
            count++;
        }

        private void put(PyStr key, int h) {
            int mask = keys.length - 1;
            int j = mix(h) & mask;
            while (keys[j] != null) {
                j = (j + 1) & mask;
            }
            keys[j] = key;
            hashes[j] = h;
        }

        private static int mix(int h) {
            return h ^ (h >>> 16);
        }
    }

    /** Compare CPython _json.c: {@code _parse_array_unicode}. */
    private PyObject parseArray(int i) {
        String s = t.s;
        int len = t.len;
        PyList list = new PyList();
        i = skip(i);
        if (i >= len || s.charAt(i) != ']') {
            for (;;) {
                list.append(scan(i));
                i = skip(nextIdx);
                if (i < len && s.charAt(i) == ']') {
                    break;
                }
                if (i >= len || s.charAt(i) != ',') {
                    throw JsonModule.error("Expecting ',' delimiter", t, i);
                }
                int comma = i;
                i = skip(i + 1);
                if (i < len && s.charAt(i) == ']') {
                    throw JsonModule.error("Illegal trailing comma before end of array", t,
                            comma);
                }
            }
        }
        nextIdx = i + 1;
        return list;
    }

    /** A number, or StopIteration. Compare CPython _json.c: {@code _match_number_unicode}. */
    private PyObject number(int start) {
        String s = t.s;
        int len = t.len;
        int i = start;
        if (s.charAt(i) == '-') {
            i++;
            if (i >= len) {
                return stop(start);
            }
        }
        char c = s.charAt(i);
        if (c >= '1' && c <= '9') {
            i++;
            while (i < len && isDigit(s.charAt(i))) {
                i++;
            }
        } else if (c == '0') {
            i++;
        } else {
            return stop(start);
        }
        boolean isFloat = false;
        if (i + 1 < len && s.charAt(i) == '.' && isDigit(s.charAt(i + 1))) {
            isFloat = true;
            i += 2;
            while (i < len && isDigit(s.charAt(i))) {
                i++;
            }
        }
        if (i + 1 < len && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            int eStart = i;
            i++;
            if (i + 1 < len && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                i++;
            }
            while (i < len && isDigit(s.charAt(i))) {
                i++;
            }
            if (isDigit(s.charAt(i - 1))) {
                isFloat = true;
            } else {
                i = eStart;
            }
        }
        nextIdx = i;
        String num = s.substring(start, i);
        if (isFloat) {
            if (parseFloat == PyFloat.TYPE) {
                return new PyFloat(Double.parseDouble(num));
            }
            return Abstract.call1(parseFloat, PyStr.of(num));
        }
        if (parseInt == PyInt.TYPE) {
            if (i - start <= 18) {
                return PyInt.of(Long.parseLong(num));
            }
        }
        return Abstract.call1(parseInt, PyStr.of(num));
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
