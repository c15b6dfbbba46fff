# compile(): flags, future features given and inherited, dont_inherit, argument checks,
# catchable SyntaxErrors; and the _string and _symtable modules.
import _string
import _symtable

print('-- future flags')
print(hex(compile('x', 'f', 'exec', 0x1000000).co_flags))
print(hex(compile('x', 'f', 'exec', 0x20000).co_flags))
print(hex(compile('from __future__ import annotations\nx', 'f', 'exec').co_flags))
print(hex(compile('def g(): pass', 'f', 'exec', 0x1000000).co_consts[0].co_flags))
ns = {}
exec(compile('def f(a: undefined) -> also_undefined: pass', 'f', 'exec', 0x1000000), ns)
print(ns['f'].__annotations__)
ns = {}
exec(compile('def f(a: int) -> str: pass', 'f', 'exec'), ns)
print(ns['f'].__annotations__)

inner = '''
def g(x: nope) -> nada: pass
print(g.__annotations__)
ns = {}
exec(compile("def h(y: zip) -> zap: pass", "s", "exec"), ns)
print("inherited:", ns["h"].__annotations__)
ns = {}
exec(compile("def h(y: zip) -> int: pass", "s", "exec", dont_inherit=True), ns)
print("not inherited:", ns["h"].__annotations__)
exec("def k(z: q) -> w: pass\\nprint('exec inherits:', k.__annotations__)")
print("eval inherits:", eval("(lambda: 0).__code__.co_flags & 0x1000000"))
'''
# compiled as under 'from __future__ import annotations' (that import needs Lib)
exec(compile(inner, 'inner', 'exec', 0x1000000))

print('-- arguments')
for args, kwargs in [(('x', 'f', 'exec', 0x10000000), {}), (('x', 'f', 'exec', 0, 0, 5), {}),
                     (('x', 'f', 'bad', 0x400), {}), (('x', 'f', 'bad'), {}),
                     ((1, 'f', 'exec'), {}), (('x', 'f', 'func_type'), {}),
                     (('x', 1, 'exec'), {}), (('x', 'f', 1), {}), (('x\0', 'f', 'exec'), {}),
                     (('x', 'f', 'exec'), {'flags': 'a'}),
                     (('x', 'f', 'exec'), {'dont_inherit': True, 'optimize': 0,
                                           '_feature_version': 5})]:
    try:
        print(type(compile(*args, **kwargs)).__name__)
    except (TypeError, ValueError, SyntaxError) as e:
        print(type(e).__name__ + ':', e)
print(eval(compile(b'6 * 7', 'f', 'eval')))

print('-- syntax errors are catchable')
for src, mode in [('x = (', 'exec'), ('1 + *', 'eval'), ('def f(:', 'exec'),
                  ('return 1', 'exec'), ('  x = 1', 'exec'), ('if x:\npass', 'exec')]:
    try:
        compile(src, '<src>', mode)
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.filename, e.lineno, e.offset)
try:
    exec('x = )')
except SyntaxError as e:
    print('exec:', e.msg, e.filename, e.lineno)
try:
    eval('lambda:', {})
except SyntaxError as e:
    print('eval:', e.msg)

print('-- _string')
for fmt in ['a{0!r:>{x}}b{{c}}', '', '{}', '{:}', '{!s}', '}}', '{a[x}]}', '{0:{1:{2}}}']:
    print(repr(fmt), list(_string.formatter_parser(fmt)))
for fmt in ['a{b', '{!r', '{0!rr}', 'a}b', '{0!}']:
    try:
        list(_string.formatter_parser(fmt))
    except ValueError as e:
        print(repr(fmt), 'ValueError:', e)
for name in ['a.b[0]', '0.x', '', '[k]', 'a[x]y', 'a.', 'a[']:
    try:
        first, rest = _string.formatter_field_name_split(name)
        print(repr(name), repr(first), list(rest))
    except ValueError as e:
        print(repr(name), 'ValueError:', e)

print('-- _symtable')


def show(t, indent=''):
    print(indent, t.type, t.name, t.lineno, t.nested, t.symbols, t.varnames)
    for c in t.children:
        show(c, indent + '  ')


show(_symtable.symtable('[x for x in y]\nf = lambda a, *b, **c: a\ndef g(x):\n'
                        '    def h():\n        nonlocal x\n        return x\n'
                        '    return (i for i in x)\nclass C:\n    def m(self): return __class__\n'
                        '    z: int = 1\n', 'f', 'exec'))
show(_symtable.symtable('a + b', 'f', 'eval'))
show(_symtable.symtable('def f[T](x: T) -> T: return x\ntype A[V] = list[V]\n', 'f', 'exec'))
for src in ['x = (', 'def f(a, a): pass', 'nonlocal x']:
    try:
        _symtable.symtable(src, 'f', 'exec')
    except SyntaxError as e:
        print('SyntaxError:', e)
print(_symtable.USE, _symtable.DEF_BOUND, _symtable.SCOPE_OFF, _symtable.TYPE_TYPE_PARAMETERS)
