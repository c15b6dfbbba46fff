package org.specializer.api;

import java.util.function.Consumer;

/**
 * Finalizers ({@code __del__}, closing abandoned generators) on the JVM's collector.
 *
 * <p>An object that needs finalizing holds a {@link #triggerFor trigger}: a small object only it
 * refers to, whose JVM {@code finalize()} runs when the two become unreachable together. The
 * trigger hands its owner, strongly reachable again, to {@link #setHandler the interpreter},
 * which queues it and runs its finalizer on the Python thread at the next safe point (PEP 442's
 * order: the finalizer sees a whole object, and runs once; an object it resurrects is not
 * finalized again). JVM finalization is deprecated but still the only mechanism that can hand
 * back the object itself; {@link java.lang.ref.Cleaner} cannot.
 */
public final class Finalization {
    private Finalization() {}

    private static volatile Consumer<PyObject> handler = o -> {};

    /** Set what happens to an object whose trigger fired (called on the JVM's finalizer thread). */
    public static void setHandler(Consumer<PyObject> h) {
        handler = h;
    }

    /** A trigger for {@code owner}: keep it in a field of the owner and nowhere else. */
    public static Object triggerFor(PyObject owner) {
        return new Trigger(owner);
    }

    private static final class Trigger {
        private final PyObject owner;

        Trigger(PyObject owner) {
            this.owner = owner;
        }

        @Override
        @SuppressWarnings({"deprecation", "removal"})
        protected void finalize() {
            handler.accept(owner);
        }
    }
}
