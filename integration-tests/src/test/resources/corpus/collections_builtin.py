# Lists, dicts, sets, tuples, comprehensions, sorting, slicing, unpacking.
nums = [5, 3, 8, 1, 9, 2]
print(sorted(nums), sorted(nums, reverse=True), nums[::2], nums[-2:], nums[::-1])
nums.sort(key=lambda n: -n)
print(nums, nums.index(8), nums.count(3))
nums[1:3] = ["a", "b", "c"]
print(nums)
del nums[::2]
print(nums)
words = "the quick brown fox jumps over the lazy dog".split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(counts)
print({w: len(w) for w in words if len(w) > 3})
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
print(set("mississippi") == {"m", "i", "s", "p"}, sorted({1, 2, 3} | {3, 4}), {1, 2} & {2, 3})
print({5, 3, 1, 100, 42, 7})
first, *middle, last = range(6)
print(first, middle, last)
(a, b), c = (1, 2), 3
print(a, b, c)
matrix = [[r * 3 + c for c in range(3)] for r in range(3)]
print(matrix, [row[1] for row in matrix], list(zip(*matrix)))
print(list(enumerate("abc", start=1)), list(reversed(range(4))))
print(dict(zip("abc", range(3))), list(map(str, range(3))), list(filter(None, [0, 1, "", "x"])))
print(any(n > 8 for n in range(10)), all(n < 10 for n in range(10)), sum(range(101)))
print(min("hello"), max([3, 1, 4], key=lambda x: -x), max([], default="empty"))
t = (1, 2, 3)
print(t + (4,), t * 2, t[1:], len(t), 2 in t, hash(t) == hash((1, 2, 3)))
d = {"x": 1}
d.update(y=2)
d.setdefault("z", 3)
print(d, d.pop("x"), list(d.keys()), list(d.values()), d | {"w": 0})
stack = []
for ch in "([]{})":
    if ch in "([{":
        stack.append(ch)
    else:
        stack.pop()
print("balanced" if not stack else "unbalanced")
