def f(x):
    match x:
        case (a, b) | [b, a]:
            return a, b
        case (1, a, b, c) | (2, c, b, a) | (3, b, c, a):
            return a, b, c
        case [x, ([y] | (y, 0))]:
            return x
        case {"a": a} | {"b": a} if a:
            return a
        case C(a, b) | D(b=b, a=a):
            return a
        case [[1, a] | [a, 1], b] as c:
            return a, b, c
        case (1 | 2) as v:
            return v
        case 0 | 1 | 2 | _:
            return 0


def g(x):
    match x:
        case [1, [2, (3 | 4) as y]] if y > 3:
            return y
        case q if (w := q):
            return w
    return None


def h(x):
    def inner():
        return cap
    match x:
        case [cap, *more]:
            pass
        case {"k": [1, *cap]}:
            pass
    return inner
