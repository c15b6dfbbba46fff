package org.specializer.natives.select;

import java.io.IOException;
import java.nio.channels.CancelledKeyException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.ChannelWait;
import org.specializer.natives.posix.FdTable;
import org.specializer.natives.posix.OSErrors;
import org.specializer.natives.posix.OpenFile;
import org.specializer.natives.posix.Pollable;

/**
 * Descriptors watched for poll events, on one {@link Selector}: the engine of
 * {@code select.select}, {@code select.poll} and {@code select.epoll}.
 *
 * <p>Each round ({@link #poll}) first asks every descriptor what holds without waiting
 * ({@link Pollable#pollNow}: files are always ready, an unconnected socket is hung up...), then
 * brings the selector's keys up to date (the channel behind a descriptor may have changed: a
 * socket that started listening has a new one; the operations to wait for follow the
 * channel's state, OP_CONNECT while a connect is under way), waits (not at all when something
 * held already), and translates the ready operations back to poll events. Readiness is
 * level-triggered, as poll's and epoll's default.
 *
 * <p>Descriptors are looked up in the {@link FdTable} each round. For poll, a closed
 * descriptor reports POLLNVAL; for epoll, whose interest list holds open files, a descriptor
 * whose file was closed leaves the set, as it does on Linux.
 */
final class PollSet {
    /** One watched descriptor. */
    static final class Reg {
        final int fd;
        OpenFile file;
        int events;
        SelectionKey key;
        /** The poll events of the last round. */
        int ready;

        Reg(int fd, OpenFile file, int events) {
            this.fd = fd;
            this.file = file;
            this.events = events;
        }
    }

    private Selector selector;
    private final boolean ownSelector;
    final Map<Integer, Reg> regs = new LinkedHashMap<>();

    /** A set with a selector of its own (poll and epoll objects). */
    PollSet() {
        this.ownSelector = true;
    }

    /** A set on the calling thread's selector, to {@link #clear} after one round (select). */
    PollSet(Selector shared) {
        this.selector = shared;
        this.ownSelector = false;
    }

    private Selector selector() {
        if (selector == null) {
            try {
                selector = Selector.open();
                ChannelWait.keeps(selector);
            } catch (IOException e) {
                throw OSErrors.of(e, null);
            }
        }
        return selector;
    }

    /**
     * One round: wait at most {@code timeoutNanos} (negative: without limit) for an event of a
     * registered descriptor; the descriptors with events, in registration order, at most
     * {@code max} of them. {@code epoll}: closed descriptors leave the set silently.
     */
    List<Reg> poll(long timeoutNanos, boolean epoll, int max) {
        // a wake-up with nothing ready (a signal whose handler returned) waits again for the
        // time left, as CPython does since PEP 475
        long deadline = timeoutNanos > 0 ? System.nanoTime() + timeoutNanos : 0;
        for (;;) {
            List<Reg> out = pollOnce(timeoutNanos, epoll, max);
            if (!out.isEmpty() || timeoutNanos == 0) {
                return out;
            }
            if (timeoutNanos > 0) {
                timeoutNanos = ChannelWait.remaining(deadline);
                if (timeoutNanos == 0) {
                    return out;
                }
            }
        }
    }

