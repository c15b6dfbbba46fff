import builtins
print(sorted({3, 1, 2}), sorted({x * 2 for x in range(5)}), sorted({*[1, 2], *(2, 3)}))
saved = builtins.set
builtins.set = list
print(type({1, 2}).__name__, type({x for x in range(3)}).__name__)
builtins.set = saved
try:
    {[1]}
except TypeError as e:
    print(e)
try:
    {x for x in [[1]]}
except TypeError as e:
    print(e)
try:
    {*[[1]]}
except TypeError as e:
    print(e)
class H:
    def __hash__(self): raise ValueError("no hash")
try:
    {H()}
except ValueError as e:
    print(e)
# displays and comprehensions of tuples and lists concatenated in hot loops
def pairs(n):
    out = []
    for i in range(n):
        t = (i,) + (i + 1,)
        out = out + [t]
    return out
print(pairs(60)[-2:], len(pairs(70)))
print(sorted([(2, "b"), (1, "z"), (2, "a"), (1, "y")]), max((i % 7, -i) for i in range(100)))
