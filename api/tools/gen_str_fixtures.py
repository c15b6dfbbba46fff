"""Generate str_unicode_fixtures.txt: random text over a tricky alphabet, with CPython 3.13's
results for the case mappings, predicates, whitespace splitting and repr.

Run with CPython 3.13:  PYENV_VERSION=3.13.0 python3 api/tools/gen_str_fixtures.py

Line format: op|input|expected, where a string is written as its code points in hex separated
by spaces (empty for ''), a list as strings separated by ',' and a bool as True/False.
"""
import os
import random
import sys

assert sys.version_info[:2] == (3, 13), "generate with CPython 3.13"

ALPHABET = (
    'aZ09 _-.\'\t\n\r\x0b\x0c\x1c\x1f\x85\xa0'
    '\xdf\xe9\xc9\xff\u0130\u0131\u0149\u01c4\u01c5\u01c6\u01f0\u0345'
    '\u0390\u03a3\u03c3\u03c2\u0391\u03b1\u1f80\u1f88\u1fb3\u1fbc'
    '\u0301\u0308\u00ad\u200b\u2028\u2029\u3000\u1680\u2167\u00bd\u00b2\u0663\u4e00'
    '\ufb01\ufb03\ufb17\u0587\u1e9e\u13a0\uab70\u10d0\u1c90\u2126\u212a'
    '\U00010400\U00010428\U0001d400\U0001f600\U00010570\U00016e40\U0001e900'
    '\u0378\ue000\ufeff\uffff\U000e0001'
)
OPS = ['upper', 'lower', 'casefold', 'title', 'capitalize', 'swapcase', 'isupper', 'islower',
       'istitle', 'isalpha', 'isalnum', 'isdecimal', 'isdigit', 'isnumeric', 'isspace',
       'isprintable', 'isidentifier', 'split', 'strip', 'splitlines', 'repr', 'ascii']


def enc(v):
    if isinstance(v, bool):
        return str(v)
    if isinstance(v, list):
        return ','.join(enc(x) for x in v)
    return ' '.join('%x' % ord(c) for c in v)


def apply(op, s):
    if op == 'repr':
        return repr(s)
    if op == 'ascii':
        return ascii(s)
    if op == 'splitlines':
        return s.splitlines(True)
    return getattr(s, op)()


def main():
    rnd = random.Random(3013)
    lines = []
    for n in range(400):
        length = rnd.randint(0, 12)
        s = ''.join(rnd.choice(ALPHABET) for _ in range(length))
        for op in OPS:
            r = apply(op, s)
            lines.append('%s|%s|%s' % (op, enc(s), enc(r)))
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, '..', 'src', 'test', 'resources', 'org', 'specializer', 'api',
                        'str_unicode_fixtures.txt')
    with open(path, 'w') as fh:
        fh.write('\n'.join(lines) + '\n')
    print(path, len(lines))


main()
