# Generates bz2_cases.txt with CPython 3.13:
#   PYENV_VERSION=3.13.0 python3 gen_bz2_cases.py > bz2_cases.txt
# One case per line: an expression, a tab, then repr() of its value or "!Type: message".
# The expressions run in order after PRELUDE (Bz2ModuleTest reads it from this file, so it
# has no backslashes). Compressed bytes are compared only where they must equal CPython's (the
# stream and block headers with the block CRC, the empty stream): the encoders choose their
# Huffman tables differently, so elsewhere a case checks that a stream decodes back. CPY_* are
# streams made by CPython's bz2 (libbzip2), kept here as hex.
PRELUDE = """
import bz2, _bz2, pickle, copy, array, io
from _bz2 import BZ2Compressor, BZ2Decompressor

def run(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

def noise(n, seed):
    out = bytearray(n)
    x = seed
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7fffffff
        out[i] = (x >> 16) & 255
    return bytes(out)

NL = bytes([10])
SMALL = b''.join(b'%d fox and dog %d' % (i, i * 7) + NL for i in range(400))
TEXT = b''.join(b'line %d: the quick brown fox jumps over the lazy dog %d' % (i, i * i) + NL for i in range(3000))
RAND = noise(50000, 7)
RUNS = b'a' * 1000 + b'b' * 256 + b'c' * 255 + b'd' * 4 + b'e' * 3 + bytes(300) + b'f' + b'g' * 259
BIG = noise(130000, 11)
CPY_SMALL = bytes.fromhex(
    '425a68393141592653591e2a9c5d0003fc5980001040007fe0258180406008b00a00e4f80902ec371249db24'
    '97386949b7a87e925002aa9fe1b49feaa4a8230a64c4c83230aaa9ffed3d4ca99aaa26029931320c8c12a7e9'
    '132a93f6aa8192b79c6573c7df75900b34020d8141c070141b020d00b3201d6000b61a01d6402cd008360507'
    '01c0506c083402cc80758002306c0eb201668041b028380e02836041a0166403ac00141c070141b020d00b32'
    '01d6000f69254957e492a4abda4952557cb35cb98d7380c03b0041a0166403ac0016c3403ac8059a0106c0a0'
    'e0380a0d81068059900eb000460d81d6402cd00836050701c0506c083402cc807580028380e02836041a0166'
    '403ac001d63201d6402cd00836050fdeef1556bebceb2016680aaaaaafdd6d72fcd3c083605555567ddaef7b'
    '2805c555999856712ccf8338aa16550aab81dbcce2ea2f85f1555074cce2f8bb1715577330ace2599f056359'
    'cb9cd49762cc8075801249263b5b5f6f2016680aaaaaaf7bd8f7bd1ce673737afb19ce722a8a549520aa4ccf'
    '56e6baa2924b905515453ebce9958b9720aa2a8a549520b599facdee9a2a8a492e415455f64ef7265a924b90'
    '5515452a4a90f6eef726d6a8aa2924b905516f77eee776b45249720aa2a8a549ecee764c9582a8aa29525482'
    'a9333eedeed6a8a492e41545514f5e77ae5959720aa2a8a549520bf72ee14fbe701c0506c49124bad76fe9ef'
    '61ef7bdef1d640aaaaaa30371bf4937f6339ce719ce3525c82a8abf676afb9776924b905515452a4a90fd6ee'
    'f726d6a8aa2924b905516f77d99dd9a2924b905515452a4f6771eccaac1545514a92a4154999f577766a8a49'
    '2e41545514f5e74ee5932e41545514a92a416b33d99b9345514925c82a8abf676bbdcbba8dbc29a69f6eef7b'
    '26b18bceb3cce31f7d9cc1dfbef59a0106c0aaaa6f1e37966f7b400049245249236db60742ef3a71e6798dbc'
    '29a7f3330b9daae18d34f1ccfaaf721ac6de14fd79d2f2c94f0c69a4999eeee63cd636f0fb2fbdccbb91b785'
    '34d3edddebdc4358da17bbf76fb8eb1b78534fb3306fb538634d3c733eadee26b1b78535ec7bf9f9f9ef7ceb'
    '00181802aaaaab175bedc1901dfbbcef7bdef7cdb6dfbdef2caf8e1e397a9537a48e51e760d85092ec933148'
    '049b9992025ade149a62e37e09202db62a6eeda54ded9240f3b286c0491b2538bfbe506c0834122492eeb7de'
    'c4e9a0166413e9249ef7bdb9edd56bdf739cbbf5555df39ad75bc2934c5c6f42480b58553776d2a6f6c92079'
    'd9436024b64998a4024f66648096b7852698bd57767bb7f34020d81492489bd6eeabb741b020d049f4927bde'
    'f6796ae53ee7349ce67326f6d2a6f6c9202d6706d824b64998a4024f66648096b7852698b8df82480b585537'
    '76d2a6f6c9205dad6033777248a492481b3a0006db6f4fbd6f7a30070141b124fa49ef7bdf5fd58aa4e735ad'
    '5dddd5290093d9992025d6f0a4d3171bd09202d6154dddb4a9bdb2481eb6706f0125b24cc520127b3324e735'
    'ad7d2777d5fdf20d00b32089249bcf6aa9ddf4141c070924fa4f7bdee775be6757f73927b9c9215d76ea9bb7'
    '5c6f6e490d4ef8dbc2ab64645217278992155af1949b06fc1242b5dbaa6edd6d493bdecfbe6c0a0e03849224'
    'd5d6faede8041b0292493e9ef7bda8f6eabbf73da9bc492b99caee72d483dcf8972155b31949b06fc1242b5d'
    'baa6edd71e7ab7776fd328cccedafb772f66eda01c0e7ec0381c400e073f801c0e7ec0381cff40381cfe0070'
    '39401c4abf8bb9229c28480f154e2e80')
CPY_TWO = bytes.fromhex(
    '425a6831314159265359f14b8b270061a30100300020003080291942505aa1282e6282b24ca6b35b83225400'
    '271902006000400041481064a151a285471772453850904f568765')
CPY_HELLO = bytes.fromhex(
    '425a683931415926535944f7137800000191804000064490802000220334843021b68154278bb9229c284822'
    '7b89bc00')
EMPTY = b'BZh9' + bytes.fromhex('177245385090') + bytes(4)

def comp(data, level=9, chunk=0):
    c = BZ2Compressor(level)
    if chunk:
        parts = [c.compress(data[i:i + chunk]) for i in range(0, len(data), chunk)]
    else:
        parts = [c.compress(data)]
    return b''.join(parts) + c.flush()

def roundtrip(data, level=9, chunk=0):
    d = BZ2Decompressor()
    return d.decompress(comp(data, level, chunk)) == data, d.eof, d.needs_input, d.unused_data

def feed(data, n, max_length=-1):
    d = BZ2Decompressor()
    out = []
    for i in range(0, len(data), n):
        out.append(d.decompress(data[i:i + n], max_length))
    return b''.join(out), d.eof, d.needs_input, d.unused_data

def drain(data, max_length, first=None):
    d = BZ2Decompressor()
    lens = []
    out = d.decompress(data if first is None else data[:first], max_length)
    lens.append((len(out), d.needs_input, d.eof))
    if first is not None:
        more = d.decompress(data[first:], max_length)
        out += more
        lens.append((len(more), d.needs_input, d.eof))
    while not d.eof and len(lens) < 400:
        more = d.decompress(b'', max_length)
        out += more
        lens.append((len(more), d.needs_input, d.eof))
    return out, lens

def state(d):
    return d.eof, d.needs_input, d.unused_data

def ending(z, n):
    d = BZ2Decompressor()
    a = d.decompress(z[:n], 0)
    s = state(d)
    b = d.decompress(b'', 0)
    ni = d.needs_input
    c = d.decompress(b'', 5)
    return a, s, b, ni, c, state(d)

def flipped(z, at, bit):
    b = bytearray(z)
    b[at] ^= bit
    return bytes(b)

def calls(d, *pieces):
    out = []
    for p in pieces:
        try:
            out.append(d.decompress(p))
        except Exception as e:
            out.append(type(e).__name__ + ': ' + str(e))
    return out, state(d)

def file_roundtrip(data, level):
    buf = io.BytesIO()
    with bz2.BZ2File(buf, 'wb', compresslevel=level) as f:
        f.write(data[:1000])
        f.write(data[1000:])
    buf.seek(0)
    with bz2.BZ2File(buf, 'rb') as f:
        first = f.read(10)
        rest = f.read()
    return first + rest == data
"""
exec(PRELUDE)