    private List<Reg> pollOnce(long timeoutNanos, boolean epoll, int max) {
        Selector sel = selector();
        if (!sel.isOpen()) {
            throw OSErrors.of(ErrnoModule.EBADF);
        }
        boolean cancelled = false;
        for (Iterator<Reg> it = regs.values().iterator(); it.hasNext();) {
            Reg r = it.next();
            r.ready = 0;
            OpenFile f = FdTable.lookup(r.fd);
            if (f != r.file) {
                cancelled |= cancel(r);
                if (epoll) {
                    it.remove();
                    continue;
                }
                r.file = f;
            }
            if (f == null) {
                cancelled |= cancel(r);
                continue;
            }
            SelectableChannel ch = f.pollChannel();
            if (r.key != null && (r.key.channel() != ch || !r.key.isValid() || r.events == 0)) {
                cancelled |= cancel(r);
            }
        }
        if (cancelled) {
            flush(sel);
        }
        boolean now = false;
        // descriptors of one file (os.dup) share its channel's one key: its interest is the
        // union of theirs, and its readiness goes to each of them
        Map<SelectionKey, Integer> interest = new java.util.IdentityHashMap<>();
        for (Reg r : regs.values()) {
            OpenFile f = r.file;
            if (f == null) {
                r.ready = Pollable.POLLNVAL;
                now = true;
                continue;
            }
            if (r.events == 0) {
                continue;
            }
            int n = f.pollNow(r.events);
            if (n != 0) {
                r.ready = n;
                now = true;
            }
            SelectableChannel ch = f.pollChannel();
            int ops = ch == null ? 0 : f.interestOps(r.events) & ch.validOps();
            if (r.key != null && !r.key.isValid()) {
                r.key = null;  // cancelled through another descriptor of the same file
            }
            try {
                if (r.key == null && ops != 0) {
                    SelectionKey shared = ch.keyFor(sel);
                    r.key = shared != null && shared.isValid() ? shared
                            : register(ch, sel, ops, r);
                }
                if (r.key != null) {
                    interest.merge(r.key, ops, (a, b) -> a | b);
                }
            } catch (ClosedChannelException | CancelledKeyException e) {
                r.key = null;
                r.ready |= Pollable.POLLNVAL;
                now = true;
            }
        }
        for (Map.Entry<SelectionKey, Integer> e : interest.entrySet()) {
            try {
                if (e.getKey().interestOps() != e.getValue()) {
                    e.getKey().interestOps(e.getValue());
                }
            } catch (CancelledKeyException ex) {
                // closed meanwhile: the next round finds it
            }
        }
        ChannelWait.selectPolling(sel, now ? 0 : timeoutNanos);
        try {
            java.util.Set<SelectionKey> selected = sel.selectedKeys();
            if (!selected.isEmpty()) {
                for (Reg r : regs.values()) {
                    SelectionKey k = r.key;
                    if (k != null && r.file != null && selected.contains(k) && k.isValid()) {
                        r.ready |= r.file.pollEvents(k.readyOps(), r.events);
                    }
                }
            }
            selected.clear();
        } catch (ClosedSelectorException e) {
            throw OSErrors.of(ErrnoModule.EBADF);
        }
        List<Reg> out = new ArrayList<>();
        for (Reg r : regs.values()) {
            if (r.ready != 0) {
                if (out.size() == max) {
                    break;
                }
                out.add(r);
            }
        }
        ChannelWait.afterWait();
        return out;
    }

    private static SelectionKey register(SelectableChannel ch, Selector sel, int ops, Reg r)
            throws ClosedChannelException {
        try {
            return ch.register(sel, ops, r);
        } catch (CancelledKeyException e) {
            // cancelled earlier, not yet deregistered
            flush(sel);
            return ch.register(sel, ops, r);
        }
    }

    private static boolean cancel(Reg r) {
        if (r.key == null) {
            return false;
        }
        r.key.cancel();
        r.key = null;
        return true;
    }

    private static void flush(Selector sel) {
        ChannelWait.flush(sel);
        try {
            sel.selectedKeys().clear();
        } catch (ClosedSelectorException e) {
            // nothing left
        }
    }

    /** Stop watching {@code fd}. */
    void remove(int fd) {
        Reg r = regs.remove(fd);
        if (r != null && cancel(r) && selector != null) {
            flush(selector);
        }
    }

    /** Forget everything (a select round is over): the shared selector is clean again. */
    void clear() {
        boolean any = false;
        for (Reg r : regs.values()) {
            any |= cancel(r);
        }
        regs.clear();
        if (any && selector != null) {
            flush(selector);
        }
    }

    /** Close the selector of its own. */
    void close() {
        regs.clear();
        if (ownSelector && selector != null) {
            try {
                selector.close();
            } catch (IOException e) {
                // closed anyway
            }
        }
    }

    boolean isClosed() {
        return selector != null && !selector.isOpen();
    }

    /** The selector (for a Cleaner to close), or null when none was opened. */
    Selector selectorOrNull() {
        return selector;
    }
}
