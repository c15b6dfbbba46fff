package org.specializer.natives.sre;

import static org.specializer.natives.sre.SreConstants.*;

/**
 * The single-character tests of the engine over one subject: sets, anchors, the counting
 * of single-character repeats, and the test that lets the matcher skip a context whose first
 * character cannot match. Compare CPython sre_lib.h: SRE(charset), SRE(charset_loc_ignore),
 * SRE(at), SRE(count). {@link SreState} adds the matcher and the search.
 */
abstract class SreCharTests {
    final int[] code;
    /** The subject's code points. */
    final int[] str;
    /** The end bound (the adjusted {@code endpos}). */
    final int end;
    /** The current position: where a match attempt starts, and where a match ended. */
    int ptr;
    /** The pattern's sets as bitmaps for characters below 256: see {@link SetTables}. */
    private final int[] setIndex;
    private final long[] setBits;

    SreCharTests(PyPattern pattern, int[] str, int end) {
        this.code = pattern.code;
        this.setIndex = pattern.sets.index;
        this.setBits = pattern.sets.bits;
        this.str = str;
        this.end = end;
    }

    /** Match the code at {@code pattern} from {@link #ptr}: 1 or 0. */
    abstract int match(int pattern, boolean toplevel);

    /**
     * Whether {@code ch} is in the set whose first opcode is at {@code set}: from the set's
     * bitmap below 256, else by running the set's code.
     */
    final boolean charset(int set, int ch) {
        if (ch < 256) {
            int b = setIndex[set];
            if (b != 0) {
                return (setBits[b - 1 + (ch >>> 6)] & (1L << ch)) != 0;
            }
        }
        return charset(code, set, ch);
    }

    /** The opcodes that test one character, by number. */
    static final boolean[] CHAR_OP = new boolean[RANGE_UNI_IGNORE + 1];

    static {
        for (int op : new int[] {LITERAL, NOT_LITERAL, IN, ANY, ANY_ALL, CATEGORY, IN_IGNORE,
            LITERAL_IGNORE, NOT_LITERAL_IGNORE, IN_LOC_IGNORE, LITERAL_LOC_IGNORE,
            NOT_LITERAL_LOC_IGNORE, IN_UNI_IGNORE, LITERAL_UNI_IGNORE, NOT_LITERAL_UNI_IGNORE}) {
            CHAR_OP[op] = true;
        }
    }

    /**
     * Whether the single-character item at {@code item} matches once at {@code ptr}, which is
     * {@link #ptr}: {@code count(item, 1) == 1}, without the call for the usual items.
     */
    final boolean oneMore(int item, int ptr) {
        if (CHAR_OP[code[item]]) {
            return ptr < end && !failsAt(item, ptr);
        }
        return count(item, 1) != 0;
    }

    /**
     * Whether the opcode at {@code p} is a single-character test that fails at {@code ptr}.
     * A context that starts with it fails at once and changes nothing, so callers skip
     * starting one: the outcome is CPython's, without the context.
     */
    final boolean failsAt(int p, int ptr) {
        final int[] code = this.code;
        int op = code[p];
        if (ptr >= end) {
            return CHAR_OP[op];
        }
        int ch = str[ptr];
        switch (op) {
            case LITERAL:
                return ch != code[p + 1];
            case NOT_LITERAL:
                return ch == code[p + 1];
            case LITERAL_IGNORE:
                return SreChars.lowerAscii(ch) != code[p + 1];
            case NOT_LITERAL_IGNORE:
                return SreChars.lowerAscii(ch) == code[p + 1];
            case LITERAL_UNI_IGNORE:
                return SreChars.lowerUnicode(ch) != code[p + 1];
            case NOT_LITERAL_UNI_IGNORE:
                return SreChars.lowerUnicode(ch) == code[p + 1];
            case LITERAL_LOC_IGNORE:
                return !SreChars.charLocIgnore(code[p + 1], ch);
            case NOT_LITERAL_LOC_IGNORE:
                return SreChars.charLocIgnore(code[p + 1], ch);
            case IN:
                return !charset(p + 2, ch);
            case IN_IGNORE:
                return !charset(p + 2, SreChars.lowerAscii(ch));
            case IN_UNI_IGNORE:
                return !charset(p + 2, SreChars.lowerUnicode(ch));
            case IN_LOC_IGNORE:
                return !charsetLocIgnore(p + 2, ch);
            case ANY:
                return ch == '\n';
            case CATEGORY:
                return !SreChars.category(code[p + 1], ch);
            default:
                return false;
        }
    }

