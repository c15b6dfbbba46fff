"""ast.parse(type_comments=True): # type: comments on a def (its line or alone on the next),
its parameters, plain assignments, for and with; elsewhere a SyntaxError at the comment's
text; # type: ignore comments collected as TypeIgnore nodes wherever they are."""
import ast
for src in ['print(1)  # type: int', 'x = (1,  # type: int\n 2)', 'def f(a,  # type: int\n b):  # type: (...) -> None\n  pass',
            'def f(a, b):\n    # type: (int, int) -> int\n    return 1', 'x = 1 # type: ignore[attr]', 'x = 1 # type: int # type: ignore',
            'if x: # type: int\n  pass', 'class C: # type: int\n  pass', 'x: int = 1 # type: int',
            'for x in y: # type: int\n\tpass', 'with x() as y: # type: int\n\tpass', 'async def f():\n  async for x in y: # type: int\n    pass\n  async with a: # type: int\n    pass',
            'def f(*args, # type: int\n      **kw # type: str\n      ): pass', 'a = 5 # type: ignore and more', '#type:ignore\nx = 1\n# type: ignore[x]\n',
            'x = 1\n# type: int\ny = 2', 'def f(\n  a, # type: int\n): pass', 'x = y = 1 # type: int', 'x += 1 # type: int',
            'def f(): # type: () -> None\n    # type: () -> int\n    pass']:
    try:
        t = ast.parse(src, type_comments=True)
        print(ast.dump(t)[:400])
    except SyntaxError as e: print('SyntaxError', e.msg, e.lineno, e.offset)
print(ast.dump(ast.parse('x = 1 # type: int')))
print(compile('x = 1 # type: int\n', 's', 'exec', ast.PyCF_TYPE_COMMENTS).co_names)

# func_type mode: a signature comment's '(types) -> type', its * and ** types in one flat list
for s in ["() -> int", "(int) -> List[str]", "(int, *str, **Any) -> float", "(*int) -> None",
          "(**int) -> None", "(*int, **str) -> None", "(a) -> b\n\n", "(int, *str, *Any) -> float",
          "(int, **str, Any) -> float", "(**int, **str) -> float", "(int,) -> x", "(*a,) -> x",
          "(*int, str) -> x", "(a) -> b c", "(a b) -> x", "a -> b", "(a, b=1) -> c"]:
    try:
        print(repr(s), ast.dump(ast.parse(s, "<sig>", "func_type"), include_attributes=True))
    except SyntaxError as e:
        print(repr(s), "SyntaxError", e.msg, e.lineno, e.offset, e.end_offset)
sig = compile("(a, *b) -> c", "<sig>", "func_type", ast.PyCF_ONLY_AST | ast.PyCF_OPTIMIZED_AST)
print(ast.dump(compile(sig, "<sig>", "func_type", ast.PyCF_ONLY_AST)), ast.unparse(sig))
try:
    compile("(a) -> b", "<sig>", "func_type")
except ValueError as e:
    print("ValueError", e)
