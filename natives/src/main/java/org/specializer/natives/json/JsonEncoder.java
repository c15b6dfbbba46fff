package org.specializer.natives.json;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBool;
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
 * {@code _json.Encoder} ({@code make_encoder(markers, default, encoder, indent, key_separator,
 * item_separator, sort_keys, skipkeys, allow_nan)}): what JSONEncoder uses for a one-shot
 * {@code encode}. Calling it with {@code (obj, _current_indent_level)} returns a 1-tuple of the
 * whole text, as CPython 3.13's does. Compare CPython _json.c: {@code encoder_listencode_obj}
 * and the functions it calls, which follow json/encoder.py's {@code _make_iterencode}.
 */
final class JsonEncoder extends PyObject {
    static final PyType TYPE = PyType.builtin("Encoder", JsonEncoder.class, PyType.OBJECT, 0,
            JsonEncoder::define).withModule("_json")
            .withDottedTpName();

    private static final Params NEW = new Params("make_encoder", new String[] {"markers",
        "default", "encoder", "indent", "key_separator", "item_separator", "sort_keys",
        "skipkeys", "allow_nan"}, 0, 9, 9);
    private static final Params CALL = new Params("_iterencode",
            new String[] {"obj", "_current_indent_level"}, 0, 2, 2);
    private static final PyStr ITEMS = PyStr.intern("items");
    private static final PyStr REPR = PyStr.intern("__repr__");

    private final PyObject markers;
    private final PyObject defaultFn;
    private final PyObject encoder;
    private final PyObject indent;
    private final PyStr keySeparator;
    private final PyStr itemSeparator;
    private final boolean sortKeys;
    private final boolean skipkeys;
    private final boolean allowNan;
    /** 0: call {@link #encoder}; 1: encode_basestring_ascii; 2: encode_basestring. */
    private final int fastEncode;
    private int depth;
    /** The containers and objects being encoded, when checking for circular references. */
    private final java.util.IdentityHashMap<PyObject, Boolean> active;

    private JsonEncoder(PyObject[] a) {
        super(TYPE);
        if (a[0] != Py.None && !(a[0] instanceof PyDict)) {
            throw Py.typeError("make_encoder() argument 1 must be dict or None, not "
                    + a[0].type.getTpName());
        }
        for (int k = 4; k <= 5; k++) {
            if (!(a[k] instanceof PyStr)) {
                throw Py.typeError("make_encoder() argument " + (k + 1) + " must be str, not "
                        + a[k].type.getTpName());
            }
        }
        markers = a[0];
        defaultFn = a[1];
        encoder = a[2];
        indent = a[3];
        keySeparator = (PyStr) a[4];
        itemSeparator = (PyStr) a[5];
        sortKeys = Abstract.isTrue(a[6]);
        skipkeys = Abstract.isTrue(a[7]);
        allowNan = Abstract.isTrue(a[8]);
        fastEncode = encoder == JsonModule.encodeAsciiFunction ? 1
                : encoder == JsonModule.encodeFunction ? 2 : 0;
        active = markers == Py.None ? null : new java.util.IdentityHashMap<>();
    }

