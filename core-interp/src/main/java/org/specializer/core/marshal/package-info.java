/**
 * Serialized code: CPython's marshal format ({@link org.specializer.core.marshal.Marshal}) and
 * the {@code .pyc} header around it ({@link org.specializer.core.marshal.Pyc}). Code objects
 * of the standard library are compiled ahead of time into this form by the build, and
 * importlib caches the code of other modules in it.
 */
package org.specializer.core.marshal;
