/**
 * Tier 2: the translator from a code object's instructions, as specialization has left them,
 * to a JVM class of its own.
 *
 * <h2>Why</h2>
 * The eval loop is one method shared by every Python function: HotSpot compiles it once, with
 * one profile for all of them, and the value stack lives in an array (a bounds check and a
 * GC card mark per store). Measured on the bench programs, that design stays near 2.3 times
 * CPython 3.13's time however the loop is tuned. A code object that is hot (calls plus loop
 * iterations past {@code Tier2.threshold}) is therefore translated: every fast local and
 * stack slot becomes a JVM local, every instruction straight-line code, every jump a JVM
 * jump, and HotSpot compiles each Python function as a method with its own profile.
 *
 * <h2>How specialization feeds it</h2>
 * The translator reads each adaptive site's current opcode and cache. A specialized child
 * becomes its guard and fast path with the cache's contents (type versions, keys versions,
 * indexes, cached objects) as constants, and the generic form inline as the branch taken
 * when the guard fails; the guard and the action are the same value cores the loop's child
 * runs ({@code LoadAttrInstructions.instanceValue} and kin), so the two tiers cannot drift
 * apart. A guard that fails now and then costs a branch; one that keeps failing, or a site
 * that was still warming up when the code was compiled, gives the compiled form up
 * ({@code CompiledCode.missed}, {@code warming}): the frame goes on in the interpreter at that
 * instruction and the code is compiled again with the site's new decision. This is PEP 659's
 * specialization used as type feedback for the next tier, as CPython's own tier 2 uses it.
 *
 * <h2>The pieces</h2>
 * <ul>
 *   <li>{@link org.specializer.core.tier2.Flow}: instruction starts, opargs, the static
 *       stack depth at each instruction, jump targets, loop heads and generator resumption
 *       points.
 *   <li>{@link org.specializer.core.tier2.Translator}: the class file (with ASM), its entries,
 *       exception ranges and the translation of the non-adaptive instructions.
 *   <li>{@code Emit}: the adaptive families, generic and specialized.
 *   <li>In {@code org.specializer.core.interp}: {@code Tier2} (thresholds, definition as a
 *       hidden class, on-stack replacement), {@code CompiledCode} (the base class),
 *       {@code Tier2Ops} and {@code Tier2Calls} (helpers the generated code calls).
 * </ul>
 *
 * <h2>Limits</h2>
 * Code that names {@code locals}, {@code vars}, {@code dir}, {@code eval} or {@code exec}
 * stays in the interpreter (those read the frame's locals, which tier 2 keeps in JVM locals).
 * Code whose method would exceed HotSpot's 8000-byte compilation limit is split into regions,
 * methods of their own (see {@code Translator}).
 */
package org.specializer.core.tier2;
