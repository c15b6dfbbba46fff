package org.specializer.core.interp;

import java.util.Collection;
import org.specializer.api.PyCode;
import org.specializer.spi.Family;
import org.specializer.spi.Specializer;

/**
 * Which specializer serves each family in this run, and the counter settings. Core is handed
 * its specializers (by the launcher, or a test); it never looks for them. A family without one
 * is off: its sites are armed unreachable and cost one compare per execution.
 */
public final class Specialization {
    private Specialization() {}

    static final Specializer[] BY_FAMILY = new Specializer[Family.values().length];
    static int warmup = Counters.make(Counters.DEFAULT_WARMUP_VALUE,
            Counters.DEFAULT_WARMUP_BACKOFF);
    static int cooldown = Counters.make(Counters.DEFAULT_COOLDOWN_VALUE,
            Counters.DEFAULT_COOLDOWN_BACKOFF);

    /**
     * The decisions in force: what {@link PyCode#adaptiveState} of code quickened under the
     * current {@link #install} holds. A new one at each install, so that code which outlives a
     * run (Lib's import system, loaded once per interpreter; modules a host keeps between
     * runs) is armed afresh for the next run instead of keeping what the specializers of an
     * earlier one decided: {@link Adaptive#quicken} puts its sites back to their base forms
     * with empty caches, and tier 2 drops its compiled form.
     */
    static Object generation = new Object();

    /**
     * Use {@code specializers} (at most one per family) from now on, with the counter settings
     * that follow. Must be called between runs, when no code runs: code quickened before is
     * quickened again at its next call, its earlier specializations forgotten.
     */
    public static synchronized void install(Collection<? extends Specializer> specializers) {
        generation = new Object();
        java.util.Arrays.fill(BY_FAMILY, null);
        for (Specializer s : specializers) {
            int i = s.family().ordinal();
            if (BY_FAMILY[i] != null) {
                throw new IllegalArgumentException("two specializers for " + s.family() + ": "
                        + BY_FAMILY[i].getClass().getName() + " and " + s.getClass().getName());
            }
            BY_FAMILY[i] = s;
        }
    }

    /** Warmup value: an adaptive instruction first tries to specialize after this many runs. */
    public static void setWarmup(int value) {
        warmup = Counters.make(value, Counters.DEFAULT_WARMUP_BACKOFF);
    }

    /** Cooldown value: a specialized instruction re-specializes after this many misses + 1. */
    public static void setCooldown(int value) {
        cooldown = Counters.make(value, Counters.DEFAULT_COOLDOWN_BACKOFF);
    }

    private static java.util.List<org.specializer.api.PyCode> recorded;

    /** Keep the code objects that run (for disassembly after the run). */
    public static synchronized void recordCode(boolean on) {
        recorded = on ? new java.util.ArrayList<>() : null;
    }

    static void noteQuickened(org.specializer.api.PyCode code) {
        java.util.List<org.specializer.api.PyCode> r = recorded;
        if (r != null) {
            r.add(code);
        }
    }

    /** The code objects that ran, first run first (empty unless recording). */
    public static synchronized java.util.List<org.specializer.api.PyCode> recordedCode() {
        return recorded == null ? java.util.List.of() : java.util.List.copyOf(recorded);
    }

    /** Is a specializer installed for {@code f}? */
    public static boolean isEnabled(Family f) {
        return BY_FAMILY[f.ordinal()] != null;
    }
}
