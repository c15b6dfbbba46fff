# compile() with PyCF_ALLOW_INCOMPLETE_INPUT and PyCF_DONT_IMPLY_DEDENT, as codeop (and so the
# interactive console and pdb) use them: _IncompleteInputError for input that goes on past its
# end, SyntaxError for input that is wrong already, a code object for a complete statement.
import codeop

FLAGS = codeop.PyCF_ALLOW_INCOMPLETE_INPUT | codeop.PyCF_DONT_IMPLY_DEDENT

cases = [
    "def f(x):", "def f(x):\n", "def f(x):\n    return x * 2", "def f(x):\n    return x * 2\n",
    "if x:\n  pass", "if x:\n  pass\n", "x = (1,", "x = (1,\n", "'''abc", "x = 1", "x = 1\n",
    "for i in y:\n  if i:\n    pass\n", "for i in y:\n  if i:\n    pass", "x = )", "1 +",
    "1 +\n", "x = [1,\n 2", "@dec", "@dec\n", "class A:\n  x = 1\n  def f(self):\n    pass\n",
    "try:\n  pass\n", "try:\n  pass\nexcept:\n  pass\n", "x = '''a\nb'''", "a \\\n",
    "x = {1: 2,", "print('a'", "def g():\n  return (1 +\n", "1 + * 2",
]
for mode in ("single", "exec"):
    for src in cases:
        try:
            compile(src, "<x>", mode, FLAGS)
            result = "code"
        except SyntaxError as e:
            result = f"{type(e).__name__}: {e.msg}"
        print(f"{mode:<6} {src!r:<48} {result}")

print()
for src in ["def f(x):", "def f(x):\n    return x * 2", "def f(x):\n    return x * 2\n",
            "x = (1,", "x = 1", "1 +\n", "# only a comment", ""]:
    try:
        code = codeop.compile_command(src)
        print(f"{src!r:<36}", "incomplete" if code is None else "complete")
    except SyntaxError as e:
        print(f"{src!r:<36}", type(e).__name__, e.msg)
