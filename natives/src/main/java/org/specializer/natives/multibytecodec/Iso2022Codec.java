package org.specializer.natives.multibytecodec;

import java.io.ByteArrayOutputStream;

/**
 * The ISO-2022 codecs of CPython's {@code _codecs_iso2022} (iso2022_jp, _jp_1, _jp_2, _jp_3,
 * _jp_2004, _jp_ext and iso2022_kr): one escape-sequence state machine, each codec a list of
 * the character sets it designates (in the order the encoder tries them) and three flags
 * (shifts or none, a G2 set with single shifts, JIS X 0208's {@code ESC & @} prefix). The sets
 * are {@link Iso2022Sets}' tables of the JDK's charsets; JIS X 0201 Roman and Katakana are
 * computed.
 *
 * <p>It is written as CPython's codec is (Modules/cjkcodecs/_codecs_iso2022.c): the state is
 * CPython's eight bytes ({@code c[0..3]} the sets designated to G0-G3, a set's final byte with
 * 0x80 for a double-byte set; {@code c[4]} the flags, 1 shifted out, 2 inside an escape
 * sequence that is not ISO 2022's), so that the incremental coders' {@code getstate()} gives
 * CPython's numbers; {@link #encode} and {@link #decode} return CPython's codes (0 done,
 * {@link #TOOFEW} more input wanted, {@link #INTERNAL} an internal error, a positive number
 * the length of an illegal sequence), and {@link MbCodec} runs them as multibytecodec.c does,
 * error handlers and all.
 *
 * <p>Encoding tries the sets in order and designates the first that has the character:
 * {@code ESC ( F} for a single-byte set, {@code ESC $ B} for JIS X 0208 and {@code ESC $ ( F}
 * for the other double-byte sets into G0, {@code ESC $ ) C} and SO for iso2022_kr's G1; ASCII
 * goes back to {@code ESC ( B} (and SI), and so does the end of the text. JIS X 0213's
 * characters that make one code with a combining mark after them wait for the next
 * character, or for the end. Decoding reads any designation of a set the codec has; an
 * escape sequence ends at a byte in {@code A-Z} or {@code @} within 16 bytes; an ESC that
 * begins no ISO 2022 sequence is passed through with the bytes after it up to such a byte;
 * iso2022_jp_2's {@code ESC N} reads one byte of the G2 set (ISO 8859-1 or 7); a newline
 * ends a shift.
 */
final class Iso2022Codec {
    /** More input is needed (multibytecodec.h's MBERR_TOOFEW). */
    static final int TOOFEW = -2;
    /** The codec met a state it cannot be in (MBERR_INTERNAL): "internal codec error". */
    static final int INTERNAL = -3;

    private static final int ESC = 0x1b;
    private static final int SO = 0x0e;
    private static final int SI = 0x0f;
    private static final int LF = 0x0a;
    private static final int MAX_ESCSEQLEN = 16;

    private static final int DBCS = 0x80;
    private static final int ISO8859_1 = 'A';
    private static final int ASCII = 'B';
    private static final int ISO8859_7 = 'F';
    private static final int JISX0201_K = 'I';
    private static final int JISX0201_R = 'J';
    private static final int GB2312 = 'A' | DBCS;
    private static final int JISX0208 = 'B' | DBCS;
    private static final int KSX1001 = 'C' | DBCS;
    private static final int JISX0212 = 'D' | DBCS;
    private static final int JISX0213_2000_1 = 'O' | DBCS;
    private static final int JISX0213_2 = 'P' | DBCS;
    private static final int JISX0213_2004_1 = 'Q' | DBCS;
    private static final int JISX0208_O = '@' | DBCS;

    /** A set has no code for the character (or the code no character). */
    static final int UNMAPPABLE = 0xffff;
    /** JIS X 0213: the character may make one code with the next. */
    static final int MULTIPLE_AVAIL = 0xfffe;

