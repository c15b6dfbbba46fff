# The buffer protocol across the builtins: bytes-like arguments (bytes, bytearray, memoryview,
# classes with __buffer__), conversions, and views that are dropped without release().

def attempt(label, f):
    try:
        print(label, '->', repr(f()))
    except Exception as e:
        print(label, '!!', type(e).__name__ + ':', e)


print('-- bytes methods take any bytes-like argument')
b = b'spam, eggs, ham'
ba = bytearray(b', ')
mv = memoryview(b'eggs')
print(b.split(ba), b.find(mv), b.count(bytearray(b'a')), b.replace(mv, bytearray(b'EGGS')))
print(b.startswith(bytearray(b'spam')), b.endswith((mv, memoryview(b'ham'))), mv in b, ba in b)
print(b.strip(bytearray(b'sm')), b.partition(ba), b.removeprefix(memoryview(b'spam')))
print(b'-'.join([b'a', bytearray(b'b'), memoryview(b'c')]), b''.join((memoryview(b'xy'),)))
print(b + bytearray(b'!'), b'x' + memoryview(b'yz'), b.translate(bytearray(bytes.maketrans(b'a', b'A'))))
print(bytes.maketrans(bytearray(b'ab'), memoryview(b'xy'))[97:99], b.center(19, bytearray(b'|')))
print(b'%s|%s|%c' % (bytearray(b'ba'), memoryview(b'mv'), bytearray(b'c')))
attempt("b.find('eggs')", lambda: b.find('eggs'))
attempt("b.split(',')", lambda: b.split(','))
attempt("b'-'.join([b'a', 'b'])", lambda: b'-'.join([b'a', 'b']))
attempt("b'-'.join([memoryview(b'abcd')[::2]])", lambda: b'-'.join([memoryview(b'abcd')[::2]]))
attempt("b.find(memoryview(b'abcd')[::2])", lambda: b.find(memoryview(b'abcd')[::2]))
attempt("b + 'x'", lambda: b + 'x')
attempt("b < memoryview(b'z')", lambda: b < memoryview(b'z'))

print('-- conversions')
print(bytes(bytearray(b'ba')), bytes(memoryview(b'mv')), bytes(memoryview(b'abcdef')[::2]))
print(bytes(memoryview(b'\x01\x00\x02\x00').cast('h')), bytearray(memoryview(b'xyz')[::-1]))
print(int.from_bytes(bytearray(b'\x01\x00'), 'little'), int.from_bytes(memoryview(b'\x01\x00'), 'big'))
print(int.from_bytes(memoryview(b'\x00\x01\x02')[::2], 'big'), int.from_bytes([1, 2], 'big'))
print(int(bytearray(b' 42 ')), int(memoryview(b'-7')), int(bytearray(b'ff'), 16))
print(float(bytearray(b'1.5')), float(memoryview(b'2.25')), str(bytearray(b'abc'), 'ascii'))
print(str(memoryview(b'caf\xc3\xa9'), 'utf-8'), bytearray('\u20ac', 'utf-8').decode(), ord(bytearray(b'A')))
print('\u20ac'.encode() == bytearray(b'\xe2\x82\xac'), bytes(3), bytearray(b'x') == 'x')
print(eval(bytearray(b'6 * 7')), eval(memoryview(b'1 + 1')))
attempt("int(bytearray(b'x'))", lambda: int(bytearray(b'x')))
attempt("int(memoryview(b'12'), 16)", lambda: int(memoryview(b'12'), 16))
attempt("float(bytearray(b'x'))", lambda: float(bytearray(b'x')))
attempt("str(memoryview(b'ab')[::2], 'ascii')", lambda: str(memoryview(b'ab')[::2], 'ascii'))
attempt("str(bytearray(b'\\xff'), 'ascii')", lambda: str(bytearray(b'\xff'), 'ascii'))
attempt("int.from_bytes('ab', 'big')", lambda: int.from_bytes('ab', 'big'))
attempt("ord(bytearray(b'ab'))", lambda: ord(bytearray(b'ab')))
attempt("ord(memoryview(b'a'))", lambda: ord(memoryview(b'a')))
attempt('sum([], bytearray())', lambda: sum([], bytearray()))
released = memoryview(b'gone')
released.release()
attempt('bytes(released)', lambda: bytes(released))
attempt("b'x' + released", lambda: b'x' + released)
attempt('memoryview(released)', lambda: memoryview(released))

print('-- classes with __buffer__')
class Exporter:
    def __init__(self, data):
        self.data = data
    def __buffer__(self, flags):
        print('  __buffer__', flags)
        return memoryview(self.data)
    def __release_buffer__(self, view):
        print('  __release_buffer__', view.tobytes())

e = Exporter(b'exported')
print(bytes(e))
print(b'xxexportedxx'.find(e))
with memoryview(e) as m:
    print(m.tobytes(), m.readonly)
print(bytearray(e))
class Bad:
    def __buffer__(self, flags):
        return b'not a memoryview'
attempt('memoryview(Bad())', lambda: memoryview(Bad()))
print(memoryview(b'abc').__buffer__(0).tobytes(), bytearray(b'q').__buffer__(0).readonly)

print('-- views dropped without release')
buf = bytearray(b'head:payload')
print(memoryview(buf)[0])
buf.append(33)
data = bytes(memoryview(buf)[:5])
del buf[:5]
print(data, buf)
def fill(target):
    view = memoryview(target).cast('B')
    view[0] = ord('P')
    return len(view)
n = fill(buf)
del buf[n - 1:]
print(n, buf)
for i in range(20):
    chunk = bytes(memoryview(buf)[:1])
    buf.extend(chunk)
print(buf)
fresh = bytearray(b'fresh')
keep = memoryview(fresh)
attempt('fresh.append(0)', lambda: fresh.append(0))
del keep
fresh.append(46)
print(fresh)
