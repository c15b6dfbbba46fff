# expect-hits: CALL_ALLOC_AND_ENTER_INIT CALL_NON_PY_GENERAL
# Instantiation sites (CALL_ALLOC_AND_ENTER_INIT) while the class changes: __init__
# replaced on the class or a base, its __code__ swapped, __new__ added, __init__ that
# returns a value or raises.

class P:
    def __init__(self, x):
        self.x = x

def init_double(self, x):
    self.x = 2 * x

def init_args(self, *args):
    self.x = ('args', args)

def init_two(self, x, y):
    self.x = (x, y)

def make(i):
    return P(i)

def run_replace_init():
    out = []
    for i in range(200):
        if i == 50:
            P.__init__ = init_double
        if i == 100:
            P.__init__.__code__ = init_args.__code__
        if i == 130:
            P.__init__ = init_two
        if i == 160:
            del P.__init__
        try:
            out.append(make(i).x)
        except TypeError as e:
            out.append(str(e))
    print(out[49], out[50], out[99], out[100], out[129], out[130], out[159], out[160])

class Base:
    def __init__(self, x):
        self.x = x

class Sub(Base):
    pass

def run_base_changes():
    out = []
    for i in range(150):
        if i == 60:
            Base.__init__ = lambda self, x: setattr(self, 'x', -x)
        if i == 100:
            Sub.__new__ = lambda cls, x: 'from __new__ %d' % x
        r = Sub(i)
        out.append(r if isinstance(r, str) else r.x)
    print(out[59], out[60], out[99], out[100])

class Returns:
    def __init__(self, v):
        self.v = v
        if v > 60:
            return v

class Raises:
    def __init__(self, v):
        if v % 40 == 39:
            raise ValueError('bad %d' % v)
        self.v = v

def run_init_results():
    out = []
    for i in range(100):
        try:
            out.append(Returns(i).v)
        except TypeError as e:
            out.append(str(e))
        try:
            out.append(Raises(i).v)
        except ValueError as e:
            out.append(str(e))
    print(out[120:124], out[76:80], out[-2:])

class Missing:
    def __init__(self, a, b):
        self.ab = (a, b)

def run_wrong_arity():
    out = []
    for i in range(80):
        try:
            out.append(Missing(i, i).ab if i % 2 else Missing(i).ab)
        except TypeError as e:
            out.append(str(e))
    print(out[-2:])

class Counted:
    made = 0
    def __init__(self):
        Counted.made += 1

def run_class_attr_changes():
    for i in range(100):
        Counted()
        if i == 30:
            Counted.extra = 1
    print(Counted.made)

run_replace_init()
run_base_changes()
run_init_results()
run_wrong_arity()
run_class_attr_changes()