    private static final int F_SHIFTED = 1;
    private static final int F_ESCTHROUGHOUT = 2;

    private static final int NO_SHIFT = 1;
    private static final int USE_G2 = 2;
    private static final int USE_JISX0208_EXT = 4;

    /** A set's decoder: the value of the code at {@code data[at]}, or UNMAPPABLE. */
    @FunctionalInterface
    interface SetDecoder {
        int decode(byte[] data, int at);
    }

    /**
     * A set's encoder: the code of {@code c}, or UNMAPPABLE, or MULTIPLE_AVAIL. {@code length[0]}
     * is 1 for a character alone, 2 for {@code c} and {@code next} as a pair (set to 1 when they
     * are not one), -1 for a character that could begin a pair at the end of the input.
     */
    @FunctionalInterface
    interface SetEncoder {
        int encode(int c, int next, int[] length);
    }

    /** A set the codec designates: its final byte (with 0x80 if double-byte), G0-G2, width. */
    record Designation(int mark, int plane, int width, SetDecoder decoder, SetEncoder encoder) {}

    final String name;
    private final int flags;
    private final Designation[] designations;

    private Iso2022Codec(String name, int flags, Designation... designations) {
        this.name = name;
        this.flags = flags;
        this.designations = designations;
    }

    /** CPython's codec {@code name}, or null when it is none of these. */
    static Iso2022Codec of(String name) {
        int jp = NO_SHIFT | USE_JISX0208_EXT;
        switch (name) {
            case "iso2022_kr":
                return new Iso2022Codec(name, 0, KSX1001_G1);
            case "iso2022_jp":
                return new Iso2022Codec(name, jp, JISX0208_D, JISX0201_R_D, JISX0208_O_D);
            case "iso2022_jp_1":
                return new Iso2022Codec(name, jp, JISX0208_D, JISX0212_D, JISX0201_R_D,
                        JISX0208_O_D);
            case "iso2022_jp_2":
                return new Iso2022Codec(name, jp | USE_G2, JISX0208_D, JISX0212_D,
                        KSX1001_G0, GB2312_D, JISX0201_R_D, JISX0208_O_D, ISO8859_1_D,
                        ISO8859_7_D);
            case "iso2022_jp_2004":
                return new Iso2022Codec(name, jp, JISX0213_2004_1_PAIRONLY, JISX0208_D,
                        JISX0213_2004_1_D, JISX0213_2004_2_D);
            case "iso2022_jp_3":
                return new Iso2022Codec(name, jp, JISX0213_2000_1_PAIRONLY, JISX0208_D,
                        JISX0213_2000_1_D, JISX0213_2000_2_D);
            case "iso2022_jp_ext":
                return new Iso2022Codec(name, jp, JISX0208_D, JISX0212_D, JISX0201_R_D,
                        JISX0201_K_D, JISX0208_O_D);
            default:
                return null;
        }
    }

    private boolean isSet(int flag) {
        return (flags & flag) != 0;
    }

    private static int g(byte[] st, int n) {
        return st[n] & 0xff;
    }

    // ------------------------------------------------------------------ encoding

    void encInit(byte[] st) {
        st[4] = 0;
        st[0] = ASCII;
        st[1] = ASCII;
    }

    /** Back to ASCII (SI, {@code ESC ( B}) if not there: the end of an encoding. */
    void encReset(byte[] st, ByteArrayOutputStream out) {
        if ((st[4] & F_SHIFTED) != 0) {
            out.write(SI);
            st[4] &= ~F_SHIFTED;
        }
        if (g(st, 0) != ASCII) {
            write(out, ESC, '(', 'B');
            st[0] = ASCII;
        }
    }

    private static void write(ByteArrayOutputStream out, int... bytes) {
        for (int b : bytes) {
            out.write(b);
        }
    }

