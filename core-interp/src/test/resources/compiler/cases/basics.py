x = 1
y = x + 2 * 3
z = -x
print(x, y, z)
a, b = b, a
a, b, c = c, b, a
a, *b = [1, 2, 3]
*a, b = x
x = y = z = 0
del x
del a.b, a[1], a[1:2]
t = (1, 2, (3, 4))
l = [1, 2, 3, x]
s = {1, x}
d = {'a': 1, 'b': x}
d2 = {x: 1, **d}
e = {}
f = ()
g = []
n = None
q = ...
w = not x
v = ~x
u = +x
