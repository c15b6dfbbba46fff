package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.specializer.testkit.InProcess;

/**
 * Trace and profile functions are not called yet. {@code sys.settrace} and
 * {@code sys.setprofile} keep what they are given ({@code gettrace}, {@code getprofile} give it
 * back, None clears it), and setting a function says with a RuntimeWarning that no events will
 * come, so that a debugger or profiler is not silently empty.
 */
class TraceHooksTest {
    @Test
    void hooksAreKeptAndSettingOneWarnsThatNoEventsCome() {
        InProcess.Result r = InProcess.run("""
                import sys, warnings
                def hook(frame, event, arg):
                    print("event", event)
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    sys.settrace(None)
                    sys.setprofile(hook)
                    sys.settrace(hook)
                    print(sys.getprofile() is hook, sys.gettrace() is hook)
                    sys.setprofile(None)
                    sys.settrace(None)
                    print(sys.getprofile(), sys.gettrace())
                for w in caught:
                    print(w.category.__name__, w.message)
                """, "hooks.py", InProcess.Mode.defaults());
        assertEquals(0, r.status(), r.stderr());
        assertEquals("""
                True True
                None None
                RuntimeWarning sys.setprofile(): Specializer does not call trace or profile \
                functions yet (no call, line, return or c_call events)
                RuntimeWarning sys.settrace(): Specializer does not call trace or profile \
                functions yet (no call, line, return or c_call events)
                """, r.stdout());
    }
}
