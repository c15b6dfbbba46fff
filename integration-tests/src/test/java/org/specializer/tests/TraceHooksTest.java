package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.specializer.testkit.InProcess;

/**
 * {@code sys.settrace} and {@code sys.setprofile} in an in-process run: they keep what they are
 * given ({@code gettrace}, {@code getprofile} give it back, None clears it), and one function
 * set as both gets CPython 3.13's events in its order, the profile's and the trace's
 * interleaved (the program's output is CPython's).
 */
class TraceHooksTest {
    @Test
    void hooksAreKeptAndGetTheirEvents() {
        InProcess.Result r = InProcess.run("""
                import sys
                seen = []
                def hook(frame, event, arg):
                    if frame.f_code.co_name in ("f", "<module>"):
                        seen.append((frame.f_code.co_name, event))
                    return hook
                def f():
                    return len("ab")
                sys.setprofile(hook)
                sys.settrace(hook)
                print(sys.getprofile() is hook, sys.gettrace() is hook)
                f()
                sys.setprofile(None)
                sys.settrace(None)
                print(sys.getprofile(), sys.gettrace())
                print(seen)
                """, "hooks.py", InProcess.Mode.defaults());
        assertEquals(0, r.status(), r.stderr());
        assertEquals("""
                True True
                None None
                [('<module>', 'c_call'), ('<module>', 'c_return'), ('<module>', 'c_call'), \
                ('<module>', 'c_return'), ('<module>', 'c_call'), ('<module>', 'c_return'), \
                ('<module>', 'c_call'), ('<module>', 'c_return'), ('f', 'call'), ('f', 'call'), \
                ('f', 'line'), ('f', 'c_call'), ('f', 'c_return'), ('f', 'return'), \
                ('f', 'return'), ('<module>', 'c_call')]
                """, r.stdout());
    }
}
