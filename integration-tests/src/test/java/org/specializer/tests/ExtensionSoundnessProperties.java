package org.specializer.tests;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.lifecycle.BeforeProperty;
import org.specializer.testkit.Programs;

/**
 * The extension children's soundness property, in-process: specializers that answer only
 * with descriptors ({@link ExtensionSuites}) for TO_BOOL, LOAD_ATTR, BINARY_SUBSCR,
 * STORE_SUBSCR, COMPARE_OP, CONTAINS_OP and CALL, over programs that feed each site operands
 * its descriptor's guard refuses and rebind the builtin {@code len} under a hot call.
 */
class ExtensionSoundnessProperties {

    @BeforeProperty
    void resetCounts() {
        ExtensionSuites.KIT.reset();
    }

    @AfterProperty
    void theSitesDidExtend() {
        ExtensionSuites.KIT.assertExercised();
    }

    @Property(tries = 40)
    void extendedSitesPrintWhatGenericOnesPrint(@ForAll("programs") Programs.Program program) {
        ExtensionSuites.KIT.check(program.source(), program::description);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        return ExtensionSuites.suite().programs();
    }
}
