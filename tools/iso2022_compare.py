# Dev-time comparison of the ISO-2022 codecs with CPython 3.13's (not a test: it needs both).
#   PYENV_VERSION=3.13.0 python3 tools/iso2022_compare.py > /tmp/cpython.txt
#   ./specializer run tools/iso2022_compare.py > /tmp/specializer.txt
#   python3 tools/iso2022_compare.py --diff /tmp/cpython.txt /tmp/specializer.txt
# For each codec (or those named on the command line): every code point below U+30000 encoded
# alone, every JIS X 0213 base and mark together, every two-byte code after each escape
# sequence (and every byte after the single-byte ones and ESC N) decoded, with errors recorded
# as their positions and reason; then random byte strings decoded at once and byte by byte
# (with the decoder's getstate()), and random texts encoded in random pieces (with the
# encoder's getstate()). One line a result, "CODEC KIND KEY RESULT"; --diff counts the lines
# that differ, codec by codec and kind by kind.
import sys

CODECS = ['iso2022_jp', 'iso2022_jp_1', 'iso2022_jp_2', 'iso2022_jp_3', 'iso2022_jp_2004',
          'iso2022_jp_ext', 'iso2022_kr']

ESCAPES = [b'\x1b(B', b'\x1b(J', b'\x1b(I', b'\x1b$@', b'\x1b$B', b'\x1b$A', b'\x1b$(A',
           b'\x1b$(C', b'\x1b$(D', b'\x1b$(O', b'\x1b$(P', b'\x1b$(Q', b'\x1b&@\x1b$B',
           b'\x1b$)C\x0e', b'\x1b$C']
SINGLE = [b'\x1b(J', b'\x1b(I', b'\x1bN', b'\x1b.A\x1bN', b'\x1b.F\x1bN', b'\x1b(B',
          b'\x1b$)C\x0e', b'\x1b$B']
BASES = [0xe6, 0x254, 0x28c, 0x259, 0x25a, 0x2e5, 0x2e9, 0x304b, 0x304d, 0x304f, 0x3051,
         0x3053, 0x30ab, 0x30ad, 0x30af, 0x30b1, 0x30b3, 0x30bb, 0x30c4, 0x30c8, 0x31f7]
MARKS = [0x300, 0x301, 0x2e5, 0x2e9, 0x309a]


def record(e):
    return ('{%d-%d:%s}' % (e.start, e.end, e.reason.split()[0]), e.end)


def run(f):
    try:
        return repr(f())
    except Exception as e:
        if isinstance(e, UnicodeError) and hasattr(e, 'start'):
            return '!%s %d-%d %s' % (type(e).__name__, e.start, e.end, e.reason)
        return '!%s %s' % (type(e).__name__, e)


class Lcg:
    def __init__(self, seed):
        self.x = seed

    def next(self, n):
        self.x = (self.x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.x >> 33) % n


