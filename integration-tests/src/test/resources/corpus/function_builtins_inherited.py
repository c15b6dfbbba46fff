"""A function made from globals without __builtins__ takes the running frame's builtins, and
exec into such globals inserts them, as CPython's _PyEval_GetBuiltins."""
import textwrap
code = textwrap.dedent("""
    def func3(s): pass
    func4 = type(func3)(func3.__code__, {})
""")
safe_builtins = {'None': None}
ns = {'type': type, '__builtins__': safe_builtins}
exec(code, ns)
print(ns['func3'].__builtins__ is safe_builtins, ns['func4'].__builtins__ is safe_builtins, '__builtins__' in ns['func4'].__globals__)
g = {}
exec("exec('x = 1', d)", {'__builtins__': {'exec': exec}, 'd': g})
print(g['__builtins__'] == {'exec': exec})
