# _pickle, the accelerator Lib's pickle uses, case by case: the bytes dumps writes for every
# protocol, loading them back, Python 2 pickles, persistent ids, dispatch tables,
# reducer_override, the memo proxies, out-of-band buffers, the extension registry, and the
# error messages. Each line: an expression, a tab, and the repr of its value or "!Type: message".
import _pickle as P
import io
import copyreg
import collections

def run(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

def all_protos(x):
    return [P.dumps(x, p) for p in range(6)]

def round_trip(x):
    return [P.loads(P.dumps(x, p)) == x for p in range(6)]

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __eq__(self, other):
        return type(other) is Point and (self.x, self.y) == (other.x, other.y)

class Slotted:
    __slots__ = ('a', 'b')
    def __init__(self):
        self.a = 1
        self.b = [2]

class WithNewargs(int):
    def __new__(cls, v, tag):
        self = int.__new__(cls, v)
        self.tag = tag
        return self
    def __getnewargs__(self):
        return (int(self), self.tag)

class WithNewargsEx:
    def __new__(cls, *args, **kw):
        self = object.__new__(cls)
        self.args = args
        self.kw = kw
        return self
    def __getnewargs_ex__(self):
        return (self.args, self.kw)

class Reducer:
    def __reduce__(self):
        return (Point, (1, 2))

class ByName:
    def __reduce__(self):
        return 'BY_NAME'

BY_NAME = ByName()

class BadReduce:
    def __reduce__(self):
        return 5

class StateSetter:
    def __init__(self):
        self.v = 0
    def __reduce__(self):
        return (StateSetter, (), {'v': 7}, None, None, set_state)

def set_state(obj, state):
    obj.v = state['v'] * 2

class MyList(list):
    pass

class MyDict(dict):
    pass

class Outer:
    class Inner:
        pass

def persistent_dumps(x, proto):
    class PP(P.Pickler):
        def persistent_id(self, obj):
            if isinstance(obj, str) and obj.startswith('ext:'):
                return obj[4:]
            return None
    f = io.BytesIO()
    PP(f, proto).dump(x)
    return f.getvalue()

def persistent_loads(data):
    class PU(P.Unpickler):
        def persistent_load(self, pid):
            return 'loaded:' + str(pid)
    return PU(io.BytesIO(data)).load()

def dispatch_dumps(x):
    f = io.BytesIO()
    p = P.Pickler(f, 2)
    p.dispatch_table = {Point: lambda pt: (tuple, ((pt.x, pt.y),))}
    p.dump(x)
    return f.getvalue()

class Overriding(P.Pickler):
    def reducer_override(self, obj):
        if obj is len:
            return (max, ((3, 9),))
        return NotImplemented

def override_dumps(x):
    f = io.BytesIO()
    Overriding(f, 4).dump(x)
    return f.getvalue()

def memo_use():
    f = io.BytesIO()
    p = P.Pickler(f, 2)
    x = [1]
    p.dump(x)
    n1 = len(p.memo.copy())
    p.dump(x)
    second = f.getvalue()
    p.clear_memo()
    n2 = len(p.memo.copy())
    return n1, second, n2

def unpickler_memo():
    u = P.Unpickler(io.BytesIO(P.dumps(['a', 'b'], 2)))
    u.load()
    return u.memo.copy()

def two_in_one_file():
    f = io.BytesIO()
    P.dump([1, 2], f, 4)
    P.dump('x', f, 0)
    f.seek(0)
    return P.load(f), P.load(f), f.read()

def bufs():
    out = []
    data = P.dumps([P.PickleBuffer(b'abc'), P.PickleBuffer(bytearray(b'xy'))], 5, buffer_callback=out.append)
    return data, [bytes(b.raw()) for b in out], P.loads(data, buffers=[b'ABC', bytearray(b'XY')])

def recursive_list():
    a = [1]
    a.append(a)
    b = P.loads(P.dumps(a, 2))
    return b[1] is b, P.dumps(a, 2), P.dumps(a, 0)

def recursive_tuple():
    a = [1]
    t = (a,)
    a.append(t)
    return P.dumps(t, 2), P.dumps(t, 1)

def ext_code():
    copyreg.add_extension('collections', 'OrderedDict', 240)
    try:
        data = P.dumps(collections.OrderedDict, 2)
        return data, P.loads(data) is collections.OrderedDict
    finally:
        copyreg.remove_extension('collections', 'OrderedDict', 240)

CASES = r"""
sorted(n for n in dir(P) if not n.startswith('__'))
P.Pickler, P.Unpickler, P.PickleError.__mro__, P.PicklingError.__module__, P.PickleBuffer
all_protos(None)
all_protos(True)
all_protos([0, 1, -1, 255, 256, 65535, 65536, 2**31 - 1, -2**31, 2**31, -2**31 - 1, 2**63, -2**63 - 1])
all_protos([2**2000, -2**2000, 256**255, -256**255 // 2])
all_protos([0.0, -0.0, 1.5, 1e300, float('inf'), -float('inf'), 3.141592653589793])
all_protos(['', 'abc', 'a\nb\\c', 'é€😀', '\ud800', 'x' * 300])
all_protos([b'', b'abc', bytes(range(256)), b'y' * 300])
all_protos([bytearray(), bytearray(b'ab')])
all_protos([(), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4), ((),)])
all_protos([[], [1], [1, 2], {}, {1: 2}, {'a': 1, 'b': [2]}])
all_protos([set(), {1, 2, 3}, frozenset(), frozenset({'a'})])
all_protos([len, P.Pickler, type(None), type(...), type(NotImplemented), None, ..., NotImplemented])
all_protos(list(range(2500)))
all_protos({i: i for i in range(1200)})
all_protos(Point(1, [2]))
all_protos(Slotted())
all_protos(WithNewargs(5, 'tag'))
all_protos(WithNewargsEx(1, k=2))
all_protos(Reducer())
all_protos(BY_NAME)
all_protos(StateSetter())
all_protos(MyList([1, 2]))
all_protos(MyDict(a=1))
all_protos(Outer.Inner)
all_protos([Outer.Inner, Outer.Inner])
all_protos(str.upper)
all_protos('abc'.upper)
all_protos([1, 2].append)
all_protos(collections.OrderedDict([(1, 2)]))
all_protos(complex(1, 2))
len(P.dumps('x' * 70000, 4)), P.dumps('x' * 70000, 4)[:20]
len(P.dumps([b'y' * 70000, 'z'], 4)), P.dumps([b'y' * 70000, 'z'], 4)[-30:]
round_trip([None, True, 1, 2**100, 1.5, 'é', b'b', (1,), [2], {3: 4}, {5}, frozenset({6})])
round_trip(Point(1, 2))
[type(P.loads(P.dumps(WithNewargs(5, 't'), p))).__name__ for p in range(6)]
[P.loads(P.dumps(WithNewargs(5, 't'), p)).tag for p in range(6)]
[P.loads(P.dumps(WithNewargsEx(1, k=2), p)).kw for p in range(6)]
[P.loads(P.dumps(StateSetter(), p)).v for p in range(6)]
[P.loads(P.dumps(Slotted(), p)).b for p in range(6)]
recursive_list()
recursive_tuple()
run(lambda: P.dumps(BadReduce()))
run(lambda: P.dumps(lambda: 0))
run(lambda: P.dumps(run, 7))
run(lambda: P.dumps(1, 'x'))
run(lambda: P.dumps(P.PickleBuffer(b'x'), 4))
run(lambda: P.dumps(1, 4, buffer_callback=print))
run(lambda: P.Pickler(None))
run(lambda: P.Unpickler(None))
run(lambda: P.loads(b''))
run(lambda: P.loads(b'\x80\x02K'))
run(lambda: P.loads(b'\x80\x09.'))
run(lambda: P.loads(b'z'))
run(lambda: P.loads(b'\xff'))
run(lambda: P.loads(b'a.'))
run(lambda: P.loads(b'(a.'))
run(lambda: P.loads(b'h\x05.'))
run(lambda: P.loads(b'Pabc\n.'))
run(lambda: P.loads(b'cbuiltins\nnosuch\n.'))
run(lambda: P.loads(b'cno_such_module_x\nf\n.'))
run(lambda: P.loads(b'\x80\x04\x8c\x08builtins\x8c\x03pix\x93.'))
run(lambda: P.loads(b'\x80\x04K\x01\x8c\x03pix\x93.'))
run(lambda: P.loads('abc'))
run(lambda: P.loads(b'(K\x01K\x02d.'))
run(lambda: P.loads(b'\x82\x00.'))
run(lambda: P.loads(b'\x80\x05\x97.'))
P.loads(b'cos\nsep\n.'), P.loads(b'c__builtin__\nset\n(]tR.'), P.loads(b'\x80\x02c__builtin__\nxrange\nK\x00K\x05K\x01\x87R.')
P.loads(b'S"ab\\x41"\n.'), P.loads(b'U\x03abc.'), P.loads(b'T\x02\x00\x00\x00hi.', encoding='bytes'), P.loads(b'U\x02\xe9t.', encoding='latin1')
P.loads(b'I01\nI00\nI7\n\x86.'), P.loads(b'L123L\n.'), P.loads(b'F1.25\n.'), P.loads(b'Vx\\u20acy\n.')
P.loads(b'(lp0\nI1\nag0\nag0\na.'), P.loads(b'(dI1\nI2\ns.'), P.loads(b'\x80\x04\x8f(K\x01K\x02\x90.')
P.loads(b'\x80\x03]q\x00(K\x01K\x02e.extra'), P.loads(bytearray(b'K\x05.')), P.loads(memoryview(b'K\x06.'))
[persistent_dumps(['ext:abc', 'plain'], p) for p in range(3)]
[persistent_loads(persistent_dumps(['ext:abc', 'plain'], p)) for p in range(6)]
dispatch_dumps([Point(1, 2)])
override_dumps([len, min])
P.loads(override_dumps([len, min]))
memo_use()
unpickler_memo()
two_in_one_file()
bufs()
ext_code()
p = P.Pickler(io.BytesIO()); (p.bin, p.fast, run(lambda: p.dispatch_table), type(p.memo).__name__)
p = P.Pickler(io.BytesIO(), 0); run(lambda: setattr(p, 'memo', 5))
u = P.Unpickler(io.BytesIO()); run(lambda: setattr(u, 'memo', {-1: None}))
u = P.Unpickler(io.BytesIO()); run(lambda: setattr(u, 'memo', object))
run(lambda: P.Pickler.__new__(P.Pickler).dump(1))
run(lambda: P.Unpickler.__new__(P.Unpickler).load())
run(lambda: P.Unpickler(io.BytesIO(b'Pabc\n.')).load())
run(lambda: P.Pickler(io.BytesIO()).persistent_id(1))
run(lambda: P.Unpickler(io.BytesIO()).persistent_load(1))
u = P.Unpickler(io.BytesIO()); run(lambda: u.find_class('math', 'pi')), run(lambda: u.find_class('builtins', 'nope'))
pb = P.PickleBuffer(bytearray(b'abcd')); (bytes(pb), pb.raw().tobytes(), pb.raw().readonly, memoryview(pb).readonly)
pb = P.PickleBuffer(b'ab'); pb.release(); run(lambda: pb.raw())
""".strip().split("\n")

for expr in CASES:
    try:
        if "; " in expr and not expr.startswith("run("):
            *stmts, last = expr.split("; ")
            exec("; ".join(stmts))
            r = repr(eval(last))
        else:
            r = repr(eval(expr))
    except Exception as e:
        r = "!" + type(e).__name__ + ": " + str(e)
    print(expr + "\t" + r)
