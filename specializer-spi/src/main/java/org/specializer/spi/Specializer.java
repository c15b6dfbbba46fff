package org.specializer.spi;

import java.util.List;

/**
 * The policy of one instruction family: given a site whose counter expired, choose the child
 * instruction that fits the operands it meets, and fill that child's cache.
 *
 * <p>Implementations live in their own module ({@code org.specializer.family.<family>}), depend
 * on the object model and this SPI only, and are provided as services:
 * <pre>
 *   module org.specializer.family.binaryop {
 *       requires org.specializer.spi;
 *       provides org.specializer.spi.Specializer with org.specializer.family.binaryop.BinaryOpSpecializer;
 *   }
 * </pre>
 * Shaped like JUnit's {@code TestEngine}: a unique family id ({@link #family()}), one narrow
 * decision method, and diagnostics (module name, version, location) read by the launcher from
 * the module descriptor.
 *
 * <p>Rules: {@link #specialize} must not run Python code (no descriptor calls, no
 * {@code __eq__}, no {@code __hash__} of user objects) and must not throw; a site it cannot
 * handle is a {@link Decision.Fail} with a family failure kind. The specialized instruction it
 * picks must give exactly what the generic one gives whenever its guards pass: the guards are
 * core's, keyed on what the specializer cached (type versions, dict keys versions, function
 * versions, exact types).
 */
public interface Specializer {
    /** The family this specializer decides for. */
    Family family();

    /** Decide for one site. */
    Decision specialize(Site site);

    /** The failure kinds this specializer reports, for statistics tables. */
    default List<? extends FailureKind> failureKinds() {
        return List.of(CommonFailure.values());
    }
}
