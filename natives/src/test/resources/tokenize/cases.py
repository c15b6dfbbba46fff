# Tokenizes each source of `cases` with _tokenize.TokenizerIter(readline, extra_tokens=True),
# as tokenize.generate_tokens does; OUT holds the tokens or the error.
import _tokenize
TOKNAMES = {0:'ENDMARKER',1:'NAME',2:'NUMBER',3:'STRING',4:'NEWLINE',5:'INDENT',6:'DEDENT',55:'OP',59:'FSTRING_START',60:'FSTRING_MIDDLE',61:'FSTRING_END',62:'COMMENT',63:'NL',64:'ERRORTOKEN'}
class Lines:
    def __init__(self, src):
        self.lines = [l for l in src.replace("\n", "\n\0").split("\0") if l]
        self.i = 0
    def __call__(self):
        if self.i < len(self.lines):
            self.i += 1
            return self.lines[self.i - 1]
        return ''
def run(src):
    out = []
    try:
        for t in _tokenize.TokenizerIter(Lines(src), extra_tokens=True):
            out.append('%s %r %s %s %r' % (TOKNAMES.get(t[0], t[0]), t[1], t[2], t[3], t[4]))
    except SyntaxError as e:
        out.append('EXC %s %r %r %r' % (type(e).__name__, e.msg, e.lineno, e.offset))
    return out

cases = [
 "x = 1\n", "x = 1", "if x:\n    y = 2\n\n# c\n  # c2\nz = 3\n", "def f():\n    return 1\n", "def f():\n    return 1",
 "a = (1,\n  2)  # c\n", "s = '''a\nb'''\n", "f'a{b!r:>{c}}d{{e}}'\n", "f'''x\n{y}\n'''\n", "x = 'é' + y\n", "\n\n", "", "#only\n",
 "x\\\n  + 1\n", "async def f(): await x\n", "1 $ 2\n", "x = (\n", "'abc\n", "x = 1\r\ny = 2\r\n", "  x = 1\n", "if a:\n\tb\n",
 "x = 0x1f + 1e5 + 1j + 0o7 + 1_000\n", "a->b\n", "rb'x' + Br'y' + u'z'\n", "f'{x=}'\n", "f'{x:{y}.{z}}'\n", "f'a' f'b'\n", "f'{\"a\"}'\n",
 "class A:\n    def f(self):\n        pass\n\n\nx = 1\n",
 "f'a\\nb{x}\\{y}'\n", "f'\\N{DASH}{x}'\n", "rf'a\\{x}'\n", "f'{x!r}'\n", "f'''{\nx\n}'''\n", "f'{x:%H:%M}'\n", "# c", "x = 1  # c",
 "if x:\n  y\n z\n", "x = )\n", "x = (]\n", "1if x else 2\n", "0_\n", "x = '''abc\n", "x = 1\n\\\n", "def f(\n  a,\n  b): pass\n",
 "x = [\n  1,  # one\n\n  2,\n]\n", "x = 1\n   \n", "if x:\n    pass\n    \n", "x = 1\n# end", "x = 1\n  # end\n", "a\x0cb\n",
 "@dec\ndef f(): ...\n", "x: int = 5\n", "a = b'\\x00'\n", "x = 1.5e-3j\n", "if True:\n    if False:\n        pass\n", "\tx = 1\n",
 "x = 'a' \\\n    'b'\n", "λ = 1\n", "x = 1;y = 2\n", "f'{x:}'\n", "f'{x!r:}'\n", "f'{{x'\n", "f'}}'\n", "x = 1\r\n\r\n# c\r\n",
 "x = (\r\n  1)\r\n", "x\n   ", "x = '\\\n'\n", "if x:\n  y", "f'{x}' \\\n f'{y}'\n",
 "if a:\n    if b:\n        x\n    y\n", "x = f'{a}{b}'\n", "f'{a!s:^10}' + f\"{b['k']}\"\n", "x = f'''\n{a}\n  b\n'''\n",
 "def f(a, /, b, *, c): pass\n", "x = [i for i in range(3) if i]\n", "print(*a, **k)\n", "x ** = 2\n", "x //= 3; y @= z\n",
 "x = 1 if y else 2 # comment é\n", "'''doc\nstring'''\n", "x = 'a\\\nb'\n", "  \n", "\n", " ", "#", "x = 5  \\\n# c\n",
 "x = 1e\n", "x = 09\n", "x = 1__0\n", "x = 0b2\n", "x = '\\N{x'\n", "x = f'{'\n", "x = f'{x!}'\n", "x = f'}'\n",
 "def f():\n  x\n\n  # c\n\ny\n", "if x:\n    a\n  # c\n    b\n", "while 1:\n\tpass\n",
 "x = `1`\n", "x = a?b\n", "é = 1\n", "x = '日本'\n", "s = '\\u00e9'\n",
]
OUT = []
for i, src in enumerate(cases):
    OUT.append('=' * 10 + ' ' + str(i) + ' ' + repr(src))
    OUT.extend(run(src))
