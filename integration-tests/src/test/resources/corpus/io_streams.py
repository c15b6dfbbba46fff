# _io: files through open() (text and binary, buffered and raw), BytesIO, StringIO,
# TextIOWrapper over memory, newline handling, positions and the errors CPython raises.
import _io, posix

base = '/tmp/io_streams_%d' % posix.getpid()
posix.mkdir(base)
path = base + '/text.txt'

def attempt(f):
    try:
        r = f()
    except Exception as e:
        print('  ', type(e).__name__ + ':', str(e).replace(base, 'BASE'))
    else:
        print('  ', repr(r))

try:
    with open(path, 'w', encoding='utf-8') as f:
        print(type(f).__name__, f.mode, f.encoding, f.errors, f.line_buffering, f.name == path)
        print(f.write('first line\n'), f.write('caf\u00e9 \u20ac\n'), f.write('last'))
        print(f.tell(), f.writable(), f.readable(), f.seekable())
        attempt(lambda: f.read())
    print(f.closed)
    attempt(lambda: f.write('x'))
    with open(path, encoding='utf-8') as f:
        print(repr(f.readline()), f.tell())
        print(repr(f.read(4)), f.tell())
        print(repr(f.readline()), repr(f.readline()), repr(f.readline()))
        f.seek(0)
        print(f.readlines())
        f.seek(0)
        print([line.rstrip('\n') for line in f])
        attempt(lambda: f.seek(3, 1))
        attempt(lambda: f.write('no'))
        print(f.seek(0, 2), repr(f.read()))
    with open(path, 'rb') as f:
        print(type(f).__name__, f.mode, f.read(5), f.peek(1)[:1], f.read1(3), f.tell())
        print(f.readline(), f.seek(-4, 2), f.read(), f.read(), f.raw.mode)
    with open(path, 'rb', buffering=0) as f:
        print(type(f).__name__, f.read(3), f.readall()[:5], f.read(2), f.closefd)
    with open(path, 'ab') as f:
        print(f.tell(), f.write(b'\nappended'), f.tell())
    with open(path, 'r+b') as f:
        print(f.read(5), f.write(b'_'), f.tell(), f.seek(0), f.read(12))
        print(f.truncate(12), f.seek(0, 2))
    with open(path, 'rb') as f:
        print(f.read())
    with open(path, 'x' if False else 'w', newline='\r\n') as f:
        f.write('a\nb\n')
    with open(path, 'rb') as f:
        print(f.read())
    with open(path, newline='') as f:
        print(f.readlines())
    with open(path) as f:
        print(f.readlines(), f.newlines)
    attempt(lambda: open(path, 'x'))
    attempt(lambda: open(base + '/missing.txt'))
    attempt(lambda: open(base))
    attempt(lambda: open(path, 'rw'))
    attempt(lambda: open(path, 'rb', encoding='utf-8'))
    attempt(lambda: open(path, 'r', buffering=0))
    attempt(lambda: open(path, 'q'))

    fd = posix.open(path, posix.O_RDONLY)
    with open(fd, 'rb', closefd=False) as f:
        print(f.name == fd, f.read(2))
    print(posix.read(fd, 2))
    posix.close(fd)
    fd = posix.open(path, posix.O_RDONLY)
    f = _io.FileIO(fd)
    print(f.fileno() == fd, f.read(1), f.mode, f.closefd)
    f.close()
    attempt(lambda: posix.close(fd))
    attempt(lambda: f.read())

    b = _io.BytesIO(b'hello\nworld\n')
    print(b.read(3), b.readline(), b.tell(), b.readlines(), b.read())
    print(b.seek(2), b.write(b'XY'), b.getvalue(), b.seek(20), b.write(b'!'), b.getvalue())
    print(b.truncate(4), b.getvalue(), b.tell(), b.seek(-1, 2), b.read())
    attempt(lambda: b.seek(-1))
    attempt(lambda: b.write('text'))
    b.close()
    attempt(lambda: b.getvalue())
    print(list(_io.BytesIO(b'a\nb\nc')))

    s = _io.StringIO('one\ntwo\r\nthree\rfour')
    print(s.readlines())
    s = _io.StringIO('one\ntwo\r\nthree\rfour', newline=None)
    print(repr(s.getvalue()), s.readlines(), s.newlines)
    s = _io.StringIO('one\ntwo\r\nthree\rfour', newline='')
    print(s.readlines())
    s = _io.StringIO(newline='\r\n')
    print(s.write('a\nb'), repr(s.getvalue()))
    s = _io.StringIO()
    print(s.write('h\u00e9llo \U0001F600!'), s.tell(), s.seek(7), s.read(), s.seek(0), s.read(2))
    print(s.seek(0, 2), s.write('?'), s.getvalue(), s.truncate(3), s.getvalue())
    attempt(lambda: s.seek(1, 1))
    attempt(lambda: s.write(b'x'))
    attempt(lambda: _io.StringIO(newline='x'))
    s.close()
    attempt(lambda: s.read())

    t = _io.TextIOWrapper(_io.BytesIO(b'caf\xc3\xa9\nline two\n\xe2\x82\xac end'), encoding='utf-8')
    print(t.readline(), t.tell(), t.read(4), t.tell(), t.readline(), t.read())
    t.seek(0)
    print(t.read(3), t.tell(), t.read(1), t.tell())
    t = _io.TextIOWrapper(_io.BytesIO(), encoding='latin-1', newline='\r\n')
    t.write('x\ny\u00ff')
    t.flush()
    print(t.buffer.getvalue(), t.encoding, t.newlines)
    t = _io.TextIOWrapper(_io.BytesIO(b'\xff\xfeA\x00B\x00'), encoding='utf-16')
    print(repr(t.read()))
    t = _io.TextIOWrapper(_io.BytesIO(), encoding='utf-16')
    t.write('AB')
    t.flush()
    print(t.buffer.getvalue())
    t = _io.TextIOWrapper(_io.BytesIO(b'ok \xff bad'), encoding='utf-8')
    attempt(lambda: t.read())
    t = _io.TextIOWrapper(_io.BytesIO(b'ok \xff bad'), encoding='utf-8', errors='replace')
    print(t.read())
    t = _io.TextIOWrapper(_io.BytesIO(), encoding='ascii')
    attempt(lambda: t.write('\u00e9'))
    attempt(lambda: _io.TextIOWrapper(_io.BytesIO(), encoding='no-such-codec'))
    attempt(lambda: _io.TextIOWrapper(_io.BytesIO(), newline='x'))
    t = _io.TextIOWrapper(_io.BytesIO(b'data'), encoding='ascii')
    raw = t.detach()
    print(raw.read())
    attempt(lambda: t.read())
    d = _io.IncrementalNewlineDecoder(None, translate=True)
    print(repr(d.decode('a\r')), repr(d.decode('\nb\r')), repr(d.decode('', final=True)), d.newlines, d.getstate())
    print(issubclass(_io.UnsupportedOperation, OSError), issubclass(_io.UnsupportedOperation, ValueError))
    print(_io.DEFAULT_BUFFER_SIZE, _io.text_encoding(None), _io.text_encoding('latin-1'))
finally:
    for name in posix.listdir(base):
        posix.unlink(base + '/' + name)
    posix.rmdir(base)
