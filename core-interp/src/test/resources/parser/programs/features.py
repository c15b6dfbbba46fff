"""A program that uses most of Python's syntax, for the parser's golden tests."""
import os.path as osp, sys
from collections import (OrderedDict,
                         defaultdict as dd,)
from . import sibling
from ..pkg.mod import *

CONSTANT: int = 0x_FF + 0o17 - 0b1010 * 1_000
RATIO = 1_000.5e-3 / .5 // 5. % 2 ** -1
FLAGS = ~1 | 2 & 3 ^ 4 << 5 >> 6
TEXT = 'single' "double" '''triple
quoted''' r'\raw' u'unicode'
DATA = b'\x00\xff' rb'\d'
NOTHING, ELLIPSIS = None, ...


@decorator
@decorator.with_args(1, key=value)
class Shape(Base, metaclass=Meta, **options):
    """Docstring."""
    sides: int = 0
    __slots__ = ('a', 'b')

    def __init__(self, a, /, b=2, *args, c, d=4, **kwargs) -> None:
        super().__init__()
        self.a, self.b = a, b
        self.items = [*args, *kwargs]
        self.mapping = {**kwargs, 'c': c, d: 'd'}

    @property
    def area(self):
        return self.a * self.b if self.a > 0 and not self.b < 0 else -1

    async def fetch(self, url):
        async with session.get(url) as response, other() as (x, y):
            async for chunk in response:
                await process(chunk)
        return [i async for i in aiter()] + [await x for x in xs]


def generator(n):
    total = yield
    while (m := n) > 0:
        n -= 1
        value = yield n, m
        yield from range(value)
    else:
        return total


def scopes():
    counter = 0
    def inner():
        nonlocal counter
        global GLOBAL
        counter += 1
        del GLOBAL, counter
    return inner


def control(xs):
    for i, (a, *rest) in enumerate(xs):
        if i % 2 == 0:
            continue
        elif a is not None and a not in rest:
            break
        else:
            pass
    else:
        assert xs, f"empty: {xs!r}"
    try:
        risky()
    except (ValueError, TypeError) as err:
        raise RuntimeError("bad") from err
    except Exception:
        raise
    else:
        cleanup()
    finally:
        done = True
    try:
        pass
    except* OSError as group:
        handle(group)
    with open(osp.join('a', 'b')) as fh:
        lines = fh.readlines()
    with (open('x') as fx, open('y') as fy,):
        pass
    return done


squares = [x ** 2 for x in range(10) if x % 2 if x > 3]
pairs = {(a, b) for a in 'ab' for b in 'cd'}
index = {k: v for k, v in zip('abc', range(3))}
lazy = (y for y in squares)
call = sorted(squares, key=lambda v, *, rev=False: -v if rev else v)
sliced = squares[1:-1:2], squares[::], squares[:, 1], squares[...]
chained = 1 < 2 <= 3 == 3 != 4 > 0 >= 0
boolean = (a or b) and not (c or d)
conditional = a if b else c if d else e
starred, *tail = 1, 2, 3
[first, second] = head = (1, 2)
obj.attr[0].method(1)(2).value += 3
matrix = a @ b
print(*squares, sep=', ', end='\n', file=sys.stderr)
match = type = case = _ = 1
match(type)
print(1 .real, 1.0.real, 0 if 1else 2)
x = \
    1 + \
    2
