class Outer:
    class Inner:
        def m(self):
            def helper():
                return super(Outer.Inner, self).m()
            return helper
    def n(self):
        def h():
            return super().n()
        return [lambda: __class__ for _ in range(2)]

class G:
    global gv
    gv = 1
    def meth(self):
        nonlocal_holder = 1
        class Nested:
            def inner(self):
                nonlocal nonlocal_holder
                nonlocal_holder += 1
        return Nested

def handlers(items):
    for it in items:
        try:
            f(it)
        except KeyError as e:
            return e
        except IndexError as e:
            break
        except TypeError:
            continue
        finally:
            g()

def finally_continue(xs):
    for x in xs:
        try:
            pass
        finally:
            continue

def slices(a, b):
    del a[1:2], a[::2], a.b
    a[1:2:3] += b
    a[::-1] = b
    return a[1:2:3], a[b:], a[:b]

def consts(x):
    while 1:
        if True:
            break
    y = 1 if True else 2
    z = True and x
    w = x or False
    if not x:
        pass
    if x is not None:
        pass
    while x is None:
        x = g()
    return y, z, w

def stores(a):
    a = a = 1
    b = b
    x.y = z.w = 3
    return a

def many():
    v0 = v1 = v2 = v3 = v4 = v5 = v6 = v7 = v8 = v9 = 0
    v10 = v11 = v12 = v13 = v14 = v15 = v16 = v17 = v18 = v19 = 0
    if v0:
        v20 = 1
    return v20, v19

def chains(a, b, c, d):
    return a < b <= c != d, (a if b else c)(d), print(*[1], sep='')

def defaults(a, b=x + 1, *, c=y, d: int = 2) -> z:
    return lambda q=a: q + b

def genclosure(n):
    return (i * n for i in range(n))

def unpack_big(s):
    a, b, c, d, e, f, g, h, *rest, z = s
    return rest
