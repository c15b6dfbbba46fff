/**
 * Source text to AST: the tokenizer (indentation, literals, f-strings, line joining) and a
 * recursive-descent parser for Python 3.13's grammar. Errors are
 * {@link org.specializer.core.ast.SyntaxErrorException}s with CPython's messages and positions.
 */
package org.specializer.core.parser;
