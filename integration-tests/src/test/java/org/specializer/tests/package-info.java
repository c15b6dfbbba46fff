/**
 * End-to-end and soundness tests.
 *
 * <h2>Two ways to run a program</h2>
 * <ul>
 *   <li>{@link org.specializer.tests.Launcher}: the packaged launcher in its own process, as a
 *       user runs it. For what only a process shows: flags, discovery and plugin folders, exit
 *       status, stderr. About half a second a run.
 *   <li>{@link org.specializer.testkit.InProcess} (the family test kit): the interpreter in
 *       this JVM, with a chosen set of families and counters, output captured, statistics per
 *       run, and {@code __probe__} to see the adaptive sites mid-run. Milliseconds a run, so
 *       every corpus program runs in every mode here
 *       ({@link org.specializer.tests.CorpusModesTest}).
 * </ul>
 *
 * <h2>The soundness rule, per family</h2>
 * Specialized execution must print exactly what generic execution prints. Each family is held
 * to it four ways:
 * <ol>
 *   <li>the corpus in every mode: generic, CPython's counters, eager, eager with every miss
 *       re-deciding, and each family alone ({@link org.specializer.tests.CorpusModesTest});
 *   <li>mutation-heavy corpus programs ({@code corpus/mut_*.py}) that change what hot sites
 *       see: operand types, globals, builtins, namespaces;
 *   <li>observation tests that assert what a site became and when it deopted
 *       ({@code *ObservedTest});
 *   <li>a jqwik property generating operands or mutating programs, checked by the family
 *       test kit ({@link org.specializer.testkit.FamilyKit}) in every mode and with one of the
 *       family's children forced by untrusted decisions ({@code *SoundnessProperties} and the
 *       property of each {@code *SoundnessTest}; {@code ExtensionSoundnessProperties} for the
 *       extension children).
 * </ol>
 * And a family that never specialized proves nothing: a corpus program names the children it
 * exercises on its first line ({@code # expect-hits: CHILD ...}), and
 * {@link org.specializer.tests.FamilyHitsTest} fails unless each hits with its family alone.
 *
 * <h2>Measuring the properties</h2>
 * Each property's programs are also a {@link org.specializer.testkit.Suite} ({@code suite()});
 * {@link org.specializer.tests.GuardMutantsRun} ({@code tools/guard-mutants.sh}, not part of
 * {@code mvn verify}) turns off each guard of each child in turn and runs its family's suites,
 * and a guard whose removal no program notices is a weakness of the properties.
 *
 * <h2>Adding a family</h2>
 * Add its module as a test dependency of this module (so that in-process discovery finds it),
 * a corpus program whose first line declares the children it should hit, an observation test
 * and a property in the style of the existing ones (with a {@code suite()} listed in
 * {@code GuardMutantsRun}), and unit tests with a mock {@code Site} in the family's own module.
 * Until a corpus program declares one of its children, {@code FamilyHitsTest} fails for the
 * new family.
 */
package org.specializer.tests;
