class C[T]((x := 1)): pass
