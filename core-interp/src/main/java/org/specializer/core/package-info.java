/**
 * The interpreter core's public entry point: {@link org.specializer.core.Interpreter} compiles
 * and runs Python source. Everything else in this module is internal.
 */
package org.specializer.core;
