package org.specializer.natives.codecs;

import java.nio.charset.StandardCharsets;
import org.specializer.api.Abstract;
import org.specializer.api.Buffers;
import org.specializer.api.Codecs;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.WideCodecs;
import org.specializer.core.modules.Params;

/**
 * The {@code _codecs} module (CPython Modules/_codecsmodule.c), what Lib's {@code codecs.py}
 * and {@code encodings} package are built on: the {@link CodecRegistry codec registry}
 * ({@code register}, {@code lookup}, {@code encode}, {@code decode}, the error handlers) and the
 * codec functions. The UTF-8, ASCII, Latin-1, UTF-16 and UTF-32 codecs are {@code api}'s
 * ({@link Codecs}), here with their incremental forms; {@link Charmap}, {@link Escapes} and
 * {@link Utf7} are the others. Creating the module installs the registry for
 * {@code str.encode} and {@code bytes.decode}.
 *
 * <p>Each codec function returns {@code (result, length consumed)}, as CPython's do; an
 * {@code errors} of None means "strict".
 */
public final class CodecsModule {
    private CodecsModule() {}

    private static final Params ENCODE = new Params("encode",
            new String[] {"obj", "encoding", "errors"}, 0, 3, 1);
    private static final Params DECODE = new Params("decode",
            new String[] {"obj", "encoding", "errors"}, 0, 3, 1);

