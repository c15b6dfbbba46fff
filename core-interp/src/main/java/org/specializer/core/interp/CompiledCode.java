package org.specializer.core.interp;

import org.specializer.api.PyObject;

/**
 * A code object compiled by tier 2: the base class of the JVM classes that
 * {@link org.specializer.core.tier2.Translator} writes and {@link Tier2} defines (hidden classes
 * in this package, so that they call the loop's package-private helpers directly).
 */
abstract class CompiledCode {
    /** The JVM code size of {@link #run}, in bytes (set when the class is defined). */
    int size;

    /**
     * Run frame {@code f} from its start ({@code entry} 0) or, for a frame the interpreter was
     * running, from the loop head at code unit {@code entry} with its locals and stack as the
     * frame's array holds them. Returns what the code returns; raises what it raises, with
     * this frame's traceback entry already added.
     */
    abstract PyObject run(Frame f, int entry);
}
