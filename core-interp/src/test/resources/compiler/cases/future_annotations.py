"""Module docstring."""
from __future__ import annotations
import typing

x: int = 1
y: list[dict[str, int | None]]
z: "quoted" = 2
w: (a, b)
v: a.b.c[1:2, ::3]
u: lambda a, /, b=1, *c, d, e=2, **f: a if b else c
t: -a ** -b * (c + d) // e
s: not a and (b or c) < d is not e in f
r: [x for x in y if x] + {k: v for k, v in z}
q: f(*a, b, c=1, **d) | g(x for x in y)
p: f"{a!r:>{width}} {b} {{lit}}" 
o: {1: 2, **c} or {1, 2} or ... or 1.5e300 * 1e300 or 1 .real or -0.0
n: a if b else c

def func(a: int, b: "str" = "x", *args: tuple[int, ...], c: C, **kw: dict) -> Result[T]:
    local: SomeType = 3
    return local

class K:
    attr: ClassVar[int] = 0
    other: List[K]
