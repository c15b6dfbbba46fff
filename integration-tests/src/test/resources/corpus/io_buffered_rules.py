# Buffered and text streams as CPython 3.13's C implementation: abilities, raw results,
# readinto's direct reads, close's flush, pending text writes, decoded text kept on write.
import io, os, errno, codecs, threading, time


class Raw(io.RawIOBase):
    """A raw stream over a list of chunks; records what it is asked."""
    def __init__(self, chunks=(), seekable=False):
        self.chunks = list(chunks)
        self.reads = 0
        self.writes = []
        self._seekable = seekable
        self.calls = []

    def readable(self):
        return True

    def writable(self):
        return True

    def seekable(self):
        return self._seekable

    def readinto(self, b):
        self.reads += 1
        if not self.chunks:
            return 0
        data = self.chunks.pop(0)
        b[:len(data)] = data
        return len(data)

    def write(self, b):
        self.writes.append(bytes(b))
        return len(b)

    def flush(self):
        self.calls.append("flush")
        super().flush()


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        cause = e.__cause__
        context = e.__context__
        print(label, type(e).__name__, e,
              "| cause:", type(cause).__name__ if cause else None,
              "| context:", repr(context) if context else None)


class SeekableRaw(Raw):
    def seek(self, pos, whence=0):
        return 0

    def tell(self):
        return 0


# which abilities each buffered type reports, whatever the raw stream can do
for cls in (io.BufferedReader, io.BufferedWriter, io.BufferedRandom):
    with cls(SeekableRaw(seekable=True)) as b:
        print(cls.__name__, b.readable(), b.writable(), b.seekable())

# a raw readinto that returns something other than an int or None
raw = Raw([b"12"])
raw.readinto = lambda buf: b""
show("bad readinto", lambda: io.BufferedReader(raw).readline())
raw = Raw([b"12"])
raw.readinto = lambda buf: 99
show("long readinto", lambda: io.BufferedReader(raw, 8).read(1))

# readinto1 reads straight into a large buffer after what was read ahead
raw = Raw([b"abc", b"de", b"fgh", b"jkl"])
b = io.BufferedReader(raw, buffer_size=10)
buf = bytearray(2)
print(b.peek(3)[:3], raw.reads, b.readinto1(buf), bytes(buf), raw.reads)
print(b.readinto1(buf), bytes(buf[:1]), b.readinto1(buf), bytes(buf), raw.reads)
buf = bytearray(20)
print(b.peek(3)[:3], raw.reads, b.readinto1(buf), bytes(buf[:6]), raw.reads)
raw = Raw([b"0123456789", b"abcdefghij", b"KLM"])
b = io.BufferedReader(raw, buffer_size=4)
buf = bytearray(25)
print(b.readinto(buf), bytes(buf), raw.reads)


# a character device's raw seek and tell say 0 wherever it is
class CharDevice(Raw):
    def seek(self, pos, whence=0):
        return 0

    def tell(self):
        return 0

    def seekable(self):
        return True


b = io.BufferedReader(CharDevice([b"12"]))
print("chardev", b.seek(0, io.SEEK_CUR), b.read(1), b.tell(), b.seek(0, io.SEEK_CUR), b.read(1))

# close() flushes every buffered type (a reader's flush is the raw stream's), and a failing
# close keeps the failing flush as its context
raw = Raw()
io.BufferedReader(raw).close()
print("reader close flushed raw:", raw.calls)
raw = Raw()
def bad_close():
    raise OSError("close")
def bad_flush():
    raise OSError("flush")
raw.close = bad_close
b = io.BufferedReader(raw)
b.flush = bad_flush
show("close error", b.close)
print("closed after failing close:", b.closed)
raw.close = lambda: None
b.flush = lambda: None

# a BufferedRandom's flush drops what it read ahead: the next read sees the raw stream
data = io.BytesIO(b"abcdefghi")
b = io.BufferedRandom(data)
print(b.read(2), b.write(b"12"), b.read(2), b.tell())
b.flush()
print(b.tell(), b.read())
data.seek(0)
data.write(b"XYZ")
b.flush()
b.seek(0)
print(b.peek(3)[:3], b.read(3), data.getvalue())

# text written in pieces reaches the buffer as CPython's pending-bytes rules give it
class Log(Raw):
    def write(self, b):
        if len(b) > 8192:
            raise RuntimeError("too long: %d" % len(b))
        return super().write(b)

raw = Log()
t = io.TextIOWrapper(raw, encoding="ascii")
t.write("abc")
t.write("def")
print("pending:", raw.writes)
show("long write", lambda: t.write("x" * 8193))
print("after:", raw.writes)
t.write("ghi")
t.write("x" * 8192)
print([w[:8] + b"..%d" % len(w) for w in raw.writes])


class Reentrant(Raw):
    first = True

    def write(self, b):
        if self.first:
            self.first = False
            t.write("middle")
        return super().write(b)


raw = Reentrant()
t = io.TextIOWrapper(raw, encoding="utf-8")
t.write("abc")
t.write("def")
t.write("g" * 8192)
t.flush()
print([w[:8] + b"..%d" % len(w) for w in raw.writes])

