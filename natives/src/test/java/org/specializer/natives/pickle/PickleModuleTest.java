package org.specializer.natives.pickle;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * {@code _pickle} against CPython 3.13, in the cases of {@code pickle_cases.txt}: the bytes
 * {@code dumps} writes for every protocol (atoms, big ints, floats, strings with surrogates,
 * containers in batches, globals, nested names, reduction with {@code __newobj__},
 * {@code __newobj_ex__}, state setters, frames around large payloads), loading them back,
 * Python 2 pickles, persistent ids, dispatch tables, {@code reducer_override}, the memo
 * proxies, out-of-band buffers, the extension registry, and the error messages.
 */
class PickleModuleTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(PickleModuleTest.class, "pickle_cases");
    }
}
