# breakpoint() through sys.breakpointhook and PYTHONBREAKPOINT; eval and exec with globals and
# locals given by keyword; type() checks of names and docs; dir() over a locals mapping.
import sys, os
print(sys.breakpointhook is sys.__breakpointhook__)
def hook(*a, **k): print("hook", a, k); return 42
sys.breakpointhook = hook
print(breakpoint(1, x=2))
sys.breakpointhook = sys.__breakpointhook__
os.environ['PYTHONBREAKPOINT'] = '0'
print(breakpoint())
os.environ['PYTHONBREAKPOINT'] = 'builtins.print'
print(breakpoint('via', 'print'))
os.environ['PYTHONBREAKPOINT'] = 'len'
print(breakpoint('abc'))
os.environ['PYTHONBREAKPOINT'] = 'nosuchmodule.thing'
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(breakpoint())
print([str(x.message) for x in w], w[0].category.__name__)
del os.environ['PYTHONBREAKPOINT']
saved = sys.breakpointhook
del sys.breakpointhook
try:
    breakpoint()
except RuntimeError as e:
    print("RuntimeError:", e)
sys.breakpointhook = saved
print(eval("x + y", globals={"x": 1}, locals={"y": 2}))
exec("z = 3", globals=(g := {}))
print(g["z"])
for src in ['eval()', 'exec()', 'eval("1",{},{},{})', 'exec("1",{},{},{})', 'eval("1",{},globals={})', 'eval("1", bad=1)', 'exec("1", {}, {}, closure=None, globals=1)']:
    try: print(src, '->', eval(src))
    except Exception as e: print(src, '->', type(e).__name__, e)
for name in ('A\x00B', 'A\udcdcB', b'A'):
    try: type(name, (), {})
    except Exception as e: print(type(e).__name__, e)
try: type('A', (), {'__doc__': 'x\udcdcy'})
except Exception as e: print(type(e).__name__, e)
A = type('A', (), {'__firstlineno__': 42})
A.__module__ = 'm'
print('__firstlineno__' in A.__dict__)
class B[T]: pass
B.__type_params__ = "whatever"; print(B.__type_params__)
class D(dict):
    def keys(self): return list('zyx')
print(eval('dir()', {}, D()))
print(type('\U0001f40d', (), {}).__name__)