    public static PyModule create() {
        PyModule m = new PyModule("_codecs");
        CodecRegistry reg = CodecRegistry.INSTANCE;
        Codecs.setRegistry(reg);

        m.def1("register", (self, f) -> {
            reg.register(f);
            return Py.None;
        });
        m.def1("unregister", (self, f) -> {
            reg.unregister(f);
            return Py.None;
        });
        m.def1("lookup", (self, enc) -> {
            String name = str("lookup", enc);
            Codecs.requireUtf8((PyStr) enc);  // a C string (PyArg "s")
            return reg.lookup(name);
        });
        m.defK("encode", (self, args, kw) -> {
            PyObject[] a = ENCODE.parse(args, kw);
            String enc = a[1] == null ? "utf-8" : kwStr("encode", "encoding", a[1]);
            String err = a[2] == null ? "strict" : kwStr("encode", "errors", a[2]);
            return reg.code(reg.lookup(enc), 0, a[0], enc, err);
        });
        m.defK("decode", (self, args, kw) -> {
            PyObject[] a = DECODE.parse(args, kw);
            String enc = a[1] == null ? "utf-8" : kwStr("decode", "encoding", a[1]);
            String err = a[2] == null ? "strict" : kwStr("decode", "errors", a[2]);
            return reg.code(reg.lookup(enc), 1, a[0], enc, err);
        });
        m.def1("lookup_error", (self, name) -> reg.lookupError(str("lookup_error", name)));
        m.def2("register_error", (self, name, handler) -> {
            reg.registerError(positional("register_error", 1, name), handler);
            return Py.None;
        });

        // UTF-8, ASCII, Latin-1
        m.defN("utf_8_encode", 1, 2, (self, a) -> encoded(Codecs.encodeUtf8(
                str("utf_8_encode", a), errors("utf_8_encode", a, 1)), a[0]));
        m.defN("utf_8_decode", 1, 3, (self, a) -> decoded(Codecs.decodeUtf8(
                data(a[0]), 0, data(a[0]).length, errors("utf_8_decode", a, 1),
                flag(a, 2, false))));
        m.defN("ascii_encode", 1, 2, (self, a) -> encoded(Codecs.encodeAscii(
                str("ascii_encode", a), errors("ascii_encode", a, 1)), a[0]));
        m.defN("ascii_decode", 1, 2, (self, a) -> {
            byte[] d = data(a[0]);
            return pair(PyStr.of(Codecs.decodeAscii(d, 0, d.length,
                    errors("ascii_decode", a, 1))), d.length);
        });
        m.defN("latin_1_encode", 1, 2, (self, a) -> encoded(Codecs.encodeLatin1(
                str("latin_1_encode", a), errors("latin_1_encode", a, 1)), a[0]));
        m.defN("latin_1_decode", 1, 2, (self, a) -> {
            byte[] d = data(a[0]);
            errors("latin_1_decode", a, 1);
            return pair(PyStr.of(Codecs.decodeLatin1(d, 0, d.length)), d.length);
        });

        // UTF-16 and UTF-32
        defineWide(m, "utf_16", 2);
        defineWide(m, "utf_32", 4);

        // charmap
        m.defN("charmap_encode", 1, 3, (self, a) -> encoded(Charmap.encode(
                str("charmap_encode", a), errors("charmap_encode", a, 1),
                a.length > 2 ? a[2] : null), a[0]));
        m.defN("charmap_decode", 1, 3, (self, a) -> {
            byte[] d = data(a[0]);
            return pair(PyStr.of(Charmap.decode(d, errors("charmap_decode", a, 1),
                    a.length > 2 ? a[2] : null)), d.length);
        });
        m.def1("charmap_build", (self, map) -> {
            if (!(map instanceof PyStr s)) {
                throw Py.typeError("charmap_build() argument must be str, not "
                        + map.type.getName());
            }
            return Charmap.build(s);
        });

        // the escapes
        m.defN("unicode_escape_encode", 1, 2, (self, a) -> {
            errors("unicode_escape_encode", a, 1);
            return encoded(Escapes.unicodeEscapeEncode(str("unicode_escape_encode", a)), a[0]);
        });
        m.defN("unicode_escape_decode", 1, 3, (self, a) -> decoded(Escapes.unicodeEscapeDecode(
                dataOrStr(a[0]), errors("unicode_escape_decode", a, 1), flag(a, 2, true))));
        m.defN("raw_unicode_escape_encode", 1, 2, (self, a) -> {
            errors("raw_unicode_escape_encode", a, 1);
            return encoded(Escapes.rawUnicodeEscapeEncode(str("raw_unicode_escape_encode", a)),
                    a[0]);
        });
        m.defN("raw_unicode_escape_decode", 1, 3, (self, a) -> decoded(
                Escapes.rawUnicodeEscapeDecode(dataOrStr(a[0]),
                        errors("raw_unicode_escape_decode", a, 1), flag(a, 2, true))));
        m.defN("escape_encode", 1, 2, (self, a) -> {
            if (!(a[0] instanceof PyBytes b)) {
                throw Py.typeError("escape_encode() argument 1 must be bytes, not "
                        + a[0].type.getName());
            }
            errors("escape_encode", a, 1);
            return pair(new PyBytes(Escapes.escapeEncode(b.value)), b.value.length);
        });
        m.defN("escape_decode", 1, 2, (self, a) -> {
            byte[] d = dataOrStr(a[0]);
            return pair(new PyBytes(Escapes.escapeDecode(d, errors("escape_decode", a, 1))),
                    d.length);
        });
        m.defN("readbuffer_encode", 1, 2, (self, a) -> {
            byte[] d = dataOrStr(a[0]);
            errors("readbuffer_encode", a, 1);
            return pair(new PyBytes(d), d.length);
        });

        // UTF-7
        m.defN("utf_7_encode", 1, 2, (self, a) -> {
            errors("utf_7_encode", a, 1);
            return encoded(Utf7.encode(str("utf_7_encode", a)), a[0]);
        });
        m.defN("utf_7_decode", 1, 3, (self, a) -> decoded(Utf7.decode(data(a[0]),
                errors("utf_7_decode", a, 1), flag(a, 2, false))));
        return m;
    }

