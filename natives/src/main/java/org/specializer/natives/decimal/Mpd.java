package org.specializer.natives.decimal;

/**
 * A context as the arithmetic sees it (libmpdec's {@code mpd_context_t}): precision, exponent
 * limits, rounding, clamp, and the status bits an operation raises. The Python object
 * {@link PyDecContext} keeps one as its settings, with the sticky flags in {@link #status}; each
 * operation runs on a {@link #work() copy} whose status starts empty and is added to the
 * Python context afterwards (where traps are looked at), as CPython's {@code dec_addstatus}.
 */
final class Mpd {
    // Conditions: libmpdec's status bits (the order of mpd_lsnprint_signals).
    static final int CLAMPED = 0x1;
    static final int CONVERSION_SYNTAX = 0x2;
    static final int DIVISION_BY_ZERO = 0x4;
    static final int DIVISION_IMPOSSIBLE = 0x8;
    static final int DIVISION_UNDEFINED = 0x10;
    static final int FPU_ERROR = 0x20;
    static final int INEXACT = 0x40;
    static final int INVALID_CONTEXT = 0x80;
    static final int INVALID_OPERATION = 0x100;
    static final int MALLOC_ERROR = 0x200;
    /** CPython's {@code MPD_Float_operation} is libmpdec's {@code MPD_Not_implemented}. */
    static final int FLOAT_OPERATION = 0x400;
    static final int OVERFLOW = 0x800;
    static final int ROUNDED = 0x1000;
    static final int SUBNORMAL = 0x2000;
    static final int UNDERFLOW = 0x4000;
    static final int MAX_STATUS = 0x7fff;
    /** The conditions that make up the InvalidOperation signal. */
    static final int IEEE_INVALID_OPERATION = CONVERSION_SYNTAX | DIVISION_IMPOSSIBLE
            | DIVISION_UNDEFINED | FPU_ERROR | INVALID_CONTEXT | INVALID_OPERATION
            | MALLOC_ERROR;
    static final int ERRORS = IEEE_INVALID_OPERATION | DIVISION_BY_ZERO;
    static final int TRAPS = IEEE_INVALID_OPERATION | DIVISION_BY_ZERO | OVERFLOW | UNDERFLOW;

    // Rounding modes in libmpdec's order (mpd_round_string).
    static final int ROUND_UP = 0;
    static final int ROUND_DOWN = 1;
    static final int ROUND_CEILING = 2;
    static final int ROUND_FLOOR = 3;
    static final int ROUND_HALF_UP = 4;
    static final int ROUND_HALF_DOWN = 5;
    static final int ROUND_HALF_EVEN = 6;
    static final int ROUND_05UP = 7;
    static final String[] ROUND_STRING = {"ROUND_UP", "ROUND_DOWN", "ROUND_CEILING",
        "ROUND_FLOOR", "ROUND_HALF_UP", "ROUND_HALF_DOWN", "ROUND_HALF_EVEN", "ROUND_05UP"};

    static final long MAX_PREC = 999_999_999_999_999_999L;
    static final long MAX_EMAX = 999_999_999_999_999_999L;
    static final long MIN_EMIN = -999_999_999_999_999_999L;
    static final long MIN_ETINY = MIN_EMIN - (MAX_PREC - 1);

    long prec;
    long emax;
    long emin;
    int round;
    int clamp;
    int traps;
    int status;
    /** Set by the rounding helpers: whether the last rounding discarded nonzero digits. */
    boolean inexact;

    Mpd(long prec, long emax, long emin, int round, int clamp, int traps) {
        this.prec = prec;
        this.emax = emax;
        this.emin = emin;
        this.round = round;
        this.clamp = clamp;
        this.traps = traps;
    }

    /** CPython's {@code dflt_ctx}: what {@code Context()} starts from before DefaultContext. */
    static Mpd defaults() {
        return new Mpd(28, 999999, -999999, ROUND_HALF_EVEN, 0,
                IEEE_INVALID_OPERATION | DIVISION_BY_ZERO | OVERFLOW);
    }

    /** libmpdec's {@code mpd_maxcontext}: for exact conversions. */
    static Mpd max() {
        return new Mpd(MAX_PREC, MAX_EMAX, MIN_EMIN, ROUND_HALF_EVEN, 0, TRAPS);
    }

    /** A copy with an empty status, for one operation. */
    Mpd work() {
        return new Mpd(prec, emax, emin, round, clamp, traps);
    }

    /** A copy with an empty status and another rounding mode. */
    Mpd work(int rounding) {
        return new Mpd(prec, emax, emin, rounding, clamp, traps);
    }

    void copyFrom(Mpd o) {
        prec = o.prec;
        emax = o.emax;
        emin = o.emin;
        round = o.round;
        clamp = o.clamp;
        traps = o.traps;
        status = o.status;
    }

    long etiny() {
        return emin - prec + 1;
    }

    long etop() {
        return emax - prec + 1;
    }
}
