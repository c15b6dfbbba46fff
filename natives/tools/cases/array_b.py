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
class F:
    def __init__(self): self.chunks = []
    def write(self, b): self.chunks.append(b)
class R:
    def __init__(self, data): self.data = data
    def read(self, n): d = self.data[:n]; self.data = self.data[n:]; return d
'''
EXPRS = [
 "A('i', [1]) + A('i', [2])", "A('i', [1]) + A('h', [2])", "A('i', [1]) + [2]", "A('i', [1, 2]) * 3", "2 * A('i', [1, 2])", "A('i', [1, 2]) * -1",
 "A('i', [1]) * 'x'", "(lambda b: (b.__iadd__(A('i', [3])), b))(A('i', [1]))", "(lambda b: (b.__imul__(2), b))(A('i', [1]))", "A('i', [1]).__iadd__([2])",
 "(lambda b: (b.__imul__(0), b))(A('i', [1, 2]))",
 "(A('i', [1, 2]) == A('i', [1, 2]), A('i', [1, 2]) == A('h', [1, 2]), A('i', [1, 2]) < A('i', [1, 3]), A('i', [1]) == [1], A('d', [float('nan')]) == A('d', [float('nan')]), A('b') < A('h', [0]))",
 "(A('i', [1, 2]) != A('i', [1, 2]), A('i', [3]) > A('i', [2, 9]), A('i', [1, 2]) >= A('i', [1]), A('i') <= A('i'))",
 "(lambda b: (b.__setitem__(0, 5), b.__setitem__(slice(1, 3), A('i', [7, 8, 9])), b))(A('i', [1, 2, 3, 4]))",
 "(lambda b: (b.__setitem__(slice(None, None, 2), A('i', [0, 0])), b))(A('i', [1, 2, 3, 4]))",
 "(lambda b: b.__setitem__(slice(None, None, 2), A('i', [0])))(A('i', [1, 2, 3, 4]))", "(lambda b: b.__setitem__(slice(0, 1), [5]))(A('i', [1, 2]))",
 "(lambda b: b.__setitem__(slice(0, 1), A('h', [5])))(A('i', [1, 2]))", "(lambda b: b.__setitem__(5, 1))(A('i', [1, 2]))",
 "(lambda b: (b.__delitem__(0), b.__delitem__(slice(None, None, 2)), b))(A('i', [1, 2, 3, 4, 5]))", "(lambda b: b.__delitem__(9))(A('i', [1, 2]))",
 "(lambda b: (b.__delitem__(slice(None, None, -2)), b))(A('i', [1, 2, 3, 4, 5, 6]))", "(lambda b: (b.__delitem__(slice(1, 5, 3)), b))(A('i', range(10)))",
 "(lambda b: (b.__setitem__(slice(5, 2), A('i', [9])), b))(A('i', [1, 2, 3, 4, 5, 6]))", "(lambda b: (b.__setitem__(slice(None, None, -1), A('i', [9, 8, 7])), b))(A('i', [1, 2, 3]))",
 "(lambda b: (b.__setitem__(slice(0, 2), b), b))(A('i', [1, 2, 3]))", "A('i', [1, 2])[1:1:0]", "A('i', range(10))[8:2:-3]", "A('i', range(10))[-3:]",
 "A('i', [1, 2]).__reduce_ex__(2)", "A('i', [1, 2]).__reduce_ex__(3)[1:]", "A('u', 'ab').__reduce_ex__(3)[1:]", "A('w', 'ab').__reduce_ex__(3)[1:]",
 "A('d', [1.5]).__reduce_ex__(4)[1:]", "A('b', [1]).__reduce_ex__(3)[1:]", "A('L', [1]).__reduce_ex__(3)[1:]", "A('i').__reduce_ex__('3')",
 "[(tc, A(tc).__reduce_ex__(3)[1][2]) for tc in 'bBuwhHiIlLqQfd']", "A('i').__reduce_ex__(3)[0] is array._array_reconstructor",
 "array._array_reconstructor(A, 'i', 10, b'\\x01\\x00\\x00\\x00')", "array._array_reconstructor(A, 'i', 11, b'\\x00\\x00\\x00\\x01')",
 "array._array_reconstructor(A, 'b', 99, b'')", "array._array_reconstructor(list, 'b', 1, b'')", "array._array_reconstructor(A, 'x', 1, b'')",
 "array._array_reconstructor(A, 'd', 17, b'\\x3f\\xf0\\x00\\x00\\x00\\x00\\x00\\x00')", "array._array_reconstructor(A, 'i', 12, b'\\x01\\x00\\x00\\x00\\x00\\x00\\x00\\x00')",
 "array._array_reconstructor(A, 'i', 12, b'\\x01\\x00\\x00\\x00\\x00\\x00\\x00\\x80')", "array._array_reconstructor(A, 'i', 8, b'\\x01\\x00\\x00\\x00')",
 "array._array_reconstructor(A, 'L', 11, b'\\xff' * 8)", "array._array_reconstructor(A, 'h', 3, b'\\x01\\x02')", "array._array_reconstructor(A, 'w', 19, b'\\x00a\\x00b')",
 "array._array_reconstructor(A, 'f', 15, b'\\x3f\\x80\\x00\\x00')", "array._array_reconstructor(A, 'i', 8, 'x')", "array._array_reconstructor(3, 'i', 8, b'')",
 "array._array_reconstructor(S, 'i', 8, b'\\x01\\x00\\x00\\x00')", "A('i', [1]).__copy__(), A('i', [1]).__deepcopy__({})",
 "(S('i', [1, 2]), type(S('i', [1])[0:1]), type(S('i', [1]) + S('i', [2])), type(S('i', [1]).__copy__()))",
 "(lambda s: (setattr(s, 'x', 5), s.__reduce_ex__(3)[1:]))(S('i', [1]))[1][1:]", "(lambda s: s.__reduce_ex__(2))(S('i', [1]))[1:]", "(lambda s: s.__reduce_ex__(2))(S('i', [1]))[0] is S",
 "(A('i', [1, 2]).__sizeof__(), A('i').__sizeof__(), A('d', [1.0] * 10).__sizeof__())",
 "(lambda it: (next(it), type(it).__name__, type(it).__module__, it.__reduce__()[1:]))(iter(A('i', [1, 2, 3])))",
 "(lambda it: (list(it), it.__reduce__()[1:]))(iter(A('i', [1, 2])))", "(lambda it: (it.__setstate__(2), list(it)))(iter(A('i', [1, 2, 3])))",
 "(lambda m: (m.format, m.itemsize, m.tolist(), m.readonly, m.nbytes, m.shape))(memoryview(A('d', [1.5, 2.5])))",
 "(lambda b: (lambda m: b.append(1))(memoryview(b)))(A('i', [1]))", "(lambda b: (lambda m: (m.__setitem__(0, 7), b))(memoryview(b)))(A('i', [1]))",
 "(lambda b: (lambda m: (m.release(), b.append(2), b))(memoryview(b)))(A('i', [1]))", "(lambda b: (lambda m: (b.__setitem__(0, 4), m[0]))(memoryview(b)))(A('i', [1]))",
 "bytes(A('h', [1, 2]))", "bytearray(A('H', [258]))", "memoryview(A('u', 'ab')).tobytes()", "memoryview(A('I', [5])).cast('B').tolist()",
 "A('i', [1, 2]).tofile(5)", "A('i').fromfile(5, 1)", "(lambda f: (A('h', [1, 2, 3]).tofile(f), f.chunks))(F())",
 "(lambda b: (b.fromfile(R(b'\\x01\\x00\\x02\\x00\\x03'), 2), b))(A('h'))", "(lambda b: (b.fromfile(R(b'\\x01\\x00\\x02'), 2), b))(A('h'))",
 "(lambda b: (b.fromfile(R(b'\\x01\\x00\\x02'), 2)))(A('h'))", "A('h').fromfile(R(b''), -1)", "A('h').fromfile(R('xx'), 1)",
 "A[int]", "hash(A('i'))", "(lambda b: (b.clear(), b))(A('i', [1, 2]))", "A('i').__deepcopy__()", "A('w', 'a') == A('u', 'a')",
 "repr(A('u', 'a\\n'))", "A('f', [1.1]) == A('d', [1.1])", "A('b', [1, 2, 3]).index(2, 5)", "A('I', [3]) == A('l', [3])",
 "(lambda b: (b.extend(x for x in [4, 5]), b))(A('b'))", "(lambda b: [b.append(i) for i in range(20)] and (b, b.__sizeof__()))(A('b'))",
 "list(reversed(A('i', [1, 2, 3])))", "sorted(A('i', [3, 1, 2]))", "sum(A('d', [0.5, 0.25]))", "A('i', [1, 2]) == A('i', [1, 2, 3])",
 "A('i', [5]).typecode, A('i', [5]).itemsize", "(lambda b: (setattr(b, 'typecode', 'x')))(A('i'))", "(lambda b: (b.__setitem__(0, 2**40)))(A('i', [1]))",
 "(lambda b: (b.__setitem__(0, 'x'), b))(A('w', 'ab'))", "A('w', 'ab')[1]", "A('u', 'ab')[::-1]",
]
