package org.specializer.natives.posix;

import java.nio.channels.SelectableChannel;

/**
 * What {@code select}, {@code poll} and {@code epoll} ask of a descriptor: which of the events
 * they wait for hold at once, and otherwise which Java channel to wait on with which
 * {@link java.nio.channels.SelectionKey} operations, and what the operations a
 * {@link java.nio.channels.Selector} reports mean in poll events. Event bits are Linux's
 * {@code POLL*} values (the same as {@code EPOLL*} for these).
 */
public interface Pollable {
    int POLLIN = 0x001;
    int POLLPRI = 0x002;
    int POLLOUT = 0x004;
    int POLLERR = 0x008;
    int POLLHUP = 0x010;
    int POLLNVAL = 0x020;
    int POLLRDNORM = 0x040;
    int POLLRDBAND = 0x080;
    int POLLWRNORM = 0x100;
    int POLLWRBAND = 0x200;
    int POLLMSG = 0x400;
    int POLLRDHUP = 0x2000;

    /**
     * The events that hold now without waiting: some of {@code events}, plus POLLERR and
     * POLLHUP, which are always reported. Zero when the channel must be asked.
     */
    int pollNow(int events);

    /** The channel to wait on, or null when there is nothing to wait for. */
    SelectableChannel pollChannel();

    /** The selection-key operations that wait for {@code events} (0: none). */
    int interestOps(int events);

    /** The poll events that a selector's {@code readyOps} mean, given what was asked. */
    int pollEvents(int readyOps, int events);
}
