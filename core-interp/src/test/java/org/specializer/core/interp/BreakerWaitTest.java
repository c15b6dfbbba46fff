package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A signal wakes the thread in an interruptible wait by a Java interrupt. One that lands after
 * the wait has ended (the wait's own condition came true first) must not stay set: a Java
 * interrupt closes the next channel the thread uses, its stdout or stderr among them.
 */
class BreakerWaitTest {

    @AfterEach
    void clear() {
        Breaker.setMainThread(null);
        Thread.interrupted();
    }

    @Test
    void anInterruptThatCameDuringTheWaitIsGoneAfterIt() {
        Breaker.setMainThread(Thread.currentThread());
        List<String> ran = new ArrayList<>();
        Breaker.enterWait();
        Breaker.postSignal(() -> ran.add("handler"));
        assertTrue(Thread.currentThread().isInterrupted(), "the signal wakes the waiter");
        Breaker.exitWait();
        assertFalse(Thread.currentThread().isInterrupted());
        assertTrue(Breaker.signalPending(), "the signal waits for the safe point");
        Breaker.handle();
        assertEquals(List.of("handler"), ran);
    }

    @Test
    void aSignalOutsideAWaitInterruptsNothing() {
        Breaker.setMainThread(Thread.currentThread());
        Breaker.enterWait();
        Breaker.exitWait();
        List<String> ran = new ArrayList<>();
        Breaker.postSignal(() -> ran.add("handler"));
        assertFalse(Thread.currentThread().isInterrupted());
        Breaker.handle();
        assertEquals(List.of("handler"), ran);
    }
}
