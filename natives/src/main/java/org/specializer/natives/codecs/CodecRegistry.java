package org.specializer.natives.codecs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.specializer.api.Abstract;
import org.specializer.api.Codecs;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.interp.Runtime;

/**
 * The codec registry (CPython Python/codecs.c): the search functions {@code codecs.register}
 * adds (Lib's {@code encodings} adds the one that finds {@code encodings.<name>} modules), the
 * cache of what they found by normalized name, and the error handlers by name. It is also
 * {@link Codecs.Registry}, the way {@code str.encode} and {@code bytes.decode} reach the
 * encodings that {@code api} does not write itself.
 */
final class CodecRegistry implements Codecs.Registry {
    static final CodecRegistry INSTANCE = new CodecRegistry();

    private static final PyStr IS_TEXT_ENCODING = PyStr.intern("_is_text_encoding");
    private static final PyStr ADD_NOTE = PyStr.intern("add_note");

    private final List<PyObject> searchPath = new ArrayList<>();
    private PyDict cache = new PyDict();
    private final Map<String, PyObject> errorHandlers = new HashMap<>();
    /** Whether {@code encodings} was imported to fill the search path. */
    private boolean initialized;

    private CodecRegistry() {
        for (PyObject h : ErrorHandlers.builtins()) {
            String name = ((org.specializer.api.PyBuiltinFunction) h).impl.name;
            errorHandlers.put(name.endsWith("_errors") ? name.substring(0, name.length() - 7)
                    : name, h);
        }
        builtinHandlers = Map.copyOf(errorHandlers);
    }

    /** What {@link #save} keeps. */
    private record State(List<PyObject> searchPath, PyDict cache,
            Map<String, PyObject> errorHandlers, boolean initialized) {}

    private final Map<String, PyObject> builtinHandlers;

    @Override
    public synchronized Object save() {
        return new State(new ArrayList<>(searchPath), cache.copy(), new HashMap<>(errorHandlers),
                initialized);
    }

    @Override
    public synchronized void restore(Object saved) {
        State st = (State) saved;
        searchPath.clear();
        cache.clear();
        errorHandlers.clear();
        if (st == null) {
            errorHandlers.putAll(builtinHandlers);
            initialized = false;
            return;
        }
        searchPath.addAll(st.searchPath());
        cache = st.cache().copy();
        errorHandlers.putAll(st.errorHandlers());
        initialized = st.initialized();
    }

    /** {@code codecs.register(search_function)}. */
    synchronized void register(PyObject searchFunction) {
        if (!Abstract.isCallable(searchFunction)) {
            throw Py.typeError("argument must be callable");
        }
        searchPath.add(searchFunction);
    }

    /** {@code codecs.unregister(search_function)}: removed, and the cache emptied. */
    synchronized void unregister(PyObject searchFunction) {
        for (int i = 0; i < searchPath.size(); i++) {
            if (searchPath.get(i) == searchFunction) {
                searchPath.remove(i);
                cache.clear();
                return;
            }
        }
    }

    /**
     * {@code codecs.lookup(encoding)}: the cached CodecInfo of the normalized name, else the
     * first a search function returns. Compare CPython codecs.c: _PyCodec_Lookup.
     */
    PyObject lookup(String encoding) {
        if (encoding.indexOf('\0') >= 0) {
            throw Py.valueError("embedded null character");
        }
        PyStr key = PyStr.of(Codecs.normalize(encoding)).intern();
        PyObject found = cache.getItem(key);
        if (found != null) {
            return found;
        }
        initialize();
        PyObject[] functions;
        synchronized (this) {
            functions = searchPath.toArray(new PyObject[0]);
        }
        if (functions.length == 0) {
            throw Py.error(PyExc.LookupError,
                    "no codec search functions registered: can't find encoding");
        }
        for (PyObject f : functions) {
            PyObject r = Abstract.call1(f, key);
            if (r == Py.None) {
                continue;
            }
            if (!(r instanceof PyTuple t) || t.items.length != 4) {
                throw Py.typeError("codec search functions must return 4-tuples");
            }
            cache.setItem(key, r);
            return r;
        }
        throw Py.error(PyExc.LookupError, "unknown encoding: " + encoding);
    }