    /**
     * Encode code points {@code cps[pos[0]:len]} onto {@code out}, {@code pos[0]} moving on;
     * 0 when all are done, {@link #TOOFEW} for a character that may pair with the next, which
     * has not come ({@code flush} false), or 1 for a character no set has.
     */
    int encode(byte[] st, int[] cps, int[] pos, int len, ByteArrayOutputStream out,
            boolean flush) {
        int[] length = new int[1];
        while (pos[0] < len) {
            int c = cps[pos[0]];
            if (c < 0x80) {
                if (g(st, 0) != ASCII) {
                    write(out, ESC, '(', 'B');
                    st[0] = ASCII;
                }
                if ((st[4] & F_SHIFTED) != 0) {
                    out.write(SI);
                    st[4] &= ~F_SHIFTED;
                }
                out.write(c);
                pos[0]++;
                continue;
            }
            int insize = 1;
            Designation dsg = null;
            int encoded = UNMAPPABLE;
            for (Designation d : designations) {
                length[0] = 1;
                encoded = d.encoder.encode(c, 0, length);
                if (encoded == MULTIPLE_AVAIL) {
                    int next = 0;
                    if (len - pos[0] < 2) {
                        if (!flush) {
                            return TOOFEW;
                        }
                        length[0] = -1;
                    } else {
                        length[0] = 2;
                        next = cps[pos[0] + 1];
                    }
                    encoded = d.encoder.encode(c, next, length);
                    if (encoded != UNMAPPABLE) {
                        insize = length[0];
                        dsg = d;
                        break;
                    }
                } else if (encoded != UNMAPPABLE) {
                    dsg = d;
                    break;
                }
            }
            if (dsg == null) {
                return 1;
            }
            switch (dsg.plane) {
                case 0:
                    if ((st[4] & F_SHIFTED) != 0) {
                        out.write(SI);
                        st[4] &= ~F_SHIFTED;
                    }
                    if (g(st, 0) != dsg.mark) {
                        if (dsg.width == 1) {
                            write(out, ESC, '(', dsg.mark & 0x7f);
                        } else if (dsg.mark == JISX0208) {
                            write(out, ESC, '$', dsg.mark & 0x7f);
                        } else {
                            write(out, ESC, '$', '(', dsg.mark & 0x7f);
                        }
                        st[0] = (byte) dsg.mark;
                    }
                    break;
                case 1:
                    if (g(st, 1) != dsg.mark) {
                        if (dsg.width == 1) {
                            write(out, ESC, ')', dsg.mark & 0x7f);
                        } else {
                            write(out, ESC, '$', ')', dsg.mark & 0x7f);
                        }
                        st[1] = (byte) dsg.mark;
                    }
                    if ((st[4] & F_SHIFTED) == 0) {
                        out.write(SO);
                        st[4] |= F_SHIFTED;
                    }
                    break;
                default:
                    return INTERNAL;  // G2 and G3 are never written (CPython's neither)
            }
            if (dsg.width == 1) {
                out.write(encoded & 0xff);
            } else {
                write(out, (encoded >> 8) & 0xff, encoded & 0xff);
            }
            pos[0] += insize;
        }
        return 0;
    }

    // ------------------------------------------------------------------ decoding

    void decInit(byte[] st) {
        st[4] = 0;
        st[0] = ASCII;
        st[1] = ASCII;
        st[2] = ASCII;
    }

    /** An incremental decoder's {@code reset()}: G0 back to ASCII, not shifted. */
    void decReset(byte[] st) {
        st[0] = ASCII;
        st[4] &= ~F_SHIFTED;
    }

    private static boolean isEscEnd(int c) {
        return c >= 'A' && c <= 'Z' || c == '@';
    }

    private static boolean isIso2022Esc(int c) {
        return c == '(' || c == ')' || c == '$' || c == '.' || c == '&';
    }

