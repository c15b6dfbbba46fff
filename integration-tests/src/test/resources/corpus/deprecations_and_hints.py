"""Messages and warnings CPython 3.13 gives for old spellings: print >>stream, a __complex__
returning a complex subclass, a function's __code__ of another kind, athrow's three-argument
form, duplicate keys across ** merges; what exec puts in __builtins__; select.poll's type."""
import json
import select
import sys
import warnings


def f(**kw):
    return kw


for call in (lambda: f(**{1: 3}), lambda: f(**{1: 3}, **{1: 5}),
             lambda: f(a=1, **{'a': 2}), lambda: f(**{'a': 1}, **{1: 2}),
             lambda: f(**{'a': 1}, **{'a': 2})):
    try:
        print(call())
    except TypeError as e:
        print('TypeError:', e)
for op in (lambda: print >> sys.stderr, lambda: max >> 1):
    try:
        op()
    except TypeError as e:
        print('TypeError:', e)
p = print
try:
    p >>= 1
except TypeError as e:
    print('TypeError:', e)
try:
    type(select.poll())()
except TypeError as e:
    print('TypeError:', e)


class Sub(complex):
    def __complex__(self):
        return self


class Other:
    def __complex__(self):
        return Sub(2j)


def plain():
    return 'plain'


def gen():
    yield 'gen'


async def agen():
    yield 1

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    print(complex(Sub(1j)), complex(Other()))
    old = plain.__code__
    plain.__code__ = gen.__code__
    print(type(plain()).__name__)
    plain.__code__ = old
    aw = agen().athrow(ValueError, ValueError('v'), None)
    aw.close()
    for w in caught:
        print(w.category.__name__, w.message)

g = {}
exec('x = 1', g)
print(type(g['__builtins__']).__name__, type(json.__builtins__).__name__,
      type(eval('__builtins__', {})).__name__)
print(f.__builtins__ is json.__builtins__)
