def f(a, b=1, *args, c, d=2, **kw):
    x = a + b
    return x

def g():
    pass

def h(a, /, b):
    return a, b

def k():
    "docstring"
    return 1

@dec
@dec2(3)
def decorated(x):
    return x

lam = lambda x, y=2: x + y
f(1, 2, 3, c=4)
f(*a, **b)
f(a, *b, c, **d, e=1)
g(x=1, y=2)
o.m(1, 2)
o.m(x=1)
o.a.b.c(1)
