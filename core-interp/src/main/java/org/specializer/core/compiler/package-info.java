/**
 * AST to bytecode: the same code objects CPython 3.13 makes from the same source.
 *
 * <h2>Entry points</h2>
 * {@link org.specializer.core.compiler.Compiler#compile Compiler.compile(mod, filename, mode)}
 * turns an {@link org.specializer.core.ast.Ast.Mod} into a {@link org.specializer.api.PyCode};
 * {@link org.specializer.core.compiler.Compiler#compileSource Compiler.compileSource} parses
 * first. {@link org.specializer.core.compiler.Disassembler#dis Disassembler.dis} prints a code
 * object the way {@code python3 -m dis} does, which is how the tests compare our output with
 * CPython's, instruction for instruction.
 *
 * <h2>Pipeline (CPython's file for each step in parentheses)</h2>
 * <ol>
 *   <li>{@code Future}: {@code from __future__} imports ({@code future.c}).
 *   <li>{@code ConstFolder}: constant folding on the tree with CPython's size limits,
 *       {@code '%s' % (x,)} to f-strings, lists and sets of constants iterated or tested with
 *       {@code in} to tuples and frozensets ({@code ast_opt.c}).
 *   <li>{@code SymbolTable} and {@code Scope}: which name is local, global (explicit or
 *       implicit), free or cell in each block; list, set and dict comprehensions are inlined
 *       into their enclosing block (PEP 709); the annotation scopes of PEP 695 type
 *       parameters; scope errors with CPython's messages ({@code symtable.c}).
 *   <li>{@code CodeGen}, {@code ExprCodeGen}, {@code MatchCodeGen}, {@code CodeGenBase}: a
 *       linear instruction sequence with labels and pseudo-instructions (SETUP_FINALLY,
 *       SETUP_CLEANUP, SETUP_WITH, POP_BLOCK, JUMP, JUMP_NO_INTERRUPT, LOAD_CLOSURE,
 *       STORE_FAST_MAYBE_NULL) per code unit ({@code compile.c}).
 *   <li>{@code FlowGraph} and {@code Peephole}: basic blocks; the exception handler of every
 *       instruction from the SETUP/POP_BLOCK nesting; dead code removal; line number
 *       propagation; constant conditions, jump threading, tuple folding, SWAP elimination,
 *       LOAD_FAST_CHECK where a local may be unbound, the LOAD_FAST_LOAD_FAST family of
 *       superinstructions; exception handlers moved to the end; maximum stack depth;
 *       conditional jumps made forward-only ({@code flowgraph.c}).
 *   <li>{@code CodeFinisher} and {@code Assembler}: the locals layout (arguments, other
 *       locals, cells that are not arguments, free variables), the prefix (COPY_FREE_VARS,
 *       MAKE_CELL, RETURN_GENERATOR), relative jump opargs with EXTENDED_ARG, inline cache
 *       units, the exception table, the line table and the position table (end line and
 *       columns of every instruction: {@code LOC(node)} as the code generator set it, columns
 *       converted to UTF-8 byte offsets as CPython counts them) ({@code assemble.c}).
 * </ol>
 *
 * <h2>Code objects in CPython's formats</h2>
 * Specializer's own layout (above) is what runs. {@code CPythonCode} translates it, when
 * {@code co_code}, {@code _co_code_adaptive}, {@code co_linetable}, {@code co_exceptiontable},
 * {@code co_lines()}, {@code co_positions()}, {@code f_lasti} or {@code tb_lasti} is first
 * asked for, into CPython 3.13's: its opcode numbers ({@code CPythonOpcodes}), its cache
 * sizes, jump opargs recomputed for them, the varint exception table and the location table.
 * These equal CPython's own for the modules of Lib. {@code CodeReplace} is
 * {@code code.replace()}.
 *
 * <h2>Where the output differs from CPython's, and why</h2>
 * <ul>
 *   <li>Cache sizes come from {@link org.specializer.spi.Opcode#cacheUnits()}, CPython 3.13's
 *       (JUMP_BACKWARD and POP_JUMP_IF_* included, whose unit nothing here reads) except that
 *       CALL_KW has three (3.14's layout): in code with a keyword call, offsets after it,
 *       relative jump opargs over it and the EXTENDED_ARG prefixes they may need differ; jump
 *       targets do not. The reference-table field of LOAD_ATTR's cache holds a slot index,
 *       numbered per code object.
 *   <li>A module's RESUME carries line 0, which {@link org.specializer.api.PyCode#lineTable}
 *       cannot tell from "no line"; the disassembler treats a module's leading line-0 units as
 *       line 0.
 *   <li>There are no optimization levels ({@code -O}): asserts and docstrings are always
 *       kept. (SyntaxWarnings are CPython's: the compiler's go through
 *       {@code CodeGenBase.warn} to {@link org.specializer.core.ast.SyntaxWarnings}.)
 * </ul>
 */
package org.specializer.core.compiler;
