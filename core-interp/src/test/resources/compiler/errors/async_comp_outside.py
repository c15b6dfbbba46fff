def f(x):
    return [y async for y in x]
