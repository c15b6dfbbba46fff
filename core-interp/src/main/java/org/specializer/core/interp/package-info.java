/**
 * The eval loop, frames, generators, calls, tracebacks and the interpreter's runtime state.
 */
package org.specializer.core.interp;
