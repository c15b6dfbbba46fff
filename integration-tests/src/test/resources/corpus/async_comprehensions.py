# async for over async generators, async comprehensions (list, set, dict, generator
# expression, which is itself an async generator), await inside comprehensions, nested async
# generators; all driven by send() without an event loop.

class Tick:
    """Suspends once with its tag and returns it doubled."""
    def __init__(self, tag):
        self.tag = tag
    def __await__(self):
        yield ("tick", self.tag)
        return self.tag * 2

def run(coro):
    """Run a coroutine to its end; print how many times it suspended."""
    ticks = 0
    try:
        while True:
            coro.send(None)
            ticks += 1
    except StopIteration as e:
        print("  (%d suspensions)" % ticks)
        return e.value

async def numbers(n, pause=False):
    for i in range(n):
        if pause:
            await Tick(i)
        yield i

async def loops():
    out = []
    async for x in numbers(4, pause=True):
        out.append(x)
    async for x in numbers(10):
        if x == 3:
            break
        if x == 1:
            continue
        out.append(x * 100)
    else:
        out.append("no else after break")
    async for x in numbers(2):
        out.append(-x)
    else:
        out.append("else ran")
    return out

print("async for:", run(loops()))

async def comprehensions():
    lst = [x async for x in numbers(5)]
    st = {x % 3 async for x in numbers(7, pause=True)}
    dct = {x: x * x async for x in numbers(4) if x % 2}
    nested = [(x, y) async for x in numbers(3) for y in range(x)]
    awaited = [await Tick(x) for x in range(3)]
    both = [await Tick(x) async for x in numbers(3) if await Tick(x) > 0]
    return lst, sorted(st), dct, nested, awaited, both

print("comprehensions:", run(comprehensions()))

async def genexps():
    g = (x * 10 async for x in numbers(4, pause=True))
    print("  type:", type(g).__name__, g.__name__)
    first = [v async for v in g]
    h = (await Tick(x) for x in [5, 6])
    print("  type with await:", type(h).__name__)
    second = [v async for v in h]
    k = (y async for y in numbers(3))
    total = 0
    async for v in k:
        total += v
    return first, second, total

print("genexps:", run(genexps()))

def sync_maker():
    # an async generator expression in a plain function: the function is not a coroutine
    return (x + 1 async for x in numbers(3))

async def use_sync_maker():
    return [v async for v in sync_maker()]

print("made by a plain function:", run(use_sync_maker()))

async def inner():
    try:
        yield "a"
        await Tick("mid")
        yield "b"
    finally:
        print("  inner finally")

async def outer():
    async for v in inner():
        yield v.upper()
        yield v * 2

async def nested():
    return [v async for v in outer()]

print("nested:", run(nested()))

async def pipeline():
    async def source():
        for w in ["spam", "eggs", "ham"]:
            await Tick(w)
            yield w
    async def lengths(ag):
        async for w in ag:
            yield len(w)
    return [n async for n in lengths(source())]

print("pipeline:", run(pipeline()))

async def exceptions():
    async def failing():
        yield 1
        raise KeyError("inside")
    got = []
    try:
        async for v in failing():
            got.append(v)
    except KeyError as e:
        got.append(("caught", e.args[0]))
    try:
        [v async for v in failing()]
    except KeyError as e:
        got.append(("caught in comprehension", e.args[0]))
    async def early_exit():
        try:
            yield 1
            yield 2
        finally:
            got.append("early_exit finally")
    ag = early_exit()
    async for v in ag:
        got.append(v)
        break
    await ag.aclose()
    return got

print("exceptions:", run(exceptions()))

async def bad_targets():
    out = []
    for thing in [1, [1, 2], numbers(1)]:
        try:
            async for v in thing:
                out.append(v)
        except TypeError as e:
            out.append(str(e))
    try:
        async for v in numbers(1):
            for w in numbers(1):
                pass
    except TypeError as e:
        out.append(str(e))
    return out

for line in run(bad_targets()):
    print(" ", line)

class Manager:
    async def __aenter__(self):
        await Tick("enter")
        return numbers(3)
    async def __aexit__(self, *exc):
        await Tick("exit")
        return False

async def with_and_for():
    async with Manager() as ag:
        return [x async for x in ag]

print("async with:", run(with_and_for()))

async def many():
    total = 0
    async def squares(n):
        for i in range(n):
            yield i * i
    for _ in range(50):
        total += sum([v async for v in squares(40)])
    return total

print("many:", run(many()))
