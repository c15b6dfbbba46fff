# _tokenize.TokenizerIter as Lib's tokenize module drives it (extra_tokens=True): token
# types, strings, positions and lines, f-string parts, and the errors it raises.
import _tokenize

NAMES = {0: 'ENDMARKER', 1: 'NAME', 2: 'NUMBER', 3: 'STRING', 4: 'NEWLINE', 5: 'INDENT',
         6: 'DEDENT', 55: 'OP', 59: 'FSTRING_START', 60: 'FSTRING_MIDDLE', 61: 'FSTRING_END',
         62: 'COMMENT', 63: 'NL'}


def lines_of(src):
    lines = src.splitlines(keepends=True)

    def readline():
        return lines.pop(0) if lines else ''
    return readline


def show(src, extra=True):
    print('==', repr(src))
    try:
        for typ, string, start, end, line in _tokenize.TokenizerIter(lines_of(src),
                                                                      extra_tokens=extra):
            print(' ', NAMES.get(typ, typ), repr(string), start, end, repr(line))
    except SyntaxError as e:
        print('  %s: %s %r %r' % (type(e).__name__, e.msg, e.lineno, e.offset))


show("def f(a, b=1):\n    '''doc\n    string'''\n    return a + b  # sum\n\n\nx = f(1)\n")
show("if x:\n    y = [1,\n         2]  # two\n  # dedented comment\nz = 3")
show("s = f'a{b!r:>{c}}d{{e}}' + rb'\\x' + u'é'\n")
show("f'''x\n{y:%H:%M}\n'''\nf'{x:}' f'{{'\n")
show("async def g(): await h(**k, *a) @ m\n")
show("x = 0x1f + 1e5 + 1j + 0o7 + 1_000 + 1if y else 2\n")
show("x = (\r\n  1)\r\n\r\n# c\r\n")
show("a->b; c := d ... $ e\n")
show("\n\n# only comments\n   \n")
show("")
show("x = (\n")
show("'abc\n")
show("x = '''abc\n")
show("if x:\n  y\n z\n")
show("0_\n")
show("x = 1\n\\\n")
show("x = f'}'\n")
show("x = (1,  # c\n     2)\n", extra=False)
print(type(_tokenize.TokenizerIter(lines_of('x'), extra_tokens=True)).__name__)
try:
    list(_tokenize.TokenizerIter(lambda: 1, extra_tokens=True))
except TypeError as e:
    print('TypeError:', e)
data = [b'x = "\xc3\xa9"\n']
print(list(_tokenize.TokenizerIter(lambda: data.pop() if data else b'', extra_tokens=True,
                                   encoding='utf-8')))
