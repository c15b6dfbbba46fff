"""Writes sre_fixtures.txt and sre_casing.txt beside this script, with CPython 3.13:

    python3.13 make_sre_fixtures.py /path/to/cpython/Lib/test/re_tests.py

sre_fixtures.txt has one case per line, fields separated by ' | ':
    pattern (kind and hex code points), flags, code words, groups, groupindex, indexgroup,
    operation, subject, arguments, and the expected result as render() writes it.
Kinds: 's' str, 'b' bytes, 'n' None. Strings are hex code points (bytes: hex bytes) joined
by '.', so that any character survives. The cases are the classic re_tests battery (with
bytes and IGNORECASE variants) and cases of our own for what it leaves out.

sre_casing.txt lists what _sre.unicode_tolower and unicode_iscased answer for every code
point where that differs from the identity or False.
"""
import _sre
import os
import re
import sys
from re import _compiler, _parser

HERE = os.path.dirname(os.path.abspath(__file__))


def hexs(s):
    if isinstance(s, bytes):
        return 'b' + '.'.join('%x' % c for c in s)
    if s is None:
        return 'n'
    return 's' + '.'.join('%x' % ord(c) for c in s)


def render(x):
    if x is None:
        return 'N'
    if isinstance(x, bool):
        return 'T' if x else 'F'
    if isinstance(x, int):
        return str(x)
    if isinstance(x, (str, bytes)):
        return hexs(x)
    if isinstance(x, tuple):
        return '(' + ','.join(render(i) for i in x) + ')'
    if isinstance(x, list):
        return '[' + ','.join(render(i) for i in x) + ']'
    if isinstance(x, re.Match):
        return 'M' + render((x.regs, x.lastindex, x.lastgroup))
    raise TypeError(type(x))


def code_of(pattern, flags):
    p = _parser.parse(pattern, flags)
    code = _compiler._code(p, flags)
    gi = p.state.groupdict
    ig = [None] * p.state.groups
    for k, i in gi.items():
        ig[i] = k
    return (flags | p.state.flags, [int(c) for c in code], p.state.groups - 1, gi, ig)


def run(obj, op, subject, args):
    if op == 'search':
        return obj.search(subject, *args)
    if op == 'match':
        return obj.match(subject, *args)
    if op == 'fullmatch':
        return obj.fullmatch(subject, *args)
    if op == 'findall':
        return obj.findall(subject, *args)
    if op == 'split':
        return obj.split(subject, *args)
    if op == 'sub':
        return obj.subn(args[0], subject, *args[1:])
    if op == 'scan':
        sc = obj.scanner(subject, *args)
        return list(iter(sc.search, None))
    if op == 'scanmatch':
        sc = obj.scanner(subject, *args)
        return list(iter(sc.match, None))
    if op == 'expand':
        m = obj.search(subject)
        return None if m is None else m.expand(args[0])
    raise ValueError(op)


lines = []
seen = set()


def case(pattern, subject, op='search', args=(), flags=0):
    key = (type(pattern), pattern, flags, type(subject), subject, op, args)
    if key in seen:
        return
    seen.add(key)
    try:
        obj = re.compile(pattern, flags)
    except re.error:
        return
    allflags, code, groups, gi, ig = code_of(pattern, flags)
    try:
        expected = render(run(obj, op, subject, args))
    except (TypeError, ValueError, IndexError) as e:
        expected = 'E' + type(e).__name__
    if op == 'expand':
        # the template as re._compile_template hands it to _sre.template
        args = tuple(_parser.parse_template(args[0], obj))
    fields = [hexs(pattern), str(int(allflags)), ' '.join(map(str, code)), str(groups),
              ','.join('%s:%d' % (hexs(k), v) for k, v in gi.items()),
              ','.join(hexs(k) for k in ig), op, hexs(subject),
              ','.join(render(a) for a in args), expected]
    lines.append(' | '.join(fields))


def from_re_tests(path):
    ns = {}
    with open(path) as f:
        exec(f.read(), ns)
    for t in ns['tests']:
        pattern, s, outcome = t[:3]
        if outcome == ns['SYNTAX_ERROR']:
            continue
        case(pattern, s)
        case(pattern, s, flags=re.IGNORECASE)
        try:
            bp, bs = pattern.encode('ascii'), s.encode('ascii')
        except UnicodeEncodeError:
            continue
        case(bp, bs)
        case(bp, bs, flags=re.LOCALE | re.IGNORECASE)
        m = re.search(pattern, s)
        if m is not None:
            case(pattern, s, 'search', (m.start(), m.end() + 1))
            case(pattern, s, 'findall')
            case(pattern, s, 'sub', ('<>',))


