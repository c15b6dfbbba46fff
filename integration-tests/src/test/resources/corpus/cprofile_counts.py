# cProfile (the _lsprof profiler): call counts per function, recursive calls, callers, and
# builtins named as CPython names them. Times vary from run to run, so only their sanity is
# printed.
import cProfile
import os
import pstats


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def words(text):
    out = []
    for w in text.split():
        out.append(w.upper())
    return sorted(out, key=len)


class Shape:
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side * self.side


def gen(n):
    for i in range(n):
        yield i


def work():
    fib(10)
    words("the quick brown fox jumps over the lazy dog")
    total = sum(Shape(s).area() for s in range(5))
    list(gen(3))
    try:
        int("x")
    except ValueError:
        pass
    return total, len("abc"), max([3, 1, 2])


profiler = cProfile.Profile()
profiler.enable()
result = work()
profiler.disable()
print("result:", result)

stats = pstats.Stats(profiler)
# this program's functions and the builtins they call (a collector may run other code, a
# weakref callback, while the profiler is on)
ours = {name for (filename, line, name) in stats.stats if filename == __file__}
rows = []
for (filename, line, name), (cc, nc, tt, ct, callers) in stats.stats.items():
    where = os.path.basename(filename) if filename != "~" else "~"
    caller_names = sorted(f[2] for f in callers)
    if filename == __file__ or (where == "~" and (set(caller_names) & ours
                                                  or "disable" in name)):
        rows.append((where, name, cc, nc, caller_names, tt >= 0 and ct >= tt - 1e-9))
for row in sorted(rows):
    print(*row)
print("calls:", sum(row[3] for row in rows), "primitive:", sum(row[2] for row in rows))

# a custom timer counting in integer units
ticks = [0]


def tick():
    ticks[0] += 1
    return ticks[0]


p2 = cProfile.Profile(tick, 0.5)
p2.runcall(fib, 5)
entry = {e.code.co_name if hasattr(e.code, "co_name") else e.code: e for e in p2.getstats()}
print("fib(5) calls:", entry["fib"].callcount, "recursive:", entry["fib"].reccallcount,
      "totaltime is whole ticks / 2:", (entry["fib"].totaltime * 2) % 1 == 0)
print("two profilers at once:", end=" ")
p3 = cProfile.Profile()
p3.enable()
try:
    cProfile.Profile().enable()
except ValueError as e:
    print(e)
finally:
    p3.disable()
