/**
 * {@code posix}: the operating-system calls Lib's {@code os} is built on, for a JVM on Linux.
 *
 * <h2>File descriptors</h2>
 * A JVM cannot hand real descriptors to Python code, so this package keeps its own table,
 * {@link org.specializer.natives.posix.FdTable}: small ints to
 * {@link org.specializer.natives.posix.OpenFile}s (an open file description: a Java channel,
 * the path it was opened by, its kind, blocking flag and position). Numbers are allocated
 * lowest-free as the kernel does, so the first {@code os.open} answers 3. 0, 1 and 2 are the
 * process's own standard descriptors (a {@code FileChannel} on the real fd, so there is no
 * buffering between Python and the kernel), unless an embedder installed Java streams
 * ({@link org.specializer.natives.posix.FdTable#installStandardStreams}). {@code dup} shares
 * the OpenFile (position included); it is closed when its last descriptor is. {@code _io}
 * uses the same table: {@code FileIO(fd)} and {@code os.read(f.fileno(), n)} see one file.
 *
 * <h2>Paths and errors</h2>
 * {@link org.specializer.natives.posix.PathArg} converts path arguments as CPython's
 * {@code path_t} (str, bytes, {@code os.PathLike}, a descriptor where allowed) and resolves them
 * against the current directory {@link org.specializer.natives.posix.Posix} keeps, since
 * {@code os.chdir} cannot change the JVM's. File operations go through {@code java.nio.file}
 * with POSIX's semantics restored where Java's differ. Java's I/O exceptions are mapped back to
 * the error number of the failing system call ({@link org.specializer.natives.posix.OSErrors}),
 * so errors are CPython's: {@code FileNotFoundError: [Errno 2] No such file or directory:
 * 'name'}.
 *
 * <h2>What the JVM cannot do</h2>
 * The environment, the umask and the current directory are kept per process here (and passed
 * on to processes started from Python later); stat fields the JDK does not report
 * ({@code st_blksize}, {@code st_blocks}) are estimated; {@code fork}, {@code exec} and the
 * process-control calls are not provided.
 */
package org.specializer.natives.posix;
