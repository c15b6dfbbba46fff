package org.specializer.core.interp;

/**
 * Backoff counters, as CPython 3.13's {@code _Py_BackoffCounter}: a 16-bit cache unit holding a
 * 12-bit value over a 4-bit exponent, raw word {@code (value << 4) | backoff}.
 *
 * <ul>
 *   <li>An adaptive instruction triggers when the value is 0 ({@code raw < 16}); otherwise it
 *       advances: value - 1 ({@code raw - 16}).
 *   <li>After a failed attempt the counter restarts at {@code 2^(backoff+1) - 1} with the
 *       exponent one higher, capped at 12 (value 4095), and is advanced once in the same
 *       execution ({@link #afterFailure}).
 *   <li>All ones ({@code 0xFFFF}, value 4095) is unreachable: it never triggers and never
 *       advances. A site whose family has no specializer is armed with it.
 * </ul>
 * Defaults are CPython 3.13's: warmup (1, 1), so the second execution specializes, and
 * cooldown (52, 0) after a success, so the 53rd miss re-specializes.
 */
final class Counters {
    private Counters() {}

    static final int UNREACHABLE = 0xFFFF;
    static final int MAX_BACKOFF = 12;
    static final int MAX_VALUE = 0xFFF;
    static final int DEFAULT_WARMUP_VALUE = 1;
    static final int DEFAULT_WARMUP_BACKOFF = 1;
    static final int DEFAULT_COOLDOWN_VALUE = 52;
    static final int DEFAULT_COOLDOWN_BACKOFF = 0;

    static int make(int value, int backoff) {
        if (value < 0 || value > MAX_VALUE || backoff < 0 || backoff > 15) {
            throw new IllegalArgumentException("counter out of range: " + value + ", " + backoff);
        }
        return (value << 4) | backoff;
    }

    static int value(int counter) {
        return counter >>> 4;
    }

    static int backoff(int counter) {
        return counter & 15;
    }

    static boolean triggers(int counter) {
        return counter < 16;
    }

    /** One execution without triggering. */
    static int advance(int counter) {
        return counter == UNREACHABLE ? counter : ((counter - 16) & 0xFFFF);
    }

    /** After a failed specialization: wait twice as long (plus one) as last time. */
    static int restart(int counter) {
        int b = backoff(counter);
        if (b < MAX_BACKOFF) {
            return make((1 << (b + 1)) - 1, b + 1);
        }
        return make(MAX_VALUE, MAX_BACKOFF);
    }

    /**
     * The counter a failed attempt leaves: restarted, then advanced once by the base
     * instruction that the same execution re-dispatches to (value {@code 2^(backoff+1) - 2}).
     */
    // Compare CPython bytecodes.c: _SPECIALIZE_* (DISPATCH_SAME_OPARG after the specializer)
    static int afterFailure(int counter) {
        return advance(restart(counter));
    }
}
