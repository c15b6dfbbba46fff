# Structural pattern matching (PEP 634): every kind of pattern, guards, fall-through, and
# which names a failed match leaves bound.
import collections


def literal(x):
    match x:
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case 2.5:
            return "two and a half"
        case -0.5:
            return "minus a half"
        case "hello" "!":
            return "greeting"
        case b"raw":
            return "bytes"
        case True:
            return "true"
        case False:
            return "false"
        case None:
            return "none"
        case 10 | 20 | 30:
            return "tens"
        case _:
            return "other"


for v in [0, -1, 2.5, -0.5, "hello!", b"raw", True, False, None, 20, 1, 1.0, 0.0, "x", [], ()]:
    print(repr(v), literal(v))


# True is compared with "is", 1 with "==": 1 and 1.0 match "case 1", but not "case True".
def one(x):
    match x:
        case True:
            return "is True"
        case 1:
            return "== 1"
    return "no match"


print(one(True), one(1), one(1.0), one(1 + 0 * 2))


class Eq:
    def __eq__(self, other):
        print("  __eq__ with", other)
        return other == 7


match Eq():
    case 5:
        print("five?")
    case 7:
        print("seven, by __eq__")


# ---- captures, wildcards, as-patterns, groups
def capture(x):
    match x:
        case (1 | 2) as small:
            return ("small", small)
        case [(1 | 2 | 3) as first, *_] as whole:
            return ("first", first, whole)
        case (n):
            return ("any", n)


print(capture(2), capture([3, 4, 5]), capture("z"))


# ---- value patterns: dotted names are looked up, never bound
class Color:
    RED = "red"
    GREEN = "green"


class Ns:
    class Inner:
        LIMIT = 100


def color(c):
    match c:
        case Color.RED:
            return "stop"
        case Color.GREEN:
            return "go"
        case Ns.Inner.LIMIT:
            return "limit"
        case _:
            return "unknown"


print(color("red"), color("green"), color(100), color("blue"))
Color.RED = "crimson"
print(color("red"), color("crimson"))


# ---- sequences
def seq(x):
    match x:
        case []:
            return "empty"
        case [a]:
            return f"one: {a!r}"
        case [a, b]:
            return f"two: {a!r} {b!r}"
        case [first, *middle, last] if len(middle) > 2:
            return f"long: {first} .. {last} ({len(middle)} between)"
        case [first, *rest]:
            return f"first {first!r}, rest {rest!r} ({type(rest).__name__})"
        case _:
            return "not a sequence"


for v in [[], [1], (1, 2), [1, 2, 3], range(6), collections.deque([7, 8, 9]), "abc", b"ab",
          {1: 2}, {1, 2}, 42, iter([1, 2])]:
    print(type(v).__name__, "->", seq(v))


def ends(x):
    match x:
        case [a, *_, z]:
            return (a, z)
        case [*_, z]:
            return ("only", z)
        case [*everything]:
            return ("all", everything)


print(ends([1, 2, 3, 4]), ends(range(10, 20)), ends([5]), ends([]), ends((1, 2)))


class MyList(list):
    pass


class Point3(tuple):
    pass


print(seq(MyList([1, 2])), seq(Point3((4, 5, 6))), ends(MyList("xyz")))


def nested(x):
    match x:
        case [1, [2, [3, [4, *deep]]]]:
            return ("deep", deep)
        case ([a, b], (c, d)):
            return ("pairs", a, b, c, d)
        case [[*row] , *rows] if all(len(r) == len(row) for r in rows):
            return ("matrix", len(rows) + 1, len(row))
    return None


print(nested([1, [2, [3, [4, 5, 6]]]]), nested(([1, 2], [3, 4])), nested([[1, 2], [3, 4], [5, 6]]),
      nested([[1], [2, 3]]))


# ---- mappings
def mapping(m):
    match m:
        case {"action": "move", "to": [x, y]}:
            return f"move to {x},{y}"
        case {"action": "say", "text": str(text), **rest} if not rest:
            return f"say {text!r}"
        case {"action": "say", **rest}:
            return f"say with extras {sorted(rest.items())}"
        case {"action": action}:
            return f"unknown action {action}"
        case {}:
            return f"mapping without action ({len(m)} keys)"
        case _:
            return "not a mapping"


for m in [{"action": "move", "to": [1, 2]}, {"action": "move", "to": (3, 4), "speed": 9},
          {"action": "say", "text": "hi"}, {"action": "say", "text": "hi", "loud": True},
          {"action": "say", "text": 5}, {"action": "jump"}, {"other": 1}, {}, [("action", "x")],
          collections.OrderedDict(action="jump"), Color.__dict__ and {"n": 1}]:
    print(mapping(m))


def rest_copy(m):
    match m:
        case {"a": 1, **rest}:
            rest["added"] = True
            return rest


d = {"a": 1, "b": 2, "c": 3}
r = rest_copy(d)
print(r, d, type(r).__name__)

