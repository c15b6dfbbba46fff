# expect-hits: TO_BOOL_ALWAYS_TRUE TO_BOOL_BOOL TO_BOOL_INT TO_BOOL_LIST TO_BOOL_NONE TO_BOOL_STR
# TO_BOOL: one truth-test site meets bools, ints (small and big), lists, None, strs and
# instances; classes gain and lose __bool__ and __len__ while the site is specialized.


# Each child hot at a site of its own first.
def hot_bool(values):
    return [1 if v else 0 for v in values]

def hot_int(values):
    return [1 if v else 0 for v in values]

def hot_list(values):
    return [1 if v else 0 for v in values]

def hot_none(values):
    return [1 if v else 0 for v in values]

def hot_str(values):
    return [1 if v else 0 for v in values]

def hot_obj(values):
    return [1 if v else 0 for v in values]

class Obj:
    pass

print(hot_bool([True, False] * 3), hot_int([0, 1, 2, 2 ** 90] * 2), hot_list([[], [1]] * 3),
      hot_none([None] * 5), hot_str(["", "x", "é"] * 2), hot_obj([Obj()] * 5))

def truth(x):
    if x:
        return "T"
    return "F"

def nots(x):
    return not x

values = [True, False, 0, 1, -5, 2 ** 100, -(2 ** 70), [], [0], None, "", "a", "é", "\U0001f600"]
for round_ in range(3):
    print(round_, "".join(truth(v) for v in values), [nots(v) for v in values])

class Plain:
    pass

class Child(Plain):
    pass

p = Plain()
c = Child()
out = []
for i in range(120):
    if i == 30:
        Plain.__bool__ = lambda self: False
    elif i == 45:
        del Plain.__bool__
    elif i == 60:
        Child.__len__ = lambda self: 0
    elif i == 75:
        Child.__len__ = lambda self: 3
    elif i == 90:
        del Child.__len__
    elif i == 100:
        Plain.__len__ = lambda self: 0
    out.append(truth(p) + truth(c))
print(" ".join(out))

# The site's type changes between builtin shapes after specializing on each.
seq = [1] * 10 + [[]] * 10 + [None] * 10 + ["x"] * 10 + [0.0] * 10 + [2 ** 65] * 10 + [p] * 5
print("".join(truth(v) for v in seq))

# __class__ assignment: the instance's type changes under an ALWAYS_TRUE site.
class A:
    pass

class B:
    def __bool__(self):
        return False

a = A()
res = []
for i in range(60):
    if i == 20:
        a.__class__ = B
    elif i == 40:
        a.__class__ = A
    res.append(truth(a))
print("".join(res))

# __bool__ returning a non-bool raises TypeError the same way, specialized or not.
class Bad:
    pass

bad = Bad()
for i in range(8):
    if i == 4:
        Bad.__bool__ = lambda self: 1
    try:
        print(i, truth(bad))
    except TypeError as e:
        print(i, "TypeError:", e)

class Len:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

for n in [0, 1, 5, 0]:
    print("len", n, truth(Len(n)))
try:
    truth(Len(-1))
except ValueError as e:
    print("ValueError:", e)

# while loops and boolean operators on changing shapes
def count_down(x):
    steps = 0
    while x:
        steps += 1
        if isinstance(x, list):
            x.pop()
        elif isinstance(x, str):
            x = x[1:]
        else:
            x -= 1
    return steps

print(count_down(5), count_down([1, 2, 3]), count_down("abcd"), count_down(0), count_down(""))
print([v or "dflt" for v in [0, 1, "", "s", [], [1], None]])
print([v and "yes" for v in [0, 1, "", "s", [], [1], None]])
