"""Code objects compare and hash as CPython's code_richcompare has them (name, counts,
first line, unspecialized instructions, constants by type and value, names, tables), so the
same source compiled twice gives equal code and a marshal round trip gives an equal one;
marshal writes any other bytes-like object as bytes."""
import marshal, array
def f(x):
    return [lambda: x + 1.0, lambda: x + 1]
src = open(__file__).read()
c1 = compile(src, "m.py", "exec"); c2 = compile(src, "m.py", "exec")
print(c1 == c2, hash(c1) == hash(c2), c1 != c2)
print(marshal.loads(marshal.dumps(c1)) == c1)
a, b = f(1)
print(a.__code__ == b.__code__)
g = compile("lambda: 0.0", "x", "eval"); h = compile("lambda: -0.0", "x", "eval")
print(g == h, g.co_consts[0] == h.co_consts[0])
print(f.__code__ == f.__code__.replace(co_name="g"), f.__code__ == f.__code__.replace())
print({c1: 1}[c2])
print(marshal.loads(marshal.dumps(bytearray(b"abc"))), marshal.loads(marshal.dumps(memoryview(b"abc"))), marshal.loads(marshal.dumps(array.array('B', b"abc"))))
try:
    marshal.dumps(object())
except ValueError as e:
    print(e)
