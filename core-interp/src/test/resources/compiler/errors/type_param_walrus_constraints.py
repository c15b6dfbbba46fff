def f[T: (int, (x := 1))](): pass
