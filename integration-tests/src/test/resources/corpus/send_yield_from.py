# expect-hits: SEND_GEN
# SEND: yield from delegating to generators (resumed directly when specialized) and to other
# iterators; values sent in, exceptions thrown in, return values, re-entrance.



def inner(n):
    total = 0
    for i in range(n):
        got = yield i
        if got is not None:
            total += got
    return ("inner-done", total)

def outer(n):
    r = yield from inner(n)
    yield ("outer-got", r)
    r2 = yield from inner(2)
    return r2

def drive(g, sends):
    out = []
    try:
        out.append(next(g))
        for s in sends:
            out.append(g.send(s))
    except StopIteration as e:
        out.append(("stop", e.value))
    return out

for rnd in range(4):
    print(rnd, drive(outer(3), [10, 20, 30, None, 5, 6, 7]))
    print(rnd, list(outer(rnd)))

# The delegate changes kind between generator and other iterables at one site.
def relay(src):
    res = yield from src
    return res

class Cnt:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration("cnt-ret")
        self.n -= 1
        return self.n

srcs = [inner(3), [1, 2], inner(2), (3,), iter("ab"), Cnt(2), inner(1), range(2), inner(4)]
for src in srcs:
    g = relay(src)
    print(type(src).__name__, drive(g, [None] * 6))

# throw() and close() through a delegating generator.
def guarded():
    try:
        yield 1
        yield 2
    except KeyError as e:
        yield ("caught", str(e))
    return "guarded-ret"

for rnd in range(3):
    g = relay(guarded())
    print(rnd, next(g), g.throw(KeyError("k")), drive(g, [None]))
    g = relay(guarded())
    next(g)
    g.close()
    print(rnd, "closed", list(g))

# A delegate that is already running: ValueError, specialized or not.
def loop_back():
    yield "start"
    yield from me

for rnd in range(3):
    me = loop_back()
    try:
        print(rnd, list(me))
    except ValueError as e:
        print(rnd, "ValueError:", e)

# Sending a non-None value to a just-started delegate raises TypeError through yield from.
def fresh_relay(g):
    yield from g

for rnd in range(3):
    g = inner(2)
    fr = fresh_relay(g)
    print(rnd, next(fr), fr.send(5), drive(fr, [1]))

# Deep delegation chains.
def chain(depth):
    if depth == 0:
        yield "leaf"
        return 0
    r = yield from chain(depth - 1)
    return r + 1

for d in range(5):
    print(d, drive(chain(d), [None, None]))

# A finished generator delegated to again: returns None at once.
done = inner(1)
list(done)
print(drive(relay(done), [None]))

# Coroutines: await delegates through SEND to the awaited coroutine.
class Suspend:
    def __await__(self):
        got = yield "suspended"
        return got

async def leaf(x):
    got = await Suspend()
    return (x, got)

async def middle(n):
    out = []
    for i in range(n):
        out.append(await leaf(i))
    return out

def run(coro, feed):
    out = []
    try:
        out.append(coro.send(None))
        for v in feed:
            out.append(coro.send(v))
    except StopIteration as e:
        out.append(("result", e.value))
    return out

for rnd in range(3):
    print(rnd, run(middle(4), ["a", "b", "c", "d", "e"]))
c = middle(1)
c.send(None)
try:
    c.send("x")
    c.send("y")
except StopIteration as e:
    print("done", e.value)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    c.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
