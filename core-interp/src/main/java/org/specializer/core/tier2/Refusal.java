package org.specializer.core.tier2;

/**
 * A code object tier 2 does not translate, and why: a generator, a construct the translator
 * does not handle, a frame that introspects itself, or a JVM method that would be too large
 * for HotSpot to compile. The code then keeps running in the interpreter.
 */
public class Refusal extends Exception {
    public Refusal(String why) {
        super(why, null, false, false);
    }
}
