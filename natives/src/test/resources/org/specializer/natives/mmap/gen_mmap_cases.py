# Generates mmap_cases.txt with CPython 3.13:
#   PYENV_VERSION=3.13.0 python3 gen_mmap_cases.py > mmap_cases.txt
# One case per line: an expression, a tab, then repr() of its value or "!Type: message".
# The expressions run in order after PRELUDE (MmapModuleTest reads it from this file, so it
# has no backslashes, and uses posix, not Lib's os): anonymous maps, then maps of a file,
# shared, read-only and copy-on-write, checked against what the file holds.
PRELUDE = """
import mmap, posix

def run(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

path = '/tmp/mmap-case-%d.bin' % posix.getpid()
out = posix.open(path, posix.O_WRONLY | posix.O_CREAT | posix.O_TRUNC, 384)
posix.write(out, b'first line' + bytes([10]) + b'second line' + bytes([10]) + b'tail')
posix.close(out)

def on_disk():
    fd = posix.open(path, posix.O_RDONLY)
    try:
        return posix.read(fd, 1000)
    finally:
        posix.close(fd)

def write_at(pos, data):
    other = posix.open(path, posix.O_WRONLY)
    try:
        posix.lseek(other, pos, 0)
        posix.write(other, data)
    finally:
        posix.close(other)

def size_on_disk():
    return posix.stat(path).st_size

fd = posix.open(path, posix.O_RDWR)
anon = mmap.mmap(-1, 8)

def through_view(m, at, data):
    with memoryview(m) as v:
        v[at:at + len(data)] = data

def in_with_block():
    with mmap.mmap(fd, 0) as w:
        w[1] = 64
    return w.closed
"""
exec(PRELUDE)

CASES = """
len(anon), anon[:], anon.tell(), repr(anon)
anon.write(b'abc'), anon.tell(), anon[:4], anon[0], anon[-1]
anon.seek(0), anon.read(2), anon.read_byte(), anon.read(), anon.read()
run(lambda: anon.write(b'x'))
run(lambda: anon.read_byte())
anon.seek(-2, 2), anon.tell(), anon.seek(1, 1), anon.tell()
run(lambda: anon.seek(9))
run(lambda: anon.seek(0, 3))
anon[1] = 66; anon[2:4] = b'CD'; anon[::7] = b'xy'; anon[:]
run(lambda: anon.__setitem__(0, 256))
run(lambda: anon.__setitem__(0, 'a'))
run(lambda: anon.__setitem__(slice(0, 2), b'abc'))
run(lambda: anon.__delitem__(0))
run(lambda: anon['k'])
run(lambda: anon[8])
list(anon)[:3], b'C' in bytes(anon), anon.find(b'C', 0), anon.rfind(b'x', 0), anon.find(b'zz', 0)
anon.seek(0); anon.find(b'x'), anon.find(b'x', 1), anon.find(b'C', -6, -4), anon.rfind(b'D', 0, 3)
anon.move(0, 4, 4); anon[:]
run(lambda: anon.move(6, 0, 4))
anon.resize(4); len(anon), anon[:]
run(lambda: anon.size())
run(lambda: anon.flush(1, 2))
anon.flush() is None, anon.madvise(mmap.MADV_NORMAL) is None
run(lambda: anon.madvise(mmap.MADV_NORMAL, 4))
view = memoryview(anon); view[0] = 90; anon[0], view.readonly
run(lambda: anon.close())
view.release(); anon.close(); anon.closed, repr(anon)
run(lambda: anon[0])
run(lambda: len(anon))
run(lambda: mmap.mmap(-1, 0))
run(lambda: mmap.mmap(-1, -1))
run(lambda: mmap.mmap(-1, 4, access=7))
run(lambda: mmap.mmap(-1, 4, flags=mmap.MAP_PRIVATE, access=mmap.ACCESS_READ))
run(lambda: mmap.mmap(-1, 4, offset=100))
m = mmap.mmap(fd, 0); len(m), m.size(), m.readline(), m.readline(), m.readline(), m.readline()
m[0:5] = b'FIRST'; on_disk()[:5]
m.seek(0); m.write(b'1st '); m.flush() is None, on_disk()[:10]
through_view(m, len(m) - 4, b'TAIL')
on_disk()[-4:], m[-4:]
write_at(20, b'Z'); scanned = bytes(m); on_disk()[20:21]
m.resize(40); len(m), m.size(), size_on_disk(), on_disk()[-6:]
m.resize(30); size_on_disk(), m[-4:]
run(lambda: mmap.mmap(fd, 100))
run(lambda: mmap.mmap(fd, 0, offset=4096))
run(lambda: mmap.mmap(fd, 0, offset=3))
ro = mmap.mmap(fd, 5, access=mmap.ACCESS_READ); ro[:], repr(ro)
run(lambda: ro.__setitem__(0, 65))
run(lambda: ro.write(b'x'))
run(lambda: ro.resize(10))
cow = mmap.mmap(fd, 5, access=mmap.ACCESS_COPY); cow[0:2] = b'zz'; cow[:], m[:5], on_disk()[:5]
run(lambda: cow.resize(10))
nt = mmap.mmap(fd, 8, trackfd=False); run(lambda: nt.size())
run(lambda: nt.resize(4))
nt[0] = 35; nt.close(); on_disk()[:2]
in_with_block(), on_disk()[:2]
ro.close(); cow.close(); m.close(); posix.close(fd); posix.unlink(path)
empty = posix.open(path, posix.O_RDWR | posix.O_CREAT, 384); run(lambda: mmap.mmap(empty, 0))
posix.close(empty); posix.unlink(path)
mmap.ACCESS_READ, mmap.ACCESS_WRITE, mmap.ACCESS_COPY, mmap.PAGESIZE, mmap.MAP_SHARED, mmap.MAP_PRIVATE, mmap.error is OSError
""".strip().split("\n")

for src in CASES:
    try:
        if '; ' in src and not src.startswith('run('):
            *stmts, last = src.split('; ')
            exec('; '.join(stmts), globals())
            r = repr(eval(last, globals()))
        else:
            r = repr(eval(src))
    except Exception as e:
        r = "!" + type(e).__name__ + ": " + str(e)
    print(src + "\t" + r)
