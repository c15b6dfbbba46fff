# Async generators driven by hand, without an event loop: __anext__, asend, athrow and aclose,
# the awaitables they return, awaits inside the generator, finally blocks, and the error
# states of CPython's genobject.c.

class Pause:
    """Suspends the awaiting coroutine once, passing its tag out; returns what it is sent."""
    def __init__(self, tag):
        self.tag = tag
    def __await__(self):
        got = yield ("pause", self.tag)
        return got

def drive(aw):
    """Await aw to its end, resuming each suspension with a fresh string."""
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
        print("  ok", r)
    except BaseException as e:
        print("  ->", type(e).__name__ + ":", e)

print("-- the object")
async def counter(n):
    print("counter starts")
    for i in range(n):
        got = yield i
        print("counter got", got)
    print("counter ends")

ag = counter(2)
print(type(ag).__name__, ag.__name__, ag.__qualname__, ag.ag_code.co_name)
print(repr(ag).startswith("<async_generator object counter at 0x"))
print(ag.__aiter__() is ag, ag.ag_running, ag.ag_await, ag.ag_suspended)
print(counter.__code__.co_flags & 0x200 != 0)
print([n for n in ("asend", "athrow", "aclose", "__aiter__", "__anext__") if hasattr(ag, n)])
print([n for n in ("send", "throw", "close", "__iter__", "__next__") if hasattr(ag, n)])
ag.__name__ = "renamed"
print(ag.__name__, ag.__qualname__)
attempt(setattr, ag, "__qualname__", 3)
attempt(type(ag))
attempt(type(ag).asend, 3, None)
a = ag.__anext__()
print(type(a).__name__, a.__await__() is a, iter(a) is a)
drive(a)
print("suspended:", ag.ag_suspended)
drive(ag.asend("hello"))
drive(ag.__anext__())
drive(ag.__anext__())
drive(ag.asend("late"))
print("finished frame:", ag.ag_frame)

print("-- yields and awaits")
async def mixed():
    x = await Pause("a")
    print("awaited", x)
    y = yield x
    print("sent", y)
    z = await Pause("b")
    w = await Pause("c")
    yield (z, w)

ag = mixed()
drive(ag.__anext__())
drive(ag.asend("S"))
drive(ag.__anext__())

print("-- one awaitable per step")
ag = counter(3)
a = ag.__anext__()
drive(a)
drive(a)
attempt(a.send, None)
attempt(a.throw, ValueError("x"))
print(a.close())
a = ag.asend("first")
drive(a)
print("asend('b').send('c') sends 'c':")
try:
    ag.asend("b").send("c")
except StopIteration as e:
    print("  ->", e.value)
drive(ag.__anext__())

print("-- already running")
async def waiting():
    try:
        got = await Pause("w")
        yield got
    finally:
        print("waiting cleans up")

ag = waiting()
a1 = ag.__anext__()
print("first step:", a1.send(None))
print("running:", ag.ag_running, "suspended:", ag.ag_suspended)
print("awaiting:", type(ag.ag_await).__name__)
a2 = ag.__anext__()
attempt(a2.send, None)
attempt(a2.send, None)
attempt(ag.asend(1).throw, KeyError("k"))
attempt(ag.aclose().send, None)
attempt(ag.athrow(ValueError).send, None)
attempt(ag.aclose().throw, ValueError)
try:
    a1.send("resumed")
except StopIteration as e:
    print("first step ends with", e.value, "running:", ag.ag_running)
drive(ag.aclose())
drive(ag.aclose())
drive(ag.__anext__())

print("-- just started")
ag = counter(1)
attempt(ag.asend("x").send, None)
ag = counter(1)
c = ag.aclose()
attempt(c.send, "not None")
drive(c)
drive(ag.__anext__())
drive(ag.athrow(ValueError("on finished")))

print("-- athrow")
async def catcher():
    n = 0
    while True:
        try:
            n += 1
            yield "ready %d" % n
        except ValueError as e:
            print("caught", repr(e))
            got = await Pause("after catch")
            yield "handled " + got
        except KeyError:
            print("KeyError: return")
            return

