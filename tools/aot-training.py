# The training run of the launcher's ahead-of-time cache (see ./specializer): a little of what
# programs do, so that the classes behind it are loaded and linked ahead of time, and the
# JVM's method profiles of a run (JDK 25) are there from the start. Importing the commonly
# used modules of Lib is part of it: start-up is mostly imports.
import sys
import os
import re
import json
import collections
import functools
import itertools
import math
import random
import typing
import dataclasses
import enum
import asyncio


@dataclasses.dataclass
class Item:
    name: str
    count: int = 0


class Color(enum.Enum):
    RED = 1
    GREEN = 2


async def pair(x: typing.Any) -> tuple:
    await asyncio.sleep(0)
    return (x, Color(1).name, Item("a", 2))


class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)


def gen(n):
    for i in range(n):
        yield i * 2


def work():
    total = 0
    p = Point(0, 0)
    for i in range(3000):
        p = p + Point(i, 1.5)
        total += i % 7
    d = {str(i): i for i in range(200)}
    s = sum(gen(100)) + len(d)
    try:
        {}["missing"]
    except KeyError:
        pass
    text = json.dumps({"a": [1, 2.5, "x"], "b": None})
    assert json.loads(text)["a"][1] == 2.5
    words = re.findall(r"\w+", "the quick brown fox " * 10)
    c = collections.Counter(words)
    f = functools.reduce(lambda a, b: a + b, itertools.islice(itertools.count(), 50))
    pairs = asyncio.run(pair(1))
    return (total + s + len(c) + f + int(math.sqrt(16)) + random.randint(1, 1)
            + len(pairs))


def shown():
    """What programs print: containers' reprs, formatted numbers, through sys.stdout."""
    values = [1, 2.5, "x", (3, None), {"k": [True]}, {4, 5}]
    sys.stdout.write("%r %s %.3f %d\n" % (values, values, 2.5, 7))
    print(f"{values[1]:>8.2f} {values!r}")
    with open(os.devnull, "w") as f:
        print(os.path.basename(sys.argv[0]), "ok", file=f)


work()
shown()
