# Generates multibytecodec_cases.txt with CPython 3.13:
#   PYENV_VERSION=3.13.0 python3 gen_multibytecodec_cases.py > multibytecodec_cases.txt
# One case per line: an expression, a tab, then repr() of its value or "!Type: message".
# The expressions run in order after PRELUDE (MultibytecodecModuleTest reads it from this
# file, so it has no backslashes, and it uses the codec modules as Lib's encodings do, without
# Lib): codecs of each module, error handlers, incremental coders and their state.
PRELUDE = """
import _multibytecodec as mbc
import _codecs_jp, _codecs_kr, _codecs_cn, _codecs_tw, _codecs_hk, _codecs_iso2022

def run(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

def codec(module, name):
    return module.getcodec(name)

sjis = codec(_codecs_jp, 'shift_jis')
euckr = codec(_codecs_kr, 'euc_kr')
gbk = codec(_codecs_cn, 'gbk')
jp = codec(_codecs_iso2022, 'iso2022_jp')

class SjisDecoder(mbc.MultibyteIncrementalDecoder):
    codec = sjis

class JpEncoder(mbc.MultibyteIncrementalEncoder):
    codec = jp

class Jis2004Encoder(mbc.MultibyteIncrementalEncoder):
    codec = codec(_codecs_jp, 'euc_jis_2004')

def pieces(decoder, data):
    return [decoder.decode(data[i:i + 1]) for i in range(len(data))]

import _io

class JpReader(mbc.MultibyteStreamReader):
    codec = jp

JP_TEXT = 'Py ' + chr(12398) + chr(38283) + chr(30330) + chr(10) + 'ab' + chr(13) + 'c' + chr(12) + chr(26085) + chr(10)

def drain(method, size):
    reader = JpReader(_io.BytesIO(jp.encode(JP_TEXT)[0]))
    out = []
    while True:
        got = getattr(reader, method)(size)
        if not got:
            return out
        out.append(got)

import _codecs
_codecs.register_error('test.huge', lambda e: ('x', 2 ** 63))
_codecs.register_error('test.hugeneg', lambda e: ('x', -2 ** 63 - 1))

class StrStream:
    def read(self, size=-1):
        return 'text'

ISO = {}
for n in ['iso2022_jp', 'iso2022_jp_1', 'iso2022_jp_2', 'iso2022_jp_3', 'iso2022_jp_2004', 'iso2022_jp_ext', 'iso2022_kr']:
    ISO[n] = codec(_codecs_iso2022, n)

def bs(*parts):
    out = []
    for p in parts:
        if isinstance(p, str):
            out += [ord(ch) for ch in p]
        else:
            out.append(p)
    return bytes(out)

def esc(*parts):
    return bs(27, *parts)

def enc(name, text, errors='strict'):
    return run(lambda: ISO[name].encode(text, errors))

def dec(name, data, errors='strict'):
    return run(lambda: ISO[name].decode(data, errors))

def encoder(name, errors='strict'):
    class E(mbc.MultibyteIncrementalEncoder):
        codec = ISO[name]
    return E(errors)

def decoder(name, errors='strict'):
    class D(mbc.MultibyteIncrementalDecoder):
        codec = ISO[name]
    return D(errors)

def incenc(name, pieces, errors='strict'):
    e = encoder(name, errors)
    out = [run(lambda: (e.encode(p), e.getstate())) for p in pieces]
    out.append(run(lambda: (e.encode('', True), e.getstate())))
    return out

def incdec(name, data, errors='strict'):
    d = decoder(name, errors)
    out = [run(lambda: (d.decode(data[i:i + 1]), d.getstate())) for i in range(len(data))]
    out.append(run(lambda: (d.decode(b'', True), d.getstate())))
    return out

def record(e):
    return ('<%d-%d %s>' % (e.start, e.end, e.reason), e.end)

_codecs.register_error('test.record', record)
_codecs.register_error('test.bytes', lambda e: (b'<?>', e.end))

class Jp2004Writer(mbc.MultibyteStreamWriter):
    codec = ISO['iso2022_jp_2004']

def writer_out(pieces):
    stream = _io.BytesIO()
    w = Jp2004Writer(stream)
    for p in pieces:
        w.write(p)
    w.reset()
    return stream.getvalue()
"""
exec(PRELUDE)

