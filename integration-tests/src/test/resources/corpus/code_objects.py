# Code objects in CPython's formats: co_code, the exception and location tables, co_lines(),
# co_positions(), replace(); and the _opcode module that describes the instructions.
import _opcode


def f(a, b=1, *args, key=None, **kw):
    total = a + b
    for i in range(3):
        total += i
    try:
        total /= a
    except ZeroDivisionError as e:
        total = str(e)
    finally:
        key = None
    return [x for x in (total, key) if x]


def outer(x):
    y = 1

    def inner(z):
        nonlocal y
        y += z
        return x + y
    return inner


async def agen(n):
    async with n as m:
        yield m


def big(x):
    if x:
        x = (x + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16 + 17
             + 18 + 19 + 20 + 21 + 22 + 23 + 24 + 25 + 26 + 27 + 28 + 29 + 30 + 31 + 32
             + 33 + 34 + 35 + 36 + 37 + 38 + 39 + 40 + 41 + 42 + 43 + 44 + 45 + 46 + 47
             + 48 + 49 + 50 + 51 + 52 + 53 + 54 + 55 + 56 + 57 + 58 + 59 + 60 + 61 + 62
             + 63 + 64 + 65 + 66 + 67 + 68 + 69 + 70 + 71 + 72 + 73 + 74 + 75 + 76 + 77
             + 78 + 79 + 80 + 81 + 82 + 83 + 84 + 85 + 86 + 87 + 88 + 89 + 90 + 91 + 92
             + 93 + 94 + 95 + 96 + 97 + 98 + 99 + 100 + 101 + 102 + 103 + 104 + 105)
    return x


def describe(code):
    print(code.co_qualname, code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount,
          code.co_nlocals, code.co_stacksize, hex(code.co_flags))
    print(' varnames', code.co_varnames, 'cellvars', code.co_cellvars, 'freevars',
          code.co_freevars)
    print(' co_code', code.co_code.hex())
    print(' co_exceptiontable', code.co_exceptiontable.hex())
    print(' co_lines', list(code.co_lines()))
    print(' co_positions', list(code.co_positions()))
    print(' co_linetable', code.co_linetable.hex())
    names = []
    try:
        while True:
            names.append(code._varname_from_oparg(len(names)))
    except IndexError:
        pass
    print(' locals by oparg', names)
    ops = code.co_code
    shown = []
    for i in range(0, len(ops), 2):
        op, arg = ops[i], ops[i + 1]
        if op == 0:
            continue
        if _opcode.has_const(op):
            const = code.co_consts[arg]
            shown.append((op, type(const).__name__ if hasattr(const, 'co_code') else repr(const)))
        elif _opcode.has_name(op):
            shown.append((op, 'name'))
        elif _opcode.has_local(op):
            shown.append((op, 'local'))
        elif _opcode.has_jump(op):
            shown.append((op, 'jump', arg))
        elif _opcode.has_arg(op):
            shown.append((op, arg))
        else:
            shown.append(op)
    print(' instructions', shown)


for fn in (f, outer, outer(1), agen, big):
    describe(fn.__code__)
describe(compile('import os\nx = [i for i in range(3)]\n', '<module>', 'exec'))

print('-- replace')
g = f.__code__.replace(co_name='g', co_firstlineno=100)
print(g.co_name, g.co_qualname, g.co_firstlineno, list(g.co_lines())[:3])
print(f.__code__.replace(co_filename='other.py').co_filename)
h = big.__code__.replace(co_varnames=('y',))
print(h.co_varnames, h.co_argcount)
print(f.__code__.replace(co_code=f.__code__.co_code).co_code == f.__code__.co_code)
for bad in [dict(co_consts=[1]), dict(co_name=1), dict(nothing=1), dict(co_varnames=('a',))]:
    try:
        f.__code__.replace(**bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)

print('-- _opcode')
print([_opcode.stack_effect(op, 3) for op in (53, 83, 45, 47, 117)])
print(_opcode.stack_effect(72, 0, jump=True), _opcode.stack_effect(72, 0, jump=False))
print(_opcode.stack_effect(264, 0), _opcode.stack_effect(264, 0, jump=False))
print([op for op in range(256) if _opcode.has_jump(op)])
print([op for op in range(120) if _opcode.has_const(op)],
      [op for op in range(120) if _opcode.has_free(op)])
print(_opcode.has_arg(44), _opcode.has_arg(45), _opcode.is_valid(119), _opcode.is_valid(149))
print(_opcode.get_nb_ops()[13], _opcode.get_intrinsic1_descs()[3])
print(_opcode.get_specialization_stats())
for args, kw in [((999,), {}), ((83, 1), {'jump': 2}), ((151, 0), {})]:
    try:
        _opcode.stack_effect(*args, **kw)
    except ValueError as e:
        print('ValueError:', e)
try:
    _opcode.get_executor(f.__code__, 0)
except RuntimeError as e:
    print('RuntimeError:', e)
