# bytearray: construction, the mutable sequence protocol, the methods shared with bytes,
# operators, comparisons, subclasses and CPython's messages.

def attempt(label, f):
    try:
        print(label, '->', repr(f()))
    except Exception as e:
        print(label, '!!', type(e).__name__ + ':', e)


print('-- construction')
print(bytearray(), bytearray(3), bytearray(b'abc'), bytearray([1, 2, 255]))
print(bytearray('h\xe9', 'utf-8'), bytearray('abc', encoding='ascii'))
print(bytearray(range(65, 70)), bytearray(iter([97, 98])), bytearray((120,)))
print(bytearray(memoryview(b'view')), bytearray(bytearray(b'copy')))
attempt('bytearray(-1)', lambda: bytearray(-1))
attempt("bytearray('abc')", lambda: bytearray('abc'))
attempt("bytearray(b'x', 'ascii')", lambda: bytearray(b'x', 'ascii'))
attempt('bytearray([256])', lambda: bytearray([256]))
attempt("bytearray(['a'])", lambda: bytearray(['a']))
attempt('bytearray(1.5)', lambda: bytearray(1.5))
attempt('bytearray(x=1)', lambda: bytearray(x=1))
attempt("bytearray(errors='strict')", lambda: bytearray(errors='strict'))
attempt("bytearray('\xe9', 'ascii')", lambda: bytearray('\xe9', 'ascii'))
print(bytearray.fromhex('de ad BE ef'), bytearray(b'\xde\xad').hex(), bytearray(b'abc').hex('-', 2))
attempt("bytearray.fromhex('zz')", lambda: bytearray.fromhex('zz'))

print('-- sequence')
b = bytearray(b'abcdef')
print(len(b), b[0], b[-1], b[1:4], b[::-2], b[10:], list(b)[:3])
print(98 in b, b'cd' in b, bytearray(b'ef') in b, memoryview(b'x') in b)
attempt('b[6]', lambda: b[6])
attempt("b['a']", lambda: b['a'])
attempt("'a' in b", lambda: 'a' in b)
attempt('300 in b', lambda: 300 in b)
print([x for x in b][:2], sum(b), max(b), sorted(b, reverse=True)[:3])
it = iter(b)
next(it)
b.append(ord('g'))
print(list(it), type(it).__name__)
print(list(reversed(bytearray(b'xyz'))))

print('-- item and slice assignment')
b = bytearray(b'abcdef')
b[0] = 65
b[-1] = 70
print(b)
b[1:3] = b'XYZW'
print(b)
b[1:5] = []
print(b)
b[::2] = b'12'
print(b)
b[::-1] = bytearray(b'wxyz')
print(b)
b[5:1] = b'..'
print(b)
b[:] = b
print(b)
b[2:4] = b
print(b)
b[1:3] = memoryview(b'MV')
b[3:5] = (1, 2, 3)
b[0:1] = range(48, 51)
print(b)
attempt('b[0] = 256', lambda: b.__setitem__(0, 256))
attempt("b[0] = b'a'", lambda: b.__setitem__(0, b'a'))
attempt("b[1:2] = 'ab'", lambda: b.__setitem__(slice(1, 2), 'ab'))
attempt('b[1:2] = 5', lambda: b.__setitem__(slice(1, 2), 5))
attempt('b[1:2] = None', lambda: b.__setitem__(slice(1, 2), None))
attempt("b[::2] = b'xy'", lambda: b.__setitem__(slice(None, None, 2), b'xy'))
attempt('b[99] = 1', lambda: b.__setitem__(99, 1))
b = bytearray(b'0123456789')
del b[0]
del b[-1]
print(b)
del b[1:3]
print(b)
del b[::2]
print(b)
b = bytearray(b'0123456789')
del b[::-3]
print(b)
b[::2] = b''
print(b)
attempt('del b[50]', lambda: b.__delitem__(50))

print('-- mutators')
b = bytearray(b'hello')
b.append(33)
b.extend(b' world')
b.extend([33, 33])
b.extend(x for x in range(48, 51))
b.insert(0, 62)
b.insert(-1, 95)
b.insert(100, 60)
print(b)
print(b.pop(), b.pop(0), b.pop(-2), b)
b.remove(ord('o'))
print(b)
b.reverse()
print(b)
c = b.copy()
b.clear()
print(b, c, c is not b)
attempt('b.pop()', lambda: b.pop())
attempt("c.remove(ord('#'))", lambda: c.remove(ord('#')))
attempt("c.extend('ab')", lambda: c.extend('ab'))
attempt('c.extend(5)', lambda: c.extend(5))
attempt('c.append(256)', lambda: c.append(256))
attempt("c.append('a')", lambda: c.append('a'))
attempt('c.insert(0)', lambda: c.insert(0))
c.extend(c)
print(c)

