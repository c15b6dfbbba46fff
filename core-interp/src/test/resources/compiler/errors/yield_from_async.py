async def f(x):
    yield from x
