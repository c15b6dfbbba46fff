"""Small rules of CPython 3.13's C code: an __index__ returning an int subclass warns (and
gives an exact int), a repeat count past the index range is OverflowError whatever its sign,
binary open() with buffering=1 and FileIO(True) warn, __fspath__ = None refuses the object,
and atexit functions belong to the interpreter, not to one module object."""
import atexit
import io
import operator
import os
import sys
import warnings


class BadIndex:
    def __index__(self):
        return True


class SubInt(int):
    pass


class SubIndex:
    def __index__(self):
        return SubInt(7)


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    n = operator.index(BadIndex())
    m = operator.index(SubIndex())
    print(n, type(n).__name__, m, type(m).__name__, [1, 2, 3][SubIndex() and 1])
    f = open(os.devnull, 'wb', buffering=1)
    f.close()
    g = io.FileIO(True, closefd=False)
    print(g.fileno())
    for w in caught:
        print(w.category.__name__, str(w.message)[:60])

for s in ('a', b'a', [1], (1,), bytearray(b'a')):
    for count in (-(2 ** 100), 2 ** 100):
        try:
            s * count
        except OverflowError as e:
            print(type(s).__name__, 'OverflowError', e)
print(len('ab' * -5), len([1] * -(2 ** 31)))


class NoPath:
    __fspath__ = None


for call in (os.fspath, os.stat, open):
    try:
        call(NoPath())
    except TypeError as e:
        print('TypeError', e)

first = atexit
del sys.modules['atexit']
import atexit as second
print(first is not second)
first.register(print, 'registered on the first atexit')
second.register(print, 'registered on the second atexit')
del sys.modules['atexit']
