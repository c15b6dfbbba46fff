"""A backslash inside a line's indentation: the column of the first one is the indentation,
and a continued line that turns out blank is skipped; an unterminated string whose quote was
escaped says so."""
sources = [
    'pass\n        \\\n\npass\n',
    'def fib(n):\n    \\\n"""doc"""\n    \\\na, b = 0, 1\n',
    'if True:\n    \\\n        x = 1\n    y = 2\n',
    'if x:\n    y = 1\n  \\\n  foo = 1\n',
    '"blech\\"',
    'r"blech\\"',
    "'blech",
    "'''blech",
    'x = "a\\"b" + "c\n',
    "s = 'it\\'s\n",
]
for src in sources:
    try:
        code = compile(src, '<src>', 'exec')
        ns = {}
        exec(code, ns)
        print('ok', sorted(k for k in ns if k != '__builtins__'))
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno, e.offset)
    except NameError as e:
        print('NameError', e)
