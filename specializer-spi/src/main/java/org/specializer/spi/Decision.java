package org.specializer.spi;

/**
 * A specializer's answer for one site: rewrite it into a child of the family (after writing
 * the child's cache fields through the {@link Site}), into the family's extension child with a
 * descriptor of the specializer's own, or leave it generic for a stated reason.
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

    /**
     * Rewrite the site into its family's extension child ({@link Opcode#extensionOf(Family)}),
     * which runs {@code extension}'s guard and action (see {@link Extension} for the contract).
     */
    record Extend(Extension extension) implements Decision {
        public Extend {
            java.util.Objects.requireNonNull(extension, "extension");
        }
    }

    /** Do not specialize; {@code kind} says why (counted in the statistics). */
    record Fail(FailureKind kind) implements Decision {}

    static Decision specialize(Opcode child) {
        return new Specialize(child);
    }

    static Decision extend(Extension extension) {
        return new Extend(extension);
    }

    static Decision fail(FailureKind kind) {
        return new Fail(kind);
    }
}
