async def fetch(x):
    return await x

async def loop(items):
    total = 0
    async for item in items:
        if item:
            continue
        total += item
    else:
        total = -1
    return total

async def managed(cm, other):
    async with cm as a, other:
        await a
    async with cm:
        return 1

async def comps(items):
    a = [x async for x in items]
    b = {x: y async for x, y in items if x}
    c = [await x for x in items]
    d = (x async for x in items)
    return a, b, c, d

async def agen(n):
    for i in range(n):
        yield i
        await n

async def nested():
    async def inner():
        return 1
    return [await inner() for _ in range(2)]

def sync_genexp(items):
    return (await x for x in items)