print('-- operators')
b = bytearray(b'ab')
print(b + b'cd', b + bytearray(b'!'), b + memoryview(b'mv'), b'x' + b, b * 3, 2 * b, b * -1)
b += b'cd'
b += memoryview(b'ef')
print(b)
alias = b
b *= 2
print(b, alias is b)
b *= 0
print(b)
attempt("bytearray(b'a') + 'x'", lambda: bytearray(b'a') + 'x')
attempt('bytearray(b"a") + 1', lambda: bytearray(b'a') + 1)
attempt('bytearray(b"a") * "x"', lambda: bytearray(b'a') * 'x')
print(bytearray(b'%d-%s-%r') % (1, b'two', 3), bytearray(b'%c%c') % (65, b'B'))
print(b'%s and %s' % (bytearray(b'ba'), memoryview(b'mv')))

print('-- comparisons and hashing')
b = bytearray(b'abc')
print(b == b'abc', b'abc' == b, b == bytearray(b'abc'), b == memoryview(b'abc'), b != b'abd')
print(b < b'abd', b'abb' < b, b <= bytearray(b'abc'), b > memoryview(b'ab'), b == 'abc')
attempt("b < 'abc'", lambda: b < 'abc')
attempt('hash(b)', lambda: hash(b))
attempt('{b: 1}', lambda: {b: 1})
print(sorted([bytearray(b'b'), b'a', bytearray(b'c'), b'bb']))

print('-- methods shared with bytes')
b = bytearray(b'  Hello, World  ')
print(b.strip(), b.lstrip(), b.rstrip(b' d'), b.split(), b.split(b','), b.rsplit(None, 1))
print(b.find(b'o'), b.rfind(b'o'), b.index(b'W'), b.count(b'l'), b.count(108, 5))
print(b.startswith(b'  H'), b.endswith((b'x', bytearray(b'  '))), b.replace(b'l', b'L', 2))
print(b.upper(), b.lower(), b.swapcase(), b.title(), b.strip().capitalize())
print(b.partition(b','), b.rpartition(b'Z'), b.removeprefix(b'  '), b.removesuffix(b'!'))
print(bytearray(b'-').join([b'a', bytearray(b'b'), memoryview(b'c')]), b.center(20, b'*'))
print(bytearray(b'7').zfill(3), bytearray(b'a\tb').expandtabs(4), bytearray(b'x\ny\r\n').splitlines(True))
print(bytearray(b'abc').translate(bytes.maketrans(b'ab', b'AB'), b'c'), bytearray.maketrans(b'x', b'y')[120])
print(b.isalpha(), bytearray(b'abc').isalpha(), bytearray(b'12').isdigit(), bytearray().isspace(),
      bytearray(b'Ab').istitle(), bytearray(b'ab').islower(), bytearray(b'\x80').isascii())
print(bytearray(b'caf\xc3\xa9').decode(), bytearray(b'caf\xe9').decode('latin-1'), str(bytearray(b'xy'), 'ascii'))
attempt("bytearray(b'\\xff').decode()", lambda: bytearray(b'\xff').decode())
attempt("b.index(b'Q')", lambda: b.index(b'Q'))
attempt("b.split(b'')", lambda: b.split(b''))
attempt("b.center(9, b'ab')", lambda: b.center(9, b'ab'))
attempt("b.find('o')", lambda: b.find('o'))
attempt("b.startswith('x')", lambda: b.startswith('x'))

print('-- subclasses')
class Buf(bytearray):
    def __init__(self, *args):
        super().__init__(*args)
        self.tag = 'buf'
    def twice(self):
        return self + self
x = Buf(b'xy')
print(repr(x), x.tag, x.twice(), type(x.twice()).__name__, type(x[:1]).__name__)
x.append(122)
x[0:1] = b'XX'
print(x, len(x), x.upper(), x == b'XXyz', isinstance(x, bytearray))
print(Buf.fromhex('4142'), type(Buf.fromhex('4142')).__name__)
print(type(x.copy()).__name__, bytes(x), str(x))

print('-- allocation and size')
b = bytearray(b'abcdef')
print(b.__alloc__(), bytearray().__alloc__(), bytearray(10).__alloc__())
for i in range(20):
    b.append(i)
print(len(b), b.__alloc__())
del b[:10]
print(len(b), b.__alloc__())
b.clear()
print(b.__alloc__(), b.__sizeof__(), bytearray(b'abc').__sizeof__())
print(bytearray(b'abc').__reduce__(), bytearray(b'abc').__reduce_ex__(3))
