package org.specializer.natives.zlib;

import java.util.ArrayList;
import java.util.List;

/**
 * What a stream object has been given, for {@code copy()}: the JDK's deflater and inflater
 * cannot be duplicated (zlib's {@code deflateCopy} and {@code inflateCopy} are not in its
 * API), so a copy is a new stream that is given the same again. The log is kept for the first
 * {@link #LIMIT} bytes of input only; a stream that has taken more cannot be copied.
 */
final class ReplayLog {
    /** Bytes of input kept at most. */
    static final int LIMIT = 1 << 20;

    /** One step: a kind (chosen by the owner), its bytes (or null) and an int argument. */
    record Step(int kind, byte[] data, long arg) {}

    private List<Step> steps = new ArrayList<>();
    private long bytes;

    void add(int kind, byte[] data, long arg) {
        if (steps == null) {
            return;
        }
        bytes += data == null ? 0 : data.length;
        if (bytes > LIMIT) {
            steps = null;
            return;
        }
        steps.add(new Step(kind, data, arg));
    }

    /** The steps so far, or null when past the limit. */
    List<Step> steps() {
        return steps;
    }

    ReplayLog copy() {
        ReplayLog r = new ReplayLog();
        r.steps = steps == null ? null : new ArrayList<>(steps);
        r.bytes = bytes;
        return r;
    }
}
