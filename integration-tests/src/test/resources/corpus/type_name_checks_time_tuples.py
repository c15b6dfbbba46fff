# type names as C strings, NotImplemented in a boolean context, dir() of a traceback, and
# time's struct_time argument checks (year, day of week, C int range, NUL in a format)
import warnings, time
for n in ['A\x00B', 'A\udcdcB', b'A']:
    try: type(n, (), {})
    except Exception as e: print(type(e).__name__, e)
A = type('C', (), {})
for n in ['A\x00B', 'A\udcdcB', b'A']:
    try: A.__name__ = n
    except Exception as e: print(type(e).__name__, e)
print(A.__name__)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(bool(NotImplemented), not NotImplemented)
    print([str(x.message) for x in w])
try:
    raise IndexError
except IndexError as e:
    print(dir(e.__traceback__))
print(time.asctime((1900, 1, 1, 0, 0, 0, -1, 1, -1)), time.asctime((1900, 1, 1, 0, 0, 0, -8, 1, -1)))
for t in [(-2147481748 - 1,) + (0,)*8, (2147483647+1,)+(0,)*8, (-2147483648-1,)+(0,)*8]:
    try: print(time.asctime(t))
    except Exception as e: print(repr(e))
for f in ['%S\0', '%S']:
    try: print(time.strftime(f, time.gmtime(0)))
    except Exception as e: print(repr(e))
try: time.asctime((1900, 1, 1, 0, 0, 0, -2, 1, -1))
except Exception as e: print(repr(e))
