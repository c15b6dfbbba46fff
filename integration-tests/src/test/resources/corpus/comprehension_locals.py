# PEP 709 inlines comprehensions of module and class bodies: inside one, locals() and the
# frame's f_locals show the comprehension's variables (CPython 3.13), and after it the
# body's namespace again.
import sys

x = 5
print(sorted(k for k in [locals() for y in range(1)][0] if not k.startswith('__')))
print([sorted(k for k in locals() if not k.startswith('__')) for z in range(1)])
print([sorted(sys._getframe().f_locals) for v in range(1)])
print(sorted(k for k in locals() if not k.startswith('__'))[:3])


class C:
    a = 1
    r = [sorted(locals()) for w in range(1)]
    print(r)
    s = [(w, sorted(vars())) for w in 'ab']
    print(s)
    print(sorted(locals()))


def f():
    q = 1
    return [sorted(locals()) for w in range(1)]


print(f())
y = 10
print([eval("y") for i in range(2)])
print([eval("i") for i in range(2)])
print([dir() for i in range(1)])
