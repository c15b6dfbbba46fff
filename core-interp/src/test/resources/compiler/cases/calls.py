f(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32)
f(a=1, b=2, c=3, d=4, e=5, f=6, g=7, h=8, i=9, j=10, k=11, l=12, m=13, n=14, o=15, p=16)
f(*args)
f(1, *args)
f(**kw)
f(a, **kw)
f(a=1, **kw, b=2)
f(*a, *b)
o.m(*a)
o.m(**k)
x.y.z(1, k=2)
f()()
(f or g)(1)
import math
math.sqrt(2)
def use():
    import os
    return os.path.join("a", "b")
class D(*bases, **kwds):
    pass
@decorator
class E:
    pass
class F(A, B, x=1):
    pass
def sup(self):
    return super(F, self).m()
