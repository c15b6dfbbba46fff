def f[T](x: (yield)): pass
