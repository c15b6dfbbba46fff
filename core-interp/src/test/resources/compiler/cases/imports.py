import a
import a.b.c
import a.b.c as d
import a as b, c
from a import b
from a import b as c, d
from a.b import *
from . import e
from .. import f
from ...g.h import i as j
def k():
    from m import n
    import o.p
    return n, o
