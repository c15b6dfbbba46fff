# The training run of the launcher's ahead-of-time cache (see ./specializer): a little of what
# programs do, so that the classes behind it are loaded and linked ahead of time.
import sys
import os
import re
import json
import collections
import functools
import itertools
import math
import random


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
    return total + s + len(c) + f + int(math.sqrt(16)) + random.randint(1, 1)


work()
print(os.path.basename(sys.argv[0]), "ok", file=open(os.devnull, "w"))
