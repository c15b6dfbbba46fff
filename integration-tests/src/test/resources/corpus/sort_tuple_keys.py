import random
r = random.Random(5)
ws = ["a%d" % r.randrange(50) for _ in range(2000)]
items = [(r.randrange(10), w) for w in ws]
print(sorted(items)[:5], sorted(items, reverse=True)[:3])
print(sorted([(1.5, 2), (float('nan'), 1), (1.5, 1), (0.5, 9)])[:4])
n = float('nan')
print(sorted([(n, 2), (n, 1)]))
print(sorted([(1,), (1, 2), (0, 5), (1, 1)]))
print(sorted([(2**70, 1), (1, 2), (2**70, 0)]))
print(sorted([("b", [2]), ("a", [3]), ("b", [1])]))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print(e)
print((1, 2) < (1, 3), (1, 2) == (1, 2), (2,) > (1, 9), max([(1, 'b'), (1, 'a')]))
class T(tuple):
    def __lt__(self, o): return True
print(sorted([T((2,)), T((1,))]))
print(sorted([(), (1,), ()]))