ag = catcher()
drive(ag.__anext__())
drive(ag.athrow(ValueError("boom")))
drive(ag.__anext__())
drive(ag.athrow(ValueError, ValueError("three-arg")))
drive(ag.__anext__())
drive(ag.athrow(ValueError, "made from the class"))
drive(ag.__anext__())
drive(ag.athrow(ValueError, "v", "not a traceback"))
drive(ag.athrow(TypeError("uncaught")))
drive(ag.__anext__())
drive(ag.athrow(ValueError("after the end")))
ag = catcher()
drive(ag.__anext__())
drive(ag.athrow(KeyError("stop")))
drive(ag.__anext__())
ag = catcher()
drive(ag.athrow(ValueError("before the start")))
drive(ag.__anext__())
ag = catcher()
drive(ag.__anext__())
drive(ag.athrow(3))
drive(ag.__anext__())
ag = catcher()
drive(ag.__anext__())
drive(ag.athrow(ValueError("one"), "two"))
drive(ag.aclose())
ag = catcher()
drive(ag.__anext__())
drive(ag.athrow())
print("left running:", ag.ag_running)
drive(ag.__anext__())

print("-- athrow awaitable's own throw and close")
ag = catcher()
drive(ag.__anext__())
t = ag.athrow(ValueError("via send"))
print("athrow suspends with", t.send(None))
attempt(t.throw, KeyError("into the await"))
attempt(t.send, None)
drive(ag.__anext__())
ag = catcher()
drive(ag.__anext__())
t = ag.athrow(ValueError("x"))
print(t.send(None))
print("close:", t.close())
print(ag.ag_running)
drive(ag.__anext__())

print("-- aclose runs finally blocks, which may await")
async def closer():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
        got = await Pause("in finally")
        print("cleanup got", got)

ag = closer()
drive(ag.__anext__())
drive(ag.aclose())
drive(ag.__anext__())
drive(ag.aclose())
ag = closer()
drive(ag.aclose())
drive(ag.__anext__())

print("-- aclose while suspended in an await")
async def nested_finally():
    try:
        try:
            yield "outer"
            await Pause("inner await")
        finally:
            print("inner finally")
    finally:
        print("outer finally")

ag = nested_finally()
drive(ag.__anext__())
a = ag.__anext__()
print(a.send(None))
attempt(ag.aclose().send, None)
print("close the step:", a.close())
print(ag.ag_running)
drive(ag.__anext__())

print("-- asend awaitable's throw and close")
ag = closer()
drive(ag.__anext__())
a = ag.__anext__()
attempt(a.throw, RuntimeError("thrown at the yield"))
drive(ag.__anext__())
attempt(a.send, "resumed")
ag = closer()
a = ag.__anext__()
print("close an unstarted step:", a.close())
drive(ag.__anext__())
drive(ag.__anext__())
drive(ag.aclose())

print("-- ignoring GeneratorExit")
async def stubborn():
    try:
        yield 1
    except GeneratorExit:
        print("ignoring exit")
        yield 2
    print("stubborn ends")

ag = stubborn()
drive(ag.__anext__())
drive(ag.aclose())
drive(ag.__anext__())
drive(ag.aclose())
ag = stubborn()
drive(ag.__anext__())
c = ag.aclose()
attempt(c.throw, GeneratorExit)
drive(ag.__anext__())

async def swallow():
    try:
        yield 1
    except GeneratorExit:
        print("swallowed, awaiting")
        got = await Pause("during close")
        print("then returning with", got)

ag = swallow()
drive(ag.__anext__())
drive(ag.aclose())

print("-- exceptions out of the body")
async def raiser(kind):
    yield "before"
    if kind == "value":
        raise ValueError("from the body")
    if kind == "stopasync":
        raise StopAsyncIteration("inside")
    if kind == "stop":
        raise StopIteration("inside")
    return

for kind in ("value", "stopasync", "stop", "return"):
    ag = raiser(kind)
    drive(ag.__anext__())
    a = ag.__anext__()
    try:
        a.send(None)
    except BaseException as e:
        print(kind, "->", type(e).__name__ + ":", e, "| cause:", repr(e.__cause__))
    drive(ag.__anext__())

print("-- not an iterator, not awaitable")
ag = counter(1)
attempt(next, ag)
attempt(next, ag, "default")
attempt(iter, ag)
async def await_it(x):
    return await x
drive(await_it(ag))
def delegate(x):
    yield from x
attempt(list, delegate(ag))
drive(ag.aclose())

print("-- ag_running inside the body")
async def introspect():
    print("inside: running", me.ag_running, "suspended", me.ag_suspended)
    await Pause("p")
    print("inside again: running", me.ag_running)
    yield "x"

me = introspect()
drive(me.__anext__())
print("outside:", me.ag_running)
drive(me.aclose())
