class C:
    def f[T: [(y := 1) for a in b]](): pass
