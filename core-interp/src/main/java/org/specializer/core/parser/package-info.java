/**
 * Source text to AST, for Python 3.13.
 *
 * <h2>Pipeline</h2>
 * <ol>
 *   <li>{@link org.specializer.core.parser.Tokenizer} turns the whole source into a token list
 *       first: indentation with a stack (tabs to multiples of 8, TabError when the tab-size-1
 *       measure disagrees), implicit joining inside brackets and explicit joining with a
 *       backslash, comments, every numeric and string literal form, and PEP 701 f-strings as
 *       FSTRING_START / FSTRING_MIDDLE / FSTRING_END with ordinary tokens inside replacement
 *       fields. Keywords and operators get their own {@link org.specializer.core.parser.TokenKind};
 *       the soft keywords stay names. Columns are code points.
 *   <li>A recursive-descent parser builds {@link org.specializer.core.ast.Ast} nodes:
 *       {@code ExprParser} has one method per precedence level of CPython's grammar
 *       (left-associative levels are loops), {@code StringParser} concatenates literals and
 *       f-strings, {@code Parameters} reads parameter lists, {@code StmtParser} reads
 *       statements and {@code Patterns} the patterns of match statements. An assignment is
 *       recognised after its first expression has been parsed,
 *       and {@code Targets} then gives the expression its Store or Del context, so the common
 *       path never backtracks and never throws. Positions are those CPython gives: a node
 *       spans from the first token of its rule (a parenthesis included) to the last one.
 *   <li>{@link org.specializer.core.parser.AstDump} prints a tree as {@code ast.dump} does, so
 *       tests compare with CPython's own output.
 * </ol>
 *
 * <h2>Errors</h2>
 * CPython parses twice: a fast pass, then, on failure, a pass with extra "invalid_" rules that
 * produce specific messages; the generic "invalid syntax" points at the furthest token read.
 * This parser reports the specific messages at the point where it fails, without a second
 * pass, and mirrors CPython's choice between competing errors in
 * {@link org.specializer.core.parser.Parser}: an error the tokenizer raises anywhere later in
 * the file wins over a parser error, except the ones CPython's tokenizer reports through its
 * status code (indentation, tabs, line continuation) and those inside f-strings; an unclosed
 * bracket wins when the parser had read past the bracket's line; "unexpected indent" stands
 * alone. The fixtures under {@code src/test/resources/parser/} hold several hundred of
 * CPython's answers, and the tests compare against them.
 *
 * <h2>Not supported</h2>
 * Every construct of Python 3.13's grammar is parsed.
 */
package org.specializer.core.parser;
