SETUP = '''
import zlib
D = b'hello hello hello world ' * 20 + bytes(range(256)) * 4
Z = zlib.compress(D)
G = zlib.compress(D, wbits=31)
R = zlib.compress(D, wbits=-15)
ZD = zlib._ZlibDecompressor
def feed(d, data, n, max_length=-1):
    out = []
    for i in range(0, len(data), n):
        out.append(d.decompress(data[i:i+n], max_length))
    return b''.join(out), d.eof, d.needs_input, d.unused_data
'''
EXPRS = [
 "ZD().decompress(Z) == D", "ZD(-15).decompress(R) == D", "ZD(31).decompress(G) == D", "ZD(wbits=47).decompress(G) == D",
 "feed(ZD(), Z, 7)[0] == D, feed(ZD(), Z, 7)[1:]", "feed(ZD(), Z + b'extra', 100)[1:]", "feed(ZD(-15), R + b'extra', 100)[1:]",
 "(lambda d: (len(d.decompress(Z, 10)), d.needs_input, len(d.decompress(b'', 10)), d.needs_input, d.eof))(ZD())",
 "(lambda d: (len(d.decompress(Z, 0)), d.needs_input, d.eof))(ZD())",
 "(lambda d: (len(d.decompress(Z[:10])), d.needs_input, d.eof))(ZD())",
 "(lambda d: (d.decompress(Z), d.decompress(b'x')))(ZD())",
 "(lambda d: (d.decompress(Z), d.decompress(b'')))(ZD())",
 "(lambda d: d.decompress(b'garbage!'))(ZD())", "(lambda d: (d.decompress(b'x\\x9c\\xff\\xff'), d.needs_input))(ZD())",
 "(lambda d: (d.decompress(b'x'), d.needs_input, d.eof))(ZD())",
 "(lambda d: (d.eof, d.needs_input, d.unused_data))(ZD())", "ZD(7)", "type(ZD(zdict=3)).__name__", "ZD(1, 2, 3)",
 "type(ZD()).__module__, type(ZD()).__name__", "(lambda d: d.decompress())(ZD())", "(lambda d: d.decompress('x'))(ZD())",
 "(lambda d: d.decompress(data=Z, max_length=5))(ZD())",
 "(lambda z: ZD(-15, b'hello world').decompress(z))((lambda c: c.compress(b'hello') + c.flush())(zlib.compressobj(wbits=-15, zdict=b'hello world')))",
 "(lambda d: [len(d.decompress(b'', 100)) for _ in range(3)] + [len(d.decompress(Z, 100))] + [len(d.decompress(b'', 700)) for _ in range(4)] + [d.eof, d.needs_input])(ZD())",
 "(lambda d: (d.decompress(Z[:-1]) == D, d.eof, d.needs_input, d.decompress(Z[-1:]), d.eof))(ZD())",
]
