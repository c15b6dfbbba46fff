counter = 0
def bump():
    global counter
    counter += 1
    return counter

def outer():
    x = 1
    class Inner:
        y = x
        def get(self):
            return x + self.y
    return Inner

class K:
    a = 1
    b = [a for _ in range(2)]
    def m(self):
        def inner():
            return __class__
        return inner

def cells(a, b):
    def f():
        return a
    c = 3
    def g():
        return c + b
    return f, g

def maybe(flag):
    if flag:
        v = 1
    return v

def deleted():
    x = 1
    del x
    return x

def walrus(xs):
    if (n := len(xs)) > 2:
        return n
    ys = [y for x in xs if (y := x * 2)]
    return y, ys

def comp_cells(xs):
    return [lambda: x for x in xs]

def nested_comp(m):
    return [[a * b for b in row] for a, row in m]
