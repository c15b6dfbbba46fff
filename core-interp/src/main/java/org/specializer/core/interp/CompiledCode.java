package org.specializer.core.interp;

import org.specializer.api.PyObject;

/**
 * A code object compiled by tier 2: the base class of the JVM classes that
 * {@link org.specializer.core.tier2.Translator} writes and {@link Tier2} defines (hidden classes
 * in this package, so that they call the loop's package-private helpers directly).
 *
 * <h2>Adapting after compilation</h2>
 * Compiled code watches its own sites, as the interpreter's counters do. A specialized site
 * whose guard fails calls {@link #missed}; a site that was still warming up in the interpreter
 * when the code was compiled (its family's base instruction, never yet specialized) calls
 * {@link #warming} each time it runs. Past a small count either one invalidates the compiled
 * form ({@link Tier2#invalidate}): the frame goes back to the interpreter at the start of that
 * instruction, with its locals and stack in the frame's array (the translator's deopt stub
 * puts them there), the site is decided again, and the code is compiled again when it is hot
 * again. Other frames still running the old form leave it at their next check. The argument
 * {@code at} packs the instruction's first code unit and its stack depth:
 * {@code unit << Translator.DEPTH_BITS | depth}.
 */
abstract class CompiledCode {
    /** The JVM code size of {@link #run}, in bytes (set when the class is defined). */
    int size;

    /** The methods the code was split into, regions of it (1: all in {@link #run}). */
    int regions = 1;

    /** Per code unit, the guard failures or warming executions seen so far. */
    private int[] counts;

    /** Guard failures of one site after which the compiled form is given up (the interpreter's
     *  cooldown, 52 misses, plus the one that triggers). */
    static final int MISS_LIMIT = 53;

    /** Executions of a still-warming site after which the interpreter gets to specialize it:
     *  the second, as the interpreter's warm-up (a site run once is left alone). */
    static final int WARMING_LIMIT = 2;

    /**
     * Run frame {@code f} from its start ({@code entry} 0) or, for a frame the interpreter was
     * running, from the loop head at code unit {@code entry} with its locals and stack as the
     * frame's array holds them. Returns what the code returns; raises what it raises, with
     * this frame's traceback entry already added.
     */
    abstract PyObject run(Frame f, int entry);

    /**
     * A specialized site's guard failed (the generic path runs next unless this returns true).
     * True: leave for the interpreter, {@code f.ip} and {@code f.sp} set for it.
     */
    final boolean missed(Frame f, int at) {
        return count(f, at, MISS_LIMIT, true);
    }

    /** A site that was warming at compilation runs; true: leave for the interpreter. */
    final boolean warming(Frame f, int at) {
        return count(f, at, WARMING_LIMIT, false);
    }

    /**
     * At a back edge's safe point: true (leave for the interpreter, {@code f.ip} and
     * {@code f.sp} set for it) when a trace or profile function is set, since compiled code
     * reports no events.
     */
    final boolean traced(Frame f, int at) {
        if (!Tracing.on) {
            return false;
        }
        f.ip = at >>> DEPTH_BITS;
        f.sp = f.code.nlocalsplus() + (at & ((1 << DEPTH_BITS) - 1));
        return true;
    }

    private static final int DEPTH_BITS = org.specializer.core.tier2.Translator.DEPTH_BITS;

    private boolean count(Frame f, int at, int limit, boolean miss) {
        int unit = at >>> DEPTH_BITS;
        int[] c = counts;
        if (c == null) {
            c = counts = new int[f.code.instructions.length];
        }
        if (f.code.compiled == this && ++c[unit] < limit) {
            return false;
        }
        c[unit] = 0;
        if (!Tier2.invalidate(f.code, this, unit, miss ? c : null)) {
            return false;
        }
        f.ip = unit;
        f.sp = f.code.nlocalsplus() + (at & ((1 << DEPTH_BITS) - 1));
        return true;
    }
}
