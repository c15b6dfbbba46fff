package org.specializer.api;

/**
 * Implemented by Java iterator objects (list, tuple, range, dict, generator iterators...) so
 * that loops advance them without a method lookup and without raising StopIteration at the end.
 */
public interface PyIterator {
    /** The next item, or null when exhausted. May raise for errors other than exhaustion. */
    PyObject nextOrNull();
}