    /**
     * Decode {@code in[pos[0]:end]} onto {@code out}, {@code pos[0]} moving on; 0 when all
     * are done, {@link #TOOFEW} for a sequence cut off at the end, the length of an illegal
     * sequence at {@code pos[0]}, or {@link #INTERNAL}.
     */
    int decode(byte[] st, byte[] in, int[] pos, int end, StringBuilder out) {
        while (pos[0] < end) {
            int p = pos[0];
            int c = in[p] & 0xff;
            if ((st[4] & F_ESCTHROUGHOUT) != 0) {
                out.append((char) c);  // as ISO 8859-1
                pos[0] = p + 1;
                if (isEscEnd(c)) {
                    st[4] &= ~F_ESCTHROUGHOUT;
                }
                continue;
            }
            switch (c) {
                case ESC: {
                    if (end - p < 2) {
                        return TOOFEW;
                    }
                    int c2 = in[p + 1] & 0xff;
                    if (isIso2022Esc(c2)) {
                        int err = processEsc(st, in, pos, end);
                        if (err != 0) {
                            return err;
                        }
                    } else if (isSet(USE_G2) && c2 == 'N') {
                        if (end - p < 3) {
                            return TOOFEW;
                        }
                        int err = processG2(st, in, pos, out);
                        if (err != 0) {
                            return err;
                        }
                    } else {
                        out.append((char) ESC);
                        st[4] |= F_ESCTHROUGHOUT;
                        pos[0] = p + 1;
                    }
                    break;
                }
                case SI:
                    if (isSet(NO_SHIFT)) {
                        out.append((char) c);
                    } else {
                        st[4] &= ~F_SHIFTED;
                    }
                    pos[0] = p + 1;
                    break;
                case SO:
                    if (isSet(NO_SHIFT)) {
                        out.append((char) c);
                    } else {
                        st[4] |= F_SHIFTED;
                    }
                    pos[0] = p + 1;
                    break;
                case LF:
                    st[4] &= ~F_SHIFTED;
                    out.append((char) LF);
                    pos[0] = p + 1;
                    break;
                default: {
                    if (c >= 0x80) {
                        return 1;
                    }
                    int charset = (st[4] & F_SHIFTED) != 0 ? g(st, 1) : g(st, 0);
                    if (c < 0x20 || charset == ASCII) {
                        out.append((char) c);
                        pos[0] = p + 1;
                        break;
                    }
                    Designation dsg = find(charset);
                    if (dsg == null) {
                        return INTERNAL;  // only a state set from outside can say so
                    }
                    if (end - p < dsg.width) {
                        return TOOFEW;
                    }
                    int decoded = dsg.decoder.decode(in, p);
                    if (decoded == UNMAPPABLE) {
                        return dsg.width;
                    }
                    if (decoded >= Iso2022Sets.PAIR) {
                        out.append((char) (decoded >>> 16)).append((char) (decoded & 0xffff));
                    } else {
                        out.appendCodePoint(decoded);
                    }
                    pos[0] = p + dsg.width;
                    break;
                }
            }
        }
        return 0;
    }

    private Designation find(int mark) {
        for (Designation d : designations) {
            if (d.mark == mark) {
                return d;
            }
        }
        return null;
    }

