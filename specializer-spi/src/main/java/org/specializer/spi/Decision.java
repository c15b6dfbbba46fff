package org.specializer.spi;

/**
 * A specializer's answer for one site: rewrite it into a child of the family (after writing
 * the child's cache fields through the {@link Site}), or leave it generic for a stated reason.
 */
public sealed interface Decision {
    /** Rewrite the site into {@code child}. */
    record Specialize(Opcode child) implements Decision {
        public Specialize {
            if (!child.isSpecialized()) {
                throw new IllegalArgumentException(child + " is not a specialized instruction");
            }
        }
    }

    /** Do not specialize; {@code kind} says why (counted in the statistics). */
    record Fail(FailureKind kind) implements Decision {}

    static Decision specialize(Opcode child) {
        return new Specialize(child);
    }

    static Decision fail(FailureKind kind) {
        return new Fail(kind);
    }
}
