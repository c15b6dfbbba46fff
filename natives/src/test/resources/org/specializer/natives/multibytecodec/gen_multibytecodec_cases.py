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
