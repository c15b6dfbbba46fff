def f[T, U, T](): pass
