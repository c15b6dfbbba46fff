# mmap over anonymous memory and over files (a TemporaryFile, whose path is gone, and a named
# one): items, slices, seeks, find, resize, move, copy-on-write and read-only maps, regular
# expressions over a map, writes through a memoryview reaching the file, and the errors.
import mmap
m = mmap.mmap(-1, 5); m.write(b'abc'); print(repr(m), list(m)[:2], m[0], m[1:3], m.find(b'c'), m.tell(), m.find(b'a'), m.find(b'a', 0), len(m), m.seekable(), m[-1], m[::2], m.rfind(b'b', 0))
import io
for f in (lambda: m.write(b'xyz'), lambda: m[9], lambda: m.__setitem__(0, 300), lambda: m.__setitem__(slice(0,2), b'xyz'), lambda: m.seek(10), lambda: m.__delitem__(0), lambda: m['a'], lambda: m.read_byte() and m.seek(5) or m.read_byte(), lambda: m.__setitem__(0, 'a'), lambda: m.resize(10), lambda: m.size()):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
mv = memoryview(m)
try: m.close()
except Exception as e: print(type(e).__name__, e)
mv.release(); m.close(); print(repr(m), m.closed)
for f in (lambda: m.read(), lambda: len(m), lambda: m[0], lambda: m.closed):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
r = mmap.mmap(-1, 3, access=mmap.ACCESS_READ)
for f in (lambda: r.__setitem__(0, 1), lambda: r.write(b'a'), lambda: r.resize(5), lambda: repr(r), lambda: mmap.mmap(-1, 3, flags=mmap.MAP_SHARED, access=mmap.ACCESS_READ), lambda: mmap.mmap(-1, 3, flags=mmap.MAP_PRIVATE, access=mmap.ACCESS_READ), lambda: mmap.mmap(-1, -1), lambda: mmap.mmap(-1, 0), lambda: mmap.mmap(-1, 3, access=9), lambda: mmap.mmap(-1, 3, offset=-1)):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
import tempfile, os, re
with tempfile.TemporaryFile() as f:
    for g in (lambda: mmap.mmap(f.fileno(), 0),):
        try: print(g())
        except Exception as e: print(type(e).__name__, e)
    f.write(b'hello world\nline2\n'); f.flush()
    m = mmap.mmap(f.fileno(), 0)
    print(m.readline(), m.readline(), m.readline(), m.size(), m.tell())
    m[0:5] = b'HELLO'; m.flush(); f.seek(0); print(f.read())
    m.resize(30); print(m.size(), len(m), os.fstat(f.fileno()).st_size, m[:])
    m.move(0, 6, 5); print(m[:12])
    c = mmap.mmap(f.fileno(), 5, access=mmap.ACCESS_COPY); c[0:1] = b'z'; print(c[:], m[:5])
    print(re.findall(rb'\w+', m), bytes(m)[:5], m.find(b'line'), m.rfind(b'o'), m.find(b'o', -20, -5))
    with memoryview(m) as v:
        v[0:3] = b'XYZ'
    f.seek(0); print(f.read(5))
    m.seek(0, 2); print(m.tell()); m.seek(-3, 1); print(m.read(2), m.read(), m.read())
    m.seek(0); m.write_byte(65); print(m[:2])
    try: mmap.mmap(f.fileno(), 100)
    except Exception as e: print(type(e).__name__, e)
    try: mmap.mmap(f.fileno(), 0, offset=100)
    except Exception as e: print(type(e).__name__, e)
    try: mmap.mmap(f.fileno(), 0, offset=3)
    except Exception as e: print(type(e).__name__, e)
    m.close(); c.close()
with tempfile.NamedTemporaryFile() as nf:
    nf.write(b'0123456789'); nf.flush()
    with open(nf.name, 'rb') as rf:
        ro = mmap.mmap(rf.fileno(), 0, access=mmap.ACCESS_READ)
        print(ro[2:5], ro.size())
        try: mmap.mmap(rf.fileno(), 0)
        except Exception as e: print(type(e).__name__, e)
        ro.close()
    with open(nf.name, 'r+b') as wf:
        with mmap.mmap(wf.fileno(), 0) as w:
            w[9] = ord('X')
        wf.seek(0); print(wf.read())
print(mmap.PAGESIZE, mmap.error is OSError, mmap.mmap.__name__, mmap.mmap.__module__)
