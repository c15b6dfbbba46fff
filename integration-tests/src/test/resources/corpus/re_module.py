# The re package of CPython 3.13's Lib over the _sre engine: the module's functions, Pattern
# and Match objects, replacement templates, the Scanner class, flags, errors.
import re

print(re.match(r'(\w+) (\w+)', 'Isaac Newton, physicist').groups())
print(re.search(r'(?<=-)\w+', 'spam-egg').group(0))
print(re.fullmatch(r'\d{3}-\d{4}', '555-1234') is not None, re.fullmatch(r'\d+', '12a'))
print(re.findall(r'\bf[a-z]*', 'which foot or hand fell fastest'))
print(re.findall(r'(\w+)=(\d+)', 'set width=20 and height=10'))
print([m.span() for m in re.finditer(r'\w+ly\b', 'He was carefully disguised but captured quickly by police.')])
print(re.split(r'\W+', 'Words, words, words.'))
print(re.split(r'(\W+)', 'Words, words, words.'))
print(re.split(r'\W+', 'Words, words, words.', maxsplit=1))
print(re.split('[a-f]+', '0a3B9', flags=re.IGNORECASE))
print(re.sub(r'def\s+([a-zA-Z_][a-zA-Z_0-9]*)\s*\(\s*\):',
             r'static PyObject*\npy_\1(void)\n{', 'def myfunc():'))
print(re.sub(r'(?P<first>\w+) (?P<last>\w+)', r'\g<last>, \g<first> (\g<0>)', 'Ada Lovelace'))
print(re.sub('-{1,2}', lambda m: ' ' if m.group(0) == '-' else '-', 'pro----gram-files'))
print(re.subn(r'\sAND\s', ' & ', 'Baked Beans And Spam', flags=re.IGNORECASE))
print(re.sub('x*', '-', 'abxd'), re.sub(r'(a)|b', r'[\1]', 'ab'))
print(re.escape('https://www.python.org/ (3.13)?'))

p = re.compile(r'(?P<key>[a-z]+)\s*[:=]\s*(?P<value>.*?)\s*$', re.MULTILINE)
cfg = 'name = demo\nsize: 3 \n# comment\nmode=fast\n'
print(p, p.flags, p.groups, dict(p.groupindex))
for m in p.finditer(cfg):
    print(m, m.lastgroup, m.groupdict(), m.span('value'))
m = p.search(cfg)
print(m.expand(r'\g<key> is \g<value>'), m['key'], m.group(1, 2), m.start(), m.end(2), m.regs)
print(m.pos, m.endpos, m.re is p, m.string is cfg)

print(re.compile('a.c', re.S | re.I), re.compile(b'[^\\x00-\\x7f]+'))
print(re.findall(r'(?i)straße', 'STRASSE Straße STRAẞE'), re.findall('ſ', 'Ss', re.I))
print(re.findall(r'\w+', 'naïve café 東京', re.ASCII), re.findall(r'\w+', 'naïve café 東京'))
s = 'emoji \U0001F600\U0001F601 and \U0001F64F!'
print(re.findall('[\U0001F600-\U0001F64F]+', s), [m.span() for m in re.finditer(r'\S+', s)])
print(re.findall(rb'[a-z]+', b'bytes 123 ok'), re.sub(rb'\d', b'#', b'a1b22'))
print(re.match(r'(?>a+)b', 'aaab'), re.match(r'a++a', 'aaaa'), re.findall(r'"[^"]*+"', 'a "b" "c"'))
print([bool(re.fullmatch(r'(<)?\w+(?(1)>)', s)) for s in ['<a>', 'a', '<a', 'a>']])
print(re.findall(r'''(?x)
    (\d+)      # a number
    \s*
    ([a-z]+)   # a unit
''', '3 apples, 12 pears'))

tokens = [
    ('NUMBER', r'\d+(?:\.\d*)?'), ('ASSIGN', r':='), ('ID', r'[A-Za-z]+'),
    ('OP', r'[+\-*/]'), ('SKIP', r'[ \t]+'), ('MISMATCH', r'.'),
]
tok_regex = '|'.join('(?P<%s>%s)' % pair for pair in tokens)
for mo in re.finditer(tok_regex, 'total := price * 1.08 + tip'):
    if mo.lastgroup != 'SKIP':
        print(mo.lastgroup, repr(mo.group()), mo.start())

scanner = re.Scanner([
    (r'[a-z]+', lambda s, tok: ('WORD', tok)),
    (r'\d+', lambda s, tok: ('INT', int(tok))),
    (r'\s+', None),
])
print(scanner.scan('add 12 to 30 now!'))

for bad in [r'(abc', r'a{2,1}', r'(?P<1x>a)', r'\k', '[z-a]', r'(?<=a+)b']:
    try:
        re.compile(bad)
    except re.error as e:
        print(type(e).__name__, e, e.pos)
for f in [lambda: re.match('a', b'a'), lambda: re.match(b'a', 'a'), lambda: re.search('a', 5),
          lambda: re.match('(a)', 'a').group(2), lambda: re.sub('(a)', r'\2', 'a')]:
    try:
        f()
    except (TypeError, IndexError, re.error) as e:
        print(type(e).__name__, e)
print(re.compile('x') == re.compile('x'), re.compile('x') == re.compile('x', re.I))
print(len(re.findall('(?:a|b)*c', 'ab' * 5000 + 'c')[0]))
