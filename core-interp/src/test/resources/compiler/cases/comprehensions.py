def f(xs):
    a = [x * 2 for x in xs if x]
    b = {x for x in xs}
    c = {x: x for x in xs}
    d = (x for x in xs)
    e = [x + y for x in xs for y in xs]
    return a, b, c, d, e

m = [i for i in range(3)]
n = [j for j in m if (k := j)]
