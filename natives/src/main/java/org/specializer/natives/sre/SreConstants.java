package org.specializer.natives.sre;

/**
 * The numbers of the code that {@code re._compiler} emits, as CPython 3.13's
 * {@code sre_constants.h} (generated from {@code Lib/re/_constants.py}): opcodes, {@code AT}
 * codes, {@code CATEGORY} codes, pattern flags and {@code INFO} flags.
 */
final class SreConstants {
    private SreConstants() {}

    /** {@code _sre.MAGIC}: must equal {@code re._constants.MAGIC}. */
    static final int MAGIC = 20230612;
    /** {@code _sre.CODESIZE}: bytes per code word. */
    static final int CODESIZE = 4;
    /** {@code _sre.MAXREPEAT}: "no upper bound", the largest code word (as an int, -1). */
    static final int MAXREPEAT = -1;
    /** {@code _sre.MAXGROUPS}. */
    static final int MAXGROUPS = Integer.MAX_VALUE / 2;

    // opcodes
    static final int FAILURE = 0;
    static final int SUCCESS = 1;
    static final int ANY = 2;
    static final int ANY_ALL = 3;
    static final int ASSERT = 4;
    static final int ASSERT_NOT = 5;
    static final int AT = 6;
    static final int BRANCH = 7;
    static final int CATEGORY = 8;
    static final int CHARSET = 9;
    static final int BIGCHARSET = 10;
    static final int GROUPREF = 11;
    static final int GROUPREF_EXISTS = 12;
    static final int IN = 13;
    static final int INFO = 14;
    static final int JUMP = 15;
    static final int LITERAL = 16;
    static final int MARK = 17;
    static final int MAX_UNTIL = 18;
    static final int MIN_UNTIL = 19;
    static final int NOT_LITERAL = 20;
    static final int NEGATE = 21;
    static final int RANGE = 22;
    static final int REPEAT = 23;
    static final int REPEAT_ONE = 24;
    static final int SUBPATTERN = 25;
    static final int MIN_REPEAT_ONE = 26;
    static final int ATOMIC_GROUP = 27;
    static final int POSSESSIVE_REPEAT = 28;
    static final int POSSESSIVE_REPEAT_ONE = 29;
    static final int GROUPREF_IGNORE = 30;
    static final int IN_IGNORE = 31;
    static final int LITERAL_IGNORE = 32;
    static final int NOT_LITERAL_IGNORE = 33;
    static final int GROUPREF_LOC_IGNORE = 34;
    static final int IN_LOC_IGNORE = 35;
    static final int LITERAL_LOC_IGNORE = 36;
    static final int NOT_LITERAL_LOC_IGNORE = 37;
    static final int GROUPREF_UNI_IGNORE = 38;
    static final int IN_UNI_IGNORE = 39;
    static final int LITERAL_UNI_IGNORE = 40;
    static final int NOT_LITERAL_UNI_IGNORE = 41;
    static final int RANGE_UNI_IGNORE = 42;

    // AT codes
    static final int AT_BEGINNING = 0;
    static final int AT_BEGINNING_LINE = 1;
    static final int AT_BEGINNING_STRING = 2;
    static final int AT_BOUNDARY = 3;
    static final int AT_NON_BOUNDARY = 4;
    static final int AT_END = 5;
    static final int AT_END_LINE = 6;
    static final int AT_END_STRING = 7;
    static final int AT_LOC_BOUNDARY = 8;
    static final int AT_LOC_NON_BOUNDARY = 9;
    static final int AT_UNI_BOUNDARY = 10;
    static final int AT_UNI_NON_BOUNDARY = 11;

    // CATEGORY codes
    static final int CATEGORY_DIGIT = 0;
    static final int CATEGORY_NOT_DIGIT = 1;
    static final int CATEGORY_SPACE = 2;
    static final int CATEGORY_NOT_SPACE = 3;
    static final int CATEGORY_WORD = 4;
    static final int CATEGORY_NOT_WORD = 5;
    static final int CATEGORY_LINEBREAK = 6;
    static final int CATEGORY_NOT_LINEBREAK = 7;
    static final int CATEGORY_LOC_WORD = 8;
    static final int CATEGORY_LOC_NOT_WORD = 9;
    static final int CATEGORY_UNI_DIGIT = 10;
    static final int CATEGORY_UNI_NOT_DIGIT = 11;
    static final int CATEGORY_UNI_SPACE = 12;
    static final int CATEGORY_UNI_NOT_SPACE = 13;
    static final int CATEGORY_UNI_WORD = 14;
    static final int CATEGORY_UNI_NOT_WORD = 15;
    static final int CATEGORY_UNI_LINEBREAK = 16;
    static final int CATEGORY_UNI_NOT_LINEBREAK = 17;

    // pattern flags
    static final int FLAG_TEMPLATE = 1;
    static final int FLAG_IGNORECASE = 2;
    static final int FLAG_LOCALE = 4;
    static final int FLAG_MULTILINE = 8;
    static final int FLAG_DOTALL = 16;
    static final int FLAG_UNICODE = 32;
    static final int FLAG_VERBOSE = 64;
    static final int FLAG_DEBUG = 128;
    static final int FLAG_ASCII = 256;

    // INFO flags
    static final int INFO_PREFIX = 1;
    static final int INFO_LITERAL = 2;
    static final int INFO_CHARSET = 4;

    /** A code word as the unsigned number it is. */
    static long u(int word) {
        return word & 0xFFFF_FFFFL;
    }
}
