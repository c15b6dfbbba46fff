/**
 * End-to-end tests: programs run through the real launcher, compared with expected output.
 * Open so that JUnit can reach the test classes; it reaches the project only through exports.
 */
open module org.specializer.tests {
    requires org.specializer.core;
    requires org.junit.jupiter.api;
    requires org.junit.jupiter.params;
    requires net.jqwik.api;
}