CASES = """
roundtrip(b'')
roundtrip(b'x')
roundtrip(b'x', 1)
roundtrip(RUNS)
roundtrip(RUNS, 1)
roundtrip(SMALL)
roundtrip(TEXT)
roundtrip(TEXT, 1)
roundtrip(TEXT, 5, 7)
roundtrip(RAND)
roundtrip(RAND, 2, 1000)
roundtrip(bytes(range(256)) * 40, 3)
roundtrip(b'z' * 300000, 9)
roundtrip(b'ab' * 60000, 1)
roundtrip(BIG, 1)
roundtrip(BIG, 1, 30000)
bz2.decompress(comp(BIG, 1)) == BIG
feed(comp(BIG, 1), 4096)[1:]
feed(comp(BIG, 1), 4096)[0] == BIG
feed(comp(TEXT, 9), 1)[0] == TEXT
comp(b'')
comp(b'', 1)
comp(b'abc', 3)[:14].hex()
comp(SMALL)[:14].hex()
comp(RUNS)[:14].hex()
comp(SMALL)[:14] == CPY_SMALL[:14]
comp(BIG, 1)[:14] == bz2.compress(BIG, 1)[:14]
bz2.compress(b'hello world')[:14] == CPY_HELLO[:14]
c = BZ2Compressor(); c.compress(b'abc'), c.compress(b'def' * 1000), c.compress(b'')
c = BZ2Compressor(1); a = c.compress(BIG); b = c.flush(); len(a) > 50000, a[:4], bz2.decompress(a + b) == BIG
c = BZ2Compressor(); c.flush()[:4], run(lambda: c.compress(b'x')), run(lambda: c.flush())
c = BZ2Compressor(); c.compress(b'x'); c.flush(); run(lambda: c.flush()), run(lambda: c.compress(b''))
run(lambda: BZ2Compressor(0))
run(lambda: BZ2Compressor(10))
run(lambda: BZ2Compressor(-1))
run(lambda: BZ2Compressor('a'))
run(lambda: BZ2Compressor(9.0))
run(lambda: BZ2Compressor(2 ** 70))
run(lambda: BZ2Compressor(compresslevel=5))
run(lambda: BZ2Compressor(1, 2))
run(lambda: BZ2Compressor().compress())
run(lambda: BZ2Compressor().compress('x'))
run(lambda: BZ2Compressor().compress(b'x', 1))
run(lambda: BZ2Compressor().compress(data=b'x'))
run(lambda: BZ2Compressor().flush(1))
run(lambda: bz2.compress(b'x', 0))
bz2.decompress(bz2.compress(b'x', True))
BZ2Decompressor().decompress(CPY_SMALL) == SMALL
bz2.decompress(CPY_SMALL) == SMALL
bz2.decompress(CPY_TWO) == b'ab' * 60000
BZ2Decompressor().decompress(CPY_HELLO)
feed(CPY_SMALL, 1)[0] == SMALL, feed(CPY_SMALL, 1)[1:]
feed(CPY_TWO, 1)[0] == b'ab' * 60000, feed(CPY_TWO, 1)[1:]
feed(CPY_TWO, 7, 1000)[0] == b'ab' * 60000
feed(CPY_HELLO + b'junk', 1)
feed(CPY_HELLO + b'junk', 3)
feed(CPY_HELLO + b'junk', 100)
feed(EMPTY, 1)
feed(EMPTY + EMPTY, 100)
d = BZ2Decompressor(); d.decompress(CPY_HELLO), state(d), run(lambda: d.decompress(b'x')), run(lambda: d.decompress(b''))
d = BZ2Decompressor(); state(d)
d = BZ2Decompressor(); d.decompress(CPY_HELLO, 3), state(d), d.decompress(b'', 3), state(d)
d = BZ2Decompressor(); d.decompress(CPY_HELLO, 11), state(d)
d = BZ2Decompressor(); d.decompress(CPY_HELLO + b'xx', 11), state(d)
d = BZ2Decompressor(); d.decompress(CPY_HELLO + b'xx', 10), state(d), d.decompress(b'', 10), state(d)
d = BZ2Decompressor(); d.decompress(CPY_HELLO, 0), state(d)
d = BZ2Decompressor(); d.decompress(CPY_HELLO[:20], 0), state(d), d.decompress(CPY_HELLO[20:], 0), state(d), d.decompress(b'', 0), state(d)
[ending(CPY_HELLO, n) for n in range(len(CPY_HELLO) - 12, len(CPY_HELLO) + 1)]
[ending(CPY_SMALL, n)[1:] for n in range(len(CPY_SMALL) - 12, len(CPY_SMALL) + 1)]
[ending(CPY_SMALL, n)[0] for n in range(0, 40, 3)]
drain(CPY_SMALL, 1000)[1][:12]
drain(CPY_SMALL, 1000)[0] == SMALL
drain(CPY_SMALL, 100, 50)[1][:6]
drain(CPY_SMALL, 8130)[1]
drain(CPY_SMALL, 8129)[1]
drain(CPY_SMALL, 0, 1000)[1][:4]
drain(CPY_TWO, 50000)[1]
drain(CPY_TWO, 50000, len(CPY_TWO) - 30)[1]
drain(CPY_TWO, 100000, 40)[1]
drain(CPY_TWO, 99999)[1]
drain(CPY_TWO, 100000)[1]
drain(CPY_TWO, 120000)[1]
drain(CPY_TWO, 20000)[0] == b'ab' * 60000
drain(comp(BIG, 1), 100, len(comp(BIG, 1)) - 64)[1][:3]
d = BZ2Decompressor(); d.decompress(CPY_SMALL[:100], max_length=0), d.decompress(b'', 2), d.decompress(CPY_SMALL[100:105], 15), d.decompress(CPY_SMALL[105:]) == SMALL[17:], state(d)
d = BZ2Decompressor(); [len(d.decompress(CPY_SMALL[i:i + 50], 30)) for i in range(0, 400, 50)], state(d)
bz2.decompress(CPY_HELLO * 3)
bz2.decompress(CPY_HELLO + EMPTY + CPY_HELLO)
bz2.decompress(CPY_HELLO + b'junk')
run(lambda: bz2.decompress(CPY_HELLO + CPY_HELLO[:10]))
bz2.decompress(b'')
bz2.decompress(EMPTY)
bz2.decompress(comp(TEXT) + comp(RAND, 1)) == TEXT + RAND
run(lambda: bz2.decompress(CPY_HELLO[:-1]))
run(lambda: bz2.decompress(b'this is not a valid bzip2 file'))
BZ2Decompressor().decompress(CPY_HELLO[:-1])
calls(BZ2Decompressor(), b'X')
calls(BZ2Decompressor(), b'X', CPY_HELLO)
calls(BZ2Decompressor(), b'XBZh9', CPY_HELLO, CPY_HELLO)
calls(BZ2Decompressor(), b'BZ')
calls(BZ2Decompressor(), b'BZh0')
calls(BZ2Decompressor(), b'BZh9')
calls(BZ2Decompressor(), b'BZh', b'9', b'1AY&SY')
calls(BZ2Decompressor(), b'BZh91AY&SX', CPY_HELLO[4:])
calls(BZ2Decompressor(), b'BZh9' + bytes.fromhex('177245385090') + bytes(4))
calls(BZ2Decompressor(), b'BZh9' + bytes.fromhex('177245385090') + bytes([0, 0, 0, 1]))
calls(BZ2Decompressor(), b'BZh9' + bytes.fromhex('177245385090') + bytes([0, 0, 0, 1]), b'', b'x')
calls(BZ2Decompressor(), b'BZh9' + bytes.fromhex('177245385091'), b'BZ')
calls(BZ2Decompressor(), b'this is not a valid bzip2 file' * 30, b'this is not a valid bzip2 file' * 30)
calls(BZ2Decompressor(), flipped(CPY_HELLO, 12, 1))
calls(BZ2Decompressor(), flipped(CPY_HELLO, 12, 1), b'')
calls(BZ2Decompressor(), flipped(CPY_HELLO, len(CPY_HELLO) - 6, 1))
calls(BZ2Decompressor(), flipped(CPY_HELLO, 20, 16))
calls(BZ2Decompressor(), flipped(CPY_HELLO, 14, 128))
calls(BZ2Decompressor(), flipped(CPY_HELLO, 16, 255))
calls(BZ2Decompressor(), flipped(CPY_SMALL, 30, 4))
calls(BZ2Decompressor(), flipped(CPY_SMALL, 400, 1))
calls(BZ2Decompressor(), flipped(CPY_SMALL, 1000, 32))
calls(BZ2Decompressor(), CPY_HELLO[:10] + bytes(8) + CPY_HELLO[18:])
calls(BZ2Decompressor(), CPY_HELLO[:14] + bytes([255, 255, 255]) + CPY_HELLO[17:])
[calls(BZ2Decompressor(), flipped(CPY_SMALL, i, 8))[0][0].__class__.__name__ for i in range(4, 200, 13)]
d = BZ2Decompressor(); d.decompress(flipped(CPY_SMALL, 30, 4), 10), state(d)
run(lambda: BZ2Decompressor().decompress())
run(lambda: BZ2Decompressor().decompress('x'))
run(lambda: BZ2Decompressor().decompress(b'', 'a'))
run(lambda: BZ2Decompressor().decompress(b'', max_length=2 ** 70))
run(lambda: BZ2Decompressor().decompress(b'', 1, 2))
run(lambda: BZ2Decompressor().decompress(b'', foo=1))
BZ2Decompressor().decompress(data=CPY_HELLO, max_length=5)
run(lambda: BZ2Decompressor(1))
run(lambda: BZ2Decompressor(x=1))
BZ2Decompressor().decompress(bytearray(CPY_HELLO)), BZ2Decompressor().decompress(memoryview(b'..' + CPY_HELLO)[2:])
bz2.decompress(comp(memoryview(b'xxabcxx')[2:5])), bz2.decompress(comp(bytearray(b'abc'))), bz2.decompress(comp(array.array('b', [1, 2, 3])))
run(lambda: BZ2Compressor().compress(memoryview(b'abcdef')[::2]))
d = BZ2Decompressor(); run(lambda: setattr(d, 'eof', True)), run(lambda: setattr(d, 'needs_input', 1)), run(lambda: setattr(d, 'unused_data', b'')), run(lambda: delattr(d, 'eof'))
run(lambda: setattr(BZ2Decompressor(), 'x', 1))
run(lambda: setattr(BZ2Compressor(), 'x', 1))
BZ2Compressor.__module__, BZ2Compressor.__name__, BZ2Compressor.__qualname__, repr(BZ2Compressor)
BZ2Decompressor.__module__, BZ2Decompressor.__name__, BZ2Decompressor.__qualname__, repr(BZ2Decompressor)
sorted(n for n in dir(_bz2) if not n.startswith('__'))
_bz2.__name__, _bz2.__doc__
sorted(set(dir(BZ2Compressor)) - set(dir(object)))
sorted(set(dir(BZ2Decompressor)) - set(dir(object)))
sorted(BZ2Decompressor.__dict__)
type(BZ2Compressor.compress).__name__, type(BZ2Compressor.flush).__name__, type(BZ2Decompressor.decompress).__name__
repr(BZ2Compressor.compress), repr(BZ2Decompressor.decompress)
type(BZ2Decompressor.eof).__name__, repr(BZ2Decompressor.unused_data)
BZ2Compressor.__text_signature__, BZ2Decompressor.__text_signature__, type(BZ2Compressor.__doc__), type(BZ2Decompressor.eof.__doc__)
BZ2Compressor.compress.__text_signature__, BZ2Compressor.flush.__text_signature__, BZ2Decompressor.decompress.__text_signature__
repr(BZ2Compressor()).startswith('<_bz2.BZ2Compressor object at 0x'), repr(BZ2Decompressor()).startswith('<_bz2.BZ2Decompressor object at 0x')
run(lambda: type('Sub', (BZ2Compressor,), {}))
run(lambda: type('Sub', (BZ2Decompressor,), {}))
BZ2Compressor.__flags__ & 1024, BZ2Decompressor.__flags__ & 1024
BZ2Compressor.__base__, BZ2Decompressor.__mro__
[run(lambda: pickle.dumps(BZ2Compressor(), p)) for p in range(6)]
[run(lambda: pickle.dumps(BZ2Decompressor(), p)) for p in range(6)]
run(lambda: copy.copy(BZ2Compressor())), run(lambda: copy.deepcopy(BZ2Decompressor()))
BZ2Decompressor.__new__(BZ2Decompressor).decompress(b'')
type(BZ2Compressor.__new__(BZ2Compressor, 3)).__name__
d = BZ2Decompressor(); d.__init__(); d.decompress(CPY_HELLO)
file_roundtrip(TEXT, 9), file_roundtrip(BIG, 1)
bz2.BZ2File(io.BytesIO(CPY_SMALL + CPY_HELLO)).read() == SMALL + b'hello world'
bz2.open(io.BytesIO(CPY_SMALL), 'rt').readline()
len(bz2.BZ2File(io.BytesIO(CPY_TWO)).read(7)), bz2.BZ2File(io.BytesIO(CPY_TWO)).peek()[:4]
""".strip().split("\n")

for src in CASES:
    try:
        if '; ' in src and not src.startswith('run('):
            *stmts, last = src.split('; ')
            exec('; '.join(stmts), globals())
            r = repr(eval(last, globals()))
        else:
            r = repr(eval(src))
    except Exception as e:
        r = "!" + type(e).__name__ + ": " + str(e)
    print(src + "\t" + r)
