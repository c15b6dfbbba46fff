# expect-hits: CALL_BUILTIN_CLASS CALL_BUILTIN_FAST CALL_BUILTIN_FAST_WITH_KEYWORDS CALL_BUILTIN_O CALL_ISINSTANCE CALL_LEN CALL_LIST_APPEND CALL_METHOD_DESCRIPTOR_FAST CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS CALL_METHOD_DESCRIPTOR_NOARGS CALL_METHOD_DESCRIPTOR_O CALL_STR_1 CALL_TUPLE_1 CALL_TYPE_1 CALL_KW_NON_PY
# Builtin functions, method descriptors and builtin classes at specialized CALL sites,
# including the calls that fail and the callables that change under a site.

class S(str):
    def __init__(self, *args):
        self.seen = args

class Strange:
    def __str__(self):
        return S('strange')

class MyList(list):
    pass

def run_builtin_shapes():
    out = []
    for i in range(80):
        out.append((abs(-i), divmod(i, 5), max(i, 4, key=lambda v: -v), min([i, 2]),
                    round(i / 3, 2), pow(i, 2, 7), getattr(i, 'real'), len(range(i))))
    print(out[-1])

def run_builtin_errors():
    out = []
    for i in range(70):
        for call in (lambda: abs(), lambda: abs(1, 2), lambda: divmod(1), lambda: len(5),
                     lambda: isinstance(1), lambda: max(), lambda: getattr(1),
                     lambda: isinstance(1, 2)):
            try:
                out.append(call())
            except TypeError as e:
                out.append(str(e))
    print(out[-8:])

def run_descriptors():
    out = []
    ml = MyList()
    for i in range(80):
        s = 'a%db' % i
        out.append((s.upper(), s.startswith('a'), s.replace('a', 'x'), s.split('b'),
                    str.upper(s), list.copy([i]), (1, 2, i).index(i), s.count('a')))
        ml.append(i)
        try:
            out.append(str.upper(i))
        except TypeError as e:
            out.append(str(e))
        try:
            out.append(list.append(s, 1))
        except TypeError as e:
            out.append(str(e))
    print(out[-3:], len(ml), ml[-2:])

def run_list_append_kinds():
    out = []
    ml = MyList()
    plain = []
    for i in range(100):
        target = ml if i % 3 == 0 else plain
        target.append(i)
        r = plain.append(-i)
        out.append(r)
    print(len(ml), len(plain), ml[-3:], plain[-3:], out[-1])

def run_classes():
    out = []
    for i in range(80):
        out.append((type(i), type('x'), type(None).__name__, str(i), str(S('q')), str(b'z'),
                    tuple([i, i]), tuple((i,)), tuple(x for x in 'ab'), list('ab'),
                    dict(a=i), int('7'), float(i), set([i])))
        try:
            out.append(tuple(i))
        except TypeError as e:
            out.append(str(e))
        r = str(Strange())
        out.append((type(r).__name__, r))
    print(out[-3:])

def run_type_with_subclass_result():
    class T(tuple):
        pass
    t = T((1, 2))
    print([tuple(t) for _ in range(70)][-1], type([tuple(t) for _ in range(70)][-1]).__name__)

def run_len_isinstance():
    out = []
    class Sized:
        def __len__(self):
            return 42
    for i in range(80):
        out.append((len([i] * i), len('abc'), len({i: i}), len(Sized()),
                    isinstance(i, int), isinstance(i, (str, float)), isinstance(True, int),
                    isinstance(i, Sized)))
    print(out[-1])

run_builtin_shapes()
run_builtin_errors()
run_descriptors()
run_list_append_kinds()
run_classes()
run_type_with_subclass_result()
run_len_isinstance()
