package org.specializer.natives.sre;

import static org.specializer.natives.sre.SreConstants.*;

import java.util.Arrays;

/**
 * Checks a code list against the shapes {@code re._compiler} emits before the engine trusts
 * it, so that a bad list is a RuntimeError ("invalid SRE code"), never an out-of-bounds read.
 * The code is position-independent: every jump is a relative skip forward, and jumps never
 * cross. Compare CPython sre.c: _validate_charset, _validate_inner, _validate_outer. On the
 * way it notes where the sets are, for {@link SetTables}.
 */
final class SreValidator {
    /** A check failed. */
    private static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;

        Invalid() {
            super(null, null, false, false);
        }
    }

    private static final Invalid FAIL = new Invalid();

    private final int[] code;
    private final long groups;
    /** The read position, as C's {@code code} pointer. */
    private int at;
    /** Where the sets start (their first opcode), as found. */
    private int[] sets = new int[8];
    private int nsets;

    private SreValidator(int[] code, long groups) {
        this.code = code;
        this.groups = groups;
    }

    /**
     * The positions of the sets in {@code code} when it is valid for a pattern with
     * {@code groups} groups, else null.
     */
    static int[] validate(int[] code, long groups) {
        if (groups < 0 || groups > MAXGROUPS || code.length == 0
                || code[code.length - 1] != SUCCESS) {
            return null;
        }
        SreValidator v = new SreValidator(code, groups);
        try {
            if (v.inner(0, code.length - 1) != 0) {
                return null;
            }
        } catch (Invalid e) {
            return null;
        }
        return Arrays.copyOf(v.sets, v.nsets);
    }

    private void addSet(int position) {
        if (nsets == sets.length) {
            sets = Arrays.copyOf(sets, nsets * 2);
        }
        sets[nsets++] = position;
    }

    private int op(int end) throws Invalid {
        if (at >= end) {
            throw FAIL;
        }
        return code[at++];
    }

    private long arg(int end) throws Invalid {
        if (at >= end) {
            throw FAIL;
        }
        return u(code[at++]);
    }

    /** {@code GET_SKIP_ADJ}: a skip that must stay inside {@code end}. */
    private long skip(int end, int adj) throws Invalid {
        if (at >= end) {
            throw FAIL;
        }
        long skip = u(code[at]);
        if (skip - adj > end - at) {
            throw FAIL;
        }
        at++;
        return skip;
    }

    private void charset(int from, int end) throws Invalid {
        at = from;
        while (at < end) {
            switch (op(end)) {
                case NEGATE:
                    break;
                case LITERAL:
                    arg(end);
                    break;
                case RANGE:
                case RANGE_UNI_IGNORE:
                    arg(end);
                    arg(end);
                    break;
                case CHARSET:
                    if (8 > end - at) {
                        throw FAIL;
                    }
                    at += 8;
                    break;
                case BIGCHARSET: {
                    long blocks = arg(end);
                    if (64 > end - at) {
                        throw FAIL;
                    }
                    for (int i = 0; i < 256; i++) {
                        int b = (code[at + (i >>> 2)] >>> ((i & 3) * 8)) & 0xff;
                        if (b >= blocks) {
                            throw FAIL;
                        }
                    }
                    at += 64;
                    if (blocks * 8 > end - at) {
                        throw FAIL;
                    }
                    at += (int) (blocks * 8);
                    break;
                }
                case CATEGORY: {
                    long c = arg(end);
                    if (c > CATEGORY_UNI_NOT_LINEBREAK) {
                        throw FAIL;
                    }
                    break;
                }
                default:
                    throw FAIL;
            }
        }
    }

    /** Returns 0, or 1 when the last opcode is a JUMP. */
    private int inner(int from, int end) throws Invalid {
        if (from > end) {
            throw FAIL;
        }
        at = from;
        while (at < end) {
            int op = op(end);
            switch (op) {
                case MARK:
                    if (arg(end) > 2 * groups + 1) {
                        throw FAIL;
                    }
                    break;
                case LITERAL:
                case NOT_LITERAL:
                case LITERAL_IGNORE:
                case NOT_LITERAL_IGNORE:
                case LITERAL_UNI_IGNORE:
                case NOT_LITERAL_UNI_IGNORE:
                case LITERAL_LOC_IGNORE:
                case NOT_LITERAL_LOC_IGNORE:
                    arg(end);
                    break;
                case SUCCESS:
                case FAILURE:
                case ANY:
                case ANY_ALL:
                    break;
                case AT:
                    if (arg(end) > AT_UNI_NON_BOUNDARY) {
                        throw FAIL;
                    }
                    break;
                case IN:
                case IN_IGNORE:
                case IN_UNI_IGNORE:
                case IN_LOC_IGNORE: {
                    long skip = skip(end, 0);
                    int here = at;
                    // stop one before the end: the FAILURE is checked below
                    if (skip < 2) {
                        throw FAIL;
                    }
                    charset(here, (int) (here + skip - 2));
                    if (code[(int) (here + skip - 2)] != FAILURE) {
                        throw FAIL;
                    }
                    addSet(here);
                    at = (int) (here + skip - 1);
                    break;
                }
                case INFO:
                    info(end);
                    break;
                case BRANCH:
                    branch(end);
                    break;
                case REPEAT_ONE:
                case MIN_REPEAT_ONE:
                case POSSESSIVE_REPEAT_ONE: {
                    long skip = skip(end, 0);
                    long min = arg(end);
                    long max = arg(end);
                    if (min > max || max > u(MAXREPEAT) || skip < 4) {
                        throw FAIL;
                    }
                    int bodyEnd = (int) (at + skip - 4);
                    inner(at, bodyEnd);
                    at = bodyEnd;
                    if (op(end) != SUCCESS) {
                        throw FAIL;
                    }
                    break;
                }
                case REPEAT:
                case POSSESSIVE_REPEAT: {
                    long skip = skip(end, 0);
                    long min = arg(end);
                    long max = arg(end);
                    if (min > max || max > u(MAXREPEAT) || skip < 3) {
                        throw FAIL;
                    }
                    int bodyEnd = (int) (at + skip - 3);
                    inner(at, bodyEnd);
                    at = bodyEnd;
                    int until = op(end);
                    if (op == POSSESSIVE_REPEAT ? until != SUCCESS
                            : until != MAX_UNTIL && until != MIN_UNTIL) {
                        throw FAIL;
                    }
                    break;
                }
                case ATOMIC_GROUP: {
                    long skip = skip(end, 0);
                    if (skip < 2) {
                        throw FAIL;
                    }
                    int bodyEnd = (int) (at + skip - 2);
                    inner(at, bodyEnd);
                    at = bodyEnd;
                    if (op(end) != SUCCESS) {
                        throw FAIL;
                    }
                    break;
                }
                case GROUPREF:
                case GROUPREF_IGNORE:
                case GROUPREF_UNI_IGNORE:
                case GROUPREF_LOC_IGNORE:
                    if (arg(end) >= groups) {
                        throw FAIL;
                    }
                    break;
                case GROUPREF_EXISTS:
                    groupRefExists(end);
                    break;
                case ASSERT:
                case ASSERT_NOT: {
                    long skip = skip(end, 0);
                    arg(end); // 0 for lookahead, width for lookbehind
                    at--;
                    // stop one before the end: the SUCCESS is checked below
                    if (skip < 2) {
                        throw FAIL;
                    }
                    int base = at;
                    inner(base + 1, (int) (base + skip - 2));
                    at = (int) (base + skip - 2);
                    if (op(end) != SUCCESS) {
                        throw FAIL;
                    }
                    break;
                }
                case JUMP:
                    if (at + 1 != end) {
                        throw FAIL;
                    }
                    return 1;
                default:
                    throw FAIL;
            }
        }
        return 0;
    }

    /** <INFO> <1=skip> <2=flags> <3=min> <4=max> [prefix or charset]. */
    private void info(int end) throws Invalid {
        long skip = skip(end, 0);
        int newcode = (int) (at + skip - 1);
        long flags = arg(end);
        arg(end);
        arg(end);
        if ((flags & ~(INFO_PREFIX | INFO_LITERAL | INFO_CHARSET)) != 0
                || ((flags & INFO_PREFIX) != 0 && (flags & INFO_CHARSET) != 0)
                || ((flags & INFO_LITERAL) != 0 && (flags & INFO_PREFIX) == 0)) {
            throw FAIL;
        }
        if ((flags & INFO_PREFIX) != 0) {
            long prefixLen = arg(end);
            arg(end);
            // the prefix, then its overlap table
            if (prefixLen > newcode - at) {
                throw FAIL;
            }
            at += (int) prefixLen;
            if (prefixLen > newcode - at) {
                throw FAIL;
            }
            for (int i = 0; i < prefixLen; i++) {
                if (u(code[at + i]) >= prefixLen) {
                    throw FAIL;
                }
            }
            at += (int) prefixLen;
        }
        if ((flags & INFO_CHARSET) != 0) {
            int set = at;
            charset(set, newcode - 1);
            if (code[newcode - 1] != FAILURE) {
                throw FAIL;
            }
            addSet(set);
            at = newcode;
        } else if (at != newcode) {
            throw FAIL;
        }
    }

    /** <BRANCH> <skip> code <JUMP> <skip> ... <0>: every JUMP to the same target. */
    private void branch(int end) throws Invalid {
        int target = -1;
        for (;;) {
            long skip = skip(end, 0);
            if (skip == 0) {
                break;
            }
            if (skip < 3) {
                throw FAIL;
            }
            int altEnd = (int) (at + skip - 3);
            // stop two before the end: the JUMP is checked below
            inner(at, altEnd);
            at = altEnd;
            if (op(end) != JUMP) {
                throw FAIL;
            }
            long jskip = skip(end, 0);
            int t = (int) (at + jskip - 1);
            if (target == -1) {
                target = t;
            } else if (t != target) {
                throw FAIL;
            }
        }
        if (at != target) {
            throw FAIL;
        }
    }

    /** <GROUPREF_EXISTS> <group> <skipyes> then [<JUMP> <skipno> else]. */
    private void groupRefExists(int end) throws Invalid {
        if (arg(end) >= groups) {
            throw FAIL;
        }
        long skip = skip(end, 1);
        at--; // the skip is relative to the first arg
        int base = at;
        if (skip < 2) {
            throw FAIL;
        }
        int rc = inner(base + 1, (int) (base + skip - 1));
        if (rc == 1) {
            // position after the JUMP, at <skipno>
            at = (int) (base + skip - 2);
            long skipNo = skip(end, 0);
            int elseStart = at;
            if (skipNo < 1) {
                throw FAIL;
            }
            rc = inner(elseStart, (int) (elseStart + skipNo - 1));
            if (rc != 0) {
                throw FAIL;
            }
            at = (int) (elseStart + skipNo - 1);
            return;
        }
        if (rc != 0) {
            throw FAIL;
        }
        at = (int) (base + skip - 1);
    }
}
