# Match statements end to end in the interpreter: each pattern kind once, guards, bindings.
class P:
    __match_args__ = ("a", "b")

    def __init__(self, a, b):
        self.a = a
        self.b = b


def kind(x):
    match x:
        case None | True | False:
            return "singleton"
        case 0 | -1 | 2.5 | "s" | b"b":
            return "literal"
        case P(0, b=y) | P(y, 0):
            return f"P on an axis at {y}"
        case P(a, b) if a == b:
            return f"P diagonal {a}"
        case P():
            return "P"
        case int(n) | float(n):
            return f"number {n}"
        case [x, y, *rest] if rest:
            return f"long sequence {x} {y} +{len(rest)}"
        case [x, *_, y] as whole:
            return f"sequence {x}..{y} of {len(whole)}"
        case {"k": [*items], **rest}:
            return f"mapping k={items} rest={rest}"
        case {}:
            return "other mapping"
        case str(text):
            return f"text {text}"
        case _:
            return "other"


for v in [None, True, 0, -1, 2.5, "s", b"b", P(0, 3), P(4, 0), P(2, 2), P(1, 2), 7, 7.5,
          [1, 2, 3], (1, 2), [1], range(2), {"k": (1, 2), "z": 0}, {"q": 1}, "text", object]:
    print(type(v).__name__, kind(v))


def bound(x):
    match x:
        case [a, 2]:
            pass
        case [b, *_] if b > 10:
            pass
        case _:
            pass
    return [n for n in ("a", "b") if n in locals()]


print(bound([1, 2]), bound([11, 3]), bound([1, 3]), bound(5))
try:
    match P(1, 2):
        case P(1, 2, 3):
            pass
except TypeError as e:
    print(e)
