/**
 * End-to-end tests: programs run through the real launcher, compared with expected output, and
 * in-process soundness tests (the same programs with families on and off). Open so that JUnit
 * can reach the test classes; it reaches the project only through exports.
 */
open module org.specializer.tests {
    requires org.specializer.core;
    // In-process runs, generators and the soundness check of every family
    requires org.specializer.testkit;
    // The launcher's discovery of families and plugins (DiscoveryChoiceTest and kin)
    requires org.specializer.bootstrap;
    // The drop-in test compiles a specializer module
    requires java.compiler;
    requires org.junit.jupiter.api;
    requires org.junit.jupiter.params;
    requires net.jqwik.api;
}
