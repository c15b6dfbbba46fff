/**
 * AST to bytecode: symbol tables (local, global, free, cell scopes) and the code generator
 * that emits CPython-3.13-style instructions with their inline cache units, an exception
 * table and a line table, producing {@link org.specializer.api.PyCode} objects.
 */
package org.specializer.core.compiler;
