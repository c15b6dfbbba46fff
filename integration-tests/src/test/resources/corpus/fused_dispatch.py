# expect-hits: COMPARE_OP_INT COMPARE_OP_FLOAT COMPARE_OP_STR FOR_ITER_LIST FOR_ITER_TUPLE FOR_ITER_RANGE TO_BOOL_BOOL TO_BOOL_INT TO_BOOL_LIST TO_BOOL_STR TO_BOOL_NONE TO_BOOL_ALWAYS_TRUE CONTAINS_OP_SET CONTAINS_OP_DICT BINARY_OP_ADD_INT BINARY_OP_MULTIPLY_FLOAT BINARY_OP_ADD_UNICODE BINARY_OP_INPLACE_ADD_UNICODE
# A COMPARE_OP, CONTAINS_OP or TO_BOOL child runs the conditional jump after it, and a FOR_ITER
# or BINARY_OP child the STORE_FAST of its item or result, without dispatching them: every
# outcome must stay CPython's.


def counts(xs, limit):
    below = above = 0
    for x in xs:                  # FOR_ITER_LIST + STORE_FAST
        if x < limit:             # COMPARE_OP_INT + POP_JUMP_IF_FALSE
            below += 1
        if not x <= limit:        # COMPARE_OP_INT + POP_JUMP_IF_TRUE
            above += 1
    return below, above


def floats(xs):
    nan = float("nan")
    out = []
    for x in xs:                  # FOR_ITER_TUPLE
        out.append((x < 1.5, x == nan, x != nan, x >= 1.5))
        if x > 1.5:
            out.append("big")
        elif x == x:
            out.append("small")
        else:
            out.append("nan")
    return out


def words(ws):
    hits = []
    for i in range(len(ws)):      # FOR_ITER_RANGE + STORE_FAST
        if ws[i] == "spam":       # COMPARE_OP_STR + POP_JUMP_IF_FALSE
            hits.append(i)
        if ws[i] != "eggs":
            continue
        hits.append(-i)
    return hits


def while_loop(n):
    i = total = 0
    while i < n:                  # the jump backward's condition
        total += i
        i += 1
    return total


def other_targets(pairs):
    class Box:
        pass
    b = Box()
    seen = []
    for a, c in pairs:            # no STORE_FAST after FOR_ITER: UNPACK_SEQUENCE
        seen.append(a + c)
    for b.item in pairs:          # an attribute target
        seen.append(b.item)
    for seen[0] in [7, 8]:        # a subscript target
        pass
    return seen


def empty_and_exhausted():
    out = []
    for x in []:
        out.append(x)
    it = iter([1, 2])
    for x in it:
        out.append(x)
    for x in it:                  # already exhausted
        out.append(-x)
    return out, [y for y in range(5) if y % 2 == 0 and y > 0]


TRUTHS = """
def truths(values):
    out = []
    for v in values:
        if v:                     # TO_BOOL_* + POP_JUMP_IF_FALSE
            out.append("T")
        if not v:                 # TO_BOOL_* + POP_JUMP_IF_TRUE
            out.append("F")
    return "".join(out)
"""


def make_truths():
    # a code object of its own, so that each kind of value meets sites of its own
    ns = {}
    exec(TRUTHS, ns)
    return ns["truths"]


t_bool, t_int, t_list, t_str, t_none, t_obj, t_mixed = [make_truths() for _ in range(7)]


class Thing:
    pass


def drain(stack):
    popped = 0
    while stack:                  # TO_BOOL_LIST
        stack.pop()
        popped += 1
    return popped


def members(keys, d, s):
    out = []
    for k in keys:
        if k in d:                # CONTAINS_OP_DICT + POP_JUMP_IF_FALSE
            out.append(d[k])
        if k not in s:            # CONTAINS_OP_SET, inverted
            out.append(-1)
    return out


def arithmetic(n):
    a, b, x, y, s = 0, 1, 1.5, 0.5, ""
    for i in range(n):
        a = a + i                 # BINARY_OP_ADD_INT + STORE_FAST
        b = b * 3 - a             # MULTIPLY_INT, then SUBTRACT_INT + STORE_FAST
        x = x * 1.0001            # BINARY_OP_MULTIPLY_FLOAT + STORE_FAST
        y = x - y + 0.25          # SUBTRACT_FLOAT, ADD_FLOAT + STORE_FAST
        s = s + "ab"[i % 2]       # BINARY_OP_INPLACE_ADD_UNICODE (stores s itself)
        u = s + "!"               # BINARY_OP_ADD_UNICODE + STORE_FAST
        t = a + a                 # a local stored for the first time
        a = t - a                 # and read back
    return a, b % 1000003, round(x, 6), round(y, 6), s[:9], len(s), u[-3:]


for n in range(3):
    print(counts(list(range(40)), 20 + n), counts([5, 50, 500], 50))
    print(floats((1.0, 2.0, float("nan"), 1.5, -0.0)))
    print(words(["spam", "eggs", "ham", "spam", "eggs"] * 4))
    print(while_loop(100 + n), other_targets([(1, 2), (3, 4)]), empty_and_exhausted())
    print(t_bool([True, False] * 3), t_int([0, 1, -5, 0] * 2), t_list([[], [0], []] * 2))
    print(t_str(["", "a", ""] * 2), t_none([None] * 4), t_obj([Thing(), Thing()] * 2))
    print(arithmetic(50 + n), arithmetic(3))
    print(drain(list(range(30 + n))), members([1, 2, 3, "x"] * 3, {1: "a", 3: "c"}, {2, "x"}))
print(counts([1, 2.5, True, 10 ** 30, -(10 ** 30)], 2))   # mixed types deopt
print(words(["spam", "x", "eggs"]))
print(t_mixed([True, 0, [], "", None, Thing(), 2.5, 10 ** 30, (), {}] * 3))   # deopts
Thing.__bool__ = lambda self: False   # the ALWAYS_TRUE site must see the class change
print(t_obj([Thing(), Thing()]), members([1, 2], {1: 1}, {2}))
