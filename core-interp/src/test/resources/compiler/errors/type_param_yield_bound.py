def f[T: (yield)](): pass