# on a stream that cannot seek, what was decoded ahead is not dropped by a write
p = io.BufferedRWPair(io.BytesIO(b"foo\nbar\n"), io.BytesIO())
f = io.TextIOWrapper(p, encoding="utf-8")
line = f.readline()
f.write(line)
print(repr(line + f.readline()))

# names the C implementation takes as C strings
buf = io.BytesIO(b"\xc3\xa9\n")
t = io.TextIOWrapper(buf, encoding="latin-1")
show("encoding surrogate", lambda: t.__init__(buf, encoding="\udcfe"))
show("encoding NUL", lambda: t.__init__(buf, encoding="utf-8\0"))
show("errors surrogate", lambda: t.__init__(buf, encoding="utf-8", errors="\udcfe"))
show("errors NUL", lambda: t.__init__(buf, encoding="utf-8", errors="replace\0"))
show("newline", lambda: t.__init__(buf, encoding="utf-8", newline="\udcfe"))
show("lookup surrogate", lambda: codecs.lookup("\udcfe"))
show("lookup NUL", lambda: codecs.lookup("utf-8\0"))
t = io.TextIOWrapper(io.BytesIO(), "ascii", "replace", "\r")
show("reconfigure surrogate", lambda: t.reconfigure(encoding="\udcfe"))
show("reconfigure locale NUL", lambda: t.reconfigure(encoding="locale\0"))
show("reconfigure errors", lambda: t.reconfigure(errors="\udcfe"))


class BadIndex:
    def __index__(self):
        1 / 0


show("line_buffering index", lambda: t.reconfigure(line_buffering=BadIndex()))
show("line_buffering big", lambda: t.reconfigure(line_buffering=2 ** 1000))
show("write_through index", lambda: t.reconfigure(write_through=BadIndex()))
t.reconfigure(line_buffering=2, write_through=0)
print(t.line_buffering, t.write_through)
def delete_chunk_size():
    del t._CHUNK_SIZE
show("del _CHUNK_SIZE", delete_chunk_size)

# a non-blocking pipe: BlockingIOError says how much was taken
r, w = os.pipe()
os.set_blocking(w, False)
wf = open(w, "wb", buffering=1024)
sent = 0
try:
    while True:
        sent += wf.write(b"x" * 5000)
except BlockingIOError as e:
    print("blocked:", e.args[0] == errno.EAGAIN, e.args[2] == e.characters_written,
          0 < e.characters_written <= 5000)
    sent += e.characters_written
rf = open(r, "rb", buffering=0)
got = 0
os.set_blocking(r, False)
while True:
    try:
        wf.flush()
        break
    except BlockingIOError as e:
        print("flush blocked, written", e.characters_written)
        got += len(rf.read(1 << 20) or b"")
while True:
    chunk = rf.read(1 << 20)
    if not chunk:
        break
    got += len(chunk)
print("all arrived:", got == sent)
wf.close()
rf.close()


# a write while another thread closes: it waits for the close, then finds the file closed
class SlowFlush(Raw):
    def __init__(self):
        super().__init__()
        self.in_flush = threading.Event()

    def flush(self):
        self.in_flush.set()
        time.sleep(0.25)


raw = SlowFlush()
b = io.BufferedWriter(raw, 8)
th = threading.Thread(target=b.close)
th.start()
raw.in_flush.wait()
show("write during close", lambda: b.write(b"spam"))
print("closed:", b.closed)
th.join()

# __setstate__ checks each item of the state, as the C types do
for cls, states in (
        (io.BytesIO, [(b"ab", 1, None), (b"", -1, None), ("unicode", 0, None), (b"", 0.0, None),
                      (b"", 0, 0), (b"len-test", 0), 0]),
        (io.StringIO, [("a\r\nb", "", 1, {"k": 1}), ("", "f", 0, None), ("", "", -1, None),
                       (b"", "", 0, None), ("", b"", 0, None), ("", "", 0.0, None),
                       ("", "", 0, 0), ("len-test", 0), 0])):
    for st in states:
        m = cls()
        try:
            m.__setstate__(st)
            print(cls.__name__, repr(st), "->", repr(m.getvalue()), m.tell())
        except Exception as e:
            print(cls.__name__, repr(st), type(e).__name__, e)
    m = cls()
    m.close()
    show("closed " + cls.__name__, lambda: m.__setstate__(
        (b"closed", 0, None) if cls is io.BytesIO else ("closed", "", 0, None)))


# FileIO sets its name through setattr(), and leaves a descriptor it was given open when
# that, or the descriptor being a directory's, fails
class NoName(Exception):
    pass


class Named(io.FileIO):
    def __setattr__(self, name, value):
        if name == "name":
            raise NoName("no name for you")
        super().__setattr__(name, value)


fd = os.open(__file__, os.O_RDONLY)
show("setattr name", lambda: Named(fd))
os.close(fd)
fd = os.open(os.path.dirname(os.path.abspath(__file__)), os.O_RDONLY)
try:
    io.FileIO(fd, "r")
except OSError as e:
    print("directory descriptor:", e.errno == errno.EISDIR)
os.close(fd)
print("descriptors left open")
