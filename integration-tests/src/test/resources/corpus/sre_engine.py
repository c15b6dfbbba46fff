# The _sre engine driven directly, as re._compiler drives it: each pattern below is the
# code list CPython 3.13's re._compiler makes for it (MAGIC 20230612), handed to
# _sre.compile(pattern, flags, code, groups, groupindex, indexgroup).
import _sre

CODES = {
    'word': ('\\w+', 32, [14, 4, 0, 1, 4294967295, 24, 9, 1, 4294967295, 13, 4, 8, 14, 0, 1, 1], 0, {}, (None,)),
    'kv': ('(?P<key>\\w+)\\s*=\\s*(?P<value>[^;]*);?', 32, [14, 4, 0, 2, 4294967295, 17, 0, 24, 9, 1, 4294967295, 13, 4, 8, 14, 0, 1, 17, 1, 24, 9, 0, 4294967295, 13, 4, 8, 12, 0, 1, 16, 61, 24, 9, 0, 4294967295, 13, 4, 8, 12, 0, 1, 17, 2, 24, 6, 0, 4294967295, 20, 59, 1, 17, 3, 24, 6, 0, 1, 16, 59, 1, 1], 2, {'key': 1, 'value': 2}, (None, 'key', 'value')),
    'num': ('-?\\d+(?:\\.\\d+)?', 32, [14, 4, 0, 1, 4294967295, 24, 6, 0, 1, 16, 45, 1, 24, 9, 1, 4294967295, 13, 4, 8, 10, 0, 1, 23, 15, 0, 1, 16, 46, 24, 9, 1, 4294967295, 13, 4, 8, 10, 0, 1, 18, 1], 0, {}, (None,)),
    'ic': ('h[eé]llo', 34, [14, 4, 0, 5, 5, 40, 104, 39, 6, 16, 101, 16, 233, 0, 40, 108, 40, 108, 40, 111, 1], 0, {}, (None,)),
    'anchor': ('^\\w+$', 40, [14, 4, 0, 1, 4294967295, 6, 1, 24, 9, 1, 4294967295, 13, 4, 8, 14, 0, 1, 6, 6, 1], 0, {}, (None,)),
    'lazy': ('<(.+?)>', 32, [14, 8, 1, 3, 4294967295, 1, 1, 60, 0, 16, 60, 17, 0, 26, 5, 1, 4294967295, 2, 1, 17, 1, 16, 62, 1], 1, {}, (None, None)),
    'alt': ('(?:(cat)|(dog))s?', 32, [14, 4, 0, 3, 4, 7, 13, 17, 0, 16, 99, 16, 97, 16, 116, 17, 1, 15, 15, 13, 17, 2, 16, 100, 16, 111, 16, 103, 17, 3, 15, 2, 0, 24, 6, 0, 1, 16, 115, 1, 1], 2, {}, (None, None, None)),
    'back': ('(\\w)\\1', 32, [14, 7, 4, 2, 2, 8, 14, 0, 17, 0, 13, 4, 8, 14, 0, 17, 1, 11, 0, 1], 1, {}, (None, None)),
    'look': ('(?<=\\$)\\d+(?!\\d*%)', 32, [14, 4, 0, 1, 4294967295, 4, 5, 1, 16, 36, 1, 24, 9, 1, 4294967295, 13, 4, 8, 10, 0, 1, 5, 15, 0, 24, 9, 0, 4294967295, 13, 4, 8, 10, 0, 1, 16, 37, 1, 1], 0, {}, (None,)),
    'poss': ('"[^"]*+"', 32, [14, 8, 1, 2, 4294967295, 1, 1, 34, 0, 16, 34, 29, 6, 0, 4294967295, 20, 34, 1, 16, 34, 1], 0, {}, (None,)),
    'atomic': ('(?>a+)b', 32, [14, 4, 0, 2, 4294967295, 27, 9, 24, 6, 1, 4294967295, 16, 97, 1, 1, 16, 98, 1], 0, {}, (None,)),
    'cond': ('(\\()?\\d+(?(1)\\))', 32, [14, 4, 0, 1, 4294967295, 23, 9, 0, 1, 17, 0, 16, 40, 17, 1, 18, 24, 9, 1, 4294967295, 13, 4, 8, 10, 0, 1, 12, 0, 4, 16, 41, 1], 1, {}, (None, None)),
    'astral': ('[\\U0001F600-\\U0001F64F]+', 32, [14, 4, 0, 1, 4294967295, 24, 10, 1, 4294967295, 13, 5, 22, 128512, 128591, 0, 1, 1], 0, {}, (None,)),
    'bytes': (b'[a-z]+\\d*', 0, [14, 4, 0, 1, 4294967295, 24, 10, 1, 4294967295, 13, 5, 22, 97, 122, 0, 1, 24, 9, 0, 4294967295, 13, 4, 8, 0, 0, 1, 1], 0, {}, (None,)),
    'split': ('\\s*[,;]\\s*', 32, [14, 4, 0, 1, 4294967295, 24, 9, 0, 4294967295, 13, 4, 8, 12, 0, 1, 13, 6, 16, 44, 16, 59, 0, 24, 9, 0, 4294967295, 13, 4, 8, 12, 0, 1, 1], 0, {}, (None,)),
    'empty': ('x*', 32, [14, 4, 0, 0, 4294967295, 24, 6, 0, 4294967295, 16, 120, 1, 1], 0, {}, (None,)),
    'deep': ('(?:a|b)*c', 32, [14, 4, 0, 1, 4294967295, 24, 10, 0, 4294967295, 13, 5, 22, 97, 98, 0, 1, 16, 99, 1], 0, {}, (None,)),
    'casefold': ('straße', 34, [14, 4, 0, 6, 6, 39, 6, 16, 115, 16, 383, 0, 40, 116, 40, 114, 40, 97, 40, 223, 40, 101, 1], 0, {}, (None,)),
}

