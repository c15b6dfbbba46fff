def g1():
    try:
        yield 1
    except E:
        yield 2
    finally:
        yield 3

def g2(a):
    x = yield from a
    return x

def g3(xs):
    return (x * y for x in xs for y in xs if x if y)

def g4():
    yield

def g5(n):
    while n:
        n = yield n

lam = lambda: (yield)
