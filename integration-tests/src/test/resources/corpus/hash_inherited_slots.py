# hash() of instances whose class inherits a built-in __hash__ (tuple, str, object),
# or overrides it, or disables it; dict and set lookups with such keys.
from collections import namedtuple

P = namedtuple("P", "x y")


class T(tuple):
    pass


class S(str):
    pass


class Plain:
    pass


class Own(tuple):
    def __hash__(self):
        return 42


class NoHash(tuple):
    __hash__ = None


class Back(Own):
    __hash__ = tuple.__hash__


class MinusOne:
    def __hash__(self):
        return -1


p = P(1, (2, "z"))
print(hash(p) == hash((1, (2, "z"))))
print(hash(T((1, 2))) == hash((1, 2)))
print(hash(S("abc")) == hash("abc"))
o = Plain()
print(hash(o) == object.__hash__(o), hash(o) == hash(o))
print(hash(Own((1, 2))))
print(hash(Back((1, 2))) == hash((1, 2)))
print(hash(MinusOne()))
try:
    hash(NoHash((1,)))
except TypeError as e:
    print(e)
try:
    hash(P(1, [2]))
except TypeError as e:
    print(e)
d = {P(1, 2): "p", S("k"): "s", o: "o"}
print(d[(1, 2)], d["k"], d[o])
print(P(1, 2) in {(1, 2)}, "k" in {S("k")})
nested = P(P(1, 2), T((3, S("x"))))
print(hash(nested) == hash(((1, 2), (3, "x"))))
