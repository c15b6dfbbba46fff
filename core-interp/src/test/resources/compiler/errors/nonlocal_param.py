def f(x):
    def g(x):
        nonlocal x
