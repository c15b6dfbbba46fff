# The line a callee sees in its caller's frame (f_lineno), whatever instruction made the
# call: warnings with a stacklevel, logging's findCaller and inspect read it.
import sys
import warnings
import logging
import functools


def caller_line():
    return sys._getframe(2).f_lineno


class Probe:
    @property
    def prop(self):
        return caller_line()

    def __add__(self, other):
        return caller_line()

    def __getitem__(self, i):
        return caller_line()

    def __eq__(self, other):
        return caller_line()

    __hash__ = None

    def __iter__(self):
        return iter([caller_line()])

    def __len__(self):
        return caller_line()

    def __contains__(self, x):
        return caller_line() > 0

    def __call__(self, *args):
        return caller_line()

    def __str__(self):
        return str(caller_line())

    def method(self, ctx, n):
        return caller_line()


def each_kind(p, bound):
    seen = []
    seen.append(p.prop)
    total = p + 1
    seen.append(total)
    item = p[0]
    seen.append(item)
    same = p == 1
    seen.append(same)
    for x in p:
        seen.append(x)
    text = str(p)
    seen.append(int(text))
    seen.append(len(p))
    seen.append(p())
    seen.append(bound(3))
    seen.append(
        p(
            1,
            2,
        )
    )
    return seen


def wants_int(n):
    if not isinstance(n, int):
        warnings.warn("not an int", DeprecationWarning, stacklevel=2)
    return n


def warning_lines():
    lines = []
    for value in (1, 2.0):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            x = 0
            x += 1
            wants_int(value)
        lines.extend(w.lineno for w in caught)
    return lines


class ListHandler(logging.Handler):
    def __init__(self):
        super().__init__()
        self.lines = []

    def emit(self, record):
        self.lines.append(record.lineno)


log = logging.getLogger("caller_lines")
log.propagate = False
handler = ListHandler()
log.addHandler(handler)
log.setLevel(logging.INFO)


def logging_lines(i):
    total = i * 2
    log.info("first %d", total)
    if total % 4 == 0:
        total += 1
        log.warning("second")
    return total


def gen_lines():
    yield caller_line()
    x = yield caller_line()
    yield caller_line()


def drive():
    out = []
    for v in gen_lines():
        out.append(v)
    return out


p = Probe()
bound = functools.partial(p.method, "ctx")
results = set()
for i in range(300):
    results.add(tuple(each_kind(p, bound)))
    results.add(tuple(warning_lines()))
    logging_lines(i)
    results.add(tuple(drive()))
for r in sorted(results):
    print(r)
print(sorted(set(handler.lines)), len(handler.lines))
