# Generates contextvars_cases.txt with CPython 3.13:
#   PYENV_VERSION=3.13.0 python3 gen_contextvars_cases.py > contextvars_cases.txt
# One case per line: an expression, a tab, then repr() of its value or "!Type: message".
# The expressions run after PRELUDE (ContextvarsModuleTest reads it from this file, so it has
# no backslashes), with _contextvars alone. Reprs with addresses are cut before them.
PRELUDE = """
from _contextvars import Context, ContextVar, Token, copy_context

def run(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e).split(' at 0x')[0]

def short(o):
    return repr(o).split(' at 0x')[0]

v = ContextVar('v', default=1)
w = ContextVar('w')

def basics():
    t = w.set(3)
    r = (w.get(), w.get(9), v.get(), v.get(7), t.var is w, t.old_value is Token.MISSING,
         short(t), short(v), short(w), repr(Token.MISSING))
    w.reset(t)
    return r + (w.get('gone'),)

def reset_twice():
    t = w.set(1)
    w.reset(t)
    w.reset(t)

def reset_other_var():
    v.reset(w.set(1))

def reset_other_context():
    t = w.set(1)
    return Context().run(w.reset, t)

def missing():
    return w.get()

def context_mapping():
    t = w.set(5)
    ctx = copy_context()
    w.reset(t)
    return (len(ctx), w in ctx, ctx[w], ctx.get(w), ctx.get(v), ctx.get(v, 9), list(ctx) == [w],
            list(ctx.keys()) == [w], list(ctx.values()), [(k is w, x) for k, x in ctx.items()],
            w in copy_context())

def isolation():
    def task(n):
        v.set(n)
        return v.get(), copy_context()[v]
    ctx = copy_context()
    return ctx.run(task, 10), v.get(), ctx[v], ctx.run(v.get)

def nested():
    ctx = Context()
    return ctx.run(lambda: ctx.run(v.get))

def run_args():
    def f(a, b=2, *, c=3):
        return a, b, c
    return Context().run(f, 1, c=4)

def equality():
    a = Context()
    b = Context()
    e1 = a == b
    a.run(w.set, 1)
    e2 = a == b
    b.run(w.set, 1)
    return e1, e2, a == b, a.copy() == a, a == 1

def errors_in_run():
    def boom():
        v.set('inside')
        raise ValueError('x')
    ctx = copy_context()
    try:
        ctx.run(boom)
    except ValueError:
        pass
    return v.get(), ctx[v]
"""
exec(PRELUDE)

CASES = r"""
basics()
run(reset_twice)
run(reset_other_var)
run(reset_other_context)
run(missing)
run(lambda: w.reset('x'))
context_mapping()
isolation()
run(nested)
run_args()
equality()
errors_in_run()
run(lambda: Context().run())
run(lambda: Context(1))
run(lambda: Token())
run(lambda: ContextVar(1))
run(lambda: ContextVar())
run(lambda: copy_context()[1])
run(lambda: Context()[v])
run(lambda: hash(Context()))
run(lambda: setattr(v, 'name', 'x'))
v.name, ContextVar('d', default=None).get(), ContextVar[int], Token[str]
run(lambda: type('X', (ContextVar,), {}))
ContextVar.__module__, Context.__module__, Token.__module__, type(Token.MISSING).__name__
""".strip().split("\n")

for expr in CASES:
    try:
        r = repr(eval(expr))
    except Exception as e:
        r = "!" + type(e).__name__ + ": " + str(e)
    print(expr + "\t" + r)
