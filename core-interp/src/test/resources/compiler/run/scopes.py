counter = 0

def bump():
    global counter
    counter += 1
    return counter

bump(); bump()
print(counter)

def make_counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc

c = make_counter()
c(); c(5)
print(c())

def cell_arg(x):
    def get():
        return x
    x += 1
    return get()

print(cell_arg(10))

def late_binding():
    fs = [lambda: i for i in range(3)]
    gs = [lambda i=i: i for i in range(3)]
    return [f() for f in fs], [g() for g in gs]

print(late_binding())

x = "global x"
class C:
    x = "class x"
    y = [x for _ in range(1)]
    def method(self):
        return x
print(C.y, C().method())

def outer():
    v = "outer v"
    class Inner:
        w = v
        def get(self):
            return v
    return Inner.w, Inner().get()

print(outer())

def walrus(data):
    if (n := len(data)) > 2:
        print("long", n)
    found = [y for x in data if (y := x * 10) > 15]
    return found, y

print(walrus([1, 2, 3]))

total = 0
vals = [total := total + v for v in range(5)]
print(vals, total)

def shadow():
    i = "kept"
    squares = [i * i for i in range(4)]
    return i, squares

print(shadow())

def deep():
    a = 1
    def f():
        b = 2
        def g():
            return a + b
        return g
    return f()()

print(deep())

def del_local():
    v = 1
    del v
    try:
        return v
    except UnboundLocalError as e:
        return "unbound"

print(del_local())