    /**
     * {@code utf_16_encode(str, errors, byteorder=0)}, {@code utf_16_le_encode},
     * {@code utf_16_be_encode}, {@code utf_16_decode(data, errors, final=False)}, the
     * {@code _le_} and {@code _be_} decoders, and {@code utf_16_ex_decode(data, errors,
     * byteorder=0, final=False)}; the same for UTF-32.
     */
    private static void defineWide(PyModule m, String base, int unit) {
        String[] orders = {"", "_le", "_be"};
        int[] byteorders = {0, -1, 1};
        for (int k = 0; k < 3; k++) {
            String enc = base + orders[k] + "_encode";
            String dec = base + orders[k] + "_decode";
            int bo = byteorders[k];
            m.defN(enc, 1, k == 0 ? 3 : 2, (self, a) -> {
                PyStr s = str(enc, a);
                String err = errors(enc, a, 1);
                int order = a.length > 2 ? Abstract.asInt(a[2]) : bo;
                return encoded(unit == 2 ? WideCodecs.encodeUtf16(s, err, order)
                        : WideCodecs.encodeUtf32(s, err, order), s);
            });
            m.defN(dec, 1, 3, (self, a) -> {
                byte[] d = data(a[0]);
                WideCodecs.Decoded r = wide(unit, d, errors(dec, a, 1), bo, flag(a, 2, false));
                return pair(PyStr.of(r.text()), r.consumed());
            });
        }
        String ex = base + "_ex_decode";
        m.defN(ex, 1, 4, (self, a) -> {
            byte[] d = data(a[0]);
            int order = a.length > 2 ? Abstract.asInt(a[2]) : 0;
            WideCodecs.Decoded r = wide(unit, d, errors(ex, a, 1), order, flag(a, 3, false));
            return PyTuple.of(PyStr.of(r.text()), PyInt.of(r.consumed()),
                    PyInt.of(r.byteorder()));
        });
    }

    private static WideCodecs.Decoded wide(int unit, byte[] d, String errors, int byteorder,
            boolean fin) {
        return unit == 2 ? WideCodecs.decodeUtf16(d, 0, d.length, errors, byteorder, fin)
                : WideCodecs.decodeUtf32(d, 0, d.length, errors, byteorder, fin);
    }

    // ------------------------------------------------------------------ arguments and results

    /** A str argument as Argument Clinic checks it ("lookup() argument must be str, not int"). */
    private static String str(String fname, PyObject o) {
        if (!(o instanceof PyStr s)) {
            throw Py.typeError(fname + "() argument must be str, not " + o.type.getName());
        }
        return s.value;
    }

    private static String positional(String fname, int n, PyObject o) {
        if (!(o instanceof PyStr s)) {
            throw Py.typeError(fname + "() argument " + n + " must be str, not "
                    + o.type.getName());
        }
        return s.value;
    }

    private static String kwStr(String fname, String name, PyObject o) {
        if (!(o instanceof PyStr s)) {
            throw Py.typeError(fname + "() argument '" + name + "' must be str, not "
                    + o.type.getName());
        }
        return s.value;
    }

    /** Argument 1, a str. */
    private static PyStr str(String fname, PyObject[] a) {
        if (!(a[0] instanceof PyStr s)) {
            throw Py.typeError(fname + "() argument 1 must be str, not " + a[0].type.getName());
        }
        return s;
    }

    /** The {@code errors} argument at {@code i}: a str, or None or absent for "strict". */
    private static String errors(String fname, PyObject[] a, int i) {
        if (a.length <= i || a[i] == Py.None) {
            return "strict";
        }
        if (!(a[i] instanceof PyStr s)) {
            throw Py.typeError(fname + "() argument " + (i + 1) + " must be str or None, not "
                    + a[i].type.getName());
        }
        return s.value;
    }

    private static boolean flag(PyObject[] a, int i, boolean dflt) {
        return a.length > i ? Abstract.isTrue(a[i]) : dflt;
    }

    /** A bytes-like argument (not to be modified). */
    private static byte[] data(PyObject o) {
        return o instanceof PyBytes b ? b.value : Buffers.toBytes(o);
    }

    /** A bytes-like argument, or a str taken as its UTF-8 bytes. */
    private static byte[] dataOrStr(PyObject o) {
        if (o instanceof PyStr s) {
            return s.value.getBytes(StandardCharsets.UTF_8);
        }
        return data(o);
    }

    private static PyObject pair(PyObject value, long n) {
        return PyTuple.of(value, PyInt.of(n));
    }

    /** {@code (bytes, len(str))}. */
    private static PyObject encoded(byte[] b, PyObject s) {
        return pair(new PyBytes(b), ((PyStr) s).length());
    }

    private static PyObject decoded(Codecs.Decoded d) {
        return pair(PyStr.of(d.text()), d.consumed());
    }
}
