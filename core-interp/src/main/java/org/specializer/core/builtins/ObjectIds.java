package org.specializer.core.builtins;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

/**
 * {@code id(obj)}: a number unique among live objects and constant for an object's lifetime.
 *
 * <p>The JVM moves objects, so there is no address to use, and {@code System.identityHashCode}
 * collides. Each object gets a serial number the first time its id is asked for, remembered in
 * a weak identity table (an entry dies with its object, so the table never keeps objects alive)
 * and never reused. Numbers advance in steps of 16 from a base that looks like a heap address,
 * so that {@code id} values read like CPython's.
 */
public final class ObjectIds {
    private ObjectIds() {}

    private static final long BASE = 0x7f0000000000L;
    private static final int STEP = 16;

    private static final class Entry extends WeakReference<Object> {
        final int hash;
        final long id;
        Entry next;

        Entry(Object referent, ReferenceQueue<Object> q, int hash, long id, Entry next) {
            super(referent, q);
            this.hash = hash;
            this.id = id;
            this.next = next;
        }
    }

    private static final ReferenceQueue<Object> QUEUE = new ReferenceQueue<>();
    private static Entry[] table = new Entry[64];
    private static int count;
    private static long nextId = BASE;

    /** The id of {@code obj}, assigning one on first request. */
    public static synchronized long idOf(Object obj) {
        expunge();
        int h = spread(System.identityHashCode(obj));
        Entry[] t = table;
        int i = h & (t.length - 1);
        for (Entry e = t[i]; e != null; e = e.next) {
            if (e.hash == h && e.get() == obj) {
                return e.id;
            }
        }
        long id = nextId;
        nextId += STEP;
        t[i] = new Entry(obj, QUEUE, h, id, t[i]);
        if (++count > t.length * 3 / 4) {
            resize();
        }
        return id;
    }

    /** How many objects have an id now (for tests). */
    static synchronized int liveCount() {
        expunge();
        return count;
    }

    private static int spread(int h) {
        return h ^ (h >>> 16);
    }

    private static void expunge() {
        for (Object r; (r = QUEUE.poll()) != null; ) {
            Entry dead = (Entry) r;
            Entry[] t = table;
            int i = dead.hash & (t.length - 1);
            Entry prev = null;
            for (Entry e = t[i]; e != null; prev = e, e = e.next) {
                if (e == dead) {
                    if (prev == null) {
                        t[i] = e.next;
                    } else {
                        prev.next = e.next;
                    }
                    count--;
                    break;
                }
            }
        }
    }

    private static void resize() {
        Entry[] old = table;
        Entry[] t = new Entry[old.length * 2];
        for (Entry head : old) {
            for (Entry e = head; e != null; ) {
                Entry next = e.next;
                int i = e.hash & (t.length - 1);
                e.next = t[i];
                t[i] = e;
                e = next;
            }
        }
        table = t;
    }
}
