package org.specializer.core.interp;

import java.util.EnumSet;
import java.util.Set;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Opcode;

/**
 * The specialized instructions whose bodies the eval loop has. A specializer (possibly a
 * dropped-in one) may only install these: a decision for any other child is refused as a
 * failure and the site stays generic. The list is the eval loop's own cases, read at build time
 * ({@link Declarations}, derived from the {@link Dispatch} method).
 */
final class Bodies {
    private Bodies() {}

    /** Does the loop execute {@code child}? */
    static boolean has(Opcode child) {
        return Declarations.implemented(child);
    }

    /** The children with bodies (for tests and listings). */
    static Set<Opcode> implemented() {
        Set<Opcode> all = EnumSet.noneOf(Opcode.class);
        for (Opcode o : Opcode.values()) {
            if (o.isSpecialized() && has(o)) {
                all.add(o);
            }
        }
        return all;
    }

    /** Why core refused a specializer's decision: kinds of core's own, not CPython's. */
    enum Refusal implements FailureKind {
        /** The decision named a child the eval loop has no body for. */
        CHILD_WITHOUT_BODY,
        /** The decision named an instruction of another family. */
        WRONG_FAMILY,
        /** The child cannot run at this site's oparg ({@code Opcode.accepts}). */
        WRONG_OPERAND,
        /** The specializer threw instead of returning a decision. */
        SPECIALIZER_THREW,
        /** The decision named an extension child without a descriptor. */
        EXTENSION_WITHOUT_DESCRIPTOR,
        /** The descriptor did not fit the site (shape, name, LOAD_ATTR's method form). */
        EXTENSION_REFUSED;

        @Override
        public int code() {
            return -1;
        }
    }
}
