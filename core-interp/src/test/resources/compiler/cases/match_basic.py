def f(x):
    match x:
        case 1:
            return "one"
        case -2 | 3:
            return "a"
        case [a, b, *rest]:
            return a
        case [*_]:
            return 0
        case [p, *_, q]:
            return p
        case {"k": v, **kw}:
            return v
        case Point(x=0, y=yy) if yy > 0:
            return yy
        case str() as s:
            return s
        case (1, z) | [3, z, _]:
            pass
        case None:
            pass
        case _:
            return None


def g(x):
    match x:
        case [*x]:
            pass
        case [_, *_]:
            pass
        case [a, *_]:
            pass
        case [*_, b]:
            pass
        case [_, *y]:
            pass
        case (_, _):
            pass
        case {}:
            pass
        case {**r}:
            pass
        case {1: _, 2: _}:
            pass
        case {x.y: z}:
            pass
        case C(_, q, r=_):
            pass
