def log(tag, value):
    print("eval", tag)
    return value

d = {log("k1", "a"): log("v1", 1), log("k2", "b"): log("v2", 2)}
print(d)
result = log("f", lambda *a, **k: (a, sorted(k.items())))(log("a1", 1), log("a2", 2), k=log("kw", 3))
print(result)

xs = [1, 2, 3, 4, 5]
a, *b, c = xs
print(a, b, c)
(p, q), r = (1, 2), 3
print(p, q, r)
first, *rest = "hello"
print(first, rest)

m = [[1, 2], [3, 4]]
m[0][1] += 10
m[1][:1] = [7, 8]
print(m)

s = "abcdefgh"
print(s[1:5], s[::2], s[-3:], s[::-1], s[1:7:2])

class Obj:
    pass
o = Obj()
o.count = 1
o.count *= 5
print(o.count)

i = 0
lst = [10, 20, 30]
lst[i] += 1
print(lst)

print(f"{1 + 1} {'nested'!r} {3.5:>8.2f} {'x':*^7} {12:b} {255:#x}")
name = "world"
width = 10
print(f"[{name:>{width}}] [{name!s:<{width}}] {name=}")
print("%s is %d years and %.1f%%" % ("Bob", 30, 99.5))
print("%(a)s-%(b)s" % {"a": 1, "b": 2})

print(7 // 2, -7 // 2, 7 % 3, -7 % 3, 2 ** 10, 2 ** -1, 7 / 2)
print(1 << 5, 256 >> 2, 5 & 3, 5 | 3, 5 ^ 3, ~5, -(-5), +5)
print(1 if [] else 2, [] or "empty", {} and "never")
print(3 in [1, 2, 3], 4 not in (1, 2), "b" in {"a": 1, "b": 2})
big = [v for v in range(40)]
t = (*big[:3], *"ab")
print(t, {*range(3), 5}, {**{"a": 1}, "b": 2})
print(sorted({x % 3 for x in range(10)}), {k: v for k, v in zip("ab", (1, 2))})
