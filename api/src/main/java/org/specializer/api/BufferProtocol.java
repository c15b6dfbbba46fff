package org.specializer.api;

/**
 * An object that exports its memory: CPython's {@code tp_as_buffer} slots. {@code bytes},
 * {@code bytearray} and {@code memoryview} implement it; so does any Java type of a module
 * that holds bytes (array.array, io.BytesIO, mmap): implementing this interface is all it
 * takes for every bytes-like argument in the runtime ({@code bytes(x)}, {@code b''.join},
 * {@code memoryview(x)}, the bytes methods, {@link Buffers#get}) to accept the type.
 *
 * <p>Consumers do not call these methods directly: they call {@link Buffers#get}, which also
 * serves Python classes that define {@code __buffer__}.
 */
public interface BufferProtocol {
    /**
     * A new view of this object's memory, counted as an export until it is released. Raises
     * BufferError when {@code flags} (the {@link PyBuffer} constants) ask for what the object
     * cannot give: {@link PyBuffer#WRITABLE} of read-only memory, contiguity of a strided view.
     * CPython's {@code bf_getbuffer}.
     */
    PyBuffer getBuffer(int flags);

    /**
     * A view this object handed out has been released ({@link PyBuffer#release} calls this
     * once per view). CPython's {@code bf_releasebuffer}. The default does nothing, which suits
     * an exporter whose memory never moves (bytes).
     */
    default void releaseBuffer(PyBuffer view) {}
}
