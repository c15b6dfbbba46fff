"""A generic alias forwards attribute reads to its origin (list[int].append is list.append),
also in a hot loop where the read is specialized; weak proxies likewise reach their referent.
More builtin classes are generic (async generators, os.DirEntry, weakref.ref)."""
import os
import types
import weakref

t = list[int]
a = t()
for i in range(2000):
    t.append(a, i)
    first = t.__getitem__(a, 0)
    n = t.__len__(a)
print(first, n, t.__name__, t.__qualname__, t.__origin__, t.__args__)

d = dict[str, int]
m = {}
for i in range(500):
    d.__setitem__(m, str(i), i)
print(len(m), d.get(m, '7'), d.fromkeys('ab'))


class Box:
    def __init__(self):
        self.items = []

    def add(self, x):
        self.items.append(x)
        return len(self.items)


box = Box()
p = weakref.proxy(box)
for i in range(1000):
    last = p.add(i)
print(last, len(p.items))

print(types.AsyncGeneratorType[int], os.DirEntry[str], weakref.ref[Box])
print(weakref.ReferenceType[int].__origin__ is weakref.ref)
