package org.specializer.api;

/**
 * {@code iter(str)}: yields one-character strings, one per code point. CPython has two types
 * with the same behaviour, {@code str_ascii_iterator} for ASCII text and {@code str_iterator}
 * otherwise; we do too, so {@code type(iter(s))} reads the same.
 */
public final class StrIterator extends PyObject implements PyIterator {
    public static final PyType ASCII_TYPE = PyType.builtin("str_ascii_iterator",
            StrIterator.class, PyType.OBJECT, 0, StrIterator::define);
    public static final PyType TYPE = PyType.builtin("str_iterator", StrIterator.class,
            PyType.OBJECT, 0, StrIterator::define);

    private final PyStr seq;
    private String value;   // null once exhausted
    private int offset;     // char offset of the next code point

    public StrIterator(PyStr s) {
        super(s.isAscii() ? ASCII_TYPE : TYPE);
        this.seq = s;
        this.value = s.value;
    }

    private static void define(PyType t) {
        t.method0("__iter__", self -> self);
        t.method0("__next__", self -> {
            PyObject v = ((StrIterator) self).nextOrNull();
            if (v == null) {
                throw Py.stopIteration(null);
            }
            return v;
        });
        t.method0("__length_hint__", self -> PyInt.of(((StrIterator) self).remaining()));
        t.method0("__reduce__", self -> {
            PyObject iter = Iterators.iter();
            StrIterator it = (StrIterator) self;
            String v = it.value;
            return v == null ? Iterators.reduceExhausted(iter, PyStr.EMPTY)
                    : Iterators.reduce(iter, it.seq, v.codePointCount(0, it.offset));
        });
        t.method1("__setstate__", (self, state) -> {
            StrIterator it = (StrIterator) self;
            long i = IntOps.asSsizeT(state);
            String v = it.value;
            if (v != null) {
                int n = v.codePointCount(0, v.length());
                it.offset = v.offsetByCodePoints(0, (int) Math.max(0, Math.min(i, n)));
            }
            return Py.None;
        });
    }

    @Override
    public PyObject nextOrNull() {
        String v = value;
        if (v == null) {
            return null;
        }
        int i = offset;
        if (i >= v.length()) {
            value = null;
            return null;
        }
        char c = v.charAt(i);
        if (!Character.isHighSurrogate(c)) {
            offset = i + 1;
            return PyStr.ofCodePoint(c);
        }
        int cp = v.codePointAt(i);
        offset = i + Character.charCount(cp);
        return PyStr.ofCodePoint(cp);
    }

    private int remaining() {
        String v = value;
        return v == null ? 0 : v.codePointCount(offset, v.length());
    }
}
