import os
import os.path
import os.path as p
from os import path, sep as s
from . import x
from ..a import b
name = f"{x} and {y!r} {z:>10} {w!s:{v}}"
s = a[1:2]
s2 = a[::2]
s3 = a[1:2, 3]
a[1:2] = b
x += 1
a.b += 1
a[i] += 1
a[1:2] += c
ann: int = 5
obj.attr: int
c = a if b else d
e = a < b < c
f = a and b
g = a or b or c
h = x in [1, 2, 3]
i = x not in (1, 2)
j = x is None
k = x is not None
