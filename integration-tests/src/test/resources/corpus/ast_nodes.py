# The _ast module: node classes, construction, trees from compile(), trees compiled back.
import _ast


def dump(node, attributes=False):
    # ast.dump(node, include_attributes=attributes), written out
    if isinstance(node, _ast.AST):
        cls = type(node)
        parts = []
        names = list(node._fields) + (list(node._attributes) if attributes else [])
        for name in names:
            try:
                value = getattr(node, name)
            except AttributeError:
                continue
            if value is None and getattr(cls, name, ...) is None:
                continue
            if name in node._fields and (value is None or value == []) and not isinstance(
                    node, (_ast.Constant, _ast.MatchSingleton)):
                continue
            parts.append('%s=%s' % (name, dump(value, attributes)))
        return '%s(%s)' % (cls.__name__, ', '.join(parts))
    if isinstance(node, list):
        return '[%s]' % ', '.join(dump(x, attributes) for x in node)
    return repr(node)


print("-- classes")
for cls in (_ast.Module, _ast.FunctionDef, _ast.BinOp, _ast.Name, _ast.arguments,
            _ast.comprehension, _ast.MatchAs, _ast.TypeVar, _ast.Load, _ast.Add):
    print(cls.__name__, cls._fields, cls._attributes, cls.__match_args__,
          cls.__mro__[1].__name__, cls.__module__)
print(_ast.stmt.__doc__.splitlines()[0])
print(_ast.operator.__doc__)
print(_ast.Constant.__doc__, _ast.Return.value, _ast.expr.end_lineno)
print(_ast.Return._field_types, _ast.Module._field_types)
print(_ast.Name._field_types, _ast.Constant._field_types)
print(_ast.PyCF_ONLY_AST, _ast.PyCF_TYPE_COMMENTS, _ast.PyCF_ALLOW_TOP_LEVEL_AWAIT,
      _ast.PyCF_OPTIMIZED_AST)

print("-- construction")
n = _ast.Name('x')
print(n.id, type(n.ctx).__name__, sorted(n.__dict__))
b = _ast.BinOp(_ast.Constant(1), _ast.Add(), right=_ast.Constant(2), lineno=3)
print(dump(b), b.lineno, b.__reduce__()[1])
f = _ast.FunctionDef(name='f', args=_ast.arguments())
print(f.body, f.decorator_list, f.returns, f.type_params, f.args.posonlyargs)
print(_ast.Constant(5).__reduce__())
for args, kwargs in [((1, 2, 3), {}), (('x',), {'id': 'y'})]:
    try:
        _ast.Name(*args, **kwargs)
    except TypeError as e:
        print('TypeError:', e)


class Custom(_ast.AST):
    _fields = ('a', 'b')


print(Custom(1).__dict__, Custom(1, b=2).b, isinstance(Custom(), _ast.AST))

print("-- trees")
sources = [
    "x = 1 + 2 * y\n",
    "def f(a, /, b=1, *c, d, **e) -> int:\n    return a\n",
    "class C(B, metaclass=M):\n    'doc'\n    x: int = 'é'\n",
    "for i in range(3):\n    if i: continue\nelse:\n    pass\n",
    "try:\n    pass\nexcept* E as e:\n    raise\nfinally:\n    pass\n",
    "with a as (b, c), d:\n    del e[1:2], f.g\n",
    "async def g(x):\n    return [y async for y in x if y]\n",
    "f'{x!r:>{w}} {y=}'\n",
    "match p:\n    case [1, *r]: pass\n    case {'k': v, **kw}: pass\n    case C(a=1) | None: pass\n",
    "type A[T: int, *Ts, **P] = list[T]\n",
    "ñ = 'ü' * 3  # non-ASCII: columns count UTF-8 bytes\n",
    "import a.b as c\nfrom .. import (d, e as f)\nglobal g\n",
]
for src in sources:
    tree = compile(src, '<src>', 'exec', _ast.PyCF_ONLY_AST)
    print(dump(tree))
    print(dump(tree.body[0], attributes=True))
    code = compile(tree, '<src>', 'exec')
    print(code.co_code == compile(src, '<src>', 'exec').co_code)
print(dump(compile('1 + 2 * 3', 's', 'eval', _ast.PyCF_ONLY_AST)))
print(dump(compile('1 + 2 * 3', 's', 'eval', _ast.PyCF_OPTIMIZED_AST)))
print(dump(compile('if x:\n    y\n', 's', 'single', _ast.PyCF_ONLY_AST)))
tree = compile('total = sum(x * x for x in range(5))', 's', 'exec', _ast.PyCF_ONLY_AST)
print(compile(tree, 's', 'exec', _ast.PyCF_ONLY_AST) is tree)
ns = {}
exec(compile(tree, 's', 'exec'), ns)
print(ns['total'])
expr = _ast.Expression(_ast.BinOp(_ast.Constant(6, lineno=1, col_offset=0), _ast.Mult(),
                                   _ast.Constant(7, lineno=1, col_offset=4),
                                   lineno=1, col_offset=0))
print(eval(compile(expr, 'built', 'eval')))

print("-- malformed trees")
L = dict(lineno=1, col_offset=0)
bad = [
    (_ast.Module([_ast.Expr(_ast.Name('x', _ast.Load()))], []), 'exec'),
    (_ast.Module([_ast.Expr(1, **L)], []), 'exec'),
    (_ast.Module([_ast.Expr(None, **L)], []), 'exec'),
    (_ast.Module(1), 'exec'),
    (_ast.Module([]), 'eval'),
    (_ast.Expression(_ast.Constant([1], **L)), 'eval'),
    (_ast.Expression(_ast.Name('x', 1, **L)), 'eval'),
    (_ast.Expression(_ast.Name('x', _ast.Store(), **L)), 'eval'),
    (_ast.Expression(_ast.Name('None', _ast.Load(), **L)), 'eval'),
    (_ast.Expression(_ast.Name(1, _ast.Load(), **L)), 'eval'),
    (_ast.Expression(_ast.Constant(1, lineno=3, col_offset=0, end_lineno=1)), 'eval'),
    (_ast.Expression(_ast.BinOp(_ast.Constant(1, **L), None, _ast.Constant(1, **L), **L)),
     'eval'),
    (_ast.Module([_ast.FunctionDef('f', _ast.arguments(), [], **L)]), 'exec'),
    (_ast.Module([_ast.Global([], **L)]), 'exec'),
    (_ast.Module([_ast.ImportFrom('m', [_ast.alias('n', **L)], -1, **L)]), 'exec'),
    (_ast.Expression(_ast.BoolOp(_ast.And(), [_ast.Constant(1, **L)], **L)), 'eval'),
    (_ast.Module([_ast.Return(_ast.Constant(1, **L), **L)]), 'exec'),
]
for tree, mode in bad:
    try:
        compile(tree, '<bad>', mode)
        print('compiled')
    except (TypeError, ValueError, SyntaxError) as e:
        print(type(e).__name__ + ':', e)
