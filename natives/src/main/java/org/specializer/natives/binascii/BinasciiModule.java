package org.specializer.natives.binascii;

import java.nio.charset.StandardCharsets;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.ByteBuilder;
import org.specializer.natives.BytesLike;
import org.specializer.natives.CInts;
import org.specializer.natives.ModuleErrors;
import org.specializer.natives.zlib.Checksums;

/**
 * The {@code binascii} module (CPython Modules/binascii.c): conversions between binary data and
 * ASCII encodings (hex, base64, uuencode, quoted-printable) and the CRC-32 and CRC-CCITT
 * checksums. Lib's {@code base64}, {@code quopri}, {@code uu}-style code and {@code email} use it.
 *
 * <p>The decoders ({@code a2b_*}) take bytes-like objects or ASCII-only str; the encoders take
 * bytes-like objects only. Errors in the data are {@code binascii.Error}, a ValueError.
 */
public final class BinasciiModule {
    private BinasciiModule() {}

    static final PyType ERROR = ModuleErrors.newException("binascii.Error", PyExc.ValueError,
            null);
    static final PyType INCOMPLETE = ModuleErrors.newException("binascii.Incomplete",
            PyExc.Exception, null);

    private static final Params B2A_UU = new Params("b2a_uu", new String[] {"data", "backtick"},
            1, 1, 1);
    private static final Params A2B_BASE64 = new Params("a2b_base64",
            new String[] {"data", "strict_mode"}, 1, 1, 1);
    private static final Params B2A_BASE64 = new Params("b2a_base64",
            new String[] {"data", "newline"}, 1, 1, 1);
    private static final Params B2A_HEX = new Params("b2a_hex",
            new String[] {"data", "sep", "bytes_per_sep"}, 0, 3, 1);
    private static final Params HEXLIFY = new Params("hexlify",
            new String[] {"data", "sep", "bytes_per_sep"}, 0, 3, 1);
    private static final Params A2B_QP = new Params("a2b_qp", new String[] {"data", "header"},
            0, 2, 1);
    private static final Params B2A_QP = new Params("b2a_qp",
            new String[] {"data", "quotetabs", "istext", "header"}, 0, 4, 1);

    public static PyModule create() {
        PyModule m = new PyModule("binascii");
        m.put("__doc__", PyStr.of("Conversion between binary data and ASCII"));
        m.put("Error", ERROR);
        m.put("Incomplete", INCOMPLETE);
        m.def1("a2b_uu", (self, d) -> PyBytes.of(a2bUu(ascii(d))));
        m.defK("b2a_uu", (self, args, kw) -> {
            PyObject[] a = B2A_UU.parse(args, kw);
            return PyBytes.of(b2aUu(BytesLike.span(a[0]), flag(a[1], false)));
        });
        m.defK("a2b_base64", (self, args, kw) -> {
            PyObject[] a = A2B_BASE64.parse(args, kw);
            return PyBytes.of(a2bBase64(ascii(a[0]), flag(a[1], false)));
        });
        m.defK("b2a_base64", (self, args, kw) -> {
            PyObject[] a = B2A_BASE64.parse(args, kw);
            return PyBytes.of(b2aBase64(BytesLike.span(a[0]), flag(a[1], true)));
        });
        m.def2("crc_hqx", (self, d, crc) -> PyInt.of(crcHqx(BytesLike.span(d),
                (int) uintMask(crc))));
        m.defN("crc32", 1, 2, (self, a) -> {
            BytesLike.Span s = BytesLike.span(a[0]);
            int crc = a.length > 1 ? (int) uintMask(a[1]) : 0;
            return PyInt.of(Checksums.crc32(crc, s.buf, s.off, s.len));
        });
        m.defK("b2a_hex", (self, args, kw) -> hexlify(B2A_HEX.parse(args, kw)));
        m.defK("hexlify", (self, args, kw) -> hexlify(HEXLIFY.parse(args, kw)));
        m.def1("a2b_hex", (self, d) -> PyBytes.of(unhexlify(ascii(d))));
        m.def1("unhexlify", (self, d) -> PyBytes.of(unhexlify(ascii(d))));
        m.defK("a2b_qp", (self, args, kw) -> {
            PyObject[] a = A2B_QP.parse(args, kw);
            return PyBytes.of(a2bQp(ascii(a[0]), flag(a[1], false)));
        });
        m.defK("b2a_qp", (self, args, kw) -> {
            PyObject[] a = B2A_QP.parse(args, kw);
            return PyBytes.of(b2aQp(BytesLike.span(a[0]), flag(a[1], false), flag(a[2], true),
                    flag(a[3], false)));
        });
        return m;
    }

