# itertools: laziness, shared state of groupby groups, tee, islice consumption, reprs.
import itertools as it

c = it.count(5)
print(next(c), next(c), repr(c), repr(it.count(0, 2)), repr(it.repeat("z", 2)))
print(list(it.islice(it.cycle("ab"), 5)), list(it.repeat(1, 3)))
print(list(it.accumulate([1, 2, 3], initial=10)), list(it.accumulate([3, 1, 4], max)))
print(list(it.chain("ab", [1])), list(it.chain.from_iterable([[1], [2, 3]])))
print(list(it.compress("abcd", [1, 0, 1, 0])), list(it.filterfalse(None, [0, 1, "", "x"])))
print(list(it.dropwhile(lambda x: x < 3, [1, 4, 1])), list(it.takewhile(lambda x: x < 3, [1, 4, 1])))
print(list(it.starmap(pow, [(2, 3), (3, 2)])), list(it.pairwise("abcd")))
print(list(it.batched(range(7), 3)), list(it.zip_longest("ab", "xyz", fillvalue="-")))

source = iter(range(10))
print(list(it.islice(source, 3)), next(source), list(it.islice(source, 1, 5, 2)))
for args in [(-1,), (1, -2), (0, 5, 0)]:
    try:
        it.islice([], *args)
    except ValueError as e:
        print("ValueError:", e)

groups = it.groupby("aaabbca")
k1, g1 = next(groups)
k2, g2 = next(groups)
print(k1, list(g1), k2, list(g2))
print([(k, len(list(g))) for k, g in it.groupby(sorted("mississippi"))])
print([(k, list(g)) for k, g in it.groupby([1, 3, 2, 4, 5], key=lambda x: x % 2)])

a, b = it.tee(range(4))
print(list(a), list(b), it.tee([], 0))

print(list(it.product("ab", repeat=2)), list(it.permutations(range(3), 2)))
print(list(it.combinations("abcd", 3)), list(it.combinations_with_replacement("ab", 2)))
print(len(list(it.permutations(range(5)))), list(it.product()), list(it.combinations([], 0)))
try:
    it.permutations([1], -1)
except ValueError as e:
    print("ValueError:", e)
try:
    list(it.batched("abc", 2, strict=True))
except ValueError as e:
    print("ValueError:", e)


# subclasses of itertools' types have a __dict__, the types' own instances none
class Tagged(it.chain):
    def __init__(self, *iterables):
        self.tag = len(iterables)


tagged = Tagged("ab", "c")
print(tagged.tag, list(tagged), tagged.__dict__, hasattr(it.chain(), "__dict__"))
try:
    it.count().tag = 1
except AttributeError as e:
    print("AttributeError", e)