    /**
     * How many times the single-character item at {@code pattern} matches from {@link #ptr},
     * at most {@code maxcount} (unsigned; MAXREPEAT for no limit).
     * Compare CPython sre_lib.h: SRE(count).
     */
    final int count(int pattern, int maxcount) {
        final int[] code = this.code;
        final int[] s = this.str;
        final int from = this.ptr;
        int ptr = from;
        int end = this.end;
        if (u(maxcount) < end - ptr && maxcount != MAXREPEAT) {
            end = ptr + maxcount;
        }
        int chr = code[pattern + 1];
        switch (code[pattern]) {
            case IN:
                while (ptr < end && charset(pattern + 2, s[ptr])) {
                    ptr++;
                }
                break;
            case ANY:
                while (ptr < end && s[ptr] != '\n') {
                    ptr++;
                }
                break;
            case ANY_ALL:
                ptr = end;
                break;
            case LITERAL:
                while (ptr < end && s[ptr] == chr) {
                    ptr++;
                }
                break;
            case LITERAL_IGNORE:
                while (ptr < end && SreChars.lowerAscii(s[ptr]) == chr) {
                    ptr++;
                }
                break;
            case LITERAL_UNI_IGNORE:
                while (ptr < end && SreChars.lowerUnicode(s[ptr]) == chr) {
                    ptr++;
                }
                break;
            case LITERAL_LOC_IGNORE:
                while (ptr < end && SreChars.charLocIgnore(chr, s[ptr])) {
                    ptr++;
                }
                break;
            case NOT_LITERAL:
                while (ptr < end && s[ptr] != chr) {
                    ptr++;
                }
                break;
            case NOT_LITERAL_IGNORE:
                while (ptr < end && SreChars.lowerAscii(s[ptr]) != chr) {
                    ptr++;
                }
                break;
            case NOT_LITERAL_UNI_IGNORE:
                while (ptr < end && SreChars.lowerUnicode(s[ptr]) != chr) {
                    ptr++;
                }
                break;
            case NOT_LITERAL_LOC_IGNORE:
                while (ptr < end && !SreChars.charLocIgnore(chr, s[ptr])) {
                    ptr++;
                }
                break;
            default:
                return countGeneral(pattern, end);
        }
        return ptr - from;
    }

    /** Any other single-character item: the sets that ignore case, or a general one. */
    private int countGeneral(int pattern, int end) {
        final int[] s = this.str;
        int op = code[pattern];
        int from = this.ptr;
        if ((op == IN_IGNORE || op == IN_UNI_IGNORE || op == IN_LOC_IGNORE)
                && code[pattern + 1 + code[pattern + 1]] == SUCCESS) {
            int set = pattern + 2;
            int ptr = from;
            if (op == IN_IGNORE) {
                while (ptr < end && charset(set, SreChars.lowerAscii(s[ptr]))) {
                    ptr++;
                }
            } else if (op == IN_UNI_IGNORE) {
                while (ptr < end && charset(set, SreChars.lowerUnicode(s[ptr]))) {
                    ptr++;
                }
            } else {
                while (ptr < end && charsetLocIgnore(set, s[ptr])) {
                    ptr++;
                }
            }
            return ptr - from;
        }
        while (this.ptr < end) {
            if (match(pattern, false) == 0) {
                break;
            }
        }
        return this.ptr - from;
    }

