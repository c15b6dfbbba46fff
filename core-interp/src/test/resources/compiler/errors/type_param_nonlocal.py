def f[T]():
    def g():
        nonlocal T
    return g
