def f(n):
    total = 0
    for i in range(n):
        if i % 2:
            continue
        total += i
        if total > 100:
            break
    else:
        total = -1
    while n > 0:
        n -= 1
    else:
        pass
    while True:
        if n:
            break
    return total
