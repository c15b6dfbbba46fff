# expect-hits: CALL_KW_PY CALL_KW_BOUND_METHOD CALL_KW_NON_PY
# CALL_KW sites: changing keyword sets across sites, callables of every kind at one
# keyword site, binding errors, and shape changes of the function mid-loop.

def f(a, b=2, *, c=3, **rest):
    return (a, b, c, sorted(rest.items()))

def g(a, b=2, *, c=3):
    return a + b + c

class K:
    def __init__(self, a, key=None):
        self.a = a
        self.key = key
    def m(self, a, key=0):
        return a * 100 + key
    def __repr__(self):
        return 'K(%r, %r)' % (self.a, self.key)

def run_keyword_sets():
    out = []
    for i in range(80):
        out.append(f(i, c=1))
        out.append(f(i, b=5))
        out.append(f(a=i))
        out.append(f(c=i, a=0, b=1))
        out.append(f(i, z=9, c=i))
        out.append(f(i, 1, x=1, y=2))
    print(out[-6:])

def run_callables_at_one_site():
    k = K(1)
    callables = [g, k.m, K, sorted, dict, f, K.m, lambda a, key: (a, key)]
    out = []
    for target in callables:
        for i in range(70):
            try:
                if target is K.m:
                    r = target(k, i, key=1)
                elif target is sorted:
                    r = target([i, -i, 2], key=abs)
                else:
                    r = target(i, key=i)
            except TypeError as e:
                r = str(e)
        out.append(r)
    print(out)

def run_binding_errors():
    out = []
    for i in range(70):
        for call in (lambda: g(1, 2, 3), lambda: g(1, a=1), lambda: g(b=1),
                     lambda: g(1, d=4), lambda: g(1, c=1, **{'c': 2})):
            try:
                out.append(call())
            except TypeError as e:
                out.append(str(e))
    print(out[-5:])

def h(a, *, k=1):
    return a + k

def run_kw_shape_changes():
    out = []
    for i in range(120):
        if i == 40:
            h.__kwdefaults__ = {'k': 50}
        if i == 80:
            h.__code__ = g.__code__
        try:
            out.append(h(i, k=2) if i % 2 else h(a=i))
        except TypeError as e:
            out.append(str(e))
    print(out[38:42], out[78:84])

def run_bound_method_changes():
    class A:
        def m(self, x, y=0):
            return x + y
    a = A()
    out = []
    for i in range(120):
        if i == 40:
            A.m = lambda self, x, y=0: x * y
        if i == 80:
            a.m = lambda x, y=0: 'instance %d %d' % (x, y)
        out.append(a.m(i, y=2))
    print(out[39:41], out[79:81])

run_keyword_sets()
run_callables_at_one_site()
run_binding_errors()
run_kw_shape_changes()
run_bound_method_changes()
