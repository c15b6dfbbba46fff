# expect-hits: COMPARE_OP_INT COMPARE_OP_FLOAT COMPARE_OP_STR FOR_ITER_LIST FOR_ITER_TUPLE FOR_ITER_RANGE
# A COMPARE_OP child runs the conditional jump after it, and a FOR_ITER child the STORE_FAST of
# its item, without dispatching them: every outcome of both must stay as CPython's.


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


for n in range(3):
    print(counts(list(range(40)), 20 + n), counts([5, 50, 500], 50))
    print(floats((1.0, 2.0, float("nan"), 1.5, -0.0)))
    print(words(["spam", "eggs", "ham", "spam", "eggs"] * 4))
    print(while_loop(100 + n), other_targets([(1, 2), (3, 4)]), empty_and_exhausted())
print(counts([1, 2.5, True, 10 ** 30, -(10 ** 30)], 2))   # mixed types deopt
print(words(["spam", 1, "eggs", None]) if False else words(["spam", "x", "eggs"]))