    // ------------------------------------------------------------------ arguments

    /**
     * A decoder's argument: a bytes-like object, or a str of ASCII characters only. Compare
     * CPython binascii.c: {@code ascii_buffer_converter}.
     */
    static BytesLike.Span ascii(PyObject o) {
        if (o instanceof PyStr s) {
            if (!s.isAscii()) {
                throw Py.valueError("string argument should contain only ASCII characters");
            }
            byte[] b = s.value.getBytes(StandardCharsets.ISO_8859_1);
            return new BytesLike.Span(b, 0, b.length);
        }
        BytesLike.Span span = BytesLike.spanOrNull(o);
        if (span == null) {
            throw Py.typeError("argument should be bytes, buffer or ASCII string, not '"
                    + o.type.getTpName() + "'");
        }
        return span;
    }

    private static boolean flag(PyObject o, boolean dflt) {
        return o == null ? dflt : Abstract.isTrue(o);
    }

    /** An {@code unsigned int} with Argument Clinic's {@code bitwise=True}: any int, masked. */
    static long uintMask(PyObject o) {
        PyObject i = Abstract.index(o);
        if (i instanceof PyInt pi) {
            return pi.value & 0xffffffffL;
        }
        return ((org.specializer.api.PyBigInt) i).value.longValue() & 0xffffffffL;
    }

    private static org.specializer.api.PyException error(String msg) {
        return Py.error(ERROR, msg);
    }

    // ------------------------------------------------------------------ uuencode

    /** Compare CPython binascii.c: {@code binascii_a2b_uu_impl}. */
    static byte[] a2bUu(BytesLike.Span d) {
        int in = 0;
        int asciiLen = d.len;
        // the first byte is the length; C reads the terminating NUL of an empty argument
        int first = asciiLen > 0 ? d.at(0) : 0;
        int binLen = (first - ' ') & 0x3f;
        in++;
        asciiLen--;
        byte[] out = new byte[binLen];
        int o = 0;
        int leftbits = 0;
        int leftchar = 0;
        for (; binLen > 0; asciiLen--, in++) {
            int ch = asciiLen > 0 ? d.at(in) : 0;
            if (ch == '\n' || ch == '\r' || asciiLen <= 0) {
                ch = 0;
            } else {
                // 64 rather than 63: some encoders write '`' for zero
                if (ch < ' ' || ch > ' ' + 64) {
                    throw error("Illegal char");
                }
                ch = (ch - ' ') & 0x3f;
            }
            leftchar = (leftchar << 6) | ch;
            leftbits += 6;
            if (leftbits >= 8) {
                leftbits -= 8;
                out[o++] = (byte) (leftchar >> leftbits);
                leftchar &= (1 << leftbits) - 1;
                binLen--;
            }
        }
        while (asciiLen-- > 0) {
            int ch = d.at(in++);
            if (ch != ' ' && ch != ' ' + 64 && ch != '\n' && ch != '\r') {
                throw error("Trailing garbage");
            }
        }
        return out;
    }

