def f(n):
    total = 0
    i = 0
    while i < n:
        if i % 3 == 0 and i is not None:
            total += i
        elif not i:
            total -= 1
        i += 1
    for x in range(n):
        if x > 5:
            break
        total += x
    return total

print(f(10))
