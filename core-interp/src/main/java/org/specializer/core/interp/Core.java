package org.specializer.core.interp;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.specializer.spi.Opcode;

/**
 * Declares a static method as the value core of specialized children: their guard and action
 * over operand values (not the frame's stack), returning the result or a failure marker
 * (null, false or -1) when a guard fails. Tier 2 calls it from compiled code with the operands
 * in JVM locals, found through {@link Declarations#core} (owner, name and descriptor taken
 * from the method at build time), never by name.
 *
 * <p>The eval loop runs it in one of two ways. A child with a case of its own in the loop
 * ({@link Dispatch}) has a hand-written body there that calls it (often with a fused jump or
 * store). A child without one gets a body generated from this declaration
 * ({@code DeclaredBodies}), shaped by its family: BINARY_OP and BINARY_SUBSCR
 * {@code (PyObject, PyObject) -> PyObject or null}, STORE_SUBSCR
 * {@code (value, container, key) -> boolean}, COMPARE_OP {@code (left, right, oparg) -> 1, 0
 * or -1}, CONTAINS_OP {@code (item, container) -> 1, 0 or -1}. Such a child is added by its
 * line in spi's {@code Opcode}, this one method, and its family module's decision.
 */
@Retention(RetentionPolicy.SOURCE)
@Target(ElementType.METHOD)
@interface Core {
    /** The children whose guard and action this method is. */
    Opcode[] value();

    /**
     * What each guard checks, guard {@code n} being {@code guards[n - 1]}: the method writes
     * guard n as {@code Mutants.on(Op.CHILD, n) && <it fails>} (see {@link Mutants}). Children
     * with a case of their own in the loop list their guards in {@link Mutants#GUARDS}.
     */
    String[] guards() default {};
}
