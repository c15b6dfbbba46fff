def f():
    def g():
        nonlocal y
