SETUP = '''
import zlib, _struct as struct
BIG = bytes((i * 7 + (i >> 5)) & 0xff for i in range(300000))
TEXT = b''.join(b'line %d of some text\\n' % i for i in range(20000))
def gz(data, flags=0, extra=b'', name=b'', comment=b''):
    body = zlib.compress(data, wbits=-15)
    h = b'\\x1f\\x8b\\x08' + bytes([flags]) + b'\\x00\\x00\\x00\\x00\\x00\\x03'
    if flags & 4: h += struct.pack('<H', len(extra)) + extra
    if flags & 8: h += name + b'\\x00'
    if flags & 16: h += comment + b'\\x00'
    if flags & 2: h += struct.pack('<H', zlib.crc32(h) & 0xffff)
    return h + body + struct.pack('<II', zlib.crc32(data), len(data))
def pieces(data, n, wbits):
    d = zlib.decompressobj(wbits)
    return b''.join(d.decompress(data[i:i+n]) for i in range(0, len(data), n)) + d.flush(), d.eof
'''
EXPRS = [
 "zlib.crc32(zlib.compress(BIG, 0)), len(zlib.compress(BIG, 0))",
 "zlib.crc32(zlib.compress(TEXT, 0, 31)), len(zlib.compress(TEXT, 0, 31))",
 "zlib.crc32(zlib.compress(BIG)), zlib.crc32(zlib.compress(TEXT, 9))", "zlib.crc32(zlib.compress(TEXT, 1, -15))",
 "(lambda c: zlib.crc32(c.compress(BIG[:1000]) + c.compress(BIG[1000:]) + c.flush()))(zlib.compressobj(0))",
 "(lambda c: zlib.crc32(b''.join(c.compress(TEXT[i:i+5000]) + c.flush(zlib.Z_SYNC_FLUSH) for i in range(0, len(TEXT), 5000)) + c.flush()))(zlib.compressobj(6, wbits=31))",
 "(lambda c: zlib.crc32(b''.join(c.compress(TEXT[i:i+7000]) + c.flush(zlib.Z_FULL_FLUSH) for i in range(0, len(TEXT), 7000)) + c.flush()))(zlib.compressobj(2, wbits=-15))",
 "zlib.decompress(zlib.compress(BIG)) == BIG", "zlib.decompress(zlib.compress(TEXT, 0)) == TEXT",
 "len(zlib.decompress(zlib.compress(TEXT), bufsize=1))",
 "zlib.decompress(gz(b'hi there'), 31)", "zlib.decompress(gz(b'hi there', 8, name=b'f.txt'), 31)",
 "zlib.decompress(gz(b'hi there', 4 | 8 | 16 | 2, b'XYZ', b'name', b'a comment'), 31)",
 "zlib.decompress(gz(b'hi there', 4 | 16, b'\\x00' * 300, b'', b'c'), 47)",
 "zlib.decompress(gz(b'hi there', 2)[:-20] + b'\\x00\\x00' + gz(b'hi there', 2)[-18:], 31)",
 "pieces(gz(TEXT, 4 | 8 | 16 | 2, b'XYZ', b'name', b'comment'), 1, 31)[0] == TEXT",
 "pieces(gz(TEXT, 4 | 8 | 16 | 2, b'XYZ', b'name', b'comment'), 3, 47)[1]",
 "pieces(gz(b'', 8, name=b'n'), 1, 31)",
 "(lambda d: (d.decompress(gz(b'abc') + b'rest'), d.unused_data, d.eof))(zlib.decompressobj(31))",
 "(lambda d: (d.decompress(gz(b'abc')[:-3]), d.eof, d.decompress(gz(b'abc')[-3:] + b'x'), d.eof, d.unused_data))(zlib.decompressobj(31))",
 "(lambda c: [zlib.decompress(x) for x in [c.compress(TEXT[:3000]) + c.copy().flush(), c.compress(TEXT[3000:6000]) + c.flush()]] == [TEXT[:3000], TEXT[3000:6000]])(zlib.compressobj())",
 "(lambda c: (c.compress(TEXT[:3000]), c.copy().flush() == c.copy().flush()))(zlib.compressobj(wbits=31))[1]",
 "(lambda d, z: (len(d.decompress(z[:100], 50)), len(d.copy().decompress(d.unconsumed_tail + z[100:])), len(d.decompress(d.unconsumed_tail + z[100:]))))(zlib.decompressobj(), zlib.compress(TEXT[:5000]))",
 "(lambda d, z: (d.decompress(z[:1]), d.copy().decompress(z[1:]) == TEXT[:5000]))(zlib.decompressobj(), zlib.compress(TEXT[:5000]))",
 "(lambda d, z: (d.decompress(z[:13]), d.copy().decompress(z[13:]) == TEXT[:5000][len(d.copy().decompress(b'')):]))(zlib.decompressobj(31), zlib.compress(TEXT[:5000], wbits=31))[1]",
 "(lambda d: [len(d.decompress(b'', 1000)) for _ in range(3)])((lambda d: (d.decompress(zlib.compress(TEXT), 1000), d)[1])(zlib._ZlibDecompressor()))",
]
