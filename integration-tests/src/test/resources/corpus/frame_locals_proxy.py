# f_locals of a function's frame is a write-through proxy (PEP 667, Python 3.13); locals()
# is a snapshot; a module's or class body's f_locals is its namespace.
import copy
import sys
from collections.abc import Mapping


def writes():
    x = 1
    sys._getframe().f_locals['x'] = 2
    sys._getframe().f_locals['extra'] = 3
    return x, locals()['extra'], sorted(locals())


print(writes())


def closure():
    x = 1
    y = 2

    def inner():
        z = x + y
        d = sys._getframe().f_locals
        d['x'] = 10
        d['y'] = 20
        return sorted(d.keys())
    names = inner()
    return names, x, y


print(closure())


def mapping_api():
    x = 1
    y = 2
    d = sys._getframe().f_locals
    out = [type(d).__name__, len(d), sorted(d), 'x' in d, d.get('nope', 'default')]
    out.append(sorted(k for k in d))
    out.append(reversed(d) == list(reversed(d.keys())))
    d.update({'x': 3, 'z': 4})
    out.append((x, d['z']))
    out.append(d.setdefault('x', 5))
    out.append(d.setdefault('new', 6))
    out.append(isinstance(d, Mapping))
    match d:
        case {"x": value}:
            out.append(("matched", value))
    merged = d | {'q': 1}
    out.append((type(merged).__name__, merged['q'], merged['x']))
    d |= {'y': 30}
    out.append(y)
    for bad in ("del d['x']", "d.clear()", "d.pop('x')", "d.update([1, 2])", "d |= 3",
                "copy.copy(d)", "d[[1]]"):
        try:
            exec(bad, {'d': d, 'copy': copy})
            out.append((bad, "no error"))
        except (TypeError, AttributeError) as e:
            out.append((bad, type(e).__name__))
    try:
        d['missing']
    except KeyError as e:
        out.append(("KeyError", e.args))
    c = d.copy()
    c['x'] = 99
    out.append((type(c).__name__, x))
    out.append(repr(d) == repr(dict(d)))
    return out


for item in mapping_api():
    print(item)


def hidden():
    f_locals = [sys._getframe().f_locals for b in [0]][0]
    f_locals['b'] = 2
    f_locals['c'] = 3
    result = (b, c)
    b = 0
    c = 0
    return result


print(hidden())


class StringSubclass(str):
    pass


def stringlike(key):
    x = 1
    proxy = sys._getframe().f_locals
    proxy[key] = 2
    return x, proxy.keys()


print(stringlike(StringSubclass('x')), stringlike('x'))


def make_frame():
    x = 1
    y = 2
    return sys._getframe()


FrameLocalsProxy = type(make_frame().f_locals)
print(FrameLocalsProxy(make_frame()) == {'x': 1, 'y': 2})
for args in ((), (123,)):
    try:
        FrameLocalsProxy(*args)
    except TypeError:
        print("TypeError for", args)

print(sys._getframe().f_locals is globals())


class Body:
    a = 1
    sys._getframe().f_locals['b'] = 2


print(Body.b)
