# int(), float(), str(), bool() and tuple() of one argument of every kind, called repeatedly
# so that the call sites specialize (CALL_BUILTIN_CLASS; CALL_STR_1 and CALL_TUPLE_1)
import warnings
class I:
    def __index__(self): return 7
class T:
    def __trunc__(self): return 3
class S(str): pass
class F:
    def __float__(self): return 2.5
vals = [3.7, -2.5, "12", " 42 ", True, I(), b"5", "1e3", S("x"), (1, 2), [1, 2], "abc", None, F(), 10**30, 1.5e300]
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    for ctor in (int, float, str, bool, tuple):
        out = []
        for v in vals + [T()]:
            for _ in range(3):
                try:
                    r = ctor(v)
                    out.append(f"{type(r).__name__}:{r!r}" if not isinstance(r, str) or len(r) < 30 else type(r).__name__)
                except Exception as e:
                    out.append(f"{type(e).__name__}:{e}")
        print(ctor.__name__, out[::3])
    print([str(x.message) for x in w][:3], len(w))
s = S("y"); print(type(str(s)), str(s) is s)
