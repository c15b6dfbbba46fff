type A = (yield)
