/**
 * The family test kit: runs Python programs in-process with a family's specializer (bundled,
 * a plugin's, or anyone's) and checks that every specialized run prints what the generic run
 * prints; generators of operands and of programs that mutate classes, globals, builtins and
 * dicts mid-loop; untrusted decisions (a child forced on every site) that test core's guards
 * rather than the family's choices; and the guard-mutant runner that measures how much of
 * that a suite notices. See {@link org.specializer.testkit.FamilyKit}.
 */
module org.specializer.testkit {
    requires transitive org.specializer.core;
    requires transitive net.jqwik.api;

    exports org.specializer.testkit;

    // the specializers a kit runs with, as the launcher would find them
    uses org.specializer.spi.Specializer;
}