    /**
     * The first lookup imports Lib's {@code encodings}, whose search function finds the
     * {@code encodings.<name>} modules, as CPython's interpreter does at start
     * (codecs.c: _PyCodecRegistry_Init).
     */
    private void initialize() {
        synchronized (this) {
            if (initialized) {
                return;
            }
            initialized = true;
        }
        try {
            Runtime.importModule("encodings");
        } catch (PyException e) {
            // without Lib there are only the search functions registered by hand
            if (!e.matches(PyExc.ImportError)) {
                throw e;
            }
        }
    }

    /** {@code codecs.register_error(name, handler)}. */
    synchronized void registerError(String name, PyObject handler) {
        if (!Abstract.isCallable(handler)) {
            throw Py.typeError("handler must be callable");
        }
        errorHandlers.put(name, handler);
    }

    @Override
    public synchronized PyObject lookupError(String name) {
        PyObject h = errorHandlers.get(name);
        if (h == null) {
            throw Py.error(PyExc.LookupError, "unknown error handler name '" + name + "'");
        }
        return h;
    }

    // ------------------------------------------------------------------ encode and decode

    /**
     * {@code codecs.encode(obj, encoding, errors)} (or decode): the codec's function called
     * with {@code (obj, errors)}, its result the first item of the pair it returns; a failure
     * gets the note "encoding with 'X' codec failed". Compare CPython codecs.c:
     * _PyCodec_EncodeInternal and _PyCodec_DecodeInternal.
     */
    PyObject code(PyObject codecInfo, int which, PyObject obj, String encoding,
            String errors) {
        String op = which == 0 ? "encoding" : "decoding";
        PyObject f = ((PyTuple) codecInfo).items[which];
        PyObject r;
        try {
            r = Abstract.call(f, obj, PyStr.of(errors));
        } catch (PyException e) {
            Abstract.callMethod(e.value, ADD_NOTE, PyStr.of(op + " with '" + encoding
                    + "' codec failed"));
            throw e;
        }
        if (!(r instanceof PyTuple t) || t.items.length != 2) {
            throw Py.typeError(which == 0 ? "encoder must return a tuple (object, integer)"
                    : "decoder must return a tuple (object, integer)");
        }
        return t.items[0];
    }

    /** A text encoding's CodecInfo. Compare CPython codecs.c: _PyCodec_LookupTextEncoding. */
    private PyObject lookupText(String encoding, String alternate) {
        PyObject codec = lookup(encoding);
        if (codec.type != PyTuple.TYPE) {
            PyObject isText = codec.lookupAttr(IS_TEXT_ENCODING);
            if (isText != null && !Abstract.isTrue(isText)) {
                throw Py.error(PyExc.LookupError, "'" + encoding + "' is not a text encoding; "
                        + "use " + alternate + " to handle arbitrary codecs");
            }
        }
        return codec;
    }

    @Override
    public String codecName(String encoding, String alternate) {
        PyObject codec = lookupText(encoding, alternate);
        return Abstract.str(codec.getAttr(PyStr.intern("name"))).value;
    }

    @Override
    public byte[] encode(PyStr s, String encoding, String errors) {
        PyObject codec = lookupText(encoding, "codecs.encode()");
        PyObject r = code(codec, 0, s, encoding, errors);
        if (r instanceof PyBytes b) {
            return b.value;
        }
        throw Py.typeError("'" + encoding + "' encoder returned '" + r.type.getName()
                + "' instead of 'bytes'; use codecs.encode() to encode to arbitrary types");
    }

    @Override
    public String decode(PyBytes b, String encoding, String errors) {
        PyObject codec = lookupText(encoding, "codecs.decode()");
        PyObject r = code(codec, 1, b, encoding, errors);
        if (r instanceof PyStr s) {
            return s.value;
        }
        throw Py.typeError("'" + encoding + "' decoder returned '" + r.type.getName()
                + "' instead of 'str'; use codecs.decode() to decode to arbitrary types");
    }
}
