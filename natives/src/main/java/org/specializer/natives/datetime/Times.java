package org.specializer.natives.datetime;

/**
 * A time of day packed in one long, {@code hour << 40 | minute << 32 | second << 24 |
 * microsecond}: the big-endian value of the six bytes of CPython's pickled state, so that
 * packed times order as CPython's {@code memcmp} of that state orders them.
 */
final class Times {
    private Times() {}

    static long pack(int hour, int minute, int second, int us) {
        return (long) hour << 40 | (long) minute << 32 | (long) second << 24 | us;
    }

    static int hour(long t) {
        return (int) (t >>> 40) & 0xFF;
    }

    static int minute(long t) {
        return (int) (t >>> 32) & 0xFF;
    }

    static int second(long t) {
        return (int) (t >>> 24) & 0xFF;
    }

    static int micro(long t) {
        return (int) t & 0xFFFFFF;
    }

    static int secondsOfDay(long t) {
        return hour(t) * 3600 + minute(t) * 60 + second(t);
    }

    static long microsOfDay(long t) {
        return secondsOfDay(t) * 1_000_000L + micro(t);
    }

    /** The packed time {@code us} microseconds into a day ({@code 0 <= us < 86400 * 10**6}). */
    static long fromMicrosOfDay(long us) {
        int micro = (int) (us % 1_000_000L);
        int s = (int) (us / 1_000_000L);
        return pack(s / 3600, s / 60 % 60, s % 60, micro);
    }
}
