SETUP = '''
import _struct as struct
class I:
    def __init__(s, v): s.v = v
    def __index__(s): return s.v
class F:
    def __float__(s): return 2.5
class N(int): pass
'''
EXPRS = [
 "struct.pack('<bBhHiIlLqQ', -1, 255, -2, 65535, -3, 2**32-1, -4, 2**32-1, -5, 2**64-1)",
 "struct.pack('>bBhHiIlLqQ', -1, 255, -2, 65535, -3, 2**32-1, -4, 2**32-1, -5, 2**64-1)",
 "struct.pack('!h', 258)", "struct.pack('=h', 258)",
 "struct.pack('@bhiq', 1, 2, 3, 4)", "struct.pack('bhilqnNP', 1, 2, 3, 4, 5, 6, 7, 8)",
 "struct.pack('c?x?', b'z', [], 7)", "struct.pack('3s', b'a')", "struct.pack('3s', b'abcdef')",
 "struct.pack('5p', b'abcdefgh')", "struct.pack('3p', b'a')", "struct.pack('p', b'abc')",
 "struct.pack('0p', b'')", "struct.pack('0s', b'abc')", "struct.pack('300p', b'x'*299)[:3]",
 "struct.pack('3p', b'\\xff'*300)", "struct.pack('xx'), struct.pack('2x')",
 "struct.pack('i', True)", "struct.pack('i', I(7))", "struct.pack('P', I(7))", "struct.pack('<q', N(-1))",
 "struct.pack('d', I(7))", "struct.pack('d', F())", "struct.pack('f', True)", "struct.pack('<d', 3)",
 "struct.pack('<e', 1.5)", "struct.pack('>e', 65504.0)", "struct.pack('<e', 65519.99)",
 "struct.pack('<e', 65520.0)", "struct.pack('<e', 1e10)", "struct.pack('<e', float('nan'))",
 "struct.pack('<e', -float('nan'))", "struct.pack('<e', float('inf'))", "struct.pack('<e', -float('inf'))",
 "struct.pack('<e', 5e-8)", "struct.pack('<e', 2.9e-8)", "struct.pack('<e', 2.98e-8)",
 "struct.pack('<e', -0.0)", "struct.pack('<e', 1e-5)", "struct.pack('<e', 6.1e-5)", "struct.pack('<e', 0.1)",
 "struct.pack('<e', 2**31)", "struct.pack('e', 10**400)",
 "struct.pack('f', 1e300)", "struct.pack('<f', 1e300)", "struct.pack('<f', 3.4028235e38)",
 "struct.pack('<f', 3.40282357e38)", "struct.pack('<f', 10**39)", "struct.pack('<f', float('inf'))",
 "struct.pack('<d', float('nan'))", "struct.pack('<f', -float('nan'))", "struct.pack('<d', 0.1)", "struct.pack('>f', 0.1)",
 "struct.pack('<f', 'x')", "struct.pack('d', None)", "struct.pack('<d', 10**400)",
 "struct.pack('b', 128)", "struct.pack('B', -1)", "struct.pack('<h', 2**70)", "struct.pack('H', 65536)",
 "struct.pack('i', 2**31)", "struct.pack('<I', -1)", "struct.pack('l', 2**63)", "struct.pack('<l', 2**31)",
 "struct.pack('<L', 2**32)", "struct.pack('L', 2**64)", "struct.pack('q', -2**63-1)", "struct.pack('<Q', 2**64)",
 "struct.pack('n', 2**63)", "struct.pack('N', -1)", "struct.pack('P', -1)", "struct.pack('P', 2**64-1)",
 "struct.pack('P', 2**64)", "struct.pack('P', -2**63-1)", "struct.pack('P', I(2**70))", "struct.pack('P', I(-2**70))",
 "struct.pack('h', I(2**70))", "struct.pack('B', N(300))", "struct.pack('i', 1.5)", "struct.pack('i', 'x')",
 "struct.pack('i', None)", "struct.pack('c', b'ab')", "struct.pack('c', 'a')", "struct.pack('c', 97)",
 "struct.pack('s', 1.0)", "struct.pack('3s', 'abc')", "struct.pack('3p', 3)",
 "struct.pack('i')", "struct.pack('i', 1, 2)", "struct.pack('ii', 1)", "struct.pack('x', 5)", "struct.pack()",
 "struct.pack('i', x=1)", "struct.pack('2s3p', b'ab', b'cd')", "struct.pack('<3?', 0, 2, '')",
]
