# ~ on a bool warns (DeprecationWarning) at run time and when the compiler folds it; the
# exception group classes are generic; deque.index clamps huge start and stop values.
import collections
import warnings

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    t = True
    print(~t, eval("~False"))
print([w.category.__name__ for w in caught], str(caught[0].message)[:40])
print(ExceptionGroup[ValueError], BaseExceptionGroup[OSError].__origin__)
d = collections.deque("abcabc")
print(d.index("c", -10**30, 10**30), d.index("a", 1), d.index("b", -3))
try:
    d.index("a", 4, -10**40)
except ValueError as e:
    print("ValueError:", e)
try:
    d.index("a", "x")
except TypeError as e:
    print("TypeError:", e)
