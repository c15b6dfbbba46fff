class C[T = int, *Ts]: pass
