SETUP = '''
import zlib
D = b'hello hello hello world ' * 20 + bytes(range(256)) * 4
Z = zlib.compress(D)
G = zlib.compress(D, wbits=31)
def roundtrip(**kw):
    c = zlib.compressobj(**kw)
    out = c.compress(D[:100]) + c.compress(D[100:]) + c.flush()
    return out
def chunks(data, n, wbits=15, max_length=0):
    d = zlib.decompressobj(wbits)
    out = []
    for i in range(0, len(data), n):
        out.append(d.decompress(data[i:i+n], max_length))
    out.append(d.flush())
    return b''.join(out), d.eof, d.unused_data, d.unconsumed_tail
def drain(data, max_length):
    d = zlib.decompressobj()
    pieces = [d.decompress(data, max_length)]
    for _ in range(3000):
        if not d.unconsumed_tail: break
        pieces.append(d.decompress(d.unconsumed_tail, max_length))
    return [len(p) for p in pieces][:8], b''.join(pieces) == D, d.eof, len(d.unused_data), d.unconsumed_tail
'''
EXPRS = [
 "roundtrip() == Z", "roundtrip(wbits=31) == G", "roundtrip(level=9) == zlib.compress(D, 9)", "roundtrip(level=0) == zlib.compress(D, 0)",
 "roundtrip(wbits=-15) == zlib.compress(D, wbits=-15)", "zlib.decompress(roundtrip(strategy=zlib.Z_FILTERED)) == D",
 "zlib.decompress(roundtrip(strategy=zlib.Z_HUFFMAN_ONLY)) == D", "len(roundtrip(strategy=zlib.Z_HUFFMAN_ONLY))",
 "len(roundtrip(strategy=zlib.Z_FILTERED))", "roundtrip(level=1, wbits=31)[:10]",
 "zlib.compressobj(10)", "zlib.compressobj(method=9)", "zlib.compressobj(wbits=7)", "zlib.compressobj(memLevel=0)",
 "zlib.compressobj(memLevel=10)", "zlib.compressobj(strategy=5)", "zlib.compressobj(zdict='abc')", "zlib.compressobj(1, 8, 15, 8, 0, b'', 3)",
 "zlib.compressobj(wbits=31, zdict=b'hello')", "type(zlib.compressobj()).__name__", "type(zlib.compressobj()).__module__",
 "type(zlib.decompressobj()).__name__", "(lambda c: (c.compress(b'abc'), c.flush(zlib.Z_NO_FLUSH), c.flush(zlib.Z_SYNC_FLUSH), c.flush(zlib.Z_FULL_FLUSH), c.compress(b'abc'), c.flush()))(zlib.compressobj())",
 "(lambda c: (c.flush(), c.flush()))(zlib.compressobj())", "(lambda c: (c.flush(), c.compress(b'x')))(zlib.compressobj())",
 "(lambda c: (c.flush(), c.copy()))(zlib.compressobj())", "(lambda c: (c.flush(zlib.Z_SYNC_FLUSH), c.flush(zlib.Z_SYNC_FLUSH)))(zlib.compressobj())",
 "(lambda c: c.flush(7))(zlib.compressobj())", "(lambda c: c.flush(-1))(zlib.compressobj())", "(lambda c: c.flush(6))(zlib.compressobj())",
 "(lambda c: c.compress('x'))(zlib.compressobj())", "(lambda c: c.compress())(zlib.compressobj())", "(lambda c: c.flush(mode=4))(zlib.compressobj())",
 "(lambda c: (c.compress(b'hello'), c.copy().flush(), c.compress(b' world'), c.flush()))(zlib.compressobj())",
 "(lambda c: (c.compress(b'hello'), c.__copy__().flush(), c.__deepcopy__({}).flush()))(zlib.compressobj(wbits=31))",
 "(lambda c: c.compress(b'hello') + c.flush())(zlib.compressobj(zdict=b'hello world'))",
 "(lambda c: c.compress(b'hello') + c.flush())(zlib.compressobj(wbits=-15, zdict=b'hello world'))",
 "zlib.decompressobj(zdict=b'hello world').decompress(zlib.compressobj(zdict=b'hello world').compress(b'hello') + b'')",
 "(lambda z: zlib.decompressobj(zdict=b'hello world').decompress(z))((lambda c: c.compress(b'hello') + c.flush())(zlib.compressobj(zdict=b'hello world')))",
 "(lambda z: zlib.decompressobj(zdict=b'goodbye').decompress(z))((lambda c: c.compress(b'hello') + c.flush())(zlib.compressobj(zdict=b'hello world')))",
 "(lambda z: zlib.decompressobj().decompress(z))((lambda c: c.compress(b'hello') + c.flush())(zlib.compressobj(zdict=b'hello world')))",
 "(lambda z: zlib.decompressobj(-15, zdict=b'hello world').decompress(z))((lambda c: c.compress(b'hello') + c.flush())(zlib.compressobj(wbits=-15, zdict=b'hello world')))",
 "zlib.decompressobj(zdict=3)", "zlib.decompressobj(zdict='abc')", "zlib.decompressobj(7)", "zlib.decompressobj(wbits=48)",
 "chunks(Z, 1)[0] == D, chunks(Z, 1)[1:]", "chunks(Z, 7)[0] == D", "chunks(G, 5, 31)[0] == D, chunks(G, 5, 31)[1:]",
 "chunks(G, 5, 47)[0] == D", "chunks(Z, 5, 47)[0] == D", "chunks(Z + b'xyz', 3)[1:]", "chunks(Z + b'xyz', 1000)[1:]",
 "chunks(G + b'tail', 4, 31)[1:]", "chunks(Z[:-3], 10)[1:]",
 "drain(Z, 100)", "drain(Z, 1)[1:]", "len(drain(Z, 1)[0])", "drain(Z, 2000)", "drain(Z + b'abc', 333)",
 "(lambda d: (d.decompress(Z, -1)))(zlib.decompressobj())", "(lambda d: (d.flush(0)))(zlib.decompressobj())", "(lambda d: (d.flush(-3)))(zlib.decompressobj())",
 "(lambda d: (len(d.decompress(Z, 10)), len(d.unconsumed_tail), len(d.flush()), d.eof, d.unconsumed_tail))(zlib.decompressobj())",
 "(lambda d: (len(d.decompress(Z, 10)), len(d.flush(1)), len(d.unconsumed_tail), d.eof))(zlib.decompressobj())",
 "(lambda d: (d.decompress(Z) == D, d.eof, d.flush(), d.eof, d.copy()))(zlib.decompressobj())",
 "(lambda d: (d.decompress(Z) == D, d.eof, d.copy().eof))(zlib.decompressobj())",
 "(lambda d: (d.decompress(Z[:50]), d.copy().decompress(Z[50:]) == D[len(d.copy().decompress(b'')):] , d.decompress(Z[50:]) is not None))(zlib.decompressobj())",
 "(lambda d: (len(d.decompress(Z[:50])), len(d.copy().decompress(Z[50:])), len(d.decompress(Z[50:]))))(zlib.decompressobj())",
 "(lambda d: (d.decompress(Z), d.decompress(b'more'), d.unused_data, d.decompress(b'again'), d.unused_data))(zlib.decompressobj())[1:]",
 "(lambda d: d.decompress(b'garbage'))(zlib.decompressobj())", "(lambda d: (d.decompress(b'x'), d.decompress(b'\\x9dxx')))(zlib.decompressobj())",
 "(lambda d: (d.decompress(b'x\\x9c\\xff\\xff'), d.unconsumed_tail))(zlib.decompressobj())",
 "(lambda d: (d.decompress(Z[:-2]) == D, d.eof, d.flush(), d.eof))(zlib.decompressobj())",
 "(lambda d: (d.decompress(Z[:20]), d.flush(), d.eof, d.decompress(Z[20:]) == D[len(zlib.decompressobj().decompress(Z[:20])):], d.eof))(zlib.decompressobj())",
 "(lambda d: (d.decompress(b'x\\x9c\\xff\\xff\\xff\\xff'), d.flush()))(zlib.decompressobj())",
 "(lambda d: d.decompress('abc'))(zlib.decompressobj())", "(lambda d: d.decompress(b'', max_length=-1))(zlib.decompressobj())",
 "(lambda d: d.decompress(b'', 2**70))(zlib.decompressobj())", "(lambda d: (d.unused_data, d.unconsumed_tail, d.eof))(zlib.decompressobj())",
 "(lambda d: (d.decompress(G[:30]), d.decompress(G[30:]) is not None, d.eof))(zlib.decompressobj(31))[0]",
 "(lambda d: (d.decompress(b'\\x1f'), d.decompress(b'\\x8b'), d.decompress(G[2:]) is not None, d.eof))(zlib.decompressobj(47))",
 "(lambda d: (d.decompress(b'\\x1f'), d.decompress(b'\\x8c')))(zlib.decompressobj(47))",
]
