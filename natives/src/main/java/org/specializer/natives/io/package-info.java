/**
 * {@code _io}: CPython's I/O stack in Java, under Lib's {@code io.py}.
 *
 * <h2>Layers</h2>
 * As in CPython: {@link org.specializer.natives.io.PyFileIO} (raw, unbuffered, on a descriptor
 * of the {@link org.specializer.natives.posix.FdTable} it shares with {@code posix}),
 * {@link org.specializer.natives.io.PyBuffered} (BufferedReader, BufferedWriter and
 * BufferedRandom in one class, as CPython's {@code buffered}),
 * {@link org.specializer.natives.io.PyTextIOWrapper} (encoding with
 * {@link org.specializer.natives.io.TextCodecs}, newlines, CPython's tell/seek cookies), and
 * the in-memory {@link org.specializer.natives.io.PyBytesIO} and
 * {@link org.specializer.natives.io.PyStringIO}. A layer calls the one below through its
 * Python methods, so that Python subclasses work, except when it is exactly the class this
 * package implements, which it calls directly. The abstract bases and their default methods
 * are {@link org.specializer.natives.io.IOBaseTypes}.
 *
 * <h2>The standard streams</h2>
 * {@link org.specializer.natives.io.Stdio} makes {@code sys.stdin}, {@code sys.stdout} and
 * {@code sys.stderr} as CPython's {@code create_stdio}, for core (which finds it as a
 * {@code StdioProvider}); {@code print} writes to them through core's {@code TextSink} without
 * method lookups. stderr pushes out what stdout holds before each write.
 *
 * <h2>Closing and flushing</h2>
 * CPython closes a file object when its last reference goes, writing out its buffers. Here a
 * writer asks the collector to run its {@code __del__} (a text wrapper closes the buffer it
 * wraps, so text, then bytes, go out in order), a FileIO's descriptor is closed by a Cleaner
 * once nothing that could still write to it remains, and at the end of a run
 * {@link org.specializer.natives.io.ExitFlush} writes out every writer still open. A file
 * written and left unclosed is therefore complete at exit, but, unlike CPython, not
 * necessarily as soon as the program drops it.
 */
package org.specializer.natives.io;
