def f[T](x: [(y := 1) for a in b]): pass
