def gen(a):
    yield 1
    x = yield
    yield from a
    return x

def gen2():
    for i in range(3):
        yield i