P = {name: _sre.compile(*args) for name, args in CODES.items()}


def show(label, value):
    print(label, repr(value))


def spans(ms):
    return [m.span() for m in ms]


print(_sre.MAGIC, _sre.CODESIZE, _sre.MAXREPEAT, _sre.MAXGROUPS, _sre.getcodesize())
show('repr', [P['word'], P['ic'], P['bytes']])
show('attrs', (P['kv'].pattern, P['kv'].flags, P['kv'].groups, dict(P['kv'].groupindex)))

text = 'alpha = 1; beta=two ;gamma= 3.5'
show('findall words', P['word'].findall(text))
show('findall kv', P['kv'].findall(text))
for m in P['kv'].finditer(text):
    print(' ', m, m.groupdict(), m.lastindex, m.lastgroup, m.span('value'))
m = P['kv'].search(text, 10)
show('search pos', (m.group(0), m.group('key', 2), m['value'], m.start(1), m.end(), m.regs))
show('match endpos', P['word'].match(text, 0, 3))
show('fullmatch', [P['num'].fullmatch(s) is not None for s in ['-12', '3.', '4.25', 'x']])
show('numbers', P['num'].findall('a -1 b 2.50, -3.0x 44'))
show('ignorecase', [m.group() for m in P['ic'].finditer('Hello HÉLLO hEllo hallo')])
show('casefold', P['casefold'].findall('STRASSE Straße STRAẞE'))
show('multiline', P['anchor'].findall('one\ntwo words\nthree\n'))
show('lazy', P['lazy'].findall('<a><bb> <c>'))
m = P['alt'].search('hot dogs')
show('alternation', (m.group(), m.groups(), m.lastindex, m.groups('-')))
show('backref', P['back'].findall('aabbcd eef'))
show('lookaround', P['look'].findall('$12 $30% $7 12'))
show('possessive', P['poss'].findall('say "hi" and "bye"'))
show('atomic', [P['atomic'].match(s) for s in ['aab', 'aaa']])
show('conditional', [P['cond'].fullmatch(s) is not None for s in ['(12)', '12', '(12', '12)']])
s = 'a\U0001F600\U0001F601b\U0001F64Fc'
show('astral', (P['astral'].findall(s), spans(P['astral'].finditer(s)), len(s)))
show('bytes', P['bytes'].findall(b'abc12 de f9'))
show('split', P['split'].split('a , b;c ;d'))
show('split max', P['split'].split('a , b;c ;d', 2))
show('split empty', P['empty'].split('axxbc'))
show('sub', P['split'].sub('|', 'a , b;c'))
show('subn', P['word'].subn('w', 'one two three', 2))
show('sub callable', P['num'].sub(lambda m: str(float(m.group()) * 2), 'x 1 y 2.5'))
show('sub empty', P['empty'].sub('-', 'abxc'))
show('findall empty', P['empty'].findall('axxb'))
show('deep', P['deep'].match('ab' * 20000 + 'c').end())
sc = P['word'].scanner('ab cd')
show('scanner', [sc.match(), sc.match(), sc.search(), sc.search()])
show('copy', (P['word'].__copy__() is P['word'], P['word'] == _sre.compile(*CODES['word'])))
show('template', type(_sre.template(P['kv'], ['x', 1, 'y'])).__name__)
show('casing', [_sre.unicode_tolower(c) for c in (65, 0x130, 0x1E9E, 0x10400)]
     + [_sre.unicode_iscased(c) for c in (0xDF, 0x31)] + [_sre.ascii_tolower(0xC9)])
for f in [lambda: P['word'].match(b'x'), lambda: P['bytes'].match('x'),
          lambda: P['word'].search(3), lambda: P['word'].match(),
          lambda: P['word'].match('a').group(2), lambda: _sre.compile('a', 0, [1, 2], 0, {}, ()),
          lambda: _sre.template(P['kv'], [])]:
    try:
        f()
    except (TypeError, IndexError, RuntimeError) as e:
        print(type(e).__name__, e)
