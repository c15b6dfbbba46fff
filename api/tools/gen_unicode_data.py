"""Generate api/src/main/resources/org/specializer/api/unicode.dat from CPython's own
Unicode database, so that str methods agree with CPython 3.13 (Unicode 15.1) whatever Unicode
version the JVM carries.

Run with CPython 3.13:  PYENV_VERSION=3.13.0 python3 api/tools/gen_unicode_data.py

Every property is read back from the behaviour of str methods on one-character strings, the
same functions the Java side reimplements. The file layout is documented in UnicodeData.java.
"""
import gzip
import os
import struct
import sys
import unicodedata

assert sys.version_info[:2] == (3, 13), "generate with CPython 3.13"

PRINTABLE, ALPHA, DECIMAL, DIGIT, NUMERIC, SPACE, UPPER, LOWER, TITLE, ID_START, \
    ID_CONTINUE, CASED, CASE_IGNORABLE, LINEBREAK = (1 << i for i in range(14))
DECIMAL_SHIFT = 16
UPPER_SPECIAL, LOWER_SPECIAL, TITLE_SPECIAL, FOLD_SPECIAL = (1 << i for i in range(24, 28))
SPECIAL_BITS = (UPPER_SPECIAL, LOWER_SPECIAL, TITLE_SPECIAL, FOLD_SPECIAL)
BLOCK_SHIFT = 7
MAX = 0x110000


def flags_of(cp):
    c = chr(cp)
    f = 0
    if c.isprintable(): f |= PRINTABLE
    if c.isalpha(): f |= ALPHA
    if c.isdecimal(): f |= DECIMAL | (unicodedata.decimal(c) << DECIMAL_SHIFT)
    if c.isdigit(): f |= DIGIT
    if c.isnumeric(): f |= NUMERIC
    if c.isspace(): f |= SPACE
    if c.isupper(): f |= UPPER
    if c.islower(): f |= LOWER
    if unicodedata.category(c) == 'Lt': f |= TITLE
    if c.isidentifier(): f |= ID_START
    if ('a' + c).isidentifier(): f |= ID_CONTINUE
    cased = c.isupper() or c.islower() or unicodedata.category(c) == 'Lt'
    if cased: f |= CASED
    # Final sigma skips case-ignorable characters: probe the lowering of a sigma with c after.
    if ('A\u03a3' + c + 'b').lower()[1] == '\u03c3' and ('A\u03a3' + c).lower()[1] == '\u03c2':
        f |= CASE_IGNORABLE
    if len(('a' + c + 'b').splitlines()) == 2: f |= LINEBREAK
    return f


specials = []
special_index = {}


def mapping(cp, s, bit):
    """A single code point maps by delta; longer results go to the specials table."""
    if len(s) == 1:
        return ord(s) - cp, 0
    key = tuple(ord(x) for x in s)
    if key not in special_index:
        special_index[key] = len(specials)
        specials.append(len(key))
        specials.extend(key)
    return special_index[key], bit


records = []
record_index = {}
per_cp = []
for cp in range(MAX):
    c = chr(cp)
    f = flags_of(cp)
    maps = []
    for s, bit in ((c.upper(), UPPER_SPECIAL), (c.lower(), LOWER_SPECIAL),
                   (c.title(), TITLE_SPECIAL), (c.casefold(), FOLD_SPECIAL)):
        v, sb = mapping(cp, s, bit)
        f |= sb
        maps.append(v)
    rec = (f, *maps)
    if rec not in record_index:
        record_index[rec] = len(records)
        records.append(rec)
    per_cp.append(record_index[rec])

block_size = 1 << BLOCK_SHIFT
blocks = []
block_index = {}
index = []
for start in range(0, MAX, block_size):
    b = tuple(per_cp[start:start + block_size])
    if b not in block_index:
        block_index[b] = len(blocks)
        blocks.append(b)
    index.append(block_index[b])

assert len(records) < 0x8000 and len(blocks) < 0x8000
out = bytearray(b'PYUD')
out += struct.pack('>iii', 1, BLOCK_SHIFT, len(index))
out += struct.pack('>%dh' % len(index), *index)
out += struct.pack('>i', len(blocks) * block_size)
for b in blocks:
    out += struct.pack('>%dh' % block_size, *b)
out += struct.pack('>i', len(records))
for r in records:
    out += struct.pack('>5i', *r)
out += struct.pack('>i', len(specials))
out += struct.pack('>%di' % len(specials), *specials)

here = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(here, '..', 'src', 'main', 'resources', 'org', 'specializer', 'api',
                    'unicode.dat')
with open(path, 'wb') as fh:
    # mtime=0: the same input gives the same bytes, so the file only changes with the data
    fh.write(gzip.compress(bytes(out), mtime=0))
print('records', len(records), 'blocks', len(blocks), 'specials', len(specials),
      'bytes', len(out))
