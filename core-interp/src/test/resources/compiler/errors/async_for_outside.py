def f(x):
    async for y in x:
        pass