    private static JsonEncoder e(PyObject self) {
        return (JsonEncoder) self;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new JsonEncoder(NEW.parse(args, kw)));
        t.getset("markers", self -> e(self).markers, null);
        t.getset("default", self -> e(self).defaultFn, null);
        t.getset("encoder", self -> e(self).encoder, null);
        t.getset("indent", self -> e(self).indent, null);
        t.getset("key_separator", self -> e(self).keySeparator, null);
        t.getset("item_separator", self -> e(self).itemSeparator, null);
        t.getset("sort_keys", self -> e(self).sortKeys ? Py.True : Py.False, null);
        t.getset("skipkeys", self -> e(self).skipkeys ? Py.True : Py.False, null);
        t.methodK("__call__", (self, args, kw) -> e(self).call(args, kw));
    }

    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = CALL.parse(args, kwnames);
        long level = Params.asSsize(a[1]);
        StringBuilder sb = new StringBuilder();
        String newlineIndent = indent == Py.None ? null : newlineIndent(level);
        encode(sb, a[0], newlineIndent);
        return PyTuple.of(PyStr.of(sb.toString()));
    }

    /** {@code '\n' + indent * level}. */
    private String newlineIndent(long level) {
        PyObject s = Abstract.add(PyStr.of("\n"), Abstract.mul(indent, PyInt.of(level)));
        return ((PyStr) s).value;
    }

    private void enter() {
        if (++depth > JsonModule.MAX_DEPTH) {
            depth--;
            throw Py.recursionError("maximum recursion depth exceeded while encoding a JSON "
                    + "object");
        }
    }

    /** Compare CPython _json.c: {@code encoder_listencode_obj}. */
    private void encode(StringBuilder sb, PyObject obj, String nl) {
        if (obj == Py.None) {
            sb.append("null");
        } else if (obj == Py.True) {
            sb.append("true");
        } else if (obj == Py.False) {
            sb.append("false");
        } else if (obj instanceof PyStr s) {
            sb.append(encodeString(s));
        } else if (obj instanceof PyInt || obj instanceof PyBigInt) {
            sb.append(intRepr(obj));
        } else if (obj instanceof PyFloat f) {
            sb.append(floatRepr(f));
        } else if (obj instanceof PyList || obj instanceof PyTuple) {
            enter();
            try {
                encodeList(sb, obj, nl);
            } finally {
                depth--;
            }
        } else if (obj instanceof PyDict d) {
            enter();
            try {
                encodeDict(sb, d, nl);
            } finally {
                depth--;
            }
        } else {
            PyObject ident = mark(obj);
            enter();
            try {
                PyObject newObj = Abstract.call1(defaultFn, obj);
                encode(sb, newObj, nl);
            } finally {
                depth--;
            }
            unmark(ident);
        }
    }

    /**
     * Note that {@code obj} is being encoded; ValueError when it already is. With markers
     * (not None) CPython keys its dict by address; an identity set does the same here, and
     * leaves the markers dict itself alone (it is empty again after every encoding anyway).
     */
    private PyObject mark(PyObject obj) {
        if (active == null) {
            return null;
        }
        if (active.put(obj, Boolean.TRUE) != null) {
            throw Py.valueError("Circular reference detected");
        }
        return obj;
    }

    private void unmark(PyObject obj) {
        if (obj != null) {
            active.remove(obj);
        }
    }

    private String encodeString(PyStr s) {
        switch (fastEncode) {
            case 1:
                return JsonModule.encodeAscii(s.value);
            case 2:
                return JsonModule.encode(s.value);
            default: {
                PyObject r = Abstract.call1(encoder, s);
                if (!(r instanceof PyStr rs)) {
                    throw Py.typeError("encoder() must return a string, not "
                            + r.type.getTpName());
                }
                return rs.value;
            }
        }
    }

    /** {@code int.__repr__(obj)}: digits even for a subclass that redefines repr. */
    private static String intRepr(PyObject obj) {
        if (obj.getClass() == PyInt.class) {
            return Long.toString(((PyInt) obj).value);
        }
        return ((PyStr) Abstract.callMethodDescriptor(PyInt.TYPE.lookup(REPR), obj, Py.NO_ARGS,
                Py.NO_KWNAMES)).value;
    }

    /** Compare CPython _json.c: {@code encoder_encode_float}. */
    private String floatRepr(PyFloat f) {
        double v = f.value;
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            if (!allowNan) {
                throw Py.valueError("Out of range float values are not JSON compliant: "
                        + Abstract.repr(f).value);
            }
            return v > 0 ? "Infinity" : v < 0 ? "-Infinity" : "NaN";
        }
        if (f.getClass() == PyFloat.class) {
            return Abstract.repr(f).value;
        }
        return ((PyStr) Abstract.callMethodDescriptor(PyFloat.TYPE.lookup(REPR), f, Py.NO_ARGS,
                Py.NO_KWNAMES)).value;
    }

    /** Compare CPython _json.c: {@code encoder_listencode_list}. */
    private void encodeList(StringBuilder sb, PyObject seq, String nl) {
        PyObject[] items;
        int n;
        if (seq instanceof PyList l) {
            items = l.items;
            n = l.size;
        } else {
            items = ((PyTuple) seq).items;
            n = items.length;
        }
        if (n == 0) {
            sb.append("[]");
            return;
        }
        PyObject ident = mark(seq);
        sb.append('[');
        String separator = itemSeparator.value;
        String inner = nl;
        if (nl != null) {
            inner = nl + ((PyStr) indent).value;
            separator = separator + inner;
            sb.append(inner);
        }
        // a list may change while its items are encoded: read it afresh each time
        for (int i = 0; i < (seq instanceof PyList l ? l.size : n); i++) {
            if (i > 0) {
                sb.append(separator);
            }
            PyObject item = seq instanceof PyList l ? l.items[i] : items[i];
            encode(sb, item, inner);
        }
        unmark(ident);
        if (nl != null) {
            sb.append(nl);
        }
        sb.append(']');
    }

    /** Compare CPython _json.c: {@code encoder_listencode_dict}. */
    private void encodeDict(StringBuilder sb, PyDict d, String nl) {
        if (Abstract.len(d) == 0) {
            sb.append("{}");
            return;
        }
        PyObject ident = mark(d);
        sb.append('{');
        String separator = itemSeparator.value;
        String inner = nl;
        if (nl != null) {
            inner = nl + ((PyStr) indent).value;
            separator = separator + inner;
            sb.append(inner);
        }
        boolean[] first = {true};
        if (sortKeys || d.getClass() != PyDict.class) {
            PyObject items = Abstract.callMethod(d, ITEMS);
            PyList list = new PyList(Abstract.toArray(items));
            if (sortKeys) {
                Abstract.callMethod(list, PyStr.intern("sort"));
            }
            for (int i = 0; i < list.size; i++) {
                PyObject item = list.items[i];
                if (!(item instanceof PyTuple tu) || tu.items.length != 2) {
                    throw Py.valueError("items must return 2-tuples");
                }
                keyValue(sb, first, tu.items[0], tu.items[1], inner, separator);
            }
        } else {
            for (int k = d.nextEntry(0); k >= 0; k = d.nextEntry(k + 1)) {
                keyValue(sb, first, d.keyAt(k), d.valueAt(k), inner, separator);
            }
        }
        unmark(ident);
        if (nl != null) {
            sb.append(nl);
        }
        sb.append('}');
    }

    /** Compare CPython _json.c: {@code encoder_encode_key_value}. */
    private void keyValue(StringBuilder sb, boolean[] first, PyObject key, PyObject value,
            String nl, String separator) {
        String keystr;
        if (key instanceof PyStr ks) {
            if (first[0]) {
                first[0] = false;
            } else {
                sb.append(separator);
            }
            sb.append(encodeString(ks));
            sb.append(keySeparator.value);
            encode(sb, value, nl);
            return;
        } else if (key instanceof PyFloat kf) {
            keystr = floatRepr(kf);
        } else if (key instanceof PyBool || key == Py.None) {
            keystr = key == Py.True ? "true" : key == Py.False ? "false" : "null";
        } else if (key instanceof PyInt || key instanceof PyBigInt) {
            keystr = intRepr(key);
        } else if (skipkeys) {
            return;
        } else {
            throw Py.typeError("keys must be str, int, float, bool or None, not "
                    + key.type.getTpName());
        }
        if (first[0]) {
            first[0] = false;
        } else {
            sb.append(separator);
        }
        sb.append(encodeString(PyStr.of(keystr)));
        sb.append(keySeparator.value);
        encode(sb, value, nl);
    }
}