    /** Compare CPython binascii.c: {@code binascii_b2a_uu_impl}. */
    static byte[] b2aUu(BytesLike.Span d, boolean backtick) {
        int binLen = d.len;
        if (binLen > 45) {
            throw error("At most 45 bytes at once");
        }
        byte[] out = new byte[2 + (binLen + 2) / 3 * 4];
        int o = 0;
        out[o++] = (byte) (backtick && binLen == 0 ? '`' : ' ' + binLen);
        int leftbits = 0;
        int leftchar = 0;
        for (int in = 0; binLen > 0 || leftbits != 0; binLen--, in++) {
            leftchar = binLen > 0 ? (leftchar << 8) | d.at(in) : leftchar << 8;
            leftbits += 8;
            while (leftbits >= 6) {
                int ch = (leftchar >> (leftbits - 6)) & 0x3f;
                leftbits -= 6;
                out[o++] = (byte) (backtick && ch == 0 ? '`' : ch + ' ');
            }
        }
        out[o++] = '\n';
        return java.util.Arrays.copyOf(out, o);
    }

    // ------------------------------------------------------------------ base64

    private static final byte[] B64 =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
                    .getBytes(StandardCharsets.US_ASCII);
    /** The value of each base64 character, -1 for others. */
    private static final byte[] A2B64 = new byte[256];

    static {
        java.util.Arrays.fill(A2B64, (byte) -1);
        for (int i = 0; i < 64; i++) {
            A2B64[B64[i]] = (byte) i;
        }
    }

    /** Compare CPython binascii.c: {@code binascii_a2b_base64_impl}. */
    static byte[] a2bBase64(BytesLike.Span d, boolean strict) {
        int n = d.len;
        byte[] out = new byte[(n + 3) / 4 * 3];
        int o = 0;
        if (strict && n > 0 && d.at(0) == '=') {
            throw error("Leading padding not allowed");
        }
        boolean paddingStarted = false;
        int quadPos = 0;
        int leftchar = 0;
        int pads = 0;
        for (int i = 0; i < n; i++) {
            int ch = d.at(i);
            if (ch == '=') {
                paddingStarted = true;
                if (strict && quadPos == 0) {
                    throw error("Excess padding not allowed");
                }
                if (quadPos >= 2 && quadPos + ++pads >= 4) {
                    // a complete pad sequence ends the data
                    if (strict && i + 1 < n) {
                        throw error("Excess data after padding");
                    }
                    return java.util.Arrays.copyOf(out, o);
                }
                continue;
            }
            int v = A2B64[ch];
            if (v < 0) {
                if (strict) {
                    throw error("Only base64 data is allowed");
                }
                continue;
            }
            if (strict && paddingStarted) {
                throw error("Discontinuous padding not allowed");
            }
            pads = 0;
            switch (quadPos) {
                case 0:
                    quadPos = 1;
                    leftchar = v;
                    break;
                case 1:
                    quadPos = 2;
                    out[o++] = (byte) ((leftchar << 2) | (v >> 4));
                    leftchar = v & 0x0f;
                    break;
                case 2:
                    quadPos = 3;
                    out[o++] = (byte) ((leftchar << 4) | (v >> 2));
                    leftchar = v & 0x03;
                    break;
                default:
                    quadPos = 0;
                    out[o++] = (byte) ((leftchar << 6) | v);
                    leftchar = 0;
            }
        }
        if (quadPos == 1) {
            // one data character more than a multiple of 4: no input encodes to that
            throw error("Invalid base64-encoded string: number of data characters ("
                    + (o / 3 * 4 + 1) + ") cannot be 1 more than a multiple of 4");
        } else if (quadPos != 0) {
            throw error("Incorrect padding");
        }
        return java.util.Arrays.copyOf(out, o);
    }

    /** Compare CPython binascii.c: {@code binascii_b2a_base64_impl}. */
    static byte[] b2aBase64(BytesLike.Span d, boolean newline) {
        int n = d.len;
        byte[] out = new byte[(n + 2) / 3 * 4 + (newline ? 1 : 0)];
        int o = 0;
        int i = 0;
        for (; i + 3 <= n; i += 3) {
            int v = (d.at(i) << 16) | (d.at(i + 1) << 8) | d.at(i + 2);
            out[o++] = B64[v >> 18];
            out[o++] = B64[(v >> 12) & 0x3f];
            out[o++] = B64[(v >> 6) & 0x3f];
            out[o++] = B64[v & 0x3f];
        }
        if (n - i == 1) {
            int v = d.at(i);
            out[o++] = B64[v >> 2];
            out[o++] = B64[(v & 3) << 4];
            out[o++] = '=';
            out[o++] = '=';
        } else if (n - i == 2) {
            int v = (d.at(i) << 8) | d.at(i + 1);
            out[o++] = B64[v >> 10];
            out[o++] = B64[(v >> 4) & 0x3f];
            out[o++] = B64[(v & 0xf) << 2];
            out[o++] = '=';
        }
        if (newline) {
            out[o] = '\n';
        }
        return out;
    }

