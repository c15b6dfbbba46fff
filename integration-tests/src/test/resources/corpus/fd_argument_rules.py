# os.fsync, os.fdatasync and os.fchdir take a descriptor as PyObject_AsFileDescriptor does:
# an int (a bool warns), or an object with fileno(); a negative one is a ValueError.
import os
import tempfile
import warnings

for f in (os.fsync, os.fdatasync, os.fchdir):
    # True is descriptor 1: only fchdir's answer does not depend on what it is
    for arg in (-1, 2 ** 40, "x", 1.5) + ((True,) if f is os.fchdir else ()):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            try:
                f(arg)
                r = "ok"
            except Exception as e:
                r = "%s: %s" % (type(e).__name__, e)
        print(f.__name__, repr(arg), r, [str(x.message) for x in w])


class Fileno:
    def __init__(self, n):
        self.n = n

    def fileno(self):
        return self.n


for n in ("3", -2):
    try:
        os.fsync(Fileno(n))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

d = tempfile.mkdtemp()
fd = os.open(d, os.O_RDONLY)
old = os.getcwd()
os.fchdir(Fileno(fd))
print("fchdir to a directory:", os.getcwd() == os.path.realpath(d))
os.chdir(old)
os.close(fd)
os.rmdir(d)