    /** An escape sequence at {@code pos[0]}: a designation taken, or its length as an error. */
    private int processEsc(byte[] st, byte[] in, int[] pos, int end) {
        int p = pos[0];
        int inleft = end - p;
        int esclen = 0;
        for (int i = 1; i < MAX_ESCSEQLEN; i++) {
            if (i >= inleft) {
                return TOOFEW;
            }
            int b = in[p + i] & 0xff;
            if (isEscEnd(b)) {
                esclen = i + 1;
                break;
            } else if (isSet(USE_JISX0208_EXT) && i + 1 < inleft && b == '&'
                    && in[p + i + 1] == '@') {
                i += 2;
            }
        }
        int charset;
        int designation;
        int b2 = esclen >= 3 ? in[p + 1] & 0xff : 0;
        switch (esclen) {
            case 0:
                return 1;  // not terminated within 16 bytes
            case 3:
                if (b2 == '$') {
                    charset = (in[p + 2] & 0xff) | DBCS;
                    designation = 0;
                } else {
                    charset = in[p + 2] & 0xff;
                    if (b2 == '(') {
                        designation = 0;
                    } else if (b2 == ')') {
                        designation = 1;
                    } else if (isSet(USE_G2) && b2 == '.') {
                        designation = 2;
                    } else {
                        return 3;
                    }
                }
                break;
            case 4: {
                if (b2 != '$') {
                    return 4;
                }
                charset = (in[p + 3] & 0xff) | DBCS;
                int b3 = in[p + 2] & 0xff;
                if (b3 == '(') {
                    designation = 0;
                } else if (b3 == ')') {
                    designation = 1;
                } else {
                    return 4;
                }
                break;
            }
            case 6:
                // ESC & @ ESC $ B: JIS X 0208:1990 (its update registration, then the set)
                if (isSet(USE_JISX0208_EXT) && in[p + 3] == ESC && in[p + 4] == '$'
                        && in[p + 5] == 'B') {
                    charset = JISX0208;
                    designation = 0;
                } else {
                    return 6;
                }
                break;
            default:
                return esclen;
        }
        if (charset != ASCII && find(charset) == null) {
            return esclen;  // a set this codec does not have
        }
        st[designation] = (byte) charset;
        pos[0] = p + esclen;
        return 0;
    }

    /** {@code ESC N} and a byte: that byte in the G2 set (ISO 8859-1 or 7, or ASCII). */
    private static int processG2(byte[] st, byte[] in, int[] pos, StringBuilder out) {
        int p = pos[0];
        int b = in[p + 2] & 0xff;
        switch (g(st, 2)) {
            case ISO8859_1:
                if (b >= 0x80) {
                    return 3;
                }
                out.append((char) (b + 0x80));
                break;
            case ISO8859_7: {
                int u = iso8859_7(b ^ 0x80);
                if (u < 0) {
                    return 3;
                }
                out.append((char) u);
                break;
            }
            case ASCII:
                if (b >= 0x80) {
                    return 3;
                }
                out.append((char) b);
                break;
            default:
                return INTERNAL;
        }
        pos[0] = p + 3;
        return 0;
    }

    /** ISO 8859-7's character for byte {@code c} as CPython's G2 decoder has it, or -1. */
    private static int iso8859_7(int c) {
        if (c < 0xa0) {
            return c;
        } else if (c < 0xc0 && (0x288f3bc9L & (1L << (c - 0xa0))) != 0) {
            return c;
        } else if (c >= 0xb4 && c <= 0xfe
                && (c >= 0xd4 || (0xbffffd77L & (1L << (c - 0xb4))) != 0)) {
            return 0x02d0 + c;
        } else if (c == 0xa1) {
            return 0x2018;
        } else if (c == 0xa2) {
            return 0x2019;
        } else if (c == 0xaf) {
            return 0x2015;
        }
        return -1;
    }

    // ------------------------------------------------------------------ the sets

    private static int code(int v) {
        return v == Iso2022Sets.NONE ? UNMAPPABLE : v;
    }

    private static int dbcs(Iso2022Sets.Set94 set, byte[] data, int at) {
        int v = set.decode(data[at] & 0xff, data[at + 1] & 0xff);
        return v == Iso2022Sets.NONE ? UNMAPPABLE : v;
    }

    /** KS X 1001, ISO-2022-KR's G1 and ISO-2022-JP-2's G0. */
    private static int ksx1001Decode(byte[] data, int at) {
        return dbcs(Iso2022Sets.ksx1001(), data, at);
    }

