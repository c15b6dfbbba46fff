def f(x):
    async with x:
        pass
