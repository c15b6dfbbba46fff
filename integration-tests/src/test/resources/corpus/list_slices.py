# expect-hits: BINARY_SUBSCR_LIST_SLICE
# Slices taken with a slice object (BINARY_SUBSCR, not BINARY_SLICE): strides, negative
# bounds, bounds past the end, bounds with __index__, and a site that meets a tuple, a str, a
# list subclass with its own __getitem__ and a zero step on its way.


class Index:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


class Logged(list):
    def __getitem__(self, key):
        return ("logged", key if isinstance(key, int) else (key.start, key.stop, key.step))


def windows(seq, width, step):
    out = []
    for i in range(0, len(seq), step):
        out.append(seq[i:i + width:1])
    return out


def every(seq, k):
    return seq[::k]


data = list(range(12))
print(windows(data, 3, 2))
print([every(data, k) for k in (1, 2, 3, 5, -1, -4)])
print([data[slice(a, b)] for a, b in ((-3, None), (None, -9), (20, 30), (-100, 2))])
print([data[Index(2):Index(5)] for _ in range(3)])
total = 0
for n in range(2000):
    part = data[n % 5:n % 7 + 3:1]
    total += len(part) + (part[0] if part else 0)
print(total)
for seq in ([1, 2, 3, 4], (1, 2, 3, 4), "abcd", Logged([1, 2, 3, 4]), bytearray(b"wxyz")):
    print(type(seq).__name__, every(seq, 2), every(seq, -1))
try:
    every(data, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    data[Index(1):"x":None]
except TypeError as e:
    print("TypeError:", e)
