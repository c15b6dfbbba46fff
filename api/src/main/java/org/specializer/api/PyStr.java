package org.specializer.api;

import java.util.concurrent.ConcurrentHashMap;

/**
 * {@code str}: an immutable sequence of code points, stored as a Java string.
 *
 * <p>Java strings are UTF-16. Most text has no supplementary characters, and then code
 * point indexes equal char indexes; {@link #isBmp()} says so, computed once. Text with
 * supplementary characters (emoji and the like) takes the slower code-point paths in
 * {@link #length()} and {@link #codePointAt(int)}, so {@code len()} and indexing stay Python's.
 *
 * <p>The hash is computed once and cached. Identifiers are interned ({@link #intern}), so
 * name lookups in dictionaries usually succeed on the identity test alone.
 *
 * <p>The Python-visible methods live in {@code StrMethods}; this class is the value.
 */
public class PyStr extends PyObject implements Comparable<PyStr> {
    public static final PyType TYPE = PyType.builtin("str", PyStr.class, PyType.OBJECT,
            PyType.BASETYPE | PyType.MATCH_SELF, StrMethods::define);

    private static final ConcurrentHashMap<String, PyStr> INTERNED = new ConcurrentHashMap<>(8192);

    /** The empty string, shared. */
    public static final PyStr EMPTY = intern("");

    private static final PyStr[] LATIN1 = new PyStr[256];

    static {
        for (int i = 0; i < LATIN1.length; i++) {
            LATIN1[i] = intern(String.valueOf((char) i));
        }
    }

    public final String value;
    private long hash;          // 0 = not computed yet (a real hash is never 0 after mixing)
    private byte shape;
    /** This is the canonical instance of its value (set once, when it became so). */
    private boolean interned;
    private int ihash;          // identityHash(), 0 until computed         // 0 unknown, 1 ASCII, 2 BMP, 3 has supplementary characters

    public PyStr(String value) {
        super(TYPE);
        this.value = value;
    }

    /** An instance of a subclass of str. */
    protected PyStr(PyType type, String value) {
        super(type);
        this.value = value;
    }

    /** The canonical instance for {@code s}: equal names share one object. */
    public static PyStr intern(String s) {
        PyStr p = INTERNED.get(s);
        if (p != null) {
            return p;
        }
        PyStr fresh = new PyStr(s);
        p = INTERNED.putIfAbsent(s, fresh);
        if (p == null) {
            fresh.interned = true;
            return fresh;
        }
        return p;
    }

    /** The interned form of this string (itself if already canonical). */
    public PyStr intern() {
        if (interned) {
            return this;
        }
        if (getClass() != PyStr.class) {
            return intern(value);
        }
        PyStr p = INTERNED.putIfAbsent(value, this);
        if (p == null) {
            interned = true;
            return this;
        }
        return p;
    }

    /** Whether this is the canonical instance of its value (as {@code sys.intern} gives). */
    public boolean isInterned() {
        return interned || INTERNED.get(value) == this;
    }

    /** A one-character string for a code point, shared for Latin-1. */
    public static PyStr ofCodePoint(int cp) {
        if (cp < 256) {
            return LATIN1[cp];
        }
        return new PyStr(new String(Character.toChars(cp)));
    }

    public static PyStr of(String s) {
        if (s.isEmpty()) {
            return EMPTY;
        }
        if (s.length() == 1 && s.charAt(0) < 256) {
            return LATIN1[s.charAt(0)];
        }
        return new PyStr(s);
    }

    private int shape() {
        int s = shape;
        if (s == 0) {
            s = 1;
            String v = value;
            for (int i = 0, n = v.length(); i < n; i++) {
                char c = v.charAt(i);
                if (c >= 128) {
                    if (Character.isSurrogate(c)) {
                        s = 3;
                        break;
                    }
                    s = 2;
                }
            }
            shape = (byte) s;
        }
        return s;
    }

    /** True when every character is in the Basic Multilingual Plane: chars are code points. */
    public boolean isBmp() {
        return shape() < 3;
    }

    /** True when every character is ASCII. */
    public boolean isAscii() {
        return shape() == 1;
    }

    /** {@code len(self)} in code points. */
    public int length() {
        return shape() < 3 ? value.length() : value.codePointCount(0, value.length());
    }

    /** The code point at Python index {@code i} (0 <= i < length()). */
    public int codePointAt(int i) {
        if (shape() < 3) {
            return value.charAt(i);
        }
        return value.codePointAt(value.offsetByCodePoints(0, i));
    }

    /** The char offset of Python index {@code i} (0 <= i <= length()). */
    public int charOffset(int i) {
        return shape() < 3 ? i : value.offsetByCodePoints(0, i);
    }

    /** The code points, for algorithms that index freely. */
    public int[] codePoints() {
        return value.codePoints().toArray();
    }

    /** Python's {@code hash(self)}. Not CPython's SipHash value, but stable for a run, as allowed. */
    public long pyHash() {
        long h = hash;
        if (h == 0) {
            h = Hashing.hashString(value);
            hash = h;
        }
        return h;
    }

    /** A well-spread 32-bit hash of the text, for identity-keyed tables (never 0 once computed). */
    public final int identityHash() {
        int h = ihash;
        if (h == 0) {
            h = value.hashCode();
            h ^= h >>> 16;
            if (h == 0) {
                h = 0x9e3779b9;
            }
            ihash = h;
        }
        return h;
    }

    /** Equal text; identity first. */
    public boolean equalsStr(PyStr other) {
        return this == other || (value.equals(other.value));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PyStr s && value.equals(s.value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    /** Code-point order, as Python compares strings. */
    @Override
    public int compareTo(PyStr o) {
        return compare(this, o);
    }

    /**
     * Code-point order, as Python compares strings: for strings without surrogates (whose
     * shape is cached, {@link #isBmp}), UTF-16 order, which is the same and which the JDK
     * compares with vector instructions; else {@link #compareCodePoints}. (Sorting the words of
     * a text spent 10% of its time comparing them a character at a time.)
     */
    public static int compare(PyStr a, PyStr b) {
        return a.isBmp() && b.isBmp() ? a.value.compareTo(b.value)
                : compareCodePoints(a.value, b.value);
    }

    /** Compare two Java strings by code point (not by UTF-16 unit, which misorders surrogates). */
    public static int compareCodePoints(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                if (Character.isSurrogate(x) || Character.isSurrogate(y)) {
                    return Integer.compare(a.codePointAt(i), b.codePointAt(i));
                }
                return x - y;
            }
        }
        return a.length() - b.length();
    }

    @Override
    public String toString() {
        return value;
    }

    static {
        TYPE.withSubclassSlots();  // Derived keeps __slots__ values
    }

    /** An instance of a user subclass of str: carries an instance dictionary. */
    public static class Derived extends PyStr implements HasSlots {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);
        /** The values of the class's {@code __slots__}, or null. */
        private final PyObject[] slots = HasSlots.allocate(type);

        public Derived(PyType type, String value) {
            super(type, value);
        }

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
            dict = d;
            return true;
        }
    }
}
