# Closures, nonlocal, generators (send/throw/close), yield from, generator expressions.
def counter(start=0):
    count = start

    def step(by=1):
        nonlocal count
        count += by
        return count
    return step


c = counter(10)
print(c(), c(5), c())
adders = [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in adders])
late = [lambda: i for i in range(3)]
print([f() for f in late])


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


gen = fib()
print([next(gen) for _ in range(10)])


def averager():
    total = count = 0
    average = None
    while True:
        value = yield average
        if value is None:
            break
        total += value
        count += 1
        average = total / count
    return average


avg = averager()
next(avg)
for v in (10, 20, 30):
    print("avg", avg.send(v))
try:
    avg.send(None)
except StopIteration as e:
    print("returned", e.value)


def inner():
    try:
        x = yield 1
        print("inner got", x)
        yield 2
    except ValueError as e:
        print("inner caught", e)
        yield 99
    finally:
        print("inner cleanup")
    return "inner-done"


def outer():
    result = yield from inner()
    print("outer got result", result)
    yield 3


g = outer()
print(next(g))
print(g.send("hello"))
print(g.throw(ValueError("bad")))
print(next(g, "exhausted"))
print(next(g, "exhausted"))

g2 = outer()
next(g2)
g2.close()
print("closed", g2.gi_running)

squares = (n * n for n in range(10) if n % 2)
print(sum(squares), list(squares))


def tree(n):
    if n:
        yield from tree(n - 1)
        yield n
        yield from tree(n - 1)


print(list(tree(3)))


def leaky():
    yield 1
    raise StopIteration


try:
    list(leaky())
except RuntimeError as e:
    print("RuntimeError:", e)
