x = 1


def f[T = int, U](): pass