# A defaultdict is looked up with get(): no default is made for a missing key.
dd = collections.defaultdict(list)
dd["present"].append(1)
match dd:
    case {"missing": _}:
        print("matched missing?")
    case {"present": [v]}:
        print("present", v, sorted(dd))


class LoggingDict(dict):
    def get(self, key, default=None):
        print("  get", key)
        return super().get(key, default)


match LoggingDict(a=1, b=2):
    case {"a": 1, "b": 3}:
        print("no")
    case {"b": b, "a": a}:
        print("yes", a, b)


class Keys:
    A = "a"
    B = "a"


try:
    match {"a": 1, "b": 2}:
        case {Keys.A: 1, Keys.B: 2}:
            print("duplicate keys matched?")
except ValueError as e:
    print("ValueError:", e)


# mappingproxy is a mapping too
match Color.__dict__:
    case {"GREEN": g}:
        print("class dict has GREEN =", g)


# ---- or-patterns bind the same names in every alternative
def orp(x):
    match x:
        case (a, b) | [b, a, _]:
            return ("ab", a, b)
        case {"x": v} | {"y": v} | [v]:
            return ("v", v)
        case str() | bytes():
            return "text"
    return "none"


print(orp((1, 2)), orp([1, 2, 3]), orp({"y": 5}), orp([9]), orp("s"), orp(b"b"), orp(3.0))


# ---- guards: the pattern's names are bound before the guard runs, even if it fails
def guarded(x):
    match x:
        case [a, b] if a > b:
            return f"descending {a} {b}"
        case [a, b] if (total := a + b) > 10:
            return f"big total {total}"
        case [a, b]:
            return f"other pair {a} {b}"
        case n if n:
            return "truthy"
        case _:
            return "falsy"


print(guarded([3, 1]), guarded([5, 9]), guarded([1, 2]), guarded(7), guarded(0))


def after_guard(x):
    match x:
        case [first, *_] if first == "stop":
            pass
        case _:
            pass
    return first


print(after_guard(["go", 1]))


def unbound_after_failure(x):
    match x:
        case [a, 2]:
            return "matched"
        case _:
            pass
    try:
        return a
    except UnboundLocalError as e:
        return f"UnboundLocalError: {e}"


print(unbound_after_failure([1, 3]))
try:
    match [1, 3]:
        case [never_bound, 2]:
            pass
    print(never_bound)
except NameError as e:
    print("NameError:", e)


# ---- no case matches: nothing happens
match 12345:
    case 1:
        print("one")
    case [x]:
        print("list")
print("after the unmatched match")


# ---- the subject is evaluated once
calls = []


def subject():
    calls.append(1)
    return (1, 2)


match subject():
    case (1, 3):
        pass
    case (1, 4):
        pass
    case (1, y):
        print("y =", y)
print("subject calls:", len(calls))


# ---- match in loops, with break and continue, and in generators
def classify_all(items):
    out = []
    for item in items:
        match item:
            case "skip":
                continue
            case "end":
                break
            case int(n) if n < 0:
                out.append("neg")
            case int():
                out.append("int")
            case _:
                out.append("?")
    return out


print(classify_all([1, -2, "skip", 3.5, "end", 4]))


def tokens(text):
    for word in text.split():
        match list(word):
            case ["#", *name]:
                yield ("tag", "".join(name))
            case [d] if d.isdigit():
                yield ("digit", int(d))
            case _:
                yield ("word", word)


print(list(tokens("hello #python 7 world #x")))


def nested_match(a, b):
    match a:
        case [x, *_]:
            match b:
                case {"k": y}:
                    return x, y
                case _:
                    return x, None
        case _:
            return None


print(nested_match([1], {"k": 2}), nested_match([1], {}), nested_match(1, 2))


# ---- match and case stay ordinary names
match = [1, 2]
case = {"match": match}
match case:
    case {"match": [_, *rest]}:
        print("soft keywords as names:", rest, match)


# ---- captures into cells (a closure reads them) and into a class namespace
def make_getters(items):
    getters = []
    for item in items:
        match item:
            case {"name": name} | [name, _]:
                getters.append(lambda: name)
    return [g() for g in getters]


print(make_getters([{"name": "a"}, ["b", 2], 3]))


class Config:
    match {"debug": True, "level": 3}:
        case {"debug": bool(debug), **others}:
            settings = others


print(Config.debug, Config.settings)


# ---- a yield or an await in a guard suspends with the subject still on the stack
def steps(items):
    for it in items:
        match it:
            case [a, b] if (yield a) == "go":
                yield ("go", b)
            case [a, *_] if (yield ("second", a)):
                yield "sent"
            case _:
                yield "default"


gen = steps([[1, 2], [3, 4, 5], 7])
print(next(gen), gen.send("go"), next(gen), gen.send(None), gen.send(None), next(gen, "done"))


class Tick:
    def __await__(self):
        yield "tick"


async def lookup(x):
    match x:
        case {"k": v} if await Tick() is None:
            return v
    return None


co = lookup({"k": 5})
print(co.send(None))
try:
    co.send(None)
except StopIteration as e:
    print("returned", e.value)
