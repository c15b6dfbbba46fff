package org.specializer.natives.codecs;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import org.specializer.api.Abstract;
import org.specializer.api.CodecErrors;
import org.specializer.api.Codecs;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * The charmap codec, with which Lib's {@code encodings} writes its 8-bit code pages
 * ({@code cp1252}, {@code koi8_r}, ...): decoding through a table (a str of 256 characters,
 * U+FFFE meaning undefined) or any mapping of byte values, encoding through the
 * {@link EncodingMap} that {@code charmap_build} makes of such a table or through any mapping
 * of code points. Compare CPython unicodeobject.c: PyUnicode_DecodeCharmap,
 * PyUnicode_EncodeCharmap and PyUnicode_BuildEncodingMap.
 */
final class Charmap {
    private Charmap() {}

    private static final String UNDEFINED = "character maps to <undefined>";

    // ------------------------------------------------------------------ decode

    /** {@code charmap_decode(data, errors, mapping)}; a null mapping is Latin-1. */
    static String decode(byte[] data, String errors, PyObject mapping) {
        if (mapping == null || mapping == Py.None) {
            return Codecs.decodeLatin1(data, 0, data.length);
        }
        StringBuilder sb = new StringBuilder(data.length);
        int len = data.length;
        if (mapping instanceof PyStr table) {
            int[] cps = table.codePoints();
            for (int i = 0; i < len; ) {
                int b = data[i] & 0xff;
                int c = b < cps.length ? cps[b] : 0xfffe;
                if (c == 0xfffe) {
                    i = CodecErrors.decode(sb, "charmap", data, 0, len, i, i + 1, UNDEFINED,
                            errors);
                    data = CodecErrors.inputAfter(data);
                    len = data.length;
                } else {
                    sb.appendCodePoint(c);
                    i++;
                }
            }
            return sb.toString();
        }
        for (int i = 0; i < len; ) {
            PyObject item = lookup(mapping, PyInt.of(data[i] & 0xff));
            if (item == null || item == Py.None) {
                i = CodecErrors.decode(sb, "charmap", data, 0, len, i, i + 1, UNDEFINED, errors);
                data = CodecErrors.inputAfter(data);
                len = data.length;
                continue;
            }
            if (item instanceof PyInt || item instanceof PyBigInt) {
                long v = item instanceof PyInt pi ? pi.value : -1;
                if (v == 0xfffe) {
                    i = CodecErrors.decode(sb, "charmap", data, 0, len, i, i + 1, UNDEFINED,
                            errors);
                    data = CodecErrors.inputAfter(data);
                    len = data.length;
                    continue;
                }
                if (v < 0 || v > 0x10ffff) {
                    throw Py.typeError("character mapping must be in range(0x110000)");
                }
                sb.appendCodePoint((int) v);
            } else if (item instanceof PyStr s) {
                if (s.length() == 1 && s.codePointAt(0) == 0xfffe) {
                    i = CodecErrors.decode(sb, "charmap", data, 0, len, i, i + 1, UNDEFINED,
                            errors);
                    data = CodecErrors.inputAfter(data);
                    len = data.length;
                    continue;
                }
                sb.append(s.value);
            } else {
                throw Py.typeError("character mapping must return integer, None or str");
            }
            i++;
        }
        return sb.toString();
    }

    /** {@code mapping[key]}, or null when it raises LookupError. */
    private static PyObject lookup(PyObject mapping, PyObject key) {
        try {
            return Abstract.getItem(mapping, key);
        } catch (PyException e) {
            if (e.matches(PyExc.LookupError)) {
                return null;
            }
            throw e;
        }
    }

    // ------------------------------------------------------------------ encode

