import sys


def classify(items, limit=None):
    out = []
    for i, x in enumerate(items):
        if x is None:
            continue
        if limit is not None and i >= limit:
            break
        try:
            if x in (1, 2, 3) or not x:
                out.append(-x)
            elif isinstance(x, int) and x % 2:
                out.append(x * 2)
            else:
                out.append(x)
        except TypeError as e:
            sys.stderr.write(str(e))
    while out and out[-1] == 0:
        out.pop()
    return [y for y in out if y > 0]


def gen(n):
    k = 0
    while k < n:
        if (yield k) is not None:
            k += 2
        k += 1


def long_body(a):
    while a:
        if a > 100:
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
            a -= 1
        a -= 1
    return a


match sys.argv:
    case [_, "x", *rest] if rest:
        print(classify(rest))
    case _:
        print(list(gen(5)), long_body(300))
