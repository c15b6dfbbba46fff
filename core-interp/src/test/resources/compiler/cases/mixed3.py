def f(a, b=1, *args, c, **kw):
    x = a + b
    for i in range(10):
        if i > x and c:
            break
        x += i
    else:
        pass
    return [y*2 for y in args]
print(f(1, c=2))
