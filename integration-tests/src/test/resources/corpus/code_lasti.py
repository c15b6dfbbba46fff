# tb_lasti and f_lasti are byte offsets into co_code: co_positions() at that index is the
# instruction that raised or is running.
import sys


def where(code, lasti):
    return list(code.co_positions())[lasti // 2]


def divide(x):
    return x['a'] + 1 / x['b']


def index():
    a = 1
    return [a for a in range(3)] + [1][a + 5]


def deep(n):
    if n == 0:
        raise KeyError(n)
    return deep(n - 1) * 2


# more than 256 locals: an EXTENDED_ARG prefix before the failing LOAD_FAST_CHECK
src = "def many_names(c):\n" + "".join(f"    v{i} = c\n" for i in range(300))
src += "    if c:\n        del v299\n    return v299\n"
exec(src)


for fn, args in ((divide, ({'a': 1, 'b': 0},)), (index, ()), (deep, (3,)), (many_names, (1,))):
    try:
        fn(*args)
    except Exception as e:
        print(type(e).__name__)
        tb = e.__traceback__
        while tb is not None:
            code = tb.tb_frame.f_code
            print(' ', code.co_name, tb.tb_lineno, tb.tb_lasti, where(code, tb.tb_lasti))
            tb = tb.tb_next


def caller():
    return callee()


def callee():
    f = sys._getframe(1)
    return f.f_code.co_name, f.f_lineno, f.f_lasti, where(f.f_code, f.f_lasti)


print(caller())
f = sys._getframe()
print(f.f_lasti, where(f.f_code, f.f_lasti))
