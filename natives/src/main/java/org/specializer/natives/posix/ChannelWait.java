package org.specializer.natives.posix;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.specializer.core.interp.Breaker;
import org.specializer.core.interp.Gil;
import org.specializer.natives.errno.ErrnoModule;

/**
 * Blocking on a non-blocking channel: the one way the native modules wait for I/O. Sockets and
 * pipes keep their Java channels non-blocking at all times, so that any number of selectors
 * ({@code select}, {@code epoll} objects) can watch them; a Python call that blocks (a
 * {@code recv} on a blocking socket, an {@code os.read} on an empty pipe) tries the operation,
 * and when it would block waits here for the channel to become ready, then tries again.
 *
 * <p>The wait runs on a selector of the calling thread's own, without the interpreter lock
 * ({@link Gil#blocking}), so other Python threads run meanwhile. Closing a channel wakes the
 * threads waiting on it ({@link #wakeWaiters}). A wait is one of the interpreter's
 * interruptible waits ({@link Breaker#enterWait}): a signal wakes it (a selector woken by an
 * interrupt stays open, unlike a channel), the thread runs the pending handlers when it has
 * the lock back, and waits on if they return (PEP 475: the callers retry). The interrupt is
 * cleared at once, so that it never reaches the channel I/O the thread does next.
 */
public final class ChannelWait {
    private ChannelWait() {}

    private static final ThreadLocal<Selector> SELECTOR = new ThreadLocal<>();
    /** The selectors of the threads waiting on each channel now. */
    private static final ConcurrentHashMap<SelectableChannel, List<Selector>> WAITING =
            new ConcurrentHashMap<>();

    /** This thread's selector for waits (opened on first use). */
    public static Selector selector() {
        Selector s = SELECTOR.get();
        if (s == null || !s.isOpen()) {
            try {
                s = Selector.open();
            } catch (IOException e) {
                throw OSErrors.of(e, null);
            }
            SELECTOR.set(s);
        }
        return s;
    }

    /**
     * Wait until {@code ch} is ready for {@code ops} (selection-key operations), at most
     * {@code timeoutNanos} (negative: without limit): the ready operations, or 0 when the time
     * ran out or the channel was closed meanwhile. OSError EBADF when it is closed already.
     */
    public static int await(SelectableChannel ch, int ops, long timeoutNanos) {
        Selector sel = selector();
        SelectionKey key;
        try {
            key = ch.register(sel, ops);
        } catch (ClosedChannelException e) {
            throw OSErrors.of(ErrnoModule.EBADF);
        }
        WAITING.computeIfAbsent(ch, c -> new CopyOnWriteArrayList<>()).add(sel);
        try {
            if (!ch.isOpen()) {
                return 0;
            }
            select(sel, timeoutNanos);
            return key.isValid() ? key.readyOps() & ops : 0;
        } finally {
            WAITING.computeIfPresent(ch, (c, l) -> {
                l.remove(sel);
                return l.isEmpty() ? null : l;
            });
            key.cancel();
            flush(sel);
            afterWait();
        }
    }

    /**
     * {@code sel.select} for at most {@code timeoutNanos} (negative: no limit, 0: just look)
     * without the interpreter lock: the number of keys whose ready set changed.
     */
    public static int select(Selector sel, long timeoutNanos) {
        Integer n = Gil.blocking(() -> {
            Breaker.enterWait();
            try {
                if (timeoutNanos == 0) {
                    return sel.selectNow();
                }
                if (timeoutNanos < 0) {
                    return sel.select();
                }
                // select(0) would mean no limit: round up to the next millisecond
                return sel.select(Math.max(1, (timeoutNanos + 999_999) / 1_000_000));
            } catch (IOException | ClosedSelectorException e) {
                return -1;
            } finally {
                Breaker.exitWait();
                Thread.interrupted();
            }
        });
        Thread.interrupted();  // one that came late, while the lock was taken back
        if (n < 0) {
            throw OSErrors.of(ErrnoModule.EBADF);
        }
        return n;
    }

    /** Deregister cancelled keys now, so that their channels can close. */
    public static void flush(Selector sel) {
        try {
            sel.selectNow();
        } catch (IOException | ClosedSelectorException e) {
            // the keys go with the selector
        }
    }

    /**
     * Back from a wait: run what the interpreter's safe point would (the handlers of signals
     * that arrived meanwhile); a handler's exception propagates from the blocking call.
     */
    public static void afterWait() {
        if (Gil.held() && Breaker.requested()) {
            Breaker.handle();
        }
    }

    /** The selectors of {@code select}, {@code poll} and {@code epoll} calls waiting now. */
    private static final java.util.Set<Selector> POLLERS = ConcurrentHashMap.newKeySet();

    /**
     * {@link #select} for a poll of many descriptors: also woken by {@link #wakePollers}, for
     * readiness no channel reports (a pipe's write end whose read end was closed).
     */
    public static int selectPolling(Selector sel, long timeoutNanos) {
        POLLERS.add(sel);
        try {
            return select(sel, timeoutNanos);
        } finally {
            POLLERS.remove(sel);
        }
    }

    /** Wake every waiting poll, to look again. */
    static void wakePollers() {
        for (Selector s : POLLERS) {
            s.wakeup();
        }
    }

    /** Wake the threads waiting on {@code ch} (it is being closed). */
    public static void wakeWaiters(SelectableChannel ch) {
        List<Selector> l = WAITING.get(ch);
        if (l != null) {
            for (Selector s : l) {
                s.wakeup();
            }
        }
        if (ch.isRegistered()) {
            release(ch);
        }
    }

    /**
     * The selectors that keep registrations between polls ({@code poll} and {@code epoll}
     * objects), weakly: a channel closed while registered with one is really closed (its port
     * free, its peer told) only when that selector next selects, which an idle or forgotten
     * poll object never does.
     */
    private static final java.util.Set<Selector> KEEPERS =
            java.util.Collections.synchronizedSet(java.util.Collections.newSetFromMap(
                    new java.util.WeakHashMap<>()));

    /** {@code sel} keeps its registrations between selections (see {@link #wakeWaiters}). */
    public static void keeps(Selector sel) {
        KEEPERS.add(sel);
    }

    /**
     * {@code ch} was closed while registered: let each selector it is registered with drop it
     * now, as closing a file descriptor drops it from every poll set on Linux. A selector
     * another thread is selecting on is woken (its selection drops it); an idle one selects
     * once, without waiting.
     */
    private static void release(SelectableChannel ch) {
        Selector[] keepers;
        synchronized (KEEPERS) {
            keepers = KEEPERS.toArray(new Selector[0]);
        }
        for (Selector s : keepers) {
            if (s != null && s.isOpen() && ch.keyFor(s) != null) {
                if (POLLERS.contains(s)) {
                    s.wakeup();
                } else {
                    flush(s);
                }
            }
        }
    }

    /** Nanoseconds left until {@code deadline} (a {@link System#nanoTime} value), at least 0. */
    public static long remaining(long deadline) {
        return Math.max(0, deadline - System.nanoTime());
    }
}
