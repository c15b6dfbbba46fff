# Lib's ast module over _ast: parse, dump, unparse, literal_eval, visitors and transformers,
# and compiling a changed tree.
import ast

SOURCE = '''\
"""Module doc."""
import os.path as p
from . import x, y as z

@decorator(arg)
class Point(Base, metaclass=Meta):
    """A point."""
    x: int = 0
    def __init__(self, x, /, y=2, *args, key, **kw) -> None:
        self.x, self.y = x, y
        lambda q=1: q ** 2

async def fetch(url):
    async with session.get(url) as r:
        async for chunk in r:
            yield await chunk

def everything(a, b):
    global g
    del a[1:2, ::3]
    assert a, "msg"
    try:
        raise ValueError from None
    except (TypeError, ValueError) as e:
        pass
    else:
        b += 1
    finally:
        return [i for i in b if i] + {k: v for k, v in b} | {*b}
    try:
        pass
    except* OSError:
        pass
    while not a:
        break
    else:
        continue
    x = f"{a!r:>{b}} and {b=}" if a is not b else (yield from a)
    match a:
        case [1, *rest] | {"k": _, **others} if rest:
            pass
        case Point(x=0, y=None) as pt:
            pass
    type Alias[T: int, *Ts, **P] = list[T]
'''

tree = ast.parse(SOURCE)
print(ast.dump(tree, indent=1)[:1500])
print(ast.get_docstring(tree, clean=False))
print(ast.get_docstring(tree.body[3], clean=False))
print(ast.unparse(tree))
print(ast.dump(ast.parse(ast.unparse(tree))) == ast.dump(tree))

# positions
expr = ast.parse("total = price * (1 + rate)  # tax\n")
for node in ast.walk(expr):
    if hasattr(node, "lineno"):
        print(type(node).__name__, node.lineno, node.col_offset, node.end_lineno,
              node.end_col_offset, repr(ast.get_source_segment("total = price * (1 + rate)  # tax\n", node)))
print(ast.dump(ast.parse("s = 'é' + x"), include_attributes=True))

# literal_eval
for text in ["[1, 2.5, -3j, 'a', b'b', (None, True), {1: {2}}]", "set()", "-(1)", "1 + 2j",
             "{'a': [1, {'b': ()}]}"]:
    print(repr(ast.literal_eval(text)))
for bad in ["x", "1 + x", "f()", "[1, 2] * 2"]:
    try:
        ast.literal_eval(bad)
    except ValueError as e:
        print("ValueError:", str(e).split(" object at ")[0])


class Names(ast.NodeVisitor):
    def __init__(self):
        self.seen = []

    def visit_Name(self, node):
        self.seen.append((node.id, type(node.ctx).__name__))
        self.generic_visit(node)


v = Names()
v.visit(ast.parse("a = b + c; del d; e.f = g[h]"))
print(v.seen)


class Doubler(ast.NodeTransformer):
    def visit_Constant(self, node):
        if isinstance(node.value, int):
            return ast.copy_location(ast.Constant(node.value * 2), node)
        return node

    def visit_Pass(self, node):
        return None


t = ast.parse("x = 1 + 20\nif x:\n    pass\n    print(x * 3)\n")
t = Doubler().visit(t)
print(ast.unparse(t))
ns = {}
exec(compile(t, "<doubled>", "exec"), ns)
print(ns["x"])

# a tree built by hand
body = ast.Expression(ast.BinOp(ast.Constant(6), ast.Mult(), ast.Name("n", ast.Load())))
print(eval(compile(ast.fix_missing_locations(body), "<built>", "eval"), {"n": 7}))
mod = ast.Module([ast.FunctionDef("sq", ast.arguments(args=[ast.arg("v")]),
                                  [ast.Return(ast.BinOp(ast.Name("v", ast.Load()), ast.Pow(),
                                                        ast.Constant(2)))])], [])
ast.fix_missing_locations(mod)
ns = {}
exec(compile(mod, "<mod>", "exec"), ns)
print(ns["sq"](9), ns["sq"].__code__.co_varnames)
ast.increment_lineno(mod, 10)
print(mod.body[0].lineno, mod.body[0].body[0].value.lineno)

# malformed trees
for bad in [ast.Expression(ast.Name("x", ast.Load())),
            ast.Module([ast.Expr(ast.Constant(1), lineno=1, col_offset=0)], []),
            ast.Module([ast.Expr(ast.Pass(), lineno=1, col_offset=0, end_lineno=1,
                                 end_col_offset=1)], []),
            ast.Expression(ast.Name("x", ast.Store(), lineno=1, col_offset=0))]:
    try:
        compile(bad, "<bad>", "eval" if isinstance(bad, ast.Expression) else "exec")
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)

print(ast.Constant(1).__match_args__, ast.BinOp._fields, ast.expr._attributes)
print(ast.FunctionDef._field_types["returns"], ast.arguments().args)
print(ast.Load() is ast.Load(), ast.Add.__doc__, ast.cmpop.__doc__.splitlines()[0])
match ast.parse("f(1)", mode="eval").body:
    case ast.Call(func=ast.Name(id=name), args=[ast.Constant(value=v)]):
        print("call", name, v)
print(ast.dump(ast.parse("x: int", feature_version=(3, 8))))
print(ast.parse("(a)", mode="eval", optimize=1).body.id)
print(ast.dump(ast.parse("1 + 2", optimize=1)))
