/**
 * {@code _datetime}, the module Lib's {@code datetime} re-exports when it can, written in Java
 * after CPython's {@code Modules/_datetimemodule.c}; without it Lib falls back to the
 * pure-Python {@code _pydatetime}, which is several times slower and which CPython's test
 * suite cannot test as the C module.
 *
 * <p>Representation: a {@link org.specializer.natives.datetime.PyDate} keeps its date packed in
 * one int ({@code year << 16 | month << 8 | day}) and a time of day is packed in one long
 * ({@code hour << 40 | minute << 32 | second << 24 | microsecond}): the big-endian values of
 * the bytes CPython pickles, so that comparing packed values is comparing as CPython's
 * {@code memcmp} of those bytes does, and pickles of either implementation load in the other.
 * A timedelta is three ints, normalized as CPython's; its arithmetic runs on microseconds in
 * a long while they fit, else in a BigInteger. The instances of Python subclasses are
 * {@code Derived} classes with a {@code __dict__}.
 *
 * <p>Semantics follow the C module where it differs from {@code _pydatetime}: its messages
 * ({@code "year 0 is out of range"}), PEP 495's fold rules in comparisons and hashes, the
 * argument parsing of {@code PyArg_ParseTupleAndKeywords} ({@link
 * org.specializer.natives.datetime.Args}), {@code fromisoformat}'s parser, and arithmetic on
 * subclass instances (a timedelta result is always exact; a date or datetime result is made by
 * calling the subclass). Local time is the {@code time} module's zone
 * ({@code TimeModule.localZone}), so that {@code time.tzset()} reaches it; {@code strftime}
 * gives {@code time.strftime} everything but {@code %z}, {@code %:z}, {@code %Z} and
 * {@code %f}, and {@code strptime} is Lib's {@code _strptime._strptime_datetime}, both as the C
 * module does.
 *
 * <p>Tests: {@code DatetimeModuleTest} (fixture cases recorded from CPython 3.13), and
 * CPython's {@code test_datetime}, whose {@code _Fast} half runs against this module.
 */
package org.specializer.natives.datetime;
