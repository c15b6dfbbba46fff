package org.specializer.natives.signal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.natives.Python.raises;
import static org.specializer.natives.Python.repr;

import org.junit.jupiter.api.Test;

/** atexit, _signal and _locale. */
class ProcessModulesTest {
    @Test
    void atexitRunsLastFirstAndReportsErrors() {
        String r = repr("""
                import atexit, sys
                seen = []
                sys.unraisablehook = lambda u: seen.append((u.err_msg, type(u.exc_value).__name__))
                out = []
                atexit.register(out.append, 1)
                atexit.register(lambda: 1/0)
                atexit.register(out.append, 3)
                atexit.register(out.append, 4)
                atexit.unregister(out.append)
                atexit.register(out.append, 5)
                n = atexit._ncallbacks()
                atexit._run_exitfuncs()
                after = atexit._ncallbacks()
                sys.unraisablehook = sys.__unraisablehook__
                """, "(out, n, after, len(seen), seen[0][0].startswith("
                + "'Exception ignored in atexit callback <function <lambda>'), seen[0][1])");
        assertEquals("([5], 5, 0, 1, True, 'ZeroDivisionError')", r);
        raises("TypeError: the first argument must be callable",
                "import atexit\natexit.register(5)");
    }

    @Test
    void handlersRunForSignalsTheProgramSendsItself() {
        String r = repr("""
                import _signal, posix
                got = []
                _signal.signal(_signal.SIGUSR2, lambda s, f: got.append(s))
                _signal.raise_signal(_signal.SIGUSR2)
                posix.kill(posix.getpid(), _signal.SIGUSR2)
                _signal.signal(_signal.SIGUSR2, _signal.SIG_IGN)
                _signal.raise_signal(_signal.SIGUSR2)
                """, "got");
        assertEquals("[12, 12]", r);
        raises("KeyboardInterrupt", "import _signal\n_signal.raise_signal(2)");
        raises("OSError: [Errno 22] Invalid argument",
                "import _signal\n_signal.signal(_signal.SIGSTOP, _signal.SIG_IGN)");
    }

    @Test
    void alarmDeliversAtASafePoint() {
        String r = repr("""
                import _signal, time
                got = []
                _signal.signal(_signal.SIGALRM, lambda s, f: got.append(s))
                _signal.setitimer(_signal.ITIMER_REAL, 0.01)
                deadline = time.monotonic() + 5
                while not got and time.monotonic() < deadline:
                    pass
                """, "got");
        assertEquals("[14]", r);
    }

    @Test
    void localeIsCWithAUtf8Ctype() {
        assertEquals("('C', 'UTF-8', '.', 'Sunday')", repr("import _locale",
                "(_locale.setlocale(_locale.LC_TIME), _locale.getencoding(),"
                + " _locale.localeconv()['decimal_point'], _locale.nl_langinfo(_locale.DAY_1))"));
        raises("locale.Error: unsupported locale setting",
                "import _locale\n_locale.setlocale(_locale.LC_ALL, 'de_DE')");
        assertTrue(repr("import _locale", "_locale.setlocale(_locale.LC_CTYPE)")
                .startsWith("'C"));
    }
}
