package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.specializer.core.interp.Tier2;
import org.specializer.testkit.InProcess;

/**
 * Tier 2's direct calls of builtins: a CALL whose callable was loaded, in the same straight
 * run of code, by a LOAD_ATTR method child (its cached descriptor) or by LOAD_GLOBAL_BUILTIN
 * compiles to an identity check of the callable and a call of the builtin's implementation
 * held as a constant. The program below calls through such sites with the expected callable,
 * with a dict subclass whose {@code get} is Python code, with an object that has no such
 * method, with {@code len} shadowed by a module global and {@code isinstance} replaced in
 * builtins after compilation, and with a descriptor given the wrong type of self; it prints
 * what CPython 3.13 printed.
 */
class Tier2DirectCallsTest {
    @Test
    void directCallsOfBuiltinsBehaveAsTheGenericCall() {
        int before = Tier2.directCallCount();
        InProcess.Result r = InProcess.run("""
                class D(dict):
                    def get(self, k, d=None):
                        return "D.get"
                def words(ws):
                    counts = {}
                    n = 0
                    for w in ws:
                        counts[w] = counts.get(w, 0) + 1
                        n += len(w)
                        if isinstance(w, str):
                            n += len(w.strip("x").upper())
                    return sorted(counts.items()), n
                for i in range(60):
                    r = words(["ab", "xcd", "ab"])
                print(r)
                def lookup(d):
                    return d.get("a", 0)
                for i in range(60):
                    lookup({"a": i})
                print(lookup({"a": 7}), lookup(D()))
                try:
                    print(lookup([1, 2]))
                except AttributeError as e:
                    print("AttributeError:", e)
                def call_on(f, x):
                    return f(x)
                for i in range(60):
                    call_on(len, "abc")
                print(call_on(len, "abcd"), call_on(abs, -3))
                len = lambda x: 100
                print(words(["q"]))
                import builtins
                saved = builtins.isinstance
                builtins.isinstance = lambda x, t: False
                del len
                print(words(["ab"]))
                builtins.isinstance = saved
                try:
                    str.upper(5)
                except TypeError as e:
                    print("TypeError:", e)
                def up(m, x):
                    return m(x)
                for i in range(60):
                    up(str.upper, "a")
                try:
                    up(str.upper, 5)
                except TypeError as e:
                    print("TypeError:", e)
                """, "direct.py", InProcess.Mode.tier2(1, 50));
        assertEquals(0, r.status(), r.stderr());
        assertEquals("""
                ([('ab', 2), ('xcd', 1)], 13)
                7 D.get
                AttributeError: 'list' object has no attribute 'get'
                4 3
                ([('q', 1)], 200)
                ([('ab', 1)], 2)
                TypeError: descriptor 'upper' for 'str' objects doesn't apply to a 'int' object
                TypeError: descriptor 'upper' for 'str' objects doesn't apply to a 'int' object
                """, r.stdout());
        assertTrue(Tier2.directCallCount() > before, "some sites were compiled to direct calls");
    }
}