    // ------------------------------------------------------------------ CRC-CCITT

    private static final int[] CRCTAB_HQX = new int[256];

    static {
        for (int i = 0; i < 256; i++) {
            int c = i << 8;
            for (int k = 0; k < 8; k++) {
                c = (c & 0x8000) != 0 ? (c << 1) ^ 0x1021 : c << 1;
            }
            CRCTAB_HQX[i] = c & 0xffff;
        }
    }

    /** CRC-CCITT (polynomial 0x1021, as BinHex 4). Compare: {@code binascii_crc_hqx_impl}. */
    static int crcHqx(BytesLike.Span d, int crc) {
        crc &= 0xffff;
        for (int i = 0; i < d.len; i++) {
            crc = ((crc << 8) & 0xff00) ^ CRCTAB_HQX[(crc >> 8) ^ d.at(i)];
        }
        return crc;
    }

    // ------------------------------------------------------------------ hex

    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    /**
     * {@code hexlify(data, sep=..., bytes_per_sep=1)}: lower-case hex digits, with {@code sep}
     * between groups of {@code |bytes_per_sep|} bytes counted from the right when it is positive,
     * from the left when negative. Compare CPython pystrhex.c: {@code _Py_strhex_impl} with
     * {@code return_bytes} set.
     */
    private static PyObject hexlify(PyObject[] a) {
        BytesLike.Span d = BytesLike.span(a[0]);
        int per = 1;
        if (a[2] != null) {
            per = CInts.cint(a[2]);
        }
        int sep = -1;
        if (a[1] != null) {
            if (Abstract.len(a[1]) != 1) {
                throw Py.valueError("sep must be length 1.");
            }
            if (a[1] instanceof PyStr s) {
                int c = s.codePointAt(0);
                if (c > 0xff) {
                    throw Py.valueError("sep must be ASCII.");
                }
                sep = c;
            } else if (a[1] instanceof PyBytes b) {
                sep = b.value[0] & 0xff;
            } else {
                throw Py.typeError("sep must be str or bytes.");
            }
        }
        int n = d.len;
        int group = per < 0 ? -per : per;
        if (sep < 0 || group == 0 || group >= n) {
            byte[] out = new byte[2 * n];
            for (int i = 0; i < n; i++) {
                int x = d.at(i);
                out[2 * i] = HEX[x >> 4];
                out[2 * i + 1] = HEX[x & 0xf];
            }
            return PyBytes.of(out);
        }
        int seps = (n - 1) / group;
        byte[] out = new byte[2 * n + seps];
        int o = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0 && (per > 0 ? n - i : i) % group == 0) {
                out[o++] = (byte) sep;
            }
            int x = d.at(i);
            out[o++] = HEX[x >> 4];
            out[o++] = HEX[x & 0xf];
        }
        return PyBytes.of(out);
    }

    private static int hexDigit(int c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        } else if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        } else if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return 16;
    }

    /** Compare CPython binascii.c: {@code binascii_a2b_hex_impl}. */
    static byte[] unhexlify(BytesLike.Span d) {
        if (d.len % 2 != 0) {
            throw error("Odd-length string");
        }
        byte[] out = new byte[d.len / 2];
        for (int i = 0; i < d.len; i += 2) {
            int top = hexDigit(d.at(i));
            int bot = hexDigit(d.at(i + 1));
            if (top >= 16 || bot >= 16) {
                throw error("Non-hexadecimal digit found");
            }
            out[i / 2] = (byte) ((top << 4) | bot);
        }
        return out;
    }

    // ------------------------------------------------------------------ quoted-printable

    /** Compare CPython binascii.c: {@code binascii_a2b_qp_impl}. */
    static byte[] a2bQp(BytesLike.Span d, boolean header) {
        int n = d.len;
        byte[] out = new byte[n];
        int o = 0;
        int in = 0;
        while (in < n) {
            int c = d.at(in);
            if (c == '=') {
                in++;
                if (in >= n) {
                    break;
                }
                c = d.at(in);
                if (c == '\n' || c == '\r') {
                    // soft line break
                    if (c != '\n') {
                        while (in < n && d.at(in) != '\n') {
                            in++;
                        }
                    }
                    if (in < n) {
                        in++;
                    }
                } else if (c == '=') {
                    // a broken encoder's "=="
                    out[o++] = '=';
                    in++;
                } else if (in + 1 < n && hexDigit(c) < 16 && hexDigit(d.at(in + 1)) < 16) {
                    out[o++] = (byte) ((hexDigit(c) << 4) | hexDigit(d.at(in + 1)));
                    in += 2;
                } else {
                    out[o++] = '=';
                }
            } else if (header && c == '_') {
                out[o++] = ' ';
                in++;
            } else {
                out[o++] = (byte) c;
                in++;
            }
        }
        return java.util.Arrays.copyOf(out, o);
    }

    private static final int MAXLINESIZE = 76;
    private static final byte[] UHEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);

    /** Compare CPython binascii.c: {@code binascii_b2a_qp_impl} (its second pass). */
    static byte[] b2aQp(BytesLike.Span d, boolean quotetabs, boolean istext, boolean header) {
        int n = d.len;
        // CRLF line ends when the first LF follows a CR
        boolean crlf = false;
        for (int i = 0; i < n; i++) {
            if (d.at(i) == '\n') {
                crlf = i > 0 && d.at(i - 1) == '\r';
                break;
            }
        }
        ByteBuilder out = new ByteBuilder(n + n / 8 + 8);
        int linelen = 0;
        int in = 0;
        while (in < n) {
            int c = d.at(in);
            int next = in + 1 < n ? d.at(in + 1) : -1;
            if (c > 126 || c == '=' || (header && c == '_')
                    || (c == '.' && linelen == 0
                        && (next == -1 || next == '\n' || next == '\r' || next == 0))
                    || (!istext && (c == '\r' || c == '\n'))
                    || ((c == '\t' || c == ' ') && next == -1)
                    || (c < 33 && c != '\r' && c != '\n'
                        && (quotetabs || (c != '\t' && c != ' ')))) {
                if (linelen + 3 >= MAXLINESIZE) {
                    softBreak(out, crlf);
                    linelen = 0;
                }
                out.append('=');
                out.append(UHEX[c >> 4]);
                out.append(UHEX[c & 0xf]);
                in++;
                linelen += 3;
            } else if (istext && (c == '\n' || (c == '\r' && next == '\n'))) {
                linelen = 0;
                // protect whitespace at the end of a line
                int size = out.size();
                if (size > 0 && (out.at(size - 1) == ' ' || out.at(size - 1) == '\t')) {
                    int last = out.at(size - 1);
                    out.set(size - 1, '=');
                    out.append(UHEX[last >> 4]).append(UHEX[last & 0xf]);
                }
                if (crlf) {
                    out.append('\r');
                }
                out.append('\n');
                in += c == '\r' ? 2 : 1;
            } else {
                if (next != -1 && next != '\n' && linelen + 1 >= MAXLINESIZE) {
                    softBreak(out, crlf);
                    linelen = 0;
                }
                linelen++;
                out.append(header && c == ' ' ? '_' : c);
                in++;
            }
        }
        return out.toArray();
    }

    private static void softBreak(ByteBuilder out, boolean crlf) {
        out.append('=');
        if (crlf) {
            out.append('\r');
        }
        out.append('\n');
    }
}
