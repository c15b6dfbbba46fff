# slice pickles and copies (__reduce__) and computes indices() in integers of any size;
# cells compare by contents, an empty one first, and are unhashable; del f.__doc__ leaves None.
import pickle, copy, types
s = slice(1, 10**30, -2)
print(pickle.loads(pickle.dumps(s)), copy.deepcopy(s), s.__reduce__())
print(slice(None, None, -1).indices(2**100), slice(-10**40, 10**40, 3).indices(10**35), slice(5, None).indices(3))
for sl, n in ((slice(None, None, 0), 3), (slice(1, 2), -1)):
    try: sl.indices(n)
    except ValueError as e: print("ValueError:", e)
a, b, e = types.CellType(1), types.CellType(2), types.CellType()
print(a < b, a == types.CellType(1), e < a, e == types.CellType(), a > e, e != a)
try: hash(a)
except TypeError as x: print("TypeError:", x)
def f():
    "doc"
del f.__doc__
print(f.__doc__)