    private static int ksx1001Encode(int c, int next, int[] length) {
        return c < 0x10000 ? code(Iso2022Sets.ksx1001().encode(c)) : UNMAPPABLE;
    }

    private static int gb2312Decode(byte[] data, int at) {
        return dbcs(Iso2022Sets.gb2312(), data, at);
    }

    private static int gb2312Encode(int c, int next, int[] length) {
        return c < 0x10000 ? code(Iso2022Sets.gb2312().encode(c)) : UNMAPPABLE;
    }

    /** JIS X 0208, whose 0x2140 is FULLWIDTH REVERSE SOLIDUS. */
    private static int jisx0208Decode(byte[] data, int at) {
        if (data[at] == 0x21 && data[at + 1] == 0x40) {
            return 0xff3c;
        }
        return dbcs(Iso2022Sets.jisx0208(), data, at);
    }

    private static int jisx0208Encode(int c, int next, int[] length) {
        if (c >= 0x10000) {
            return UNMAPPABLE;
        }
        if (c == 0xff3c) {
            return 0x2140;
        }
        return code(Iso2022Sets.jisx0208().encode(c));
    }

    private static int jisx0212Decode(byte[] data, int at) {
        return dbcs(Iso2022Sets.jisx0212(), data, at);
    }

    /** JIS X 0212 has what JIS X 0208 does not (a character of both is written as 0208's). */
    private static int jisx0212Encode(int c, int next, int[] length) {
        if (c >= 0x10000 || Iso2022Sets.jisx0208().encode(c) != Iso2022Sets.NONE) {
            return UNMAPPABLE;
        }
        return code(Iso2022Sets.jisx0212().encode(c));
    }

    /** The JIS X 0213 codes of plane 1 that its 2004 edition added. */
    private static boolean added2004(int b1, int b2) {
        return b1 == 0x2e && b2 == 0x21 || b1 == 0x2f && b2 == 0x7e
                || b1 == 0x4f && (b2 == 0x54 || b2 == 0x7e) || b1 == 0x74 && b2 == 0x27
                || b1 == 0x7e && b2 >= 0x7a && b2 <= 0x7e;
    }

    /** The characters of those codes, which iso2022_jp_3 (JIS X 0213:2000) does not write. */
    private static boolean new2004(int c) {
        switch (c) {
            case 0x9b1c: case 0x4ff1: case 0x525d: case 0x541e: case 0x5653: case 0x59f8:
            case 0x5c5b: case 0x5e77: case 0x7626: case 0x7e6b:
                return true;
            default:
                return false;
        }
    }

    /** JIS X 0213 plane 1 (whose table has JIS X 0208's characters at JIS X 0208's codes). */
    private static int jisx0213Plane1(int b1, int b2) {
        if (b1 == 0x21 && b2 == 0x40) {
            return 0xff3c;
        }
        int v = Iso2022Sets.jisx0213(1).decode(b1, b2);
        return v == Iso2022Sets.NONE ? UNMAPPABLE : v;
    }

    private static int jisx0213_2000_1Decode(byte[] data, int at) {
        if (added2004(data[at] & 0xff, data[at + 1] & 0xff)) {
            return UNMAPPABLE;
        }
        return jisx0213Plane1(data[at] & 0xff, data[at + 1] & 0xff);
    }

    private static int jisx0213_2004_1Decode(byte[] data, int at) {
        return jisx0213Plane1(data[at] & 0xff, data[at + 1] & 0xff);
    }

    /**
     * Plane 2, the same for both editions: CPython's 2000 decoder sets U+9B1D for 0x7D3B and
     * then overwrites it with the 2004 table's value.
     */
    private static int jisx0213_2Decode(byte[] data, int at) {
        return dbcs(Iso2022Sets.jisx0213(2), data, at);
    }

