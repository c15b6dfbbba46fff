def w(x):
    while x:
        x -= 1
    else:
        y = 2
    assert x, "msg"
    with open(x) as f, g:
        pass
    return "%s-%r" % (x, y)
class K:
    a = [q for q in range(3)]
    def m(self): self.zz = 1; self.aa = 2
def gen(a):
    try:
        yield a
    finally:
        pass
    yield from a
print(w.__code__.co_flags, gen.__code__.co_flags)
x = y is None
z = y in [1,2,3]
