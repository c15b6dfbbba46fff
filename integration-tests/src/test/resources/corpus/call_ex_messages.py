# How calls with *args and **kwargs name the callable in their errors (CPython's
# _PyObject_FunctionStr): module-qualified for Python functions and classes.
class A:
    def m(self, *a, **k): pass
    def __call__(self, *a, **k): pass
def g(*a, **k): pass
import math
for f in (g, A().m, A, list, print, math.sqrt, [].append, len, lambda *a: 0):
    try: f(*1)
    except TypeError as e: print(e)
    try: f(**{'c':1}, **{'c':2})
    except TypeError as e: print(e)
    if f is not A:
        try: f(**{1:2})
        except TypeError as e: print(e)