    /** Compare CPython sre_lib.h: SRE(charset). {@code set} is the set's first opcode. */
    static boolean charset(int[] code, int set, int ch) {
        boolean ok = true;
        for (;;) {
            switch (code[set++]) {
                case FAILURE:
                    return !ok;
                case LITERAL:
                    // <LITERAL> <code>
                    if (ch == code[set]) {
                        return ok;
                    }
                    set++;
                    break;
                case CATEGORY:
                    // <CATEGORY> <code>
                    if (SreChars.category(code[set], ch)) {
                        return ok;
                    }
                    set++;
                    break;
                case CHARSET:
                    // <CHARSET> <bitmap>: 256 bits in 8 words
                    if (ch < 256 && (code[set + (ch >>> 5)] & (1 << (ch & 31))) != 0) {
                        return ok;
                    }
                    set += 8;
                    break;
                case RANGE:
                    // <RANGE> <lower> <upper>
                    if (code[set] <= ch && ch <= code[set + 1]) {
                        return ok;
                    }
                    set += 2;
                    break;
                case RANGE_UNI_IGNORE: {
                    // <RANGE_UNI_IGNORE> <lower> <upper>; ch is already lower cased
                    if (code[set] <= ch && ch <= code[set + 1]) {
                        return ok;
                    }
                    int uch = SreChars.upperUnicode(ch);
                    if (code[set] <= uch && uch <= code[set + 1]) {
                        return ok;
                    }
                    set += 2;
                    break;
                }
                case NEGATE:
                    ok = !ok;
                    break;
                case BIGCHARSET: {
                    // <BIGCHARSET> <blockcount> <256 block indices in 64 words> <blocks>
                    int count = code[set++];
                    int block = -1;
                    if (ch < 0x10000) {
                        int hi = ch >>> 8;
                        // the block indices are bytes, little-endian within a word
                        block = (code[set + (hi >>> 2)] >>> ((hi & 3) * 8)) & 0xff;
                    }
                    set += 64;
                    if (block >= 0 && (code[set + ((block * 256 + (ch & 255)) >>> 5)]
                            & (1 << (ch & 31))) != 0) {
                        return ok;
                    }
                    set += count * 8;
                    break;
                }
                default:
                    // internal error: pretend it didn't match
                    return false;
            }
        }
    }

    /** Compare CPython sre_lib.h: SRE(charset_loc_ignore). */
    final boolean charsetLocIgnore(int set, int ch) {
        int lo = SreChars.lowerLocale(ch);
        if (charset(set, lo)) {
            return true;
        }
        int up = SreChars.upperLocale(ch);
        return up != lo && charset(set, up);
    }

    /** Compare CPython sre_lib.h: SRE(at). */
    final boolean at(int ptr, int at) {
        final int[] s = str;
        final int end = this.end;
        boolean thisp;
        boolean thatp;
        switch (at) {
            case AT_BEGINNING:
            case AT_BEGINNING_STRING:
                return ptr == 0;
            case AT_BEGINNING_LINE:
                return ptr == 0 || s[ptr - 1] == '\n';
            case AT_END:
                return (end - ptr == 1 && s[ptr] == '\n') || ptr == end;
            case AT_END_LINE:
                return ptr == end || s[ptr] == '\n';
            case AT_END_STRING:
                return ptr == end;
            case AT_BOUNDARY:
            case AT_NON_BOUNDARY:
                if (end == 0) {
                    return false;
                }
                thatp = ptr > 0 && SreChars.isWord(s[ptr - 1]);
                thisp = ptr < end && SreChars.isWord(s[ptr]);
                return (thisp != thatp) == (at == AT_BOUNDARY);
            case AT_LOC_BOUNDARY:
            case AT_LOC_NON_BOUNDARY:
                if (end == 0) {
                    return false;
                }
                thatp = ptr > 0 && SreChars.locIsWord(s[ptr - 1]);
                thisp = ptr < end && SreChars.locIsWord(s[ptr]);
                return (thisp != thatp) == (at == AT_LOC_BOUNDARY);
            case AT_UNI_BOUNDARY:
            case AT_UNI_NON_BOUNDARY:
                if (end == 0) {
                    return false;
                }
                thatp = ptr > 0 && SreChars.uniIsWord(s[ptr - 1]);
                thisp = ptr < end && SreChars.uniIsWord(s[ptr]);
                return (thisp != thatp) == (at == AT_UNI_BOUNDARY);
            default:
                return false;
        }
    }
}
