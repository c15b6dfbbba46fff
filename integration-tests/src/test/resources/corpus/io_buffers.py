# Bytes-like objects through _io and posix: bytearray and memoryview in write and readinto,
# BytesIO.getbuffer and its exports, RawIOBase subclasses under the buffered classes.
import io, os, tempfile

b = io.BytesIO(b'hello world')
buf = bytearray(5)
print(b.readinto(buf), buf, b.readinto(memoryview(buf)[1:3]), buf)
print(b.write(bytearray(b'!?')), b.write(memoryview(b'xyz')), b.getvalue())
view = b.getbuffer()
print(len(view), bytes(view[:5]))
view[0] = ord('J')
print(b.getvalue()[:5])
for action in (lambda: b.write(b'z'), lambda: b.truncate(0), lambda: b.close()):
    try:
        action()
    except BufferError as e:
        print('BufferError:', e)
view.release()
print(b.write(b'.'), b.getvalue()[-3:])
print(io.BytesIO(bytearray(b'from bytearray')).read(), io.BytesIO(memoryview(b'mv')).read())
try:
    b.readinto(b'immutable')
except TypeError as e:
    print('TypeError:', e)

class Chunks(io.RawIOBase):
    """A raw stream that hands out its data two bytes at a time."""
    def __init__(self, data):
        self.data = data
        self.reads = 0
    def readable(self):
        return True
    def readinto(self, b):
        self.reads += 1
        n = min(2, len(b), len(self.data))
        b[:n] = self.data[:n]
        self.data = self.data[n:]
        return n

r = Chunks(b'line one\nline two\n')
print(r.read(3), r.read(), r.reads)
br = io.BufferedReader(Chunks(b'abc\ndef\nghi'), buffer_size=4)
print(br.readline(), br.read(2), br.read1(10), br.read())
t = io.TextIOWrapper(io.BufferedReader(Chunks('caf\u00e9\nna\u00efve\n'.encode())), encoding='utf-8')
print(t.readlines())

class Sink(io.RawIOBase):
    def __init__(self):
        self.parts = []
    def writable(self):
        return True
    def write(self, b):
        self.parts.append(bytes(b))
        return len(b)

s = Sink()
w = io.BufferedWriter(s, buffer_size=4)
w.write(b'ab')
w.write(bytearray(b'cdefgh'))
w.write(memoryview(b'ij'))
w.flush()
print(s.parts)

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'data.bin')
    fd = os.open(path, os.O_WRONLY | os.O_CREAT)
    print(os.write(fd, bytearray(b'0123')), os.write(fd, memoryview(b'456789')[1:4]))
    os.close(fd)
    with open(path, 'rb') as f:
        ba = bytearray(3)
        print(f.readinto(ba), ba, f.readinto1(ba), ba, f.read())
    with open(path, 'rb', buffering=0) as f:
        m = memoryview(bytearray(4))
        print(f.readinto(m), bytes(m), f.readall())
    with open(path, 'r+b') as f:
        f.write(bytearray(b'AB'))
        f.seek(0)
        print(f.read())
