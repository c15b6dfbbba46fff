package org.specializer.natives.array;

/**
 * An array type code: CPython's {@code arraydescr}, for x86-64 Linux (4-byte {@code wchar_t},
 * 8-byte {@code long}). {@link #mformat} is the machine format code pickles carry.
 */
final class Descr {
    static final int INT = 0;
    static final int FLOAT = 1;
    static final int UNICODE = 2;

    final char code;
    final int itemsize;
    final boolean signed;
    final int kind;
    /** CPython's {@code enum machine_format_code}: the little-endian format of the item. */
    final int mformat;

    private Descr(char code, int itemsize, boolean signed, int kind, int mformat) {
        this.code = code;
        this.itemsize = itemsize;
        this.signed = signed;
        this.kind = kind;
        this.mformat = mformat;
    }

    /** In CPython's order ({@code descriptors[]}): the reconstructor's search depends on it. */
    static final Descr[] ALL = {
        new Descr('b', 1, true, INT, 1),
        new Descr('B', 1, false, INT, 0),
        new Descr('u', 4, false, UNICODE, 20),
        new Descr('w', 4, false, UNICODE, 20),
        new Descr('h', 2, true, INT, 4),
        new Descr('H', 2, false, INT, 2),
        new Descr('i', 4, true, INT, 8),
        new Descr('I', 4, false, INT, 6),
        new Descr('l', 8, true, INT, 12),
        new Descr('L', 8, false, INT, 10),
        new Descr('q', 8, true, INT, 12),
        new Descr('Q', 8, false, INT, 10),
        new Descr('f', 4, true, FLOAT, 14),
        new Descr('d', 8, true, FLOAT, 16),
    };

    static Descr of(int code) {
        for (Descr d : ALL) {
            if (d.code == code) {
                return d;
            }
        }
        return null;
    }

    /** The buffer format of the items ({@code 'u'} exports as {@code 'w'}, as in 3.13). */
    String format() {
        return code == 'u' ? "w" : String.valueOf(code);
    }

    boolean isUnicode() {
        return kind == UNICODE;
    }
}
