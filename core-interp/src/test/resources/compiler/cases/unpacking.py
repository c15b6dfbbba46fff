a, b = c
a, (b, c) = d
[a, b] = c
a, *b, c = d
*a, = b
a.x, b[0] = c
a = b = c = d
for x, y in z:
    pass
for x, *y in z:
    pass
def f():
    a, b = b, a
    a, b, c = c, b, a
    (a, b), c = c, (a, b)
    x = y = 1
    return a