def compare(name, out):
    import codecs
    codecs.register_error('cmp.record', record)
    # encoding, a character at a time
    for cp in range(0x30000):
        c = chr(cp)
        try:
            r = c.encode(name).hex()
        except UnicodeEncodeError as e:
            r = '!%d-%d' % (e.start, e.end)
        out.append('%s enc %X %s' % (name, cp, r))
    for b in BASES:
        for m in MARKS:
            out.append('%s pair %X+%X %s' % (name, b, m, run(lambda: (chr(b) + chr(m)).encode(
                name, 'cmp.record'))))
    # decoding, each escape sequence and two-byte code
    for esc in ESCAPES:
        for b1 in range(0x20, 0x80):
            row = []
            for b2 in range(0x20, 0x80):
                row.append((esc + bytes([b1, b2])).decode(name, 'cmp.record'))
            out.append('%s dec %s%02X %s' % (name, esc.hex(), b1, ascii(row)))
        row = [(esc + bytes([b1, 0x21])).decode(name, 'cmp.record') for b1 in range(0x80, 0x100)]
        out.append('%s dec %s80+ %s' % (name, esc.hex(), ascii(row)))
    for esc in SINGLE:
        row = [(esc + bytes([b])).decode(name, 'cmp.record') for b in range(0x100)]
        out.append('%s dec1 %s %s' % (name, esc.hex(), ascii(row)))
    # random byte strings: escape sequences, shifts, newlines, letters, high bytes
    pieces = [b'\x1b', b'(', b')', b'$', b'.', b'&', b'@', b'B', b'J', b'I', b'A', b'C', b'D',
              b'N', b'O', b'P', b'Q', b'F', b'\x0e', b'\x0f', b'\n', b'\r', b'!', b'$"', b'0!',
              b'VP', b'}', b';', b'~', b'\\', b' ', b'\x7f', b'\x80', b'\xc1', b'\x1b$B',
              b'\x1b(B', b'\x1b(J', b'\x1b$(Q', b'\x1b$(O', b'\x1b$(P', b'\x1b$)C', b'\x1bN',
              b'\x1b.A', b'\x1b.F', b'\x1b&@\x1b$B', b'\x1b(I', b'\x1b$A', b'\x1b$(C',
              b'\x1b$(D', b'$w', b'+D', b'.!', b'za']
    g = Lcg(2022)
    for i in range(3000):
        data = b''.join(pieces[g.next(len(pieces))] for _ in range(1 + g.next(12)))
        out.append('%s fuzz %d %s %s' % (name, i, data.hex(), run(
            lambda: data.decode(name, 'cmp.record'))))
        if i % 3 == 0:
            out.append('%s fuzz-strict %d %s' % (name, i, run(lambda: data.decode(name))))
        d = codecs.getincrementaldecoder(name)('cmp.record')
        steps = []
        for k in range(len(data)):
            steps.append(run(lambda: (d.decode(data[k:k + 1]), d.getstate())))
        steps.append(run(lambda: (d.decode(b'', True), d.getstate())))
        out.append('%s fuzz-inc %d %s' % (name, i, ' '.join(steps)))
    # random texts in random pieces
    chars = ('a', '~', '\\', '\n', '\u00a5', '\u203e', '\u3042', '\u304b', '\u309a', '\u00e6',
             '\u0300', '\u0301', '\u02e5', '\u02e9', '\u31f7', '\u4e2d', '\uac00', '\u00e9',
             '\u0391', '\uff76', '\uff3c', '\u2015', '\u2014', '\U00020089', '\u9b1c',
             '\u9b1d', '\u4ff1', '\u0100', '\U0001f600', '\ud800', '\u9dd7', '\u9a52')
    for i in range(2000):
        text = ''.join(chars[g.next(len(chars))] for _ in range(1 + g.next(8)))
        out.append('%s text %d %s %s %s' % (name, i, ascii(text), run(
            lambda: text.encode(name, 'cmp.record' if i % 2 else 'backslashreplace')),
            run(lambda: text.encode(name, 'replace'))))
        e = codecs.getincrementalencoder(name)('xmlcharrefreplace')
        steps = []
        k = 0
        while k < len(text):
            n = 1 + g.next(3)
            steps.append(run(lambda: (e.encode(text[k:k + n]), e.getstate())))
            k += n
        steps.append(run(lambda: (e.encode('', True), e.getstate())))
        out.append('%s text-inc %d %s' % (name, i, ' '.join(steps)))


def diff(a, b):
    la = open(a, encoding='utf-8').read().splitlines()
    lb = open(b, encoding='utf-8').read().splitlines()
    if len(la) != len(lb):
        print('different numbers of lines: %d and %d' % (len(la), len(lb)))
    counts = {}
    shown = {}
    for x, y in zip(la, lb):
        key = tuple(x.split(' ', 2)[:2])
        total = counts.setdefault(key, [0, 0])
        total[0] += 1
        if x != y:
            total[1] += 1
            if shown.get(key, 0) < 5:
                shown[key] = shown.get(key, 0) + 1
                print('- ' + x[:300])
                print('+ ' + y[:300])
    for key in sorted(counts):
        print('%-16s %-12s %7d lines %6d differ' % (key + tuple(counts[key])))


if __name__ == '__main__':
    if sys.argv[1:2] == ['--diff']:
        diff(sys.argv[2], sys.argv[3])
    else:
        lines = []
        for n in sys.argv[1:] or CODECS:
            compare(n, lines)
        sys.stdout.write('\n'.join(lines) + '\n')
