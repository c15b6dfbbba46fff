def count(n):
    i = 0
    while i < n:
        yield i
        i += 1

print(list(count(5)))

def echo():
    received = []
    while True:
        x = yield len(received)
        if x is None:
            break
        received.append(x)
    yield received

g = echo()
print(next(g), g.send("a"), g.send("b"))
print(g.send(None))

def delegate():
    yield 0
    yield from count(3)
    yield from [10, 20]
    yield 99

print(list(delegate()))

def with_finally(log):
    try:
        yield 1
        yield 2
    finally:
        log.append("closed")

log = []
g = with_finally(log)
print(next(g))
g.close()
print(log)

squares = (x * x for x in range(6) if x % 2 == 0)
print(list(squares))
print(sum(x for x in range(101)))

def nested_gen():
    return [list(y for y in range(x)) for x in range(4)]

print(nested_gen())

def gen_exc():
    try:
        yield 1
    except ValueError as e:
        yield "caught " + str(e)

g = gen_exc()
print(next(g))
print(g.throw(ValueError("v")))

def pairs(n):
    for i in range(n):
        for j in range(i):
            yield i, j

print(list(pairs(4)))