    /** A JIS X 0213 character's code: plane 1's, or plane 2's with 0x8000; NONE if neither. */
    private static int jisx0213Code(int c) {
        int k = c < 0x10000 ? Iso2022Sets.jisx0208().encode(c) : Iso2022Sets.NONE;
        if (k == Iso2022Sets.NONE) {
            k = Iso2022Sets.jisx0213(1).encode(c);
        }
        if (k == Iso2022Sets.NONE) {
            k = Iso2022Sets.jisx0213(2).encode(c);
            if (k != Iso2022Sets.NONE) {
                k |= 0x8000;
            }
        }
        return k;
    }

    /**
     * CPython's jisx0213_encoder: the code of {@code c} (plane 2's with 0x8000), MULTIPLE_AVAIL
     * for a character that begins a pair, or with {@code length[0]} 2 the pair's code (or, not
     * a pair, {@code c}'s own with {@code length[0]} set to 1).
     */
    private static int jisx0213(int c, int next, int[] length, boolean y2000) {
        switch (length[0]) {
            case 1:
                if (c >= 0x10000) {
                    if (c >> 16 == 2) {
                        if (y2000 && c == 0x20b9f) {
                            return UNMAPPABLE;
                        }
                        int k = jisx0213Code(c);
                        if (k != Iso2022Sets.NONE) {
                            return k;
                        }
                    }
                    return UNMAPPABLE;
                }
                if (y2000 && new2004(c)) {
                    return UNMAPPABLE;
                }
                if (y2000 && c == 0x9b1d) {
                    return 0x8000 | 0x7d3b;
                }
                if (Iso2022Sets.jisx0213Base(c)) {
                    return MULTIPLE_AVAIL;
                }
                return code(jisx0213Code(c));
            case 2: {
                int k = Iso2022Sets.jisx0213Pair(c, next);
                if (k != Iso2022Sets.NONE) {
                    return k;
                }
                length[0] = 1;
                return code(jisx0213Code(c));
            }
            case -1:
                length[0] = 1;
                return code(jisx0213Code(c));
            default:
                return UNMAPPABLE;
        }
    }

    private static SetEncoder plane1(boolean y2000) {
        return (c, next, length) -> {
            int coded = jisx0213(c, next, length, y2000);
            if (coded == UNMAPPABLE || coded == MULTIPLE_AVAIL) {
                return coded;
            }
            return (coded & 0x8000) != 0 ? UNMAPPABLE : coded;
        };
    }

    /** Plane 1 for pairs only: the set tried first, so that a pair is written as one code. */
    private static SetEncoder pairOnly(boolean y2000) {
        return (c, next, length) -> {
            int ilength = length[0];
            int coded = jisx0213(c, next, length, y2000);
            switch (ilength) {
                case 1:
                    return coded == MULTIPLE_AVAIL ? MULTIPLE_AVAIL : UNMAPPABLE;
                case 2:
                    return length[0] != 2 ? UNMAPPABLE : coded;
                default:
                    return UNMAPPABLE;
            }
        };
    }

    private static SetEncoder plane2(boolean y2000) {
        return (c, next, length) -> {
            int coded = jisx0213(c, next, length, y2000);
            if (coded == UNMAPPABLE || coded == MULTIPLE_AVAIL) {
                return coded;
            }
            return (coded & 0x8000) != 0 ? coded & 0x7fff : UNMAPPABLE;
        };
    }

    /** JIS X 0201 Roman: ASCII but for the yen sign at 0x5C and the overline at 0x7E. */
    private static int jisx0201RDecode(byte[] data, int at) {
        int c = data[at] & 0xff;
        if (c == 0x5c) {
            return 0xa5;
        } else if (c == 0x7e) {
            return 0x203e;
        }
        return c < 0x80 ? c : UNMAPPABLE;
    }

    private static int jisx0201REncode(int c, int next, int[] length) {
        if (c < 0x80 && c != 0x5c && c != 0x7e) {
            return c;
        } else if (c == 0xa5) {
            return 0x5c;
        } else if (c == 0x203e) {
            return 0x7e;
        }
        return UNMAPPABLE;
    }

