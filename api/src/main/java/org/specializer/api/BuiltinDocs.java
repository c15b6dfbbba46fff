package org.specializer.api;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The documentation of builtin functions, methods and types: their {@code __doc__} and
 * {@code __text_signature__}.
 *
 * <p>Each is kept as CPython keeps it, in one "internal doc" string whose first line may be a
 * signature in CPython's text-signature form, ended by a {@code --} line and a blank line:
 *
 * <pre>
 * len(obj, /)
 * --
 *
 * Return how many items a container holds.
 * </pre>
 *
 * {@code __text_signature__} is the parenthesized part of that first line ({@code (obj, /)}),
 * which {@code inspect.signature} parses, and {@code __doc__} is the text after the marker, as
 * CPython's {@code _PyType_GetDocFromInternalDoc} and
 * {@code _PyType_GetTextSignatureFromInternalDoc} derive them.
 *
 * <p>The texts live in one resource, {@code builtin-docs.txt} beside this class (its signature
 * lines are checked against CPython's by {@code tools/builtin_docs_signatures.py}), read at the
 * first access to a builtin's documentation, so that start-up does not pay for them. An entry
 * is a line {@code @key} (or several keys that share the text, separated by spaces) followed
 * by the internal doc. Keys: {@code builtins.len} and
 * {@code sys.exit} for module functions, {@code str.join} for methods, {@code int} for a type
 * of the builtins module and {@code types.GenericAlias} for one of another module, and {@code *.__add__} for a method of that name on any type
 * without an entry of its own: the slot wrappers, whose documentation CPython shares among all
 * types too. A {@link Builtin.Impl#doc} set in code takes precedence over the resource.
 *
 * <p>A builtin type's {@code __doc__} sits in its dictionary, where an instance finds it
 * ({@code (1).__doc__}). Until the resource has been read, the dictionary holds a
 * {@link Pending} placeholder instead, a descriptor that reads the resource when first reached;
 * reading it replaces every placeholder by the text, and {@code type.__doc__} and
 * {@code type.__dict__} read it before they answer, so no Python code sees a placeholder.
 */
public final class BuiltinDocs {
    private BuiltinDocs() {}

    private static final String RESOURCE = "builtin-docs.txt";
    private static final String END_MARKER = ")\n--\n\n";

    private static volatile Map<String, String> docs;
    /** The placeholders in type dictionaries (builtin types live as long as the runtime). */
    private static final List<Pending> PENDING = new ArrayList<>();

    // ------------------------------------------------------------------ the resource

    private static Map<String, String> docs() {
        Map<String, String> d = docs;
        return d != null ? d : load();
    }

    private static synchronized Map<String, String> load() {
        if (docs != null) {
            return docs;
        }
        Map<String, String> map = parse(readResource());
        docs = map;
        List<Pending> pending = new ArrayList<>(PENDING);
        PENDING.clear();
        for (Pending p : pending) {
            p.owner.resolveDoc(p, typeDocFor(p.owner));
        }
        return map;
    }

    private static String readResource() {
        try (InputStream in = BuiltinDocs.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return "";
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    /** Split the resource into entries: {@code @key} lines, each followed by its text. */
    static Map<String, String> parse(String text) {
        Map<String, String> map = new HashMap<>(2048);
        int i = text.startsWith("@") ? 0 : text.indexOf("\n@");
        if (i < 0) {
            return map;
        }
        if (i > 0) {
            i++;
        }
        while (i < text.length()) {
            int eol = text.indexOf('\n', i);
            if (eol < 0) {
                eol = text.length();
            }
            String keys = text.substring(i + 1, eol).trim();
            int next = text.indexOf("\n@", eol);
            int end = next < 0 ? text.length() : next;
            int start = Math.min(eol + 1, end);
            while (end > start && text.charAt(end - 1) == '\n') {
                end--;
            }
            String doc = text.substring(start, end);
            for (String key : keys.split(" ")) {
                map.put(key, doc);
            }
            i = next < 0 ? text.length() : next + 1;
        }
        return map;
    }

    /** The internal doc stored under {@code key}, or null. */
    public static String internalDoc(String key) {
        return docs().get(key);
    }

    /** The internal doc of a builtin: its own, the entry for {@code key}, or the shared one. */
    private static String internalDoc(Builtin.Impl impl, String key) {
        if (impl.doc != null) {
            return impl.doc;
        }
        Map<String, String> d = docs();
        String s = d.get(key);
        if (s == null && impl.qualname != null && !impl.qualname.equals(key)) {
            s = d.get(impl.qualname);  // a method documented under its type's name alone
        }
        if (s == null && key.indexOf('.') >= 0) {
            s = d.get("*." + impl.name);
        }
        return s;
    }

    // ------------------------------------------------------------------ functions and methods

    /** {@code __doc__} of a builtin function or method documented under {@code key}. */
    public static PyObject doc(Builtin.Impl impl, String key) {
        return docFromInternal(impl.name, internalDoc(impl, key));
    }

    /** {@code __text_signature__} of a builtin function or method. */
    public static PyObject textSignature(Builtin.Impl impl, String key) {
        return signatureFromInternal(impl.name, internalDoc(impl, key));
    }

    // ------------------------------------------------------------------ types

    /** {@code __doc__} of a builtin type: the text after its signature, or None. */
    static PyObject typeDocFor(PyType t) {
        return docFromInternal(t.getName(), docs().get(typeKey(t)));
    }

    /**
     * {@code __doc__} of an attribute ({@code getset_descriptor} or {@code member_descriptor})
     * of a builtin type, documented under {@code type.name} ({@code complex.real}); for a
     * class, CPython's words for its {@code __dict__} and {@code __weakref__}; None for the
     * rest and those without an entry.
     */
    static PyObject attributeDoc(PyType owner, String name) {
        if (owner.isHeapType()) {
            // a class's own __dict__ and __weakref__ (CPython's subtype_getsets_full)
            return switch (name) {
                case "__dict__" -> PyStr.of("dictionary for instance variables");
                case "__weakref__" -> PyStr.of("list of weak references to the object");
                default -> Py.None;
            };
        }
        String doc = docs().get(typeKey(owner) + "." + name);
        return doc == null ? Py.None : PyStr.of(doc);
    }

    /**
     * The key of a method of a builtin type: the type's key and the method's name
     * ({@code str.join}, {@code _pickle.Pickler.dump}).
     */
    static String methodKey(PyType owner, Builtin.Impl impl) {
        return typeKey(owner) + "." + impl.name;
    }

    private static String typeKey(PyType t) {
        String m = t.getModuleName();
        return m.equals("builtins") ? t.getName() : m + "." + t.getName();
    }

    /** {@code __text_signature__} of a builtin type (the signature of calling it), or None. */
    static PyObject typeTextSignature(PyType t) {
        if (t.isHeapType()) {
            // a class's own docstring in the internal form ("Name(sig)\n--\n\n...") gives
            // it one too, as CPython reads it from tp_doc
            PyObject doc = t.getTypeDict().getItem(Names.__doc__);
            return doc instanceof PyStr s ? signatureFromInternal(t.getName(), s.value) : Py.None;
        }
        return signatureFromInternal(t.getName(), docs().get(typeKey(t)));
    }

    /**
     * What a builtin type whose definer gave no {@code __doc__} gets in its dictionary: the
     * documentation if the resource has been read, else a placeholder that reads it.
     */
    static synchronized PyObject initialTypeDoc(PyType t) {
        if (docs != null) {
            return typeDocFor(t);
        }
        Pending p = new Pending(t);
        PENDING.add(p);
        return p;
    }

    /** Read the resource, if not yet done, so that no type dictionary holds a placeholder. */
    static void resolvePending() {
        docs();
    }

    /**
     * The placeholder for a builtin type's {@code __doc__} until the resource is read: a
     * descriptor, so that an instance reaching it ({@code (1).__doc__}) gets the text.
     */
    static final class Pending extends PyObject implements PyDescriptor {
        static final PyType TYPE = PyType.builtin("pending_doc", Pending.class, PyType.OBJECT,
                0, t -> {
                    t.define("__doc__", Py.None);
                    t.methodN("__get__", 1, 2, (self, a) -> ((Pending) self).resolve());
                });

        private final PyType owner;

        Pending(PyType owner) {
            super(TYPE);
            this.owner = owner;
        }

        PyObject resolve() {
            docs();
            return typeDocFor(owner);
        }

        @Override
        public PyObject descrGet(PyObject obj, PyType type) {
            return resolve();
        }
    }

    // ------------------------------------------------------------------ CPython's derivation

    /**
     * Where the signature in {@code doc} starts (its opening parenthesis), or -1: the doc must
     * begin with the last dotted component of {@code name} and a parenthesis. Compare CPython
     * typeobject.c: find_signature.
     */
    private static int findSignature(String name, String doc) {
        int dot = name.lastIndexOf('.');
        String n = dot >= 0 ? name.substring(dot + 1) : name;
        if (!doc.startsWith(n) || doc.length() <= n.length() || doc.charAt(n.length()) != '(') {
            return -1;
        }
        return n.length();
    }

    /**
     * Just past the end marker of a signature starting at {@code from}, or -1 when a blank line
     * comes first. Compare CPython typeobject.c: skip_signature.
     */
    private static int skipSignature(String doc, int from) {
        for (int i = from; i < doc.length(); i++) {
            char c = doc.charAt(i);
            if (c == ')' && doc.startsWith(END_MARKER, i)) {
                return i + END_MARKER.length();
            }
            if (c == '\n' && i + 1 < doc.length() && doc.charAt(i + 1) == '\n') {
                return -1;
            }
        }
        return -1;
    }

    /** Compare CPython typeobject.c: _PyType_GetDocFromInternalDoc. */
    static PyObject docFromInternal(String name, String doc) {
        if (doc == null) {
            return Py.None;
        }
        String body = doc;
        int start = findSignature(name, doc);
        if (start >= 0) {
            int end = skipSignature(doc, start);
            if (end >= 0) {
                body = doc.substring(end);
            }
        }
        return body.isEmpty() ? Py.None : PyStr.of(body);
    }

    /** Compare CPython typeobject.c: _PyType_GetTextSignatureFromInternalDoc. */
    static PyObject signatureFromInternal(String name, String doc) {
        if (doc == null) {
            return Py.None;
        }
        int start = findSignature(name, doc);
        if (start < 0) {
            return Py.None;
        }
        int end = skipSignature(doc, start);
        if (end < 0) {
            return Py.None;
        }
        return PyStr.of(doc.substring(start, end - END_MARKER.length() + 1));
    }
}
