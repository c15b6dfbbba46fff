/** The abstract syntax tree shared by the parser and the compiler; see {@link org.specializer.core.ast.Ast}. */
package org.specializer.core.ast;
