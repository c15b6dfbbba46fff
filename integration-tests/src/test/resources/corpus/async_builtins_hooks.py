# aiter() and anext() (with and without a default) over async generators and hand-written
# async iterators; sys.set_asyncgen_hooks and sys.get_asyncgen_hooks.
import sys

class Tick:
    def __await__(self):
        got = yield "tick"
        return got

def drive(aw):
    v = None
    n = 0
    while True:
        try:
            y = aw.send(v)
        except StopIteration as e:
            print("  -> StopIteration", repr(e.value))
            return e.value
        except BaseException as e:
            print("  ->", type(e).__name__ + ":", e)
            return None
        n += 1
        print("  suspended with", y)
        v = "r%d" % n

def attempt(f, *args):
    try:
        r = f(*args)
        print("  ok", type(r).__name__)
    except BaseException as e:
        print("  ->", type(e).__name__ + ":", e)

async def letters():
    yield "a"
    got = await Tick()
    yield "b" + got

print("-- aiter")
ag = letters()
print(aiter(ag) is ag)
attempt(aiter, 3)
attempt(aiter, [1])
class BadAiter:
    def __aiter__(self):
        return 5
attempt(aiter, BadAiter())
attempt(aiter)
attempt(aiter, 1, 2)

print("-- anext without default")
a = anext(ag)
print(type(a).__name__)
drive(a)
drive(anext(ag))
drive(anext(ag))
attempt(anext, 3)
attempt(anext, [1])
attempt(anext)
attempt(anext, 1, 2, 3)

print("-- anext with a default")
ag = letters()
d = anext(ag, "dflt")
print(type(d).__name__, d.__await__() is d, iter(d) is d)
drive(d)
drive(anext(ag, "dflt"))
drive(anext(ag, "dflt"))
drive(anext(ag, None))
ag = letters()
d = anext(ag, 0)
drive(d)
d = anext(ag, 0)
print(next(d))
attempt(d.throw, ValueError("into the generator"))
drive(anext(ag, "after the error"))
ag = letters()
drive(anext(ag, 0))
d = anext(ag, 0)
print(d.send(None))
print(d.close())
drive(anext(ag, "closed"))

print("-- a hand-written async iterator")
class Countdown:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.n == 0:
            raise StopAsyncIteration
        await Tick()
        self.n -= 1
        return self.n

cd = Countdown(2)
print(aiter(cd) is cd)
drive(anext(cd))
drive(anext(cd, "end"))
drive(anext(cd, "end"))
drive(anext(cd))

class PlainAnext:
    def __aiter__(self):
        return self
    def __anext__(self):
        return Tick()

drive(anext(PlainAnext(), "unused"))

class NotAwaitable:
    def __anext__(self):
        return 42

drive(anext(NotAwaitable()))
drive(anext(NotAwaitable(), "d"))

async def consume(it):
    out = []
    while True:
        v = await anext(it, None)
        if v is None:
            return out
        out.append(v)

drive(consume(letters()))
drive(consume(Countdown(3)))

print("-- next() refuses coroutines and async generators")
async def coro():
    return 1
c = coro()
attempt(next, c, "default")
attempt(next, letters(), "default")
drive(c)

print("-- hooks")
print(sys.get_asyncgen_hooks())
h = sys.get_asyncgen_hooks()
print(type(h).__name__, h.firstiter, h.finalizer, len(h), tuple(h))
seen = []
def firstiter(agen):
    seen.append(("firstiter", agen.__name__))
def finalizer(agen):
    seen.append(("finalizer", agen.__name__))
print(sys.set_asyncgen_hooks(firstiter, finalizer))
h = sys.get_asyncgen_hooks()
print(h.firstiter is firstiter, h.finalizer is finalizer)
ag = letters()
print("created:", seen)
drive(ag.__anext__())
drive(ag.__anext__())
print("after two steps:", seen)
async def other():
    yield 1
o = other()
c = o.aclose()
print("aclose() called it:", seen)
drive(c)
o2 = other()
o2.athrow(ValueError)
print("athrow() too:", seen[-1])
o3 = other()
o3.asend(None)
print("asend() too:", seen[-1])
drive(ag.aclose())

def failing_firstiter(agen):
    raise RuntimeError("firstiter failed for " + agen.__name__)
sys.set_asyncgen_hooks(firstiter=failing_firstiter)
print(sys.get_asyncgen_hooks().finalizer is finalizer)
ag = letters()
attempt(ag.__anext__)
attempt(ag.__anext__)
drive(ag.aclose())

sys.set_asyncgen_hooks(firstiter=None)
print(sys.get_asyncgen_hooks().firstiter, sys.get_asyncgen_hooks().finalizer is finalizer)
sys.set_asyncgen_hooks()
print(sys.get_asyncgen_hooks().finalizer is finalizer)
sys.set_asyncgen_hooks(None, None)
print(sys.get_asyncgen_hooks())

def set_hooks(*args, **kwargs):
    try:
        sys.set_asyncgen_hooks(*args, **kwargs)
        print("  set", sys.get_asyncgen_hooks())
    except TypeError as e:
        print("  -> TypeError:", e)

set_hooks(firstiter=3)
set_hooks(finalizer="x")
set_hooks(3, 4)
set_hooks(None, None, None)
set_hooks(foo=None)
set_hooks(print, firstiter=len)
set_hooks(finalizer=len)
set_hooks(None, finalizer=None)
