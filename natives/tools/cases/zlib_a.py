SETUP = '''
import zlib
D = b'hello hello hello world ' * 20
Z = zlib.compress(D)
G = zlib.compress(D, wbits=31)
R = zlib.compress(D, wbits=-15)
'''
EXPRS = [
 "zlib.compress(b'')", "zlib.compress(b'abc')", "Z[:10]", "zlib.compress(D, 9)[:4]", "zlib.compress(D, 1)[:4]", "zlib.compress(D, 0)",
 "len(zlib.compress(D, level=0))", "zlib.compress(b'abc', wbits=31)", "zlib.compress(b'', wbits=31)", "zlib.compress(b'abc', 9, 31)[:10]",
 "zlib.compress(b'abc', 1, 31)[:10]", "zlib.compress(b'abc', wbits=-15)", "zlib.compress(b'abc', wbits=-9)", "zlib.compress(b'abc', wbits=-8)", "zlib.compress(b'abc', wbits=24)", "zlib.compress(b'abc', wbits=16)",
 "zlib.compress(b'abc', wbits=32)", "zlib.compress(b'abc', wbits=7)", "zlib.compress(b'abc', wbits=0)", "zlib.compress(b'abc', 10)",
 "zlib.compress(b'abc', -2)", "zlib.compress('abc')", "zlib.compress()", "zlib.compress(data=b'x')", "zlib.compress(b'x', 'a')",
 "zlib.compress(b'x', 2**40)", "zlib.compress(b'abc', level=-1, wbits=15)",
 "zlib.decompress(Z) == D", "zlib.decompress(G, 31) == D", "zlib.decompress(R, -15) == D", "zlib.decompress(G, 47) == D",
 "zlib.decompress(Z, 47) == D", "zlib.decompress(Z, 0) == D", "zlib.decompress(Z, 32) == D", "zlib.decompress(G, 16) == D",
 "zlib.decompress(Z + b'junk') == D", "zlib.decompress(Z[:-1])", "zlib.decompress(Z[:5])", "zlib.decompress(b'')",
 "zlib.decompress(G)", "zlib.decompress(Z, 31)", "zlib.decompress(Z, -15)", "zlib.decompress(R)", "zlib.decompress(b'x\\x9c\\xff\\xff')",
 "zlib.decompress(zlib.compress(b'a', wbits=9), 9)", "zlib.decompress(Z, 7)", "zlib.decompress(Z, 48)",
 "zlib.decompress(Z, -7)", "zlib.decompress(Z, -16)", "zlib.decompress(Z, bufsize=1) == D", "zlib.decompress(Z, bufsize=0) == D",
 "zlib.decompress(Z, bufsize=-1)", "zlib.decompress(Z, 15, 2**70)", "zlib.decompress('abc')", "zlib.decompress(b'x\\x9c' + b'\\x00' * 8)",
 "zlib.decompress(G[:-4] + b'\\0\\0\\0\\0', 31)", "zlib.decompress(G[:-8] + b'\\0\\0\\0\\0' + G[-4:], 31)",
 "zlib.decompress(Z[:-4] + b'\\0\\0\\0\\0')", "zlib.decompress(b'\\x1f\\x8b\\x07\\x00', 31)", "zlib.decompress(b'\\x1f\\x8b\\x08\\xe0', 31)",
 "zlib.decompress(b'\\x1f\\x8c\\x08\\x00', 31)", "zlib.decompress(b'x\\x9d', 15)", "zlib.decompress(b'y\\x9c', 15)",
 "zlib.decompress(b'x\\xbb\\x00\\x00\\x00\\x01')", "zlib.decompress(G + G, 31) == D",
 "zlib.crc32(b'hello')", "zlib.crc32(b'hello', 1)", "zlib.crc32(b'hello', -1)", "zlib.crc32(b'')", "zlib.crc32(b'', 7)",
 "zlib.crc32()", "zlib.crc32('x')", "zlib.crc32(b'x', value=1)",
 "zlib.adler32(b'hello')", "zlib.adler32(b'')", "zlib.adler32(b'hello', 0)", "zlib.adler32(b'hello', 0xffffffff)",
 "zlib.adler32(b'', 0xffffffff)", "zlib.adler32(b'x', 0xffffffff)", "zlib.adler32(b'x' * 15, 0xfff1fff1)", "zlib.adler32(b'x' * 6000, 0xfff2fff2)",
 "zlib.adler32(bytes(range(256)) * 100)", "zlib.adler32(b'a', -1)", "zlib.adler32(b'a', 2**70 + 3)",
 "zlib.MAX_WBITS, zlib.DEFLATED, zlib.DEF_MEM_LEVEL, zlib.DEF_BUF_SIZE", "zlib.error.__mro__", "zlib.error.__module__",
 "type(zlib.ZLIB_VERSION), zlib.__version__", "zlib.Z_TREES, zlib.Z_BLOCK, zlib.Z_RLE, zlib.Z_FIXED",
]
