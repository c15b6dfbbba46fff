SETUP = '''
try:
    import warnings
    warnings.simplefilter('ignore')
except ImportError:
    pass
import array
A = array.array
class S(A):
    pass
class I:
    def __index__(self): return 7
'''
EXPRS = [
 "sorted(n for n in dir(array) if not n.startswith('__')), array.typecodes, array.ArrayType is A",
 "[(tc, A(tc).itemsize, memoryview(A(tc)).format, A(tc).typecode) for tc in array.typecodes]",
 "A('z')", "A()", "A(3)", "A('bb')", "A('b', [1, 2, 300])", "A('b', [1, 2, -129])", "A('b', [2**20])", "A('B', [-1])", "A('B', [256])",
 "A('h', [2**15])", "A('h', [-2**15-1])", "A('H', [2**16])", "A('H', [-1])", "A('H', [2**40])", "A('i', [2**31])", "A('i', [-2**31-1])",
 "A('I', [2**32])", "A('I', [-1])", "A('I', [2**70])", "A('l', [2**63])", "A('L', [2**64])", "A('L', [-1])", "A('q', [2**63])", "A('Q', [-1])", "A('Q', [2**64])",
 "A('i', [1.5])", "A('i', ['a'])", "A('d', ['a'])", "A('f', [1e300])", "A('d', [1, 2])", "A('u', ['ab'])", "A('u', 'abc')", "A('w', 'abc\\U0001f600')",
 "A('b', 'abc')", "A('u', [1])", "A('b', b'\\x01\\x02')", "A('h', b'\\x01\\x02\\x03')", "A('h', bytearray(b'\\x01\\x02'))", "A('i', A('h', [1, 2]))",
 "A('u', A('w', 'ab'))", "A('w', A('u', 'ab'))", "A('d', A('i', [1, 2]))", "A('i', A('d', [1.5]))", "A('i', (x for x in range(3)))", "A('i', typecode='i')",
 "A('i', [1], 2)", "A('i', range(5))", "A('f', [0.1, 1/3])", "A('d', [0.1, float('nan'), -0.0])", "str(A('b', [1, 2]))", "A('b')", "A('d', [])",
 "A('Q', [2**64 - 1, 0])[0]", "A('L', [2**63])", "A('i', [I()])", "A('b', (1, 2))", "A('b', 5)", "A('I', [4294967295])",
 "(lambda a: (a[0], a[-1], a[1:3], a[::-1], a[::2], len(a), 2 in a, 5 in a, a.count(2), a.index(2), a.index(2, 2), a.index(2, -1)))(A('i', [1, 2, 3, 2]))",
 "A('i', [1, 2]).index(9)", "A('i', [1])[10]", "A('i', [1])['x']", "A('i', [1, 2]).index(2, 0, 1)", "A('i', [1]).remove(5)", "A('i').pop()", "A('i', [1]).pop(5)",
 "(lambda b: (b.pop(), b.pop(0), b))(A('i', [1, 2, 3]))", "(lambda b: (b.insert(1, 9), b.insert(-10, 8), b.insert(100, 7), b))(A('i', [1, 2]))",
 "(lambda b: (b.append(4), b.extend([5, 6]), b.extend(A('i', [7])), b))(A('i'))", "A('i').extend(A('h', [1]))", "A('i').extend(5)", "A('i').append('x')",
 "(lambda b: (b.extend(b), b))(A('i', [1, 2]))", "(lambda b: (b.remove(2), b))(A('i', [1, 2, 3, 2]))",
 "(lambda b: (b.reverse(), b))(A('h', [1, 2, 3]))", "(lambda b: (b.byteswap(), b))(A('h', [1, 2, 3]))", "(lambda b: (b.byteswap(), b))(A('d', [1.0]))",
 "(lambda b: (b.byteswap(), b))(A('b', [1, 2]))", "A('h', [1, 2]).tobytes()", "(lambda b: (b.frombytes(b'\\x01\\x00'), b))(A('h'))",
 "A('h').frombytes(b'\\x01')", "A('h').frombytes('ab')", "(lambda b: (b.frombytes(memoryview(b'\\x05\\x00\\x06\\x00')), b))(A('h'))",
 "(lambda b: (b.fromlist([1, 2]), b))(A('h'))", "(lambda b: (b.fromlist([1, 'x']), b))(A('h', [9]))", "(lambda b: (b.fromlist([1, 'x'], ), b)[1])(A('h', [9]))",
 "A('h').fromlist((1,))", "A('h', [1, 2]).tolist()", "(lambda b: (b.fromunicode('xy'), b, b.tounicode()))(A('u', 'a'))", "A('h').fromunicode('x')",
 "A('h').tounicode()", "A('u').fromunicode(b'x')", "A('i', [1, 2]).buffer_info()[1]", "A('w', [1]).tounicode()",
]
