package org.specializer.api;

import java.lang.ref.WeakReference;

/**
 * The views an exporter has handed out and not yet got back, for an exporter whose memory can
 * move (bytearray, and array.array or io.BytesIO when they exist): while any is in use, the
 * exporter must not resize. CPython's {@code ob_exports} counter.
 *
 * <h2>Views that become garbage</h2>
 * CPython releases a view when its last reference goes, so {@code memoryview(ba)[0]} followed
 * by {@code ba.append(1)} works there, and so does asyncio's
 * {@code data = bytes(memoryview(buf)[:n]); del buf[:n]}: the temporary memoryviews have been
 * freed. Here a memoryview that becomes garbage is not collected at once. So the views are
 * held weakly (a view is strongly reachable from its consumer as long as that uses it),  and a
 * view held by memoryviews is marked collectable ({@link PyBuffer#isCollectable}): it counts as
 * long as one of those that are not released is reachable. When a
 * resize meets only collectable views that were not released, {@link #inUse} asks the JVM for
 * a collection and looks again: views still there are in use (BufferError, as CPython), views
 * gone were garbage (the resize goes ahead, as CPython).
 *
 * <p>A full collection costs milliseconds, so an exporter that keeps meeting garbage views
 * (a loop over temporaries, as in asyncio's streams) backs off: once four collections in a
 * row have found only garbage, the next 1, then 2, 4, 8... conflicts are resolved as garbage
 * without one (the views are forgotten; should one still be used, it keeps reading the memory
 * as it was), and a collection that finds a live view starts the count again. Views held by
 * Java code (not collectable) are always in use until released. Deterministic: no timing is
 * involved.
 */
public final class BufferExports {
    @SuppressWarnings("unchecked")
    private WeakReference<PyBuffer>[] views = new WeakReference[0];
    private int count;
    private int skip;      // conflicts still to resolve as garbage without a collection
    private int streak;    // collections in a row that found only garbage
    private int collections;

    /** Collections in a row that must find only garbage before the back-off starts. */
    private static final int TRUST_AFTER = 4;

    /** Record a view just handed out. */
    public void add(PyBuffer view) {
        if (count == views.length) {
            views = java.util.Arrays.copyOf(views, Math.max(4, count * 2));
        }
        views[count++] = new WeakReference<>(view);
    }

    /** A view has been released ({@link BufferProtocol#releaseBuffer}). */
    public void remove(PyBuffer view) {
        for (int i = 0; i < count; i++) {
            if (views[i].get() == view) {
                views[i] = views[--count];
                views[count] = null;
                return;
            }
        }
    }

    /** Views handed out and not released, some of which may be garbage already. */
    public int count() {
        return count;
    }

    /**
     * Whether a view is still in use: released views and views whose holders have become
     * garbage do not count. May run a garbage collection (see the class comment).
     */
    public boolean inUse() {
        if (count == 0 || prune() == 0) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            PyBuffer v = views[i].get();
            if (v != null && !v.isCollectable()) {
                return true; // held by Java code until it releases the view
            }
        }
        if (skip > 0) {
            skip--;
            forgetAll();
            return false;
        }
        System.gc();
        collections++;
        if (prune() > 0) {
            streak = 0;
            return true;
        }
        streak++;
        skip = streak < TRUST_AFTER ? 0 : 1 << Math.min(streak - TRUST_AFTER, 20);
        return false;
    }

    private void forgetAll() {
        java.util.Arrays.fill(views, 0, count, null);
        count = 0;
    }

    /**
     * BufferError "Existing exports of data: object cannot be re-sized" when a view is in use.
     * Compare CPython bytearrayobject.c: {@code _canresize}.
     */
    public void checkResize() {
        if (inUse()) {
            throw Py.error(PyExc.BufferError,
                    "Existing exports of data: object cannot be re-sized");
        }
    }

    /** How many collections {@link #inUse} has asked for. */
    int collections() {
        return collections;
    }

    private int prune() {
        for (int i = 0; i < count;) {
            PyBuffer v = views[i].get();
            if (v == null || v.isReleased() || v.isAbandoned()) {
                views[i] = views[--count];
                views[count] = null;
            } else {
                i++;
            }
        }
        return count;
    }
}
