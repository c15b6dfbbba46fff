# Objects dropped by module-level code (after a loop long enough for tier 2 to compile the
# module body) are finalized by gc.collect(), as CPython finalizes them at once.
import gc
import weakref

total = 0
for i in range(500):
    total += i
print(total)


def numbers():
    try:
        yield 1
        yield 2
    finally:
        print("generator closed")


class Resource:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("released", self.name)


class Node:
    pass


gen = numbers()
print(next(gen))
del gen
gc.collect()
print("after the generator")

Resource("first")
gc.collect()
print("after an expression statement")

r = Resource("second")
r = None
gc.collect()
print("after rebinding")

node = Node()
ref = weakref.ref(node, lambda w: print("callback"))
del node
gc.collect()
print("after del:", ref())

n = len([Resource("in a list")])
gc.collect()
print("after a call's argument", n)


class Holder:
    for k in range(200):
        pass
    temp = Resource("class body")
    del temp
    gc.collect()
    print("after the class body's del")

print("end")
