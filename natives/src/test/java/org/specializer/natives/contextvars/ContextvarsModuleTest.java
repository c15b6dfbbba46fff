package org.specializer.natives.contextvars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.specializer.natives.Python.repr;

import org.junit.jupiter.api.Test;
import org.specializer.core.interp.Gil;
import org.specializer.natives.Fixtures;

/**
 * {@code _contextvars} against CPython 3.13: ContextVar get, set and reset with their checks, Token, Context.run, copy_context and a context as a mapping, in the cases of {@code contextvars_cases.txt}.
 */
class ContextvarsModuleTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(ContextvarsModuleTest.class, "contextvars_cases");
    }

    /** As in a run, this thread holds the interpreter lock, which hands the context over. */
    @Test
    void eachThreadHasItsOwnCurrentContext() {
        Gil.acquire();
        try {
            threads();
        } finally {
            Gil.release();
        }
    }

    private static void threads() {
        assertEquals("(['unset', 'worker'], 'main')", repr("""
                import _thread, _contextvars
                v = _contextvars.ContextVar('v', default='unset')
                v.set('main')
                seen = []
                done = _thread.allocate_lock()
                done.acquire()
                def worker():
                    seen.append(v.get())
                    v.set('worker')
                    seen.append(v.get())
                    done.release()
                _thread.start_new_thread(worker, ())
                done.acquire()
                """, "(seen, v.get())"));
    }
}