    /** {@code charmap_encode(str, errors, mapping)}; a null mapping is Latin-1. */
    static byte[] encode(PyStr s, String errors, PyObject mapping) {
        if (mapping == null || mapping == Py.None) {
            return Codecs.encodeLatin1(s, errors);
        }
        int[] cps = s.codePoints();
        ByteArrayOutputStream out = new ByteArrayOutputStream(cps.length);
        CodecErrors.TextSink sink = (o, text) -> {
            ByteArrayOutputStream tmp = new ByteArrayOutputStream();
            for (int i = 0; i < text.length(); ) {
                int c = text.codePointAt(i);
                if (!output(tmp, c, mapping)) {
                    return false;
                }
                i += Character.charCount(c);
            }
            o.write(tmp.toByteArray(), 0, tmp.size());
            return true;
        };
        for (int k = 0; k < cps.length; ) {
            if (output(out, cps[k], mapping)) {
                k++;
                continue;
            }
            int end = k + 1;
            while (end < cps.length && !encodable(cps[end], mapping)) {
                end++;
            }
            k = CodecErrors.encode(out, "charmap", s, cps, k, end, UNDEFINED, errors, sink);
        }
        return out.toByteArray();
    }

    private static boolean encodable(int c, PyObject mapping) {
        return output(new ByteArrayOutputStream(), c, mapping);
    }

    /** Write the encoding of {@code c} by {@code mapping}; false when it has none. */
    private static boolean output(ByteArrayOutputStream out, int c, PyObject mapping) {
        if (mapping instanceof EncodingMap map) {
            int b = map.lookup(c);
            if (b < 0) {
                return false;
            }
            out.write(b);
            return true;
        }
        PyObject item = lookup(mapping, PyInt.of(c));
        if (item == null || item == Py.None) {
            return false;
        }
        if (item instanceof PyInt pi) {
            if (pi.value < 0 || pi.value > 255) {
                throw Py.typeError("character mapping must be in range(256)");
            }
            out.write((int) pi.value);
            return true;
        }
        if (item instanceof PyBytes b) {
            out.write(b.value, 0, b.value.length);
            return true;
        }
        if (item instanceof PyBigInt) {
            throw Py.typeError("character mapping must be in range(256)");
        }
        throw Py.typeError("character mapping must return integer, bytes or None, not "
                + item.type.getName());
    }

    // ------------------------------------------------------------------ build

    /**
     * {@code charmap_build(map)}: an {@link EncodingMap} of a decoding table that maps 0 to
     * U+0000 and holds only BMP characters, else a dict of code point to byte. Compare CPython
     * unicodeobject.c: PyUnicode_BuildEncodingMap.
     */
    static PyObject build(PyStr table) {
        int[] cps = table.codePoints();
        if (cps.length == 0) {
            throw Py.typeError("bad argument type for built-in operation");
        }
        int length = Math.min(cps.length, 256);
        boolean needDict = cps[0] != 0;
        java.util.Set<Integer> level1 = new java.util.HashSet<>();
        java.util.Set<Integer> level2 = new java.util.HashSet<>();
        for (int i = 1; i < length && !needDict; i++) {
            int c = cps[i];
            if (c == 0 || c > 0xffff) {
                needDict = true;
            } else if (c != 0xfffe) {
                level1.add(c >> 11);
                level2.add(c >> 7);
            }
        }
        if (needDict || level1.size() >= 0xff || level2.size() >= 0xff) {
            PyDict d = new PyDict();
            for (int i = 0; i < length; i++) {
                d.setItem(PyInt.of(cps[i]), PyInt.of(i));
            }
            return d;
        }
        int[] bytes = new int[0x10000];
        Arrays.fill(bytes, -1);
        bytes[0] = 0;
        for (int i = 1; i < length; i++) {
            if (cps[i] != 0xfffe) {
                bytes[cps[i]] = i;
            }
        }
        return new EncodingMap(bytes, level1.size(), level2.size());
    }

    /** {@code EncodingMap}: a BMP code point's byte, -1 for none. */
    static final class EncodingMap extends PyObject {
        static final PyType TYPE = PyType.builtin("EncodingMap", EncodingMap.class,
                PyType.OBJECT, 0, t -> t.method0("size", self -> PyInt.of(
                        ((EncodingMap) self).size()))).withModule("builtins");

        private final int[] bytes;
        private final int count2;
        private final int count3;

        EncodingMap(int[] bytes, int count2, int count3) {
            super(TYPE);
            this.bytes = bytes;
            this.count2 = count2;
            this.count3 = count3;
        }

        int lookup(int c) {
            return c < bytes.length ? bytes[c] : -1;
        }

        /** The size CPython's three-level table takes, as its {@code size()} reports. */
        int size() {
            return 63 + 16 * count2 + 128 * count3;
        }
    }
}
