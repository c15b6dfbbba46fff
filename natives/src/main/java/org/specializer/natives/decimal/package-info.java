/**
 * {@code _decimal}, the module Lib's {@code decimal} re-exports, written in Java.
 *
 * <p>Why Java: CPython's is C over libmpdec, and its pure-Python fallback {@code _pydecimal}
 * is not part of the Lib this project ships (the packaged Lib leaves it out); a module of our
 * own had to be written either way, and in Java the common case, money-sized numbers, runs on
 * {@code long} coefficients without allocation beyond the result, which a Python version
 * could not do.
 *
 * <p>The design follows libmpdec's: a {@link org.specializer.natives.decimal.PyDecimal} is a
 * sign, a coefficient (a {@code long} below 10**18, else a {@code BigInteger}) and an
 * exponent, or a special value; {@code Mpd} holds a context's settings (precision, exponent
 * limits, rounding, traps and flags as libmpdec's condition bits) and the rounding and
 * finalization that every operation ends with; {@code Arith} and {@code MathFunctions} are the
 * operations, following {@code _pydecimal}'s algorithms where libmpdec's give the same results
 * (and libmpdec's where they differ, as for powers with non-integer exponents); {@code Signals}
 * maps condition bits to Python's signal classes and raises a trapped one. The current
 * context is per thread, as CPython's is without context variables
 * ({@code HAVE_CONTEXTVAR} is false). The parts Lib provides ({@code SignalDict} on
 * {@code MutableMapping}, {@code DecimalTuple} from {@code namedtuple}, the registration with
 * {@code numbers.Number}) are made at import from the importing interpreter's Lib.
 *
 * <p>Tests: unit tests of the arithmetic against {@code BigDecimal} and CPython's answers,
 * CPython's decTest files through a runner of ours (when present on the machine), and the
 * corpus program {@code decimal_api}.
 */
package org.specializer.natives.decimal;
