# expect-hits: CALL_BOUND_METHOD_EXACT_ARGS CALL_NON_PY_GENERAL CALL_LEN CALL_ISINSTANCE
# One CALL site meets a global rebound to other kinds of callables, bound methods whose
# __func__ changes kind, and len/isinstance shadowed by globals and in builtins.
import builtins

def first(x):
    return x + 1

def second(x):
    return x * 10

class Box:
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return 'Box(%r)' % (self.x,)

class Twice:
    def __call__(self, x):
        return [x, x]

class Holder:
    def __init__(self, v):
        self.v = v
    def get(self, x):
        return self.v + x
    via_builtin = classmethod(isinstance)

target = first

def call_target(i):
    return target(i)

def run_rebinding():
    global target
    out = []
    kinds = [first, second, abs, Box, Twice(), Holder(7).get, lambda x: -x, str, first]
    for phase, k in enumerate(kinds):
        target = k
        for i in range(70):
            r = call_target(i)
        out.append(r)
    print(out)

def run_method_kinds():
    out = []
    h = Holder(3)
    bms = [h.get, Holder.via_builtin, Holder(100).get, Holder.via_builtin]
    for bm in bms:
        for i in range(70):
            r = bm(i) if bm.__func__ is not isinstance else bm(int)
        out.append((type(bm).__name__, type(bm.__func__).__name__, r))
    print(out)

def measure(seq):
    return len(seq)

def check(x):
    return isinstance(x, int)

def run_shadowing():
    global len, isinstance
    out = []
    for i in range(200):
        if i == 60:
            len = lambda s: 'shadowed'
        if i == 100:
            del len
        if i == 120:
            isinstance = lambda a, b: 'also shadowed'
        if i == 150:
            del isinstance
        out.append((measure('abc'), check(i)))
    print(out[59], out[60], out[99], out[100], out[119], out[120], out[149], out[150])

def run_builtins_replaced():
    out = []
    original = builtins.len
    for i in range(150):
        if i == 50:
            builtins.len = abs
        if i == 100:
            builtins.len = original
        try:
            out.append(measure(-i if 50 <= i < 100 else 'xy'))
        except TypeError as e:
            out.append(str(e))
    print(out[49], out[50], out[99], out[100], out[-1])

run_rebinding()
run_method_kinds()
run_shadowing()
run_builtins_replaced()
