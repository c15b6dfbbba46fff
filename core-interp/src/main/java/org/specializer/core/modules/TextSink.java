package org.specializer.core.modules;

import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * A text stream {@code print} may write to without method lookups: the standard streams, when
 * they are the interpreter's own objects (not a Python subclass that overrides {@code write}).
 */
public interface TextSink {
    /** Does {@code write(s)} of this object behave as {@link #writeText}, with nothing overridden? */
    boolean isPlainTextSink();

    /** {@code write(s)}. */
    void writeText(PyStr s);

    /** {@code write(str(o))}, without building the string where the sink can (ints). */
    void writeStrOf(PyObject o);

    /** {@code flush()}. */
    void flushText();
}