def ours():
    astral = 'a\U0001F600b\U0001F601c'
    for p, op, args in [('b.', 'search', ()), ('.', 'findall', ()),
                        ('[\U0001F600-\U0001F64F]', 'findall', ()),
                        ('[\U0001F600\U0001F601]', 'split', ()),
                        ('\U0001F600', 'sub', ('X',)), ('c', 'search', (3,)),
                        (r'\W', 'scan', ()), ('.+', 'search', ()), ('(.)(.)', 'scan', ())]:
        case(p, astral, op, args)
    case('\U00010428', '\U00010400x', flags=re.I)
    case('[\U00010428-\U0001042f]+', '\U00010400\U00010401x', flags=re.I)
    for p, x in [('ß', 'SS'), ('ß', 'ẞ'), ('ſ', 's'), ('s', 'ſ'), ('k', 'K'), ('K', 'k'),
                 ('i', 'İ'), ('ı', 'I'), ('σ', 'ς'), ('Σ', 'ς'), ('µ', 'μ'), ('[a-z]', 'K'),
                 ('[k]', 'K'), ('[^k]', 'K'), ('[ﬀ]', 'ff'), ('[\u0100-\u017f]', '\u0101'),
                 ('(σ)\\1', 'σς'), ('(a+)\\1', 'aAA'), ('[\u0410-\u042f\u4e00]+', '\u0430\u0431')]:
        case(p, x, 'match', flags=re.I)
        case(p, x, 'match', flags=re.I | re.A)
    case(rb'[a-z]+', b'ABC\xe9', 'match', flags=re.I)
    case(rb'\w+', b'ab\xe9', 'match', flags=re.L)
    case(rb'(?i)ABC\xe9', b'abc\xc9', 'match', flags=re.L)
    u = 'a1_\u00e9\u0663 \u2003\n\x1c\u2028x\u00b2\u2167'
    for p in [r'\w', r'\W', r'\d', r'\D', r'\s', r'\S', r'\b\w', r'\B\w', r'\w+\b', '.', '$',
              '^']:
        case(p, u, 'findall')
        case(p, u, 'findall', flags=re.A)
        case(p, u, 'findall', flags=re.M | re.S)
    for p in [rb'\w+', rb'\s', rb'\d', rb'\b.', rb'\W']:
        case(p, b'ab1_\xe9 c\x1c\t\x0b\x85', 'findall')
        case(p, b'ab1_\xe9 c\x1c\t\x0b\x85', 'findall', flags=re.L)
    case(r'\b', '', 'findall')
    case(r'\B', '', 'findall')
    case(r'^\w+$', 'ab\ncd\nef\n', 'findall', flags=re.M)
    case(r'$', 'a\nb\n', 'scan')
    case(r'$', 'a\nb\n', 'scan', flags=re.M)
    case(r'\Z', 'a\nb\n', 'scan')
    case(r'\A', 'a\nb\n', 'scan')
    case('^a', 'ba', 'match', (1,))
    case('^a', 'b\na', 'search', (1,), flags=re.M)
    for p, s in [(r'(?<=a)b', 'ab cb ab'), (r'(?<!a)b', 'ab cb ab'), (r'\w+(?=,)', 'a, b, c'),
                 (r'\b\w+\b(?!,)', 'a, b, c'), (r'(?<=(a))b', 'ab'), (r'(?!(a)c)(a)', 'ab'),
                 (r'(?>a+)b', 'aaab'), (r'(?>a+)a', 'aaaa'), (r'a++a', 'aaaa'),
                 (r'(?:ab)++c', 'ababc'), (r'(ab)*+ab', 'ababab'), (r'(a|b)?+b', 'b'),
                 (r'(?:a|bc)*+c', 'abcabc'), (r'(?:a){2,3}+', 'aaaa'), (r'x*+', 'xxx'),
                 (r'[ab]{1,2}+b', 'abb'), (r'(?>(a)|(b))+', 'abab'), (r'(a+?)(a*)', 'aaa'),
                 (r'<.*?>', '<a><b>'), (r'((a|b)*c)+', 'abcbacc'), (r'(?:(a)|b)*', 'ab'),
                 (r'(a*)*', 'aaa'), (r'(a*)+', 'b'), (r'(a|)*b', 'aab'),
                 (r'(?:(a)|(b))*?c', 'abac'), (r'(ab){2,}?', 'ababab'),
                 (r'(ab){2,}?c', 'abababc'), (r'(a{2}){2,3}', 'aaaaaaaa'), (r'(?:)*', 'a'),
                 (r'(a|)+', 'aa'), (r'(a|)+?b', 'aab'), (r'(\w+) \1', 'hello hello'),
                 (r'(?P<w>\w+) (?P=w)', 'ab ab'), (r'(a)?\1', 'b'), (r'(a)(b)?', 'a'),
                 (r'((a)b)', 'ab'), (r'(?P<x>a)|(?P<y>b)', 'b'), (r'(a)|b', 'b'),
                 (r'(?:(a)|(ab))(c)', 'abc'), (r'(<)?\w+(?(1)>)$', '<a>'),
                 (r'(<)?\w+(?(1)>)$', 'a>'), (r'(?P<q>")?\w+(?(q)"|!)', 'a!'),
                 (r'(?P<q>")?\w+(?(q)"|!)', '"a!'), (r'(a+)+b', 'a' * 18 + 'c'),
                 (r'(?:a|b)*?c', 'ab' * 100 + 'c'), (r'(x)*y', 'x' * 100 + 'y'),
                 ('(a|b)*', 'ab' * 100), ('(?:ab)*+', 'ab' * 100), (r'(?:(a)|b)+?c', 'abc'),
                 (r'(?=(a+))a*b\1', 'baaabac'), (r'(?!a)(?<!b)\w', 'abcab'),
                 (r'(?i)(?<=ß)x', 'ẞx'), (r'(.)(?<=\1\1)', 'abbc'), (r'(?:x(?=y)|z)+', 'xyzz')]:
        case(p, s, 'search')
        case(p, s, 'fullmatch')
        case(p, s, 'findall')
    for p, s, op, args in [(r'\d+', 'a1b22c333', 'sub', ('#',)), ('a', 'aaaa', 'sub', ('b', 2)),
                           ('x*', 'abxd', 'sub', ('-',)), ('', 'abc', 'sub', ('-',)),
                           (rb'(\w)', b'ab', 'sub', (b'<>',)), (r'\s+', 'a  b \t c', 'sub', (' ',)),
                           (r'(,)\s*', 'a, b,c', 'split', ()), (r'\W+', 'a b c d', 'split', (2,)),
                           (r'\b', 'a b', 'split', ()), (r'x*', 'axbc', 'split', ()),
                           (r'(a)|b', 'xaybz', 'split', ()), (r'\W+', 'a b c', 'split', (-1,)),
                           (r'\w*', 'ab c', 'findall', ()), (r'(a)(b)?', 'aab', 'findall', ()),
                           (r'a*', 'baac', 'scan', ()), (r'\w', 'abcdef', 'scan', (2, 4)),
                           (r'a', 'aaba', 'scanmatch', ()), (r'a|ab', 'ab', 'fullmatch', ()),
                           (r'a*?', 'aaa', 'fullmatch', ()), (r'a+?', 'aa', 'fullmatch', ()),
                           (r'a*+', 'aa', 'fullmatch', ()), (r'a+', 'aaab', 'fullmatch', (0, 3)),
                           (r'b', 'abc', 'match', (1, 3)), (r'b', 'abc', 'match', (1, 1)),
                           (r'b', 'abc', 'match', (-5, 100)), (r'b', 'abc', 'match', (3, 1)),
                           (r'', 'abc', 'search', (5, -1)),
                           (r'(?P<a>\w)(\w)', 'abcd', 'expand', (r'\g<2>\g<a>\g<0>|',)),
                           (r'(a)|b', 'b', 'expand', (r'[\1]',)),
                           ('abcab', 'xxabcabcabxabcab', 'scan', ()),
                           ('aab', 'aaaab aab', 'scan', ()), (r'ab(c+)', 'abab abc abcc', 'scan', ()),
                           ('hello', 'hello, hello', 'scan', ()), (r'[xy]\d', 'ax1 y2 z3', 'scan', ()),
                           ('[\u0400-\u04ff\u4e00-\u9fff]+', 'ab\u0410\u0411 \u4e2d\u6587 x', 'findall', ()),
                           ('[^\u0400-\u04ff\u4e00-\u9fff\u3000]+', 'ab\u0410\u0411 \u4e2d\u6587 x', 'findall', ()),
                           ('[a\U00010000-\U0001FFFF]', 'xa\U0001F600\u0100', 'findall', ()),
                           ('[^a-c\\d]', 'abcde123f', 'findall', ()),
                           (r'(?x) a b # c', 'xab', 'search', ()),
                           (r'(?s).*', 'a\nb', 'match', ()), (r'(?m)^b', 'a\nb', 'search', ()),
                           ('a', 'a', 'search', (0, 2 ** 40)), ('a', 'ba', 'match', (2 ** 40,)),
                           ]:
        case(p, s, op, args)
    for flags in (0, re.I):
        for p in ['a.c', 'a[^b]c', 'a[a-z]*c', r'(a|ab)(c|bcd)(d*)', r'\w+@\w+\.com']:
            case(p, 'xa\u00e9c abc aXc abcd joe@x.com', 'findall', flags=flags)


def casing():
    lower = []
    cased = []
    start = None
    for c in range(0x110000):
        lc = _sre.unicode_tolower(c)
        if lc != c:
            lower.append('%x:%x' % (c, lc))
        if _sre.unicode_iscased(c):
            if start is None:
                start = c
        elif start is not None:
            cased.append('%x-%x' % (start, c - 1))
            start = None
    with open(os.path.join(HERE, 'sre_casing.txt'), 'w') as f:
        f.write('tolower ' + ' '.join(lower) + '\n')
        f.write('iscased ' + ' '.join(cased) + '\n')


from_re_tests(sys.argv[1])
ours()
with open(os.path.join(HERE, 'sre_fixtures.txt'), 'w') as f:
    f.write('\n'.join(lines) + '\n')
casing()
print(len(lines), 'cases')
