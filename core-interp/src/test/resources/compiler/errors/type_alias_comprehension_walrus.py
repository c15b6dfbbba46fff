type A[T] = [(y := 1) for a in b]
