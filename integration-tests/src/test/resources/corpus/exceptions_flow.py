# try/except/else/finally, chaining, custom exceptions, context managers.
class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code

    def __str__(self):
        return f"[{self.code}] {self.args[0]}"


def risky(n):
    if n == 0:
        raise AppError(42, "zero is not allowed")
    if n < 0:
        raise ValueError(f"negative: {n}")
    return 10 / n


for n in (2, 0, -1):
    try:
        result = risky(n)
    except AppError as e:
        print("AppError", e, e.code)
    except ValueError as e:
        print("ValueError", e)
    else:
        print("ok", result)
    finally:
        print("finally for", n)


def order():
    log = []
    for i in range(3):
        try:
            if i == 1:
                continue
            log.append(f"body{i}")
        finally:
            log.append(f"fin{i}")
    return log


print(order())


def returns_in_finally():
    try:
        return "try"
    finally:
        print("finally runs before return")


print(returns_in_finally())

try:
    try:
        {}["k"]
    except KeyError as e:
        raise RuntimeError("lookup failed") from e
except RuntimeError as e:
    print(repr(e), repr(e.__cause__), e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        int("x")
except ValueError as e:
    print(repr(e), type(e.__context__).__name__)


class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return et is KeyError


with Resource("a") as r, Resource("b"):
    print("inside", r.name)
with Resource("c"):
    raise KeyError("swallowed")
print("after swallow")
try:
    with Resource("d"):
        raise IndexError("propagates")
except IndexError as e:
    print("caught", e)

try:
    assert 1 + 1 == 3, "math is broken"
except AssertionError as e:
    print("AssertionError:", e)

errors = []
for thing in ([], {}, "abc", 5):
    try:
        thing[10]
    except (IndexError, KeyError, TypeError) as e:
        errors.append(f"{type(e).__name__}: {e}")
print(*errors, sep="\n")
