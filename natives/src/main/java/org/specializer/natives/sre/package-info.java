/**
 * {@code _sre}: the regular expression engine of CPython 3.13 ({@code Modules/_sre}), which
 * the pure-Python {@code re} package of Lib drives.
 *
 * <h2>Division of labour</h2>
 * {@code re._parser} parses a pattern, {@code re._compiler} compiles it to a list of 32-bit
 * code words (the opcodes of {@code re._constants}, MAGIC 20230612) and calls
 * {@code _sre.compile(pattern, flags, code, groups, groupindex, indexgroup)}.
 * {@link org.specializer.natives.sre.SreModule} checks the list
 * ({@code SreValidator}, so that bad code is a RuntimeError and never a wrong read) and keeps
 * it as an {@code int[]} in a {@code re.Pattern}. Nothing is translated to
 * {@code java.util.regex}: {@code SreState} interprets the code exactly as CPython's
 * {@code sre_lib.h} does, with the same backtracking order, the same group marks,
 * {@code lastindex}, and the same quirks.
 *
 * <h2>Strings</h2>
 * The engine works on a {@code Subject}: the code points of a str (so that a character outside
 * the Basic Multilingual Plane is one position, as in Python) or the bytes of a bytes-like
 * object (bytes, bytearray, memoryview..., through a buffer export held while matching), in
 * an {@code int[]}. Results are cut from the original object. The view of the last long
 * string is kept, so a tokenizer that calls {@code pattern.match(text, pos)} in a loop
 * converts its text once.
 *
 * <h2>Speed</h2>
 * A search uses the pattern's INFO block as CPython does: a literal prefix is found with its
 * overlap (KMP) table, a leading character set skips positions that cannot start a match, and
 * a minimum length rejects short strings at once. Beyond CPython, a position, alternative or
 * repeat tail whose first character cannot match is not tried at all (with the same outcome,
 * see {@code SreState}), and every set is tabulated for Latin-1 when the pattern is compiled
 * ({@code SetTables}). Single-character repeats ({@code \w+}, {@code [^"]*}) count in tight
 * loops; the matcher's stacks are int arrays reused across calls, so matching allocates
 * nothing once they have grown.
 *
 * <h2>Tests</h2>
 * {@code SreFixturesTest} compares results with CPython 3.13's on fixtures made by CPython
 * (the re_tests battery and cases of our own); the corpus programs {@code sre_engine},
 * {@code re_module} and {@code re_text} run through Lib's {@code re}.
 */
package org.specializer.natives.sre;
