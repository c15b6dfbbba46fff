# expect-hits: CALL_PY_EXACT_ARGS CALL_PY_GENERAL CALL_BOUND_METHOD_GENERAL
# CALL sites whose function changes shape mid-loop: __defaults__, __code__ and
# __kwdefaults__ reassigned while the site is specialized.

def f(a, b=1):
    return a + b

def other(a, b=1):
    return a * b

def three(a, b, c):
    return (a, b, c)

def run_defaults():
    out = []
    for i in range(120):
        if i == 60:
            f.__defaults__ = (100,)
        if i == 90:
            f.__defaults__ = None
        try:
            out.append(f(i))
        except TypeError as e:
            out.append(str(e))
    print(out[58:63], out[88:92], out[-1])

def run_code_swap():
    def g(a, b):
        return a - b
    out = []
    for i in range(120):
        if i == 50:
            g.__code__ = other.__code__
        if i == 100:
            g.__code__ = three.__code__
        try:
            out.append(g(i, 2))
        except TypeError as e:
            out.append(str(e))
    print(out[48:52], out[98:102])

def kwd(a, *, k=1):
    return a + k

def run_kwdefaults():
    out = []
    for i in range(100):
        if i == 40:
            kwd.__kwdefaults__ = {'k': 1000}
        if i == 70:
            kwd.__kwdefaults__ = None
        try:
            out.append(kwd(i))
        except TypeError as e:
            out.append(str(e))
    print(out[38:42], out[68:72])

def run_too_many_defaults():
    # CPython's test_opcache TestCallCache: more defaults than parameters
    def z():
        return 'z'
    z.__defaults__ = (None,)
    print([z() for _ in range(70)][-1])
    def one(x):
        return x
    one.__defaults__ = (1, 2)
    print([one(None) if i % 2 else one() for i in range(70)][-4:])
    def two(x, y):
        return (x, y)
    two.__defaults__ = (1, 2, 3)
    print([(two(None, None), two(None), two()) for _ in range(70)][-1])

def run_method_defaults():
    class C:
        def m(self, v, w=2):
            return v * w
    c = C()
    bm = c.m
    out = []
    for i in range(100):
        if i == 50:
            C.m.__defaults__ = (10,)
        out.append(c.m(i))
        out.append(bm(i, 3) if i % 2 else bm(i))
    print(out[96:104])

run_defaults()
run_code_swap()
run_kwdefaults()
run_too_many_defaults()
run_method_defaults()
