# sys.settrace and sys.setprofile: the events CPython 3.13 reports, line by line, for calls,
# loops, exceptions, generators, with blocks and comprehensions; a jump made by setting
# f_lineno; opcode events; a trace function that raises.
import sys
import warnings

FIRST = sys._getframe().f_code.co_firstlineno


def show(events):
    for name, event, line, extra in events:
        print(f"{name:<10} {event:<10} {line:>3} {extra}")


def record(into, names):
    def trace(frame, event, arg):
        code = frame.f_code
        if code.co_name not in names:
            return trace
        extra = ""
        if event == "return":
            extra = repr(arg)
        elif event == "exception":
            extra = arg[0].__name__
        into.append((code.co_name, event, frame.f_lineno - code.co_firstlineno, extra))
        return trace
    return trace


def loop(n):
    total = 0
    for i in range(n):
        if i % 2:
            total += i
        else:
            total -= 1
    while n > 0:
        n -= 1
    return total


def catches():
    try:
        {}["missing"]
    except KeyError as e:
        x = str(e)
    finally:
        y = 1
    return x


def gen(n):
    for i in range(n):
        yield i * i
    return "done"


def delegates():
    r = yield from gen(2)
    return r


def iterates():
    for x in gen(1):
        pass


class Managed:
    def __enter__(self):
        return "managed"

    def __exit__(self, *exc):
        return True


def with_block():
    with Managed():
        raise ValueError("swallowed")
    return [c for c in "ab" if c != "b"]


def uncaught():
    return 1 / 0


def main_trace():
    events = []
    sys.settrace(record(events, {"loop", "catches", "gen", "delegates", "iterates", "with_block",
                                 "uncaught", "Managed", "__enter__", "__exit__"}))
    loop(3)
    catches()
    list(delegates())
    iterates()
    with_block()
    try:
        uncaught()
    except ZeroDivisionError:
        pass
    sys.settrace(None)
    show(events)
    print("trace after:", sys.gettrace())


def main_profile():
    events = []

    def profile(frame, event, arg):
        if frame.f_code.co_name in ("inner", "outer"):
            name = getattr(arg, "__name__", "") if event.startswith("c_") else ""
            events.append((frame.f_code.co_name, event, 0, name))

    def inner():
        return len([1, 2]) + sum((3, 4))

    def outer():
        inner()
        "a,b".split(",")
        try:
            int("x")
        except ValueError:
            pass
        try:
            max(())
        except ValueError:
            pass

    sys.setprofile(profile)
    outer()
    sys.setprofile(None)
    show(events)


def jumper(output):
    output.append(1)
    output.append(2)
    output.append(3)
    for i in range(2):
        output.append(5)
    output.append(6)


def main_jump():
    def trace(frame, event, arg):
        if frame.f_code is not jumper.__code__:
            return trace
        line = frame.f_lineno - jumper.__code__.co_firstlineno
        if event == "line" and line == 1 and not done:
            done.append(1)
            frame.f_lineno = jumper.__code__.co_firstlineno + 3
        if event == "line" and line == 5:
            for bad in (jumper.__code__.co_firstlineno + 20, 10**30, True):
                try:
                    frame.f_lineno = bad
                except ValueError as e:
                    print("ValueError:", e)
            frame.f_lineno = jumper.__code__.co_firstlineno + 6
        return trace

    done = []
    output = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        sys.settrace(trace)
        jumper(output)
        sys.settrace(None)
    print("jumped:", output)
    print("warned:", [str(w.message) for w in caught])
    try:
        sys._getframe().f_lineno = 1
    except ValueError as e:
        print("ValueError:", e)


def two_lines():
    a = 1
    b = a + 1
    return b


def main_opcodes():
    counts = {}

    def trace(frame, event, arg):
        if frame.f_code is two_lines.__code__:
            frame.f_trace_opcodes = True
            counts[event] = counts.get(event, 0) + 1
        return trace

    sys.settrace(trace)
    two_lines()
    sys.settrace(None)
    print("opcode events:", sorted(counts.items()))


def main_raising():
    def trace(frame, event, arg):
        if frame.f_code is two_lines.__code__ and event == "line":
            raise RuntimeError("from the trace function")
        return trace

    sys.settrace(trace)
    try:
        two_lines()
    except RuntimeError as e:
        print("raised:", e, "| trace now:", sys.gettrace())


main_trace()
main_profile()
main_jump()
main_opcodes()
main_raising()
