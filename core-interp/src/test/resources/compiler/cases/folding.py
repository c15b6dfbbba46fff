a = 1 + 2
b = 2 ** 10
c = 2 ** 200
d = "ab" * 3
e = "x" * 5000
f = -5
g = not 1
h = ~5
i = (1, 2) + (3,)
j = 1 / 0
k = "abc"[1]
l = (1, (2, 3))
n = 1 << 3
o = 1 << 200
p = __debug__
q = "%s and %r" % (a, b)
r = "%d" % (a,)
s = "%-5s|%5.2s" % (a, b)
t = "%s %%" % (a,)
u = b"ab" + b"c"
x = -0.0
y = 1 if 1 else 2
z = [i for i in (1, 2)]
if 0:
    never()
while 0:
    never()
if "":
    pass
else:
    always()
