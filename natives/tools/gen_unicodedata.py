"""Generate natives/src/main/resources/org/specializer/natives/unicodedata/unicodedata.dat
from CPython's own unicodedata, so that the unicodedata module answers as CPython 3.13's
(Unicode 15.1) whatever Unicode version the JVM carries.

Run with CPython 3.13:  PYENV_VERSION=3.13.0 python3 natives/tools/gen_unicodedata.py

Name aliases and named sequences cannot be listed through unicodedata's API: the candidates
are the names in Perl's copy of the Unicode names (/usr/share/perl/*/unicore/Name.pl, Unicode
14) and every one is kept only if CPython's lookup() resolves it and it is not the
character's own name. The layout of the (gzipped, big-endian) output is documented in
UnicodeDatabase.java.
"""
import glob
import gzip
import os
import struct
import sys
import unicodedata as u

assert sys.version_info[:2] == (3, 13), "generate with CPython 3.13"

MAX = 0x110000
BLOCK_SHIFT = 7
HANGUL = range(0xAC00, 0xD7A4)

CATEGORIES = ['Cn', 'Lu', 'Ll', 'Lt', 'Mn', 'Mc', 'Me', 'Nd', 'Nl', 'No', 'Zs', 'Zl', 'Zp',
              'Cc', 'Cf', 'Cs', 'Co', 'Lm', 'Lo', 'Pc', 'Pd', 'Ps', 'Pe', 'Pi', 'Pf', 'Po',
              'Sm', 'Sc', 'Sk', 'So']
BIDI = ['', 'L', 'LRE', 'LRO', 'R', 'AL', 'RLE', 'RLO', 'PDF', 'EN', 'ES', 'ET', 'AN', 'CS',
        'NSM', 'BN', 'B', 'S', 'WS', 'ON', 'LRI', 'RLI', 'FSI', 'PDI']
EAW = ['F', 'H', 'W', 'Na', 'A', 'N']


def record(c):
    return (CATEGORIES.index(u.category(c))
            | BIDI.index(u.bidirectional(c)) << 5
            | u.combining(c) << 10
            | EAW.index(u.east_asian_width(c)) << 18
            | u.mirrored(c) << 21)


def main():
    out = []
    w = out.append

    def i32(v):
        w(struct.pack('>i', v))

    def i16(v):
        w(struct.pack('>h', v))

    def utf(s):
        b = s.encode('utf-8')
        w(struct.pack('>H', len(b)) + b)

    w(b'PYUC')
    i32(1)
    # properties: two-level table of records
    records, record_ids, blocks, block_ids, index = [], {}, [], {}, []
    for start in range(0, MAX, 1 << BLOCK_SHIFT):
        block = []
        for cp in range(start, start + (1 << BLOCK_SHIFT)):
            r = record(chr(cp))
            if r not in record_ids:
                record_ids[r] = len(records)
                records.append(r)
            block.append(record_ids[r])
        key = tuple(block)
        if key not in block_ids:
            block_ids[key] = len(blocks)
            blocks.append(key)
        index.append(block_ids[key])
    i32(BLOCK_SHIFT)
    i32(len(index))
    for b in index:
        i16(b)
    i32(len(blocks) << BLOCK_SHIFT)
    for block in blocks:
        for r in block:
            i16(r)
    i32(len(records))
    for r in records:
        i32(r)
    for names in (CATEGORIES, BIDI, EAW):
        i32(len(names))
        for n in names:
            utf(n)
    # numeric values
    nums = [cp for cp in range(MAX) if u.numeric(chr(cp), None) is not None]
    i32(len(nums))
    for cp in nums:
        c = chr(cp)
        i32(cp)
        w(struct.pack('>bbd', u.decimal(c, -1), u.digit(c, -1), u.numeric(c)))
    # decompositions
    decomp = [(cp, u.decomposition(chr(cp))) for cp in range(MAX) if u.decomposition(chr(cp))]
    i32(len(decomp))
    for cp, d in decomp:
        i32(cp)
        utf(d)
    # names: explicit ones; CJK unified ideographs as ranges, Hangul syllables computed
    names, cjk = [], []
    for cp in range(MAX):
        if cp in HANGUL:
            continue
        n = u.name(chr(cp), None)
        if n is None:
            continue
        if n == 'CJK UNIFIED IDEOGRAPH-%X' % cp:
            if cjk and cjk[-1][1] == cp - 1:
                cjk[-1][1] = cp
            else:
                cjk.append([cp, cp])
            continue
        names.append((cp, n))
    i32(len(names))
    for cp, n in names:
        i32(cp)
        utf(n)
    i32(len(cjk))
    for a, b in cjk:
        i32(a)
        i32(b)
    # aliases and named sequences
    name_pl = sorted(glob.glob('/usr/share/perl/*/unicore/Name.pl'))[-1]
    text = open(name_pl, encoding='utf-8').read()
    body = text[text.index("<<'END';\n") + 9:text.index('\nEND\n')]
    aliases, sequences = {}, {}
    for entry in body.split('\n\n'):
        lines = entry.strip('\n').split('\n')
        if len(lines) != 2:
            continue
        codes, name = lines
        try:
            got = u.lookup(name)
        except KeyError:
            continue
        expect = ''.join(chr(int(h, 16)) for h in codes.split())
        if got != expect:
            continue
        if len(got) == 1:
            if u.name(got, None) != name:
                aliases[name] = ord(got)
        else:
            sequences[name] = got
    i32(len(aliases))
    for n, cp in sorted(aliases.items()):
        utf(n)
        i32(cp)
    i32(len(sequences))
    for n, s in sorted(sequences.items()):
        utf(n)
        i32(len(s))
        for ch in s:
            i32(ord(ch))
    # canonical compositions (primary composites only)
    pairs = []
    for cp, d in decomp:
        if d.startswith('<'):
            continue
        parts = [int(h, 16) for h in d.split()]
        if len(parts) == 2 and u.normalize('NFC', chr(parts[0]) + chr(parts[1])) == chr(cp):
            pairs.append((parts[0], parts[1], cp))
    i32(len(pairs))
    for a, b, c in pairs:
        i32(a)
        i32(b)
        i32(c)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src', 'main',
                        'resources', 'org', 'specializer', 'natives', 'unicodedata',
                        'unicodedata.dat')
    data = b''.join(out)
    with gzip.GzipFile(path, 'wb', mtime=0) as f:
        f.write(data)
    print('%s: %d bytes (%d uncompressed); %d records, %d blocks, %d names, %d aliases, '
          '%d sequences, %d compositions' % (path, os.path.getsize(path), len(data),
          len(records), len(blocks), len(names), len(aliases), len(sequences), len(pairs)))


main()
