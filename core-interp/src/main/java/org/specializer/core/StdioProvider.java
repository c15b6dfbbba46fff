package org.specializer.core;

import java.io.InputStream;
import java.io.OutputStream;
import org.specializer.api.PyObject;

/**
 * Makes {@code sys.stdin}, {@code sys.stdout} and {@code sys.stderr}, found with
 * {@code ServiceLoader}: the native modules module provides one that builds them as CPython's
 * {@code create_stdio} does, {@code _io.TextIOWrapper}s over buffered {@code FileIO(0/1/2)}.
 * Without one (core alone), core's own minimal text streams stand in.
 */
public interface StdioProvider {
    /**
     * New standard stream objects (stdin, stdout, stderr) over the given Java streams, or over
     * the process's own descriptors 0, 1 and 2 where a stream is null. Output written to
     * stderr comes after everything written to stdout before it.
     */
    PyObject[] create(InputStream in, OutputStream out, OutputStream err);

    /** Write out what the streams {@link #create} made last hold; errors are ignored. */
    void flush();
}