CASES = """
type(sjis).__name__, type(sjis).__module__
sjis.encode(chr(12371) + chr(12435) + 'abc')
sjis.decode(bytes([0x82, 0xb1, 0x82, 0xf1, 0x61]))
sjis.encode('x' + chr(0x100) + 'y', 'replace'), sjis.encode('x' + chr(0x100) + 'y', 'ignore')
sjis.encode('x' + chr(0x100) + chr(0x1F600), 'xmlcharrefreplace'), sjis.encode(chr(0x100), 'backslashreplace')
run(lambda: sjis.encode('ab' + chr(0x100)))
run(lambda: sjis.decode(bytes([0x61, 0xff, 0x62])))
sjis.decode(bytes([0x61, 0xff, 0x62]), 'replace'), sjis.decode(bytes([0x61, 0xff, 0x62]), 'ignore')
sjis.decode(bytes([0x61, 0xff]), 'backslashreplace'), sjis.decode(bytes([0xff]), 'surrogateescape')
run(lambda: sjis.decode(bytes([0x61, 0x82])))
run(lambda: sjis.encode(5))
run(lambda: sjis.encode('a', 'no-such-handler'))
codec(_codecs_cn, 'gb2312').encode(chr(20013) + chr(25991)), gbk.decode(bytes([0xd6, 0xd0, 0xce, 0xc4]))
codec(_codecs_cn, 'gb18030').encode(chr(0x20000) + chr(0x20ac)), codec(_codecs_cn, 'gb18030').decode(bytes([0x95, 0x32, 0x82, 0x36]))
codec(_codecs_cn, 'hz').encode('a' + chr(20013) + '~' + chr(25991)), codec(_codecs_cn, 'hz').decode(b'~{VPND~}~~ x~' + bytes([10]) + b'y')
run(lambda: codec(_codecs_cn, 'hz').decode(b'~x'))
run(lambda: codec(_codecs_cn, 'hz').decode(b'ab~'))
run(lambda: gbk.encode(chr(0x20ac)))
run(lambda: gbk.decode(bytes([0xaa, 0xa1])))
codec(_codecs_tw, 'big5').encode(chr(32321) + chr(39636)), codec(_codecs_tw, 'cp950').decode(bytes([0xc1, 0x63]))
codec(_codecs_hk, 'big5hkscs').encode(chr(39321) + chr(28207))
euckr.encode(chr(0xac00) + chr(0xac02)), euckr.decode(bytes([0xa4, 0xd4, 0xa4, 0xa1, 0xa4, 0xbf, 0xa4, 0xa2]))
run(lambda: euckr.decode(bytes([0xa4, 0xd4, 0xa4, 0xa1])))
codec(_codecs_kr, 'cp949').encode(chr(0xac02)), codec(_codecs_kr, 'johab').encode(chr(0xac00))
jp.encode('a' + chr(26085) + chr(26412) + 'b'), jp.decode(bytes([27, 36, 66, 70, 124, 75, 92, 27, 40, 66]))
codec(_codecs_iso2022, 'iso2022_kr').encode(chr(0xac00) + 'a')
codec(_codecs_jp, 'cp932').decode(bytes([0xf0, 0x40, 0xf9, 0xfc, 0x80, 0xa0, 0xfd, 0x87, 0x54]))
codec(_codecs_jp, 'cp932').encode(chr(0xe000) + chr(0xe757) + chr(0x80) + chr(0xf8f3) + chr(0x2170) + chr(0x2160))
run(lambda: codec(_codecs_jp, 'cp932').decode(bytes([0x61, 0xf0])))
codec(_codecs_jp, 'euc_jis_2004').encode(chr(0x304b) + chr(0x309a) + chr(0x20089) + chr(0x10a) + 'a' + chr(0xff76))
codec(_codecs_jp, 'euc_jis_2004').decode(bytes([0xa4, 0xf7, 0x8f, 0xa1, 0xa1, 0x8f, 0xaa, 0xaf, 0x8e, 0xb6]))
run(lambda: codec(_codecs_jp, 'euc_jis_2004').decode(bytes([0x61, 0x8f, 0xa1])))
run(lambda: codec(_codecs_jp, 'euc_jisx0213').decode(bytes([0x80, 0x61])))
run(lambda: codec(_codecs_jp, 'no_such'))
run(lambda: _codecs_jp.getcodec(3))
d = SjisDecoder(); pieces(d, sjis.encode(chr(12402) + chr(12425))[0]), d.getstate()
d = SjisDecoder(); d.decode(bytes([0x82])), d.getstate(), d.decode(bytes([0xd0]))
d = SjisDecoder(); d.decode(bytes([0x82])); run(lambda: d.decode(b'', True))
d = SjisDecoder('replace'); d.decode(bytes([0x82])), d.decode(b'', True), d.errors
d = SjisDecoder(); d.decode(bytes([0x82])); d.reset(); d.decode(b'a', True)
e = JpEncoder(); e.encode('a'), e.encode(chr(26085)), e.encode('b'), e.encode(chr(26412)), e.encode('', True)
e = JpEncoder(); e.encode(chr(26085)); e.reset(); e.encode('c', True)
e = Jis2004Encoder(); e.encode(chr(0xe6)), e.encode(chr(0x300)), e.encode(chr(0x304b)), e.encode('x'), e.encode(chr(0x304b)), e.encode('', True)
run(lambda: mbc.MultibyteIncrementalEncoder())
drain('read', 1)
drain('read', 2)
drain('read', 5)
drain('readline', 1)
drain('readline', None)
drain('readlines', 3)
drain('readlines', None)
JpReader(_io.BytesIO(b'abc')).read(0), JpReader(_io.BytesIO(b'abc')).readline(0)
run(lambda: JpReader(StrStream()).read())
run(lambda: gbk.encode(chr(0x20ac) + chr(0x1f600), 'test.huge'))
run(lambda: gbk.encode(chr(0x1f600), 'test.hugeneg'))
run(lambda: euckr.decode(bytes([0xff, 0xff]), 'test.huge'))
sorted(n for n in dir(mbc) if not n.startswith('__'))
sorted(type(c).__name__ for c in ISO.values()), run(lambda: _codecs_iso2022.getcodec('iso2022_cn'))
enc('iso2022_jp', 'a' + chr(0x3042) + chr(0xa5) + chr(0x203e) + 'b' + chr(0xff3c) + chr(0x2015))
enc('iso2022_jp', chr(0x3042) + chr(0xff76)), enc('iso2022_jp_ext', chr(0x3042) + chr(0xff76) + chr(0xe9) + 'x')
enc('iso2022_jp_1', chr(0x4e02) + chr(0xe9) + chr(0x3042) + chr(0x4e13)), enc('iso2022_jp', chr(0xe9))
enc('iso2022_jp_2', chr(0x3042) + chr(0xe9) + chr(0x4e6b) + chr(0xac00) + chr(0x4e13) + chr(0x3b1) + chr(0xa5) + 'z')
enc('iso2022_jp_2', chr(0x4e13) + chr(0x4e13) + chr(0xac00) + chr(0x4e13) + chr(0xff76))
enc('iso2022_kr', chr(0xac00) + 'a' + chr(10) + chr(0xac00) + chr(0xac01)), enc('iso2022_kr', chr(0x3042) + chr(0x3042) + 'x')
enc('iso2022_kr', chr(0x20ac) + chr(0x327e)), enc('iso2022_jp_2', chr(0xac00) + chr(0x327e))
enc('iso2022_jp_2004', chr(0x304b) + chr(0x309a) + chr(0x304b) + 'a' + chr(0x304b))
enc('iso2022_jp_3', chr(0x304b) + chr(0x309a) + chr(0x31f7) + chr(0x309a) + chr(0x31f7) + chr(0xe6) + chr(0x300) + chr(0xe6))
enc('iso2022_jp_2004', chr(0x2e9) + chr(0x2e5) + chr(0x2e5) + chr(0x2e9) + chr(0x2e9) + chr(0x309a))
enc('iso2022_jp_2004', chr(0x20089) + chr(0x4e02) + chr(0x2014) + chr(0x2015) + chr(0x2985) + chr(0x7e))
[enc('iso2022_jp_3', chr(c)) for c in (0x4ff1, 0x525d, 0x20b9f, 0x541e, 0x5653, 0x59f8, 0x5c5b, 0x5e77, 0x7626, 0x7e6b, 0x9b1c, 0x9b1d)]
[enc('iso2022_jp_2004', chr(c)) for c in (0x4ff1, 0x525d, 0x20b9f, 0x541e, 0x5653, 0x59f8, 0x5c5b, 0x5e77, 0x7626, 0x7e6b, 0x9b1c, 0x9b1d)]
dec('iso2022_jp_3', esc('$(O', 0x2e, 0x21, 0x74, 0x27)), dec('iso2022_jp_2004', esc('$(Q', 0x2e, 0x21, 0x74, 0x27, 0x7e, 0x7e))
dec('iso2022_jp_3', esc('$(P', 0x7d, 0x3b)), dec('iso2022_jp_2004', esc('$(P', 0x7d, 0x3b, 0x21, 0x21))
dec('iso2022_jp_3', esc('$(Q', 0x21, 0x21)), dec('iso2022_jp_2004', esc('$(O', 0x21, 0x21)), dec('iso2022_jp_2004', esc('(J', 'a'))
dec('iso2022_jp_2004', esc('$(Q', '$w$+', 0x2b, 0x44, 0x2b, 0x65, 0x22, 0x32, 0x22, 0x56, 0x21, 0x3d))
dec('iso2022_jp', esc('$B', 0x21, 0x40, 0x21, 0x3d, '$"', 27, '(J', 0x5c, 0x7e, 'a', 27, '(B', 0x5c, 0x7e))
dec('iso2022_jp', esc('$@', '$"', 27, '&@', 27, '$B', '$"', 27, '$(B', '$"', 27, '(B'))
dec('iso2022_jp', esc('(I', '6')), dec('iso2022_jp_ext', esc('(I', '6', 0x5f, 0x21)), dec('iso2022_jp_ext', esc('(I', 0x60))
dec('iso2022_jp_1', esc('$(D', '0!', 0x2b, 0x31, 0x22, 0x37)), dec('iso2022_jp', esc('$(D', '0!'))
dec('iso2022_jp_2', esc('$A', 'W(', 27, '$(A', 'W(', 27, '$(C', 'Ja', 27, '$C', 'Ja', 27, '(B'))
dec('iso2022_kr', esc('$)C', 14, '0!', 15, 'a', 14, '0!', 10, '0!', 14, '0!')), dec('iso2022_kr', esc('$(C', '0!'))
dec('iso2022_kr', bs(14, '0!', 15)), dec('iso2022_kr', esc('$)C', 14, 0x22, 0x68)), dec('iso2022_jp', bs('a', 14, 'b', 15, 'c'))
dec('iso2022_jp_2', bs(':hu4:unit', 27, '.A', 27, 'Ni de famille')), dec('iso2022_jp_2', bs(27, 'Na', 27, '.F', 27, 'Na', 27, 'NA', 27, 'N', 0x2f))
dec('iso2022_jp_2', bs(27, '.A', 27, 'N', 0x81)), dec('iso2022_jp_2', bs(27, '.F', 27, 'N', 0x2e)), dec('iso2022_jp_2', bs(27, '.J', 27, 'Na'))
dec('iso2022_jp', bs(27, 'Na')), dec('iso2022_jp', bs(27, '.A')), dec('iso2022_jp_2', bs(27, '(A', 'a')), dec('iso2022_jp_2', bs(27, 'N'))
dec('iso2022_jp', bs('a', 27, 'x', 0xc1, 'y', 0x1b, 'Zb', 27, '$Bc')), dec('iso2022_kr', bs(27, 'Q', 14, '0!'))
[dec('iso2022_jp', bs('a', 27, p)) for p in ('', '$', '(', '$(', '&@', '$)', '&@' + chr(27) + '$')]
dec('iso2022_jp', bs(27, '(', '1' * 14, 'B')), dec('iso2022_jp', bs(27, '(', '1' * 13, 'B')), dec('iso2022_jp', bs(27, '(', '1' * 13))
dec('iso2022_jp', bs(27, '$', 'x', 'B')), dec('iso2022_jp', bs(27, '(', 'Z')), dec('iso2022_jp', bs(27, '&', '@', 'x', 'y', 'B')), dec('iso2022_kr', bs(27, '&@', 27, '$B'))
dec('iso2022_jp', esc('$B', '$"', 0x80, '$', 10, '$"', 13, '$"')), dec('iso2022_jp', esc('$B', ' $', 0x7f, '$'))
dec('iso2022_jp', esc('$B', '$"', 0x22, 0x2f, '$'), 'test.record'), dec('iso2022_jp', esc('$B', 0x22, 0x2f, 27, '(Bx', 0xff), 'replace')
dec('iso2022_jp', bs('a', 0xe4, 27, '$'), 'ignore'), dec('iso2022_jp', bs(27, '$(Dz', 27), 'backslashreplace'), dec('iso2022_jp', bs(0x80, 0xff), 'surrogateescape')
enc('iso2022_jp', chr(0x3042) + chr(0x100) + chr(0x3044), 'replace'), enc('iso2022_jp', chr(0x3042) + chr(0x100) + chr(0x3044), 'xmlcharrefreplace')
enc('iso2022_jp', chr(0x3042) + chr(0x100), 'test.bytes'), enc('iso2022_jp', chr(0x3042) + chr(0x100) + 'x', 'ignore'), enc('iso2022_jp', 'a' + chr(0x100))
enc('iso2022_jp', chr(0x3042) + chr(0x100), 'backslashreplace'), enc('iso2022_kr', chr(0xac00) + chr(0x100) + chr(0xac00), 'replace')
enc('iso2022_jp_2004', chr(0x304b) + chr(0x100) + chr(0x309a), 'test.record'), enc('iso2022_jp', chr(0xd800) + chr(0x1f600) + 'x', 'namereplace')
incenc('iso2022_jp_2004', [chr(0x304b), chr(0x309a), chr(0x304b), 'x', chr(0x304b)])
incenc('iso2022_jp_3', [chr(0xe6), chr(0x300) + chr(0xe6), '', chr(0x301)]), incenc('iso2022_jp_2004', [chr(0x304b) + chr(0x304b), chr(0x309a) + chr(0x4e02)])
incenc('iso2022_jp', ['a', chr(0x3042), chr(0xa5), 'b']), incenc('iso2022_kr', [chr(0xac00), 'a', chr(0xac00)]), incenc('iso2022_jp_ext', [chr(0xff76)])
incenc('iso2022_jp_2004', [chr(0x304b), chr(0x100)], 'replace'), incenc('iso2022_jp_2004', [chr(0x304b), chr(0x100) + chr(0x309a)])
e = encoder('iso2022_jp_2004'); e.encode(chr(0x304b)); run(lambda: e.encode(chr(0x100))), e.getstate(), run(lambda: e.encode(chr(0x309a), True)), e.getstate()
e = encoder('iso2022_jp'); e.encode(chr(0x3042)); s = e.getstate(); e.encode('z'), e.setstate(s), e.encode(chr(0x3044)), e.getstate(), e.reset(), e.getstate(), e.encode('z')
e = encoder('iso2022_jp_2004'); e.encode(chr(0x304b)); s = e.getstate(); e.reset(), e.getstate(), e.setstate(s), e.encode(chr(0x309a)), e.encode('', True)
e = encoder('iso2022_jp'); [run(lambda: e.setstate(v)) for v in ('x', -1, 2 ** 200, 9, 1 + 255 * 256 + 66 * 65536, 2 ** 136 - 1)]
e = encoder('iso2022_jp_2004'); e.setstate(int.from_bytes(bs(3, 0xe3, 0x81, 0x8b, 0xc2, 66), 'little')); e.getstate(), e.encode(chr(0x309a)), e.encode('', True)
incdec('iso2022_jp', esc('$B', '$"', 27, '(B', 'a')), incdec('iso2022_jp', esc('(J', 0x5c, 27))
incdec('iso2022_jp_2', bs(27, '.A', 27, 'Ni', 27, '$(C', '0!')), incdec('iso2022_kr', esc('$)C', 14, '0!', 10, 'a'))
incdec('iso2022_jp_2004', esc('$(Q', '$w', 0x80, 'a')), incdec('iso2022_jp', bs('a', 27, 'xyZ', 27), 'replace')
d = decoder('iso2022_jp'); d.decode(esc('$B', '$')), d.getstate(), run(lambda: d.decode(b'', True)), d.getstate(), d.decode(bs('"'))
d = decoder('iso2022_jp'); d.decode(esc('$B')); d.reset(), d.getstate(), d.decode(b'$"')
d = decoder('iso2022_jp_2'); d.decode(bs(27, '.A', 27, '$B')); d.reset(), d.getstate(), d.decode(bs(27, 'Ni'))
d = decoder('iso2022_kr'); d.decode(esc('$)C', 14)); d.getstate(), d.reset(), d.getstate(), d.decode(bs('0!', 14, '0!'))
d = decoder('iso2022_jp'); run(lambda: d.decode(bs('ab', 27, '(', '1' * 10))), d.getstate()
d = decoder('iso2022_jp'); run(lambda: d.decode(bs(27, '(', '1' * 5))), d.getstate(), run(lambda: d.decode(bs('1' * 5)))
d = decoder('iso2022_jp'); d.decode(bs('a', 27, '$')); run(lambda: d.decode(bs('B', 0x22, 0x2f))), d.getstate()
d = decoder('iso2022_jp'); d.decode(esc('$')); run(lambda: d.decode(b'(', True)), d.getstate(), d.decode(b'B', True)
d = decoder('iso2022_jp'); d.setstate((bs(27, '$'), 0x4242)), d.decode(b'B$"'), d.getstate()
d = decoder('iso2022_jp'); d.setstate((b'', 0xc2 + 0x42 * 256)), d.decode(b'$"'), d.getstate()
d = decoder('iso2022_jp'); [run(lambda: d.setstate(v)) for v in (5, [b'', 0], (b'', 'x'), ('', 0), (b'', -1), (b'', 2 ** 64), (b'123456789', 0), (b'', 0, 0))]
writer_out([chr(0x304b), chr(0x309a) + 'a', chr(0x304b)]), writer_out([chr(0x3042)]), writer_out([])
e = Jis2004Encoder(); e.getstate(), e.encode(chr(0xe6)), e.getstate(), run(lambda: e.encode(chr(0x123))), e.getstate(), e.encode(chr(0x300) + chr(0xe6)), e.getstate(), e.encode('', True), e.getstate()
e = Jis2004Encoder(); e.encode(chr(0xe6)); s = e.getstate(); e.reset(), e.getstate(), e.setstate(s), e.getstate(), e.encode(chr(0x300))
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