    /** JIS X 0201 Katakana: 0x21-0x5F are the half-width katakana U+FF61-U+FF9F. */
    private static int jisx0201KDecode(byte[] data, int at) {
        int c = (data[at] & 0xff) ^ 0x80;
        return c >= 0xa1 && c <= 0xdf ? 0xfec0 + c : UNMAPPABLE;
    }

    private static int jisx0201KEncode(int c, int next, int[] length) {
        return c >= 0xff61 && c <= 0xff9f ? c - 0xfec0 - 0x80 : UNMAPPABLE;
    }

    /** ISO 8859-1 and -7 in G2: read by {@code ESC N} only, never written. */
    private static int dummyDecode(byte[] data, int at) {
        return UNMAPPABLE;
    }

    private static int dummyEncode(int c, int next, int[] length) {
        return UNMAPPABLE;
    }

    private static final Designation KSX1001_G0 = new Designation(KSX1001, 0, 2,
            Iso2022Codec::ksx1001Decode, Iso2022Codec::ksx1001Encode);
    private static final Designation KSX1001_G1 = new Designation(KSX1001, 1, 2,
            Iso2022Codec::ksx1001Decode, Iso2022Codec::ksx1001Encode);
    private static final Designation JISX0201_R_D = new Designation(JISX0201_R, 0, 1,
            Iso2022Codec::jisx0201RDecode, Iso2022Codec::jisx0201REncode);
    private static final Designation JISX0201_K_D = new Designation(JISX0201_K, 0, 1,
            Iso2022Codec::jisx0201KDecode, Iso2022Codec::jisx0201KEncode);
    private static final Designation JISX0208_D = new Designation(JISX0208, 0, 2,
            Iso2022Codec::jisx0208Decode, Iso2022Codec::jisx0208Encode);
    private static final Designation JISX0208_O_D = new Designation(JISX0208_O, 0, 2,
            Iso2022Codec::jisx0208Decode, Iso2022Codec::jisx0208Encode);
    private static final Designation JISX0212_D = new Designation(JISX0212, 0, 2,
            Iso2022Codec::jisx0212Decode, Iso2022Codec::jisx0212Encode);
    private static final Designation JISX0213_2000_1_D = new Designation(JISX0213_2000_1, 0,
            2, Iso2022Codec::jisx0213_2000_1Decode, plane1(true));
    private static final Designation JISX0213_2000_1_PAIRONLY = new Designation(
            JISX0213_2000_1, 0, 2, Iso2022Codec::jisx0213_2000_1Decode, pairOnly(true));
    private static final Designation JISX0213_2000_2_D = new Designation(JISX0213_2, 0, 2,
            Iso2022Codec::jisx0213_2Decode, plane2(true));
    private static final Designation JISX0213_2004_1_D = new Designation(JISX0213_2004_1, 0,
            2, Iso2022Codec::jisx0213_2004_1Decode, plane1(false));
    private static final Designation JISX0213_2004_1_PAIRONLY = new Designation(
            JISX0213_2004_1, 0, 2, Iso2022Codec::jisx0213_2004_1Decode, pairOnly(false));
    private static final Designation JISX0213_2004_2_D = new Designation(JISX0213_2, 0, 2,
            Iso2022Codec::jisx0213_2Decode, plane2(false));
    private static final Designation GB2312_D = new Designation(GB2312, 0, 2,
            Iso2022Codec::gb2312Decode, Iso2022Codec::gb2312Encode);
    private static final Designation ISO8859_1_D = new Designation(ISO8859_1, 2, 1,
            Iso2022Codec::dummyDecode, Iso2022Codec::dummyEncode);
    private static final Designation ISO8859_7_D = new Designation(ISO8859_7, 2, 1,
            Iso2022Codec::dummyDecode, Iso2022Codec::dummyEncode);
}
